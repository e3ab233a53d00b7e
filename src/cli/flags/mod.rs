//! Every flag of the command line, once: what it is called, what value it
//! takes, where it may be given and which help text explains it. The parser
//! and the help both read this table, so a flag cannot be parsed without
//! being listed, nor listed without being parsed.

use super::command::Subcommand;
use crate::game::theory::strategy::Level;
use crate::text::help::Help;

mod takes;

pub use takes::{chooses_the_game, of, owner, takes};

/// A flag, named as typed without its dashes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Id {
    Rows,
    Random,
    Seed,
    Misere,
    First,
    Players,
    Plain,
    Lang,
    Level,
    Coach,
    Quiet,
    Ascii,
    Mouse,
    Hint,
    Explain,
    Rule,
    Rules,
    Values,
    /// `--record FILE`: the game written down as it is played.
    Record,
    /// `--force`: `--record` may write over a file.
    Force,
    /// `--review`: the replay's moves marked kept or missed.
    Review,
    /// `--game N`: which game of a record to replay.
    Game,
    /// `--lesson N`: where `nim learn` starts, or a worksheet's lesson.
    Lesson,
    /// `--count N`: how many puzzles a worksheet holds.
    Count,
    /// `--daily`: the day's puzzle.
    Daily,
    /// `--date YYYY-MM-DD`: the day of `nim learn`'s missed puzzles and
    /// of the day's puzzle, instead of the clock's.
    Date,
    /// `--report`: `nim learn`'s report card.
    Report,
    /// `--board`: a puzzle of the board (as `nim puzzle board`), or a
    /// hosted game of it (as `nim serve board`).
    Board,
    /// `--listen ADDR:PORT`: where `nim serve` waits for the joiner.
    Listen,
    /// `--limit N|none`: how far `nim analyze` computes a rule's values.
    Limit,
    /// `--summary`: a rule's values summed up as a research table's row.
    Summary,
}

/// What follows a flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    /// Nothing: the flag is a switch.
    Switch,
    /// A value in the shape `name` shows (`N`), checked by the parser.
    Free { name: &'static str },
    /// One of `choices`, in any case; `default` when the flag is not given.
    Choice {
        name: &'static str,
        choices: &'static [&'static str],
        default: Option<&'static str>,
    },
    /// One of the languages with a catalogue.
    Language,
    /// A file's path, in the shape `name` shows (`FILE`): a shell
    /// completes it from the files.
    Path { name: &'static str },
}

/// One row of the table.
#[derive(Debug, Clone, Copy)]
pub struct Flag {
    pub id: Id,
    pub value: Value,
    /// An example of the value, for the refusal of a flag given without one.
    pub example: &'static str,
}

impl Flag {
    /// As typed: `--rows`.
    pub fn long(self) -> String {
        format!("--{}", self.id.name())
    }

    /// This flag as `command` takes it: the table's row, or the command's
    /// own variant of it (`nim serve`'s `--first` chooses between the host
    /// and the joiner, not the player and the computer).
    pub fn in_command(self, command: Subcommand) -> Flag {
        VARIANTS
            .into_iter()
            .find(|(of, flag)| *of == command && flag.id == self.id)
            .map_or(self, |(_, flag)| flag)
    }

