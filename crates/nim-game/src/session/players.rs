//! Who takes part in a session: the sides, how many people play, who opens
//! each game, and the session's rules ([`Options`]), fixed for its whole
//! length. The session re-exports them as its own vocabulary.

use crate::table::Seat;
use crate::theory::strategy::{Level, Rules};

/// Who takes part in a game, and who won it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The human playing against the computer.
    You,
    Computer,
    /// Two players at one keyboard.
    Player1,
    Player2,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::You, Side::Computer, Side::Player1, Side::Player2];

    /// The one English spelling: plain mode's `winner:`, the record's
    /// `First` and `Result` tags.
    pub fn name(self) -> &'static str {
        match self {
            Side::You => "you",
            Side::Computer => "computer",
            Side::Player1 => "player 1",
            Side::Player2 => "player 2",
        }
    }
}

/// How many people play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Players {
    /// Against the computer (the book).
    #[default]
    One,
    /// Two people take turns; no computer.
    Two,
}

/// Who opens each game against the computer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum First {
    #[default]
    Player,
    Computer,
}

/// The rules of a session, fixed for its whole length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Options {
    pub rules: Rules,
    pub first: First,
    pub players: Players,
    /// How well the computer plays.
    pub level: Level,
}

impl Options {
    /// The seat `side` sits in: the opener's is first (black on the board).
    pub fn seat(&self, side: Side) -> Seat {
        if self.sides()[0] == side {
            Seat::First
        } else {
            Seat::Second
        }
    }

    /// The two sides, the opener first.
    pub fn sides(&self) -> [Side; 2] {
        match (self.players, self.first) {
            (Players::Two, _) => [Side::Player1, Side::Player2],
            (Players::One, First::Player) => [Side::You, Side::Computer],
            (Players::One, First::Computer) => [Side::Computer, Side::You],
        }
    }
}
