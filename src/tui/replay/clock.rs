//! The replay as the event loop drives it: the [`Viewer`] and its clock.
//! Paused, it has no deadline, so the loop blocks on the next event and
//! never wakes up by itself; playing, the next move is due a second after
//! the last, and a key in between leaves the pace alone.

use std::io;
use std::time::{Duration, Instant};

use crossterm::event::KeyEvent;

use crate::game::record::Replayed;
use crate::tui::Step;
use crate::tui::frame::grid::Grid;
use crate::tui::play::view::Scene;
use crate::tui::replay::{ReplayConfig, Viewer, Went};
use crate::tui::term::event_loop::drive;
use crate::tui::term::screen_app::{self, ScreenApp, unseen_key};
use crate::tui::term::terminal::Mouse;

/// The pace of Space: one move a second.
const TICK: Duration = Duration::from_secs(1);

/// Shows `replayed` until q, Esc or Ctrl-C (true: the viewer left) or
/// Enter to the record's next game (false). The terminal is given back on
/// every way out and on Ctrl-Z, as the game gives it back.
pub fn replay<T: Scene>(replayed: &Replayed<T>, config: ReplayConfig) -> io::Result<bool> {
    let played = Played {
        viewer: Viewer::new(replayed, config),
        due: None,
        next: false,
        fits: true,
    };
    drive(played, Mouse::Off, |played| !played.next)
}

/// A replay on the screen.
struct Played<T> {
    viewer: Viewer<T>,
    /// When the next move is due while playing.
    due: Option<Instant>,
    /// Enter asked for the record's next game.
    next: bool,
    /// False while the enlarge notice shows: only the ways out act.
    fits: bool,
}

impl<T: Scene> Played<T> {
    /// What the viewer did, as a step of the loop; the clock set to match.
    fn went(&mut self, went: Went) -> Step {
        self.due = match (self.viewer.playing(), self.due) {
            (false, _) => None,
            (true, Some(at)) => Some(at),
            (true, None) => Some(Instant::now() + TICK),
        };
        match went {
            Went::Stay => Step::Wait,
            Went::Draw => Step::Draw,
            Went::Redraw => Step::Redraw,
            Went::Refused => Step::Refused,
            Went::Suspend => Step::Suspend,
            Went::Next => {
                self.next = true;
                Step::Quit
            }
            Went::Leave => Step::Quit,
        }
    }
}

impl<T: Scene> ScreenApp for Played<T> {
    fn key(&mut self, key: &KeyEvent) -> Step {
        if !self.fits {
            return unseen_key(key);
        }
        let went = self.viewer.key(key);
        self.went(went)
    }

    fn grid(&self) -> Grid {
        self.viewer.grid()
    }

    fn notice(&self, size: (u16, u16)) -> [String; 2] {
        screen_app::notice(self.viewer.lang(), size)
    }

    fn resize(&mut self, size: (u16, u16)) {
        self.fits = screen_app::fits(size);
    }

    fn deadline(&self) -> Option<Instant> {
        self.due
    }

    /// The next move; the one after it a tick later, or a tick from now
    /// when the replay was suspended past its time.
    fn tick(&mut self) -> Step {
        let now = Instant::now();
        let went = self.viewer.tick();
        self.due = self.due.map(|at| {
            if at + TICK > now {
                at + TICK
            } else {
                now + TICK
            }
        });
        self.went(went)
    }
}

#[cfg(test)]
mod tests;
