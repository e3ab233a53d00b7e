//! What the screen says and marks after a move, without a terminal: both
//! moves on line 23, the coach's sentence on the position the learner's
//! move left (and the reply), the emptied places marked until the next
//! move, the first hint pointing at `b` while the binary view is off.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::game::session::{Options, Session};
use crate::game::table::layout::Layout;
use crate::game::table::rows::Rows;
use crate::game::theory::strategy::Level;
use crate::tui::frame::glyphs::Glyphs;
use crate::tui::frame::grid::Grid;
use crate::tui::play::app::App;
use crate::tui::play::view::{ASCII_JUST_TAKEN, JUST_TAKEN};
use crate::tui::{Step, TuiConfig};

fn coached(rows: Vec<u32>, level: Level, seed: u64, glyphs: Glyphs) -> App<Rows, StdRng> {
    let layout = Layout::new(rows).unwrap();
    let options = Options {
        level,
        ..Options::default()
    };
    let session = Session::new(options, layout, StdRng::seed_from_u64(seed));
    let config = TuiConfig {
        coach: true,
        glyphs,
        ..TuiConfig::default()
    };
    App::new(session, config.into())
}

fn type_line(app: &mut App<Rows, StdRng>, line: &str) -> Step {
    let mut last = Step::Wait;
    for c in line.chars() {
        last = app.key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    last.max(app.key(&KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)))
}

/// The marked places of row `row` (1-based): the places' numbers.
fn marked(grid: &Grid, row: u16, mark: char) -> Vec<usize> {
    let line: Vec<char> = grid.line_text(4 + row).chars().collect();
    // Place j sits at column 20 + 2j: index 19 + 2j.
    (1..=25)
        .filter(|j| line.get(19 + 2 * j) == Some(&mark))
        .collect()
}

#[test]
fn line_23_says_both_moves_and_line_24_the_move_and_what_it_left() {
    let mut app = coached(vec![3, 4, 5], Level::Hard, 7, Glyphs::Unicode);
    // 3 5 gives the win of 3 4 5 away: 3 4 0 has the 4s odd.
    type_line(&mut app, "3 5");
    let grid = app.grid();
    let reply = app.session.moves()[1].1;
    let typed = format!("{} {}", reply.heap + 1, reply.take);
    let took = |count: u32| if count == 1 { "chip" } else { "chips" };
    assert_eq!(
        grid.line_text(23),
        format!(
            "You took 5 chips from row 3. I took {} {} from row {}.",
            reply.take,
            took(reply.take),
            reply.heap + 1
        )
    );
    assert_eq!(
        grid.line_text(24),
        format!("Your 3 5 left the 4s odd; I answered {typed}; u takes both back")
    );
    // A good move: kept, and the reply named.
    type_line(&mut app, "u");
    type_line(&mut app, "1 2");
    let reply = app.session.moves()[1].1;
    assert_eq!(
        app.grid().line_text(24),
        format!(
            "Good: your 1 2 kept your winning position; I answered {} {}",
            reply.heap + 1,
            reply.take
        )
    );
}

#[test]
fn a_slip_right_after_a_mistake_says_both() {
    // The easy computer slips now and then: a seed where it slips at once.
    for seed in 0..300 {
        let mut app = coached(vec![3, 4, 5], Level::Easy, seed, Glyphs::Unicode);
        type_line(&mut app, "3 5");
        let said = app.grid().line_text(24);
        if said.contains("slipped") {
            assert!(
                said.starts_with("Your 3 5 left the 4s odd; then my "),
                "{said}"
            );
            assert!(
                said.ends_with("slipped: you can win again (? helps)"),
                "{said}"
            );
            return;
        }
        assert!(
            said.starts_with("Your 3 5 left the 4s odd; I answered"),
            "{said}"
        );
    }
    panic!("the easy computer never slipped after 3 5");
}

#[test]
fn the_places_just_emptied_are_marked_until_the_next_move() {
    for (glyphs, mark) in [
        (Glyphs::Unicode, JUST_TAKEN),
        (Glyphs::Ascii, ASCII_JUST_TAKEN),
    ] {
        let mut app = coached(vec![3, 4, 5], Level::Hard, 7, glyphs);
        assert!((1..=3).all(|row| marked(&app.grid(), row, mark).is_empty()));
        type_line(&mut app, "3 2");
        let reply = app.session.moves()[1].1;
        let grid = app.grid();
        assert_eq!(marked(&grid, 3, mark), [4, 5], "my two chips of row 3");
        let row = u16::try_from(reply.heap + 1).unwrap();
        let before = [3u32, 4, 3][reply.heap];
        let mut places: Vec<usize> = marked(&grid, row, mark);
        if row == 3 {
            places.retain(|&j| j < 4);
        }
        let expected: Vec<usize> = (before - reply.take + 1..=before)
            .map(|j| j as usize)
            .collect();
        assert_eq!(places, expected, "the reply's chips of row {row}");
        // A hint or a refusal keeps them, as they were.
        let all = |app: &App<Rows, StdRng>| -> Vec<Vec<usize>> {
            (1..=3).map(|row| marked(&app.grid(), row, mark)).collect()
        };
        let shown = all(&app);
        type_line(&mut app, "?");
        assert_eq!(all(&app), shown);
        type_line(&mut app, "9 9");
        assert_eq!(all(&app), shown);
        type_line(&mut app, "u");
        assert!(
            (1..=3).all(|row| marked(&app.grid(), row, mark).is_empty()),
            "undo clears them"
        );
    }
}

#[test]
fn the_first_hint_says_b_shows_the_columns_while_the_view_is_off() {
    let mut app = coached(vec![3, 4, 5], Level::Hard, 7, Glyphs::Unicode);
    type_line(&mut app, "?");
    assert_eq!(
        app.grid().line_text(24),
        "Hint 1 of 3: the 2s column is the highest odd one (b shows the columns)"
    );
    type_line(&mut app, "b");
    type_line(&mut app, "?");
    assert_eq!(
        app.grid().line_text(24),
        "Hint 1 of 3: the 2s column is the highest odd one (nim-sum 2 = 010)"
    );
}
