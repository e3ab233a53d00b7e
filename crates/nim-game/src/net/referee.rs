//! The host's side of a connection. The [`Gate`] reads a newcomer's one
//! greeting and lets in only the right version with the right code; the
//! [`Referee`] then plays the game with the joiner, every move of the
//! joiner checked by the same session code as a local move
//! ([`Session::act`]), and each ply followed by the whole position.

use rand::Rng;

use crate::session::command::Command;
use crate::session::players::{Options, Players, Side};
use crate::session::{Event, InputError, Prompt, Session};
use crate::theory::strategy::Rules;

use super::exchange::{Closed, Heard, LocalError, Reply};
use super::protocol::{Bye, Code, Fault, Message, Refusal, Role, VERSION, WireMove};
use super::wire::{Wired, game_lines, position_lines};

/// Lines the joiner may send in a row with no answer: a game needs at most
/// `next` and a last `bye`; a doubled `next` is forgiven, no more.
pub(crate) const FLOOD: u32 = 4;

/// What the gate does with a newcomer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Admission {
    /// The greeting is right: send the line, and play.
    Welcome(Message),
    /// The wrong code: send `refused code` and close. The door makes the
    /// guesser wait for it; the code given out stays the code.
    Wrong(Message),
    /// Send the line, if any, and close; the host keeps waiting.
    Turned(Option<Message>),
}

/// The join code: the one the host gave out, for the whole session. Wrong
/// guesses never replace it (replacing it gained nothing against random
/// guesses and let strangers spend the code); the door's rate limits are
/// what make guessing hopeless.
#[derive(Debug, Clone, Copy)]
pub struct Gate {
    code: Code,
}

impl Gate {
    pub fn new(code: Code) -> Self {
        Gate { code }
    }

    pub fn code(&self) -> Code {
        self.code
    }

    /// Whether greeting `heard` compares a code: a greeting of this
    /// version. The door lets only so many comparisons through a second.
    pub fn compares(heard: &Heard) -> bool {
        matches!(heard, Heard::Line(Ok(Message::Join { version, .. })) if *version == VERSION)
    }

    /// A newcomer's first line, or its silence (`Timeout`) or its leaving.
    /// Anything but a greeting is `refused greeting`; a line too long or
    /// holding a bad byte, and silence, are told as the faults they are.
    pub fn greet(&self, heard: Heard) -> Admission {
        let turned = |send| Admission::Turned(Some(send));
        let refused = |why| turned(Message::Refused(why));
        match heard {
            Heard::End => Admission::Turned(None),
            Heard::Timeout => turned(Message::Error(Fault::Slow)),
            Heard::Line(Err(error)) if error.fault() != Fault::Malformed => {
                turned(Message::Error(error.fault()))
            }
            Heard::Line(Err(_)) => refused(Refusal::Greeting),
            Heard::Line(Ok(Message::Join { version, .. })) if version != VERSION => {
                refused(Refusal::Version)
            }
            Heard::Line(Ok(Message::Join { code, .. })) if code != self.code => {
                Admission::Wrong(Message::Refused(Refusal::Code))
            }
            Heard::Line(Ok(Message::Join { .. })) => {
                Admission::Welcome(Message::Welcome { version: VERSION })
            }
            Heard::Line(Ok(_)) => refused(Refusal::Greeting),
        }
    }
}

/// The host's game with the joiner admitted.
#[derive(Debug)]
pub struct Referee<T, R> {
    session: Session<T, R>,
    /// The host's side in the session of two players.
    host: Side,
    first: Role,
    /// The moves of the game so far.
    ply: u32,
    /// Lines heard since this side last sent one.
    unanswered: u32,
    /// At a game's end: who asked for the next one, host and joiner.
    ready: [bool; 2],
    closed: bool,
}

impl<T: Wired, R: Rng> Referee<T, R> {
    /// The host's game on `table` under `rules`, opened by `first`: a
    /// session of two players (the joiner is never the computer); and the
    /// lines that describe it. `rng` deals the board's next games.
    pub fn new(table: T, rules: Rules, first: Role, rng: R) -> (Self, Vec<Message>) {
        let options = Options {
            rules,
            players: Players::Two,
            ..Options::default()
        };
        let mut session = Session::new(options, table, rng);
        session.start();
        let host = session.sides()[usize::from(first != Role::Host)];
        let referee = Referee {
            session,
            host,
            first,
            ply: 0,
            unanswered: 0,
            ready: [false; 2],
            closed: false,
        };
        let lines = referee.game_lines();
        (referee, lines)
    }

    pub fn session(&self) -> &Session<T, R> {
        &self.session
    }

    /// The host's own side.
    pub fn host(&self) -> Side {
        self.host
    }

    fn game_lines(&self) -> Vec<Message> {
        let rules = self.session.options().rules;
        game_lines(self.session.table(), rules, self.first)
    }

    fn over(&self) -> bool {
        self.session.prompt() == Prompt::GameOver
    }

