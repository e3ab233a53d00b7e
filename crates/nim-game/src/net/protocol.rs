//! The line protocol two `nim` programs speak over a network (`nim serve`,
//! `nim join`): short ASCII lines a person could type into a terminal tool,
//! each a lower-case keyword and its words. Pure: bytes in, a typed
//! [`Message`] out, or the reason the line is refused; a message out as its
//! line. Nothing the other side sends is ever shown as text: only the
//! numbers and keywords parsed here.
//!
//! The joiner greets (`nim 1 join 482109375562`); the host answers `nim 1 welcome`
//! or `refused REASON`, then describes each game (`game`, `layout` or `deal`,
//! a `rule ROW RULE` line for each row that is not a nim row, `misere`,
//! `first`, then `start`). Every move carries its ply (the game's moves so
//! far, plus one), so a move meant for another position is refused and never
//! applied; the host, the referee, follows each ply with the whole position:
//! `position PLY ROWS`, then one `row N ...` line for each row, so that even
//! fourteen rows of many groups never make a line past [`MAX_LINE`].
//! `over`, `next`, `bye` and `error` end what they say.

use std::fmt;

use thiserror::Error;

use crate::theory::rule::{Rule, RuleError};
use crate::theory::strategy::Move;

/// The protocol's version, in the greeting; a peer of another is refused.
pub(crate) const VERSION: u32 = 1;

/// The longest line, its newline included.
pub const MAX_LINE: usize = 256;

/// A join code: twelve decimal digits, leading zeros kept. 10^12 codes,
/// so that a guesser held to the host's rate limits has less than one
/// chance in a million in an hour (docs/REFERENCE.md, limits at the door).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Code(u64);

impl Code {
    /// How many codes there are: every value below it is one.
    pub const SPACE: u64 = 1_000_000_000_000;

    /// The code `n`, if it has at most twelve digits.
    pub fn new(n: u64) -> Option<Code> {
        (n < Code::SPACE).then_some(Code(n))
    }

    /// The code as the greeting carries it: twelve digits, no separator.
    pub fn digits(self) -> String {
        format!("{:012}", self.0)
    }
}

impl fmt::Display for Code {
    /// The code as people read and type it: three groups of four digits,
    /// `4821-0937-5562`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = self.digits();
        write!(f, "{}-{}-{}", &digits[..4], &digits[4..8], &digits[8..])
    }
}

/// Which side of the connection: the one that listened, or the one that
/// joined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Host,
    Joiner,
}

/// The two games a network game may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    Rows,
    Board,
}

/// Why the host turns a greeting away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The first line is not a greeting.
    Greeting,
    /// Another version of the protocol.
    Version,
    /// The wrong join code.
    Code,
    /// A game is already on: the host plays with one player at a time.
    Busy,
    /// Too many newcomers at the host's door at once: try again shortly.
    Crowded,
}

/// Why a side leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bye {
    /// `0 0` or `q`: the player left.
    Quit,
    /// Ctrl-C.
    Interrupt,
    /// A signal ended the program (SIGTERM, SIGHUP).
    Signal,
    /// The player's input ended (Ctrl-D, a script's end).
    End,
}

/// Why a side closes the connection on the other: what the other sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// A line past [`MAX_LINE`].
    Long,
    /// A byte that is not printable ASCII.
    Byte,
    /// A keyword this version does not have, or wrong words after one.
    Malformed,
    /// A message where the protocol expects another (a move out of turn).
    Turn,
    /// A move for another ply than the current one.
    Ply,
    /// A move the game's rules refuse.
    Move,
    /// The greeting did not come in time.
    Slow,
    /// More lines than a game needs.
    Flood,
    /// The other side's position is not this side's: they drifted apart.
    Drift,
}

/// A move as the wire carries it: a 1-based row (the board's column), the
/// count, and where the chips start when the move names its place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WireMove {
    pub row: u32,
    pub count: u32,
    pub at: Option<u32>,
}

impl From<Move> for WireMove {
    /// A move made, as its line carries it: the row counted from 1.
    fn from(mv: Move) -> WireMove {
        WireMove {
            row: mv.heap as u32 + 1,
            count: mv.take,
            at: mv.at,
        }
    }
}