    /// The help text of this flag in `command`'s help.
    pub fn help(self, command: Subcommand) -> Help {
        match (self.id, command) {
            (Id::First, Subcommand::Serve) => Help::ServeFirst,
            (Id::Board, Subcommand::Serve) => Help::ServeBoard,
            (Id::Seed, Subcommand::Learn) => Help::LearnSeed,
            (Id::Seed, Subcommand::Puzzle) => Help::PuzzleSeed,
            (Id::Rows, Subcommand::Puzzle) => Help::PuzzleRows,
            (Id::Seed, Subcommand::Worksheet) => Help::WorksheetSeed,
            (Id::Lesson, Subcommand::Worksheet) => Help::WorksheetLesson,
            (Id::Ascii, Subcommand::Worksheet) => Help::WorksheetAscii,
            (Id::Ascii, Subcommand::Learn | Subcommand::Puzzle) => Help::LearnAscii,
            (Id::Plain, Subcommand::Learn | Subcommand::Puzzle) => Help::LearnPlain,
            (Id::Misere, Subcommand::Board) => Help::BoardMisere,
            (Id::Misere, Subcommand::Analyze) => Help::AnalyzeMisere,
            (Id::Ascii, Subcommand::Board) => Help::BoardAscii,
            (Id::Mouse, Subcommand::Board) => Help::BoardMouse,
            (Id::Rows, _) => Help::Rows,
            (Id::Random, _) => Help::Random,
            (Id::Seed, _) => Help::Seed,
            (Id::Misere, _) => Help::Misere,
            (Id::First, _) => Help::First,
            (Id::Players, _) => Help::Players,
            (Id::Plain, _) => Help::Plain,
            (Id::Lang, _) => Help::Lang,
            (Id::Level, _) => Help::Level,
            (Id::Coach, _) => Help::Coach,
            (Id::Quiet, _) => Help::Quiet,
            (Id::Ascii, _) => Help::Ascii,
            (Id::Mouse, _) => Help::Mouse,
            (Id::Hint, _) => Help::AnalyzeHint,
            (Id::Explain, _) => Help::AnalyzeExplain,
            (Id::Rule, _) => Help::Rule,
            (Id::Rules, _) => Help::RulesFlag,
            (Id::Values, _) => Help::AnalyzeValues,
            (Id::Record, _) => Help::Record,
            (Id::Force, _) => Help::Force,
            (Id::Review, _) => Help::Review,
            (Id::Game, _) => Help::GameFlag,
            (Id::Lesson, _) => Help::Lesson,
            (Id::Count, _) => Help::Count,
            (Id::Daily, _) => Help::Daily,
            (Id::Date, Subcommand::Learn) => Help::LearnDate,
            (Id::Date, _) => Help::PuzzleDate,
            (Id::Report, _) => Help::Report,
            (Id::Board, _) => Help::PuzzleBoard,
            (Id::Listen, _) => Help::Listen,
            (Id::Limit, _) => Help::AnalyzeLimit,
            (Id::Summary, _) => Help::AnalyzeSummary,
        }
    }
}

impl Id {
    pub fn name(self) -> &'static str {
        match self {
            Id::Rows => "rows",
            Id::Random => "random",
            Id::Seed => "seed",
            Id::Misere => "misere",
            Id::First => "first",
            Id::Players => "players",
            Id::Plain => "plain",
            Id::Lang => "lang",
            Id::Level => "level",
            Id::Coach => "coach",
            Id::Quiet => "quiet",
            Id::Ascii => "ascii",
            Id::Mouse => "mouse",
            Id::Hint => "hint",
            Id::Explain => "explain",
            Id::Rule => "rule",
            Id::Rules => "rules",
            Id::Values => "values",
            Id::Record => "record",
            Id::Force => "force",
            Id::Review => "review",
            Id::Game => "game",
            Id::Lesson => "lesson",
            Id::Count => "count",
            Id::Daily => "daily",
            Id::Date => "date",
            Id::Report => "report",
            Id::Board => "board",
            Id::Listen => "listen",
            Id::Limit => "limit",
            Id::Summary => "summary",
        }
    }
}

const fn switch(id: Id) -> Flag {
    Flag {
        id,
        value: Value::Switch,
        example: "",
    }
}

pub const ROWS: Flag = Flag {
    id: Id::Rows,
    value: Value::Free { name: "N,N,..." },
    example: "3,4,5",
};
pub const SEED: Flag = Flag {
    id: Id::Seed,
    value: Value::Free { name: "N" },
    example: "7",
};
/// `--first` of a game on one machine.
pub const FIRST_CHOICES: [&str; 2] = ["player", "computer"];
/// `--first` of `nim serve`: the host, or the player who joins.
pub const SERVE_FIRST_CHOICES: [&str; 2] = ["host", "join"];
pub const LEVEL_CHOICES: [&str; 3] = [
    Level::ALL[0].name(),
    Level::ALL[1].name(),
    Level::ALL[2].name(),
];
pub const PLAYERS_CHOICES: [&str; 2] = ["1", "2"];

