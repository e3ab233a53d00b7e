//! The replay on the terminal: keys in, frames out. Paused, it blocks on
//! the next event with no timeout, so it never wakes up by itself; playing,
//! it waits for a key at most until the next move is due, one a second.

use std::io;
use std::time::{Duration, Instant};

use crossterm::event::{self, Event as TermEvent};

use super::replay::{ReplayConfig, Viewer, Went};
use super::screen::{Bell, Screen};
use super::terminal::{Mouse, Output, Terminal};
use super::view::Scene;
use crate::record::Replayed;

/// The pace of Space: one move a second.
const TICK: Duration = Duration::from_secs(1);

/// Shows `replayed` until q, Esc or Ctrl-C (true: the viewer left) or
/// Enter to the record's next game (false). The terminal is given back on
/// every way out, as the game gives it back.
pub fn replay<T: Scene>(replayed: &Replayed<T>, config: ReplayConfig) -> io::Result<bool> {
    let terminal = Terminal::enter(Mouse::Off)?;
    // The event reader starts watching SIGWINCH when first asked.
    event::poll(Duration::ZERO)?;
    let mut shown = Shown {
        screen: Screen::new(crossterm::terminal::size()?),
        out: terminal.output(),
        viewer: Viewer::new(replayed, config),
        config,
    };
    shown.present(Bell::Silent)?;
    let mut due: Option<Instant> = None;
    loop {
        let event = match due {
            // Playing: a key, or the next move when it is due.
            Some(due) => {
                let wait = due.saturating_duration_since(Instant::now());
                if event::poll(wait)? {
                    Some(event::read()?)
                } else {
                    None
                }
            }
            // Paused: blocking, with no timeout.
            None => Some(event::read()?),
        };
        let went = match event {
            None => shown.viewer.tick(),
            Some(TermEvent::Key(key)) => shown.viewer.key(&key),
            Some(TermEvent::Resize(cols, lines)) => {
                shown.screen.resize((cols, lines));
                Went::Draw
            }
            Some(_) => Went::Stay,
        };
        match went {
            Went::Stay => {}
            Went::Draw => shown.present(Bell::Silent)?,
            Went::Refused => shown.present(Bell::Ring)?,
            Went::Next => return Ok(false),
            Went::Leave => return Ok(true),
        }
        due = match (shown.viewer.playing(), due) {
            (false, _) => None,
            // A move just made by the clock: the next one a tick later.
            (true, Some(at)) if event.is_none() => Some(at + TICK),
            (true, Some(at)) => Some(at),
            (true, None) => Some(Instant::now() + TICK),
        };
    }
}

/// The screen of a replay.
struct Shown<'a, T> {
    screen: Screen,
    out: Output,
    viewer: Viewer<'a, T>,
    config: ReplayConfig,
}

impl<T: Scene> Shown<'_, T> {
    fn present(&mut self, bell: Bell) -> io::Result<()> {
        let lang = self.config.lang;
        let bell = if self.config.quiet {
            Bell::Silent
        } else {
            bell
        };
        let notice = |(cols, lines)| [lang.enlarge(cols, lines), lang.enlarge_short()];
        self.screen
            .present(&self.viewer.grid(), notice, bell, &mut self.out)
    }
}
