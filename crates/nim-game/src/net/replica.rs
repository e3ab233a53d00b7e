//! The joiner's side of a connection: a replica of the host's game. It
//! builds the game the host describes, plays the host's moves through its
//! own session (a move its rules refuse is the host's fault, too), and
//! compares every position the host sends with its own: the first
//! difference closes the connection (`error drift`), so the two sides never
//! play different games.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::session::command::Command;
use crate::session::players::{Options, Players, Side};
use crate::session::{Event, InputError, Prompt, Session};
use crate::table::board::Board;
use crate::table::rows::Rows;

use super::exchange::{Closed, Heard, LocalError, Reply};
use super::protocol::{Bye, Code, Fault, Message, Role, VERSION};
use super::referee::command_of;
use super::wire::{Described, DescribedGame, Gathering, Wired};

/// Lines the host may send in a row while the joiner says nothing: the
/// welcome, a game's description (at most 19 lines), the host's move with
/// its position (at most 16) and `over`, with room to spare.
pub(crate) const FLOOD: u32 = 64;

/// The replica's game: a session of two players, either table.
#[derive(Debug)]
enum Match {
    Rows(Session<Rows, ChaCha8Rng>),
    Board(Session<Board, ChaCha8Rng>),
}

/// The same code on either table's session.
macro_rules! each {
    ($game:expr, $session:ident => $body:expr) => {
        match $game {
            Match::Rows($session) => $body,
            Match::Board($session) => $body,
        }
    };
}

/// What the replica waits for from the host within a game.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Pending {
    /// Nothing: a move, of the side to move.
    Nothing,
    /// A move was made: its `position` comes next.
    Position,
    /// The `row` lines of the position announced, as they come.
    Rows { rows: u32, got: Vec<Vec<u32>> },
    /// The game ended with this move: `over` comes next, naming the winner.
    Over(Role),
    /// The game is over and agreed on.
    Ended,
}

/// One game as the replica plays it.
#[derive(Debug)]
struct Play {
    game: Match,
    me: Side,
    ply: u32,
    pending: Pending,
    winner: Option<Role>,
}

/// The joiner's connection, from the greeting on.
#[derive(Debug)]
pub struct Replica {
    greeted: bool,
    gathering: Option<Gathering>,
    play: Option<Play>,
    /// The local player asked for the next game before the host's `over`
    /// agreed this one was over: `next` goes when it does.
    next_asked: bool,
    unanswered: u32,
    closed: bool,
}

impl Replica {
    /// A replica that greets the host with `code`: the greeting to send.
    pub fn new(code: Code) -> (Self, Message) {
        let replica = Replica {
            greeted: false,
            gathering: None,
            play: None,
            next_asked: false,
            unanswered: 0,
            closed: false,
        };
        (
            replica,
            Message::Join {
                version: VERSION,
                code,
            },
        )
    }

    /// The rows of the game in play (or just over), as the host sent them.
    pub fn rows(&self) -> Option<&Session<Rows, ChaCha8Rng>> {
        match self.play.as_ref().map(|play| &play.game) {
            Some(Match::Rows(session)) => Some(session),
            _ => None,
        }
    }

    /// The board of the game in play (or just over).
    pub fn board(&self) -> Option<&Session<Board, ChaCha8Rng>> {
        match self.play.as_ref().map(|play| &play.game) {
            Some(Match::Board(session)) => Some(session),
            _ => None,
        }
    }

    /// The joiner's own side in the game's session.
    pub fn me(&self) -> Option<Side> {
        self.play.as_ref().map(|play| play.me)
    }

    /// The last game's winner, once the host's `over` agreed with it.
    pub fn winner(&self) -> Option<Role> {
        let play = self.play.as_ref()?;
        (play.pending == Pending::Ended)
            .then_some(play.winner)
            .flatten()
    }

    /// Whether the host's lines about the last move (its position, its
    /// `over`) are still due: until they come and agree, the joiner is not
    /// asked to move.
    pub(crate) fn awaiting(&self) -> bool {
        (self.play.as_ref())
            .is_some_and(|play| !matches!(play.pending, Pending::Nothing | Pending::Ended))
    }

    /// The positions' numbers of the game in play, as `row` lines carry them.
    #[cfg(test)]
    pub(crate) fn snapshot(&self) -> Option<Vec<Vec<u32>>> {
        let play = self.play.as_ref()?;
        Some(each!(&play.game, session => session.table().snapshot()))
    }

