//! [`NetApp`]: a network game on the screen, apart from the terminal. Keys
//! and the other side's lines in, lines out through the link, a grid out;
//! tested without a terminal. It follows plain mode's network game
//! (`plain/net.rs`) but waits for Enter before the next game.

use std::sync::{Arc, Mutex, PoisonError};

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind};

use super::view::{self as net_view, Lines};
use crate::game::net::exchange::{Closed, Heard, LocalError, Reply};
use crate::game::net::peer::{Finish, NetTable, Peer, Who};
use crate::game::net::protocol::{Bye, Message};
use crate::game::record::typed;
use crate::game::session::command::Command;
use crate::game::session::{Coached, Event, Prompt, Side};
use crate::game::theory::strategy::Move;
use crate::io::socket::link::Link;
use crate::tui::frame::grid::Grid;
use crate::tui::frame::input::LineEditor;
use crate::tui::play::app::{coach_message, hint_message, next_hint_step};
use crate::tui::play::view::{self, Scene, ViewState};
use crate::tui::term::screen_app::{self, ScreenApp, unseen_key};
use crate::tui::term::wake::Fed;
use crate::tui::{Step, TuiConfig};

/// The link, shared with the last words a signal has sent (see
/// `terminal::on_ending_signal`); `None` once the connection closed.
pub type Wire = Arc<Mutex<Option<Link>>>;

/// Sends `lines` if the connection is open. A line that cannot leave shows
/// as the end of the stream, next, as in plain mode.
pub fn send(wire: &Wire, lines: &[Message]) {
    if let Some(link) = wire.lock().unwrap_or_else(PoisonError::into_inner).as_mut() {
        let _ = link.send(lines);
    }
}

/// The network game on the screen.
#[derive(Debug)]
pub struct NetApp<T> {
    peer: Peer<T>,
    wire: Wire,
    view: ViewState,
    editor: LineEditor,
    quiet: bool,
    coach: bool,
    /// False while the terminal shows the enlarge notice.
    fits: bool,
    /// The other player's last move, while the local player has not moved
    /// since (line 23).
    their_move: Option<Move>,
    /// This player's last move, while it is the last made: the game's
    /// end says it (a winning move of one's own is news too).
    my_move: Option<Move>,
    /// Line 24: why the local player's last command was refused.
    refusal: Option<String>,
    /// Who won the game just over (line 24 at its end).
    won: Option<Who>,
    /// Enter was pressed at a game's end: the other player's turn to be ready.
    ready: bool,
    /// How the connection closed, once it did.
    closed: Option<Closed>,
}

impl<T: NetTable + Scene> NetApp<T> {
    pub fn new(peer: Peer<T>, wire: Wire, config: TuiConfig) -> Self {
        NetApp {
            peer,
            wire,
            view: ViewState {
                lang: config.lang,
                glyphs: config.glyphs,
                colour: config.colour,
                network: true,
                ..ViewState::default()
            },
            editor: LineEditor::default(),
            quiet: config.quiet,
            coach: config.coach,
            fits: true,
            their_move: None,
            my_move: None,
            refusal: None,
            won: None,
            ready: false,
            closed: None,
        }
    }

    /// How the game ended, once the screen quit.
    pub fn finish(&self) -> Finish {
        match self.closed {
            Some(Closed::Left(bye)) => Finish::Left(bye),
            Some(closed) => Finish::Closed(closed),
            // The screen failed before either side left.
            None => Finish::Left(Bye::End),
        }
    }

    /// The last words on the normal screen: the games each side won.
    pub fn farewell(&self) -> String {
        let tally = self.peer.tally();
        self.view.lang.net_farewell(tally.you, tally.opponent)
    }

    fn over(&self) -> bool {
        self.peer.session().prompt() == Prompt::GameOver
    }

    /// The lines under the table, worded.
    fn lines(&self) -> Lines {
        let lang = self.view.lang;
        let tally = self.peer.tally();
        let mine = self.peer.my_turn();
        let their_move = self.their_move.map(|mv| lang.net_moved(&typed(mv)));
        let mut lines = Lines {
            score: lang.net_score(tally.you, tally.opponent),
            ..Lines::default()
        };
        if let Some(closed) = self.closed {
            // Any key leaves: nothing else is offered.
            lines.ask = Some(lang.net_closed_key());
            lines.say = Some(lang.net_closed(closed));
            lines.field = false;
            lines.blank = true;
        } else if self.over() {
            lines.ask = Some(if self.ready {
                lang.net_ready_wait()
            } else {
                lang.net_next_key()
            });
            lines.field = false;
            let mine = self.my_move.map(|mv| lang.net_you_played(&typed(mv)));
            lines.news = their_move.or(mine);
            lines.say = self
                .refusal
                .clone()
                .or(self.won.map(|who| lang.net_won(who)));
        } else {
            lines.ask = Some(if mine {
                lang.move_prompt(Side::You)
            } else {
                format!("{} ", lang.net_turn(false))
            });
            lines.field = true;
            lines.news = Some(match their_move {
                _ if !mine => lang.net_waiting(),
                Some(moved) => moved,
                None => lang.net_turn(true),
            });
            lines.help = true;
            lines.keys = true;
            // Before the other player's first move, which player this is
            // (the board's line 4 names the players' pieces by number).
            let quiet = self.view.message.is_none() && self.their_move.is_none();
            lines.say =
                (self.refusal.clone()).or_else(|| quiet.then(|| lang.net_you_are(self.peer.me())));
        }
        lines
    }

