//! A finished game looked at again, move by move: each move kept a won
//! position, gave it away (which move would have kept it, and what it left
//! unbalanced), or was made from a position already lost. The turning point
//! is the last move that gave a win away: the one that lost the game, not a
//! slip the other side gave back. Pure: the coach's own judgement
//! (the table's [`crate::theory::engine::Engine::assess`]) on each position.

use crate::session::{Session, Side};
use crate::table::Table;
use crate::theory::strategy::{Assessment, Move, RowWorth, Rules};

/// What a move did with the position it was made from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// From a won position, a move that keeps it won.
    Kept,
    /// From a won position, a move that gives it away; `best` kept it;
    /// `left` is why the move lost.
    Missed { best: Move, left: Unbalanced },
    /// From a lost position: no move wins against perfect play.
    Lost,
}

/// What a move that gave the win away left unbalanced, so that the other
/// side could win: the turning point's reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unbalanced {
    /// The binary column of this place value (1, 2, 4, ...) was left odd,
    /// the highest such; the other side can make every column even again.
    Column(u32),
    /// Rows under their own rules: the moved row's Grundy value after the
    /// move, and the Grundy sum it left (not 0).
    Worth(RowWorth),
    /// Misère's end, where the nim-sum does not decide: the move left the
    /// other side a way to leave an odd number of single chips.
    Ending,
}

/// One move of the game under review.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ply {
    /// From 1.
    pub number: usize,
    pub side: Side,
    pub mv: Move,
    pub mark: Mark,
}

/// A game's moves, marked, and its turning point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    pub plies: Vec<Ply>,
    /// The number of the last move that gave a win away (the one that lost
    /// the game), if one did.
    pub turning: Option<usize>,
}

/// Reviews the moves `plies`, made one after the other from `tables[0]`,
/// where `tables[k]` is the position before move `k + 1`.
pub fn review<T: Table>(tables: &[T], plies: &[(Side, Move)], rules: Rules) -> Review {
    let plies: Vec<Ply> = plies
        .iter()
        .zip(tables)
        .enumerate()
        .map(|(at, (&(side, mv), before))| Ply {
            number: at + 1,
            side,
            mv,
            mark: mark(before, mv, rules),
        })
        .collect();
    // The last win given away decided the game: every slip before it was
    // given back, and after it the other side kept the win to the end.
    let turning = plies
        .iter()
        .rfind(|ply| matches!(ply.mark, Mark::Missed { .. }))
        .map(|ply| ply.number);
    Review { plies, turning }
}

/// The game `session` holds (the one in play, or just over), reviewed:
/// its moves played again from the table it started on. A game kept in no
/// record (a network game's) is reviewed so. `None` before its first move.
pub fn of_session<T: Table, R>(session: &Session<T, R>) -> Option<Review> {
    let plies = session.moves();
    if plies.is_empty() {
        return None;
    }
    let mut table = session.start_table();
    let mut tables = Vec::with_capacity(plies.len() + 1);
    tables.push(table.clone());
    for &(side, mv) in &plies {
        table.apply(mv, session.seat(side));
        tables.push(table.clone());
    }
    Some(review(&tables, &plies, session.options().rules))
}

/// The coach's judgement of `mv` made from `before`.
fn mark<T: Table>(before: &T, mv: Move, rules: Rules) -> Mark {
    match before.engine(rules).assess(mv) {
        Assessment::KeptWin => Mark::Kept,
        Assessment::MissedWin { better, odd, worth } => Mark::Missed {
            best: better,
            left: match (worth, odd) {
                (Some(worth), _) => Unbalanced::Worth(worth),
                (None, Some(place)) => Unbalanced::Column(place),
                (None, None) => Unbalanced::Ending,
            },
        },
        Assessment::NoWinToMiss => Mark::Lost,
    }
}

#[cfg(test)]
mod tests;
