//! A command line the game cannot play: what is wrong, as data. Its words,
//! what is wrong and what to do instead, are `refusal_words.rs`'s.

use crate::game::learn::GapsError;
use crate::game::net::address::AddrProblem;
use crate::game::table::layout::LayoutError;
use crate::game::theory::rule::RuleError;

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
    /// `--limit` that is neither `none` nor a whole number from 1.
    Limit { typed: &'a str },
    /// `--summary` without `--rule`, or with rows, `--rules`, `--hint`,
    /// `--explain` or `--misere`: it sums up one rule's values.
    SummaryAlone,
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
    /// A worksheet's chosen puzzles beside `--lesson` or `--count` (`flag`).
    SheetChosen { flag: &'a str },
    /// A worksheet's chosen rows (its `number`-th puzzle) that make no
    /// layout.
    SheetRows {
        number: usize,
        error: &'a LayoutError,
    },
    /// A chosen puzzle past the most a sheet holds.
    SheetFull { typed: &'a str },
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
    /// `nim completions` for a shell it has no script for; `shells` are
    /// the ones it has, joined.
    Shell { typed: &'a str, shells: &'a str },
    /// `nim completions` without a shell.
    NeedsShell { shells: &'a str },
    /// A word after `nim completions`'s shell.
    CompletionsExtra { typed: &'a str },
}
