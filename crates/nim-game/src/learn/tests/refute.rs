//! Every wrong answer's refutation checked by the game-tree search: the
//! reply wins against the move it answers, and the lens is the lost
//! position's.

use super::every_puzzle;
use super::oracle::{Oracle, after};
use crate::learn::*;
use crate::theory::strategy::Rules;

#[test]
fn every_wrong_move_is_refuted_by_a_winning_reply() {
    let mut oracle = Oracle::default();
    let mut refuted = 0;
    for puzzle in every_puzzle(25).filter(|p| p.question == Question::Move) {
        let position = &puzzle.position;
        for mv in oracle.moves(position) {
            let refutation = refute(&puzzle, Answer::Move(mv));
            if oracle.wins_by(position, mv) {
                assert_eq!(refutation, None, "a right move is not refuted");
                continue;
            }
            let r = refutation.unwrap_or_else(|| panic!("{mv:?} in {puzzle:?} unrefuted"));
            assert!(r.own && r.tried == mv);
            if !matches!(position.play, Play::Ruled(_)) {
                assert_eq!(r.left, after(&position.heaps, mv));
            }
            match r.reply {
                Some(reply) => {
                    assert!(
                        oracle.reply_wins(position, mv, reply),
                        "{r:?} in {puzzle:?}"
                    );
                    refuted += 1;
                }
                None => {
                    // Only a misère move that took the last chip.
                    assert_eq!(position.rules(), Rules::Misere, "{puzzle:?}");
                    assert!(r.left.iter().all(|&c| c == 0));
                }
            }
        }
    }
    assert!(refuted > 1000, "{refuted}");
}

#[test]
fn a_wrong_yes_is_refuted_through_a_try_and_a_wrong_no_is_not() {
    let mut oracle = Oracle::default();
    for puzzle in every_puzzle(20) {
        let position = &puzzle.position;
        let puzzle = Puzzle {
            question: Question::Wins,
            ..puzzle.clone()
        };
        let wins = oracle.wins(position);
        assert_eq!(refute(&puzzle, Answer::Wins(wins)), None);
        let wrong = refute(&puzzle, Answer::Wins(!wins));
        if wins {
            assert_eq!(wrong, None, "a wrong no: the winning move is the answer");
            continue;
        }
        let r = wrong.unwrap_or_else(|| panic!("{puzzle:?}"));
        assert!(!r.own);
        assert!(oracle.moves(position).contains(&r.tried));
        let most = position.heaps.iter().max().copied();
        assert_eq!(
            Some(position.heaps[r.tried.heap]),
            most,
            "from a biggest row"
        );
        match r.reply {
            Some(reply) => assert!(oracle.reply_wins(position, r.tried, reply), "{r:?}"),
            None => assert_eq!(position.rules(), Rules::Misere),
        }
    }
}

/// The lost position is told in the lesson's terms: the copy in lesson 2,
/// 1 2 3 or a copy in lesson 3, pairs in lesson 4, never binary before
/// lesson 6.
#[test]
fn refutations_speak_the_lessons_terms() {
    let mut oracle = Oracle::default();
    for puzzle in every_puzzle(20).filter(|p| p.question == Question::Move) {
        for mv in oracle.moves(&puzzle.position) {
            let Some(r) = refute(&puzzle, Answer::Move(mv)) else {
                continue;
            };
            let fits = match puzzle.lesson {
                Lesson::OneRow => r.lens == Lens::LastChip,
                Lesson::TwoRows => matches!(r.lens, Lens::LastChip | Lens::Copy { .. }),
                Lesson::OneTwoThree => {
                    matches!(r.lens, Lens::Copy { .. } | Lens::OneTwoThree)
                }
                // Lesson 4 never splits a row into powers (lesson 5's idea).
                Lesson::Pairs => !matches!(r.lens, Lens::NimSum { .. } | Lens::Powers { .. }),
                Lesson::Powers => !matches!(r.lens, Lens::NimSum { .. }),
                Lesson::Misere => {
                    matches!(r.lens, Lens::MisereSingles { .. } | Lens::MisereSum { .. })
                }
                Lesson::Board => matches!(r.lens, Lens::Gaps { .. }),
                Lesson::Sums => matches!(r.lens, Lens::Grundy { .. }),
                Lesson::Binary => true,
            };
            assert!(fits, "{r:?} in {puzzle:?}");
        }
    }
}

/// Lesson 4 never splits a row: each puzzle's winning move leaves rows in
/// equal pairs (or two equal rows, or nothing), every row a power of two.
#[test]
fn lesson_four_pairs_rows_and_never_splits_one() {
    for puzzle in every_puzzle(60).filter(|p| p.lesson == Lesson::Pairs) {
        let reason = judge(&puzzle, Answer::Wins(true)).reason;
        assert!(
            matches!(
                reason.lens,
                Lens::Pairs { .. } | Lens::Copy { .. } | Lens::LastChip
            ),
            "{reason:?} in {puzzle:?}"
        );
        assert!(reason.lost.iter().all(|&c| c == 0 || c.is_power_of_two()));
    }
}

/// The learner's own words, lesson 2: 4 1 answered by taking the whole
/// row of 4 leaves 0 1, and the reply takes the last chip.
#[test]
fn taking_the_big_row_in_lesson_two_loses_to_the_last_chip() {
    let puzzle = Puzzle {
        lesson: Lesson::TwoRows,
        position: Position::nim(vec![4, 1], Rules::Normal),
        question: Question::Move,
    };
    let mv = puzzle.position.check(1, 4).unwrap();
    let r = refute(&puzzle, Answer::Move(mv)).unwrap();
    assert_eq!(r.left, vec![0, 1]);
    assert_eq!(r.reply, Some(puzzle.position.check(2, 1).unwrap()));
    assert_eq!((r.lost, r.lens), (vec![0, 0], Lens::LastChip));
}
