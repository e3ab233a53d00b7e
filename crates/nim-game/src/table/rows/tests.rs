//! The rows: the book's checks, growth, and rows under their own rules.

use crate::table::MoveError;
use crate::table::rows::*;

#[test]
fn growth_says_what_grew() {
    let grow = |rows: Vec<u32>| {
        let mut rows = Rows::new(Layout::new(rows).unwrap());
        let rng = &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1);
        let next = rows.next_game(Ending::PlayerVictory, rng);
        (next, rows.layout().rows().to_vec())
    };
    assert_eq!(grow(vec![3, 62]), (NextGame::EveryRow, vec![4, 63]));
    assert_eq!(grow(vec![3, 63]), (NextGame::SomeRows, vec![4, 63]));
    assert_eq!(grow(vec![63, 63]), (NextGame::Full, vec![63, 63]));
}

#[test]
fn checks_moves() {
    let mut p = Rows::new(Layout::default());
    p.apply(Move::new(0, 3), Seat::First);
    assert_eq!(p.heaps(), &[0, 4, 5]);
    assert!(!p.is_over());
    assert_eq!(p.check(2, 4), Ok(Move::new(1, 4)));
    assert_eq!(p.check(1, 1), Err(MoveError::EmptyHeap { heap: 1 }));
    assert_eq!(
        p.check(4, 1),
        Err(MoveError::NoSuchHeap { heap: 4, heaps: 3 })
    );
    assert_eq!(
        p.check(-2, 1),
        Err(MoveError::NoSuchHeap { heap: -2, heaps: 3 })
    );
    assert_eq!(p.check(3, 0), Err(MoveError::NotPositive { count: 0 }));
    assert_eq!(
        p.check(3, 6),
        Err(MoveError::TooMany {
            heap: 3,
            count: 6,
            holds: 5
        })
    );
    assert_eq!(p.position().to_string(), "0 4 5");
    p.apply(Move::new(1, 4), Seat::Second);
    p.apply(Move::new(2, 5), Seat::First);
    assert!(p.is_over(), "the book's CheckField: no row holds chips");
}

fn ruled(rows: Vec<u32>, rules: &str) -> Rows {
    let rules = rules.split(' ').map(|r| Rule::parse(r).unwrap()).collect();
    Rows::with_rules(Layout::new(rows).unwrap(), RowRules::Each(rules))
}

fn seat() -> Seat {
    Seat::First
}

#[test]
fn a_kayles_row_splits_and_is_written_as_its_groups() {
    let mut p = ruled(vec![3, 5, 4], "nim kayles sub:1,3,4");
    assert!(p.has_places());
    let mv = p.check_at(2, 1, 3).unwrap();
    assert_eq!(
        mv,
        Move {
            heap: 1,
            take: 1,
            at: Some(3)
        }
    );
    let placed = p.apply(mv, seat());
    assert_eq!(placed, mv);
    assert_eq!(p.position().to_string(), "3 2+2 4");
    assert_eq!(p.heaps(), &[3, 4, 4]);
    // Without AT: the right end of the last group.
    let mv = p.check(2, 1).unwrap();
    assert_eq!(mv, Move::new(1, 1));
    let placed = p.apply(mv, seat());
    assert_eq!(
        placed,
        Move {
            heap: 1,
            take: 1,
            at: Some(5)
        }
    );
    assert_eq!(p.position().to_string(), "3 2+1 4");
    p.restore(placed, seat());
    assert_eq!(p.position().to_string(), "3 2+2 4");
    // The default place, typed, is written as the book's move.
    assert_eq!(p.check_at(2, 2, 4), Ok(Move::new(1, 2)));
}

/// `RuleCount`: the rule does not take that many from row `heap`.
fn count_refused(heap: usize, count: u32, rule: &str) -> Result<Move, MoveError> {
    let rule = Rule::parse(rule).unwrap();
    Err(MoveError::RuleCount { heap, count, rule })
}

#[test]
fn a_count_the_rule_never_takes_is_refused_in_its_terms() {
    let p = ruled(vec![3, 5, 6], "take:2 kayles dawson");
    assert_eq!(p.check(1, 3), count_refused(1, 3, "take:2"));
    assert_eq!(p.check_at(2, 3, 1), count_refused(2, 3, "kayles"));
    // Dawson's kayles takes 2, never 1.
    assert_eq!(p.check(3, 1), count_refused(3, 1, "dawson"));
}

