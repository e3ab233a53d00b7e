//! The keys of a network game on the screen: a line typed into the field
//! while the game is on; at its end, Enter or Space for the next game and
//! `r` for its review; Ctrl-C and Ctrl-D to leave.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::NetApp;
use crate::game::net::exchange::LocalError;
use crate::game::net::peer::NetTable;
use crate::game::net::protocol::Bye;
use crate::game::review;
use crate::game::session::command::Command;
use crate::tui::Step;
use crate::tui::frame::input::Edit;
use crate::tui::play::review_view::Paged;
use crate::tui::play::view::Scene;
use crate::tui::term::screen_app::split_alt;

impl<T: NetTable + Scene> NetApp<T> {
    /// A typed line, as the session reads it, to the peer.
    fn typed(&mut self, line: &str) -> Step {
        if self.view.keys && line.trim().is_empty() {
            self.view.keys = false;
            return Step::Draw;
        }
        let asked = self.peer.session().prompt();
        match self.peer.session().parse(line) {
            Ok(command) => self.command(command),
            Err(error) => self.refuse(&LocalError::Input(error.into()), asked),
        }
    }

    /// This side is ready for the next game: it starts once both are (the
    /// reply holds its start when the other side was ready first).
    fn next_game(&mut self) -> Step {
        if self.ready {
            return Step::Wait;
        }
        self.ready = true;
        let step = self.command(Command::NextGame);
        if self.refusal.is_some() {
            self.ready = false;
        }
        step
    }

    /// A key at a game's end: Enter or Space says this side is ready, `r`
    /// shows the game's review (Enter or Esc goes back from it), as at the
    /// end of a game against the computer.
    fn over_key(&mut self, key: &KeyEvent) -> Step {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if self.view.review.is_some() && matches!(key.code, KeyCode::Enter | KeyCode::Esc) {
            self.view.review = None;
            return Step::Draw;
        }
        if let Some(moved) = (self.view.review.as_mut()).and_then(|paged| paged.scroll(key.code)) {
            return if moved { Step::Draw } else { Step::Wait };
        }
        match key.code {
            KeyCode::Char('r' | 'R') if !ctrl => self.open_review(),
            KeyCode::Enter | KeyCode::Char(' ') => self.next_game(),
            KeyCode::Char('j' | 'm') if ctrl => self.next_game(),
            KeyCode::Char('d') if ctrl => self.leave(Bye::End),
            KeyCode::Char('l') if ctrl => Step::Redraw,
            KeyCode::Char('z') if ctrl => Step::Suspend,
            _ if self.quiet => Step::Wait,
            _ => Step::Refused,
        }
    }

    /// `r` at a game's end: the game just over, reviewed from the session
    /// both sides played (a network game keeps no record), in the table's
    /// place until Enter or Esc.
    fn open_review(&mut self) -> Step {
        match review::of_session(self.peer.session()) {
            Some(reviewed) => {
                self.view.review = Some(Paged::new(reviewed));
                Step::Draw
            }
            None if self.quiet => Step::Wait,
            None => Step::Refused,
        }
    }

    pub(super) fn key_pressed(&mut self, key: &KeyEvent) -> Step {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if let Some([esc, plain]) = split_alt(key) {
            let first = self.key_pressed(&esc);
            if first == Step::Quit {
                return first;
            }
            return first.max(self.key_pressed(&plain));
        }
        if ctrl && key.code == KeyCode::Char('c') {
            return self.leave(Bye::Interrupt);
        }
        if self.over() {
            return self.over_key(key);
        }
        match key.code {
            KeyCode::F(1) => return self.command(Command::Hint),
            KeyCode::F(2) => {
                self.view.binary = !self.view.binary;
                return Step::Draw;
            }
            _ => {}
        }
        match self.editor.key(key) {
            Edit::Changed => Step::Draw,
            Edit::Ignored | Edit::Back => Step::Wait,
            Edit::Redraw => Step::Redraw,
            // Ctrl-C was taken above: this is Ctrl-D on an empty field.
            Edit::Quit => self.leave(Bye::End),
            Edit::Suspend => Step::Suspend,
            Edit::Submit(line) => self.typed(&line),
        }
    }
}
