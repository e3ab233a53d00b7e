//! One side of a network game as its front end sees it: the host's
//! referee or the joiner's replica behind one face, with the game's
//! session, the local player's side and the tally of games won. Both front
//! ends (plain and screen) drive a [`Peer`]; neither knows which side it is
//! on but to word it.

use rand_chacha::ChaCha8Rng;

use crate::session::command::Command;
use crate::session::{Event, Prompt, Session, Side};
use crate::table::board::Board;
use crate::table::rows::Rows;

use super::exchange::{Closed, Heard, LocalError, Reply};
use super::protocol::{Bye, Role};
use super::referee::Referee;
use super::replica::Replica;
use super::wire::Wired;

/// A table a network game is played on: the replica keeps either kind, and
/// this finds the session of the kind the game was described as.
pub trait NetTable: Wired + Sized {
    fn of(replica: &Replica) -> Option<&Session<Self, ChaCha8Rng>>;
}

impl NetTable for Rows {
    fn of(replica: &Replica) -> Option<&Session<Rows, ChaCha8Rng>> {
        replica.rows()
    }
}

impl NetTable for Board {
    fn of(replica: &Replica) -> Option<&Session<Board, ChaCha8Rng>> {
        replica.board()
    }
}

/// Games won this session, by the local player and by the other.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wins {
    pub you: u32,
    pub opponent: u32,
}

/// Who a side of the session is to the local player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    You,
    Opponent,
}

/// How a network game ended, for the exit status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finish {
    /// This side left (`0 0`, Ctrl-C, the end of input).
    Left(Bye),
    /// A signal ended this side: its number.
    Signal(i32),
    /// The connection ended otherwise.
    Closed(Closed),
}

impl Finish {
    /// The exit status: 0 when a player left or the other was lost, an
    /// interrupt's 130 and a signal's 128 + its number, 1 when the
    /// connection failed (a fault either side found, a refused greeting).
    pub fn status(self) -> u8 {
        match self {
            Finish::Left(Bye::Interrupt) => 130,
            Finish::Left(_) | Finish::Closed(Closed::Bye(_) | Closed::Lost) => 0,
            Finish::Signal(signal) => u8::try_from(128 + signal).unwrap_or(1),
            Finish::Closed(_) => 1,
        }
    }
}

/// The `bye` a signal sends: Ctrl-C's interrupt, or any other ending.
pub fn bye_of(signal: i32) -> Bye {
    // SIGINT is 2 on every POSIX system; the core names no signal crate.
    if signal == 2 {
        Bye::Interrupt
    } else {
        Bye::Signal
    }
}

/// Which machine this side is.
#[derive(Debug)]
enum Machine<T> {
    Host(Box<Referee<T, ChaCha8Rng>>),
    Joiner(Box<Replica>),
}

/// The local side of a network game.
#[derive(Debug)]
pub struct Peer<T> {
    machine: Machine<T>,
    tally: Wins,
}

impl<T: NetTable> Peer<T> {
    /// The host's side, its joiner admitted.
    pub fn host(referee: Referee<T, ChaCha8Rng>) -> Self {
        Peer {
            machine: Machine::Host(Box::new(referee)),
            tally: Wins::default(),
        }
    }

    /// The joiner's side, once the host's first game on a `T` has begun;
    /// the replica back before (or for a game on the other kind of table).
    pub fn joiner(replica: Box<Replica>) -> Result<Self, Box<Replica>> {
        if T::of(&replica).is_none() {
            return Err(replica);
        }
        Ok(Peer {
            machine: Machine::Joiner(replica),
            tally: Wins::default(),
        })
    }

    pub fn role(&self) -> Role {
        match self.machine {
            Machine::Host(_) => Role::Host,
            Machine::Joiner(_) => Role::Joiner,
        }
    }

    /// The game in play (or just over). The joiner's replica keeps a game
    /// of `T` from its first on: it refuses a description of another kind.
    pub fn session(&self) -> &Session<T, ChaCha8Rng> {
        match &self.machine {
            Machine::Host(referee) => referee.session(),
            Machine::Joiner(replica) => {
                T::of(replica).expect("a joiner's peer holds a game of its table from its start")
            }
        }
    }

    /// The local player's side in the session.
    pub fn me(&self) -> Side {
        match &self.machine {
            Machine::Host(referee) => referee.host(),
            Machine::Joiner(replica) => replica.me().unwrap_or(Side::Player2),
        }
    }

    /// Who `side` is to the local player.
    pub fn who(&self, side: Side) -> Who {
        if side == self.me() {
            Who::You
        } else {
            Who::Opponent
        }
    }

    /// Whether the local player is asked for a move now: on the joiner's
    /// side, once the host's position after the last move came and agreed.
    pub fn my_turn(&self) -> bool {
        let settled = match &self.machine {
            Machine::Host(_) => true,
            Machine::Joiner(replica) => !replica.awaiting(),
        };
        settled && self.session().prompt() == Prompt::Move(self.me())
    }

    pub fn tally(&self) -> Wins {
        self.tally
    }

    /// The local player's command.
    pub fn local(&mut self, command: Command) -> Result<Reply, LocalError> {
        let reply = match &mut self.machine {
            Machine::Host(referee) => referee.local(command),
            Machine::Joiner(replica) => replica.local(command),
        }?;
        Ok(self.counted(reply))
    }

    /// What the connection brought.
    pub fn heard(&mut self, heard: Heard) -> Reply {
        let reply = match &mut self.machine {
            Machine::Host(referee) => referee.heard(heard),
            Machine::Joiner(replica) => replica.heard(heard),
        };
        self.counted(reply)
    }

    /// The local player leaves: the last line to send.
    pub fn leave(&mut self, bye: Bye) -> Reply {
        match &mut self.machine {
            Machine::Host(referee) => referee.leave(bye),
            Machine::Joiner(replica) => replica.leave(bye),
        }
    }

    /// Counts the games the reply's events ended.
    fn counted(&mut self, reply: Reply) -> Reply {
        for event in &reply.events {
            if let Event::Victory { winner, .. } = event {
                match self.who(*winner) {
                    Who::You => self.tally.you += 1,
                    Who::Opponent => self.tally.opponent += 1,
                }
            }
        }
        reply
    }
}

#[cfg(test)]
mod tests;
