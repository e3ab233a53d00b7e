//! The command line's help, from the catalogues, so `nim --lang zh --help`
//! reads in Chinese. Clap's own words (`Usage:`, `Options:`) stay English.

use super::Lang;

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
    /// `--players 2 --first computer`: there is no computer to open.
    FirstNeedsComputer,
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
    pub const ALL: [Help; 25] = [
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
        Help::FirstNeedsComputer,
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
            Help::FirstNeedsComputer => "cli-first-needs-computer",
            Help::AboutBoard => "cli-about-board",
            Help::PlayBoard => "cli-help-board",
            Help::BoardAscii => "cli-board-ascii",
            Help::BoardMisere => "cli-board-misere",
            Help::BoardMouse => "cli-board-mouse",
            Help::Mouse => "cli-mouse",
        }
    }
}

impl Lang {
    pub fn help(self, item: Help) -> String {
        self.text(item.id())
    }
}
