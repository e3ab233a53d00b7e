//! What both sides' machines share: what they are fed (a line, a timeout,
//! the end of the stream), what they answer (lines to send, the session's
//! events for the local screen, whether the connection closes), and why a
//! local command is refused in a network game.

use thiserror::Error;

use crate::session::{Event, InputError};

use super::protocol::{Bye, Fault, LineError, Message, Refusal};

/// What the connection brought: a line read (or why it is not one), the
/// caller's timeout on a line that never ended, or the end of the stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    Line(Result<Message, LineError>),
    Timeout,
    End,
}

impl Heard {
    /// A line as the reader hands it over, parsed.
    pub fn line(bytes: &[u8]) -> Heard {
        Heard::Line(super::protocol::parse(bytes))
    }
}

/// Why the connection closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    /// This side closed it for what the other sent (an `error` line was sent).
    Fault(Fault),
    /// The other side closed it for what this side sent.
    Error(Fault),
    /// The other side left.
    Bye(Bye),
    /// The other side left without a word: end of stream.
    Lost,
    /// This side left (its `bye` line was sent).
    Left(Bye),
    /// The host turned this side's greeting away.
    Refused(Refusal),
}

/// What a machine says after one input: the lines to send, in order, what
/// happened in the game (for the local front end), and whether the
/// connection is now closed.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reply {
    pub send: Vec<Message>,
    pub events: Vec<Event>,
    pub closed: Option<Closed>,
}

impl Reply {
    /// Closing for the other side's fault: one `error` line, then close.
    pub fn fault(fault: Fault) -> Reply {
        Reply {
            send: vec![Message::Error(fault)],
            events: Vec::new(),
            closed: Some(Closed::Fault(fault)),
        }
    }

    /// Closing without a line.
    pub fn closed(closed: Closed) -> Reply {
        Reply {
            closed: Some(closed),
            ..Reply::default()
        }
    }

    /// Lines to send, the connection open.
    pub fn send(send: Vec<Message>) -> Reply {
        Reply {
            send,
            ..Reply::default()
        }
    }
}

/// Why the local player's command is refused in a network game; nothing
/// changes and nothing is sent.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LocalError {
    #[error("it is the other player's turn")]
    NotYourTurn,
    #[error("moves are not taken back in a network game")]
    NoUndo,
    #[error("the host chose the game; it is not changed during a network game")]
    NoChange,
    #[error("the connection is closed")]
    Closed,
    #[error(transparent)]
    Input(#[from] InputError),
}

/// What follows `closed:`: the protocol's words for how it
/// ended, as plain mode and `nim join` print them.
pub fn closed_words(closed: Closed) -> String {
    match closed {
        Closed::Bye(bye) | Closed::Left(bye) => format!("left {}", bye.keyword()),
        Closed::Lost => "lost".to_string(),
        Closed::Fault(fault) => format!("fault {}", fault.keyword()),
        Closed::Error(fault) => format!("error {}", fault.keyword()),
        Closed::Refused(why) => format!("refused {}", why.keyword()),
    }
}
