//! A puzzle's position: heaps, and the game they are played in. Small
//! enough that every move can be tried; the strategy and the rows' rules
//! say who wins.

use crate::board::Board;
use crate::rule::Rule;
use crate::strategy::{self, Move, Rules, Verdict};
use crate::table::{MoveError, Table, check_heaps};

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

    /// A move typed as 1-based heap and amount, checked as the game checks
    /// it: the book's checks, then the row's rule.
    pub fn check(&self, heap: i64, take: i64) -> Result<Move, MoveError> {
        let mv = check_heaps(&self.heaps, heap, take)?;
        let rule = self.rule(mv.heap);
        if rule.digit(mv.take) == 0 {
            return Err(MoveError::RuleCount {
                heap: mv.heap + 1,
                count: mv.take,
                rule,
            });
        }
        Ok(mv)
    }

    /// The heaps after `mv` (a checked move).
    pub fn after(&self, mv: Move) -> Vec<u32> {
        let mut heaps = self.heaps.clone();
        heaps[mv.heap] -= mv.take;
        heaps
    }

    /// Every legal move, heap by heap, fewest first.
    pub fn moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for (heap, &count) in self.heaps.iter().enumerate() {
            let rule = self.rule(heap);
            moves.extend(
                (1..=count)
                    .filter(|&take| rule.digit(take) != 0)
                    .map(|take| Move::new(heap, take)),
            );
        }
        moves
    }

    /// Whether the player to move at `heaps` (in this game) can win.
    pub fn wins_at(&self, heaps: &[u32]) -> bool {
        match &self.play {
            Play::Nim(rules) => strategy::verdict(heaps, *rules) == Verdict::Win,
            Play::Board(_) => strategy::nim_sum(heaps) != 0,
            Play::Ruled(_) => strategy::nim_sum(&self.values_of(heaps)) != 0,
        }
    }

    /// Whether the player to move can win here.
    pub fn wins(&self) -> bool {
        self.wins_at(&self.heaps)
    }

    /// Every move that leaves the other player a lost position.
    pub fn winning_moves(&self) -> Vec<Move> {
        self.moves()
            .into_iter()
            .filter(|&mv| !self.wins_at(&self.after(mv)))
            .collect()
    }

    /// Each heap's Grundy value under its rule (a nim heap is worth its size).
    pub fn values_of(&self, heaps: &[u32]) -> Vec<u32> {
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
