//! The sum of games against a plain game-tree search, which knows only the
//! rules' moves (no Grundy value, no nim-sum): small mixed positions,
//! rows with gaps among them.

use std::collections::HashMap;

use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::theory::sum::*;

/// A row for the search: its rule and its places (bit `j - 1`: place `j`).
type Row = (Rule, u64);

fn groups(places: u64) -> Vec<Group> {
    let mut groups = Vec::new();
    let mut j = 0;
    while j < 64 {
        if places >> j & 1 == 1 {
            let len = (places >> j).trailing_ones();
            groups.push(Group { at: j + 1, len });
            j += len;
        } else {
            j += 1;
        }
    }
    groups
}

/// Every position one move away, by the rules' own words.
fn successors(rows: &[Row]) -> Vec<Vec<Row>> {
    let mut next = Vec::new();
    for (r, (rule, places)) in rows.iter().enumerate() {
        for g in groups(*places) {
            for take in 1..=g.len {
                for left in 0..=g.len - take {
                    if rule.allows(take, left, g.len - take - left) {
                        let mask = ((1u64 << take) - 1) << (g.at - 1 + left);
                        let mut after = rows.to_vec();
                        after[r].1 &= !mask;
                        next.push(after);
                    }
                }
            }
        }
    }
    next
}

/// Whether the side to move wins: some move leaves the other side lost.
fn wins(rows: &[Row], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let key: Vec<u64> = rows.iter().map(|r| r.1).collect();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let won = successors(rows).iter().any(|after| !wins(after, memo));
    memo.insert(key, won);
    won
}

fn games_of(rows: &[Row]) -> Games {
    Games::new(
        rows.iter()
            .map(|(rule, places)| RowGame {
                rule: rule.clone(),
                groups: groups(*places),
            })
            .collect(),
    )
}

/// `mv` made on the search's rows: `None` unless its chips are all there
/// in one group and the rule allows taking them from there.
fn made(rows: &[Row], games: &Games, mv: Move) -> Option<Vec<Row>> {
    let mv = games.placed(mv);
    let (rule, places) = rows.get(mv.heap)?;
    let at = mv.at?;
    let g = groups(*places)
        .into_iter()
        .find(|g| g.at <= at && at + mv.take <= g.at + g.len)?;
    let (left, right) = (at - g.at, g.at + g.len - at - mv.take);
    if mv.take == 0 || !rule.allows(mv.take, left, right) {
        return None;
    }
    let mut after = rows.to_vec();
    after[mv.heap].1 &= !(((1u64 << mv.take) - 1) << (at - 1));
    Some(after)
}

fn rule() -> impl Strategy<Value = Rule> {
    prop::sample::select(vec![
        "nim",
        "take:2",
        "take:3",
        "sub:1,3,4",
        "sub:2,3",
        "kayles",
        "dawson",
        "0.6",
        "0.51",
    ])
    .prop_map(|name| Rule::parse(name).unwrap())
}

