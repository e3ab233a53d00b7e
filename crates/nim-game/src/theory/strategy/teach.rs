//! The teacher's side of the strategy: the hint for a position and the
//! coach's judgement of a move, both from the winning moves of Bouton's
//! game (misère included).

use crate::theory::strategy::{Move, Rules, Summary, nim_sum, winning_moves};

/// Why a hinted move wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// It leaves a nim-sum of 0 (Bouton's rule).
    NimSumZero,
    /// Misère's end: it leaves an odd number of single chips and nothing bigger.
    OddSingles,
    /// It leaves a Grundy sum of 0 (rows under their own rules).
    GrundyZero,
}

/// What to play from a position, for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    /// A winning move: the first that `nim analyze` lists.
    Win { mv: Move, why: Why },
    /// No move wins against perfect play: the book's waiting move, one chip
    /// from the first largest row.
    Wait(Move),
}

/// The hint for `rows` under `rules`; `None` only when every row is empty.
pub fn hint(rows: &[u32], rules: Rules) -> Option<Hint> {
    if let Some(&mv) = winning_moves(rows, rules).first() {
        let mut after = rows.to_vec();
        after[mv.heap] -= mv.take;
        let endgame = rules == Rules::Misere && after.iter().all(|&c| c <= 1);
        let why = if endgame {
            Why::OddSingles
        } else {
            Why::NimSumZero
        };
        return Some(Hint::Win { mv, why });
    }
    let largest = rows.iter().copied().max().filter(|&c| c > 0)?;
    let row = rows.iter().position(|&c| c == largest)?;
    Some(Hint::Wait(Move::new(row, 1)))
}

/// What a move did, as a coach would say it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Assessment {
    /// From a won position, a move that keeps it won.
    KeptWin,
    /// From a won position, a move that gives the win away; `better` wins.
    /// `odd` is the place value (1, 2, 4, ...) of the highest binary column
    /// the move left odd, where the nim-sum is what decides (always in
    /// normal play; in misère while two rows hold more than one chip).
    /// `worth`, on rows under their own rules, is what the moved row is
    /// worth after the move and the Grundy sum it left.
    MissedWin {
        better: Move,
        odd: Option<u32>,
        worth: Option<RowWorth>,
    },
    /// From a lost position every move loses against perfect play: as good as any.
    NoWinToMiss,
}

/// A row's Grundy value after a move, and the Grundy sum of the position
/// it left: the coach's reason on rows under their own rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowWorth {
    pub row: usize,
    pub value: u32,
    pub sum: u32,
}

/// Judges `mv` played from `before`.
pub(crate) fn assess(before: &[u32], mv: Move, rules: Rules) -> Assessment {
    let wins = winning_moves(before, rules);
    match wins.first() {
        None => Assessment::NoWinToMiss,
        Some(_) if wins.contains(&mv) => Assessment::KeptWin,
        Some(&better) => Assessment::MissedWin {
            better,
            odd: odd_column(before, mv, rules),
            worth: None,
        },
    }
}

/// The place value of the highest binary column that `mv` leaves odd, when
/// the nim-sum is what decides the position it leaves.
fn odd_column(before: &[u32], mv: Move, rules: Rules) -> Option<u32> {
    if rules == Rules::Misere && Summary::of(before).rows_above_one() < 2 {
        return None;
    }
    let row = *before.get(mv.heap)?;
    let left = row.checked_sub(mv.take)?;
    let sum = nim_sum(before) ^ row ^ left;
    (sum != 0).then(|| 1 << sum.ilog2())
}
