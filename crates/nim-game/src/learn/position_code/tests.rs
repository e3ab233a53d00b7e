use proptest::prelude::*;

use super::*;
use crate::learn::{AnyCode, rows_position};
use crate::theory::rule::RowRules;

/// The rules a teacher may give a row: named, `take:K`, subtraction sets
/// and octal codes.
fn rule() -> impl Strategy<Value = Rule> {
    prop_oneof![
        Just("nim".to_string()),
        Just("kayles".to_string()),
        Just("dawson".to_string()),
        (1u32..100).prop_map(|k| format!("take:{k}")),
        prop::collection::vec(1u32..40, 1..5).prop_map(|a| {
            let a: Vec<String> = a.iter().map(u32::to_string).collect();
            format!("sub:{}", a.join(","))
        }),
        "0\\.[0-7]{1,4}[137]",
    ]
    .prop_filter_map("a rule", |text| Rule::parse(&text).ok())
}

fn rows() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::vec(1..=MAX_CHIPS, MIN_ROWS..=MAX_ROWS)
}

/// Any position `nim puzzle --rows` sets: rows of nim or misère, rows under
/// rules, or the board's gaps.
fn chosen_position() -> impl Strategy<Value = Position> {
    prop_oneof![
        (rows(), any::<bool>()).prop_map(|(heaps, misere)| rows_position(
            heaps,
            &RowRules::default(),
            misere
        )),
        rows().prop_flat_map(|heaps| {
            let n = heaps.len();
            (Just(heaps), prop::collection::vec(rule(), n))
                .prop_map(|(heaps, rules)| rows_position(heaps, &RowRules::Each(rules), false))
        }),
        prop::collection::vec(0u32..=6, 8).prop_filter_map("a board", |gaps| board_of_gaps(&gaps)
            .ok()
            .map(Position::board)),
    ]
    .prop_filter("a move to make", |p| !p.moves().is_empty())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_chosen_position_reads_back_from_its_code(position in chosen_position()) {
        let code = PositionCode::of(&position).expect("a code");
        let written = code.to_string();
        prop_assert!(written.len() > crate::learn::CODE_LEN, "{written}");
        let read: PositionCode = written.parse().unwrap();
        prop_assert_eq!(&read.position, &position);
        // Read as it is heard, and among codes of either form.
        let heard = written.to_lowercase().replace('0', "o").replace('1', "l");
        let any: AnyCode = heard.parse().unwrap();
        prop_assert_eq!(any, AnyCode::Chosen(code));
    }

    #[test]
    fn a_character_mistyped_or_two_swapped_open_no_other_position(
        position in chosen_position(),
        at in any::<prop::sample::Index>(),
        by in 1u32..32,
    ) {
        let written = PositionCode::of(&position).unwrap().to_string();
        let mut digits: Vec<u32> = written.chars().map(|c| digit_value(c).unwrap()).collect();
        let i = at.index(digits.len());
        let mut changed = digits.clone();
        changed[i] = (changed[i] + by) % 32;
        let text: String = changed.iter().map(|&d| digit_of(d)).collect();
        prop_assert!(text.parse::<PositionCode>().is_err(), "{written} -> {text}");
        let j = (i + 1) % digits.len();
        if digits[i] != digits[j] {
            digits.swap(i, j);
            let text: String = digits.iter().map(|&d| digit_of(d)).collect();
            prop_assert!(text.parse::<PositionCode>().is_err(), "{written} -> {text}");
        }
    }
}

#[test]
fn a_lessons_code_keeps_its_meaning_and_a_short_position_is_seven_long() {
    let position = rows_position(vec![1, 2], &RowRules::default(), false);
    let code = PositionCode::of(&position).unwrap().to_string();
    assert_eq!(code.len(), 7, "{code}");
    let lesson: AnyCode = "DBKVF4".parse().unwrap();
    assert!(matches!(lesson, AnyCode::Drawn(_)));
}

#[test]
fn what_no_teacher_could_choose_has_no_code() {
    // One row, or a row of 64: `--rows` refuses them.
    assert_eq!(
        PositionCode::of(&rows_position(vec![5], &RowRules::default(), false)),
        None
    );
    assert_eq!(
        PositionCode::of(&rows_position(vec![64, 1], &RowRules::default(), false)),
        None
    );
    assert!("0000000".parse::<PositionCode>().is_err());
}
