//! Numbers in columns beside a lesson's rows: the game's binary table
//! (`b`, from the binary lesson on; and a reason's nim-sum), without the
//! verdict the lesson asks for; a reason's powers of two, each power in a
//! column, with how many rows hold it under them; the rows' values in
//! binary, marked G, for rows under their own rules; the board's gaps in
//! binary under them.

use crate::game::table::board::SIZE;
use crate::game::theory::bits::BitTable;
use crate::game::theory::strategy::Rules;
use crate::text::{Lang, Mover};
use crate::text::{power_cells, power_counts};
use crate::tui::frame::grid::{Colour, Grid};
use crate::tui::play::binary::{self, Look, Spot};

/// The line of the first row.
pub const FIRST_ROW: u16 = 10;
/// The powers' cells end where the binary digits do, before the chips.
const CELLS_END: u16 = 20;
/// The label of the powers' counts stands where the chips start.
const HELD_LABEL: u16 = 22;

/// What stands in columns beside the rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Columns {
    None,
    /// The counts in binary, the nim-sum's digits under them.
    Binary(Vec<u32>),
    /// Rows under their own rules: their values in binary.
    Values(Vec<u32>),
    /// Each count as its powers of two.
    Powers(Vec<u32>),
    /// The board's gaps in binary, a line a place value, under the gaps.
    Gaps(Vec<u32>),
}

/// Draws `columns`; `dense` when the rows use the dense field (a row
/// above 25 places), whose digits go to the right edge.
pub fn draw(grid: &mut Grid, columns: &Columns, lang: Lang, dense: bool) {
    let look = Look {
        lang,
        rules: Rules::Normal,
        mover: Mover::Anyone,
        colour: Colour::Off,
        spot: match dense {
            true => Spot::RightEdge,
            false => Spot::BesideChips,
        },
    };
    match columns {
        Columns::None => {}
        Columns::Binary(rows) => _ = binary::draw_columns(grid, FIRST_ROW, rows, look),
        Columns::Values(values) => {
            binary::draw_columns(grid, FIRST_ROW, values, look);
            binary::mark_values(grid, FIRST_ROW, values, look);
        }
        Columns::Powers(rows) => draw_powers(grid, rows, lang),
        Columns::Gaps(gaps) => draw_gaps(grid, gaps),
    }
}

fn draw_powers(grid: &mut Grid, rows: &[u32], lang: Lang) {
    let most = rows.iter().copied().max().unwrap_or(0);
    for (line, &count) in (FIRST_ROW..).zip(rows) {
        grid.put_ending_at(CELLS_END, line, &power_cells(count, most));
    }
    let under = FIRST_ROW + u16::try_from(rows.len()).unwrap_or(0);
    grid.put_ending_at(CELLS_END, under, &power_counts(rows));
    grid.put(HELD_LABEL, under, &lang.columns_held());
}

/// Under the board's gaps (line 18): a line for each place value, 4, 2 and
/// 1, each gap's digit under it, the place value at the left and a `^` at
/// the right of a line holding an odd number of 1s.
fn draw_gaps(grid: &mut Grid, gaps: &[u32]) {
    const GAP_BITS: usize = 3;
    let col = |c: usize| 29 + 3 * c as u16;
    let table = BitTable::new(gaps, GAP_BITS);
    for (bit, odd) in (0..GAP_BITS).zip(table.odd()) {
        let line = 19 + bit as u16;
        grid.put_ending_at(
            col(0) - 2,
            line,
            &(1u32 << (GAP_BITS - 1 - bit)).to_string(),
        );
        for (c, &gap) in gaps.iter().enumerate().take(SIZE) {
            grid.put(col(c), line, &(gap >> (GAP_BITS - 1 - bit) & 1).to_string());
        }
        if odd {
            grid.put(col(SIZE), line, "^");
        }
    }
}
