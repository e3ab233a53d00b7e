//! What the player types, parsed: the book's `ReadLn(x1, x2)` and its checks.
//!
//! A line holds one or two integers separated by spaces, tabs or a single comma
//! (`2 3`, `2,3`). `0 …` quits, `-1 …` asks for setup, anything else is a move
//! checked against the current position; `?`, `u` and `b` ask for a hint, an
//! undo and the binary view. No input can make parsing panic.

use thiserror::Error;

use crate::strategy::Move;
use crate::table::MoveError;

/// A typed line, understood.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Take chips, or move a piece: checked against the table it was parsed for.
    Move(Move),
    /// `0 …`: the book's `exit`.
    Quit,
    /// `-1 …`: the book's `change`, the setup dialogue.
    Setup,
    /// `?`: what to play here, and why.
    Hint,
    /// `u`: take back the last move (and the computer's answer).
    Undo,
    /// `b`: the binary view of the rows (the book's `BitForm`).
    Binary,
}

/// A typed line during the setup dialogue, understood.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupCommand {
    /// One number: the answer to the question asked.
    Answer(i64),
    /// `0 …`: leave the program, as everywhere.
    Quit,
    /// `-1 …`: leave the setup; the game goes on as it was.
    Leave,
}

/// Why a line was refused. Each variant carries what the player typed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CommandError {
    #[error("the line is empty")]
    Empty,
    #[error("{typed:?} is not a whole number")]
    NotANumber { typed: String },
    #[error("{typed:?} holds {found} numbers")]
    WrongCount { typed: String, found: usize },
    #[error("{typed} is too large")]
    TooLarge { typed: String },
    #[error("{typed:?}: numbers are separated by spaces or one comma")]
    BadSeparator { typed: String },
    #[error(transparent)]
    Move(#[from] MoveError),
}

/// Largest magnitude accepted before a number counts as too large; it keeps
/// every later comparison free of overflow.
const LIMIT: i64 = 1_000_000_000;

/// Parses a move line; `check` checks a move's two numbers against the table
/// (the book's rows, or the board's columns and steps).
pub fn parse_command(
    line: &str,
    check: impl FnOnce(i64, i64) -> Result<Move, MoveError>,
) -> Result<Command, CommandError> {
    match line.trim() {
        "?" => return Ok(Command::Hint),
        "u" | "U" => return Ok(Command::Undo),
        "b" | "B" => return Ok(Command::Binary),
        _ => {}
    }
    let values = parse_values(line)?;
    match values.as_slice() {
        [0] | [0, _] => Ok(Command::Quit),
        [-1] | [-1, _] => Ok(Command::Setup),
        [heap, count] => Ok(Command::Move(check(*heap, *count)?)),
        other => Err(wrong_count(line, other.len())),
    }
}

/// Parses a setup answer: one integer, or `0 0` and `-1 0` as at the move prompt.
pub fn parse_setup(line: &str) -> Result<SetupCommand, CommandError> {
    match parse_values(line)?.as_slice() {
        [value] => Ok(SetupCommand::Answer(*value)),
        [0, _] => Ok(SetupCommand::Quit),
        [-1, _] => Ok(SetupCommand::Leave),
        other => Err(wrong_count(line, other.len())),
    }
}

fn wrong_count(line: &str, found: usize) -> CommandError {
    match found {
        0 => CommandError::Empty,
        found => CommandError::WrongCount {
            typed: line.trim().to_string(),
            found,
        },
    }
}

/// Splits a line into integers: whitespace separates, and so may one comma.
fn parse_values(line: &str) -> Result<Vec<i64>, CommandError> {
    let trimmed = line.trim();
    let parts: Vec<&str> = match trimmed.split_once(',') {
        Some((left, right)) => {
            if right.contains(',') || left.trim().is_empty() || right.trim().is_empty() {
                return Err(CommandError::BadSeparator {
                    typed: trimmed.to_string(),
                });
            }
            let mut parts: Vec<&str> = left.split_whitespace().collect();
            parts.extend(right.split_whitespace());
            if parts.len() != 2 {
                return Err(CommandError::BadSeparator {
                    typed: trimmed.to_string(),
                });
            }
            parts
        }
        None => trimmed.split_whitespace().collect(),
    };
    parts.into_iter().map(parse_integer).collect()
}

fn parse_integer(token: &str) -> Result<i64, CommandError> {
    let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CommandError::NotANumber {
            typed: token.to_string(),
        });
    }
    match token.parse::<i64>() {
        // A range, not `abs()`: `i64::MIN` has no absolute value.
        Ok(value) if (-LIMIT..=LIMIT).contains(&value) => Ok(value),
        _ => Err(CommandError::TooLarge {
            typed: token.to_string(),
        }),
    }
}

#[cfg(test)]
#[path = "command_tests.rs"]
pub(crate) mod tests;
