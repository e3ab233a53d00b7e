//! The binary view (F2, or `b`): the book's `BitForm` of each row, read
//! together with its chips, under the place values (`4 2 1`) of the digit
//! columns, as many as the largest row needs; under the last row the
//! nim-sum written in binary on a line of its own, labelled, with what it
//! means for you (or for the side to move, between two players). Odd
//! columns stand out: in reverse video, and (so that nothing depends on
//! it) with a `^` under each on the next line while there is room for it.
//!
//! Beside the book's field (every other column) the digits stand between
//! the row numbers and the chips, every other column too, ending at
//! column 20; beside the dense field (a row above 25 places) there is room
//! only at the right edge, columns 75-80, digits side by side, without the
//! place values (the count's label holds line 4 there).

use crate::game::session::{Options, Players};
use crate::game::theory::bits::BitTable;
use crate::game::theory::strategy::Rules;
use crate::text::width::width;
use crate::text::{Lang, Mover};

use crate::tui::frame::grid::{COLS, Colour, Grid};

/// Who reads the binary view's verdict: against the computer the question
/// is only ever asked of you; between two players, of the side to move;
/// once the game is over, of nobody (the view speaks of the finished game).
pub fn mover(options: Options, over: bool) -> Mover {
    match options.players {
        _ if over => Mover::Nobody,
        Players::One => Mover::You,
        Players::Two => Mover::Anyone,
    }
}

/// Where the digits go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spot {
    /// Between the row numbers and the book's field, every other column.
    BesideChips,
    /// At the right edge, side by side: the dense field leaves no room left.
    RightEdge,
}

/// Beside the chips: the last digit's column (the first place is at 22).
const BESIDE_LAST: u16 = 20;
/// The words after the nim-sum's digits start where the chips do.
const BESIDE_WORDS: u16 = 22;
/// Column of the nim-sum's words beside the dense field, under the row numbers.
const EDGE_WORDS: u16 = 4;
/// The last line of the scene: line 20 holds the move help.
const LAST_LINE: u16 = 19;

/// How the view is worded and drawn.
#[derive(Debug, Clone, Copy)]
pub struct Look {
    pub lang: Lang,
    pub rules: Rules,
    pub mover: Mover,
    pub colour: Colour,
    pub spot: Spot,
}

impl Spot {
    /// The column of digit `i` (0 = the most significant) of `digits`.
    fn col(self, i: usize, digits: usize) -> u16 {
        let from_right = u16::try_from(digits - 1 - i).unwrap_or(0);
        match self {
            Spot::BesideChips => BESIDE_LAST - 2 * from_right,
            Spot::RightEdge => COLS - from_right,
        }
    }
}

/// Draws the digits of every row beside it, the first row on `first_line`,
/// the place values on the line above, the nim-sum's line under the last
/// row and the marks under that.
pub fn draw(grid: &mut Grid, first_line: u16, rows: &[u32], look: Look) {
    let (table, sum_line) = draw_columns(grid, first_line, rows, look);
    let summary = table.summary();
    match look.spot {
        Spot::BesideChips => {
            let words = look.lang.sum_line(summary, look.rules, look.mover);
            grid.put(BESIDE_WORDS, sum_line, &words);
        }
        Spot::RightEdge => {
            let words = look.lang.parity_meaning(summary, look.rules, look.mover);
            grid.put(EDGE_WORDS, sum_line, &words);
        }
    }
}

/// The columns alone, without what the nim-sum means (a lesson's question
/// asks that of the learner): the digits, the place values, the nim-sum's
/// digits and its label, the marks. The table and the nim-sum's line.
pub fn draw_columns(grid: &mut Grid, first_line: u16, rows: &[u32], look: Look) -> (BitTable, u16) {
    let table = BitTable::fitted(rows);
    let digits = table.digits();
    let odd = table.odd();
    let lines = (first_line..).zip(rows.iter().copied());
    let sum_line = first_line + u16::try_from(rows.len()).unwrap_or(0);
    for (line, count) in lines.chain([(sum_line, table.summary().nim_sum())]) {
        for (i, digit) in table.digits_of(count).enumerate() {
            let col = look.spot.col(i, digits);
            grid.put(col, line, &digit.to_string());
            if look.colour == Colour::On && odd[i] {
                grid.set_reverse(col, line);
            }
        }
    }
    let first = look.spot.col(0, digits);
    if look.spot == Spot::BesideChips {
        let label = width(&look.lang.label_rows());
        place_values(grid, first_line - 1, &table, look.spot, label);
        grid.put_ending_at(first - 2, sum_line, &look.lang.label_sum());
    }
    if sum_line < LAST_LINE {
        for (i, _) in odd.iter().enumerate().filter(|(_, odd)| **odd) {
            grid.put(look.spot.col(i, digits), sum_line + 1, "^");
        }
    }
    (table, sum_line)
}

/// Marks the digits beside the rows as Grundy values: a `G` before each
/// row's digits (rows under their own rules, whose digits are their
/// values, not their chips).
pub fn mark_values(grid: &mut Grid, first_line: u16, values: &[u32], look: Look) {
    let table = BitTable::fitted(values);
    let first = look.spot.col(0, table.digits());
    let mark = look.lang.grundy_label();
    let col = match look.spot {
        Spot::BesideChips => first.saturating_sub(2),
        // Between the count (72-73) and the digits (75-80).
        Spot::RightEdge => first.saturating_sub(1),
    };
    for line in (first_line..).take(values.len()) {
        grid.put(col, line, &mark);
    }
    if look.spot == Spot::BesideChips {
        let sum_line = first_line + u16::try_from(values.len()).unwrap_or(0);
        let end = first.saturating_sub(2);
        grid.put(1, sum_line, &" ".repeat(usize::from(end)));
        grid.put_ending_at(end, sum_line, &look.lang.grundy_sum_label());
    }
}

/// The place values right-aligned over their digits; the rows' label gives
/// way where they would touch it (a row of 16 or more in a long label).
fn place_values(grid: &mut Grid, line: u16, table: &BitTable, spot: Spot, label: usize) {
    let digits = table.digits();
    let weights: Vec<String> = table.weights().map(|w| w.to_string()).collect();
    let start = spot.col(0, digits) + 1 - u16::try_from(weights[0].len()).unwrap_or(1);
    if label + 1 >= usize::from(start) {
        grid.put(1, line, &" ".repeat(label));
    }
    for (i, weight) in weights.iter().enumerate() {
        grid.put_ending_at(spot.col(i, digits), line, weight);
    }
}

#[cfg(test)]
mod tests;
