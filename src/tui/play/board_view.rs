//! The board of 尼姆棋 on lines 1-19: title and rules centred on lines 1-3,
//! who plays which colour on line 4, the columns numbered on line 5, the
//! eight rows of cells (marked A-H) on lines 6-13, and under each column its
//! free cells, the heap it stands for, on line 14. The binary view puts each
//! gap's three binary digits under it (lines 15-17) and the parity line on 18.

use crate::game::session::{Options, Side};
use crate::game::table::board::{Board, Piece, SIZE};
use crate::game::table::{Seat, Table};
use crate::game::theory::bits::BitTable;
use crate::game::theory::strategy::Move;

use super::view::{Scene, ViewState, header};
use crate::tui::frame::glyphs::{Glyphs, shape};
use crate::tui::frame::grid::{COLS, Colour, Grid, Style};

/// Column of the first board column's cell centre; each cell is three wide.
const FIRST_X: u16 = 30;
const CELL: u16 = 3;
/// Line of the side's colours, the column numbers, the top row, the gaps.
const SIDES_LINE: u16 = 4;
const NUMBERS_LINE: u16 = 5;
const TOP_LINE: u16 = 6;
const GAPS_LINE: u16 = TOP_LINE + SIZE as u16;
/// The row marks stand left and right of the board.
const LEFT_MARK: u16 = FIRST_X - CELL;
const RIGHT_MARK: u16 = FIRST_X + CELL * SIZE as u16;
/// The nim-sum's column in the binary view, right of the odd lines' marks.
const SUM_COL: u16 = RIGHT_MARK + CELL;
/// Gaps are 0-6: three binary digits (4, 2, 1) say each.
const GAP_BITS: usize = 3;

/// Where colour is allowed, each piece in its own colour.
fn paint(grid: &mut Grid, col: u16, line: u16, piece: Piece, state: &ViewState) {
    if state.colour == Colour::On {
        let style = match piece {
            Piece::Black => Style::Black,
            Piece::Red => Style::Red,
        };
        grid.set_style(col, line, style);
    }
}

/// Where column `c` (0-based) is drawn.
fn x(c: usize) -> u16 {
    FIRST_X + CELL * c as u16
}

impl Scene for Board {
    fn draw_scene(&self, grid: &mut Grid, state: &ViewState, options: Options, sides: [Side; 2]) {
        let lang = state.lang;
        header::<Board>(grid, lang, options.rules);
        let pieces = [Piece::Black, Piece::Red].map(|p| shape(p, state.glyphs));
        grid.centre(SIDES_LINE, &lang.board_sides(sides, pieces));
        // The sentence's own pieces look like the board's (ASCII's `o` is
        // also a letter of the sentence's words, so only the shapes).
        for col in (1..=COLS).filter(|_| state.glyphs == Glyphs::Unicode) {
            let at = grid.at(col, SIDES_LINE);
            if let Some(piece) = [Piece::Black, Piece::Red]
                .into_iter()
                .find(|&p| shape(p, state.glyphs) == at)
            {
                paint(grid, col, SIDES_LINE, piece, state);
            }
        }
        for c in 0..SIZE {
            grid.put(x(c), NUMBERS_LINE, &(c + 1).to_string());
        }
        for (cell, line) in (TOP_LINE..GAPS_LINE).enumerate() {
            let mark = char::from(b'A' + cell as u8).to_string();
            grid.put(LEFT_MARK, line, &mark);
            grid.put(RIGHT_MARK, line, &mark);
            for c in 0..SIZE {
                let piece = self.piece_at(c, cell);
                let glyph = piece.map_or('.', |p| shape(p, state.glyphs));
                grid.put(x(c), line, &glyph.to_string());
                if let Some(piece) = piece {
                    paint(grid, x(c), line, piece, state);
                }
            }
        }
        grid.put_ending_at(LEFT_MARK, GAPS_LINE, &lang.board_free());
        for (c, gap) in self.heaps().iter().enumerate() {
            grid.put(x(c), GAPS_LINE, &gap.to_string());
        }
        if state.binary {
            draw_binary(grid, self.heaps(), state, options);
        }
    }

    /// The cells a piece left: a piece there before, none now.
    fn just_left(&self, before: &Self) -> Vec<(u16, u16)> {
        let mut marks = Vec::new();
        for (cell, line) in (TOP_LINE..GAPS_LINE).enumerate() {
            for c in 0..SIZE {
                if before.piece_at(c, cell).is_some() && self.piece_at(c, cell).is_none() {
                    marks.push((x(c), line));
                }
            }
        }
        marks
    }

    /// A free cell in front of the seat's own piece: the piece goes there.
    fn move_at(&self, col: u16, line: u16, seat: Seat) -> Option<Move> {
        let cell = usize::from(line.checked_sub(TOP_LINE)?);
        let column = (0..SIZE).find(|&c| x(c) == col)?;
        self.move_to(column, cell, Piece::of(seat))
    }
}

/// Each gap's digits under it, weight 4 on top; an odd digit line is marked
/// `^` at its right and, with colour allowed, drawn in reverse video.
fn draw_binary(grid: &mut Grid, gaps: &[u32], state: &ViewState, options: Options) {
    let table = BitTable::new(gaps, GAP_BITS);
    let digits: Vec<Vec<u8>> = gaps
        .iter()
        .map(|&gap| table.digits_of(gap).collect())
        .collect();
    for ((line, bit), odd) in (GAPS_LINE + 1..).zip(0..GAP_BITS).zip(table.odd()) {
        let weight = 1u32 << (GAP_BITS - 1 - bit);
        grid.put_ending_at(LEFT_MARK, line, &weight.to_string());
        for (c, gap) in digits.iter().enumerate() {
            grid.put(x(c), line, &gap[bit].to_string());
            if odd && state.colour == Colour::On {
                grid.set_reverse(x(c), line);
            }
        }
        if odd {
            grid.put(RIGHT_MARK, line, "^");
        }
    }
    // The nim-sum in binary, a digit on each weight's line, right of the marks.
    grid.put(SUM_COL, GAPS_LINE, &state.lang.label_sum());
    for (line, digit) in (GAPS_LINE + 1..).zip(table.digits_of(table.summary().nim_sum())) {
        grid.put(SUM_COL, line, &digit.to_string());
    }
    let parity_line = GAPS_LINE + 1 + GAP_BITS as u16;
    let mover = crate::tui::frame::binary::mover(options, state.end.is_some());
    let meaning = state
        .lang
        .parity_meaning(table.summary(), options.rules, mover);
    grid.centre(parity_line, &meaning);
}

#[cfg(test)]
mod tests;
