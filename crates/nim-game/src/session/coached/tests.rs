//! The coach's matter checked against a game-tree search on every small
//! position and every move: the verdict, why a slip lost, the reply, and
//! the table before the burst.

use std::collections::HashMap;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::session::command::Command;
use crate::session::*;
use crate::table::Table;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::theory::strategy::{Assessment, Level, Move, Rules, nim_sum};

/// Whether the player to move wins `heaps`, by trying every move.
fn wins(heaps: &[u32], misere: bool, known: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&w) = known.get(&key) {
        return w;
    }
    let mut any = false;
    let mut moved = false;
    for (heap, &count) in heaps.iter().enumerate() {
        for take in 1..=count {
            moved = true;
            let after = after(heaps, Move::new(heap, take));
            any |= !wins(&after, misere, known);
        }
    }
    // Nobody can move: the last chip was the other's (a loss in misère).
    let w = if moved { any } else { misere };
    known.insert(key, w);
    w
}

fn after(heaps: &[u32], mv: Move) -> Vec<u32> {
    let mut after = heaps.to_vec();
    after[mv.heap] -= mv.take;
    after
}

fn session(rows: &[u32], rules: Rules, level: Level, seed: u64) -> Session<Rows, StdRng> {
    let options = Options {
        rules,
        level,
        ..Options::default()
    };
    let layout = Layout::new(rows.to_vec()).unwrap();
    let mut session = Session::new(options, layout, StdRng::seed_from_u64(seed));
    session.start();
    session
}

/// Every layout of 2 or 3 rows of 1 to 4 chips.
fn layouts() -> Vec<Vec<u32>> {
    let mut all = Vec::new();
    for a in 1..=4 {
        for b in 1..=4 {
            all.push(vec![a, b]);
            all.extend((1..=4).map(|c| vec![a, b, c]));
        }
    }
    all
}

#[test]
fn every_move_is_judged_and_its_slip_explained_as_the_search_finds() {
    for rules in [Rules::Normal, Rules::Misere] {
        let misere = rules == Rules::Misere;
        let mut known = HashMap::new();
        for rows in layouts() {
            for (heap, &count) in rows.iter().enumerate() {
                for take in 1..=count {
                    let mv = Move::new(heap, take);
                    let mut s = session(&rows, rules, Level::Hard, 1);
                    let events = s.act(Command::from(mv)).unwrap();
                    let coached = s.coached(&events).unwrap();
                    let own = coached.own.unwrap();
                    let left = after(&rows, mv);
                    let won = wins(&rows, misere, &mut known);
                    let kept = !wins(&left, misere, &mut known);
                    let case = format!("{rows:?} {mv:?} {rules:?}");
                    assert_eq!(own.mv, mv, "{case}");
                    assert_eq!(own.side, Side::You, "{case}");
                    match own.assessment {
                        Assessment::KeptWin => assert!(won && kept, "{case}"),
                        Assessment::NoWinToMiss => assert!(!won, "{case}"),
                        Assessment::MissedWin { .. } => assert!(won && !kept, "{case}"),
                    }
                    match own.left {
                        None => assert!(!matches!(own.assessment, Assessment::MissedWin { .. })),
                        Some(Left::Odd(weight)) => {
                            let sum = nim_sum(&left);
                            assert_eq!(1 << sum.ilog2(), weight, "{case}");
                        }
                        Some(Left::EvenSingles) => {
                            assert!(misere, "{case}");
                            assert!(left.iter().all(|&c| c <= 1), "{case}");
                            assert_eq!(left.iter().sum::<u32>() % 2, 0, "{case}");
                        }
                        Some(Left::Instead(better)) => {
                            assert!(!wins(&after(&rows, better), misere, &mut known), "{case}");
                        }
                        Some(Left::Worth(_)) => panic!("nim rows have no worth: {case}"),
                    }
                    // The hard computer answered, unless the move ended the
                    // game, and it never slips.
                    let over = left.iter().all(|&c| c == 0);
                    assert_eq!(coached.reply.is_some(), !over, "{case}");
                    assert!(!coached.slipped, "{case}");
                    let moves = 1 + usize::from(coached.reply.is_some());
                    assert_eq!(s.table_before(moves).heaps(), rows.as_slice(), "{case}");
                    assert_eq!(s.table_before(0).heaps(), s.heaps(), "{case}");
                    if coached.reply.is_some() {
                        assert_eq!(s.table_before(1).heaps(), left.as_slice(), "{case}");
                    }
                }
            }
        }
    }
}

