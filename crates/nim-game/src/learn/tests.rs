//! Every puzzle checked against a game-tree search (`tests/oracle.rs`),
//! which knows the moves and who wins an empty table, and nothing of
//! nim-sums.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::learn::*;
use crate::theory::rule::Rule;
use crate::theory::strategy::Move;

mod oracle;

use oracle::{Oracle, after};

mod discover;
mod merge;
mod review;
mod written;

mod worksheet;

mod hint;

mod playout;
mod refute;

/// Every lesson's puzzles for a few seeds and every growth.
pub(crate) fn every_puzzle(seeds: u64) -> impl Iterator<Item = Puzzle> {
    Lesson::ALL.into_iter().flat_map(move |lesson| {
        (0..seeds).flat_map(move |seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (0..3).map(move |streak| puzzle(lesson, streak, &mut rng))
        })
    })
}

#[test]
fn every_puzzle_is_true_by_the_game_tree() {
    let mut oracle = Oracle::default();
    for puzzle in every_puzzle(60) {
        let position = &puzzle.position;
        let wins = oracle.wins(position);
        assert_eq!(position.wins(), wins, "{puzzle:?}");
        if puzzle.question == Question::Move {
            assert!(wins, "a move puzzle without a winning move: {puzzle:?}");
        }
        let truth = judge(&puzzle, Answer::Wins(wins));
        let lie = judge(&puzzle, Answer::Wins(!wins));
        if puzzle.question == Question::Wins {
            assert!(truth.right && !lie.right, "{puzzle:?}");
            assert_eq!(truth.answer, Answer::Wins(wins));
        }
    }
}

#[test]
fn a_move_is_right_exactly_when_it_leaves_a_lost_position() {
    let mut oracle = Oracle::default();
    for puzzle in every_puzzle(15).filter(|p| p.question == Question::Move) {
        let position = &puzzle.position;
        let moves = oracle.moves(position);
        assert_eq!(position.moves(), moves, "{puzzle:?}");
        for mv in moves {
            let right = oracle.wins_by(position, mv);
            let judged = judge(&puzzle, Answer::Move(mv));
            assert_eq!(judged.right, right, "{mv:?} in {puzzle:?}");
            let Answer::Move(shown) = judged.answer else {
                panic!("a move question answered by yes/no: {puzzle:?}");
            };
            assert!(oracle.wins_by(position, shown), "{shown:?} in {puzzle:?}");
            if right {
                assert_eq!(shown, mv, "the learner's own winning move is kept");
            }
        }
    }
}

/// The reason's position is the one its move leaves, lost by the search;
/// for rows under their own rules, its rows' groups and values are those
/// of the table the move leaves, and their nim-sum is 0.
#[test]
fn every_reason_ends_on_a_lost_position_its_move_leaves() {
    let mut oracle = Oracle::default();
    for puzzle in every_puzzle(30) {
        let position = &puzzle.position;
        let reason = judge(&puzzle, Answer::Wins(true)).reason;
        match reason.mv {
            Some(mv) => {
                assert!(oracle.wins_by(position, mv), "{puzzle:?}: {reason:?}");
                assert_eq!(after(&position.heaps, mv), reason.lost);
            }
            None => {
                assert!(!oracle.wins(position), "{puzzle:?}: {reason:?}");
                assert_eq!(position.heaps, reason.lost);
            }
        }
        if let Lens::Grundy { rows } = &reason.lens {
            let counts: Vec<u32> = (rows.iter())
                .map(|row| row.groups.iter().map(|&(len, _)| len).sum())
                .collect();
            assert_eq!(counts, reason.lost, "{puzzle:?}");
            assert_eq!(rows.iter().fold(0, |sum, row| sum ^ row.value), 0);
            for row in rows {
                let values = row.rule.values(63);
                for &(len, value) in &row.groups {
                    assert_eq!(values[len as usize], value, "{row:?}");
                }
            }
        }
    }
}

