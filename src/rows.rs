//! The book's rows: the position (`col`) and [`Rows`], a layout and its
//! position together as a [`Table`] the session plays. The layout and its
//! limits are [`crate::layout`]'s.

use std::fmt;

use rand::Rng;

use crate::layout::Layout;
use crate::strategy::Move;
use crate::table::{Ending, NextGame, Renewal, Seat, Table};

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
        let row = &mut self.0[mv.heap];
        *row = row
            .checked_sub(mv.take)
            .expect("a checked move never takes more than the row holds");
    }

    /// Puts back the chips `mv` took (an undo).
    ///
    /// # Panics
    /// If the row would pass the layout's size: only moves taken from this
    /// position are restored.
    pub fn restore(&mut self, mv: Move) {
        let row = &mut self.0[mv.heap];
        *row = row
            .checked_add(mv.take)
            .expect("a restored move gives back what it took");
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Counts(&self.0).fmt(f)
    }
}

/// Counts separated by single spaces, as every front end prints them.
#[derive(Debug, Clone, Copy)]
pub struct Counts<'a>(pub &'a [u32]);

impl fmt::Display for Counts<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
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
    fn next_game<R: Rng + ?Sized>(&mut self, ending: Ending, _: &mut R) -> NextGame {
        let next = match ending {
            Ending::PlayerVictory => self.grow(),
            Ending::OwnVictory => NextGame::Same,
        };
        self.position = Position::start(&self.layout);
        next
    }

    /// The book's `change`: the setup dialogue asks for new rows.
    fn renew<R: Rng + ?Sized>(&mut self, _: &mut R) -> Renewal<Self> {
        Renewal::Ask(Rows::new)
    }
}

impl Rows {
    /// The book's PlayerVictory: the layout grows ([`Layout::grown`]), and
    /// the victory message is told how many rows could grow.
    fn grow(&mut self) -> NextGame {
        let full = self.layout.full_rows();
        let rows = self.layout.rows().len();
        self.layout = self.layout.grown();
        match full {
            0 => NextGame::EveryRow,
            n if n == rows => NextGame::Full,
            _ => NextGame::SomeRows,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::MoveError;

    #[test]
    fn growth_says_what_grew() {
        let grow = |rows: Vec<u32>| {
            let mut rows = Rows::new(Layout::new(rows).unwrap());
            let rng = &mut <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1);
            let next = rows.next_game(Ending::PlayerVictory, rng);
            (next, rows.layout().rows().to_vec())
        };
        assert_eq!(grow(vec![3, 62]), (NextGame::EveryRow, vec![4, 63]));
        assert_eq!(grow(vec![3, 63]), (NextGame::SomeRows, vec![4, 63]));
        assert_eq!(grow(vec![63, 63]), (NextGame::Full, vec![63, 63]));
    }

    #[test]
    fn checks_moves() {
        let mut p = Rows::new(Layout::default());
        p.apply(
            Move {
                heap: 0,
                take: 3,
                at: None,
            },
            Seat::First,
        );
        assert_eq!(p.heaps(), &[0, 4, 5]);
        assert!(!p.is_over());
        assert_eq!(
            p.check(2, 4),
            Ok(Move {
                heap: 1,
                take: 4,
                at: None
            })
        );
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
        p.apply(
            Move {
                heap: 1,
                take: 4,
                at: None,
            },
            Seat::Second,
        );
        p.apply(
            Move {
                heap: 2,
                take: 5,
                at: None,
            },
            Seat::First,
        );
        assert!(p.is_over(), "the book's CheckField: no row holds chips");
    }
}
