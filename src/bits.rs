//! The book's `BitForm` and the binary table made of it: each count in
//! binary, the parity of each digit column (the book's `nbit`) and what they
//! add up to. One recipe for every binary view: the screen draws it beside
//! the rows (`tui/binary.rs`) and under the board's gaps, `nim analyze` and
//! plain mode's `b` print it. Pure.

use crate::strategy::Summary;

/// The book's `BIT`: binary digits needed for a row of at most 63 chips.
pub const BIT: usize = 6;

/// The book's `BitForm`: the [`BIT`] binary digits of `count`, most significant first.
///
/// Only the low [`BIT`] digits are kept, which is all a board row can use.
pub fn bit_form(count: u32) -> [u8; BIT] {
    let mut digits = [0u8; BIT];
    let mut rest = count;
    for digit in digits.iter_mut().rev() {
        *digit = (rest & 1) as u8;
        rest >>= 1;
    }
    digits
}

/// Counts in binary, a fixed number of digits each, with their column
/// parities and their summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BitTable {
    digits: usize,
    summary: Summary,
}

impl BitTable {
    /// The table of `rows` written with their `digits` lowest binary digits.
    pub fn new(rows: &[u32], digits: usize) -> Self {
        BitTable {
            digits: digits.min(u32::BITS as usize),
            summary: Summary::of(rows),
        }
    }

    /// The table with as many digits as the largest row needs (at least one),
    /// so no row loses a digit.
    pub fn fitted(rows: &[u32]) -> Self {
        let largest = rows.iter().copied().max().unwrap_or(0);
        let digits = (u32::BITS - largest.leading_zeros()).max(1);
        BitTable::new(rows, digits as usize)
    }

    /// Binary digits per count.
    pub fn digits(&self) -> usize {
        self.digits
    }

    /// The rows' verdict-deciding counts, the nim-sum among them.
    pub fn summary(&self) -> Summary {
        self.summary
    }

    /// The digits of `count`, most significant first.
    pub fn digits_of(&self, count: u32) -> impl Iterator<Item = u8> + use<> {
        (0..self.digits)
            .rev()
            .map(move |d| ((count >> d) & 1) as u8)
    }

    /// [`BitTable::digits_of`] written out: `0` and `1`.
    pub fn written(&self, count: u32) -> String {
        self.digits_of(count)
            .map(|d| char::from(b'0' + d))
            .collect()
    }

    /// For each digit column, most significant first: whether it holds an
    /// odd number of ones (the nim-sum's digits), the columns a winning move
    /// must flip.
    pub fn odd(&self) -> Vec<bool> {
        self.digits_of(self.summary.nim_sum())
            .map(|d| d == 1)
            .collect()
    }

    /// A `^` under each odd column, a space under each even one.
    pub fn marks(&self) -> String {
        self.odd()
            .iter()
            .map(|&odd| if odd { '^' } else { ' ' })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_form_gives_six_digits() {
        assert_eq!(bit_form(9), [0, 0, 1, 0, 0, 1]);
        assert_eq!(bit_form(63), [1; BIT]);
        assert_eq!(bit_form(0), [0; BIT]);
    }

    #[test]
    fn the_table_of_three_four_five() {
        let table = BitTable::new(&[3, 4, 5], BIT);
        assert_eq!(table.written(5), "000101");
        assert_eq!(
            table.digits_of(9).collect::<Vec<_>>(),
            bit_form(9).to_vec(),
            "the book's BitForm"
        );
        // 3 ^ 4 ^ 5 = 2: only the second column from the right is odd.
        assert_eq!(table.summary().nim_sum(), 2);
        assert_eq!(table.marks(), "    ^ ");
        let fitted = BitTable::fitted(&[3, 4, 5]);
        assert_eq!((fitted.digits(), fitted.written(3)), (3, "011".into()));
        assert_eq!(BitTable::fitted(&[0, 0]).digits(), 1);
        assert_eq!(BitTable::fitted(&[u32::MAX]).digits(), 32);
    }
}
