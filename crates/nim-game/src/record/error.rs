//! Why a record cannot be read or replayed, with the line that says so.

use thiserror::Error;

use super::Kind;
use crate::session::{InputError, Side};

/// A record refused at line `line` (1-based) for `reason`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {reason}")]
pub struct RecordError {
    pub line: usize,
    pub reason: Reason,
}

/// What is wrong at the line. The English of `Display` is for developers;
/// `text` words it for players.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Reason {
    /// The file holds no game at all.
    #[error("the record holds no game")]
    Empty,
    /// A line in brackets that is not `[Name "value"]`.
    #[error("{typed:?} is not a tag")]
    NotATag { typed: String },
    #[error("there is no tag {name}")]
    UnknownTag { name: String },
    #[error("the tag {name} is given twice")]
    RepeatedTag { name: &'static str },
    /// A tag's value that is not one it takes in a record of `game`.
    #[error("{name} cannot be {typed:?}")]
    BadValue {
        name: &'static str,
        typed: String,
        game: Kind,
    },
    /// `[Rules]` names a count of rules that is not the count of rows.
    #[error("{rules} rules for {rows} rows")]
    RulesCount { rules: usize, rows: usize },
    /// Misère with a row that is not a nim row: not a game this program plays.
    #[error("misère is played with nim rows only")]
    MisereRules,
    /// A game's block lacks a tag it needs.
    #[error("the game has no {name} tag")]
    MissingTag { name: &'static str },
    /// A tag among the moves, with no empty line to start a new game.
    #[error("a tag after the moves: an empty line starts the next game")]
    TagAfterMoves,
    /// A line that is not a move.
    #[error("{typed:?} is not a move")]
    BadMove { typed: String },
    /// A move that the position does not allow.
    #[error("{typed}: {error}")]
    IllegalMove {
        typed: String,
        game: Kind,
        error: InputError,
    },
    /// A move after the game's last.
    #[error("{typed}: the game is already over")]
    MoveAfterEnd { typed: String },
    /// `[Result]` names a winner the moves do not give (`None`: unfinished).
    #[error("the result is {said:?}, but the moves give {is:?}")]
    WrongResult {
        said: Option<Side>,
        is: Option<Side>,
    },
}
