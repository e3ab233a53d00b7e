//! The command line's help, from the catalogues, so `nim --lang zh --help`
//! reads in Chinese, headings included, and every refusal of a command line.

use crate::game::learn::GapsError;
use crate::game::net::address::AddrProblem;
use crate::game::table::layout::LayoutError;
use crate::game::theory::rule::RuleError;
use crate::text::{Arg, Lang, echo};

/// The message of each refusal.
mod refusal_words;
use refusal_words::{Value, refusal_message};

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
}

impl Help {
    /// Every piece, for the catalogue tests.
    pub const ALL: [Help; 71] = [
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
        }
    }
}

/// A command line the game cannot play: each says why and what to do
/// instead.
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
    /// A flag (or `-x`) that `command` does not have.
    Unknown { typed: &'a str, command: &'a str },
    /// A word where `command` takes none.
    Unexpected { typed: &'a str, command: &'a str },
    /// `--hint` without `analyze`.
    OnlyForAnalyze { flag: &'a str },
    /// A flag that takes a value came without one; `example` is one.
    NeedsValue { flag: &'a str, example: &'a str },
    /// `--plain=yes`: a switch takes no value.
    TakesNoValue { flag: &'a str },
    /// A value that is none of `choices` (joined, as they are typed).
    Choice {
        flag: &'a str,
        typed: &'a str,
        choices: &'a str,
    },
    /// `--players` other than 1 or 2.
    Players { typed: &'a str },
    /// A flag given twice on one side of the subcommand.
    Repeated { flag: &'a str },
    /// `--rows` with `--random`.
    RowsOrRandom,
    /// An argument that is not UTF-8, after `flag` (empty for a word).
    NotText { flag: &'a str, typed: &'a str },
    /// `nim analyze` without a row.
    NeedsRows,
    /// `--rows` that is not a layout.
    Layout(&'a LayoutError),
    /// `--rule` or `--rules` (`flag`) with a word that is not a rule.
    Rule {
        flag: &'a str,
        typed: &'a str,
        error: &'a RuleError,
    },
    /// `--rule` with `--rules`.
    RuleOrRules,
    /// `--rules` with `--random`, which draws the count of rows.
    RulesRandom,
    /// `--rules` with a count of rules that is not the count of rows.
    RulesCount { rules: usize, rows: usize },
    /// A rule that splits a heap without taking, given for play.
    NotPlayable { rule: &'a str },
    /// `--rows` that no move can be made from under the rules given.
    NoMove { rows: &'a str },
    /// `--misere` with a row that is not a nim row.
    MisereRules,
    /// `--rule` or `--rules` with `nim board`.
    BoardIsNim { flag: &'a str },
    /// `--values` with `--rules`, or without `--rule`.
    ValuesNeedRule,
    /// `--values` with rows.
    ValuesNoRows,
    /// `--values` with a flag of a position's analysis (`--hint`,
    /// `--misere`): the values are of heaps in normal play.
    ValuesWith { flag: &'a str },
    /// `--values` that is not a whole number from 0 to `u32::MAX`.
    Values { typed: &'a str },
    /// `nim replay` without a file.
    NeedsRecord,
    /// A word after `nim replay`'s file.
    ReplayExtra { typed: &'a str },
    /// `--game` that is not a whole number from 1.
    GameNumber { typed: &'a str },
    /// `--force` without `--record`.
    ForceNeedsRecord,
    /// A flag of another command (`command`, which takes it).
    OptionOf { flag: &'a str, command: &'a str },
    /// `--lesson` that is not a lesson's number.
    LessonRange { typed: &'a str },
    /// `--daily` with `--seed`.
    DailyOrSeed,
    /// Two of a code, `--daily`, `--seed` and `--rows`.
    PuzzleOne,
    /// `nim puzzle`'s word that is not a puzzle's code.
    PuzzleCode { typed: &'a str },
    /// `--rule`, `--rules` or `--misere` (`flag`) in `nim puzzle` without `--rows`.
    PuzzleNeedsRows { flag: &'a str },
    /// `nim puzzle board --rows` that is not 8 gaps of 0-6 (`error`), or
    /// not numbers (`typed`, the first that is not one).
    Gaps {
        typed: &'a str,
        error: Option<GapsError>,
    },
    /// `--count` that is not 1 to the most a worksheet holds.
    CountRange { typed: &'a str },
    /// `--date` that is no day written `YYYY-MM-DD`.
    Date { typed: &'a str },
    /// `--date` (the day's puzzle of that date) with `--seed`.
    DateOrSeed,
    /// A flag of the game (`flag`) with `nim join`: the host chose it.
    HostChooses { flag: &'a str },
    /// `--listen` that is not an IP address and a port.
    Listen {
        typed: &'a str,
        problem: AddrProblem,
    },
    /// `nim join`'s address without a port, or with a bad one.
    JoinAddr {
        typed: &'a str,
        problem: AddrProblem,
    },
    /// `nim join`'s code that is not twelve digits.
    JoinCode { typed: &'a str },
    /// `nim join` without its address or its code.
    JoinNeeds,
    /// A word after `nim join`'s address and code.
    JoinExtra { typed: &'a str },
}

impl Lang {
    pub fn help(self, item: Help) -> String {
        self.text(item.id())
    }

    /// Why a command line is refused, and what to do.
    pub fn cli_refusal(self, refusal: Refusal) -> String {
        if let Refusal::Rule { flag, typed, error } = refusal {
            let reason = self.rule_error(error);
            let typed = echo(typed);
            return self.message(
                "cli-rule-invalid",
                &[
                    ("flag", Arg::Text(flag)),
                    ("typed", Arg::Text(&typed)),
                    ("reason", Arg::Text(&reason)),
                ],
            );
        }
        let (id, args) = match refusal_message(refusal) {
            Ok(message) => message,
            // The flag, then the layout's own refusal, as in the game.
            Err(error) => return format!("--rows: {}", self.layout_error(error)),
        };
        let args: Vec<_> = (args.iter())
            .map(|(k, v)| match v {
                Value::Text(text) => (*k, Arg::Text(text)),
                Value::Whole(n) => (*k, Arg::from(*n)),
            })
            .collect();
        self.message(id, &args)
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
