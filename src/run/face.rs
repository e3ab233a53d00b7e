//! Screen or plain mode: chosen here once, for every command that shows
//! a game, a record, a lesson or a puzzle.
//!
//! `Face::choose` reads the terminals, `TERM`, `NO_COLOR` and the glyphs
//! once and gives a `Face`, the screen's config or plain mode's; nothing
//! else decides. `tui::can_draw_here` only answers whether this terminal
//! could show the screen.

use std::io::{self, IsTerminal};

use crate::cli::Front;
use crate::io::lines::Input;
use crate::plain::PlainConfig;
use crate::text::Lang;
use crate::tui::term::terminal::Mouse;
use crate::tui::{self, Colour, Glyphs, TuiConfig};

/// Where a command is shown: the book's screen, or line by line.
#[derive(Debug, Clone, Copy)]
pub(super) enum Face {
    Screen(TuiConfig),
    Plain(PlainConfig),
}

impl Face {
    /// The screen where there is a terminal on both sides that can draw it
    /// (`TERM`, its size) and `--plain` does not refuse it; plain mode for
    /// pipes and dumb terminals. The environment is read here and nowhere
    /// else: the terminals, `TERM`, `NO_COLOR`, and the glyphs `--ascii`
    /// or the locale ask for.
    pub(super) fn choose(front: Front) -> Self {
        let terminals = io::stdin().is_terminal() && io::stdout().is_terminal();
        if !front.plain && terminals && tui::can_draw_here() {
            return Face::Screen(screen(front));
        }
        Face::Plain(PlainConfig {
            lang: front.shown_lang(),
            input: if terminals {
                Input::Terminal
            } else {
                Input::Stream
            },
            coach: front.coach,
        })
    }

    /// The language either face speaks, in ASCII where asked.
    pub(super) fn lang(&self) -> Lang {
        match self {
            Face::Screen(config) => config.lang,
            Face::Plain(config) => config.lang,
        }
    }
}

/// How the screen looks and sounds: the language, `--ascii` and
/// `--quiet`, `--coach`, `--mouse`, and `NO_COLOR`.
fn screen(front: Front) -> TuiConfig {
    // NO_COLOR (any value but empty) turns reverse video and colour off.
    let no_colour = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    TuiConfig {
        lang: front.shown_lang(),
        quiet: front.quiet,
        glyphs: if front.ascii {
            Glyphs::Ascii
        } else {
            Glyphs::Unicode
        },
        coach: front.coach,
        colour: if no_colour { Colour::Off } else { Colour::On },
        mouse: if front.mouse {
            Mouse::Clicks
        } else {
            Mouse::Off
        },
    }
}
