use std::collections::HashMap;

use proptest::prelude::*;

use crate::review::{Mark, Unbalanced, review};
use crate::session::Side;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::table::{Seat, Table};
use crate::theory::strategy::nim_sum;
use crate::theory::strategy::{Move, Rules};

/// Whether the side to move wins `heaps`, by trying every move (the
/// positions seen kept in `known`, by their sorted heaps).
fn wins(heaps: &[u32], rules: Rules, known: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&known) = known.get(&key) {
        return known;
    }
    // No chip left: the other side took the last one, and won in normal play.
    let mut won = key.iter().all(|&h| h == 0) && rules == Rules::Misere;
    for heap in 0..key.len() {
        for take in 1..=key[heap] {
            let mut after = key.clone();
            after[heap] -= take;
            won = won || !wins(&after, rules, known);
        }
    }
    known.insert(key, won);
    won
}

/// A game from `layout`, each move picked by `picks` among the legal ones.
fn game(layout: &[u32], picks: &[usize]) -> (Vec<Rows>, Vec<(Side, Move)>) {
    let mut table = Rows::new(Layout::new(layout.to_vec()).unwrap());
    let mut tables = vec![table.clone()];
    let mut plies = Vec::new();
    for (at, pick) in picks.iter().enumerate() {
        let moves: Vec<Move> = (0..table.heaps().len())
            .flat_map(|heap| (1..=table.heaps()[heap]).map(move |take| Move::new(heap, take)))
            .collect();
        if moves.is_empty() {
            break;
        }
        let mv = moves[pick % moves.len()];
        let (side, seat) = if at % 2 == 0 {
            (Side::Player1, Seat::First)
        } else {
            (Side::Player2, Seat::Second)
        };
        table.apply(mv, seat);
        tables.push(table.clone());
        plies.push((side, mv));
    }
    (tables, plies)
}

proptest! {
    #[test]
    fn marks_and_turning_point_agree_with_brute_force(
        layout in prop::collection::vec(1u32..=5, 2..=4),
        picks in prop::collection::vec(any::<usize>(), 0..20),
        misere in any::<bool>(),
    ) {
        let rules = if misere { Rules::Misere } else { Rules::Normal };
        let (tables, plies) = game(&layout, &picks);
        let reviewed = review(&tables, &plies, rules);
        prop_assert_eq!(reviewed.plies.len(), plies.len());
        let mut turning = None;
        let known = &mut HashMap::new();
        for (k, ply) in reviewed.plies.iter().enumerate() {
            let before = wins(tables[k].heaps(), rules, known);
            let after = wins(tables[k + 1].heaps(), rules, known);
            prop_assert_eq!(ply.number, k + 1);
            prop_assert_eq!(ply.mv, plies[k].1);
            match ply.mark {
                Mark::Kept => prop_assert!(before && !after),
                Mark::Lost => prop_assert!(!before),
                Mark::Missed { best, left } => {
                    prop_assert!(before && after);
                    // The column named is the highest the move left odd;
                    // misère names none where the nim-sum does not decide
                    // (at most one row above one chip, or only single
                    // chips left, an even number of them).
                    let sum = nim_sum(tables[k + 1].heaps());
                    let above_one = tables[k].heaps().iter().filter(|&&c| c > 1).count();
                    match left {
                        Unbalanced::Column(place) => {
                            prop_assert_eq!(place, 1 << sum.ilog2());
                        }
                        Unbalanced::Ending => prop_assert!(misere && (above_one < 2 || sum == 0)),
                        Unbalanced::Worth(_) => prop_assert!(false, "nim rows have no worth"),
                    }
                    let mut kept = tables[k].heaps().to_vec();
                    kept[best.heap] -= best.take;
                    prop_assert!(!wins(&kept, rules, known), "the best move wins");
                    turning = turning.or(Some(k + 1));
                }
            }
        }
        prop_assert_eq!(reviewed.turning, turning);
    }
}

#[test]
fn a_game_with_no_move_has_no_turning_point() {
    let (tables, plies) = game(&[3, 4, 5], &[]);
    let reviewed = review(&tables, &plies, Rules::Normal);
    assert!(reviewed.plies.is_empty());
    assert_eq!(reviewed.turning, None);
}
