//! Lines are broken where the Unicode rules allow and never inside a
//! position, a move or a number, in every language: the reasons of any
//! chosen position and synthetic sentences alike, at any width.

use proptest::prelude::*;
use unicode_linebreak::{BreakClass, break_property};

use super::width::langs;
use crate::game::learn::{Answer, Lesson, Question, chosen, judge, puzzle, refute, rows_position};
use crate::game::theory::rule::RowRules;
use crate::text::Lang;
use crate::text::width::{width, wrap};

/// Each run of numbers joined by single spaces or `+` in `text`: the
/// positions, moves and numbers a sentence speaks of.
fn units(text: &str) -> Vec<String> {
    let mut units = Vec::new();
    let mut unit = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (at, &c) in chars.iter().enumerate() {
        let joins = (c == ' ' || c == '+')
            && unit.ends_with(|d: char| d.is_ascii_digit())
            && chars.get(at + 1).is_some_and(char::is_ascii_digit);
        if c.is_ascii_digit() || joins {
            unit.push(c);
        } else if !unit.is_empty() {
            units.push(std::mem::take(&mut unit));
        }
    }
    if !unit.is_empty() {
        units.push(unit);
    }
    units
}

/// A character no line may start with: closing punctuation, a full stop,
/// a colon, a comma (the classes that forbid a break before them).
fn closing(c: char) -> bool {
    matches!(
        break_property(u32::from(c)),
        BreakClass::ClosePunctuation
            | BreakClass::CloseParenthesis
            | BreakClass::Exclamation
            | BreakClass::InfixSeparator
            | BreakClass::NonStarter
    )
}

/// The property: every line fits, none starts with closing punctuation,
/// each unit that fits a line is on one line, and no character is lost.
fn assert_wrapped_well(text: &str, columns: usize) {
    let lines = wrap(text, columns);
    for line in &lines {
        assert!(width(line) <= columns, "{line:?} is wider than {columns}");
        let first = line.chars().next().expect("no empty line");
        assert!(
            !closing(first),
            "{line:?} starts with {first:?}: {lines:#?}"
        );
    }
    let joined: String = lines.concat();
    for unit in units(text) {
        if width(&unit) <= columns {
            let whole = lines.iter().filter(|line| line.contains(&unit)).count();
            let counted = units(text).iter().filter(|u| **u == unit).count();
            let pieces = lines.iter().map(|line| units(line)).collect::<Vec<_>>();
            let found = pieces.iter().flatten().filter(|u| **u == unit).count();
            assert!(whole > 0 && found >= counted, "{unit:?} is cut: {lines:#?}");
        }
    }
    assert_eq!(
        joined.replace(' ', ""),
        text.replace(['\n', ' '], ""),
        "a character is lost"
    );
}

/// The reasons and refutations of the puzzle of `heaps` in every language.
fn sentences(heaps: Vec<u32>, misere: bool) -> Vec<String> {
    let puzzle = chosen(rows_position(heaps, &RowRules::default(), misere));
    let mut said = Vec::new();
    let answers: Vec<Answer> = match puzzle.question {
        Question::Move => (puzzle.position.moves().into_iter().take(6))
            .map(Answer::Move)
            .collect(),
        Question::Wins => vec![Answer::Wins(true), Answer::Wins(false)],
    };
    for lang in langs() {
        for &answer in &answers {
            let judged = judge(&puzzle, answer);
            said.push(lang.puzzle_reason(&puzzle, &judged.reason));
            if let Some(refuted) = refute(&puzzle, answer) {
                said.push(lang.refutation(&puzzle, &refuted));
            }
        }
    }
    said
}

#[test]
fn the_learners_chinese_key_keeps_its_positions_and_its_full_stop() {
    let zh = Lang::from_code("zh").unwrap();
    // The answer key's entry 4 of sheet 4242: `1 4 1 4` was cut before its
    // colon, and the last line was a lone `。`.
    for heaps in [vec![1, 4, 1, 4], vec![9, 3, 10], vec![4, 4]] {
        let puzzle = chosen(rows_position(heaps, &RowRules::default(), false));
        let reason = judge(&puzzle, Answer::Wins(false)).reason;
        let said = zh.puzzle_reason(&puzzle, &reason);
        for columns in [40, 60, 77, 80] {
            assert_wrapped_well(&said, columns);
        }
    }
    let lines = wrap(
        "从第 1 行拿 1 枚，剩下 0 1；接着我从第 2 行拿 1 枚，剩下 0 0。已经一枚不剩：最后一枚已被拿走。",
        64,
    );
    assert!(
        lines
            .iter()
            .all(|l| !l.starts_with('。') && !l.starts_with("0。")),
        "{lines:#?}"
    );
    assert!(lines.iter().any(|l| l.contains("剩下 0 0。")), "{lines:#?}");
}

