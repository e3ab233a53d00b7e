//! The book's layout (`ncol`): the chips each row starts a game with, and
//! its limits. This module is the only place that checks them (2 to 14
//! rows, 1 to 63 chips), whether the layout comes from `--rows`, from the
//! setup dialogue a row at a time ([`Draft`]) or from the book's growth.
//! It stands on the ground floor: of the crate it reads only [`crate::numbers`].

use rand::Rng;
use thiserror::Error;

use crate::numbers::{is_comma, is_space, read_number};

/// The book's `MAXROW`: most rows a layout may have.
pub const MAX_ROWS: usize = 14;
/// The book's `MAXCOL`: most chips in a row (6 binary digits).
pub const MAX_CHIPS: u32 = 63;
/// Fewest rows in a custom layout: one row is no game.
pub const MIN_ROWS: usize = 2;
/// The book's figure 2.3.
pub(crate) const DEFAULT_LAYOUT: [u32; 3] = [3, 4, 5];

/// Why a layout was refused. Numbers are kept as typed, so that a message can
/// repeat `-4` or a number too long for any integer type.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LayoutError {
    #[error("a layout needs {MIN_ROWS} to {MAX_ROWS} rows, not {0}")]
    RowCount(usize),
    #[error("row {row} must hold 1 to {MAX_CHIPS} chips, not {typed}")]
    Chips { row: usize, typed: String },
    #[error("row {row}: {typed:?} is not a whole number")]
    NotANumber { row: usize, typed: String },
}

/// Whether a layout may have `rows` rows.
fn rows_fit(rows: usize) -> bool {
    (MIN_ROWS..=MAX_ROWS).contains(&rows)
}

/// Whether a row may start with `chips` chips.
fn chips_fit(chips: u32) -> bool {
    (1..=MAX_CHIPS).contains(&chips)
}

/// The chips each row starts a game with (the book's `ncol`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout(Vec<u32>);

impl Layout {
    /// A layout of 2-14 rows of 1-63 chips.
    pub fn new(rows: Vec<u32>) -> Result<Self, LayoutError> {
        if !rows_fit(rows.len()) {
            return Err(LayoutError::RowCount(rows.len()));
        }
        if let Some((i, &chips)) = rows.iter().enumerate().find(|&(_, &c)| !chips_fit(c)) {
            return Err(LayoutError::Chips {
                row: i + 1,
                typed: chips.to_string(),
            });
        }
        Ok(Layout(rows))
    }

    /// A layout typed as counts separated by commas (`3,4,5`), as `--rows` takes it.
    pub fn parse_list(typed: &str) -> Result<Self, LayoutError> {
        let mut rows = Vec::new();
        for (i, token) in typed
            .split(is_comma)
            .map(|t| t.trim_matches(is_space))
            .enumerate()
        {
            let row = i + 1;
            let Some(number) = read_number(token) else {
                return Err(LayoutError::NotANumber {
                    row,
                    typed: token.to_string(),
                });
            };
            // Negative or out of range: both "not 1 to 63".
            let chips = number
                .count()
                .ok()
                .filter(|&c| chips_fit(c))
                .ok_or_else(|| LayoutError::Chips {
                    row,
                    typed: token.to_string(),
                })?;
            rows.push(chips);
        }
        Layout::new(rows)
    }

    /// 3-7 rows of 1-15 chips, drawn from `rng` (`--random`).
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Self {
        let rows = rng.random_range(3..=7);
        Layout((0..rows).map(|_| rng.random_range(1..=15)).collect())
    }

    pub fn rows(&self) -> &[u32] {
        &self.0
    }

    /// The book's PlayerVictory: every row gains a chip, up to [`MAX_CHIPS`].
    pub fn grown(&self) -> Self {
        Layout(self.0.iter().map(|&c| (c + 1).min(MAX_CHIPS)).collect())
    }

    /// Rows already at [`MAX_CHIPS`]: [`Layout::grown`] leaves them as they are.
    pub(crate) fn full_rows(&self) -> usize {
        self.0.iter().filter(|&&c| c >= MAX_CHIPS).count()
    }
}

impl Default for Layout {
    fn default() -> Self {
        Layout(DEFAULT_LAYOUT.to_vec())
    }
}

/// A layout given a row at a time, as the book's `GetChange` asks for it:
/// the number of rows first, then each row's chips. Every answer is checked
/// as it comes, so the finished layout needs no second check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Draft {
    rows: usize,
    chips: Vec<u32>,
}