/// One line of the protocol.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// `nim VERSION join CODE`: the joiner's first line.
    Join { version: u32, code: Code },
    /// `nim VERSION welcome`: the host accepts the greeting.
    Welcome { version: u32 },
    /// `refused REASON`: the host turns the greeting away and closes.
    Refused(Refusal),
    /// `game rows|board`: a game is described next.
    Game(GameKind),
    /// `layout 3 4 5`: the rows' chips at the start.
    Layout(Vec<u32>),
    /// `deal R B R B ...`: the board's columns, red's cell then black's,
    /// counted from 0 at the top.
    Deal(Vec<(u32, u32)>),
    /// `rule ROW RULE`: row ROW (1-based) plays RULE, in its canonical
    /// spelling; a row without such a line is a nim row.
    Rule { row: u32, rule: Rule },
    /// `misere yes|no`.
    Misere(bool),
    /// `first host|join`: who makes the game's first move.
    First(Role),
    /// `start`: the game described is on.
    Start,
    /// `move PLY ROW COUNT [AT]`.
    Move { ply: u32, step: WireMove },
    /// `position PLY ROWS`: the position after ply PLY (0: the start),
    /// told in the ROWS `row` lines that follow.
    Position { ply: u32, rows: u32 },
    /// `row N A+B+...`: row N (1-based) of the position announced: a row's
    /// groups of chips (`0` for none), a board column's red and black cells.
    Row { row: u32, values: Vec<u32> },
    /// `over host|join`: the game is over; the side named won.
    Over(Role),
    /// `next`: ready for the next game.
    Next,
    /// `bye REASON`: this side leaves.
    Bye(Bye),
    /// `error FAULT`: this side closes the connection for what the other sent.
    Error(Fault),
}

/// Why a line is not a message.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineError {
    #[error("the line is longer than {MAX_LINE} bytes")]
    Long,
    #[error("byte {0:#04x} is not printable ASCII")]
    Byte(u8),
    #[error("not a message of this protocol")]
    Malformed,
    #[error("a rule the game does not know: {0}")]
    Rule(RuleError),
}

impl LineError {
    /// What the other side is told on closing for this line.
    pub fn fault(&self) -> Fault {
        match self {
            LineError::Long => Fault::Long,
            LineError::Byte(_) => Fault::Byte,
            LineError::Malformed | LineError::Rule(_) => Fault::Malformed,
        }
    }
}

/// The largest number a line may carry: plenty for a ply or a row, and
/// far from overflow (the join code is read on its own).
const MAX_NUMBER: u32 = 999_999;

/// Reads one line (its newline, and a `\r` before it, already removed or
/// not: both are taken off here).
pub fn parse(line: &[u8]) -> Result<Message, LineError> {
    if line.len() > MAX_LINE {
        return Err(LineError::Long);
    }
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    if let Some(&bad) = line.iter().find(|b| !(b' '..=b'~').contains(*b)) {
        return Err(LineError::Byte(bad));
    }
    // Printable ASCII is UTF-8.
    let text = std::str::from_utf8(line).map_err(|_| LineError::Malformed)?;
    let words: Vec<&str> = text.split(' ').collect();
    let (&keyword, rest) = words.split_first().ok_or(LineError::Malformed)?;
    read_words(keyword, rest)
}

fn read_words(keyword: &str, rest: &[&str]) -> Result<Message, LineError> {
    Ok(match (keyword, rest) {
        ("nim", [version, "join", code]) => Message::Join {
            version: number(version)?,
            code: join_code(code)?,
        },
        ("nim", [version, "welcome"]) => Message::Welcome {
            version: number(version)?,
        },
        ("refused", [reason]) => Message::Refused(word(reason, REFUSALS)?),
        ("game", [kind]) => Message::Game(word(kind, KINDS)?),
        ("layout", counts) if !counts.is_empty() => {
            Message::Layout(counts.iter().map(|n| number(n)).collect::<Result<_, _>>()?)
        }
        ("deal", cells) if !cells.is_empty() && cells.len() % 2 == 0 => Message::Deal(
            cells
                .chunks(2)
                .map(|pair| Ok((number(pair[0])?, number(pair[1])?)))
                .collect::<Result<_, LineError>>()?,
        ),
        ("rule", [row, name]) => Message::Rule {
            row: number(row)?,
            rule: canonical_rule(name)?,
        },
        ("misere", [answer]) => Message::Misere(word(answer, YES_NO)?),
        ("first", [role]) => Message::First(word(role, ROLES)?),
        ("start", []) => Message::Start,
        ("move", [ply, row, count]) => Message::Move {
            ply: number(ply)?,
            step: step(row, count, None)?,
        },
        ("move", [ply, row, count, at]) => Message::Move {
            ply: number(ply)?,
            step: step(row, count, Some(at))?,
        },
        ("position", [ply, rows]) => Message::Position {
            ply: number(ply)?,
            rows: number(rows)?,
        },
        ("row", [row, values]) => Message::Row {
            row: number(row)?,
            values: groups(values)?,
        },
        ("over", [role]) => Message::Over(word(role, ROLES)?),
        ("next", []) => Message::Next,
        ("bye", [reason]) => Message::Bye(word(reason, BYES)?),
        ("error", [fault]) => Message::Error(word(fault, FAULTS)?),
        _ => return Err(LineError::Malformed),
    })
}

