//! Every sentence, in every language and with the widest values it can carry,
//! fits a line of the 80-column screen (line 24 for refusals, any line else),
//! and a refusal fits plain mode's line too, after its `error: ` prefix.

use proptest::prelude::*;
use unicode_width::UnicodeWidthStr;

use crate::game::analysis::RowError;
use crate::game::session::command::CommandError;
use crate::game::session::{InputError, Prompt, Score};
use crate::game::table::board::Board;
use crate::game::table::layout::LayoutError;
use crate::game::table::rows::Rows;
use crate::game::table::setup::SetupError;
use crate::game::table::{MoveError, NextGame, Table};
use crate::game::theory::strategy::Rules;
use crate::text::*;

/// Every language.
pub(in crate::text) fn langs() -> impl Iterator<Item = Lang> {
    Lang::codes().filter_map(Lang::from_code)
}
/// Longer than the echo limit, so every echo is cut to its widest.
pub(in crate::text) const TYPED: &str = "-1234567890123456789012345";
/// The widest number the parser lets through.
const WIDE: i64 = -1_000_000_000;

fn command_errors() -> Vec<CommandError> {
    let typed = || TYPED.to_string();
    vec![
        CommandError::Empty,
        CommandError::NotANumber { typed: typed() },
        CommandError::WrongCount {
            typed: typed(),
            found: 24,
        },
        CommandError::TooLarge { typed: typed() },
        CommandError::BadSeparator { typed: typed() },
    ]
}

fn move_errors() -> Vec<MoveError> {
    vec![
        MoveError::NoSuchHeap {
            heap: WIDE,
            heaps: MAX_ROWS,
        },
        MoveError::EmptyHeap { heap: MAX_ROWS },
        MoveError::NotPositive { count: WIDE },
        MoveError::TooMany {
            heap: MAX_ROWS,
            count: -WIDE,
            holds: MAX_CHIPS,
        },
    ]
}

fn input_errors() -> Vec<InputError> {
    let mut errors: Vec<InputError> = command_errors().into_iter().map(Into::into).collect();
    errors.extend(move_errors().into_iter().map(InputError::from));
    errors.extend([
        InputError::NoHintInSetup,
        InputError::NothingToUndo,
        InputError::NotAsked,
        InputError::PassTooLate,
        InputError::GameOver,
    ]);
    for value in [WIDE, -1, 0, 1, 15, -WIDE] {
        errors.push(SetupError::Rows { value }.into());
        errors.push(
            SetupError::Chips {
                row: MAX_ROWS,
                value,
            }
            .into(),
        );
    }
    errors
}

pub(in crate::text) fn assert_fits(text: &str) {
    let columns = UnicodeWidthStr::width(text);
    assert!(columns <= 80, "{columns} columns: {text}");
    assert!(!text.chars().any(char::is_control), "{text:?}");
}

/// A refusal fits line 24 of the screen and, after plain mode's `error: `
/// prefix, a line of plain mode (or of clap's error on the command line).
fn assert_refusal_fits(text: &str) {
    assert_fits(text);
    assert_fits(&format!("error: {text}"));
}

#[test]
fn every_refusal_fits_line_24_at_every_question() {
    every_refusal_fits_line_24_at_every_question_for::<Rows>();
    every_refusal_fits_line_24_at_every_question_for::<Board>();
}