#[test]
fn a_place_off_the_row_or_on_a_dot_is_refused() {
    let mut p = ruled(vec![3, 5, 6], "take:2 kayles dawson");
    for at in [6, 0] {
        let off = MoveError::NoSuchPlace {
            heap: 2,
            at,
            places: 5,
        };
        assert_eq!(p.check_at(2, 1, at), Err(off));
    }
    let placed = p.apply(p.check_at(2, 1, 3).unwrap(), seat());
    assert_eq!(placed.at, Some(3));
    // Across the dot, and from the dot itself.
    let not_there = |at, count| Err(MoveError::NotThere { heap: 2, at, count });
    assert_eq!(p.check_at(2, 2, 2), not_there(2, 2));
    assert_eq!(p.check_at(2, 1, 3), not_there(3, 1));
    // The last group holds 2: 2 1 is fine, without AT 2 3 is too many.
    assert_eq!(p.check(2, 3), count_refused(2, 3, "kayles"));
}

#[test]
fn nim_and_take_take_from_an_end_of_a_group_never_its_middle() {
    let q = ruled(vec![4, 4], "nim take:3");
    let from_middle = |heap, count, rule| Err(MoveError::RulePlace { heap, count, rule });
    assert_eq!(q.check_at(1, 2, 2), from_middle(1, 2, Rule::Nim));
    assert_eq!(q.check_at(2, 1, 2), from_middle(2, 1, Rule::Take(3)));
    let from_the_left = Move {
        heap: 0,
        take: 1,
        at: Some(1),
    };
    assert_eq!(q.check_at(1, 1, 1), Ok(from_the_left));
}

#[test]
fn a_group_too_small_for_a_move_from_the_right_end() {
    let mut p = ruled(vec![5, 3], "kayles nim");
    p.apply(
        Move {
            heap: 0,
            take: 1,
            at: Some(4),
        },
        seat(),
    );
    assert_eq!(p.position().to_string(), "3+1 3");
    assert_eq!(
        p.check(1, 2),
        Err(MoveError::GroupTooSmall {
            heap: 1,
            count: 2,
            holds: 1
        })
    );
    assert_eq!(
        p.check_at(1, 2, 2),
        Ok(Move {
            heap: 0,
            take: 2,
            at: Some(2)
        })
    );
}

#[test]
fn rules_stay_after_the_setup_and_the_book_is_all_nim() {
    let p = ruled(vec![3, 5], "nim kayles");
    let relaid = p.relaid(Layout::new(vec![2, 2, 2]).unwrap(), &[]);
    assert_eq!(relaid.rule(1), &Rule::parse("kayles").unwrap());
    assert_eq!(relaid.rule(2), &Rule::Nim, "a row past the list plays nim");
    let book = Rows::new(Layout::default());
    assert!(!book.has_places() && book.games().is_none() && book.rule_list().is_none());
    assert_eq!(book.check_at(1, 1, 1), Err(MoveError::NoPlaces));
    assert_eq!(
        p.rule_list().map(|r| r.len()),
        Some(2),
        "one rule per row when a row is not nim"
    );
}

/// Under 0.1 a move takes a whole heap of one chip and nothing else: 1 1
/// grown to 2 2 would leave no move, so the rows stay 1 1.
#[test]
fn a_growth_that_leaves_no_move_keeps_the_rows() {
    let mut rows = ruled(vec![1, 1], "0.1 0.1");
    assert!(!rows.is_over());
    let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1);
    let next = rows.next_game(crate::table::Ending::PlayerVictory, &mut rng);
    assert_eq!(next, NextGame::Same);
    assert_eq!(rows.heaps(), &[1, 1]);
    // Dawson's 3 3 grows to 4 4 as ever.
    let mut rows = ruled(vec![3, 3], "dawson dawson");
    rows.next_game(crate::table::Ending::PlayerVictory, &mut rng);
    assert_eq!(rows.heaps(), &[4, 4]);
}