    /// The local player's command. A move on the host's turn is played and
    /// sent with its position; the rest act locally, but for what would
    /// make the two sides' games differ (undo, `p`, a new layout).
    pub fn local(&mut self, command: Command) -> Result<Reply, LocalError> {
        if self.closed {
            return Err(LocalError::Closed);
        }
        match command {
            Command::Move { .. } | Command::MoveAt { .. } => {
                if self.over() {
                    return Err(InputError::GameOver.into());
                }
                if self.session.prompt() != Prompt::Move(self.host) {
                    return Err(LocalError::NotYourTurn);
                }
                let events = self.session.act(command)?;
                self.unanswered = 0;
                Ok(self.played(events, true))
            }
            Command::NextGame if self.over() => Ok(self.ready(Role::Host)),
            Command::Quit => Ok(self.leave(Bye::Quit)),
            Command::Undo => Err(LocalError::NoUndo),
            Command::Pass
            | Command::Setup
            | Command::Learn
            | Command::Puzzle
            | Command::Coach(_)
            | Command::Level(_) => Err(LocalError::NoChange),
            _ => Ok(Reply {
                events: self.session.act(command)?,
                ..Reply::default()
            }),
        }
    }

    /// This side leaves: its last line.
    pub fn leave(&mut self, bye: Bye) -> Reply {
        self.closed = true;
        Reply {
            send: vec![Message::Bye(bye)],
            events: Vec::new(),
            closed: Some(Closed::Left(bye)),
        }
    }

    /// A line from the joiner (or its silence, or its leaving).
    pub fn heard(&mut self, heard: Heard) -> Reply {
        if self.closed {
            return Reply::closed(Closed::Lost);
        }
        let reply = self.judge(heard);
        if reply.closed.is_some() {
            self.closed = true;
        }
        if !reply.send.is_empty() {
            self.unanswered = 0;
        }
        reply
    }

    fn judge(&mut self, heard: Heard) -> Reply {
        let message = match heard {
            Heard::Line(Ok(message)) => message,
            Heard::Line(Err(error)) => return Reply::fault(error.fault()),
            Heard::Timeout => return Reply::fault(Fault::Slow),
            Heard::End => return Reply::closed(Closed::Lost),
        };
        self.unanswered += 1;
        if self.unanswered > FLOOD {
            return Reply::fault(Fault::Flood);
        }
        match message {
            Message::Move { ply, step } => self.joiner_move(ply, step),
            Message::Next if self.over() => self.ready(Role::Joiner),
            Message::Bye(bye) => Reply::closed(Closed::Bye(bye)),
            Message::Error(fault) => Reply::closed(Closed::Error(fault)),
            _ => Reply::fault(Fault::Turn),
        }
    }

    /// The joiner's move: its turn, its ply, then the session's checks.
    fn joiner_move(&mut self, ply: u32, step: WireMove) -> Reply {
        if self.session.prompt() != Prompt::Move(self.joiner()) {
            return Reply::fault(Fault::Turn);
        }
        if ply != self.ply + 1 {
            return Reply::fault(Fault::Ply);
        }
        match self.session.act(command_of(step)) {
            Ok(events) => self.played(events, false),
            Err(_) => Reply::fault(Fault::Move),
        }
    }

    fn joiner(&self) -> Side {
        let sides = self.session.sides();
        if sides[0] == self.host {
            sides[1]
        } else {
            sides[0]
        }
    }

    /// A move made: the host's own sent as a `move` line, then the
    /// position, then `over` when it ended the game.
    fn played(&mut self, events: Vec<Event>, send_move: bool) -> Reply {
        self.ply += 1;
        let mut send = Vec::new();
        for event in &events {
            match *event {
                Event::Moved { mv, .. } if send_move => send.push(Message::Move {
                    ply: self.ply,
                    step: mv.into(),
                }),
                Event::Victory { winner, .. } => {
                    send.extend(position_lines(self.session.table(), self.ply));
                    let role = if winner == self.host {
                        Role::Host
                    } else {
                        Role::Joiner
                    };
                    send.push(Message::Over(role));
                    self.ready = [false; 2];
                }
                _ => {}
            }
        }
        if !self.over() {
            send.extend(position_lines(self.session.table(), self.ply));
        }
        Reply {
            send,
            events,
            closed: None,
        }
    }

    /// A side asks for the next game; once both have, it is described and
    /// on.
    fn ready(&mut self, role: Role) -> Reply {
        self.ready[usize::from(role == Role::Joiner)] = true;
        if self.ready != [true; 2] {
            return Reply::default();
        }
        let events = self.session.act(Command::NextGame).unwrap_or_default();
        self.ply = 0;
        self.ready = [false; 2];
        Reply {
            send: self.game_lines(),
            events,
            closed: None,
        }
    }
}

/// A wire move as the session's command: `ROW COUNT`, or `ROW COUNT AT`.
pub(crate) fn command_of(step: WireMove) -> Command {
    let (heap, take) = (i64::from(step.row), i64::from(step.count));
    match step.at {
        Some(at) => Command::MoveAt {
            heap,
            take,
            at: i64::from(at),
        },
        None => Command::Move { heap, take },
    }
}

#[cfg(test)]
mod tests;