/// Kayles rows come into lesson 9 as the learner grows, and a winning
/// move inside one (its place named) is judged right.
#[test]
fn kayles_rows_are_split_by_a_placed_move() {
    let kayles = Rule::parse("kayles").unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let puzzles: Vec<Puzzle> = (0..60).map(|_| puzzle(Lesson::Sums, 2, &mut rng)).collect();
    assert!(
        puzzles
            .iter()
            .all(|p| matches!(&p.position.play, Play::Ruled(r) if r.contains(&kayles)))
    );
    // Kayles 7 (worth 2) beside nim 1: the sum is 3. Two chips from chip 3
    // leave 2+3, worth 2 xor 3 = 1, beside the 1: every move loses there.
    let position = Position {
        heaps: vec![7, 1],
        play: Play::Ruled(vec![kayles.clone(), Rule::Nim]),
    };
    let at = |take, at| Move {
        heap: 0,
        take,
        at: Some(at),
    };
    assert_eq!(position.check_at(1, 1, 4), Ok(at(1, 4)));
    assert!(position.check_at(1, 3, 2).is_err(), "kayles takes 1 or 2");
    assert!(position.has_places());
    let mut oracle = Oracle::default();
    let puzzle = Puzzle {
        lesson: Lesson::Sums,
        position: position.clone(),
        question: Question::Move,
    };
    for mv in oracle.moves(&position) {
        let right = judge(&puzzle, Answer::Move(mv)).right;
        assert_eq!(right, oracle.wins_by(&position, mv), "{mv:?}");
    }
    let judged = judge(&puzzle, Answer::Move(at(2, 3)));
    assert!(judged.right);
    let Lens::Grundy { rows } = judged.reason.lens else {
        panic!("{judged:?}");
    };
    assert_eq!(rows[0].groups, vec![(2, 2), (3, 3)]);
    assert_eq!((rows[0].value, rows[1].value), (1, 1));
}

#[test]
fn the_lenses_fit_their_lessons() {
    for puzzle in every_puzzle(30) {
        let lens = judge(&puzzle, Answer::Wins(true)).reason.lens;
        let fits = match puzzle.lesson {
            Lesson::OneRow => lens == Lens::LastChip,
            Lesson::TwoRows => matches!(lens, Lens::LastChip | Lens::Copy { .. }),
            Lesson::OneTwoThree => !matches!(lens, Lens::NimSum { .. } | Lens::Gaps { .. }),
            Lesson::Pairs | Lesson::Powers => !matches!(lens, Lens::NimSum { .. }),
            Lesson::Binary => !matches!(lens, Lens::Powers { .. }),
            Lesson::Misere => matches!(lens, Lens::MisereSingles { .. } | Lens::MisereSum { .. }),
            Lesson::Board => matches!(lens, Lens::Gaps { .. }),
            Lesson::Sums => matches!(lens, Lens::Grundy { .. }),
        };
        assert!(fits, "{puzzle:?}: {lens:?}");
    }
}

#[test]
fn both_questions_and_both_verdicts_are_asked() {
    for lesson in Lesson::ALL.into_iter().skip(1) {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let puzzles: Vec<Puzzle> = (0..40).map(|_| puzzle(lesson, 1, &mut rng)).collect();
        let asked = |q| puzzles.iter().any(|p| p.question == q);
        assert!(asked(Question::Move) && asked(Question::Wins), "{lesson:?}");
        let yes_no: Vec<bool> = (puzzles.iter())
            .filter(|p| p.question == Question::Wins)
            .map(|p| p.position.wins())
            .collect();
        assert!(
            yes_no.contains(&true) && yes_no.contains(&false),
            "{lesson:?}"
        );
    }
}

#[test]
fn puzzles_grow_with_the_streak() {
    let largest = |lesson, streak| {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        (0..200)
            .map(|_| {
                let p = puzzle(lesson, streak, &mut rng);
                (p.position.heaps.len(), p.position.heaps.into_iter().max())
            })
            .max()
            .unwrap()
    };
    for lesson in [Lesson::OneRow, Lesson::Pairs, Lesson::Binary] {
        assert!(largest(lesson, 0) < largest(lesson, 2), "{lesson:?}");
    }
}

#[test]
fn a_seed_replays_its_puzzles() {
    let run = |seed| {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        (0..9)
            .map(|i| puzzle(Lesson::Binary, i % 3, &mut rng))
            .collect::<Vec<_>>()
    };
    assert_eq!(run(11), run(11));
    assert_ne!(run(11), run(12));
}

#[test]
fn the_daily_puzzle_is_fixed_by_the_day() {
    // 2026-11-23 is day 20780 since 1970-01-01.
    let today = daily_puzzle(20780, false);
    assert_eq!(today, daily_puzzle(20780, false));
    // As drawn since the day's puzzle is drawn through its code: a change
    // here changes everyone's puzzle of the day.
    assert_eq!(
        (today.lesson, today.question, today.position.heaps.clone()),
        (Lesson::Powers, Question::Wins, vec![2, 5, 5])
    );
    assert_eq!(daily_code(20780, false).to_string(), "96ZN3D");
    assert_eq!(daily_code(20780, false).puzzle(), today);
    assert_ne!(today, daily_puzzle(20781, false));
    let board = daily_puzzle(20780, true);
    assert_eq!(board.lesson, Lesson::Board);
    assert_eq!(board, daily_puzzle(20780, true));
}

