//! The command line's help, from the catalogues, so `nim --lang zh --help`
//! reads in Chinese, headings included, and every refusal of a command line.

use crate::text::{Arg, Lang};

/// A command line refused, and why.
mod refusal;
/// The message of each refusal.
mod refusal_words;

pub use refusal::Refusal;

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
    AnalyzeExplain,
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
    /// The headings and the two flags every command has.
    UsageHeading,
    CommandsHeading,
    ArgumentsHeading,
    OptionsHeading,
    PrintHelp,
    PrintVersion,
    /// `nim help [COMMAND]`.
    HelpCommand,
    /// `--rule`: one rule for every row.
    Rule,
    /// `--rules`: a rule for each row.
    RulesFlag,
    /// `--values N`: a rule's Grundy values.
    AnalyzeValues,
    /// `--limit N|none`: how far values are computed.
    AnalyzeLimit,
    /// `--summary`: a rule's values as a research table's row.
    AnalyzeSummary,
    /// `--record FILE`, `--force`, and `nim replay`'s own.
    Record,
    Force,
    AboutReplay,
    ReplayFile,
    Review,
    GameFlag,
    /// `nim learn`, in the list of commands, then how it goes.
    AboutLearn,
    LearnHow,
    /// `nim puzzle`, and its word `board`.
    AboutPuzzle,
    PuzzleBoardWord,
    /// The flags of `nim learn` and `nim puzzle`.
    Lesson,
    Daily,
    LearnDate,
    PuzzleDate,
    Report,
    PuzzleBoard,
    LearnSeed,
    PuzzleSeed,
    LearnPlain,
    LearnAscii,
    /// `nim puzzle`'s code, and its `--rows`.
    PuzzleCodeWord,
    PuzzleRows,
    /// `nim worksheet`, and its flags.
    AboutWorksheet,
    /// `nim worksheet`'s chosen puzzles: rows or codes.
    WorksheetPuzzles,
    WorksheetLesson,
    WorksheetSeed,
    WorksheetAscii,
    Count,
    /// `nim serve` and `nim join`, in the list of commands; how they meet.
    AboutServe,
    ServeHow,
    AboutJoin,
    /// `nim serve`'s word `board` and its `--board`.
    ServeBoardWord,
    ServeBoard,
    /// `nim serve`'s own flags.
    Listen,
    ServeFirst,
    /// `nim join`'s two arguments.
    JoinAddr,
    JoinCode,
    /// `nim man`, `nim completions` and its shell.
    AboutMan,
    AboutCompletions,
    CompletionsShell,
}

