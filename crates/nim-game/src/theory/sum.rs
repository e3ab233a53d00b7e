//! Sums of games (Arsac, after Bouton): every row a heap game under its own
//! rule, and a row split into groups a sum in itself. Each group is worth
//! its Grundy value under the row's rule, a row the nim-sum of its groups',
//! the game the nim-sum of its rows' (the Grundy sum); the side to move
//! loses exactly when that is 0. With only nim rows a group is worth its
//! size and this is Bouton's game, which [`crate::theory::strategy`] plays the
//! book's way; this module plays every other.
//!
//! Pure. The values come from [`Rule::values`], fine for the rows' groups
//! of at most 63 chips.

use rand::Rng;

use crate::theory::rule::Rule;
use crate::theory::strategy::{Assessment, Hint, Level, Move, RowWorth, Why};

/// Chips side by side in a row: `len` of them from place `at` (1-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Group {
    pub at: u32,
    pub len: u32,
}

/// Why a group is worth its value: the values its moves reach, ascending,
/// and the least they miss (the mex), which is its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Derivation {
    pub len: u32,
    pub reached: Vec<u32>,
    pub value: u32,
}

/// One row: its rule and its groups, left to right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowGame {
    pub rule: Rule,
    pub groups: Vec<Group>,
}

/// The rows as a sum of games, with their rules' values at hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Games {
    rows: Vec<RowGame>,
    /// Per row, the Grundy values of groups of 0 up to its largest group.
    values: Vec<Vec<u32>>,
}

impl Games {
    pub fn new(rows: Vec<RowGame>) -> Self {
        let mut known: Vec<(&Rule, Vec<u32>)> = Vec::new();
        let mut values = Vec::with_capacity(rows.len());
        for row in &rows {
            let largest = row.groups.iter().map(|g| g.len).max().unwrap_or(0);
            let found = known
                .iter()
                .find(|(rule, v)| **rule == row.rule && v.len() > largest as usize);
            let row_values = match found {
                Some((_, v)) => v.clone(),
                None => {
                    let v = row.rule.values(largest);
                    known.push((&row.rule, v.clone()));
                    v
                }
            };
            values.push(row_values);
        }
        Games { rows, values }
    }

    pub fn rows(&self) -> &[RowGame] {
        &self.rows
    }

    /// The Grundy value of a group of `len` chips in row `row`.
    pub(crate) fn group_value(&self, row: usize, len: u32) -> u32 {
        self.values[row][len as usize]
    }

    /// How a group of `len` chips in row `row` gets its value: every move's
    /// result (one heap or two) and the values they reach.
    pub fn derivation(&self, row: usize, len: u32) -> Derivation {
        let rule = &self.rows[row].rule;
        let mut reached: Vec<u32> = (rule.options(len))
            .map(|(a, b)| self.group_value(row, a) ^ self.group_value(row, b))
            .collect();
        reached.sort_unstable();
        reached.dedup();
        let value = self.group_value(row, len);
        Derivation {
            len,
            reached,
            value,
        }
    }

    /// The group a move takes its chips from.
    pub fn group_of(&self, mv: Move) -> Option<Group> {
        let at = self.placed(mv).at?;
        (self.rows.get(mv.heap)?.groups.iter())
            .find(|g| g.at <= at && at < g.at + g.len)
            .copied()
    }

    /// Row `row`'s value: the nim-sum of its groups'.
    pub fn row_value(&self, row: usize) -> u32 {
        (self.rows[row].groups.iter()).fold(0, |sum, g| sum ^ self.group_value(row, g.len))
    }

    /// Every row's value, top to bottom.
    pub fn row_values(&self) -> Vec<u32> {
        (0..self.rows.len())
            .map(|row| self.row_value(row))
            .collect()
    }

    /// The game's value: zero exactly when the side to move loses.
    pub fn grundy_sum(&self) -> u32 {
        self.row_values().iter().fold(0, |sum, v| sum ^ v)
    }

    /// Every legal move, its place written out, with the Grundy sum it
    /// leaves: rows top to bottom, groups left to right, fewest chips
    /// first, then from the right end leftwards.
    pub fn moves(&self) -> Vec<(Move, u32)> {
        let total = self.grundy_sum();
        let mut moves = Vec::new();
        for (row, game) in self.rows.iter().enumerate() {
            for group in &game.groups {
                let rest = total ^ self.group_value(row, group.len);
                for take in 1..=group.len {
                    // The book's right end first.
                    for left in (0..=group.len - take).rev() {
                        let right = group.len - take - left;
                        if !game.rule.allows(take, left, right) {
                            continue;
                        }
                        let after =
                            rest ^ self.group_value(row, left) ^ self.group_value(row, right);
                        let at = Some(group.at + left);
                        moves.push((
                            Move {
                                heap: row,
                                take,
                                at,
                            },
                            after,
                        ));
                    }
                }
            }
        }
        moves
    }