    /// What the local player's command came to.
    fn command(&mut self, command: Command) -> Step {
        let asked = self.peer.session().prompt();
        match self.peer.local(command) {
            Ok(reply) => {
                let before = self.view.message.take();
                self.refusal = None;
                self.view.keys = false;
                let step = self.apply(reply);
                next_hint_step(before, &mut self.view.message);
                step
            }
            Err(error) => self.refuse(&error, asked),
        }
    }

    fn refuse(&mut self, error: &LocalError, asked: Prompt) -> Step {
        self.refusal = Some(self.view.lang.net_refusal::<T>(error, asked));
        self.view.message = None;
        if self.quiet {
            Step::Draw
        } else {
            Step::Refused
        }
    }

    /// Sends the reply's lines and shows its events; a closed connection
    /// is closed here too. Leaving quits at once.
    fn apply(&mut self, reply: Reply) -> Step {
        send(&self.wire, &reply.send);
        self.show(&reply.events);
        let Some(closed) = reply.closed else {
            return Step::Draw;
        };
        if let Some(link) = self
            .wire
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
        {
            link.close();
        }
        self.closed = Some(closed);
        self.view.keys = false;
        match closed {
            Closed::Left(_) => Step::Quit,
            _ => Step::Draw,
        }
    }

    /// The local player leaves: the last line goes, the screen quits.
    fn leave(&mut self, bye: Bye) -> Step {
        if self.closed.is_some() {
            return Step::Quit;
        }
        let reply = self.peer.leave(bye);
        self.apply(reply)
    }

    /// The session's events on the screen, the local player's as "you".
    fn show(&mut self, events: &[Event]) {
        for event in events {
            match *event {
                Event::Moved { side, mv } => {
                    let theirs = self.peer.who(side) == Who::Opponent;
                    self.their_move = theirs.then_some(mv);
                    self.my_move = (!theirs).then_some(mv);
                }
                Event::Victory { winner, .. } => {
                    self.won = Some(self.peer.who(winner));
                    self.refusal = None;
                    self.view.message = None;
                    self.view.review = None;
                    self.ready = false;
                }
                Event::NewGame => {
                    self.won = None;
                    self.ready = false;
                    self.their_move = None;
                    self.my_move = None;
                    self.refusal = None;
                    self.view.message = None;
                    self.view.review = None;
                }
                Event::Assessed { side, .. } if self.coach && self.peer.who(side) == Who::You => {
                    // The other player's reply comes later, and is theirs to make.
                    let session = self.peer.session();
                    let own = session.coached(events).and_then(|coached| coached.own);
                    if let Some(own) = own.filter(|own| own.side == side) {
                        let coached = Coached {
                            own: Some(own),
                            reply: None,
                            slipped: false,
                        };
                        self.view.message = Some(coach_message(session, coached));
                    }
                }
                Event::Hinted(hint) => self.view.message = hint_message(self.peer.session(), hint),
                Event::Binary => self.view.binary = !self.view.binary,
                Event::Help => self.view.keys = !self.over(),
                _ => {}
            }
        }
    }
}

impl<T: NetTable + Scene> ScreenApp for NetApp<T> {
    /// Once the connection closed, any key leaves (Ctrl-Z and Ctrl-L
    /// still suspend and redraw).
    fn key(&mut self, key: &KeyEvent) -> Step {
        if key.kind == KeyEventKind::Release {
            return Step::Wait;
        }
        if self.closed.is_some() {
            return match unseen_key(key) {
                step @ (Step::Suspend | Step::Redraw) => step,
                _ => Step::Quit,
            };
        }
        if !self.fits {
            return match unseen_key(key) {
                Step::Quit if key.code == KeyCode::Char('c') => self.leave(Bye::Interrupt),
                Step::Quit => self.leave(Bye::End),
                step => step,
            };
        }
        self.key_pressed(key)
    }

    /// A click plays the move it stands for, on the local player's turn.
    fn click(&mut self, col: u16, line: u16) -> Step {
        if !self.fits || self.closed.is_some() || !self.peer.my_turn() {
            return Step::Wait;
        }
        let session = self.peer.session();
        let seat = session.seat(self.peer.me());
        match session.table().move_at(col, line, seat) {
            Some(mv) => self.command(Command::from(mv)),
            None => Step::Wait,
        }
    }

    fn grid(&self) -> Grid {
        let mut grid = view::draw(self.peer.session(), &self.view, &self.editor);
        net_view::draw(&mut grid, self.view.lang, &self.lines(), &self.editor);
        grid
    }

    fn notice(&self, size: (u16, u16)) -> [String; 2] {
        screen_app::notice(self.view.lang, size)
    }

    fn resize(&mut self, size: (u16, u16)) {
        self.fits = screen_app::fits(size);
    }
}

/// The other side's lines, and the end of the connection.
impl<T: NetTable + Scene> Fed<Heard> for NetApp<T> {
    fn arrived(&mut self, heard: Heard) -> Step {
        if self.closed.is_some() {
            return Step::Wait;
        }
        let reply = self.peer.heard(heard);
        self.apply(reply)
    }
}

mod keys;

#[cfg(test)]
mod tests;
