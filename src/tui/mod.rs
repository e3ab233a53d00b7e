//! The book's 80x25 screen (crossterm). Only this module touches the terminal.
//!
//! - [`term`]: the plumbing. `terminal`: raw mode, the alternate screen,
//!   the cursor's shape and the mouse, given back on every way out and while
//!   suspended; `job` asks the system whether a stop can be undone and
//!   whether the screen owns the terminal; `wake` feeds the loop; and
//!   `event_loop` is the one loop that drives any `ScreenApp`
//!   (`screen_app`): a blocking `event::read()` (a timeout only while a
//!   replay plays), one frame per burst of keys, the enlarge notice, Ctrl-Z
//!   and SIGTSTP suspending, SIGCONT taking the terminal again.
//! - `frame`: what every screen draws in. `grid`: the 80x25 frame and its
//!   width rules; `screen`: the presenter that writes only what changed;
//!   `render` finds the fewest bytes for it, `notice` lays out the enlarge
//!   request; `input`: the book's `ReadLn`, a line editor after the prompt;
//!   `field`: where the rows' chips go.
//! - A folder per screen. `play`: the game, `App` (keys and clicks in, a
//!   grid out, no terminal), its `view` (the book's `Prepare`, `ShowField`
//!   and `GetChange`; `board_view` draws the board of 尼姆棋 in their place),
//!   the binary table, the keys, the review and the ending. [`learn`]:
//!   lessons and `nim puzzle`. `replay`: `nim replay` and its clock.
//!   [`net`]: a network game.

mod frame;
pub mod learn;
pub mod net;
mod play;
mod replay;
pub mod term;

pub use frame::glyphs::Glyphs;
pub use frame::grid::Colour;
pub use play::view::Scene;

#[cfg(test)]
mod tests;

use crate::io::record_file::Keeper;
use crate::text::Lang;

use term::terminal::Mouse;

/// How the screen looks and sounds.
#[derive(Debug, Clone, Copy, Default)]
pub struct TuiConfig {
    pub lang: Lang,
    /// `--quiet`: no beep on a refused answer.
    pub quiet: bool,
    /// `--ascii`: chips drawn as `o`, pieces as letters.
    pub glyphs: Glyphs,
    /// `--coach`: a word on each of the player's moves, on line 24.
    pub coach: bool,
    /// Reverse video and colour allowed (`NO_COLOR` unset).
    pub colour: Colour,
    /// `--mouse`: button presses reported, a click plays.
    pub mouse: Mouse,
}

/// What a game on the screen plays with besides its session: how the
/// screen looks and sounds, and where its games are kept (in a file with
/// `--record`) as they are played, for `r` to review. From a
/// [`TuiConfig`] alone, the games are kept in memory.
#[derive(Debug)]
pub struct ScreenRun {
    pub config: TuiConfig,
    pub keeper: Keeper,
    /// What the game's way in opens: the lessons and the day's puzzle.
    pub way_in: WayIn,
}

impl From<TuiConfig> for ScreenRun {
    fn from(config: TuiConfig) -> Self {
        ScreenRun {
            config,
            keeper: Keeper::default(),
            way_in: WayIn::default(),
        }
    }
}

/// What the game opens from its own screen (`l`, `d`): the lessons, their
/// progress kept in `store` (in memory without one), their puzzles drawn
/// from `seed` (`--seed`: the same each time; else fresh), the missed
/// puzzles due by `today` first; and the day's puzzle under its heading,
/// chosen by the caller, who has the clock, its answer kept in `store`
/// under `daily_code` as `nim puzzle --daily` keeps it.
#[derive(Debug, Clone, Default)]
pub struct WayIn {
    pub store: Option<crate::io::progress::Store>,
    pub seed: Option<u64>,
    pub today: Option<crate::game::learn::Day>,
    pub daily: Option<(crate::game::learn::Puzzle, String)>,
    pub daily_code: Option<crate::game::learn::PuzzleCode>,
}

/// What the event loop does after a key, weakest first: of two keys handled
/// as one (an Alt-modified key, a burst), the stronger step wins, so a
/// refusal still beeps and a quit still quits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    /// Nothing changed.
    Wait,
    /// Present the new grid.
    Draw,
    /// Ctrl-L: clear the terminal and draw everything.
    Redraw,
    /// Present the new grid and beep: an answer was refused.
    Refused,
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

pub use play::screen::run;
pub use replay::ReplayConfig;
pub use replay::clock::replay;
pub use term::event_loop::interrupted;

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
