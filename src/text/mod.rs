//! Every sentence the player reads, from the message catalogues
//! (`locales/*.ftl`, Fluent), in English, Russian and Chinese.
//!
//! The plain mode's line prefixes (`position:`, `computer:`, `winner:`,
//! `error:`) and the analyser's are a fixed interface and live with their
//! front ends; every other sentence comes through here. The core never
//! imports this module: its events and typed errors carry the values, and
//! this module words them.
//!
//! `catalog` holds the catalogues; `errors` words every refusal of a typed
//! line; [`help`] the command line's help and refusals; [`Locale`] reads the
//! language and character set from the environment's values; `words` holds
//! each game's own message ids ([`Worded`]).

mod analyze_rules;
pub mod binary;
mod board;
mod catalog;
mod coached;
mod echo;
mod ending;
mod errors;
mod explain;
pub mod help;
mod keys;
mod learn;
mod net;
mod path;
mod record;
mod research;
mod rules;
mod teach;
pub mod width;
mod words;

use std::ffi::OsStr;

use catalog::{Arg, Args, CATALOGUES};
pub use keys::KeysOf;

use crate::game::session::{Score, Side};
use crate::game::table::NextGame;
use crate::game::table::layout::{MAX_CHIPS, MAX_ROWS, MIN_ROWS};
use crate::game::theory::strategy::{Move, Rules};

pub use echo::{echo, echo_within, is_hidden};
pub use ending::EndOfGame;
pub use explain::Mover;
pub use learn::{power_cells, power_counts, power_header};
pub use path::{PATH_LIMIT, fit_lines, shown_path, shown_path_within};
pub use rules::shortened;
pub use words::{GameWords, Worded};

/// The language of the messages: one of the catalogues. The words of a
/// game (the board's moves, refusals and hints) follow the game's type,
/// through [`Worded`]; everything else is shared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Lang {
    catalogue: usize,
    /// Written in ASCII where a message has an ASCII form (its `.ascii`
    /// attribute): for a terminal that cannot show UTF-8 (`--ascii`, or a
    /// locale such as `ru_RU.KOI8-R`, which speaks English).
    ascii: bool,
}

/// What the locale asks for: the language of the messages, and whether the
/// terminal can show UTF-8 at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Locale {
    pub lang: Lang,
    /// The locale names a character set other than UTF-8 (`ru_RU.KOI8-R`):
    /// UTF-8 text would come out garbled there, so the messages are English
    /// and the chips and pieces are drawn in ASCII, as with `--ascii`.
    pub ascii: bool,
}

impl Locale {
    /// The POSIX order: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is
    /// set and not empty decides, by its language part (`zh_CN.UTF-8` is
    /// Chinese) and its character set. `C`, `POSIX`, a language without a
    /// catalogue, and a value that is not UTF-8 (no language can be read from
    /// it) are English. A character set other than UTF-8 (`UTF-8` and `utf8`
    /// in any case) is English in ASCII; a locale without one (`ru_RU`) keeps
    /// its language.
    pub fn from_vars(
        lc_all: Option<&OsStr>,
        lc_messages: Option<&OsStr>,
        lang: Option<&OsStr>,
    ) -> Locale {
        let Some(locale) = [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|v| !v.is_empty())
        else {
            return Locale::default();
        };
        let Some(locale) = locale.to_str() else {
            return Locale::default();
        };
        // language[_territory][.codeset][@modifier]
        let name = locale.split('@').next().unwrap_or_default();
        let codeset = name.split_once('.').map(|(_, codeset)| codeset);
        let utf8 = |codeset: &str| {
            codeset.eq_ignore_ascii_case("utf-8") || codeset.eq_ignore_ascii_case("utf8")
        };
        if codeset.is_some_and(|codeset| !utf8(codeset)) {
            return Locale {
                lang: Lang::ENGLISH,
                ascii: true,
            };
        }
        let language = name.split(['_', '.', '-']).next().unwrap_or_default();
        Locale {
            lang: Lang::from_code(language).unwrap_or(Lang::ENGLISH),
            ascii: false,
        }
    }
}

/// Longest piece of typed text repeated back in a message, in columns.
const ECHO_LIMIT: usize = 16;

impl Lang {
    /// English, the language of a message a catalogue lacks.
    pub const ENGLISH: Lang = Lang {
        catalogue: 0,
        ascii: false,
    };

    /// The language whose code is `code` (`ru`, `ZH`, any case).
    pub fn from_code(code: &str) -> Option<Lang> {
        CATALOGUES
            .iter()
            .position(|(known, _)| known.eq_ignore_ascii_case(code))
            .map(|catalogue| Lang {
                catalogue,
                ascii: false,
            })
    }

    /// The same language, in ASCII where its messages have an ASCII form
    /// (English has one for each message that is not ASCII).
    pub fn in_ascii(self, ascii: bool) -> Lang {
        Lang { ascii, ..self }
    }

