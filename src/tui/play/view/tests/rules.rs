//! The screen of rows under their own rules: line 3, each row's rule, a
//! row's groups between dots, and the binary view of Grundy values.

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::game::session::command::Command;
use crate::game::table::layout::Layout;
use crate::game::theory::rule::{RowRules, Rule};
use crate::tui::frame::field::CHIP;
use crate::tui::play::view::*;

fn session(rows: Vec<u32>, rules: &str) -> Session<Rows, StdRng> {
    let rules = rules.split(' ').map(|r| Rule::parse(r).unwrap()).collect();
    let table = Rows::with_rules(Layout::new(rows).unwrap(), RowRules::Each(rules));
    // Two players: no computer's reply moves the rows under the test.
    let options = Options {
        players: Players::Two,
        ..Options::default()
    };
    let mut session = Session::new(options, table, StdRng::seed_from_u64(1));
    session.start();
    session
}

#[test]
fn line_three_states_the_rules_and_each_row_wears_its_own() {
    let s = session(vec![3, 5, 4], "nim kayles sub:1,3,4");
    let grid = draw(&s, &ViewState::default(), &LineEditor::default());
    assert_eq!(
        grid.line_text(3).trim(),
        "Rules by row: nim kayles sub:1,3,4; whoever makes the last move wins"
    );
    assert_eq!(
        grid.line_text(2).trim(),
        "Take chips from one row, as that row's rule allows."
    );
    // Row 2's five places end at column 30; its rule stands 3 further.
    assert!(
        grid.line_text(6).contains("kayles"),
        "{}",
        grid.line_text(6)
    );
    assert_eq!(grid.at(33, 6), 'k');
    assert!(grid.line_text(7).contains("sub:1,3,4"));
}

/// A row too long for a tag beside it has its rule named on line 3 when
/// the whole list would not fit there; tagged rows keep their tags.
#[test]
fn a_row_with_no_room_for_its_tag_is_named_on_line_three() {
    let long = "0.1234567123456712345671234567";
    let s = session(
        vec![24, 3, 5],
        &format!("kayles sub:1,2,3,4,5,6,7,8 {long}"),
    );
    let grid = draw(&s, &ViewState::default(), &LineEditor::default());
    assert_eq!(
        grid.line_text(3).trim(),
        "Rules by row: 1 kayles; the other rows' rules stand beside them"
    );
    assert!(
        !grid.line_text(5).contains("kayles"),
        "{}",
        grid.line_text(5)
    );
    assert!(grid.line_text(6).contains("sub:1,2,3,4,5,6,7,8"));
    assert!(grid.line_text(7).contains(long));
    // Every row tagged: line 3 points at the tags.
    let s = session(vec![3, 3, 5], &format!("kayles sub:1,2,3,4,5,6,7,8 {long}"));
    let grid = draw(&s, &ViewState::default(), &LineEditor::default());
    assert!(
        grid.line_text(3)
            .contains("Each row's rule stands beside it")
    );
}

#[test]
fn a_kayles_row_with_a_gap_shows_the_dot_and_its_groups() {
    let mut s = session(vec![3, 5, 4], "nim kayles sub:1,3,4");
    s.act(Command::MoveAt {
        heap: 2,
        take: 1,
        at: 3,
    })
    .unwrap();
    let grid = draw(&s, &ViewState::default(), &LineEditor::default());
    let places: String = (1..=5).map(|j| grid.at(20 + 2 * j, 6)).collect();
    assert!(places.starts_with(&format!("{CHIP}{CHIP}.")), "{places}");
    // A click on chip 1 takes chips 1 and 2, the group's: ROW 2 AT 1.
    let click = s.table().move_at(22, 6, Seat::First);
    assert_eq!(
        click,
        Some(Move {
            heap: 1,
            take: 2,
            at: Some(1)
        })
    );
}

#[test]
fn the_binary_view_shows_grundy_values_marked_g() {
    let s = session(vec![3, 5, 4], "nim kayles sub:1,3,4");
    let state = ViewState {
        binary: true,
        ..ViewState::default()
    };
    let grid = draw(&s, &state, &LineEditor::default());
    // Values 3, 4, 2 in three digits (cols 16, 18, 20), G at column 14.
    let digits = |line| -> String { [16, 18, 20].iter().map(|&c| grid.at(c, line)).collect() };
    assert_eq!(digits(5), "011");
    assert_eq!(digits(6), "100");
    assert_eq!(digits(7), "010");
    assert_eq!(grid.at(14, 5), 'G');
    assert_eq!(digits(8), "101", "the Grundy sum: 3 ^ 4 ^ 2 = 5");
    assert!(grid.line_text(8).contains("G-sum"), "{}", grid.line_text(8));
}

#[test]
fn the_book_screen_is_unchanged_by_all_nim_rules() {
    let ruled = session(vec![3, 4, 5], "nim nim nim");
    let book = Session::<Rows, _>::new(
        ruled.options(),
        Layout::new(vec![3, 4, 5]).unwrap(),
        StdRng::seed_from_u64(1),
    );
    for binary in [false, true] {
        let state = ViewState {
            binary,
            ..ViewState::default()
        };
        let editor = LineEditor::default();
        assert_eq!(draw(&ruled, &state, &editor), draw(&book, &state, &editor));
    }
}
