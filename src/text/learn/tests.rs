//! The lessons' words in every language: every lesson has a title and a
//! text of two to five lines that fit the screen's 80 columns, and every
//! puzzle's reason is worded from its position.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::game::learn::{Answer, GapsError, Lesson, PuzzleCode, judge, puzzle};
use crate::text::help::Refusal;
use crate::text::learn::*;
use crate::text::width::width;

fn langs() -> impl Iterator<Item = Lang> {
    Lang::codes()
        .filter_map(Lang::from_code)
        .flat_map(|lang| [lang, lang.in_ascii(true)])
}

#[test]
fn every_lesson_has_a_title_and_a_short_text_that_fits() {
    for lang in langs() {
        for lesson in Lesson::ALL {
            let title = lang.lesson_title(lesson);
            assert!(!title.is_empty() && width(&title) <= 70, "{title}");
            let text = lang.lesson_text(lesson);
            assert!((2..=5).contains(&text.len()), "{lesson:?} {text:?}");
            for line in text {
                assert!(width(&line) <= 80, "{} columns: {line}", width(&line));
            }
        }
    }
}

#[test]
fn titles_differ_from_lesson_to_lesson() {
    for lang in langs() {
        let mut titles: Vec<String> = Lesson::ALL.map(|l| lang.lesson_title(l)).to_vec();
        titles.sort();
        titles.dedup();
        assert_eq!(titles.len(), Lesson::ALL.len());
    }
}

#[test]
fn every_reason_names_its_position_in_every_language() {
    for lesson in Lesson::ALL {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for streak in [0, 2, 1, 0, 2, 1] {
            let p = puzzle(lesson, streak, &mut rng);
            let reason = judge(&p, Answer::Wins(true)).reason;
            for lang in langs() {
                let words = lang.puzzle_reason(&p, &reason);
                assert!(words.contains(&written(&reason.lost)), "{words}");
                assert!(!words.contains('{') && !words.contains("learn-"), "{words}");
                let question = lang.puzzle_question(&p);
                assert!(width(&question) < 60, "{question}");
                for line in lang.puzzle_setting(&p) {
                    assert!(width(&line) <= 80, "{line}");
                }
            }
        }
    }
}

#[test]
fn reasons_show_the_lens_numbers() {
    let en = Lang::ENGLISH;
    assert_eq!(written(&[1, 0, 3]), "1 0 3");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let p = std::iter::repeat_with(|| puzzle(Lesson::OneRow, 0, &mut rng))
        .find(|p| p.position.heaps == [3])
        .unwrap();
    let reason = judge(&p, Answer::Wins(true)).reason;
    assert_eq!(
        en.puzzle_reason(&p, &reason),
        "Taking 3 from row 1 leaves 0. Nothing is left: the last chip is taken."
    );
}

#[test]
fn yes_and_no_in_every_language() {
    for lang in langs() {
        for typed in ["y", "Y", "yes", " YES "] {
            assert_eq!(lang.yes_no(typed), Some(true));
        }
        for typed in ["n", "No", "NO"] {
            assert_eq!(lang.yes_no(typed), Some(false));
        }
        for typed in ["", "2 3", "maybe", "yy"] {
            assert_eq!(lang.yes_no(typed), None);
        }
    }
    assert_eq!(Lang::ENGLISH.yes_no("Да"), Some(true));
    assert_eq!(Lang::ENGLISH.yes_no("否"), Some(false));
}

#[test]
fn streaks_passes_and_the_end_are_worded() {
    for lang in langs() {
        for step in [
            Advance::Streak(0),
            Advance::Streak(1),
            Advance::Streak(2),
            Advance::Passed {
                next: Lesson::Pairs,
            },
            Advance::Finished,
        ] {
            let words = lang.learn_step(step, Lesson::OneTwoThree);
            assert!(!words.is_empty() && !words.contains('{'), "{words}");
        }
    }
}

#[test]
fn the_help_and_the_refusals_fit_80_columns() {
    let code = PuzzleCode {
        lesson: Lesson::Sums,
        level: 2,
        seed: (1 << 24) - 1,
    };
    for lang in langs() {
        let texts = [
            lang.cli_refusal(Refusal::LessonRange {
                typed: "12345678901234567890",
            }),
            lang.cli_refusal(Refusal::DailyOrSeed),
            lang.learn_keys(),
            lang.learn_not_here(),
            lang.learn_not_yes_no("12345678901234567890"),
            lang.learn_resume(Lesson::Sums, 2),
            lang.puzzle_daily("2026-11-23", code, true),
            lang.puzzle_daily("2026-11-23", code, false),
            lang.puzzle_code(code),
            lang.puzzle_chosen("63 63 63 63 63 63 63 63 63 63 63 63 63 63", None),
            lang.puzzle_chosen(
                "63 63 63 63 63 63 63 63 63 63 63 63 63 63",
                Some("ZZZZZZZZZZZZZZZZZZZZ"),
            ),
            lang.puzzle_chosen("3 4 5", Some("ZZZZZZZZZ")),
            lang.cli_refusal(Refusal::PuzzleOne),
            lang.cli_refusal(Refusal::PuzzleCode {
                typed: "12345678901234567890",
            }),
            lang.cli_refusal(Refusal::PuzzleNeedsRows { flag: "--misere" }),
            lang.cli_refusal(Refusal::CountRange {
                typed: "12345678901234567890",
            }),
            lang.cli_refusal(Refusal::Gaps {
                typed: "12345678901234567890",
                error: None,
            }),
            lang.cli_refusal(Refusal::Gaps {
                typed: "",
                error: Some(GapsError::Count(14)),
            }),
            lang.cli_refusal(Refusal::Gaps {
                typed: "",
                error: Some(GapsError::Gap { column: 8, gap: 63 }),
            }),
            lang.cli_refusal(Refusal::Gaps {
                typed: "",
                error: Some(GapsError::NoMove),
            }),
            lang.puzzle_goodbye(),
            lang.learn_no_store(),
            lang.learn_screen_verdict(true, ""),
            lang.learn_screen_verdict(false, "yes"),
            lang.learn_screen_verdict(false, "no"),
            lang.learn_screen_verdict(false, "14 63"),
            lang.learn_screen_next(true),
            lang.learn_screen_next(false),
        ];
        for text in texts {
            for line in text.lines() {
                assert!(width(line) <= 80, "{} columns: {line}", width(line));
            }
        }
    }
}