#[test]
fn a_hinted_answer_neither_grows_nor_breaks_the_run() {
    let mut progress = Progress::default();
    progress.record(Outcome::Right);
    assert_eq!(progress.record(Outcome::Hinted), Advance::Streak(1));
    assert_eq!(progress.record(Outcome::Hinted), Advance::Streak(1));
    assert_eq!(progress.record(Outcome::Right), Advance::Streak(2));
    assert_eq!(progress.current, Lesson::OneRow);
}

#[test]
fn three_right_pass_a_lesson_and_a_wrong_one_starts_again() {
    let mut progress = Progress::default();
    assert_eq!(progress.record(Outcome::Right), Advance::Streak(1));
    assert_eq!(progress.record(Outcome::Wrong), Advance::Streak(0));
    assert_eq!(progress.record(Outcome::Right), Advance::Streak(1));
    assert_eq!(progress.record(Outcome::Right), Advance::Streak(2));
    assert_eq!(
        progress.record(Outcome::Right),
        Advance::Passed {
            next: Lesson::TwoRows
        }
    );
    assert_eq!(progress.opened, Lesson::TwoRows);
    assert_eq!(progress.streak, 0);
    progress.start_at(Lesson::Sums);
    for _ in 0..2 {
        progress.record(Outcome::Right);
    }
    assert_eq!(progress.record(Outcome::Right), Advance::Finished);
    assert_eq!(progress.current, Lesson::Sums);
    // Going back keeps what was opened.
    progress.start_at(Lesson::OneRow);
    assert_eq!(progress.opened, Lesson::Sums);
}

#[test]
fn progress_reads_back_what_it_writes_and_refuses_the_rest() {
    let progress = Progress {
        opened: Lesson::Binary,
        current: Lesson::Pairs,
        streak: 2,
        ..Progress::default()
    };
    assert_eq!(Progress::parse(&progress.written()), Ok(progress.clone()));
    for bad in [
        "",
        "nim-progress 2\nopened 1\ncurrent 1\nstreak 0\n",
        "nim-progress 1\nopened 10\ncurrent 1\nstreak 0\n",
        "nim-progress 1\nopened 3\ncurrent 4\nstreak 0\n",
        "nim-progress 1\nopened 3\ncurrent 2\nstreak 3\n",
        "nim-progress 1\nopened 3\ncurrent 2\n",
        "nim-progress 1\nopened 3\ncurrent 2\nstreak 1\nmore\n",
        "nim-progress 1\nopened 3\ncurrent 2\nstreak -1\n",
    ] {
        assert!(Progress::parse(bad).is_err(), "{bad:?}");
    }
}

proptest::proptest! {
    #[test]
    fn any_text_is_read_or_refused_without_a_panic(text in "\\PC{0,80}") {
        if let Ok(progress) = Progress::parse(&text) {
            proptest::prop_assert_eq!(Progress::parse(&progress.written()), Ok(progress.clone()));
        }
    }
}

#[test]
fn lessons_are_numbered_from_one() {
    assert_eq!(Lesson::from_number(1), Some(Lesson::OneRow));
    assert_eq!(Lesson::from_number(9), Some(Lesson::Sums));
    assert_eq!(Lesson::from_number(0), None);
    assert_eq!(Lesson::from_number(10), None);
    for lesson in Lesson::ALL {
        assert_eq!(Lesson::from_number(lesson.number().into()), Some(lesson));
    }
    assert_eq!(Lesson::Sums.next(), None);
}

#[test]
fn a_move_is_checked_by_the_rows_rule() {
    let position = Position {
        heaps: vec![5, 2],
        play: Play::Ruled(vec![Rule::Take(3), Rule::Nim]),
    };
    assert!(
        position.check_at(1, 1, 1).is_ok(),
        "a take:3 row's left end"
    );
    assert!(position.check(1, 4).is_err());
    assert_eq!(position.check(1, 3), Ok(Move::new(0, 3)));
    assert!(position.check(2, 3).is_err());
    assert!(position.check(3, 1).is_err());
    assert_eq!(position.values_of(&[5, 2]), vec![1, 2]);
}