pub const RULE: Flag = Flag {
    id: Id::Rule,
    value: Value::Free { name: "RULE" },
    example: "kayles",
};
pub const RULES: Flag = Flag {
    id: Id::Rules,
    value: Value::Free { name: "RULES" },
    example: "\"kayles nim sub:1,3,4\"",
};
pub const VALUES: Flag = Flag {
    id: Id::Values,
    value: Value::Free { name: "N" },
    example: "100",
};
pub const LIMIT: Flag = Flag {
    id: Id::Limit,
    value: Value::Free { name: "N|none" },
    example: "none",
};

pub const RECORD: Flag = Flag {
    id: Id::Record,
    value: Value::Path { name: "FILE" },
    example: "game.txt",
};
pub const GAME: Flag = Flag {
    id: Id::Game,
    value: Value::Free { name: "N" },
    example: "2",
};
pub const BOARD: Flag = switch(Id::Board);
pub const LESSON: Flag = Flag {
    id: Id::Lesson,
    value: Value::Free { name: "N" },
    example: "3",
};
pub const COUNT: Flag = Flag {
    id: Id::Count,
    value: Value::Free { name: "N" },
    example: "10",
};
pub const DATE: Flag = Flag {
    id: Id::Date,
    value: Value::Free { name: "YYYY-MM-DD" },
    example: "2026-11-27",
};
pub const LISTEN: Flag = Flag {
    id: Id::Listen,
    value: Value::Free { name: "ADDR:PORT" },
    example: "0.0.0.0:7000",
};

/// The flags one command takes with other choices than the table's row:
/// the same name, so the same flag, with the command's own values.
const VARIANTS: [(Subcommand, Flag); 1] = [(
    Subcommand::Serve,
    Flag {
        id: Id::First,
        value: Value::Choice {
            name: "FIRST",
            choices: &SERVE_FIRST_CHOICES,
            default: Some("host"),
        },
        example: "join",
    },
)];

/// Every flag, in the order the help lists them.
pub const FLAGS: [Flag; 31] = [
    ROWS,
    RULE,
    RULES,
    switch(Id::Random),
    SEED,
    switch(Id::Misere),
    Flag {
        id: Id::First,
        value: Value::Choice {
            name: "FIRST",
            choices: &FIRST_CHOICES,
            default: Some("player"),
        },
        example: "computer",
    },
    Flag {
        id: Id::Players,
        value: Value::Choice {
            name: "PLAYERS",
            choices: &PLAYERS_CHOICES,
            default: Some("1"),
        },
        example: "2",
    },
    switch(Id::Plain),
    Flag {
        id: Id::Lang,
        value: Value::Language,
        example: "ru",
    },
    Flag {
        id: Id::Level,
        value: Value::Choice {
            name: "LEVEL",
            choices: &LEVEL_CHOICES,
            default: Some("hard"),
        },
        example: "easy",
    },
    switch(Id::Coach),
    switch(Id::Quiet),
    switch(Id::Ascii),
    switch(Id::Mouse),
    switch(Id::Hint),
    switch(Id::Explain),
    VALUES,
    LIMIT,
    switch(Id::Summary),
    RECORD,
    switch(Id::Force),
    switch(Id::Review),
    GAME,
    LESSON,
    COUNT,
    switch(Id::Daily),
    DATE,
    switch(Id::Report),
    BOARD,
    LISTEN,
];

/// The flag typed as `--name`, if there is one.
pub fn by_name(name: &str) -> Option<Flag> {
    FLAGS.into_iter().find(|flag| flag.id.name() == name)
}
