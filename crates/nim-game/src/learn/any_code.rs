//! A puzzle's code of either form, as a worksheet or `nim puzzle CODE`
//! takes it: a lesson's puzzle ([`PuzzleCode`], six characters) or a
//! chosen position ([`PositionCode`], seven or more). Apart from both, so
//! that neither form names the other.

use std::fmt;
use std::str::FromStr;

use crate::learn::code::code_chars;
use crate::learn::{CODE_LEN, CodeError, PositionCode, Puzzle, PuzzleCode};

/// A puzzle's code of either form: a lesson's puzzle (six characters) or
/// a chosen position (seven or more).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnyCode {
    Drawn(PuzzleCode),
    Chosen(PositionCode),
}

impl AnyCode {
    /// The puzzle the code names: a chosen position's as `--rows` sets it.
    pub fn puzzle(&self) -> Puzzle {
        match self {
            AnyCode::Drawn(code) => code.puzzle(),
            AnyCode::Chosen(code) => crate::learn::chosen(code.position.clone()),
        }
    }
}

impl fmt::Display for AnyCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyCode::Drawn(code) => code.fmt(f),
            AnyCode::Chosen(code) => code.fmt(f),
        }
    }
}

impl FromStr for AnyCode {
    type Err = CodeError;

    /// Six characters are a lesson's puzzle, more a chosen position.
    fn from_str(text: &str) -> Result<Self, CodeError> {
        if code_chars(text).count() > CODE_LEN {
            return text.parse().map(AnyCode::Chosen);
        }
        text.parse().map(AnyCode::Drawn)
    }
}
