//! The book's rows: the layout (`ncol`), the position (`col`), their limits,
//! and [`Rows`], the two together as a [`Table`] the session plays.

use std::fmt;

use rand::Rng;
use thiserror::Error;

use crate::numbers::{is_comma, is_space, read_number};
use crate::strategy::Move;
use crate::table::{NextGame, Renewal, Seat, Table};

/// The book's `MAXROW`: most rows a layout may have.
pub const MAX_ROWS: usize = 14;
/// The book's `MAXCOL`: most chips in a row (6 binary digits).
pub const MAX_CHIPS: u32 = 63;
/// Fewest rows in a custom layout: one row is no game.
pub const MIN_ROWS: usize = 2;
/// The book's figure 2.3.
pub const DEFAULT_LAYOUT: [u32; 3] = [3, 4, 5];

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

/// The chips each row starts a game with (the book's `ncol`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout(Vec<u32>);

impl Layout {
    /// A layout of 2-14 rows of 1-63 chips.
    pub fn new(rows: Vec<u32>) -> Result<Self, LayoutError> {
        if !(MIN_ROWS..=MAX_ROWS).contains(&rows.len()) {
            return Err(LayoutError::RowCount(rows.len()));
        }
        if let Some((i, &chips)) = rows
            .iter()
            .enumerate()
            .find(|&(_, &c)| !(1..=MAX_CHIPS).contains(&c))
        {
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
                .magnitude
                .filter(|_| !number.negative)
                .and_then(|m| u32::try_from(m).ok())
                .filter(|c| (1..=MAX_CHIPS).contains(c))
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

    /// Grows the layout as [`Layout::grown`] and says how many rows could grow,
    /// so that the victory message tells the truth about the next game.
    pub fn grow(&mut self) -> NextGame {
        let full = self.0.iter().filter(|&&c| c >= MAX_CHIPS).count();
        *self = self.grown();
        match full {
            0 => NextGame::EveryRow,
            n if n == self.0.len() => NextGame::Full,
            _ => NextGame::SomeRows,
        }
    }
}

impl Default for Layout {
    fn default() -> Self {
        Layout(DEFAULT_LAYOUT.to_vec())
    }
}

/// The chips left in each row during a game (the book's `col`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position(Vec<u32>);

impl Position {
    /// The book's Prepare: `col := ncol`.
    pub fn start(layout: &Layout) -> Self {
        Position(layout.rows().to_vec())
    }

    pub fn rows(&self) -> &[u32] {
        &self.0
    }

    /// Applies a checked move.
    ///
    /// # Panics
    /// If the move takes more than the row holds: a move from [`Table::check`]
    /// or from the strategy never does.
    pub fn apply(&mut self, mv: Move) {
        let row = &mut self.0[mv.row];
        *row = row
            .checked_sub(mv.count)
            .expect("a checked move never takes more than the row holds");
    }

    /// Puts back the chips `mv` took (an undo).
    ///
    /// # Panics
    /// If the row would pass the layout's size: only moves taken from this
    /// position are restored.
    pub fn restore(&mut self, mv: Move) {
        let row = &mut self.0[mv.row];
        *row = row
            .checked_add(mv.count)
            .expect("a restored move gives back what it took");
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_counts(f, &self.0)
    }
}

/// Counts separated by single spaces, as every front end prints them.
pub fn write_counts(f: &mut impl fmt::Write, counts: &[u32]) -> fmt::Result {
    for (i, c) in counts.iter().enumerate() {
        if i > 0 {
            f.write_char(' ')?;
        }
        write!(f, "{c}")?;
    }
    Ok(())
}

/// The book's game as a [`Table`]: the layout each game starts from and the
/// chips left now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rows {
    layout: Layout,
    position: Position,
}

impl Rows {
    /// A game at the start of `layout` (the book's Prepare).
    pub fn new(layout: Layout) -> Self {
        Rows {
            position: Position::start(&layout),
            layout,
        }
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    pub fn position(&self) -> &Position {
        &self.position
    }
}

impl From<Layout> for Rows {
    fn from(layout: Layout) -> Self {
        Rows::new(layout)
    }
}

impl Table for Rows {
    const KIND: crate::table::Kind = crate::table::Kind::Rows;

    fn heaps(&self) -> &[u32] {
        self.position.rows()
    }

    fn apply(&mut self, mv: Move, _: Seat) {
        self.position.apply(mv);
    }

    fn restore(&mut self, mv: Move, _: Seat) {
        self.position.restore(mv);
    }

    /// PlayerVictory grows the layout; OwnVictory (and two players) keep it.
    fn next_game<R: Rng + ?Sized>(&mut self, beaten: bool, _: &mut R) -> NextGame {
        let next = if beaten {
            self.layout.grow()
        } else {
            NextGame::Same
        };
        self.position = Position::start(&self.layout);
        next
    }

    /// The book's `change`: the setup dialogue asks for new rows.
    fn renew<R: Rng + ?Sized>(&mut self, _: &mut R) -> Renewal {
        Renewal::Setup
    }

    fn set_up(&mut self, layout: Layout) {
        *self = Rows::new(layout);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::MoveError;

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
    }

    #[test]
    fn growth_says_what_grew() {
        let grow = |rows: Vec<u32>| {
            let mut layout = Layout::new(rows).unwrap();
            let next = layout.grow();
            (next, layout.rows().to_vec())
        };
        assert_eq!(grow(vec![3, 62]), (NextGame::EveryRow, vec![4, 63]));
        assert_eq!(grow(vec![3, 63]), (NextGame::SomeRows, vec![4, 63]));
        assert_eq!(grow(vec![63, 63]), (NextGame::Full, vec![63, 63]));
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
    fn checks_moves() {
        let mut p = Rows::new(Layout::default());
        p.apply(Move { row: 0, count: 3 }, Seat::First);
        assert_eq!(p.heaps(), &[0, 4, 5]);
        assert!(!p.is_over());
        assert_eq!(p.check(2, 4), Ok(Move { row: 1, count: 4 }));
        assert_eq!(p.check(1, 1), Err(MoveError::EmptyHeap { heap: 1 }));
        assert_eq!(
            p.check(4, 1),
            Err(MoveError::NoSuchHeap { heap: 4, heaps: 3 })
        );
        assert_eq!(
            p.check(-2, 1),
            Err(MoveError::NoSuchHeap { heap: -2, heaps: 3 })
        );
        assert_eq!(p.check(3, 0), Err(MoveError::NotPositive { count: 0 }));
        assert_eq!(
            p.check(3, 6),
            Err(MoveError::TooMany {
                heap: 3,
                count: 6,
                holds: 5
            })
        );
        assert_eq!(p.position().to_string(), "0 4 5");
        p.apply(Move { row: 1, count: 4 }, Seat::Second);
        p.apply(Move { row: 2, count: 5 }, Seat::First);
        assert!(p.is_over(), "the book's CheckField: no row holds chips");
    }
}
