//! What the player types, parsed: the book's `ReadLn(x1, x2)` and its checks.
//!
//! A line holds one or two integers separated by white space or a single comma
//! (`2 3`, `2,3`). `0 …` quits, `-1 …` asks for setup, two other numbers are a
//! move, kept as typed: the session checks it against the table; a third
//! says where in the row the move's chips start (`ROW COUNT AT`). `?`, `u`,
//! `b` and `p` ask for a hint, an undo, the binary view and a pass (the
//! other side starts); an empty line after a game asks for the next one. Parsing knows no rules
//! and no input can make it panic.
//!
//! Numbers are read as people write them, here and in `nim analyze` alike
//! (one definition, [`crate::numbers`]): the full-width digits, signs and commas a Chinese input
//! method types, the ideographic comma and space, any Unicode white space,
//! leading zeros, and a byte-order mark (Notepad writes one) at the start of
//! a line.

use thiserror::Error;

use crate::numbers::{as_ascii, is_comma, is_space, read_number, without_bom};
use crate::theory::rule::{Rule, RuleError};
use crate::theory::strategy::{Level, Move};

/// What the player asked for, numbers as typed: the session checks them
/// against the table and the question asked ([`crate::session::Session::act`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `ROW COUNT` (the board: `COLUMN STEPS`), both 1-based as typed.
    Move { heap: i64, take: i64 },
    /// `ROW COUNT AT`: COUNT adjacent chips from place AT of the row (1-based
    /// from the left), as typed.
    MoveAt { heap: i64, take: i64, at: i64 },
    /// `0 …`: the book's `exit`.
    Quit,
    /// `-1 …`: the book's `change`, the setup dialogue (or a new deal).
    Setup,
    /// `?`: what to play here, and why.
    Hint,
    /// `u`: take back the last move (and the computer's answer).
    Undo,
    /// `b`: the binary view of the rows (the book's `BitForm`).
    Binary,
    /// `h` or `help`: every key and command.
    Help,
    /// One number: the answer to a setup question.
    Answer(i64),
    /// A row's chips and its rule (`5 kayles`), at the setup's row question.
    AnswerRule(i64, Rule),
    /// `-1 …` during the setup, or Esc: back to the game as it was.
    Leave,
    /// `p`, before anyone has moved in a game: the other side moves first
    /// (against the computer, the computer starts instead).
    Pass,
    /// Enter or Space when a game is over: the next game begins.
    NextGame,
    /// `l` or `learn`: the lessons, opened from the game.
    Learn,
    /// `d` or `puzzle`: the day's puzzle, opened from the game.
    Puzzle,
    /// `c` or `coach` turns the coach over; `coach on`, `coach off` set it.
    Coach(Option<bool>),
    /// `level` (the next level, round from hard to easy) or `level NAME`:
    /// how well the computer plays, from its next move.
    Level(Option<Level>),
}

impl From<Move> for Command {
    /// The move as a player types it (a click stands for the same line).
    fn from(mv: Move) -> Self {
        let heap = i64::try_from(mv.heap).map_or(i64::MAX, |row| row.saturating_add(1));
        let take = i64::from(mv.take);
        match mv.at {
            None => Command::Move { heap, take },
            Some(at) => Command::MoveAt {
                heap,
                take,
                at: i64::from(at),
            },
        }
    }
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
    #[error("{typed:?} is not a rule: {error}")]
    BadRule { typed: String, error: RuleError },
    /// `level NAME` with a name that is not a level's.
    #[error("{typed:?} is not a level: easy, medium or hard")]
    NoSuchLevel { typed: String },
}

/// Largest magnitude accepted before a number counts as too large; it keeps
/// every later comparison free of overflow.
const LIMIT: i64 = 1_000_000_000;

/// Parses a line typed at the move prompt: `ROW COUNT`, the book's move.
pub fn parse_command(line: &str) -> Result<Command, CommandError> {
    parse_move_prompt(line, false)
}

/// Parses a line typed at the move prompt of rows with places (rows under
/// their own rules): `ROW COUNT` or `ROW COUNT AT`.
pub fn parse_placed(line: &str) -> Result<Command, CommandError> {
    parse_move_prompt(line, true)
}

