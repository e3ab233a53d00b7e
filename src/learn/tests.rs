//! Every puzzle checked against a game-tree search written here, which
//! knows the moves and who wins an empty table, and nothing of nim-sums.

use std::collections::HashMap;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::rule::Rule;
use crate::strategy::{Move, Rules};

/// Whether the player to move wins, by trying every move. One solver per
/// game (nim rows normal or misère, the board's gaps, rows under rules)
/// serves every puzzle of it; nim rows are known by their sorted counts.
struct Solver {
    misere: bool,
    /// Each heap's rule; empty for nim rows, which may come in any order.
    rules: Vec<Rule>,
    known: HashMap<Vec<u32>, bool>,
}

/// The solvers of every game met so far.
#[derive(Default)]
struct Solvers(HashMap<(bool, Vec<Rule>), Solver>);

impl Solvers {
    fn of(&mut self, position: &Position) -> &mut Solver {
        let misere = position.rules() == Rules::Misere;
        let rules: Vec<Rule> = match position.play {
            Play::Ruled(_) => (0..position.heaps.len())
                .map(|h| position.rule(h))
                .collect(),
            _ => Vec::new(),
        };
        self.0
            .entry((misere, rules.clone()))
            .or_insert_with(|| Solver {
                misere,
                rules,
                known: HashMap::new(),
            })
    }
}

impl Solver {
    fn moves(&self, heaps: &[u32]) -> Vec<Move> {
        let mut moves = Vec::new();
        for (heap, &count) in heaps.iter().enumerate() {
            for take in 1..=count {
                let allowed = match self.rules.get(heap).unwrap_or(&Rule::Nim) {
                    Rule::Nim => true,
                    Rule::Take(k) => take <= *k,
                    _ => unreachable!("the lessons use nim and take:K"),
                };
                if allowed {
                    moves.push(Move::new(heap, take));
                }
            }
        }
        moves
    }

    fn key(&self, heaps: &[u32]) -> Vec<u32> {
        let mut key = heaps.to_vec();
        if self.rules.is_empty() {
            key.retain(|&c| c > 0);
            key.sort_unstable();
        }
        key
    }

    fn wins(&mut self, heaps: &[u32]) -> bool {
        let key = self.key(heaps);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let moves = self.moves(heaps);
        let wins = if moves.is_empty() {
            // Nobody can move: the last chip went to the other player, who
            // wins normal play and loses misère.
            self.misere
        } else {
            moves.into_iter().any(|mv| {
                let mut after = heaps.to_vec();
                after[mv.heap] -= mv.take;
                !self.wins(&after)
            })
        };
        self.known.insert(key, wins);
        wins
    }
}

fn after(heaps: &[u32], mv: Move) -> Vec<u32> {
    let mut after = heaps.to_vec();
    after[mv.heap] -= mv.take;
    after
}

/// Every lesson's puzzles for a few seeds and every growth.
fn every_puzzle(seeds: u64) -> impl Iterator<Item = Puzzle> {
    Lesson::ALL.into_iter().flat_map(move |lesson| {
        (0..seeds).flat_map(move |seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (0..3).map(move |streak| puzzle(lesson, streak, &mut rng))
        })
    })
}

#[test]
fn every_puzzle_is_true_by_the_game_tree() {
    let mut solvers = Solvers::default();
    for puzzle in every_puzzle(60) {
        let position = &puzzle.position;
        let solver = solvers.of(position);
        let wins = solver.wins(&position.heaps);
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
    let mut solvers = Solvers::default();
    for puzzle in every_puzzle(15).filter(|p| p.question == Question::Move) {
        let position = &puzzle.position;
        let solver = solvers.of(position);
        assert_eq!(position.moves(), solver.moves(&position.heaps));
        for mv in solver.moves(&position.heaps) {
            let right = !solver.wins(&after(&position.heaps, mv));
            let judged = judge(&puzzle, Answer::Move(mv));
            assert_eq!(judged.right, right, "{mv:?} in {puzzle:?}");
            let Answer::Move(shown) = judged.answer else {
                panic!("a move question answered by yes/no: {puzzle:?}");
            };
            assert!(!solver.wins(&after(&position.heaps, shown)));
            if right {
                assert_eq!(shown, mv, "the learner's own winning move is kept");
            }
        }
    }
}

#[test]
fn every_reason_ends_on_a_lost_position_its_move_leaves() {
    let mut solvers = Solvers::default();
    for puzzle in every_puzzle(30) {
        let position = &puzzle.position;
        let solver = solvers.of(position);
        let reason = judge(&puzzle, Answer::Wins(true)).reason;
        assert!(!solver.wins(&reason.lost), "{puzzle:?}: {reason:?}");
        match reason.mv {
            Some(mv) => assert_eq!(after(&position.heaps, mv), reason.lost),
            None => assert_eq!(position.heaps, reason.lost),
        }
    }
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
    // As drawn when the generator was written: a change here changes
    // everyone's puzzle of the day.
    assert_eq!(
        (today.lesson, today.question, today.position.heaps.clone()),
        (Lesson::Powers, Question::Move, vec![9, 3, 1])
    );
    assert_ne!(today, daily_puzzle(20781, false));
    let board = daily_puzzle(20780, true);
    assert_eq!(board.lesson, Lesson::Board);
    assert_eq!(board, daily_puzzle(20780, true));
}

#[test]
fn three_right_pass_a_lesson_and_a_wrong_one_starts_again() {
    let mut progress = Progress::default();
    assert_eq!(progress.record(true), Step::Streak(1));
    assert_eq!(progress.record(false), Step::Streak(0));
    assert_eq!(progress.record(true), Step::Streak(1));
    assert_eq!(progress.record(true), Step::Streak(2));
    assert_eq!(
        progress.record(true),
        Step::Passed {
            next: Lesson::TwoRows
        }
    );
    assert_eq!(progress.opened, Lesson::TwoRows);
    assert_eq!(progress.streak, 0);
    progress.start_at(Lesson::Sums);
    for _ in 0..2 {
        progress.record(true);
    }
    assert_eq!(progress.record(true), Step::Finished);
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
    };
    assert_eq!(Progress::parse(&progress.written()), Ok(progress));
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
            proptest::prop_assert_eq!(Progress::parse(&progress.written()), Ok(progress));
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
    assert!(position.check(1, 4).is_err());
    assert_eq!(position.check(1, 3), Ok(Move::new(0, 3)));
    assert!(position.check(2, 3).is_err());
    assert!(position.check(3, 1).is_err());
    assert_eq!(position.values_of(&[5, 2]), vec![1, 2]);
}

#[test]
fn days_are_dated_by_the_gregorian_calendar() {
    assert_eq!(civil_date(0), (1970, 1, 1));
    assert_eq!(civil_date(20415), (2025, 11, 23));
    assert_eq!(civil_date(20780), (2026, 11, 23));
    assert_eq!(civil_date(11016), (2000, 2, 29));
    assert_eq!(civil_date(11017), (2000, 3, 1));
    assert_eq!(civil_date(18_993), (2022, 1, 1));
}