    /// `mv` as a player types it: its place only where it is not the book's
    /// right end of the row's last group.
    pub fn typed(&self, mv: Move) -> Move {
        let last = self.rows.get(mv.heap).and_then(|g| g.groups.last());
        let default = last.and_then(|g| (g.len >= mv.take).then(|| g.at + g.len - mv.take));
        match mv.at {
            Some(at) if Some(at) == default => Move { at: None, ..mv },
            _ => mv,
        }
    }

    /// `mv` with its place written out.
    pub fn placed(&self, mv: Move) -> Move {
        match mv.at {
            Some(_) => mv,
            None => {
                let last = self.rows.get(mv.heap).and_then(|g| g.groups.last());
                let at = last.map(|g| g.at + g.len.saturating_sub(mv.take));
                Move { at, ..mv }
            }
        }
    }

    /// Every move to a Grundy sum of 0, as typed, in [`Games::moves`]' order.
    pub fn winning_moves(&self) -> Vec<Move> {
        (self.moves().into_iter())
            .filter(|&(_, after)| after == 0)
            .map(|(mv, _)| self.typed(mv))
            .collect()
    }

    /// The computer's perfect move: to a Grundy sum of 0 when one exists,
    /// else the smallest move from a largest group (ties by `rng`), to wait
    /// for a mistake as Arsac advises. `None` when no move is left.
    pub fn choose_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if let Some(&mv) = self.winning_moves().first() {
            return Some(mv);
        }
        let waits = self.waiting_moves();
        (!waits.is_empty()).then(|| waits[rng.random_range(0..waits.len())])
    }

    /// The smallest move of each largest group that allows a move, the
    /// book's right end preferred: the candidates for waiting.
    fn waiting_moves(&self) -> Vec<Move> {
        let moves = self.moves();
        let size = |mv: &Move| {
            let groups = &self.rows[mv.heap].groups;
            let at = mv.at.unwrap_or(0);
            groups
                .iter()
                .find(|g| g.at <= at && at < g.at + g.len)
                .map_or(0, |g| g.len)
        };
        let Some(largest) = moves.iter().map(|(mv, _)| size(mv)).max() else {
            return Vec::new();
        };
        let from_largest: Vec<Move> = (moves.iter().map(|&(mv, _)| mv))
            .filter(|mv| size(mv) == largest)
            .collect();
        let fewest = from_largest.iter().map(|mv| mv.take).min().unwrap_or(1);
        let mut waits: Vec<Move> = Vec::new();
        for mv in from_largest.into_iter().filter(|mv| mv.take == fewest) {
            let group_of = |m: &Move| (m.heap, m.at.unwrap_or(0) - self.offset(m));
            // The first of a group is the nearest its right end.
            if !waits.iter().any(|w| group_of(w) == group_of(&mv)) {
                waits.push(mv);
            }
        }
        waits.into_iter().map(|mv| self.typed(mv)).collect()
    }

    /// How far into its group a placed move starts.
    fn offset(&self, mv: &Move) -> u32 {
        let at = mv.at.unwrap_or(0);
        (self.rows[mv.heap].groups.iter())
            .find(|g| g.at <= at && at < g.at + g.len)
            .map_or(0, |g| at - g.at)
    }

    /// The computer's move at `level`, as [`crate::theory::strategy::level_move`]
    /// mixes the book's move with a random one.
    pub(crate) fn level_move<R: Rng + ?Sized>(&self, level: Level, rng: &mut R) -> Option<Move> {
        let (numerator, denominator) = level.book_odds();
        let filled = self.rows.iter().filter(|r| !r.groups.is_empty()).count();
        if numerator == denominator || filled == 1 || rng.random_ratio(numerator, denominator) {
            return self.choose_move(rng);
        }
        let moves = self.moves();
        (!moves.is_empty()).then(|| self.typed(moves[rng.random_range(0..moves.len())].0))
    }

    /// The hint: the first winning move, or the first waiting one.
    pub fn hint(&self) -> Option<Hint> {
        if let Some(&mv) = self.winning_moves().first() {
            let why = Why::GrundyZero;
            return Some(Hint::Win { mv, why });
        }
        self.waiting_moves().first().copied().map(Hint::Wait)
    }

    /// Judges `mv`, played from this position.
    pub(crate) fn assess(&self, mv: Move) -> Assessment {
        let moves = self.moves();
        let placed = self.placed(mv);
        let Some(&(better, _)) = moves.iter().find(|(_, after)| *after == 0) else {
            return Assessment::NoWinToMiss;
        };
        let total = self.grundy_sum();
        match moves.iter().find(|(m, _)| *m == placed) {
            Some((_, 0)) => Assessment::KeptWin,
            found => Assessment::MissedWin {
                better: self.typed(better),
                odd: found.map(|(_, after)| 1 << after.ilog2()),
                // The row changed by what the sum did.
                worth: found.map(|&(_, after)| RowWorth {
                    row: mv.heap,
                    value: self.row_value(mv.heap) ^ total ^ after,
                    sum: after,
                }),
            },
        }
    }
}

#[cfg(test)]
mod tests;
