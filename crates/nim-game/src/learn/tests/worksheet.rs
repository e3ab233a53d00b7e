//! Every worksheet's answer key checked against the game-tree search, for
//! many seeds and every lesson: a key's move is legal and leaves a lost
//! position, a key's verdict is the truth.

use super::oracle::Oracle;
use crate::learn::*;

/// Sheets of every lesson and of the mix, for `seeds` seeds.
fn sheets(seeds: u64) -> impl Iterator<Item = Worksheet> {
    let lessons = std::iter::once(None).chain(Lesson::ALL.map(Some));
    lessons.flat_map(move |lesson| (0..seeds).map(move |seed| Worksheet::new(lesson, 8, seed)))
}

#[test]
fn every_answer_key_is_true_by_the_game_tree() {
    let mut oracle = Oracle::default();
    let mut checked = 0;
    let mut several = 0;
    for sheet in sheets(12) {
        assert_eq!(sheet.entries.len(), 8);
        for entry in &sheet.entries {
            let position = &entry.puzzle.position;
            let key = &entry.key;
            assert!(key.right, "{entry:?}");
            assert_eq!(entry.code.puzzle(), entry.puzzle);
            match (entry.puzzle.question, key.answer) {
                (Question::Move, Answer::Move(mv)) => {
                    assert!(oracle.moves(position).contains(&mv), "{entry:?}");
                    assert!(oracle.wins_by(position, mv), "{entry:?}");
                    assert_eq!(key.reason.mv, Some(mv));
                    // Every winning move is on the key, and only those.
                    let winning: Vec<_> = (oracle.moves(position).into_iter())
                        .filter(|&m| oracle.wins_by(position, m))
                        .collect();
                    assert_eq!(entry.moves.len(), winning.len(), "{entry:?}");
                    assert!(winning.iter().all(|m| entry.moves.contains(m)), "{entry:?}");
                    several += usize::from(winning.len() > 1);
                }
                (Question::Wins, Answer::Wins(wins)) => {
                    assert_eq!(wins, oracle.wins(position), "{entry:?}");
                }
                other => panic!("{other:?} answers nothing: {entry:?}"),
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 10 * 12 * 8);
    // The key gave one move where two or three won (33. on 3 7 6).
    assert!(several > 0);
}

#[test]
fn a_sheet_is_its_seed_and_a_mixed_one_climbs_the_ladder() {
    let sheet = Worksheet::new(None, 6, 7);
    assert_eq!(sheet, Worksheet::new(None, 6, 7));
    assert_ne!(sheet, Worksheet::new(None, 6, 8));
    let lessons: Vec<u32> = (sheet.entries.iter())
        .map(|e| e.puzzle.lesson.number())
        .collect();
    assert_eq!(lessons, [1, 2, 3, 4, 5, 6]);
    let binary = Worksheet::new(Some(Lesson::Binary), 6, 7);
    assert!(
        binary
            .entries
            .iter()
            .all(|e| e.puzzle.lesson == Lesson::Binary)
    );
    // Growth climbs down the sheet.
    let growth: Vec<u32> = (binary.entries.iter())
        .map(|e| match &e.code {
            AnyCode::Drawn(code) => code.level,
            AnyCode::Chosen(_) => panic!("a drawn sheet"),
        })
        .collect();
    assert_eq!(growth, [0, 0, 1, 1, 2, 2]);
}

#[test]
fn a_sheet_holds_no_position_twice_where_its_lesson_has_enough() {
    for seed in 0..20 {
        let sheet = Worksheet::new(Some(Lesson::Binary), MAX_COUNT, seed);
        let positions: Vec<&Position> = sheet.entries.iter().map(|e| &e.puzzle.position).collect();
        for (at, position) in positions.iter().enumerate() {
            assert!(
                !positions[..at].contains(position),
                "seed {seed}: {position:?}"
            );
        }
    }
}

/// No sheet sets a position twice (a 40-puzzle sheet of lesson 1 set a
/// row of 1 chip eight times): a growth with none left gives a bigger
/// puzzle of the lesson, and a lesson with none left ends the sheet, which
/// then holds fewer than asked. Lesson 1 has twelve: rows of 1 to 12.
#[test]
fn no_sheet_sets_a_position_twice() {
    let lessons = std::iter::once(None).chain(Lesson::ALL.map(Some));
    for lesson in lessons {
        for seed in 0..20 {
            let sheet = Worksheet::new(lesson, MAX_COUNT, seed);
            let positions: Vec<&Position> =
                sheet.entries.iter().map(|e| &e.puzzle.position).collect();
            for (at, position) in positions.iter().enumerate() {
                assert!(
                    !positions[..at].contains(position),
                    "{lesson:?} {seed}: {position:?}"
                );
            }
            assert_eq!(sheet.count, MAX_COUNT);
            let held = sheet.entries.len();
            match lesson {
                Some(Lesson::OneRow) => assert_eq!(held, 12, "seed {seed}"),
                _ => assert!(held >= 30, "{lesson:?} {seed}: {held}"),
            }
        }
    }
}

/// A sheet of chosen puzzles holds them, in order, each named by a code
/// that opens it again.
#[test]
fn a_chosen_sheet_holds_its_puzzles_in_order() {
    let position = rows_position(
        vec![3, 7, 6],
        &crate::theory::rule::RowRules::default(),
        false,
    );
    let chosen = AnyCode::Chosen(PositionCode::of(&position).unwrap());
    let drawn: AnyCode = "DBKVF4".parse().unwrap();
    let sheet = Worksheet::chosen(vec![chosen.clone(), drawn.clone()], 9);
    assert!(sheet.chosen);
    assert_eq!(sheet.entries[0].puzzle.position, position);
    assert_eq!(
        sheet.entries[0].code.to_string().parse::<AnyCode>(),
        Ok(chosen)
    );
    assert_eq!(sheet.entries[1].puzzle, drawn.puzzle());
    // 3 7 6: three moves win, and the key has them all.
    assert_eq!(sheet.entries[0].moves.len(), 3);
}