/// [`every_refusal_fits_line_24_at_every_question`], speaking of game `G`.
fn every_refusal_fits_line_24_at_every_question_for<G: Worded>() {
    let asked = [
        Prompt::Move(Side::Player2),
        Prompt::SetupRows,
        Prompt::SetupRow(MAX_ROWS),
        Prompt::GameOver,
    ];
    for lang in langs() {
        for error in input_errors() {
            for prompt in asked {
                assert_refusal_fits(&lang.input_error::<G>(&error, prompt));
                assert_refusal_fits(&lang.line_too_long::<G>(crate::io::lines::MAX_LINE, prompt));
            }
        }
        let layout = [
            LayoutError::RowCount(usize::MAX),
            LayoutError::Chips {
                row: MAX_ROWS,
                typed: TYPED.into(),
            },
            LayoutError::NotANumber {
                row: MAX_ROWS,
                typed: TYPED.into(),
            },
        ];
        // Refused on the command line as `error: --rows: ...`.
        for error in &layout {
            assert_refusal_fits(&format!("--rows: {}", lang.layout_error(error)));
        }
        // Printed after "nim analyze: " on stderr; ten million rows is
        // as far as anyone analyses.
        let (index, typed) = (10_000_000, || TYPED.to_string());
        let analyze = [
            RowError::NoRows,
            RowError::NotACount {
                index,
                typed: typed(),
            },
            RowError::Negative {
                index,
                typed: typed(),
            },
            RowError::TooLarge {
                index,
                typed: typed(),
            },
            RowError::MissingRow { index },
        ];
        for error in &analyze {
            assert_fits(&format!("nim analyze: {}", lang.analyze_error(error)));
        }
    }
}

#[test]
fn every_other_sentence_fits_a_line() {
    every_other_sentence_fits_a_line_for::<Rows>();
    every_other_sentence_fits_a_line_for::<Board>();
}

