//! Numbers in columns beside a lesson's rows: the game's binary table
//! (`b`, from the binary lesson on; and a reason's nim-sum), without the
//! verdict the lesson asks for; a reason's powers of two, each power in a
//! column under its power, with how many rows hold it under them; the rows' values in
//! binary, marked G, for rows under their own rules; the board's gaps in
//! binary right of the board, a gap a line.

use crate::game::table::board::SIZE;
use crate::game::theory::bits::BitTable;
use crate::game::theory::strategy::Rules;
use crate::text::{Lang, Mover};
use crate::text::{power_cells, power_counts, power_header};
use crate::tui::frame::binary::{self, Look, Spot};
use crate::tui::frame::grid::{Colour, Grid};

/// The line of the first row.
pub const FIRST_ROW: u16 = 10;
/// The powers' cells end where the binary digits do, before the chips.
const CELLS_END: u16 = 20;
/// The label of the powers' counts stands where the chips start.
const HELD_LABEL: u16 = 22;
/// The first binary digit of a gap, right of the board (its last column
/// is 50) and of the gap's label.
const GAP_DIGITS: u16 = 68;

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
    /// The board's gaps in binary, a gap a line, right of the board.
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
        Columns::Gaps(gaps) => draw_gaps(grid, gaps, lang),
    }
}

fn draw_powers(grid: &mut Grid, rows: &[u32], lang: Lang) {
    let most = rows.iter().copied().max().unwrap_or(0);
    grid.put_ending_at(CELLS_END, FIRST_ROW - 1, &power_header(most));
    for (line, &count) in (FIRST_ROW..).zip(rows) {
        grid.put_ending_at(CELLS_END, line, &power_cells(count, most));
    }
    let under = FIRST_ROW + u16::try_from(rows.len()).unwrap_or(0);
    grid.put_ending_at(CELLS_END, under, &power_counts(rows));
    grid.put(HELD_LABEL, under, &lang.columns_held());
}

/// Right of the board: a gap a line (lines 10-17, beside the board's
/// cells), its three binary digits under the place values 4 2 1 (line 9),
/// the nim-sum's digits under them on the gaps' line (18) and a `^` under
/// each odd column (line 19: a reason, which takes it, leaves none odd).
fn draw_gaps(grid: &mut Grid, gaps: &[u32], lang: Lang) {
    const GAP_BITS: usize = 3;
    let table = BitTable::new(gaps, GAP_BITS);
    let col = |bit: usize| GAP_DIGITS + 2 * bit as u16;
    for (bit, weight) in (0..GAP_BITS).zip([4, 2, 1]) {
        grid.put(col(bit), FIRST_ROW - 1, &weight.to_string());
    }
    let sum = table.summary().nim_sum();
    let lines = (FIRST_ROW..).zip(gaps.iter().take(SIZE).enumerate());
    for (line, (gap, &count)) in lines {
        grid.put_ending_at(GAP_DIGITS - 2, line, &lang.columns_gap(gap + 1));
        for (bit, digit) in table.digits_of(count).enumerate() {
            grid.put(col(bit), line, &digit.to_string());
        }
    }
    let sum_line = FIRST_ROW + SIZE as u16;
    grid.put_ending_at(GAP_DIGITS - 2, sum_line, &lang.label_sum());
    for (bit, digit) in table.digits_of(sum).enumerate() {
        grid.put(col(bit), sum_line, &digit.to_string());
    }
    for (bit, _) in table.odd().iter().enumerate().filter(|(_, odd)| **odd) {
        grid.put(col(bit), sum_line + 1, "^");
    }
}