/// A number as this protocol writes it: decimal digits only, no sign, no
/// leading zero (but `0`), at most [`MAX_NUMBER`].
fn number(text: &str) -> Result<u32, LineError> {
    let digits = !text.is_empty() && text.len() <= 6 && text.bytes().all(|b| b.is_ascii_digit());
    let canonical = text == "0" || !text.starts_with('0');
    match text.parse::<u32>() {
        Ok(n) if digits && canonical && n <= MAX_NUMBER => Ok(n),
        _ => Err(LineError::Malformed),
    }
}

/// A join code: exactly twelve digits, leading zeros kept, no separator
/// (the groups are for people; the line has one spelling).
fn join_code(text: &str) -> Result<Code, LineError> {
    let twelve = text.len() == 12 && text.bytes().all(|b| b.is_ascii_digit());
    (text.parse().ok())
        .filter(|_| twelve)
        .and_then(Code::new)
        .ok_or(LineError::Malformed)
}

fn step(row: &str, count: &str, at: Option<&&str>) -> Result<WireMove, LineError> {
    Ok(WireMove {
        row: number(row)?,
        count: number(count)?,
        at: at.map(|at| number(at)).transpose()?,
    })
}

/// A rule as the game writes it: any other spelling of the same rule
/// (`KAYLES`, `0.77`, `sub:3,1`) is refused, so a line read is the line the
/// program would write.
fn canonical_rule(text: &str) -> Result<Rule, LineError> {
    let rule = Rule::parse(text).map_err(LineError::Rule)?;
    if rule.to_string() == text {
        Ok(rule)
    } else {
        Err(LineError::Malformed)
    }
}

/// A `row` line's numbers: one, or several joined by `+`.
fn groups(text: &str) -> Result<Vec<u32>, LineError> {
    text.split('+').map(number).collect()
}

/// The fixed words of each kind, as written.
const REFUSALS: &[(&str, Refusal)] = &[
    ("greeting", Refusal::Greeting),
    ("version", Refusal::Version),
    ("code", Refusal::Code),
    ("busy", Refusal::Busy),
    ("crowded", Refusal::Crowded),
];
const KINDS: &[(&str, GameKind)] = &[("rows", GameKind::Rows), ("board", GameKind::Board)];
const YES_NO: &[(&str, bool)] = &[("yes", true), ("no", false)];
const ROLES: &[(&str, Role)] = &[("host", Role::Host), ("join", Role::Joiner)];
const BYES: &[(&str, Bye)] = &[
    ("quit", Bye::Quit),
    ("interrupt", Bye::Interrupt),
    ("signal", Bye::Signal),
    ("end", Bye::End),
];
const FAULTS: &[(&str, Fault)] = &[
    ("long", Fault::Long),
    ("byte", Fault::Byte),
    ("malformed", Fault::Malformed),
    ("turn", Fault::Turn),
    ("ply", Fault::Ply),
    ("move", Fault::Move),
    ("slow", Fault::Slow),
    ("flood", Fault::Flood),
    ("drift", Fault::Drift),
];

fn word<T: Copy>(text: &str, words: &[(&str, T)]) -> Result<T, LineError> {
    (words.iter())
        .find(|(written, _)| *written == text)
        .map(|&(_, value)| value)
        .ok_or(LineError::Malformed)
}

mod write;

#[cfg(test)]
mod tests;
