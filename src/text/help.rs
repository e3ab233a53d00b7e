//! The command line's help, from the catalogues, so `nim --lang zh --help`
//! reads in Chinese, and the refusals of a command line clap lets through.
//! Clap's own words (`Usage:`, `Options:`, its errors) stay English.

use super::{Arg, Lang, echo};

/// A piece of the command line's help.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Help {
    About,
    Play,
    AboutAnalyze,
    Rows,
    Random,
    Seed,
    Misere,
    First,
    Players,
    Plain,
    Lang,
    Quiet,
    Ascii,
    AnalyzeMisere,
    AnalyzeRows,
    AnalyzeHint,
    Level,
    Coach,
    AboutBoard,
    PlayBoard,
    /// `--ascii` for the board: pieces as letters.
    BoardAscii,
    /// `--misere` for the board: the last mover loses; there are no chips.
    BoardMisere,
    /// `--mouse` for the board: a click on a free cell moves a piece there.
    BoardMouse,
    Mouse,
}

impl Help {
    /// Every piece, for the catalogue tests.
    pub const ALL: [Help; 24] = [
        Help::About,
        Help::Play,
        Help::AboutAnalyze,
        Help::Rows,
        Help::Random,
        Help::Seed,
        Help::Misere,
        Help::First,
        Help::Players,
        Help::Plain,
        Help::Lang,
        Help::Quiet,
        Help::Ascii,
        Help::AnalyzeMisere,
        Help::AnalyzeRows,
        Help::AnalyzeHint,
        Help::Level,
        Help::Coach,
        Help::AboutBoard,
        Help::PlayBoard,
        Help::BoardAscii,
        Help::BoardMisere,
        Help::BoardMouse,
        Help::Mouse,
    ];

    fn id(self) -> &'static str {
        match self {
            Help::About => "cli-about",
            Help::Play => "cli-help-play",
            Help::AboutAnalyze => "cli-about-analyze",
            Help::Rows => "cli-rows",
            Help::Random => "cli-random",
            Help::Seed => "cli-seed",
            Help::Misere => "cli-misere",
            Help::First => "cli-first",
            Help::Players => "cli-players",
            Help::Plain => "cli-plain",
            Help::Lang => "cli-lang",
            Help::Quiet => "cli-quiet",
            Help::Ascii => "cli-ascii",
            Help::AnalyzeMisere => "cli-analyze-misere",
            Help::AnalyzeRows => "cli-analyze-rows",
            Help::AnalyzeHint => "cli-analyze-hint",
            Help::Level => "cli-level",
            Help::Coach => "cli-coach",
            Help::AboutBoard => "cli-about-board",
            Help::PlayBoard => "cli-help-board",
            Help::BoardAscii => "cli-board-ascii",
            Help::BoardMisere => "cli-board-misere",
            Help::BoardMouse => "cli-board-mouse",
            Help::Mouse => "cli-mouse",
        }
    }
}

/// A command line that clap accepts but the game cannot play: each says why
/// and what to do instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal<'a> {
    /// `--players 2 --first computer`: there is no computer to open.
    FirstNeedsComputer,
    /// `--players 2 --level ...`: there is no computer to play well or badly.
    LevelNeedsComputer,
    /// `--seed` is not a whole number from 0 to `u64::MAX`.
    Seed { typed: &'a str },
    /// `--rows` or `--random` (`flag`) with `nim board`, which deals its board.
    NotOnTheBoard { flag: &'a str },
    /// A flag of a game (`flag`) with `nim analyze`.
    NotForAnalyze { flag: &'a str },
    /// `flag` given both before and after the subcommand `command`.
    Twice { flag: &'a str, command: &'a str },
}

impl Lang {
    pub fn help(self, item: Help) -> String {
        self.text(item.id())
    }

    /// Why a command line is refused, and what to do.
    pub fn cli_refusal(self, refusal: Refusal) -> String {
        match refusal {
            Refusal::FirstNeedsComputer => self.text("cli-first-needs-computer"),
            Refusal::LevelNeedsComputer => self.text("cli-level-needs-computer"),
            Refusal::Seed { typed } => {
                let typed = echo(typed);
                // As text: a number argument is an f64, which cannot hold it.
                let max = u64::MAX.to_string();
                self.message(
                    "cli-seed-invalid",
                    &[("typed", Arg::Text(&typed)), ("max", Arg::Text(&max))],
                )
            }
            Refusal::NotOnTheBoard { flag } => {
                self.message("cli-not-on-the-board", &[("flag", Arg::Text(flag))])
            }
            Refusal::NotForAnalyze { flag } => {
                self.message("cli-not-for-analyze", &[("flag", Arg::Text(flag))])
            }
            Refusal::Twice { flag, command } => self.message(
                "cli-given-twice",
                &[("flag", Arg::Text(flag)), ("command", Arg::Text(command))],
            ),
        }
    }
}
