//! The printed sheet: every line within 80 columns in every language, for
//! several seeds and lessons; the same seed the same sheet; the answer key
//! after a form feed, an entry for each puzzle.

use super::{again, lines};
use crate::game::learn::{Lesson, Worksheet};
use crate::text::Lang;
use crate::text::width::width;

fn langs() -> impl Iterator<Item = Lang> {
    Lang::codes().filter_map(Lang::from_code)
}

#[test]
fn every_line_fits_80_columns_in_every_language() {
    let lessons = std::iter::once(None).chain(Lesson::ALL.map(Some));
    for lesson in lessons {
        for seed in 0..4 {
            let sheet = Worksheet::new(lesson, 8, seed * 7919);
            for lang in langs() {
                for ascii in [false, true] {
                    for line in lines(&sheet, lang.in_ascii(ascii), ascii) {
                        let line = line.trim_start_matches('\u{c}');
                        assert!(width(line) <= 80, "{lesson:?} {seed} {lang:?}: {line}");
                    }
                }
            }
        }
    }
}

/// A sheet of the widest chosen positions (14 rows, rules by row, long
/// codes), and one of lesson 1 with fewer puzzles than asked, fit too.
#[test]
fn chosen_and_short_sheets_fit_80_columns_in_every_language() {
    use crate::game::learn::{AnyCode, PositionCode, rows_position};
    use crate::game::theory::rule::{RowRules, Rule};
    let wide = rows_position(vec![63; 14], &RowRules::default(), true);
    let rules = RowRules::Each(
        ["sub:1,3,4,7,11", "kayles", "0.137", "take:99"]
            .map(|r| Rule::parse(r).unwrap())
            .to_vec(),
    );
    let ruled = rows_position(vec![61, 62, 63, 60], &rules, false);
    let codes: Vec<AnyCode> = [wide, ruled]
        .iter()
        .map(|p| AnyCode::Chosen(PositionCode::of(p).unwrap()))
        .collect();
    let sheets = [
        Worksheet::chosen([codes.clone(), codes].concat(), u64::MAX),
        Worksheet::new(Some(Lesson::OneRow), 40, 5),
    ];
    for sheet in sheets {
        for lang in langs() {
            for line in lines(&sheet, lang, false) {
                let line = line.trim_start_matches('\u{c}');
                assert!(width(line) <= 80, "{lang:?}: {line}");
            }
        }
    }
}

#[test]
fn the_same_seed_prints_the_same_sheet_and_another_another() {
    let lang = Lang::from_code("en").unwrap();
    let sheet = |seed| lines(&Worksheet::new(None, 6, seed), lang, false);
    assert_eq!(sheet(11), sheet(11));
    assert_ne!(sheet(11), sheet(12));
}

#[test]
fn the_key_follows_a_form_feed_with_an_entry_for_each_puzzle() {
    let lang = Lang::from_code("en").unwrap();
    let sheet = Worksheet::new(Some(Lesson::Binary), 5, 3);
    let printed = lines(&sheet, lang, false);
    let key = printed.iter().position(|l| l.starts_with('\u{c}')).unwrap();
    assert_eq!(printed.iter().filter(|l| l.contains('\u{c}')).count(), 1);
    for (at, entry) in sheet.entries.iter().enumerate() {
        let code = entry.code.to_string();
        let heading = format!("{}. Puzzle {code}, lesson 6", at + 1);
        assert!(
            printed[..key].iter().any(|l| l.starts_with(&heading)),
            "{heading}"
        );
        let answer = format!("{}. {code}: ", at + 1);
        assert!(
            printed[key..].iter().any(|l| l.starts_with(&answer)),
            "{answer}"
        );
    }
    assert!(printed[0].contains("lesson 6"), "{}", printed[0]);
    assert_eq!(again(&sheet), "nim worksheet --lesson 6 --count 5 --seed 3");
    assert!(printed[1].contains(&again(&sheet)), "{}", printed[1]);
}

#[test]
fn a_board_puzzle_is_drawn_as_nim_board_draws_it() {
    let lang = Lang::from_code("en").unwrap();
    let sheet = Worksheet::new(Some(Lesson::Board), 1, 5);
    let printed = lines(&sheet, lang, false);
    let top = printed
        .iter()
        .position(|l| l.trim_start().starts_with("A "))
        .unwrap();
    assert_eq!(printed[top - 1].trim(), "1  2  3  4  5  6  7  8");
    for (cell, line) in printed[top..top + 8].iter().enumerate() {
        let mark = char::from(b'A' + cell as u8);
        assert_eq!(line.chars().nth(26), Some(mark), "{line}");
        assert_eq!(line.chars().nth(53), Some(mark), "{line}");
    }
    let gaps = &printed[top + 8];
    assert!(gaps.trim_start().starts_with("free"), "{gaps}");
    let sides = printed
        .iter()
        .any(|l| l.contains("black ●") && l.contains("red ○"));
    assert!(sides, "{printed:#?}");
}

/// Rows past 25 chips print as the screen's dense field does, and in
/// groups of five while the longest fits: 23-26 chips run together could
/// not be counted on paper. A row too long for groups runs on, its count
/// at the end as ever.
#[test]
fn long_rows_print_in_groups_of_five() {
    use super::{Glyphs, rows_lines};
    let glyphs: Glyphs = super::glyphs(true);
    let lines = rows_lines(&[26, 7], glyphs);
    assert_eq!(
        lines[0],
        format!("   1   {} o{}26", ["ooooo"; 5].join(" "), " ".repeat(33))
    );
    assert_eq!(lines[1], format!("   2   ooooo oo{}7", " ".repeat(57)));
    for line in &lines {
        assert_eq!(width(line), 73, "{line}");
    }
    let long = rows_lines(&[63, 1], glyphs);
    assert_eq!(long[0], format!("   1   {} 63", "o".repeat(63)));
    // The book's field up to 25 chips, two columns a chip.
    let sparse = rows_lines(&[25], glyphs);
    assert_eq!(
        sparse[0],
        format!("   1{}{} 25", " ".repeat(17), ["o"; 25].join(" "))
    );
}