/// [`every_other_sentence_fits_a_line`], speaking of game `G`.
fn every_other_sentence_fits_a_line_for<G: Worded>() {
    let sides = [Side::You, Side::Computer, Side::Player1, Side::Player2];
    let growths = [
        NextGame::Same,
        NextGame::EveryRow,
        NextGame::SomeRows,
        NextGame::Full,
        NextGame::Dealt,
    ];
    for lang in langs() {
        let fixed = [
            lang.title::<G>(),
            lang.rule_take::<G>(),
            lang.rule_last::<G>(Rules::Normal),
            lang.rule_last::<G>(Rules::Misere),
            lang.help_move::<G>(),
            lang.help_commands::<G>(),
            lang.setup_title(),
            lang.setup_explain(),
            lang.setup_leave_plain(),
            lang.setup_leave_screen(),
            lang.goodbye(),
            lang.dealt(),
            lang.board_free(),
        ];
        for text in fixed {
            assert_fits(&text);
        }
        assert_fits(&lang.setup_rows_prompt());
        assert_fits(&lang.setup_row_prompt(MAX_ROWS));
        for side in sides {
            assert_fits(&lang.move_prompt(side));
            assert_fits(&lang.move_in_words::<G>(side, Move::new(MAX_ROWS - 1, MAX_CHIPS)));
            for growth in growths {
                assert_fits(&lang.victory::<G>(side, growth));
            }
        }
        let score = Score {
            entries: [(Side::Player1, 9_999), (Side::Player2, 9_999)],
        };
        assert_fits(&lang.score(&score));
        for sides in [[Side::You, Side::Computer], [Side::Player1, Side::Player2]] {
            assert_fits(&lang.board_sides(sides, ['●', '○']));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Whatever is typed, the refusal fits line 24 and plain mode's `error:`
    /// line in every language.
    #[test]
    fn refusals_of_any_line_fit(line in crate::game::session::command::fixture::typed_line()) {
        let position = crate::game::table::rows::Rows::new(crate::game::table::layout::Layout::default());
        let refused = match crate::game::session::command::parse_command(&line) {
            Err(error) => Some(InputError::from(error)),
            Ok(crate::game::session::command::Command::Move { heap, take }) => {
                position.check(heap, take).err().map(InputError::from)
            }
            Ok(_) => None,
        };
        if let Some(error) = refused {
            for lang in langs() {
                let asked = Prompt::Move(Side::You);
                for message in [
                    lang.input_error::<Rows>(&error, asked),
                    lang.input_error::<Board>(&error, asked),
                ] {
                    let plain = format!("error: {message}");
                    prop_assert!(UnicodeWidthStr::width(plain.as_str()) <= 80, "{}", plain);
                    prop_assert!(!message.chars().any(char::is_control));
                }
            }
        }
    }
}

/// Texts that share a line leave each other room: a prompt and its 16-column
/// field, the two labels of line 4.
#[test]
fn nothing_overlaps() {
    const FIELD: usize = 16;
    let w = |text: &str| UnicodeWidthStr::width(text);
    for lang in langs() {
        for side in [Side::You, Side::Player1, Side::Player2] {
            assert!(
                w(&lang.move_prompt(side)) + FIELD <= 80,
                "{lang:?} {side:?}"
            );
        }
        assert!(w(&lang.setup_rows_prompt()) + FIELD <= 80);
        assert!(w(&lang.setup_row_prompt(MAX_ROWS)) + FIELD <= 80);
        // Line 4: the rows' label from column 1, the counts' ending at 79.
        assert!(w(&lang.label_rows()) + 1 + w(&lang.label_chips()) <= 79);
        // Line 25 always has room for at least the short key help.
        assert!(w(&lang.key_help_short()) < 40);
    }
}

/// The teacher's sentences fit line 24; the parity line's words fit between
/// the row numbers and the count (columns 4-73).
#[test]
fn the_teachers_words_fit() {
    the_teachers_words_fit_for::<Rows>();
    the_teachers_words_fit_for::<Board>();
}

/// [`the_teachers_words_fit`], speaking of game `G`.
fn the_teachers_words_fit_for<G: Worded>() {
    use crate::game::session::{Left, Own};
    use crate::game::theory::strategy::{Assessment, Hint, Level, Summary, Why};
    let mv = Move::new(MAX_ROWS - 1, MAX_CHIPS);
    for lang in langs() {
        for why in [Why::NimSumZero, Why::OddSingles] {
            assert_fits(&lang.hint::<G>(Hint::Win { mv, why }));
        }
        assert_fits(&lang.hint::<G>(Hint::Wait(mv)));
        let missed = Assessment::MissedWin {
            better: mv,
            odd: Some(32),
            worth: None,
        };
        for (assessment, left) in [
            (Assessment::KeptWin, None),
            (missed, Some(Left::Instead(mv))),
            (missed, Some(Left::Odd(32))),
            (missed, Some(Left::EvenSingles)),
            (Assessment::NoWinToMiss, None),
        ] {
            for side in [Side::You, Side::Player2] {
                let own = Own {
                    side,
                    mv,
                    assessment,
                    left,
                };
                assert_fits(&lang.own_move::<G>(&own, None));
            }
        }
        for n in [1, 2, 5, 21, 100] {
            assert_fits(&lang.undone(n));
        }
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let score = Score {
                entries: [(Side::You, 99), (Side::Computer, 99)],
            };
            assert_fits(&lang.score_and_level(&lang.score(&score), level));
        }
        let summaries = [
            Summary::of(&[MAX_CHIPS; MAX_ROWS]),
            Summary::of(&[MAX_CHIPS, 1]),
            Summary::of(&[1; MAX_ROWS]),
            Summary::of(&[1; MAX_ROWS - 1]),
        ];
        for summary in summaries {
            for rules in [Rules::Normal, Rules::Misere] {
                for mover in [Mover::You, Mover::Anyone, Mover::Nobody] {
                    // The board's centred line, and the dense field's from
                    // column 4 to the digits at 75.
                    let words = lang.parity_meaning(summary, rules, mover);
                    assert!(UnicodeWidthStr::width(words.as_str()) <= 70, "{words}");
                    // Beside the chips: from column 22 to 80.
                    let words = lang.sum_line(summary, rules, mover);
                    assert!(UnicodeWidthStr::width(words.as_str()) <= 59, "{words}");
                }
            }
        }
    }
}

mod cli;