    /// The codes of every language, for `--lang`.
    pub fn codes() -> impl Iterator<Item = &'static str> {
        CATALOGUES.iter().map(|(code, _)| *code)
    }

    pub fn code(self) -> &'static str {
        CATALOGUES[self.catalogue].0
    }

    /// Message `id` with `args`, from this language's catalogue, else from
    /// English; a test makes sure neither is ever needed.
    fn message(self, id: &str, args: &Args) -> String {
        catalog::format(self.catalogue, id, args, self.ascii)
            .or_else(|| catalog::format(Lang::ENGLISH.catalogue, id, args, self.ascii))
            .unwrap_or_else(|| {
                debug_assert!(false, "no message {id} in any catalogue");
                id.to_string()
            })
    }

    fn text(self, id: &str) -> String {
        self.message(id, &[])
    }

    /// The three centred lines every game opens with: its title and its two
    /// rules, the second as `rules` say (the book's `Prepare`).
    pub fn header<G: Worded>(self, rules: Rules) -> [String; 3] {
        [
            self.title::<G>(),
            self.rule_take::<G>(),
            self.rule_last::<G>(rules),
        ]
    }

    pub fn title<G: Worded>(self) -> String {
        self.text(G::WORDS.title)
    }

    pub fn rule_take<G: Worded>(self) -> String {
        self.text(G::WORDS.rule_take)
    }

    pub fn rule_last<G: Worded>(self, rules: Rules) -> String {
        let rules = match rules {
            Rules::Normal => "normal",
            Rules::Misere => "misere",
        };
        self.message(G::WORDS.rule_last, &[("rules", rules.into())])
    }

    pub fn label_rows(self) -> String {
        self.text("label-rows")
    }

    pub fn label_chips(self) -> String {
        self.text("label-chips")
    }

    pub fn help_move<G: Worded>(self) -> String {
        self.text(G::WORDS.help_move)
    }

    pub fn help_commands<G: Worded>(self) -> String {
        self.text(G::WORDS.help_commands)
    }

    /// The question before a move, with the space the answer follows.
    pub fn move_prompt(self, side: Side) -> String {
        let prompt = self.message("prompt-move", &[("side", side_key(side).into())]);
        format!("{prompt} ")
    }

    /// A move in words, as the screen's line 23 shows it.
    pub fn move_in_words<G: Worded>(self, side: Side, mv: Move) -> String {
        if let Some(at) = mv.at {
            return self.move_at_in_words::<G>(side, mv, at);
        }
        self.message(
            G::WORDS.moved,
            &[
                ("side", side_key(side).into()),
                ("count", mv.take.into()),
                ("row", (mv.heap + 1).into()),
            ],
        )
    }

    pub fn side_name(self, side: Side) -> String {
        self.message("side", &[("side", side_key(side).into())])
    }

    /// The book's PlayerVictory and OwnVictory messages, true to what
    /// the game's end did to the next game: rows grown, or a new board.
    pub fn victory<G: Worded>(self, winner: Side, next: NextGame) -> String {
        let growth = match next {
            NextGame::Same => "same",
            NextGame::EveryRow => "every",
            NextGame::SomeRows => "some",
            NextGame::Full => "full",
            NextGame::Dealt => "dealt",
        };
        self.message(
            G::WORDS.victory,
            &[
                ("side", side_key(winner).into()),
                ("growth", growth.into()),
                ("max", MAX_CHIPS.into()),
            ],
        )
    }

    /// The session score, one line.
    pub fn score(self, score: &Score) -> String {
        let [(a, wa), (b, wb)] = score.entries;
        let (first, second) = (self.side_name(a), self.side_name(b));
        self.message(
            "score",
            &[
                ("first", Arg::Text(&first)),
                ("first-wins", wa.into()),
                ("second", Arg::Text(&second)),
                ("second-wins", wb.into()),
            ],
        )
    }

    pub fn setup_title(self) -> String {
        self.text("setup-title")
    }

    pub fn setup_explain(self) -> String {
        self.text("setup-explain")
    }

    /// How to leave the setup, in plain mode.
    pub fn setup_leave_plain(self) -> String {
        self.text("setup-leave-plain")
    }

    /// How to leave the setup, on the screen.
    pub fn setup_leave_screen(self) -> String {
        self.text("setup-leave-screen")
    }

    pub fn setup_rows_prompt(self) -> String {
        let prompt = self.message(
            "setup-rows-prompt",
            &[("min", MIN_ROWS.into()), ("max", MAX_ROWS.into())],
        );
        format!("{prompt} ")
    }

    /// `row` is 1-based.
    pub fn setup_row_prompt(self, row: usize) -> String {
        let prompt = self.message(
            "setup-row-prompt",
            &[("row", row.into()), ("max", MAX_CHIPS.into())],
        );
        format!("{prompt} ")
    }

    pub fn goodbye(self) -> String {
        self.text("goodbye")
    }

    /// Shown instead of the game when the terminal is too small.
    pub fn enlarge(self, width: u16, height: u16) -> String {
        self.message(
            "enlarge",
            &[("width", width.into()), ("height", height.into())],
        )
    }

    /// Line 25 of the screen, right-aligned: the editing keys.
    pub fn key_help(self) -> String {
        self.text("key-help")
    }

    /// The key help when a long score leaves too little room.
    pub fn key_help_short(self) -> String {
        self.text("key-help-short")
    }

    /// The enlarge notice when the full sentence cannot fit.
    pub fn enlarge_short(self) -> String {
        self.text("enlarge-short")
    }
}

/// The selector a catalogue chooses a side's wording by.
fn side_key(side: Side) -> &'static str {
    match side {
        Side::You => "you",
        Side::Computer => "computer",
        Side::Player1 => "player1",
        Side::Player2 => "player2",
    }
}

#[cfg(test)]
mod tests;