fn parse_move_prompt(line: &str, placed: bool) -> Result<Command, CommandError> {
    if is_help(line) {
        return Ok(Command::Help);
    }
    match single_char(line) {
        Some('?') => return Ok(Command::Hint),
        Some('u' | 'U') => return Ok(Command::Undo),
        Some('b' | 'B') => return Ok(Command::Binary),
        Some('p' | 'P') => return Ok(Command::Pass),
        Some('l' | 'L') => return Ok(Command::Learn),
        Some('d' | 'D') => return Ok(Command::Puzzle),
        Some('c' | 'C') => return Ok(Command::Coach(None)),
        _ => {}
    }
    if let Some(command) = way_in(line) {
        return command;
    }
    let values = parse_values(line)?;
    match values.as_slice() {
        [0] | [0, _] => Ok(Command::Quit),
        [-1] | [-1, _] => Ok(Command::Setup),
        [0, _, _] if placed => Ok(Command::Quit),
        [-1, _, _] if placed => Ok(Command::Setup),
        [heap, take] => Ok(Command::Move {
            heap: *heap,
            take: *take,
        }),
        [heap, take, at] if placed => Ok(Command::MoveAt {
            heap: *heap,
            take: *take,
            at: *at,
        }),
        other => Err(wrong_count(line, other.len())),
    }
}

/// Parses a line typed when a game is over: an empty line (Enter, or only
/// spaces) asks for the next game; any other line reads as at the move
/// prompt (of rows with places, when `placed`), for the session to refuse
/// or take (`0 0` still leaves).
pub(crate) fn parse_over(line: &str, placed: bool) -> Result<Command, CommandError> {
    if trim(line).is_empty() {
        return Ok(Command::NextGame);
    }
    parse_move_prompt(line, placed)
}

/// Parses a setup answer: one integer, or `0 0` and `-1 0` as at the move
/// prompt. `?` is a hint asked for (which the session refuses for what it
/// is, not as a number mistyped).
pub(crate) fn parse_setup(line: &str) -> Result<Command, CommandError> {
    if single_char(line) == Some('?') {
        return Ok(Command::Hint);
    }
    if let Some(answer) = chips_and_rule(line) {
        return answer;
    }
    if is_help(line) {
        return Ok(Command::Help);
    }
    match parse_values(line)?.as_slice() {
        [value] => Ok(Command::Answer(*value)),
        [0, _] => Ok(Command::Quit),
        [-1, _] => Ok(Command::Leave),
        other => Err(wrong_count(line, other.len())),
    }
}

/// `CHIPS RULE` (`5 kayles`, `4 sub:1,3`): a number, then a word that is
/// not one. `None` when the line is not of that shape.
fn chips_and_rule(line: &str) -> Option<Result<Command, CommandError>> {
    let words = words(trim(line));
    let [chips, rule] = words.as_slice() else {
        return None;
    };
    if read_number(rule).is_some() {
        return None;
    }
    let chips = read_number(chips)?;
    let typed = rule.to_string();
    Some(match (chips.within(LIMIT), Rule::parse(rule)) {
        (None, _) => Err(CommandError::TooLarge {
            typed: words[0].to_string(),
        }),
        (_, Err(error)) => Err(CommandError::BadRule { typed, error }),
        (Some(chips), Ok(rule)) => Ok(Command::AnswerRule(chips, rule)),
    })
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
    number.within(LIMIT).ok_or_else(|| CommandError::TooLarge {
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

/// The words of the game's way in to the teacher: `learn`, `puzzle`,
/// `coach [on|off]`, `level [NAME]`, in any case; `None` for any other line.
fn way_in(line: &str) -> Option<Result<Command, CommandError>> {
    let lower = trim(line).to_ascii_lowercase();
    let words = words(&lower);
    let command = match words.as_slice() {
        ["learn"] => Command::Learn,
        ["puzzle"] => Command::Puzzle,
        ["coach"] => Command::Coach(None),
        ["coach", "on"] => Command::Coach(Some(true)),
        ["coach", "off"] => Command::Coach(Some(false)),
        ["level"] => Command::Level(None),
        ["level", name] => match Level::named(name) {
            Some(level) => Command::Level(Some(level)),
            None => {
                let typed = name.to_string();
                return Some(Err(CommandError::NoSuchLevel { typed }));
            }
        },
        _ => return None,
    };
    Some(Ok(command))
}

/// The one character a trimmed line holds, read as ASCII, if it holds one.
/// `h` or `help`, in any case: what a newcomer types first.
fn is_help(line: &str) -> bool {
    let word = trim(line);
    word.eq_ignore_ascii_case("help") || matches!(single_char(line), Some('h' | 'H'))
}

fn single_char(line: &str) -> Option<char> {
    let mut chars = trim(line).chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(as_ascii(c)),
        _ => None,
    }
}

#[cfg(any(test, feature = "testing"))]
pub mod fixture;

#[cfg(test)]
mod tests;
