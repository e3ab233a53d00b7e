//! The play-out: any input never panics and a refused one changes
//! nothing; an accepted move removes what it says; the computer wins
//! every lost position played out, its first reply the refutation.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::every_puzzle;
use super::oracle::Oracle;
use crate::learn::*;
use crate::theory::strategy::Rules;

/// The learner's side of a play-out by random legal moves, each typed as
/// the game types it; the computer answers each.
fn play_randomly(out: &mut PlayOut, rng: &mut ChaCha8Rng) -> Turn {
    out.computer();
    loop {
        if let Some(winner) = out.winner() {
            return winner;
        }
        let moves = out.moves();
        let mv = *moves.choose(rng).expect("a move while not over");
        let at = mv.at.map(i64::from);
        let before: u32 = out.heaps().iter().sum();
        let played = out.learner(mv.heap as i64 + 1, mv.take as i64, at);
        assert_eq!(played, Ok(mv));
        assert_eq!(out.heaps().iter().sum::<u32>(), before - mv.take);
        if out.winner().is_none() {
            assert!(out.computer().is_some());
        }
    }
}

#[test]
fn the_computer_wins_every_refuted_position_and_opens_with_the_refutation() {
    let mut oracle = Oracle::default();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for puzzle in every_puzzle(6).filter(|p| p.question == Question::Move) {
        let position = &puzzle.position;
        for mv in oracle.moves(position) {
            let Some(r) = refute(&puzzle, Answer::Move(mv)) else {
                continue;
            };
            let mut out = PlayOut::after(position, puzzle.lesson, mv).unwrap();
            assert_eq!(out.heaps(), r.left.as_slice());
            assert_eq!(out.turn(), Turn::Computer);
            let mut first = out.clone();
            assert_eq!(first.computer(), r.reply, "{puzzle:?}");
            assert_eq!(
                play_randomly(&mut out, &mut rng),
                Turn::Computer,
                "{puzzle:?}"
            );
        }
    }
}

#[test]
fn a_lost_position_with_the_learner_to_move_is_won_by_the_computer() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for puzzle in every_puzzle(20).filter(|p| !p.position.wins()) {
        let mut out = PlayOut::new(&puzzle.position, puzzle.lesson, Turn::Learner).unwrap();
        assert_eq!(out.computer(), None, "not the computer's turn");
        assert_eq!(play_randomly(&mut out, &mut rng), Turn::Computer);
    }
}

#[test]
fn misere_is_won_by_whoever_leaves_the_last_chip() {
    let position = Position::nim(vec![1], Rules::Misere);
    let mut out = PlayOut::new(&position, Lesson::Misere, Turn::Learner).unwrap();
    assert_eq!(out.learner(1, 1, None), Ok(Move::new(0, 1)));
    assert_eq!(out.winner(), Some(Turn::Computer));
    assert_eq!(out.learner(1, 1, None), Err(Refusal::Over));
    let normal = Position::nim(vec![1], Rules::Normal);
    let mut out = PlayOut::new(&normal, Lesson::OneRow, Turn::Learner).unwrap();
    assert_eq!(out.learner(1, 1, None), Ok(Move::new(0, 1)));
    assert_eq!(out.winner(), Some(Turn::Learner));
}

use crate::theory::strategy::Move;

proptest::proptest! {
    /// Any typed numbers, in any order of turns: no panic; a refused move
    /// changes nothing, an accepted one takes what it says from its row.
    #[test]
    fn any_input_is_played_or_refused_without_a_change(
        lesson in 1u64..=9,
        seed in proptest::prelude::any::<u64>(),
        typed in proptest::collection::vec(
            (-2i64..10, -2i64..12, proptest::option::of(-1i64..12), proptest::prelude::any::<bool>()),
            0..40,
        ),
    ) {
        let lesson = Lesson::from_number(lesson).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let puzzle = puzzle(lesson, rng.random_range(0..3), &mut rng);
        let turn = if seed % 2 == 0 { Turn::Learner } else { Turn::Computer };
        let mut out = PlayOut::new(&puzzle.position, lesson, turn).unwrap();
        for (heap, take, at, computer) in typed {
            let before = out.heaps().to_vec();
            if computer {
                match out.computer() {
                    Some(mv) => proptest::prop_assert_eq!(
                        out.heaps().iter().sum::<u32>() + mv.take,
                        before.iter().sum::<u32>()
                    ),
                    None => proptest::prop_assert_eq!(out.heaps(), before.as_slice()),
                }
                continue;
            }
            match out.learner(heap, take, at) {
                Ok(mv) => {
                    proptest::prop_assert_eq!(mv.heap as i64, heap - 1);
                    proptest::prop_assert_eq!(i64::from(mv.take), take);
                    proptest::prop_assert_eq!(
                        out.heaps().iter().sum::<u32>() + mv.take,
                        before.iter().sum::<u32>()
                    );
                    proptest::prop_assert_eq!(out.turn(), Turn::Computer);
                }
                Err(_) => proptest::prop_assert_eq!(out.heaps(), before.as_slice()),
            }
        }
    }
}
