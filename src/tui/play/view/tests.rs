//! The screen drawn into a grid, at the book's coordinates.

use crate::game::session::{Score, Side};
use crate::game::table::layout::Layout;
use crate::tui::frame::field::CHIP;
use crate::tui::play::view::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

mod rules;

fn grid_for(rows: Vec<u32>, state: &ViewState) -> Grid {
    let layout = Layout::new(rows).unwrap();
    let mut session = Session::<Rows, _>::new(Options::default(), layout, StdRng::seed_from_u64(1));
    session.start();
    draw(&session, state, &LineEditor::default())
}

#[test]
fn prepare_and_show_field_at_the_books_coordinates() {
    let grid = grid_for(vec![3, 4, 5], &ViewState::default());
    assert_eq!(grid.line_text(1).trim(), "THE GAME OF NIM");
    assert_eq!(grid.at((80 - 15) / 2, 1), 'T');
    assert!(grid.line_text(4).starts_with("Row"));
    assert_eq!(grid.at(79, 4), 's');
    assert_eq!(grid.at(4, 5), '1');
    assert_eq!(grid.at(22, 7), CHIP);
    assert_eq!(grid.at(30, 7), CHIP);
    assert_eq!(grid.at(32, 7), ' ');
    assert_eq!((grid.at(72, 7), grid.at(73, 7)), (' ', '5'));
    assert_eq!(grid.line_text(22), "Your move:");
    assert_eq!(grid.cursor(), Some((12, 22)), "the cursor after the prompt");
    assert_eq!(grid.at(80, 25), ' ');
}

#[test]
fn the_score_always_wins_line_25() {
    for code in Lang::codes() {
        let lang = Lang::from_code(code).unwrap();
        for (a, b) in [(0, 0), (10, 10), (999, 9), (9_999, 9_999)] {
            let sides = [
                [(Side::You, a), (Side::Computer, b)],
                [(Side::Player1, a), (Side::Player2, b)],
            ];
            for entries in sides {
                let score = lang.score(&Score { entries });
                let mut grid = Grid::default();
                score_line(&mut grid, lang, &score);
                let line = grid.line_text(SCORE_LINE);
                assert!(line.starts_with(&score), "{code}: {line}");
                let rest = line[score.len()..].to_string();
                assert!(
                    rest.is_empty() || rest.starts_with(' '),
                    "{code}: the key help touches the score: {line}"
                );
                assert_eq!(grid.at(COLS, SCORE_LINE), ' ');
            }
        }
        // With a short score the whole key help shows.
        let mut grid = Grid::default();
        score_line(&mut grid, lang, "0 0");
        assert!(
            grid.line_text(SCORE_LINE).ends_with(&lang.key_help()),
            "{code}"
        );
    }
}

#[test]
fn long_rows_use_the_dense_field_and_ascii_chips() {
    let state = ViewState {
        glyphs: Glyphs::Ascii,
        ..ViewState::default()
    };
    let grid = grid_for(vec![63, 2], &state);
    assert_eq!(grid.at(7, 5), ' ');
    assert_eq!(grid.at(8, 5), 'o');
    assert_eq!(grid.at(70, 5), 'o');
    assert_eq!(grid.at(71, 5), ' ', "a blank column before the count");
    assert_eq!((grid.at(72, 5), grid.at(73, 5)), ('6', '3'));
    assert_eq!(grid.at(9, 6), 'o');
    assert_eq!(grid.at(10, 6), ' ');
}
