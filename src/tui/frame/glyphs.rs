//! What every screen draws its rows and pieces with: the glyphs, the
//! board's shapes, and the book's `ShowField`, so that a row looks the same
//! in a game, a lesson and a puzzle.

use crate::game::table::board::Piece;
use crate::game::table::rows::Position;
use crate::tui::frame::field::{ASCII_CHIP, CHIP, COUNT_COL, Field, NUMBER_COL, TAKEN};
use crate::tui::frame::grid::Grid;

/// How chips and pieces are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Glyphs {
    /// The book's `▄`, the board's `●` and `○`.
    #[default]
    Unicode,
    /// `--ascii`: chips as `o`, pieces as `#` and `o`.
    Ascii,
}

/// The board's shapes: black filled, red hollow, so they differ without
/// colour too. `--ascii` keeps the idea, `#` filled and `o` hollow: the
/// colours' initials would read as the rows' marks (row B).
pub(in crate::tui) fn shape(piece: Piece, glyphs: Glyphs) -> char {
    match (piece, glyphs) {
        (Piece::Black, Glyphs::Unicode) => '●',
        (Piece::Red, Glyphs::Unicode) => '○',
        (Piece::Black, Glyphs::Ascii) => '#',
        (Piece::Red, Glyphs::Ascii) => 'o',
    }
}

/// The book's `ShowField`: per row its number, its places (chips, and
/// dots where chips were taken) and its count, the first row on `first`.
/// `places` are the places each row has (the layout's); the lessons draw
/// their rows with it too, so a row looks the same in a lesson and a game.
pub(in crate::tui) fn show_field(
    grid: &mut Grid,
    first: u16,
    places: &[u32],
    position: &Position,
    glyphs: Glyphs,
) {
    let field = Field::of_places(places);
    let chip = match glyphs {
        Glyphs::Unicode => CHIP,
        Glyphs::Ascii => ASCII_CHIP,
    };
    let rows = places.iter().zip(position.rows());
    for (i, (&places, &chips)) in (1u16..).zip(rows) {
        let line = i + first - 1;
        grid.put(NUMBER_COL, line, &i.to_string());
        for j in 1..=places {
            let row = usize::from(i - 1);
            let mark = if position.holds(row, j) { chip } else { TAKEN };
            if let Some(col) = field.place_col(j) {
                grid.put(col, line, &mark.to_string());
            }
        }
        grid.put(COUNT_COL, line, &format!("{chips:>2}"));
    }
}
