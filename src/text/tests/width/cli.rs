//! The command line's refusals fit 80 columns in every language.

use crate::game::net::address::AddrProblem;
use crate::text::tests::width::{TYPED, assert_fits, langs};

/// Every command, as a refusal names it.
const COMMANDS: [&str; 8] = [
    "nim",
    "nim board",
    "nim analyze",
    "nim replay",
    "nim learn",
    "nim puzzle",
    "nim serve",
    "nim join",
];

/// Every refusal of the command line, with the longest flags and commands
/// and the widest echo.
fn every_command_line_refusal() -> Vec<super::help::Refusal<'static>> {
    use super::help::Refusal;
    let flags = "--seed --misere --first --players --plain --lang --level --coach --quiet \
                 --ascii --mouse --rows --random --record --force --review --game --lesson \
                 --daily --board --explain --values --listen --limit --summary";
    let mut refusals = vec![
        Refusal::FirstNeedsComputer,
        Refusal::LevelNeedsComputer,
        Refusal::Seed { typed: TYPED },
        Refusal::Players { typed: TYPED },
        Refusal::RowsOrRandom,
        Refusal::NeedsRows,
        Refusal::NotText {
            flag: "",
            typed: TYPED,
        },
        Refusal::LessonRange { typed: TYPED },
        Refusal::Limit { typed: TYPED },
        Refusal::SummaryAlone,
        Refusal::DailyOrSeed,
        Refusal::DateOrSeed,
        Refusal::Date {
            typed: "2026-02-30-and-some-more-text-typed-here",
        },
        Refusal::JoinCode { typed: TYPED },
        Refusal::JoinNeeds,
        Refusal::JoinExtra { typed: TYPED },
        Refusal::NeedsRecord,
        Refusal::ReplayExtra { typed: TYPED },
        Refusal::GameNumber { typed: TYPED },
        Refusal::Values { typed: TYPED },
        Refusal::CountRange { typed: TYPED },
        Refusal::PuzzleCode { typed: TYPED },
        Refusal::SheetFull { typed: TYPED },
        Refusal::SheetRows {
            number: 40,
            // A test's error lives as long as the refusals.
            error: Box::leak(Box::new(
                crate::game::table::layout::LayoutError::NotANumber {
                    row: 14,
                    typed: TYPED.to_string(),
                },
            )),
        },
    ];
    for problem in [AddrProblem::NoPort, AddrProblem::Port, AddrProblem::Host] {
        refusals.extend([
            Refusal::Listen {
                typed: TYPED,
                problem,
            },
            Refusal::JoinAddr {
                typed: TYPED,
                problem,
            },
        ]);
    }
    for flag in flags.split_whitespace() {
        refusals.extend([
            Refusal::NotOnTheBoard { flag },
            Refusal::HostChooses { flag },
            Refusal::ValuesWith { flag },
            Refusal::NotForAnalyze { flag },
            Refusal::OnlyForAnalyze { flag },
            Refusal::TakesNoValue { flag },
            Refusal::Repeated { flag },
            Refusal::SheetChosen { flag },
            Refusal::NeedsValue {
                flag,
                example: "3,4,5",
            },
            Refusal::NotText { flag, typed: TYPED },
            Refusal::Choice {
                flag,
                typed: TYPED,
                choices: "player, computer",
            },
        ]);
        for command in COMMANDS {
            refusals.push(Refusal::Twice { flag, command });
            refusals.push(Refusal::OptionOf { flag, command });
        }
    }
    for command in COMMANDS {
        refusals.push(Refusal::Unknown {
            typed: TYPED,
            command,
        });
        refusals.push(Refusal::Unexpected {
            typed: TYPED,
            command,
        });
    }
    refusals
}

/// The command line's refusals, after `error: `, line by line, and the
/// line after them.
#[test]
fn every_command_line_refusal_fits() {
    for lang in langs() {
        for refusal in every_command_line_refusal() {
            let text = format!("error: {}", lang.cli_refusal(refusal));
            for line in text.lines() {
                assert_fits(line);
            }
        }
        for command in COMMANDS {
            assert_fits(&lang.cli_try_help(command));
        }
    }
}