fn row() -> impl Strategy<Value = Row> {
    (rule(), 1u32..=7, any::<u64>()).prop_map(|(rule, size, holes)| {
        let full = (1u64 << size) - 1;
        // Some places emptied, as earlier moves would leave them.
        let places = full & !(holes & holes >> 7 & full);
        (rule, places)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The hard computer never misses a winning move, and from a lost
    /// position it claims none; every move it lists is a legal one.
    #[test]
    fn the_computer_never_misses_a_win(rows in prop::collection::vec(row(), 1..=4), seed in any::<u64>()) {
        let games = games_of(&rows);
        let mut memo = HashMap::new();
        let won = wins(&rows, &mut memo);
        prop_assert_eq!(won, games.grundy_sum() != 0, "the sum's verdict");
        let mut rng = StdRng::seed_from_u64(seed);
        match games.choose_move(&mut rng) {
            None => prop_assert!(successors(&rows).is_empty()),
            Some(mv) => {
                let after = made(&rows, &games, mv);
                prop_assert!(after.is_some(), "an illegal move {:?}", mv);
                let after = after.unwrap();
                if won {
                    prop_assert!(!wins(&after, &mut memo), "{:?} gives the win away", mv);
                }
            }
        }
        for mv in games.winning_moves() {
            let after = made(&rows, &games, mv);
            prop_assert!(after.is_some_and(|after| !wins(&after, &mut memo)), "{:?}", mv);
        }
        prop_assert_eq!(games.winning_moves().is_empty(), !won);
        let legal = successors(&rows).len();
        prop_assert_eq!(games.moves().len(), legal, "every move, once");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The coach against the search: every legal move from a won position
    /// is kept exactly when it leaves a lost one; a miss names a winning
    /// move, and the row's worth and the sum it states are those of the
    /// position the move left, computed afresh.
    #[test]
    fn the_coach_judges_every_move(rows in prop::collection::vec(row(), 1..=3)) {
        let games = games_of(&rows);
        let mut memo = HashMap::new();
        let won = wins(&rows, &mut memo);
        for (mv, _) in games.moves() {
            let after = made(&rows, &games, mv).expect("a listed move is legal");
            let kept = !wins(&after, &mut memo);
            match games.assess(mv) {
                Assessment::NoWinToMiss => prop_assert!(!won),
                Assessment::KeptWin => prop_assert!(won && kept, "{:?}", mv),
                Assessment::MissedWin { better, worth, .. } => {
                    prop_assert!(won && !kept, "{:?}", mv);
                    let better = made(&rows, &games, better).expect("legal");
                    prop_assert!(!wins(&better, &mut memo));
                    let left = games_of(&after);
                    let expected = RowWorth {
                        row: mv.heap,
                        value: left.row_value(mv.heap),
                        sum: left.grundy_sum(),
                    };
                    prop_assert_eq!(worth, Some(expected));
                }
            }
        }
    }
}

#[test]
fn a_kayles_row_beside_a_nim_row() {
    // Kayles 5 is worth 4, so with nim 4 beside it the sum is 0: lost.
    let kayles = Rule::parse("kayles").unwrap();
    let rows = vec![(kayles.clone(), 0b11111), (Rule::Nim, 0b1111)];
    let games = games_of(&rows);
    assert_eq!(games.row_values(), [4, 4]);
    assert!(games.winning_moves().is_empty());
    assert!(matches!(games.hint(), Some(Hint::Wait(_))));
    // Kayles 3 is worth 3; nim 4 beside it: take 1 from nim, or split the
    // kayles row so it is worth 4? No group of 2 or less is worth 4: the
    // wins leave nim 3, from either end of the nim row (the right first).
    let games = games_of(&[(kayles, 0b111), (Rule::Nim, 0b1111)]);
    let left_end = Move {
        heap: 1,
        take: 1,
        at: Some(1),
    };
    assert_eq!(games.winning_moves(), [Move::new(1, 1), left_end]);
}

#[test]
fn the_waiting_move_is_the_smallest_from_a_largest_group() {
    // sub:2,3: 2 2 is lost (values 1 1); the largest groups are both 2.
    let sub = Rule::parse("sub:2,3").unwrap();
    let games = games_of(&[(sub.clone(), 0b11), (sub, 0b11)]);
    assert_eq!(games.grundy_sum(), 0);
    assert_eq!(games.hint(), Some(Hint::Wait(Move::new(0, 2))));
}

#[test]
fn a_move_inside_a_row_keeps_its_place() {
    let kayles = Rule::parse("kayles").unwrap();
    // Kayles 7 (worth 2): one win splits the row into 3 and 3.
    let games = games_of(&[(kayles, 0b111_1111)]);
    let wins = games.winning_moves();
    assert!(
        wins.contains(&Move {
            heap: 0,
            take: 1,
            at: Some(4)
        }),
        "{wins:?}"
    );
    assert_eq!(
        games.typed(Move {
            heap: 0,
            take: 2,
            at: Some(6)
        }),
        Move::new(0, 2)
    );
    assert_eq!(
        games.placed(Move::new(0, 2)),
        Move {
            heap: 0,
            take: 2,
            at: Some(6)
        }
    );
}

/// A group's derivation: the values its moves reach, and their mex.
#[test]
fn a_groups_value_is_the_least_its_moves_miss() {
    let sub = Rule::parse("sub:1,3,4").unwrap();
    let games = games_of(&[(sub, 0b11111)]);
    let derivation = games.derivation(0, 5);
    assert_eq!(derivation.reached, [0, 1, 2]);
    assert_eq!(derivation.value, 3);
    let kayles = Rule::parse("kayles").unwrap();
    // Kayles 1+2 (place 2 taken): the move at chip 3 is in the group of 2.
    let games = games_of(&[(kayles, 0b1101)]);
    let mv = Move {
        heap: 0,
        take: 1,
        at: Some(3),
    };
    assert_eq!(games.group_of(mv), Some(Group { at: 3, len: 2 }));
    let two = games.derivation(0, 2);
    assert_eq!((two.reached.as_slice(), two.value), (&[0, 1][..], 2));
}

proptest! {
    /// Every group's value is the mex of what its moves reach.
    #[test]
    fn every_value_is_the_mex_of_its_derivation(rows in prop::collection::vec(row(), 1..=3)) {
        let games = games_of(&rows);
        for (r, game) in games.rows().iter().enumerate() {
            for group in &game.groups {
                let d = games.derivation(r, group.len);
                let mex = (0..).find(|v| !d.reached.contains(v)).unwrap();
                prop_assert_eq!(mex, d.value);
                prop_assert_eq!(d.value, games.group_value(r, group.len));
            }
        }
    }
}
