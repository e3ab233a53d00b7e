//! The binary view's words and the hint's reasons: the nim-sum's line and
//! its verdict (for you, or for the side to move where there is no you),
//! the labels of the binary table, and the hint revealed in steps (the
//! column, the row, the move and why), worded from [`Explained`].

use crate::game::theory::bits::Explained;
use crate::game::theory::strategy::{Deciding, Hint, Rules, Summary, Verdict};
use crate::text::{Lang, Worded};

/// Who reads the verdict: the player whose turn it is (one player against
/// the computer), or anyone (two players, `nim analyze`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mover {
    You,
    #[default]
    Anyone,
    /// The game is over: there is no side to move, and nothing to win.
    Nobody,
}

impl Mover {
    fn key(self) -> &'static str {
        match self {
            Mover::You => "you",
            Mover::Anyone => "any",
            Mover::Nobody => "none",
        }
    }
}

impl Lang {
    /// What the position means for the side to move, by the rule that
    /// decides it now ([`Summary::deciding`], as the strategy plays): the
    /// nim-sum, or misère's end rule from the move where it takes over.
    pub fn binary_verdict(self, summary: Summary, rules: Rules, mover: Mover) -> String {
        if mover == Mover::Nobody {
            return self.text("binary-over");
        }
        let wins = match summary.verdict(rules) {
            Verdict::Win => "yes",
            Verdict::Loss => "no",
        };
        let args = [
            ("wins", wins.into()),
            ("mover", mover.key().into()),
            ("ones", summary.ones().into()),
        ];
        match summary.deciding(rules) {
            Deciding::NimSum => self.message("binary-verdict", &args),
            Deciding::MisereSwitch => self.text("binary-misere-switch"),
            Deciding::MisereSingles => self.message("binary-misere-singles", &args),
        }
    }

    /// The verdict with the nim-sum before it: a line of its own (the board).
    pub fn parity_meaning(self, summary: Summary, rules: Rules, mover: Mover) -> String {
        let verdict = self.binary_verdict(summary, rules, mover);
        self.message(
            "binary-meaning",
            &[
                ("sum", summary.nim_sum().into()),
                ("verdict", verdict.as_str().into()),
            ],
        )
    }

    /// The verdict after the nim-sum's digits: `= 2: ...`.
    pub fn sum_line(self, summary: Summary, rules: Rules, mover: Mover) -> String {
        let verdict = self.binary_verdict(summary, rules, mover);
        self.message(
            "binary-sum-line",
            &[
                ("sum", summary.nim_sum().into()),
                ("verdict", verdict.as_str().into()),
            ],
        )
    }

    /// The binary table's label of the nim-sum's line.
    pub fn label_sum(self) -> String {
        self.text("binary-sum")
    }

    /// The binary table's label of the line marking the odd columns.
    pub fn label_odd(self) -> String {
        self.text("binary-odd")
    }

    /// The binary table's label of row `row` (1-based).
    pub fn label_row(self, row: usize) -> String {
        self.message("binary-row", &[("row", row.into())])
    }

    /// The hint in steps, each a line: for a winning move the column to
    /// look at, the row, then the move and why; with no winning move, why
    /// none wins, then the waiting move. Each game names its own things
    /// (rows and columns of digits; the board's columns and lines).
    pub fn hint_steps<G: Worded>(self, e: &Explained) -> Vec<String> {
        let words = G::WORDS;
        match (e.hint, e.deciding) {
            (Hint::Win { mv, .. }, Deciding::NimSum) => {
                let (row, weight) = ((mv.heap + 1).into(), e.top_weight().into());
                let (bits, sum) = (e.written(e.count), e.written(e.nim_sum));
                let left = e.count ^ e.nim_sum;
                let left_bits = e.written(left);
                vec![
                    self.message(
                        words.hint_column,
                        &[
                            ("weight", weight),
                            ("sum", e.nim_sum.into()),
                            ("bits", sum.as_str().into()),
                        ],
                    ),
                    self.message(words.hint_row, &[("row", row), ("weight", weight)]),
                    self.message(
                        words.hint_why,
                        &[
                            ("row", row),
                            ("count", e.count.into()),
                            ("bits", bits.as_str().into()),
                            ("sum", sum.as_str().into()),
                            ("left-bits", left_bits.as_str().into()),
                            ("left", left.into()),
                            ("take", mv.take.into()),
                        ],
                    ),
                ]
            }
            (Hint::Win { mv, .. }, _) => {
                let row = (mv.heap + 1).into();
                vec![
                    self.text(words.hint_misere_rule),
                    self.message(words.hint_misere_row, &[("row", row)]),
                    self.message(
                        words.hint_misere_why,
                        &[
                            ("row", row),
                            ("take", mv.take.into()),
                            ("ones", e.ones_after.into()),
                        ],
                    ),
                ]
            }
            (Hint::Wait(_), deciding) => {
                let why = match deciding {
                    Deciding::MisereSingles => {
                        self.message(words.hint_misere_lost, &[("ones", e.ones.into())])
                    }
                    _ => self.text(words.hint_zero),
                };
                vec![why, self.hint::<G>(e.hint)]
            }
        }
    }

