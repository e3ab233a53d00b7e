//! The fading hint against the game-tree search: its last step is a
//! winning move (or the true verdict), so a learner who follows it answers
//! every puzzle right; its first step names nothing of the move; its
//! second points at the row the move is made in, for a reason that holds.

use std::collections::{HashMap, HashSet};

use super::every_puzzle;
use super::oracle::{Oracle, after};
use crate::learn::*;
use crate::theory::strategy::nim_sum;

/// Every lesson, many seeds, every growth.
const SEEDS: u64 = 25;

/// The answer the hint's last step gives.
fn followed(puzzle: &Puzzle) -> (Answer, Option<crate::theory::strategy::Move>) {
    match hint_steps(puzzle) {
        [_, _, HintStep::Answer { answer, mv }] => (answer, mv),
        steps => panic!("the last step is not the answer: {steps:?}"),
    }
}

#[test]
fn a_learner_who_follows_the_last_step_answers_every_puzzle_right() {
    let mut oracle = Oracle::default();
    for puzzle in every_puzzle(SEEDS) {
        let (answer, mv) = followed(&puzzle);
        assert!(judge(&puzzle, answer).right, "{answer:?} to {puzzle:?}");
        let position = &puzzle.position;
        let wins = oracle.wins(position);
        match answer {
            Answer::Move(given) => {
                assert_eq!(puzzle.question, Question::Move);
                assert!(oracle.wins_by(position, given), "{given:?} in {puzzle:?}");
                assert_eq!(mv, Some(given));
            }
            Answer::Wins(said) => {
                assert_eq!(puzzle.question, Question::Wins);
                assert_eq!(said, wins, "{puzzle:?}");
                assert_eq!(mv.is_some(), wins, "{puzzle:?}");
                if let Some(mv) = mv {
                    assert!(oracle.wins_by(position, mv), "{mv:?} in {puzzle:?}");
                }
            }
        }
    }
}

/// The first step is a question with no numbers in it, the same for every
/// puzzle of a lesson but for misère's two ends; it cannot name a move.
#[test]
fn the_first_step_is_the_lessons_idea_and_never_the_move() {
    let mut ideas: HashMap<Lesson, HashSet<Idea>> = HashMap::new();
    let mut moves: HashMap<Lesson, HashSet<(usize, u32)>> = HashMap::new();
    for puzzle in every_puzzle(SEEDS) {
        let [HintStep::Idea(idea), ..] = hint_steps(&puzzle) else {
            panic!("the first step is not the idea: {puzzle:?}");
        };
        ideas.entry(puzzle.lesson).or_default().insert(idea);
        if let (_, Some(mv)) = followed(&puzzle) {
            moves
                .entry(puzzle.lesson)
                .or_default()
                .insert((mv.heap, mv.take));
        }
    }
    for lesson in Lesson::ALL {
        let most = if lesson == Lesson::Misere { 2 } else { 1 };
        assert!(ideas[&lesson].len() <= most, "{lesson:?}: {ideas:?}");
        // One idea stands for many different moves: it cannot be any one.
        if lesson != Lesson::OneRow {
            assert!(moves[&lesson].len() > 2, "{lesson:?}: {moves:?}");
        }
    }
}

/// The second step names the row the last step moves in, and its reason
/// is true of the position: the odd column's or the unpaired power's bit
/// is in that row, the copy makes it equal, misère's end leaves an odd
/// number of single chips; a lost position has no row.
#[test]
fn the_second_step_points_at_the_row_for_a_true_reason() {
    let mut oracle = Oracle::default();
    for puzzle in every_puzzle(SEEDS) {
        let [_, HintStep::Place(place), _] = hint_steps(&puzzle) else {
            panic!("the second step is not the place: {puzzle:?}");
        };
        let (_, mv) = followed(&puzzle);
        let heaps = &puzzle.position.heaps;
        let (row, pointer) = match place {
            Place::Lost(_) => {
                assert!(!oracle.wins(&puzzle.position), "{puzzle:?}");
                assert_eq!(mv, None);
                continue;
            }
            Place::Row { row, pointer } => (row, pointer),
        };
        let mv = mv.expect("a row to move in, and no move");
        assert_eq!(row, mv.heap, "{puzzle:?}");
        let left = after(heaps, mv);
        let top_bit = |bit: u32| {
            let sum = nim_sum(heaps);
            assert_eq!(bit, 1 << sum.ilog2(), "{puzzle:?}");
            assert!(heaps[row] & bit != 0, "{puzzle:?}");
        };
        match pointer {
            Pointer::All => assert!(left.iter().all(|&c| c == 0)),
            Pointer::Equal { other } => {
                assert_ne!(other, row);
                assert_eq!(left[other], left[row], "{puzzle:?}");
            }
            Pointer::Clear => {
                assert_eq!(left[row], 0);
                let mut rest: Vec<u32> = left.iter().copied().filter(|&c| c > 0).collect();
                rest.dedup();
                assert_eq!(rest.len(), 1, "{puzzle:?}");
            }
            Pointer::OneTwoThree => {
                let mut rest = left.clone();
                rest.sort_unstable();
                assert_eq!(rest, [1, 2, 3], "{puzzle:?}");
            }
            Pointer::Power { power: bit } | Pointer::Column { weight: bit } => top_bit(bit),
            Pointer::Singles => {
                assert!(left.iter().all(|&c| c <= 1), "{puzzle:?}");
                assert_eq!(left.iter().sum::<u32>() % 2, 1, "{puzzle:?}");
            }
            Pointer::Value { value, sum } => {
                let values = puzzle.position.values_of(heaps);
                assert_eq!(values[row], value, "{puzzle:?}");
                assert_eq!(values.iter().fold(0, |s, v| s ^ v), sum);
                // A nim-sum of values 0 is left, by changing this row's
                // worth (a single group, or its groups after a split).
                assert_ne!(sum, 0, "{puzzle:?}");
                let reason = judge(&puzzle, Answer::Move(mv)).reason;
                let Lens::Grundy { rows } = reason.lens else {
                    panic!("{puzzle:?}");
                };
                assert_eq!(rows[row].value, value ^ sum, "{puzzle:?}");
            }
        }
    }
}
