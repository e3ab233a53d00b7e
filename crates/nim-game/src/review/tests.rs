//! The review against a brute-force solver: each mark, and the turning point
//! as the last move from a won position to one won for the other side, in
//! random games and in every game of five small layouts played to its end,
//! whose maker then lost.

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
                    // The last move that gave a win away decided the game.
                    turning = Some(k + 1);
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

/// A game: the table before each move and after the last, and its moves.
type Game = (Vec<Rows>, Vec<(Side, Move)>);

/// Every game played to its end from `layout`.
fn every_game(layout: &[u32]) -> Vec<Game> {
    fn extend(tables: &mut Vec<Rows>, plies: &mut Vec<(Side, Move)>, games: &mut Vec<Game>) {
        let table = tables.last().unwrap().clone();
        let heaps = table.heaps().to_vec();
        if heaps.iter().all(|&h| h == 0) {
            games.push((tables.clone(), plies.clone()));
            return;
        }
        let (side, seat) = match plies.len() % 2 {
            0 => (Side::Player1, Seat::First),
            _ => (Side::Player2, Seat::Second),
        };
        for (heap, &count) in heaps.iter().enumerate() {
            for take in 1..=count {
                let mv = Move::new(heap, take);
                let mut after = table.clone();
                after.apply(mv, seat);
                tables.push(after);
                plies.push((side, mv));
                extend(tables, plies, games);
                tables.pop();
                plies.pop();
            }
        }
    }
    let start = Rows::new(Layout::new(layout.to_vec()).unwrap());
    let mut games = Vec::new();
    extend(&mut vec![start], &mut Vec::new(), &mut games);
    games
}

/// Over every game of small layouts, played to its end in both rules: the
/// turning point is the last move that gave a win away (by the game tree,
/// not the engine), and the side that made it lost the game, however often
/// the win changed hands before it.
#[test]
fn the_turning_point_is_the_last_win_given_away_in_every_small_game() {
    let mut handed_back = 0;
    for layout in [[1, 2, 0], [2, 2, 0], [1, 2, 3], [1, 3, 3], [2, 2, 3]] {
        let layout: Vec<u32> = layout.into_iter().filter(|&c| c > 0).collect();
        let games = every_game(&layout);
        for rules in [Rules::Normal, Rules::Misere] {
            let known = &mut HashMap::new();
            for (tables, plies) in &games {
                let given_away: Vec<usize> = (0..plies.len())
                    .filter(|&k| {
                        let before = wins(tables[k].heaps(), rules, known);
                        before && wins(tables[k + 1].heaps(), rules, known)
                    })
                    .map(|k| k + 1)
                    .collect();
                let reviewed = review(tables, plies, rules);
                assert_eq!(reviewed.turning, given_away.last().copied(), "{plies:?}");
                // The last mover took the last chip: it won in normal play
                // and lost in misère.
                let last = plies.len();
                let loser_moved_last = rules == Rules::Misere;
                if let Some(turning) = reviewed.turning {
                    let same_side = (last - turning) % 2 == 0;
                    assert_eq!(same_side, loser_moved_last, "{plies:?} {rules:?}");
                    handed_back += usize::from(given_away.len() > 1);
                }
            }
        }
    }
    assert!(
        handed_back > 1000,
        "{handed_back} games where the win changed hands twice"
    );
}
