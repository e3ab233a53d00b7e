//! The front-end flags every command that shows a game shares, read from
//! the flags in one place.
//!
//! The six are plain, language, ascii, quiet, mouse and coach; each
//! command's options hold one `Front`.

use super::flags::Id;
use super::given::Given;
use crate::text::{Lang, Locale};

/// How a command is shown and heard: the same six flags for a game, a
/// replay, a lesson, a puzzle and a network game, so they are read once
/// here and each command's options hold them whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Front {
    /// `--plain`: line by line even where the screen could be drawn.
    pub plain: bool,
    /// `--lang`, or else the locale's language.
    pub lang: Lang,
    /// `--ascii`, or a locale whose character set is not UTF-8.
    pub ascii: bool,
    /// `--quiet`: no beep.
    pub quiet: bool,
    /// `--mouse`: a click plays (on the screen).
    pub mouse: bool,
    /// `--coach`: a word on each of the player's moves.
    pub coach: bool,
}

impl Front {
    /// The front-end flags given; `lang` is the language the command line
    /// settled on (the locale's unless `--lang` chose), and the locale
    /// asks for ASCII where it cannot show UTF-8. A command without
    /// `--mouse` or `--coach` refuses them, so they read false there.
    pub(super) fn read(given: &Given, lang: Lang, locale: Locale) -> Self {
        Self {
            plain: given.has(Id::Plain),
            // The game and the analysis are told of ASCII on their own.
            lang: given.lang().unwrap_or(lang.in_ascii(false)),
            ascii: given.has(Id::Ascii) || locale.ascii,
            quiet: given.has(Id::Quiet),
            mouse: given.has(Id::Mouse),
            coach: given.has(Id::Coach),
        }
    }

    /// The language in ASCII where `--ascii` or the locale asks.
    pub fn shown_lang(self) -> Lang {
        self.lang.in_ascii(self.ascii)
    }
}
