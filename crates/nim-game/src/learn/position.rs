//! A puzzle's position: heaps, and the game they are played in. Small
//! enough that every move can be tried; the game's engine
//! ([`crate::theory::engine`]) says who wins. Rows under their own rules
//! are the game's own table ([`Rows`]): a Kayles row takes a move inside
//! it (`ROW COUNT AT`), which splits it, and is checked and valued as in a
//! game.

use crate::table::board::Board;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::table::rows::check_count;
use crate::table::{MoveError, Seat, Table, check_heaps};
use crate::theory::engine::Engine;
use crate::theory::rule::{RowRules, Rule};
use crate::theory::strategy::{Move, Rules};

/// The game the heaps are played in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Play {
    /// The book's rows, normal or misère.
    Nim(Rules),
    /// 尼姆棋: the heaps are the board's gaps; the learner plays black.
    Board(Board),
    /// Each row under its own rule (one per heap), normal play.
    Ruled(Vec<Rule>),
}

/// A row under its own rule: its groups, each with its Grundy value, and
/// the row's value (their nim-sum).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowWorth {
    pub rule: Rule,
    pub groups: Vec<(u32, u32)>,
    pub value: u32,
}

/// Each row of `table` by its groups and what it is worth; empty when
/// every row plays nim.
pub(crate) fn worth(table: &Rows) -> Vec<RowWorth> {
    let Some(games) = table.games() else {
        return Vec::new();
    };
    (games.rows().iter().enumerate())
        .map(|(row, game)| RowWorth {
            rule: game.rule.clone(),
            groups: (game.groups.iter())
                .map(|g| (g.len, games.group_value(row, g.len)))
                .collect(),
            value: games.row_value(row),
        })
        .collect()
}

/// Heaps and their game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pub heaps: Vec<u32>,
    pub play: Play,
}

impl Position {
    /// Rows of nim under `rules`.
    pub fn nim(heaps: Vec<u32>, rules: Rules) -> Self {
        Position {
            heaps,
            play: Play::Nim(rules),
        }
    }

    /// A board, its gaps the heaps.
    pub fn board(board: Board) -> Self {
        Position {
            heaps: board.heaps().to_vec(),
            play: Play::Board(board),
        }
    }

    /// Misère or normal: who wins when the last chip goes.
    pub fn rules(&self) -> Rules {
        match self.play {
            Play::Nim(rules) => rules,
            _ => Rules::Normal,
        }
    }

    /// The rule of heap `heap` (0-based): nim but for ruled rows.
    pub fn rule(&self, heap: usize) -> Rule {
        match &self.play {
            Play::Ruled(rules) => rules.get(heap).cloned().unwrap_or(Rule::Nim),
            _ => Rule::Nim,
        }
    }

    /// Rows under their own rules as the game's table.
    fn table(&self) -> Option<Rows> {
        let Play::Ruled(rules) = &self.play else {
            return None;
        };
        let layout = Layout::new(self.heaps.clone()).ok()?;
        Some(Rows::with_rules(layout, RowRules::Each(rules.clone())))
    }

    /// The engine that answers this position, as the game's table would:
    /// the board's gaps and rows all of nim are heaps of nim in normal play.
    pub fn engine(&self) -> Engine<'_> {
        let games = self.table().and_then(|table| table.games());
        Engine::new(&self.heaps, self.rules(), games)
    }

    /// Whether a move may name where its chips start (`ROW COUNT AT`).
    pub fn has_places(&self) -> bool {
        self.table().is_some_and(|table| table.has_places())
    }

    /// A move typed as 1-based heap and amount, checked as the game checks
    /// it: the book's checks, then the row's rule.
    pub fn check(&self, heap: i64, take: i64) -> Result<Move, MoveError> {
        if let Some(table) = self.table() {
            return table.check(heap, take);
        }
        let mv = check_heaps(&self.heaps, heap, take)?;
        check_count(mv, &self.rule(mv.heap))?;
        Ok(mv)
    }

    /// A move typed with the place of its first chip, checked as the game
    /// checks it; refused where rows have no places.
    pub fn check_at(&self, heap: i64, take: i64, at: i64) -> Result<Move, MoveError> {
        match self.table() {
            Some(table) => table.check_at(heap, take, at),
            None => Err(MoveError::NoPlaces),
        }
    }

    /// Whether `mv` (a checked move) leaves the other player lost.
    pub(crate) fn wins_by(&self, mv: Move) -> bool {
        self.engine().wins_by(mv)
    }

    /// Each row's groups (its chips side by side, left to right) and what
    /// the row is worth, after `mv` or as it stands: rows under their own
    /// rules only.
    pub(crate) fn worth_after(&self, mv: Option<Move>) -> Vec<RowWorth> {
        let Some(mut table) = self.table() else {
            return Vec::new();
        };
        if let Some(mv) = mv {
            table.apply(mv, Seat::First);
        }
        worth(&table)
    }

    /// The heaps after `mv` (a checked move).
    pub fn after(&self, mv: Move) -> Vec<u32> {
        let mut heaps = self.heaps.clone();
        heaps[mv.heap] -= mv.take;
        heaps
    }

    /// Every legal move, heap by heap, fewest first (rows with places:
    /// from the right end first, then leftwards).
    pub fn moves(&self) -> Vec<Move> {
        self.engine().moves()
    }

    /// Whether the player to move can win here.
    pub fn wins(&self) -> bool {
        self.engine().wins()
    }

    /// Every move that leaves the other player a lost position.
    pub fn winning_moves(&self) -> Vec<Move> {
        self.engine().winning_moves()
    }

    /// Each heap's Grundy value under its rule (a nim heap is worth its size).
    #[cfg(test)]
    pub(crate) fn values_of(&self, heaps: &[u32]) -> Vec<u32> {
        heaps
            .iter()
            .enumerate()
            .map(|(heap, &count)| match self.rule(heap) {
                Rule::Nim => count,
                rule => rule.values(count)[count as usize],
            })
            .collect()
    }
}
