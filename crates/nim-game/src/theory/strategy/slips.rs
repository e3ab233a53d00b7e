//! The mistakes people make at nim, which the easy and medium computer make
//! when it does not play the book's move: a beginner beats a player who errs
//! as they do, and learns from it, where a uniformly random move (taking 3
//! from a row of 9 for no reason) teaches nothing and looks like no one.

use rand::Rng;

use crate::theory::strategy::Move;

/// A kind of human mistake.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Slip {
    /// Takes a whole row: it looks like progress.
    WholeRow,
    /// Takes from another row as many as the other player just took: the
    /// copy that wins with two equal rows, tried where it does not.
    CopyLast,
    /// One chip from a biggest row: playing for time.
    OneFromBiggest,
    /// Makes two rows equal and forgets the third.
    BalanceTwo,
}

impl Slip {
    pub const ALL: [Slip; 4] = [
        Slip::WholeRow,
        Slip::CopyLast,
        Slip::OneFromBiggest,
        Slip::BalanceTwo,
    ];

    /// Every move of this kind from `rows`, after the other player's
    /// `last` move (if any).
    pub fn moves(self, rows: &[u32], last: Option<Move>) -> Vec<Move> {
        let filled = || (0..rows.len()).filter(|&r| rows[r] > 0);
        match self {
            Slip::WholeRow => filled().map(|r| Move::new(r, rows[r])).collect(),
            Slip::CopyLast => last.map_or_else(Vec::new, |last| {
                filled()
                    .filter(|&r| r != last.heap && rows[r] >= last.take)
                    .map(|r| Move::new(r, last.take))
                    .collect()
            }),
            Slip::OneFromBiggest => {
                let most = rows.iter().copied().max().unwrap_or(0);
                filled()
                    .filter(|&r| rows[r] == most)
                    .map(|r| Move::new(r, 1))
                    .collect()
            }
            Slip::BalanceTwo if filled().count() < 3 => Vec::new(),
            Slip::BalanceTwo => {
                let mut moves: Vec<Move> = filled()
                    .flat_map(|a| filled().map(move |b| (a, b)))
                    .filter(|&(a, b)| rows[a] > rows[b])
                    .map(|(a, b)| Move::new(a, rows[a] - rows[b]))
                    .collect();
                moves.sort_unstable();
                moves.dedup();
                moves
            }
        }
    }
}

/// A human mistake from `rows`: a kind drawn among those that have a move
/// here, then one of its moves. `None` only when every row is empty.
pub(crate) fn slip<R: Rng + ?Sized>(rows: &[u32], last: Option<Move>, rng: &mut R) -> Option<Move> {
    let kinds: Vec<Vec<Move>> = (Slip::ALL.iter())
        .map(|kind| kind.moves(rows, last))
        .filter(|moves| !moves.is_empty())
        .collect();
    if kinds.is_empty() {
        return None;
    }
    let moves = &kinds[rng.random_range(0..kinds.len())];
    Some(moves[rng.random_range(0..moves.len())])
}