    /// The local player's command: a move on the joiner's turn is played
    /// on the replica and sent; `next` after a game asks for another.
    pub fn local(&mut self, command: Command) -> Result<Reply, LocalError> {
        if self.closed {
            return Err(LocalError::Closed);
        }
        if command == Command::Quit {
            return Ok(self.leave(Bye::Quit));
        }
        if command == Command::NextGame {
            return self.next_game();
        }
        let play = self.play.as_mut().ok_or(LocalError::NotYourTurn)?;
        let reply = match command {
            Command::Move { .. } | Command::MoveAt { .. } => play.own_move(command)?,
            Command::Undo => return Err(LocalError::NoUndo),
            Command::Pass
            | Command::Setup
            | Command::Learn
            | Command::Puzzle
            | Command::Coach(_)
            | Command::Level(_) => return Err(LocalError::NoChange),
            _ => Reply {
                events: each!(&mut play.game, session => session.act(command))?,
                ..Reply::default()
            },
        };
        if !reply.send.is_empty() {
            self.unanswered = 0;
        }
        Ok(reply)
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

    /// A line from the host (or its silence, or its leaving).
    pub fn heard(&mut self, heard: Heard) -> Reply {
        if self.closed {
            return Reply::closed(Closed::Lost);
        }
        let reply = self.judge(heard);
        if reply.closed.is_some() {
            self.closed = true;
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
            Message::Bye(bye) => Reply::closed(Closed::Bye(bye)),
            Message::Error(fault) => Reply::closed(Closed::Error(fault)),
            Message::Refused(why) if !self.greeted => Reply::closed(Closed::Refused(why)),
            Message::Welcome { version } if !self.greeted => self.welcome(version),
            _ if !self.greeted => Reply::fault(Fault::Turn),
            message => match self.gathering.as_mut() {
                Some(gathering) => match gathering.take(&message) {
                    Ok(Some(game)) => self.begin(game),
                    Ok(None) => Reply::default(),
                    Err(fault) => Reply::fault(fault),
                },
                None => match self.play.as_mut() {
                    Some(play) => {
                        let mut reply = play.heard(message);
                        if reply.closed.is_none() {
                            reply.send.extend(self.ask_next().send);
                        }
                        reply
                    }
                    None => Reply::fault(Fault::Turn),
                },
            },
        }
    }

    /// The local player is ready for the next game: never the session's
    /// own next game, which the host describes; asked once.
    fn next_game(&mut self) -> Result<Reply, LocalError> {
        let over = (self.play.as_ref()).is_some_and(|play| play.prompt() == Prompt::GameOver);
        if !over {
            return Err(InputError::NotAsked.into());
        }
        if self.next_asked || self.gathering.is_some() {
            return Ok(Reply::default());
        }
        self.next_asked = true;
        let reply = self.ask_next();
        if !reply.send.is_empty() {
            self.unanswered = 0;
        }
        Ok(reply)
    }

    /// `next`, once the local player asked for it and the host agreed the
    /// game was over.
    fn ask_next(&mut self) -> Reply {
        let ended = (self.play.as_ref()).is_some_and(|play| play.pending == Pending::Ended);
        if !(self.next_asked && ended && self.gathering.is_none()) {
            return Reply::default();
        }
        self.next_asked = false;
        self.gathering = Some(Gathering::default());
        Reply::send(vec![Message::Next])
    }

    fn welcome(&mut self, version: u32) -> Reply {
        if version != VERSION {
            return Reply::fault(Fault::Malformed);
        }
        self.greeted = true;
        self.gathering = Some(Gathering::default());
        Reply::default()
    }

    /// The described game on: a new session on its table. The next games
    /// are on the same kind of table as the first: the host chose it once.
    fn begin(&mut self, game: DescribedGame) -> Reply {
        let same_kind = match (&self.play, &game.table) {
            (None, _) => true,
            (Some(play), Described::Rows(_)) => matches!(play.game, Match::Rows(_)),
            (Some(play), Described::Board(_)) => matches!(play.game, Match::Board(_)),
        };
        if !same_kind {
            return Reply::fault(Fault::Malformed);
        }
        let options = Options {
            rules: game.rules,
            players: Players::Two,
            ..Options::default()
        };
        // Two players: the generator is never drawn from for a move.
        let rng = ChaCha8Rng::seed_from_u64(0);
        let mut game_match = match game.table {
            Described::Rows(rows) => Match::Rows(Session::new(options, rows, rng)),
            Described::Board(board) => Match::Board(Session::new(options, board, rng)),
        };
        // A new game, as the host's session says at its own: the front
        // ends show its start afresh.
        let mut events = vec![Event::NewGame];
        events.extend(each!(&mut game_match, session => session.start()));
        let sides = each!(&game_match, session => session.sides());
        let me = sides[usize::from(game.first != Role::Joiner)];
        self.gathering = None;
        self.play = Some(Play {
            game: game_match,
            me,
            ply: 0,
            pending: Pending::Nothing,
            winner: None,
        });
        Reply {
            events,
            ..Reply::default()
        }
    }
}

mod play;

#[cfg(test)]
mod tests;
