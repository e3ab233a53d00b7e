//! What the player types, parsed: the book's `ReadLn(x1, x2)` and its checks.
//!
//! A line holds one or two integers separated by white space or a single comma
//! (`2 3`, `2,3`). `0 …` quits, `-1 …` asks for setup, anything else is a move
//! checked against the current position; `?`, `u` and `b` ask for a hint, an
//! undo and the binary view. No input can make parsing panic.
//!
//! Numbers are read as people write them, here and in `nim analyze` alike
//! (one definition, [`as_ascii`], [`is_space`], [`is_comma`],
//! [`NumberReader`]): the full-width digits, signs and commas a Chinese input
//! method types, the ideographic comma and space, any Unicode white space,
//! leading zeros, and a byte-order mark (Notepad writes one) at the start of
//! a line.

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
    /// `?` (or F1) during the setup: there is no position to hint at yet.
    #[error("there is no hint during setup")]
    NoHintInSetup,
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
    match single_char(line) {
        Some('?') => return Ok(Command::Hint),
        Some('u' | 'U') => return Ok(Command::Undo),
        Some('b' | 'B') => return Ok(Command::Binary),
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
/// A hint asked for is refused for what it is, not as a number mistyped.
pub fn parse_setup(line: &str) -> Result<SetupCommand, CommandError> {
    if single_char(line) == Some('?') {
        return Err(CommandError::NoHintInSetup);
    }
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
            typed: trim(line).to_string(),
            found,
        },
    }
}

/// Splits a line into integers: white space separates, and so may one comma.
fn parse_values(line: &str) -> Result<Vec<i64>, CommandError> {
    let trimmed = trim(line);
    let bad_separator = || CommandError::BadSeparator {
        typed: trimmed.to_string(),
    };
    let parts: Vec<&str> = trimmed.split(is_comma).collect();
    let tokens = match parts.as_slice() {
        [all] => words(all),
        // One number on each side of the comma.
        [left, right] => match (words(left).as_slice(), words(right).as_slice()) {
            ([left], [right]) => vec![*left, *right],
            _ => return Err(bad_separator()),
        },
        _ => return Err(bad_separator()),
    };
    tokens.into_iter().map(parse_integer).collect()
}

fn parse_integer(token: &str) -> Result<i64, CommandError> {
    let Some(number) = read_number(token) else {
        return Err(CommandError::NotANumber {
            typed: token.to_string(),
        });
    };
    number
        .magnitude
        .and_then(|m| i64::try_from(m).ok())
        .filter(|&m| m <= LIMIT)
        .map(|m| if number.negative { -m } else { m })
        .ok_or_else(|| CommandError::TooLarge {
            typed: token.to_string(),
        })
}

/// The white-space-separated words of `part`.
fn words(part: &str) -> Vec<&str> {
    part.split(is_space).filter(|w| !w.is_empty()).collect()
}

/// A line as it was meant: without a byte-order mark at its start, and
/// without white space around it.
fn trim(line: &str) -> &str {
    without_bom(line).trim_matches(is_space)
}

/// The one character a trimmed line holds, read as ASCII, if it holds one.
fn single_char(line: &str) -> Option<char> {
    let mut chars = trim(line).chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(as_ascii(c)),
        _ => None,
    }
}

/// The ASCII character `c` stands for in a typed number or command: the
/// full-width forms a Chinese input method types (`０`-`９`, `－`, `，`, `？`,
/// U+FF01-U+FF5E) as their ASCII twins, the ideographic comma `、` (and its
/// half-width form) as a comma, the minus sign `−` as `-`, and the
/// ideographic space as a space. Any other character is itself.
pub fn as_ascii(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c),
        '\u{3000}' => ' ',
        '\u{3001}' | '\u{FF64}' => ',',
        '\u{2212}' => '-',
        _ => c,
    }
}

/// True when `c` separates numbers as a space does: any Unicode white space,
/// so tabs, vertical tabs, form feeds, no-break and ideographic spaces, line
/// and paragraph separators too.
pub fn is_space(c: char) -> bool {
    as_ascii(c).is_whitespace()
}

/// True when `c` is a comma between numbers: `,`, `，` or `、`.
pub fn is_comma(c: char) -> bool {
    as_ascii(c) == ','
}

/// The byte-order mark an editor may write at the start of a file (Notepad
/// does), so at the start of a line of input: not part of what was typed.
pub const BYTE_ORDER_MARK: char = '\u{FEFF}';

/// `line` without a byte-order mark at its start.
pub fn without_bom(line: &str) -> &str {
    line.strip_prefix(BYTE_ORDER_MARK).unwrap_or(line)
}

/// A whole number as typed: its sign and its magnitude.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Number {
    pub negative: bool,
    /// `None` past `u64::MAX`: far too large for any question.
    pub magnitude: Option<u64>,
}

/// Reads a whole number a character at a time (so `nim analyze` reads a row
/// of any length in constant memory): one optional sign, then decimal
/// digits, each in the forms [`as_ascii`] knows. Leading zeros never make a
/// number too large.
#[derive(Debug, Clone, Copy, Default)]
pub struct NumberReader {
    state: Reading,
}

#[derive(Debug, Clone, Copy, Default)]
enum Reading {
    #[default]
    Empty,
    Signed {
        negative: bool,
    },
    Digits(Number),
    NotANumber,
}

impl NumberReader {
    pub fn push(&mut self, c: char) {
        let c = as_ascii(c);
        let digit = c.to_digit(10).map(u64::from);
        self.state = match (self.state, digit) {
            (Reading::Empty, None) if c == '-' || c == '+' => {
                Reading::Signed { negative: c == '-' }
            }
            (Reading::Empty, Some(d)) => Reading::Digits(Number {
                negative: false,
                magnitude: Some(d),
            }),
            (Reading::Signed { negative }, Some(d)) => Reading::Digits(Number {
                negative,
                magnitude: Some(d),
            }),
            (Reading::Digits(number), Some(d)) => Reading::Digits(Number {
                magnitude: number
                    .magnitude
                    .and_then(|m| m.checked_mul(10)?.checked_add(d)),
                ..number
            }),
            _ => Reading::NotANumber,
        };
    }

    /// The number read, or `None` if the characters do not make one.
    pub fn number(&self) -> Option<Number> {
        match self.state {
            Reading::Digits(number) => Some(number),
            _ => None,
        }
    }
}

/// `token` as a whole number, if it is one.
pub fn read_number(token: &str) -> Option<Number> {
    let mut reader = NumberReader::default();
    token.chars().for_each(|c| reader.push(c));
    reader.number()
}

#[cfg(test)]
#[path = "command_tests.rs"]
pub(crate) mod tests;
