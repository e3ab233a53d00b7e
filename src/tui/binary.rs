//! The binary view (F2, or `b`): the book's `BitForm` beside each row and
//! its `nbit`, the column parities, on a line under the last row, with the
//! nim-sum and what it means. Odd columns stand out: in reverse video, and
//! (so that nothing depends on it) with a `^` under each on the parity line.

use crate::bits::{BIT, BitTable};
use crate::strategy::Rules;
use crate::text::Lang;

use super::grid::{Colour, Grid};

/// Column of the first binary digit: six digits fill columns 75-80.
pub const DIGITS_COL: u16 = 75;
/// Column of the parity line's words, under the row numbers.
const WORDS_COL: u16 = 4;

/// Draws the digits of every row beside it, the first row on `first_line`,
/// and the parity line under the last; with colour the odd columns are in
/// reverse video too.
pub fn draw(
    grid: &mut Grid,
    first_line: u16,
    rows: &[u32],
    rules: Rules,
    lang: Lang,
    colour: Colour,
) {
    let table = BitTable::new(rows, BIT);
    let odd = table.odd();
    for (line, &count) in (first_line..).zip(rows) {
        grid.put(DIGITS_COL, line, &table.written(count));
        for (col, &odd) in (DIGITS_COL..).zip(&odd) {
            if colour == Colour::On && odd {
                grid.set_reverse(col, line);
            }
        }
    }
    let parity_line = first_line + u16::try_from(rows.len()).unwrap_or(0);
    grid.put(
        WORDS_COL,
        parity_line,
        &lang.parity_meaning(table.summary(), rules),
    );
    grid.put(DIGITS_COL, parity_line, &table.marks());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_four_five_in_binary() {
        let mut grid = Grid::default();
        draw(
            &mut grid,
            5,
            &[3, 4, 5],
            Rules::Normal,
            Lang::ENGLISH,
            Colour::On,
        );
        assert!(grid.line_text(5).ends_with("000011"));
        assert!(grid.line_text(6).ends_with("000100"));
        assert!(grid.line_text(7).ends_with("000101"));
        // 3 ^ 4 ^ 5 = 2: only the second column from the right is odd.
        let parity = grid.line_text(8);
        assert!(
            parity.starts_with("   nim-sum 2: the side to move can win  "),
            "{parity}"
        );
        // Columns 75-80 read "    ^ ": a mark under column 79 alone.
        assert_eq!(parity.chars().count(), 79);
        assert_eq!(grid.at(79, 8), '^');
        assert!(grid.is_reverse(79, 5) && grid.is_reverse(79, 7));
        assert!(!grid.is_reverse(80, 5) && !grid.is_reverse(78, 6));
    }

    #[test]
    fn no_colour_keeps_the_marks() {
        let mut grid = Grid::default();
        draw(
            &mut grid,
            5,
            &[1, 2, 3],
            Rules::Normal,
            Lang::ENGLISH,
            Colour::Off,
        );
        assert!(
            grid.line_text(8)
                .starts_with("   nim-sum 0: the side to move loses")
        );
        assert!(!(75..=80).any(|c| grid.is_reverse(c, 5)));
        let mut grid = Grid::default();
        draw(
            &mut grid,
            5,
            &[1, 2],
            Rules::Normal,
            Lang::ENGLISH,
            Colour::Off,
        );
        assert!(grid.line_text(7).ends_with("^^"));
    }

    #[test]
    fn misere_says_when_its_end_rule_decides() {
        let mut grid = Grid::default();
        draw(
            &mut grid,
            5,
            &[1, 1, 0],
            Rules::Misere,
            Lang::ENGLISH,
            Colour::Off,
        );
        assert!(
            grid.line_text(8)
                .contains("misère end, 2 single chips: the side to move can win"),
            "{}",
            grid.line_text(8)
        );
    }
}
