//! One engine answers positions: the book's heaps under Bouton's strategy
//! ([`crate::theory::strategy`]) or rows under their own rules as a sum of
//! games ([`crate::theory::sum`]). Callers ask it the same questions for
//! either, so none of them chooses between the two theories.

use rand::Rng;

use crate::theory::strategy::{self, Assessment, Hint, Level, Move, Rules, Verdict};
use crate::theory::sum::Games;

/// A position and the theory that plays it.
#[derive(Debug, Clone)]
pub enum Engine<'a> {
    /// Heaps of nim, normal or misère: Bouton's strategy.
    Nim { heaps: &'a [u32], rules: Rules },
    /// Rows under their own rules: the Grundy sum.
    Sum(Games),
}

impl<'a> Engine<'a> {
    /// The engine for `heaps` under `rules`, or for `games` when some row
    /// plays a rule of its own: the one place the theory is chosen.
    pub fn new(heaps: &'a [u32], rules: Rules, games: Option<Games>) -> Self {
        match games {
            Some(games) => Engine::Sum(games),
            None => Engine::Nim { heaps, rules },
        }
    }

    /// What the side to move should play; `None` when nothing is left.
    pub fn hint(&self) -> Option<Hint> {
        match self {
            Engine::Nim { heaps, rules } => strategy::hint(heaps, *rules),
            Engine::Sum(games) => games.hint(),
        }
    }

    /// The coach's judgement of `mv`, played from this position.
    pub(crate) fn assess(&self, mv: Move) -> Assessment {
        match self {
            Engine::Nim { heaps, rules } => strategy::assess(heaps, mv, *rules),
            Engine::Sum(games) => games.assess(mv),
        }
    }

    /// The computer's move at `level`, after the other side's `last`
    /// move; `None` when no move is left.
    pub(crate) fn level_move<R: Rng + ?Sized>(
        &self,
        level: Level,
        last: Option<Move>,
        rng: &mut R,
    ) -> Option<Move> {
        match self {
            Engine::Nim { heaps, rules } => strategy::level_move(heaps, *rules, level, last, rng),
            Engine::Sum(games) => games.level_move(level, rng),
        }
    }

    /// Every legal move, heap by heap, fewest first (rows with places: from
    /// the right end first, then leftwards), as typed.
    pub fn moves(&self) -> Vec<Move> {
        match self {
            Engine::Nim { heaps, .. } => (heaps.iter().enumerate())
                .flat_map(|(heap, &count)| (1..=count).map(move |take| Move::new(heap, take)))
                .collect(),
            Engine::Sum(games) => (games.moves().into_iter())
                .map(|(mv, _)| games.typed(mv))
                .collect(),
        }
    }

    /// Every move that leaves the other side lost, by row, fewest first.
    pub fn winning_moves(&self) -> Vec<Move> {
        match self {
            Engine::Nim { heaps, rules } => strategy::winning_moves(heaps, *rules),
            Engine::Sum(games) => games.winning_moves(),
        }
    }

    /// Whether the side to move can win.
    pub fn wins(&self) -> bool {
        match self {
            Engine::Nim { heaps, rules } => strategy::verdict(heaps, *rules) == Verdict::Win,
            Engine::Sum(games) => games.grundy_sum() != 0,
        }
    }

    /// Whether `mv` (a checked move) leaves the other side lost.
    pub(crate) fn wins_by(&self, mv: Move) -> bool {
        match self {
            Engine::Nim { heaps, rules } => {
                let mut after = heaps.to_vec();
                after[mv.heap] -= mv.take;
                strategy::verdict(&after, *rules) != Verdict::Win
            }
            Engine::Sum(games) => {
                let placed = games.placed(mv);
                (games.moves().iter()).any(|&(m, after)| m == placed && after == 0)
            }
        }
    }

    /// Whether no move is left: every heap empty, or (under rules such as
    /// dawson's) only chips that no move may take.
    pub fn is_over(&self) -> bool {
        match self {
            Engine::Nim { heaps, .. } => heaps.iter().all(|&h| h == 0),
            Engine::Sum(games) => games.moves().is_empty(),
        }
    }

    /// The sum of games, for the front ends' Grundy explanations; `None`
    /// on the book's heaps.
    pub fn games(&self) -> Option<&Games> {
        match self {
            Engine::Nim { .. } => None,
            Engine::Sum(games) => Some(games),
        }
    }
}

#[cfg(test)]
mod tests;
