use super::*;
use crate::table::Table;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::theory::rule::{RowRules, Rule};

/// The questions agree with one another: the winning moves are exactly the
/// moves that win, the side to move wins when there is one, and the coach
/// keeps a win exactly on those.
fn consistent(engine: &Engine) {
    let moves = engine.moves();
    let winning: Vec<Move> = (moves.iter().copied())
        .filter(|&mv| engine.wins_by(mv))
        .collect();
    assert_eq!(engine.winning_moves(), winning, "{engine:?}");
    // At the end misère's mover has already won: no move is asked of it.
    if !moves.is_empty() {
        assert_eq!(engine.wins(), !winning.is_empty(), "{engine:?}");
    }
    assert_eq!(engine.is_over(), moves.is_empty(), "{engine:?}");
    for &mv in &moves {
        let kept = matches!(engine.assess(mv), Assessment::KeptWin);
        assert_eq!(kept, engine.wins_by(mv), "{mv:?} in {engine:?}");
    }
}

#[test]
fn nim_heaps_answer_alike_in_both_rules() {
    for rules in [Rules::Normal, Rules::Misere] {
        for a in 0..=4 {
            for b in 0..=4 {
                for c in 0..=3 {
                    consistent(&Engine::new(&[a, b, c], rules, None));
                }
            }
        }
    }
}

#[test]
fn rows_under_rules_answer_alike() {
    let kayles = Rule::parse("kayles").expect("kayles is a rule");
    for first in 1..=6 {
        for second in 1..=4 {
            for rule in [Rule::Take(3), kayles.clone()] {
                let layout = Layout::new(vec![first, second]).expect("fits");
                let rows = Rows::with_rules(layout, RowRules::Each(vec![rule, Rule::Nim]));
                let engine = rows.engine(Rules::Normal);
                assert!(engine.games().is_some());
                consistent(&engine);
            }
        }
    }
}

#[test]
fn the_books_rows_are_played_as_nim() {
    let rows = Rows::new(Layout::new(vec![3, 4, 5]).expect("fits"));
    assert!(matches!(
        rows.engine(Rules::Misere),
        Engine::Nim {
            rules: Rules::Misere,
            ..
        }
    ));
}
