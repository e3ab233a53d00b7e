//! Discovery before the rule: small positions whose truths the game tree
//! confirms, a choice where moving second wins, and a state machine that
//! takes any sequence of calls without a panic.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::oracle::Oracle;
use crate::learn::*;

#[test]
fn the_lessons_that_need_it_discover_a_win_and_a_loss_in_small_positions() {
    let mut oracle = Oracle::default();
    for lesson in Lesson::ALL {
        let steps = Discovery::new(lesson).map(|d| d.place().1).unwrap_or(0);
        let wanted = matches!(
            lesson,
            Lesson::TwoRows
                | Lesson::OneTwoThree
                | Lesson::Pairs
                | Lesson::Powers
                | Lesson::Binary
                | Lesson::Misere
        );
        assert_eq!(wanted, (2..=3).contains(&steps), "{lesson:?}");
        let Some(mut discovery) = Discovery::new(lesson) else {
            continue;
        };
        let mut truths = Vec::new();
        loop {
            let step = discovery.step().clone();
            assert!(
                step.position.heaps.iter().sum::<u32>() <= 16,
                "small: {step:?}"
            );
            assert_eq!(discovery.truth(), oracle.wins(&step.position), "{step:?}");
            // A choice is offered on a lost position: moving second wins.
            if step.ask == Ask::Choose {
                assert!(!discovery.truth(), "{step:?}");
            }
            truths.push(discovery.truth());
            discovery.answer(Said::First(false));
            discovery.answer(Said::Guess(true));
            play(&mut discovery, &mut ChaCha8Rng::seed_from_u64(1), false);
            if !discovery.next_step() {
                break;
            }
        }
        assert!(discovery.done());
        assert!(truths.contains(&true) && truths.contains(&false) || lesson == Lesson::Binary);
    }
    let two_rows = Discovery::new(Lesson::TwoRows).unwrap();
    assert_eq!(two_rows.step().position.heaps, [2, 2]);
}

/// Plays the step out: the learner by winning moves (`perfect`) or at
/// random, the computer perfectly.
fn play(discovery: &mut Discovery, rng: &mut ChaCha8Rng, perfect: bool) -> Turn {
    loop {
        discovery.settle();
        if let Stage::Over { winner } = discovery.stage() {
            return *winner;
        }
        let out = discovery.playing().expect("asked and answered");
        if out.computer().is_some() {
            continue;
        }
        let winning = out.position().winning_moves();
        let moves = out.moves();
        let mv = match (perfect, winning.first()) {
            (true, Some(&mv)) => mv,
            _ => *moves.choose(rng).unwrap(),
        };
        out.learner(mv.heap as i64 + 1, mv.take as i64, None)
            .unwrap();
    }
}

#[test]
fn choosing_second_on_two_equal_rows_wins_and_first_loses() {
    for seed in 0..20 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut discovery = Discovery::new(Lesson::TwoRows).unwrap();
        while discovery.step().ask != Ask::Choose {
            discovery.answer(Said::Guess(rng.random_bool(0.5)));
            play(&mut discovery, &mut rng, false);
            assert!(discovery.next_step());
        }
        let mut first = discovery.clone();
        discovery.answer(Said::First(false));
        assert_eq!(discovery.said(), Some(Said::First(false)));
        assert_eq!(play(&mut discovery, &mut rng, true), Turn::Learner);
        first.answer(Said::First(true));
        assert_eq!(play(&mut first, &mut rng, false), Turn::Computer);
        assert!(discovery.done() && !discovery.clone().next_step());
    }
}

proptest::proptest! {
    /// Any calls in any order: no panic, and the stage only moves forward.
    #[test]
    fn any_calls_in_any_order_never_panic(
        lesson in 1u64..=9,
        calls in proptest::collection::vec((0u8..5, proptest::prelude::any::<bool>(), 0i64..5, 0i64..8), 0..60),
    ) {
        let Some(mut discovery) = Discovery::new(Lesson::from_number(lesson).unwrap()) else {
            return Ok(());
        };
        for (call, flag, heap, take) in calls {
            match call {
                0 => discovery.answer(Said::Guess(flag)),
                1 => discovery.answer(Said::First(flag)),
                2 => {
                    if let Some(out) = discovery.playing() {
                        let _ = out.learner(heap, take, None);
                    }
                }
                3 => {
                    if let Some(out) = discovery.playing() {
                        out.computer();
                    }
                    discovery.settle();
                }
                _ => _ = discovery.next_step(),
            }
            let (at, of) = discovery.place();
            proptest::prop_assert!(at < of);
        }
    }
}
