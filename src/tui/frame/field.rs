//! The book's field (its `ShowField`): where row `i`'s number, its places
//! and its count are drawn, and the chips. Every view of the rows places
//! them from here.

use crate::game::table::layout::Layout;

/// The line of the first row.
pub(in crate::tui) const FIRST_ROW_LINE: u16 = 5;
/// The book's `X0`: column of the row numbers.
pub(in crate::tui) const NUMBER_COL: u16 = 4;
/// The book's `X`: place `j` of a row sits at column `FIELD_COL + 2*j`.
const FIELD_COL: u16 = 20;
/// The dense field: place `j` at column `DENSE_COL + j`, so 63 places end at
/// column 70 and a blank column parts them from the count.
const DENSE_COL: u16 = 7;
/// Rows longer than this switch every row to the dense field.
const SPARSE_PLACES: u32 = 25;
/// The book's `X1`: the chip count, right-aligned in two columns.
pub(in crate::tui) const COUNT_COL: u16 = 72;
/// The book's chip, character 220 of its code page.
pub(in crate::tui) const CHIP: char = '\u{2584}';
pub(in crate::tui) const ASCII_CHIP: char = 'o';
/// A place whose chip was taken.
pub(in crate::tui) const TAKEN: char = '.';

/// How the places of the rows are spaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::tui) enum Field {
    /// Every other column, as in the book.
    Sparse,
    /// A place in every column, for a row longer than 25.
    Dense,
}

impl Field {
    pub(in crate::tui) fn of(layout: &Layout) -> Field {
        Field::of_places(layout.rows())
    }

    /// The field of rows of `places` places each (a lesson's rows, which
    /// are no layout when there is one).
    pub(in crate::tui) fn of_places(places: &[u32]) -> Field {
        if places.iter().any(|&n| n > SPARSE_PLACES) {
            Field::Dense
        } else {
            Field::Sparse
        }
    }

    /// The column of place `j` (1-based) of a row.
    pub(in crate::tui) fn place_col(self, j: u32) -> Option<u16> {
        let j = u16::try_from(j).ok()?;
        Some(match self {
            Field::Dense => DENSE_COL + j,
            Field::Sparse => FIELD_COL + 2 * j,
        })
    }
}
