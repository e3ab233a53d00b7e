//! The book's `BitForm` and the binary table made of it: each count in
//! binary, the parity of each digit column (the book's `nbit`) and what they
//! add up to. One recipe for every binary view: the screen draws it beside
//! the rows (`tui/play/binary.rs`) and under the board's gaps, `nim analyze` and
//! plain mode's `b` print it. Pure.

use crate::theory::strategy::{Deciding, Hint, Rules, Summary, hint};

/// The book's `BIT`: binary digits needed for a row of at most 63 chips.
pub(crate) const BIT: usize = 6;

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

    /// The place value of each digit column, most significant first: the
    /// `4 2 1` written over the digits.
    pub fn weights(&self) -> impl Iterator<Item = u64> + use<> {
        (0..self.digits).rev().map(|d| 1u64 << d)
    }

    /// The nim-sum written in binary, under the columns it sums.
    #[cfg(test)]
    pub(crate) fn sum_written(&self) -> String {
        self.written(self.summary.nim_sum())
    }

    /// A `^` under each odd column, a space under each even one.
    pub fn marks(&self) -> String {
        self.odd()
            .iter()
            .map(|&odd| if odd { '^' } else { ' ' })
            .collect()
    }
}

/// A hint with the numbers that explain it, so that a child can check it:
/// the rule that decides, the row's count and the nim-sum in binary, what is
/// left. Pure: the front ends word it, step by step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Explained {
    pub hint: Hint,
    /// The rule that decides the position (misère's end rule or the nim-sum).
    pub deciding: Deciding,
    pub nim_sum: u32,
    /// Chips in the hinted row before the move.
    pub count: u32,
    /// Binary digits the largest row needs, as many as the binary table
    /// shows: the row, the nim-sum and what is left are written with as
    /// many, so each digit stands under its column.
    pub digits: usize,
    /// Rows of one chip before the move, and after it.
    pub ones: usize,
    pub ones_after: usize,
}

impl Explained {
    /// The hint for `rows` under `rules` and its reasons; `None` only when
    /// every row is empty.
    pub fn of(rows: &[u32], rules: Rules) -> Option<Explained> {
        Explained::within(rows, rules, 0)
    }

    /// As [`Explained::of`], numbers written with the digits a heap of
    /// `bound` needs where the heaps at hand need fewer (as the board's
    /// binary view shows every gap with three).
    pub fn within(rows: &[u32], rules: Rules, bound: u32) -> Option<Explained> {
        let hint = hint(rows, rules)?;
        let mv = match hint {
            Hint::Win { mv, .. } | Hint::Wait(mv) => mv,
        };
        let count = rows[mv.heap];
        let mut after = rows.to_vec();
        after[mv.heap] -= mv.take;
        let summary = Summary::of(rows);
        Some(Explained {
            hint,
            deciding: summary.deciding(rules),
            nim_sum: summary.nim_sum(),
            count,
            digits: BitTable::fitted(rows)
                .digits()
                .max(BitTable::fitted(&[bound]).digits()),
            ones: summary.ones(),
            ones_after: Summary::of(&after).ones(),
        })
    }

    /// `count` written with [`Explained::digits`] binary digits.
    pub fn written(&self, count: u32) -> String {
        BitTable::new(&[], self.digits).written(count)
    }

    /// The place value of the nim-sum's highest 1: the column to look at.
    pub fn top_weight(&self) -> u32 {
        match self.nim_sum {
            0 => 0,
            s => 1 << (u32::BITS - 1 - s.leading_zeros()),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::theory::bits::*;

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
        assert_eq!(fitted.weights().collect::<Vec<_>>(), [4, 2, 1]);
        assert_eq!(fitted.sum_written(), "010");
    }

    #[test]
    fn the_hint_explained_at_three_four_five_and_misere() {
        use crate::theory::strategy::Move;
        // 3 4 5: nim-sum 2 = 010; row 1 has 3 = 011, 011 xor 010 = 001:
        // take 2. Three digits, as the table shows them (5 = 101 needs them).
        let e = Explained::of(&[3, 4, 5], Rules::Normal).unwrap();
        assert!(matches!(
            e.hint,
            Hint::Win {
                mv: Move {
                    heap: 0,
                    take: 2,
                    at: None
                },
                ..
            }
        ));
        assert_eq!((e.count, e.digits, e.top_weight()), (3, 3, 2));
        assert_eq!(
            (e.written(e.count), e.written(e.nim_sum)),
            ("011".into(), "010".into())
        );
        let e = Explained::of(&[1, 1, 3], Rules::Misere).unwrap();
        assert_eq!(e.deciding, Deciding::MisereSwitch);
        assert!(matches!(
            e.hint,
            Hint::Win {
                mv: Move {
                    heap: 2,
                    take: 2,
                    at: None
                },
                ..
            }
        ));
        assert_eq!(e.ones_after, 3);
        let e = Explained::of(&[1, 2, 3], Rules::Normal).unwrap();
        assert!(matches!(e.hint, Hint::Wait(_)));
        assert_eq!((e.nim_sum, e.top_weight()), (0, 0));
        assert_eq!(Explained::of(&[0, 0], Rules::Normal), None);
    }

    #[test]
    fn a_bound_widens_the_numbers_never_narrows_them() {
        let e = Explained::within(&[2, 3], Rules::Normal, 6).unwrap();
        assert_eq!((e.digits, e.written(1)), (3, "001".into()));
        let e = Explained::within(&[9, 3], Rules::Normal, 6).unwrap();
        assert_eq!(e.digits, 4);
        assert_eq!(
            Explained::within(&[2, 3], Rules::Normal, 0).unwrap().digits,
            2
        );
    }
}
