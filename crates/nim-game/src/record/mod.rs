//! Records of games, in the style of chess's PGN: a few tag lines
//! (`[Game "nim"]`, `[Start "3 4 5"]`, ...), then one move a line exactly
//! as it is typed, so that the moves are also a plain-mode script. A file
//! holds every game of a session, one block each, blocks apart by an empty
//! line.
//!
//! Pure: no file, no clock, no text. [`Record::lines`] writes a game,
//! [`parse`] reads a file's text back with a typed [`RecordError`] naming
//! the line, [`replay`] plays the moves through a [`Session`] so that a
//! record is checked by the very rules of play, and [`Recorder`] follows a
//! session being played to keep its record. For a long record, [`Index`]
//! finds where each game starts and [`read_game`] reads one game from its
//! lines, playing each move as it comes.
//!
//! [`Session`]: crate::session::Session

mod date;
mod error;
mod index;
mod parse;
mod recorder;
mod replay;
mod stream;
mod tables;
mod tags;

pub use date::Date;
pub use error::{Reason, RecordError};
pub use index::{Games, Index, Start};
pub(crate) use parse::Draft;
pub(crate) use parse::read_move;
pub use parse::{Block, Line, parse};
pub use recorder::{Change, Recorder};
pub(crate) use replay::Replaying;
pub use replay::{Replayed, replay};
pub use stream::{Played, read_game};
pub use tables::Recorded;

use crate::session::{Players, Side};
use crate::table::board::Column;
use crate::theory::rule::Rule;
use crate::theory::strategy::{Level, Move};

/// The record format this program writes and reads (`[Format "1"]`).
pub(crate) const FORMAT: &str = "1";

/// Which game a record holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The book's rows (`[Game "nim"]`).
    Rows,
    /// 尼姆棋's board (`[Game "board"]`).
    Board,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Rows => "nim",
            Kind::Board => "board",
        }
    }
}

/// A game's tags: what the game was and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    pub game: Kind,
    /// `None`: unknown (`????.??.??`).
    pub date: Option<Date>,
    /// The chips of each row at the start; the board's gaps.
    pub start: Vec<u32>,
    /// Each row's rule, when some row is not a nim row.
    pub rules: Option<Vec<Rule>>,
    pub misere: bool,
    /// The computer's level; `None` with two players (`?`).
    pub level: Option<Level>,
    /// `--seed`, when one was given.
    pub seed: Option<u64>,
    /// Who made the game's first move (`p` may have handed it over).
    pub first: Side,
    pub players: Players,
    /// The winner; `None` for a game not finished (`*`).
    pub result: Option<Side>,
    /// The board's pieces, column by column.
    pub deal: Option<[Column; crate::table::board::SIZE]>,
}

impl Header {
    /// The game's two sides, its opener first.
    pub fn sides(&self) -> [Side; 2] {
        [self.first, other(self.first)]
    }

    /// The tag lines, in the order the format gives them.
    pub fn lines(&self) -> Vec<String> {
        let tag = |name: &str, value: &str| format!("[{name} \"{value}\"]");
        let mut lines = vec![
            tag("Game", self.game.name()),
            tag("Format", FORMAT),
            tag(
                "Date",
                &self
                    .date
                    .map_or_else(|| "????.??.??".to_string(), |d| d.to_string()),
            ),
            tag("Start", &join(&self.start)),
        ];
        if let Some(rules) = &self.rules {
            let rules: Vec<String> = rules.iter().map(ToString::to_string).collect();
            lines.push(tag("Rules", &rules.join(" ")));
        }
        lines.push(tag("Misere", if self.misere { "yes" } else { "no" }));
        lines.push(tag("Level", self.level.map_or("?", Level::name)));
        lines.push(tag(
            "Seed",
            &self.seed.map_or_else(|| "?".to_string(), |s| s.to_string()),
        ));
        lines.push(tag("First", self.first.name()));
        lines.push(tag("Players", players_name(self.players)));
        lines.push(tag("Result", self.result.map_or("*", Side::name)));
        if let Some(deal) = &self.deal {
            lines.push(tag("Deal", &deal_text(deal)));
        }
        lines
    }
}

/// One game: its tags and its moves in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub header: Header,
    /// As made: 0-based heap, `at` where the move named its place.
    pub moves: Vec<Move>,
}

impl Record {
    /// The game's block: its tags, then one move a line.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = self.header.lines();
        lines.extend(self.moves.iter().map(|&mv| typed(mv)));
        lines
    }
}

/// Every game's block, an empty line between two.
pub(crate) fn file_lines(records: &[Record]) -> Vec<String> {
    let mut lines = Vec::new();
    for (at, record) in records.iter().enumerate() {
        if at > 0 {
            lines.push(String::new());
        }
        lines.extend(record.lines());
    }
    lines
}

/// A move as a player types it: `ROW COUNT`, `ROW COUNT AT`, the board's
/// `COLUMN STEPS`.
pub fn typed(mv: Move) -> String {
    match mv.at {
        None => format!("{} {}", mv.heap + 1, mv.take),
        Some(at) => format!("{} {} {at}", mv.heap + 1, mv.take),
    }
}

/// The other side of a game against the computer, or of two players.
pub fn other(side: Side) -> Side {
    match side {
        Side::You => Side::Computer,
        Side::Computer => Side::You,
        Side::Player1 => Side::Player2,
        Side::Player2 => Side::Player1,
    }
}

fn players_name(players: Players) -> &'static str {
    match players {
        Players::One => "1",
        Players::Two => "2",
    }
}

fn join(counts: &[u32]) -> String {
    let counts: Vec<String> = counts.iter().map(ToString::to_string).collect();
    counts.join(" ")
}

/// Each column's red and black cells, counted from 1 at the top: `1-6 2-8 ...`.
fn deal_text(deal: &[Column]) -> String {
    let columns: Vec<String> = deal
        .iter()
        .map(|c| format!("{}-{}", c.red + 1, c.black + 1))
        .collect();
    columns.join(" ")
}

#[cfg(test)]
mod tests;