impl Draft {
    /// A draft of `rows` rows, if a layout may have that many.
    pub fn new(rows: i64) -> Option<Self> {
        let rows = usize::try_from(rows).ok().filter(|&n| rows_fit(n))?;
        Some(Draft {
            rows,
            chips: Vec::with_capacity(rows),
        })
    }

    /// How many rows the layout will have.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The chips of the rows given so far.
    pub fn chips(&self) -> &[u32] {
        &self.chips
    }

    /// Gives the next row `chips` chips, if a row may hold that many and a
    /// row is still missing; `None`, and nothing changes, otherwise.
    pub fn add(&mut self, chips: i64) -> Option<u32> {
        let chips = u32::try_from(chips).ok().filter(|&c| chips_fit(c))?;
        if self.chips.len() == self.rows {
            return None;
        }
        self.chips.push(chips);
        Some(chips)
    }

    /// The layout, once every row has its chips.
    pub fn layout(&self) -> Option<Layout> {
        (self.chips.len() == self.rows).then(|| Layout(self.chips.clone()))
    }
}

#[cfg(test)]
mod tests {
    use crate::table::layout::*;

    #[test]
    fn layout_limits() {
        assert!(Layout::new(vec![1, 63]).is_ok());
        assert_eq!(Layout::new(vec![5]), Err(LayoutError::RowCount(1)));
        assert_eq!(Layout::new(vec![1; 15]), Err(LayoutError::RowCount(15)));
        assert_eq!(
            Layout::new(vec![3, 0, 2]),
            Err(LayoutError::Chips {
                row: 2,
                typed: "0".into()
            })
        );
        assert_eq!(
            Layout::new(vec![3, 64]),
            Err(LayoutError::Chips {
                row: 2,
                typed: "64".into()
            })
        );
    }

    #[test]
    fn layouts_typed_as_lists() {
        assert_eq!(Layout::parse_list("3, 4,5"), Layout::new(vec![3, 4, 5]));
        let chips = |row, typed: &str| {
            Err(LayoutError::Chips {
                row,
                typed: typed.into(),
            })
        };
        assert_eq!(Layout::parse_list("3,-4"), chips(2, "-4"));
        assert_eq!(Layout::parse_list("3,64"), chips(2, "64"));
        assert_eq!(
            Layout::parse_list("99999999999999999999,1"),
            chips(1, "99999999999999999999")
        );
        assert_eq!(
            Layout::parse_list("3,,4"),
            Err(LayoutError::NotANumber {
                row: 2,
                typed: String::new()
            })
        );
        assert_eq!(
            Layout::parse_list("3,x"),
            Err(LayoutError::NotANumber {
                row: 2,
                typed: "x".into()
            })
        );
        assert_eq!(Layout::parse_list("3"), Err(LayoutError::RowCount(1)));
    }

    /// `--rows` reads numbers as the game's prompt does (`crate::numbers`).
    #[test]
    fn listed_rows_are_read_as_people_write_them() {
        let want = Layout::new(vec![3, 4, 5]);
        for typed in ["３，４，５", "3、4、5", "0003,04,\u{3000}5", "+3,4,5\u{b}"] {
            assert_eq!(Layout::parse_list(typed), want, "{typed:?}");
        }
    }

    #[test]
    fn growth_is_capped() {
        let grown = Layout::new(vec![3, 62, 63]).unwrap().grown();
        assert_eq!(grown.rows(), &[4, 63, 63]);
        assert_eq!(grown.full_rows(), 2);
    }

    #[test]
    fn random_layouts_stay_in_range() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for _ in 0..500 {
            let layout = Layout::random(&mut rng);
            assert!((3..=7).contains(&layout.rows().len()));
            assert!(layout.rows().iter().all(|c| (1..=15).contains(c)));
        }
    }

    #[test]
    fn a_draft_takes_only_what_a_layout_may_hold() {
        for rows in [i64::MIN, -1, 0, 1, 15, i64::MAX] {
            assert_eq!(Draft::new(rows), None, "{rows}");
        }
        let mut draft = Draft::new(2).unwrap();
        assert_eq!(draft.layout(), None);
        for chips in [i64::MIN, -1, 0, 64, i64::MAX] {
            assert_eq!(draft.add(chips), None, "{chips}");
        }
        assert_eq!(draft.add(63), Some(63));
        assert_eq!(draft.add(1), Some(1));
        assert_eq!(draft.add(1), None, "both rows are given");
        assert_eq!(draft.chips(), &[63, 1]);
        assert_eq!(draft.layout(), Layout::new(vec![63, 1]).ok());
    }
}
