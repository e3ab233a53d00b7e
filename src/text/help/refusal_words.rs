//! A refusal of the command line in words: which message of the catalogues
//! words each one, and its arguments.

use super::Refusal;
use crate::game::learn::{GapsError, Lesson, MAX_COUNT};
use crate::game::net::address::AddrProblem;
use crate::game::table::layout::LayoutError;
use crate::text::{Arg, Lang, echo};

/// A message id and its arguments.
type Message = (&'static str, Vec<(&'static str, Value)>);

/// An argument of a refusal: text as typed, or a count (a number to
/// Fluent, so that its plural rules choose the words around it).
#[derive(Debug, Clone)]
pub(super) enum Value {
    Text(String),
    Whole(u64),
}

/// The message of a refusal and its arguments, typed values echoed; a
/// layout's refusal has its own words.
pub(super) fn refusal_message(refusal: Refusal<'_>) -> Result<Message, &LayoutError> {
    if let Refusal::Layout(error) = refusal {
        return Err(error);
    }
    Ok(line_message(refusal).unwrap_or_else(|| meaning_message(refusal)))
}

impl Lang {
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
        if let Refusal::SheetRows { number, error } = refusal {
            // Which puzzle, then the layout's own refusal.
            let reason = self.layout_error(error);
            return self.message(
                "cli-sheet-rows",
                &[("number", number.into()), ("reason", Arg::Text(&reason))],
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
}

fn text(name: &'static str, value: &str) -> (&'static str, Value) {
    (name, Value::Text(value.to_string()))
}

fn whole(value: impl TryInto<u64>) -> Value {
    Value::Whole(value.try_into().unwrap_or(u64::MAX))
}

fn typed(value: &str) -> (&'static str, Value) {
    ("typed", Value::Text(echo(value)))
}

/// The refusals of the line's shape: a word or a flag out of place, a
/// value missing, given twice, not text, not one of the choices.
fn line_message(refusal: Refusal<'_>) -> Option<Message> {
    Some(match refusal {
        Refusal::NotOnTheBoard { flag } => ("cli-not-on-the-board", vec![text("flag", flag)]),
        Refusal::NotForAnalyze { flag } => ("cli-not-for-analyze", vec![text("flag", flag)]),
        Refusal::OnlyForAnalyze { flag } => ("cli-only-for-analyze", vec![text("flag", flag)]),
        Refusal::OptionOf { flag, command } => (
            "cli-option-of",
            vec![text("flag", flag), text("command", command)],
        ),
        Refusal::Repeated { flag } => ("cli-repeated", vec![text("flag", flag)]),
        Refusal::TakesNoValue { flag } => ("cli-takes-no-value", vec![text("flag", flag)]),
        Refusal::Twice { flag, command } => (
            "cli-given-twice",
            vec![text("flag", flag), text("command", command)],
        ),
        Refusal::Unknown { typed: t, command } => {
            ("cli-unknown", vec![typed(t), text("command", command)])
        }
        Refusal::Unexpected {
            typed: t,
            command: "nim",
        } => ("cli-unexpected-command", vec![typed(t)]),
        Refusal::Unexpected { typed: t, command } => (
            "cli-unexpected-word",
            vec![typed(t), text("command", command)],
        ),
        Refusal::NeedsValue { flag, example } => (
            "cli-needs-value",
            vec![text("flag", flag), text("example", example)],
        ),
        Refusal::Choice {
            flag,
            typed: t,
            choices,
        } => (
            "cli-choice",
            vec![text("flag", flag), typed(t), text("choices", choices)],
        ),
        Refusal::Shell { typed: t, shells } => (
            "cli-completions-shell",
            vec![typed(t), text("shells", shells)],
        ),
        Refusal::NeedsShell { shells } => ("cli-completions-needs", vec![text("shells", shells)]),
        Refusal::CompletionsExtra { typed: t } => ("cli-completions-extra", vec![typed(t)]),
        Refusal::NotText { flag: "", typed: t } => ("cli-not-text", vec![typed(t)]),
        Refusal::NotText { flag, typed: t } => {
            ("cli-not-text-flag", vec![text("flag", flag), typed(t)])
        }
        _ => return None,
    })
}

/// The refusals of what the values mean: out of range, or together with
/// the other flags.
fn meaning_message(refusal: Refusal<'_>) -> Message {
    match refusal {
        Refusal::FirstNeedsComputer => ("cli-first-needs-computer", vec![]),
        Refusal::LevelNeedsComputer => ("cli-level-needs-computer", vec![]),
        Refusal::RowsOrRandom => ("cli-rows-or-random", vec![]),
        Refusal::NeedsRows => ("cli-needs-rows", vec![]),
        Refusal::Seed { typed: t } => (
            "cli-seed-invalid",
            vec![typed(t), ("max", Value::Whole(u64::MAX))],
        ),
        Refusal::Players { typed: t } => ("cli-players-invalid", vec![typed(t)]),
        Refusal::RuleOrRules => ("cli-rule-or-rules", vec![]),
        Refusal::RulesRandom => ("cli-rules-random", vec![]),
        Refusal::RulesCount { rules, rows } => (
            "cli-rules-count",
            vec![("rules", whole(rules)), ("rows", whole(rows))],
        ),
        Refusal::NotPlayable { rule } => ("cli-not-playable", vec![text("rule", rule)]),
        Refusal::NoMove { rows } => ("cli-no-move", vec![text("rows", rows)]),
        Refusal::MisereRules => ("cli-misere-rules", vec![]),
        Refusal::BoardIsNim { flag } => ("cli-board-is-nim", vec![text("flag", flag)]),
        Refusal::ValuesNeedRule => ("cli-values-need-rule", vec![]),
        Refusal::ValuesNoRows => ("cli-values-no-rows", vec![]),
        Refusal::ValuesWith { flag } => ("cli-values-with", vec![text("flag", flag)]),
        Refusal::Values { typed: t } => (
            "cli-values-invalid",
            vec![typed(t), ("max", whole(u32::MAX))],
        ),
        Refusal::Limit { typed: t } => (
            "cli-limit-invalid",
            vec![typed(t), ("max", whole(u32::MAX))],
        ),
        Refusal::SummaryAlone => ("cli-summary-alone", vec![]),
        Refusal::NeedsRecord => ("cli-needs-record", vec![]),
        Refusal::ReplayExtra { typed: t } => ("cli-replay-extra", vec![typed(t)]),
        Refusal::GameNumber { typed: t } => ("cli-game-invalid", vec![typed(t)]),
        Refusal::ForceNeedsRecord => ("cli-force-needs-record", vec![]),
        Refusal::LessonRange { typed: t } => (
            "cli-lesson-range",
            vec![typed(t), ("max", whole(Lesson::ALL.len()))],
        ),
        Refusal::DailyOrSeed => ("cli-daily-or-seed", vec![]),
        Refusal::PuzzleOne => ("cli-puzzle-one", vec![]),
        Refusal::SheetRows { .. } => unreachable!("worded with the layout's refusal"),
        Refusal::SheetChosen { flag } => ("cli-sheet-chosen", vec![text("flag", flag)]),
        Refusal::SheetFull { typed: t } => {
            ("cli-sheet-full", vec![typed(t), ("max", whole(MAX_COUNT))])
        }
        Refusal::PuzzleCode { typed: t } => ("cli-puzzle-code", vec![typed(t)]),
        Refusal::PuzzleNeedsRows { flag } => ("cli-puzzle-needs-rows", vec![text("flag", flag)]),
        Refusal::Gaps { typed: t, error } => ("cli-puzzle-gaps", gaps_args(t, error)),
        Refusal::CountRange { typed: t } => {
            ("cli-count-range", vec![typed(t), ("max", whole(MAX_COUNT))])
        }
        Refusal::Date { typed: t } => ("cli-date-invalid", vec![typed(t)]),
        Refusal::DateOrSeed => ("cli-date-or-seed", vec![]),
        Refusal::HostChooses { flag } => ("cli-host-chooses", vec![text("flag", flag)]),
        Refusal::Listen { typed: t, problem } => (
            "cli-listen-invalid",
            vec![typed(t), text("problem", problem_key(problem))],
        ),
        Refusal::JoinAddr { typed: t, problem } => (
            "cli-join-addr-invalid",
            vec![typed(t), text("problem", problem_key(problem))],
        ),
        Refusal::JoinCode { typed: t } => ("cli-join-code-invalid", vec![typed(t)]),
        Refusal::JoinNeeds => ("cli-join-needs", vec![]),
        Refusal::JoinExtra { typed: t } => ("cli-join-extra", vec![typed(t)]),
        // Worded in `cli_refusal` with the rule's own reason; the layout's
        // and the line's refusals are worded before.
        _ => ("cli-rule-invalid", vec![]),
    }
}

/// What is wrong with a board's gaps, and the numbers to say it.
fn gaps_args(typed_gaps: &str, error: Option<GapsError>) -> Vec<(&'static str, Value)> {
    let (problem, count, column, gap) = match error {
        None => ("number", 0, 0, 0),
        Some(GapsError::Count(count)) => ("count", count, 0, 0),
        Some(GapsError::Gap { column, gap }) => ("gap", 0, column, gap as usize),
        Some(GapsError::NoMove) => ("none", 0, 0, 0),
    };
    vec![
        text("problem", problem),
        typed(typed_gaps),
        ("count", whole(count)),
        ("column", whole(column)),
        ("gap", whole(gap)),
    ]
}

/// The catalogues' key for what is wrong with an address.
fn problem_key(problem: AddrProblem) -> &'static str {
    match problem {
        AddrProblem::NoPort => "none",
        AddrProblem::Port => "port",
        AddrProblem::Host => "host",
    }
}
