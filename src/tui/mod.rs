//! The book's 80x25 screen (crossterm). Only this module touches the terminal.
//!
//! - [`terminal`]: raw mode, the alternate screen, the cursor's shape and the
//!   mouse, given back on every way out and while suspended.
//! - [`screen`]: the 80x25 grid and the presenter that writes only what changed;
//!   `render` finds the fewest bytes for it.
//! - [`view`]: the book's `Prepare`, `ShowField` and `GetChange` drawn into the grid;
//!   `board_view` draws the board of 尼姆棋 in their place.
//! - [`input`]: the book's `ReadLn`, a line editor after the prompt.
//!
//! [`App`] joins them without a terminal: keys and clicks in, a grid out.
//! [`run`] (`event_loop`) feeds it from a blocking `event::read()`, presents
//! its grids, one per burst of keys, suspends on Ctrl-Z and SIGTSTP and
//! takes the terminal again on SIGCONT; `job` asks the system whether a
//! stop can be undone and whether the game owns the terminal.

mod app;
pub mod binary;
mod board_view;
mod event_loop;
pub mod input;
mod job;
mod notice;
mod render;
pub mod screen;
pub mod terminal;
pub mod view;

pub use app::App;

#[cfg(test)]
mod fuzz_tests;

use std::io;

use rand::Rng;

use crate::session::Session;
use crate::text::Lang;

use view::Scene;

/// How the screen looks and sounds.
#[derive(Debug, Clone, Copy, Default)]
pub struct TuiConfig {
    pub lang: Lang,
    /// `--quiet`: no beep on a refused answer.
    pub quiet: bool,
    /// `--ascii`: chips drawn as `o`.
    pub ascii: bool,
    /// `--coach`: a word on each of the player's moves, on line 24.
    pub coach: bool,
    /// Reverse video allowed (`NO_COLOR` unset).
    pub colour: bool,
    /// `--mouse`: button presses reported, a click plays.
    pub mouse: bool,
}

/// What the event loop does after a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Present the new grid.
    Draw,
    /// Present the new grid and beep: an answer was refused.
    Refused,
    /// Ctrl-L: clear the terminal and draw everything.
    Redraw,
    /// Nothing changed.
    Wait,
    /// Ctrl-Z: give the terminal back to the shell until `fg`.
    Suspend,
    /// Leave the game.
    Quit,
}

/// Whether the screen can be drawn on this terminal: it must understand
/// escape sequences (`TERM` set, and not `dumb`; Windows consoles set no
/// `TERM` at all) and report a size. Otherwise plain mode plays.
pub fn can_draw(term: Option<&str>, size: Option<(u16, u16)>) -> bool {
    let dumb = match term {
        Some(term) => term.is_empty() || term == "dumb",
        None => cfg!(unix),
    };
    !dumb && size.is_some_and(|(cols, lines)| cols > 0 && lines > 0)
}

/// [`can_draw`] for the terminal this process runs on.
pub fn can_draw_here() -> bool {
    let term = std::env::var("TERM").ok();
    can_draw(term.as_deref(), crossterm::terminal::size().ok())
}

impl Step {
    /// The step for two keys handled as one (an Alt-modified key): the
    /// stronger of the two, so a refusal still beeps and a quit still quits.
    pub fn and(self, next: Step) -> Step {
        let rank = |step| match step {
            Step::Wait => 0,
            Step::Draw => 1,
            Step::Redraw => 2,
            Step::Refused => 3,
            Step::Suspend => 4,
            Step::Quit => 5,
        };
        if rank(next) >= rank(self) { next } else { self }
    }
}

/// Plays on the terminal until `0 0`, Ctrl-C or Ctrl-D. The terminal is given
/// back on every way out, errors included, and on Ctrl-Z until `fg`.
pub fn run<T: Scene + Send + 'static, G: Rng + Send + 'static>(
    session: Session<T, G>,
    config: TuiConfig,
) -> io::Result<()> {
    event_loop::run(session, config)
}

#[cfg(test)]
mod can_draw_tests {
    use super::can_draw;

    #[test]
    fn dumb_or_sizeless_terminals_get_plain_mode() {
        let size = Some((80, 25));
        assert!(can_draw(Some("xterm-256color"), size));
        assert!(
            can_draw(Some("linux"), Some((40, 10))),
            "small: the notice shows"
        );
        assert!(!can_draw(Some("dumb"), size));
        assert!(!can_draw(Some(""), size));
        assert!(!can_draw(Some("xterm"), Some((0, 0))));
        assert!(!can_draw(Some("xterm"), Some((80, 0))));
        assert!(!can_draw(Some("xterm"), None));
        assert_eq!(can_draw(None, size), cfg!(not(unix)));
    }
}