#[test]
fn english_and_russian_keep_positions_whole() {
    let text = "Taking 2 from row 1 leaves 14 0 0 14. Two equal rows of 14: whatever is taken from one, the other player takes as many.";
    for columns in 20..=80 {
        assert_wrapped_well(text, columns);
    }
    let lines = wrap(
        "Ход 2 1 плох: остаётся 9 3 10. Разложите ряды на степени двойки.",
        30,
    );
    assert!(lines.iter().any(|l| l.contains("9 3 10.")), "{lines:#?}");
    // A split row is one unit by the rules themselves.
    let lines = wrap("leaves 3+3 and 5+1+1, worth 0", 14);
    assert!(lines.iter().any(|l| l.contains("3+3")), "{lines:#?}");
    assert!(lines.iter().any(|l| l.contains("5+1+1,")), "{lines:#?}");
}

#[test]
fn a_unit_wider_than_the_line_is_cut_at_its_spaces_then_anywhere() {
    let lines = wrap("rows 10 20 30 40 50 60 70", 12);
    assert!(lines.iter().all(|l| width(l) <= 12), "{lines:#?}");
    assert_eq!(lines.join(" "), "rows 10 20 30 40 50 60 70");
    let lines = wrap("12345678901234567890", 8);
    assert_eq!(lines, ["12345678", "90123456", "7890"]);
    assert_eq!(wrap("", 80), Vec::<String>::new());
    assert_eq!(wrap("one\ntwo", 80), ["one", "two"]);
}

fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z]{1,9}[.,:;]?",
        "[а-я]{1,9}[.,:;]?",
        "[\u{4e00}-\u{4e80}]{1,6}[，。：；]?",
        prop::collection::vec(0u32..100_000, 1..6).prop_map(|rows| {
            rows.iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        }),
        prop::collection::vec(1u32..30, 2..5).prop_map(|groups| {
            groups
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join("+")
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_sentence_keeps_its_units(words in prop::collection::vec(word(), 1..30), columns in 16usize..=80) {
        // Numbers stand apart from the words around them by a space, as
        // the catalogues write them; two positions side by side would be one.
        let mut text = String::new();
        let mut last_numeric = false;
        for word in &words {
            let numeric = word.starts_with(|c: char| c.is_ascii_digit());
            if !text.is_empty() {
                text.push_str(if numeric && last_numeric { " and " } else { " " });
            }
            text.push_str(word);
            last_numeric = word.ends_with(|c: char| c.is_ascii_digit());
        }
        assert_wrapped_well(&text, columns);
    }

    #[test]
    fn every_reason_keeps_its_positions(heaps in prop::collection::vec(0u32..64, 1..7), misere: bool, columns in 40usize..=80) {
        prop_assume!(heaps.iter().any(|&h| h > 0));
        for said in sentences(heaps, misere) {
            assert_wrapped_well(&said, columns);
        }
    }
}

#[test]
fn every_lessons_reasons_keep_their_positions() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(35);
    for lesson in Lesson::ALL {
        for streak in [0, 1, 2] {
            let p = puzzle(lesson, streak, &mut rng);
            let judged = judge(&p, Answer::Wins(!p.position.wins()));
            for lang in langs() {
                let said = lang.puzzle_reason(&p, &judged.reason);
                for columns in [60, 77, 80] {
                    assert_wrapped_well(&said, columns);
                }
            }
        }
    }
}

/// A flag, an option's dashes and a hyphenated value are words: the rules
/// allow a break after a hyphen, which would leave `--` at a line's end
/// and `rows` at the next's start.
#[test]
fn a_flag_is_never_cut_after_its_dashes() {
    for columns in 8..40 {
        let text = "give the rows with --rows 3,4,5 or --rule take:3 as in nim puzzle --rows";
        for line in wrap(text, columns) {
            assert!(!line.ends_with('-'), "{columns}: {line:?}");
        }
    }
}
