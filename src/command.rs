//! What the player types, parsed: the book's `ReadLn(x1, x2)` and its checks.
//!
//! A line holds one or two integers separated by spaces, tabs or a single comma
//! (`2 3`, `2,3`). `0 …` quits, `-1 …` asks for setup, anything else is a move
//! checked against the current position. No input can make parsing panic.

use thiserror::Error;

use crate::game::{MoveError, Position};
use crate::strategy::Move;
use crate::text::Lang;

/// A typed line, understood.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Take chips: checked against the position it was parsed for.
    Move(Move),
    /// `0 …`: the book's `exit`.
    Quit,
    /// `-1 …`: the book's `change`, the setup dialogue.
    Setup,
}

/// Why a line was refused. Each variant carries what the player typed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CommandError {
    #[error("{}", Lang::En.command_error(self))]
    NotANumber { typed: String },
    #[error("{}", Lang::En.command_error(self))]
    WrongCount { found: usize },
    #[error("{}", Lang::En.command_error(self))]
    TooLarge { typed: String },
    #[error("{}", Lang::En.command_error(self))]
    BadSeparator { typed: String },
    #[error(transparent)]
    Move(#[from] MoveError),
}

/// Largest magnitude accepted before a number counts as too large; it keeps
/// every later comparison free of overflow.
const LIMIT: i64 = 1_000_000_000;

/// Parses a move line against `position`.
pub fn parse_command(line: &str, position: &Position) -> Result<Command, CommandError> {
    let values = parse_values(line)?;
    match values.as_slice() {
        [0] | [0, _] => Ok(Command::Quit),
        [-1] | [-1, _] => Ok(Command::Setup),
        [row, count] => Ok(Command::Move(position.check(*row, *count)?)),
        other => Err(CommandError::WrongCount { found: other.len() }),
    }
}

/// Parses a line that must hold exactly one integer (a setup answer).
pub fn parse_number(line: &str) -> Result<i64, CommandError> {
    match parse_values(line)?.as_slice() {
        [value] => Ok(*value),
        other => Err(CommandError::WrongCount { found: other.len() }),
    }
}

/// Splits a line into integers: whitespace separates, and so may one comma.
pub fn parse_values(line: &str) -> Result<Vec<i64>, CommandError> {
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
        Ok(value) if value.abs() <= LIMIT => Ok(value),
        _ => Err(CommandError::TooLarge {
            typed: token.to_string(),
        }),
    }
}

#[cfg(test)]
#[path = "command_tests.rs"]
mod tests;