    /// Plain mode's words after `hint:`: the reason for the move, or why
    /// no move wins and the waiting move.
    pub fn hint_explained<G: Worded>(self, e: &Explained) -> Vec<String> {
        let mut steps = self.hint_steps::<G>(e);
        match e.hint {
            Hint::Win { .. } => steps.split_off(steps.len() - 1),
            Hint::Wait(_) => steps,
        }
    }
}

#[cfg(test)]
mod tests {
    use unicode_width::UnicodeWidthStr;

    use crate::game::table::board::{Board, MAX_GAP, SIZE};
    use crate::game::table::layout::{MAX_CHIPS, MAX_ROWS};
    use crate::game::table::rows::Rows;
    use crate::text::explain::*;

    /// Every step of the hint fits line 24, at the widest numbers each game
    /// allows (a layout's rows; the board's gaps of at most 6), in every
    /// language.
    #[test]
    fn every_hint_step_fits_a_line() {
        let mut widest = vec![0; MAX_ROWS];
        widest[0] = MAX_CHIPS / 2;
        widest[MAX_ROWS - 1] = MAX_CHIPS;
        every_hint_step_fits_for::<Rows>(&[
            &widest,
            &[MAX_CHIPS; MAX_ROWS],
            &[1; MAX_ROWS],
            &[1; MAX_ROWS - 1],
            &[MAX_CHIPS, 1, 1],
            &[MAX_CHIPS, MAX_CHIPS - 1, 1],
        ]);
        let gap = MAX_GAP;
        every_hint_step_fits_for::<Board>(&[
            &[gap / 2, 0, 0, 0, 0, 0, 0, gap],
            &[gap; SIZE],
            &[1; SIZE],
            &[1, 1, 1, 1, 1, 1, 1, 0],
            &[gap, 1, 1, 0, 0, 0, 0, 0],
            &[gap, gap - 1, 1, 0, 0, 0, 0, 0],
        ]);
    }

    fn every_hint_step_fits_for<G: Worded>(positions: &[&[u32]]) {
        for code in Lang::codes() {
            let lang = Lang::from_code(code).unwrap();
            for rows in positions {
                for rules in [Rules::Normal, Rules::Misere] {
                    let explained = Explained::of(rows, rules).unwrap();
                    for step in lang.hint_steps::<G>(&explained) {
                        let columns = UnicodeWidthStr::width(step.as_str());
                        assert!(columns <= 80, "{code}: {columns} columns: {step}");
                    }
                }
            }
        }
    }

    /// The widest hint is the one the test above measures: 63 = 111111 in row 14.
    #[test]
    fn the_widest_reason_is_worded_in_full() {
        let mut rows = vec![0; MAX_ROWS];
        rows[0] = 31;
        rows[MAX_ROWS - 1] = 63;
        let explained = Explained::of(&rows, Rules::Normal).unwrap();
        let steps = Lang::ENGLISH.hint_steps::<Rows>(&explained);
        assert_eq!(
            steps[2],
            "row 14: 63 = 111111; 111111 xor 100000 = 011111 = 31: take 32, every column even"
        );
    }
}