impl Help {
    /// Every piece, for the catalogue tests.
    pub const ALL: [Help; 77] = [
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
        Help::AnalyzeExplain,
        Help::Level,
        Help::Coach,
        Help::AboutBoard,
        Help::PlayBoard,
        Help::BoardAscii,
        Help::BoardMisere,
        Help::BoardMouse,
        Help::Mouse,
        Help::UsageHeading,
        Help::CommandsHeading,
        Help::ArgumentsHeading,
        Help::OptionsHeading,
        Help::PrintHelp,
        Help::PrintVersion,
        Help::HelpCommand,
        Help::Rule,
        Help::RulesFlag,
        Help::AnalyzeValues,
        Help::AnalyzeLimit,
        Help::AnalyzeSummary,
        Help::Record,
        Help::Force,
        Help::AboutReplay,
        Help::ReplayFile,
        Help::Review,
        Help::GameFlag,
        Help::AboutLearn,
        Help::LearnHow,
        Help::AboutPuzzle,
        Help::PuzzleBoardWord,
        Help::Lesson,
        Help::Daily,
        Help::LearnDate,
        Help::PuzzleDate,
        Help::Report,
        Help::PuzzleBoard,
        Help::LearnSeed,
        Help::PuzzleSeed,
        Help::LearnPlain,
        Help::LearnAscii,
        Help::PuzzleCodeWord,
        Help::PuzzleRows,
        Help::AboutWorksheet,
        Help::WorksheetPuzzles,
        Help::WorksheetLesson,
        Help::WorksheetSeed,
        Help::WorksheetAscii,
        Help::Count,
        Help::AboutServe,
        Help::ServeHow,
        Help::AboutJoin,
        Help::ServeBoardWord,
        Help::ServeBoard,
        Help::Listen,
        Help::ServeFirst,
        Help::JoinAddr,
        Help::JoinCode,
        Help::AboutMan,
        Help::AboutCompletions,
        Help::CompletionsShell,
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
            Help::AnalyzeExplain => "cli-analyze-explain",
            Help::Level => "cli-level",
            Help::Coach => "cli-coach",
            Help::AboutBoard => "cli-about-board",
            Help::PlayBoard => "cli-help-board",
            Help::BoardAscii => "cli-board-ascii",
            Help::BoardMisere => "cli-board-misere",
            Help::BoardMouse => "cli-board-mouse",
            Help::Mouse => "cli-mouse",
            Help::UsageHeading => "cli-usage",
            Help::CommandsHeading => "cli-commands",
            Help::ArgumentsHeading => "cli-arguments",
            Help::OptionsHeading => "cli-options",
            Help::PrintHelp => "cli-print-help",
            Help::PrintVersion => "cli-print-version",
            Help::HelpCommand => "cli-help-command",
            Help::Rule => "cli-rule",
            Help::RulesFlag => "cli-rules",
            Help::AnalyzeValues => "cli-analyze-values",
            Help::AnalyzeLimit => "cli-analyze-limit",
            Help::AnalyzeSummary => "cli-analyze-summary",
            Help::Record => "cli-record",
            Help::Force => "cli-force",
            Help::AboutReplay => "cli-about-replay",
            Help::ReplayFile => "cli-replay-file",
            Help::Review => "cli-review",
            Help::GameFlag => "cli-game",
            Help::AboutLearn => "cli-about-learn",
            Help::LearnHow => "cli-help-learn",
            Help::AboutPuzzle => "cli-about-puzzle",
            Help::PuzzleBoardWord => "cli-puzzle-board-word",
            Help::Lesson => "cli-lesson",
            Help::Daily => "cli-daily",
            Help::LearnDate => "cli-learn-date",
            Help::PuzzleDate => "cli-puzzle-date",
            Help::Report => "cli-report",
            Help::PuzzleBoard => "cli-puzzle-board",
            Help::LearnSeed => "cli-learn-seed",
            Help::PuzzleSeed => "cli-puzzle-seed",
            Help::LearnPlain => "cli-learn-plain",
            Help::LearnAscii => "cli-learn-ascii",
            Help::PuzzleCodeWord => "cli-puzzle-code-word",
            Help::PuzzleRows => "cli-puzzle-rows",
            Help::AboutWorksheet => "cli-about-worksheet",
            Help::WorksheetPuzzles => "cli-worksheet-puzzles",
            Help::WorksheetLesson => "cli-worksheet-lesson",
            Help::WorksheetSeed => "cli-worksheet-seed",
            Help::WorksheetAscii => "cli-worksheet-ascii",
            Help::Count => "cli-count",
            Help::AboutServe => "cli-about-serve",
            Help::ServeHow => "cli-help-serve",
            Help::AboutJoin => "cli-about-join",
            Help::ServeBoardWord => "cli-serve-board-word",
            Help::ServeBoard => "cli-serve-board",
            Help::Listen => "cli-listen",
            Help::ServeFirst => "cli-serve-first",
            Help::JoinAddr => "cli-join-addr",
            Help::JoinCode => "cli-join-code",
            Help::AboutMan => "cli-about-man",
            Help::AboutCompletions => "cli-about-completions",
            Help::CompletionsShell => "cli-completions-shell-word",
        }
    }
}

impl Lang {
    pub fn help(self, item: Help) -> String {
        self.text(item.id())
    }

    /// `[default: VALUE]` after a flag's help.
    pub fn help_default(self, value: &str) -> String {
        self.message("cli-default", &[("value", Arg::Text(value))])
    }

    /// `[possible values: A, B]` after a flag's help.
    pub fn help_possible(self, values: &str) -> String {
        self.message("cli-possible", &[("values", Arg::Text(values))])
    }

    /// Where to read more after a refusal: `command --help`.
    pub fn cli_try_help(self, command: &str) -> String {
        self.message("cli-try-help", &[("command", Arg::Text(command))])
    }
}
