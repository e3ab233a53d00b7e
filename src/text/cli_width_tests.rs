//! The command line's refusals fit 80 columns in every language.

use super::{TYPED, assert_fits, langs};

/// Every refusal of the command line, with the longest flags and commands
/// and the widest echo.
fn every_command_line_refusal() -> Vec<super::help::Refusal<'static>> {
    use super::help::Refusal;
    let flags = "--seed --misere --first --players --plain --lang --level --coach --quiet \
                 --ascii --mouse --rows --random";
    let commands = ["nim", "nim board", "nim analyze"];
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
    ];
    for flag in flags.split_whitespace() {
        refusals.extend([
            Refusal::NotOnTheBoard { flag },
            Refusal::ValuesWith { flag },
            Refusal::NotForAnalyze { flag },
            Refusal::OnlyForAnalyze { flag },
            Refusal::TakesNoValue { flag },
            Refusal::Repeated { flag },
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
        for command in commands {
            refusals.push(Refusal::Twice { flag, command });
        }
    }
    for command in commands {
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
        for command in ["nim", "nim board", "nim analyze"] {
            assert_fits(&lang.cli_try_help(command));
        }
    }
}