#[test]
fn a_slip_right_after_a_mistake_keeps_both() {
    // The easy computer slips now and then: find a burst where it slipped
    // straight after the person's mistake; both are in it.
    let mut found = false;
    for seed in 0..200 {
        let mut s = session(&[3, 4, 5], Rules::Normal, Level::Easy, seed);
        // 3 5 gives the win of 3 4 5 away.
        let events = s.submit("3 5").unwrap();
        let coached = s.coached(&events).unwrap();
        let own = coached.own.unwrap();
        assert!(matches!(own.left, Some(Left::Odd(4))), "{own:?}");
        if coached.slipped {
            assert!(coached.reply.is_some());
            found = true;
            break;
        }
    }
    assert!(found, "no seed made the easy computer slip");
}

#[test]
fn the_computer_opening_alone_is_said_only_when_it_slips() {
    let options = Options {
        first: First::Computer,
        level: Level::Hard,
        ..Options::default()
    };
    let layout = Layout::new(vec![3, 4, 5]).unwrap();
    let mut s: Session<Rows, _> = Session::new(options, layout, StdRng::seed_from_u64(1));
    let opening = s.start();
    assert_eq!(s.coached(&opening), None, "a kept win is not news");
}

#[test]
fn the_level_changes_from_the_next_move_and_goes_round() {
    let mut s = session(&[3, 4, 5], Rules::Normal, Level::Hard, 3);
    assert_eq!(s.submit("level easy").unwrap(), [Event::Level(Level::Easy)]);
    assert_eq!(s.options().level, Level::Easy);
    assert_eq!(s.submit("LEVEL").unwrap(), [Event::Level(Level::Medium)]);
    assert_eq!(s.submit("level").unwrap(), [Event::Level(Level::Hard)]);
    assert_eq!(s.submit("level").unwrap(), [Event::Level(Level::Easy)]);
    let before = s.heaps().to_vec();
    assert!(
        s.submit("level hardest").is_err(),
        "an unknown level is refused"
    );
    assert_eq!(s.options().level, Level::Easy, "and changes nothing");
    assert_eq!(s.heaps(), before.as_slice());
    // Two people: no computer to set.
    let options = Options {
        players: Players::Two,
        ..Options::default()
    };
    let layout = Layout::new(vec![3, 4]).unwrap();
    let mut two: Session<Rows, _> = Session::new(options, layout, StdRng::seed_from_u64(1));
    two.start();
    assert_eq!(two.submit("level easy"), Err(InputError::NoComputer));
}

#[test]
fn the_way_in_words_are_echoed_and_change_nothing() {
    let mut s = session(&[3, 4, 5], Rules::Normal, Level::Hard, 3);
    assert_eq!(s.submit("l").unwrap(), [Event::Learn]);
    assert_eq!(s.submit(" Learn ").unwrap(), [Event::Learn]);
    assert_eq!(s.submit("d").unwrap(), [Event::Puzzle]);
    assert_eq!(s.submit("puzzle").unwrap(), [Event::Puzzle]);
    assert_eq!(s.submit("c").unwrap(), [Event::Coach(None)]);
    assert_eq!(s.submit("coach on").unwrap(), [Event::Coach(Some(true))]);
    assert_eq!(s.submit("coach off").unwrap(), [Event::Coach(Some(false))]);
    assert!(s.submit("coach maybe").is_err());
    assert_eq!(s.heaps(), [3, 4, 5]);
    assert_eq!(s.prompt(), Prompt::Move(Side::You));
    // Asked during the setup, they answer nothing.
    s.submit("-1 0").unwrap();
    assert!(s.submit("learn").is_err());
}
