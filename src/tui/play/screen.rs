//! The game on the terminal: how the one event loop drives its `App`, and
//! the run that plays it. The plumbing (`term/`) knows no screen: each
//! screen says here, in its own folder, how it is driven.

use std::io::{self, Write};

use crossterm::event::KeyEvent;
use rand::Rng;

use super::app::App;
use super::view::Scene;
use crate::game::session::Session;
use crate::tui::frame::grid::Grid;
use crate::tui::term::event_loop::drive;
use crate::tui::term::screen_app::ScreenApp;
use crate::tui::{ScreenRun, Step};

/// The game, as the event loop drives it.
impl<T: Scene, G: Rng> ScreenApp for App<T, G> {
    fn key(&mut self, key: &KeyEvent) -> Step {
        App::key(self, key)
    }

    fn click(&mut self, col: u16, line: u16) -> Step {
        App::click(self, col, line)
    }

    fn grid(&self) -> Grid {
        App::grid(self)
    }

    fn notice(&self, size: (u16, u16)) -> [String; 2] {
        App::notice(self, size)
    }

    fn resize(&mut self, size: (u16, u16)) {
        App::resize(self, size);
    }
}

/// Plays on the terminal until `0 0`, Ctrl-C or Ctrl-D; the games kept by
/// the run's keeper (in a file with `--record`) as they are played, and a
/// record that cannot be written stops the game. The terminal is given
/// back on every way out, errors included, and on Ctrl-Z until `fg`.
pub fn run<T: Scene, G: Rng + Send + 'static>(
    session: Session<T, G>,
    run: ScreenRun,
) -> io::Result<()> {
    let mouse = run.config.mouse;
    let mut app = App::new(session, run);
    if let Some(failure) = app.failure() {
        return Err(failure);
    }
    let farewell = drive(app, mouse, |app| app.farewell())?;
    // On the normal screen, once the terminal is given back.
    let mut stdout = io::stdout();
    writeln!(stdout, "{farewell}")?;
    stdout.flush()
}
