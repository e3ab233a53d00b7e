//! 尼姆棋 (`seeds/board-nim.zh.txt`): an 8x8 board, each column holding a red
//! piece above a black one. A move takes one of your own pieces forward in
//! its column (black up, red down) without landing on or jumping the other.
//! The free cells between the two pieces of a column are a Nim heap: a move of
//! `k` cells takes `k` from it, whichever piece moves. So the board is a
//! [`Table`] whose heaps are its gaps, and the strategy plays it unchanged.
//!
//! The text wrote two hand-made algorithms; both are what the nim-sum of the
//! gaps computes. Each part of the text, and where it is here:
//!
//! | the text | what it says | here |
//! |---|---|---|
//! | the board, 红上黑下 | 8 columns, red above black, dealt at random | `board::Board::deal` (a dead deal is dealt again), from the seeded ChaCha8 generator |
//! | 只许前进 … 不能超越 | forward only, never onto or past the other piece | `table::check_heaps` (a move of k takes k from the gap); `board::Board` moves the seat's piece (the opener's black) |
//! | 格数 | the cells a column can still move | `Board::heaps`, the gaps the strategy plays |
//! | 算法一 | one column: take it all; two: make them equal; an even number: pairs and make the last two equal; an odd number: pairs and empty the odd one | the positions made of pairs: their nim-sum is 0, and `strategy::book_winning_move` finds the same moves |
//! | 算法二 | `falsearray`: from the losing position 1,2,3 up to 6,6,6,…, each position that cannot move into the array is losing; 196 of them | nim-sum 0 (`strategy::verdict`); `board::tests` counts the 196 from the board's own positions |
//! | 随机走棋 | a losing computer moves at random | the book's waiting move, one step in a largest gap (`strategy::choose_move`); `--level` adds a person's mistakes |
//! | 人机对战 | black first, player against computer | `session::Session` over any `Table`: the same loop, parser, text, screen and plain mode as the rows |

use rand::Rng;
use thiserror::Error;

use crate::table::{Ending, NextGame, Renewal, Seat, Table};
use crate::theory::strategy::Move;

/// Columns of the board, and cells in each column.
pub const SIZE: usize = 8;
/// Most free cells between two pieces: red on the top cell, black on the bottom.
pub const MAX_GAP: u32 = SIZE as u32 - 2;

/// The two colours. Black opens every game (the seed: 黑棋先走).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Piece {
    Red,
    Black,
}

impl Piece {
    /// The colour a seat plays: the first seat plays black.
    pub fn of(seat: Seat) -> Piece {
        match seat {
            Seat::First => Piece::Black,
            Seat::Second => Piece::Red,
        }
    }
}

/// Which way a piece steps: forward to move, back to undo a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Direction {
    Forward,
    Back,
}

/// One column: the cells of its two pieces, counted from 0 at the top.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Column {
    pub red: usize,
    pub black: usize,
}

impl Column {
    /// Free cells between the pieces: the column's heap.
    pub fn gap(self) -> u32 {
        (self.black - self.red - 1) as u32
    }
}

/// A column that breaks the board's rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("column {column}: red must stand above black on cells 0 to 7")]
pub struct BoardError {
    /// 1-based, as on the screen.
    pub column: usize,
}

/// The pieces of every column, and the gaps they leave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    columns: [Column; SIZE],
    gaps: [u32; SIZE],
}

impl Board {
    /// A board from its columns; each must hold red above black, on the board.
    pub fn new(columns: [Column; SIZE]) -> Result<Self, BoardError> {
        if let Some(bad) = columns
            .iter()
            .position(|c| c.red >= c.black || c.black >= SIZE)
        {
            return Err(BoardError { column: bad + 1 });
        }
        Ok(Board {
            gaps: columns.map(Column::gap),
            columns,
        })
    }

    /// A random board: each column's two cells drawn from `rng`, red on the
    /// upper one. A board with no move at all is dealt again.
    pub fn deal<R: Rng + ?Sized>(rng: &mut R) -> Self {
        loop {
            let columns = [(); SIZE].map(|()| {
                let a = rng.random_range(0..SIZE);
                let b = (a + rng.random_range(1..SIZE)) % SIZE;
                Column {
                    red: a.min(b),
                    black: a.max(b),
                }
            });
            let board = Board::new(columns).expect("two different cells, the upper one red");
            if !board.is_over() {
                return board;
            }
        }
    }

    pub fn columns(&self) -> &[Column; SIZE] {
        &self.columns
    }

    /// The piece on `cell` (0 at the top) of `column` (0-based), if any.
    pub fn piece_at(&self, column: usize, cell: usize) -> Option<Piece> {
        let c = self.columns.get(column)?;
        if cell == c.red {
            Some(Piece::Red)
        } else if cell == c.black {
            Some(Piece::Black)
        } else {
            None
        }
    }

    /// The board as text, top row first: `R`, `B`, or `.` for an empty
    /// cell. Plain mode prints it; the puzzle screen draws it.
    pub fn picture(&self) -> Vec<String> {
        (0..SIZE)
            .map(|cell| {
                (0..SIZE)
                    .map(|column| match self.piece_at(column, cell) {
                        Some(Piece::Red) => 'R',
                        Some(Piece::Black) => 'B',
                        None => '.',
                    })
                    .collect()
            })
            .collect()
    }

    /// The move that brings `piece` to `cell` of `column` (both 0-based): a
    /// click on a free cell in front of one's own piece. `None` for any other
    /// cell.
    pub fn move_to(&self, column: usize, cell: usize, piece: Piece) -> Option<Move> {
        let c = self.columns.get(column)?;
        if cell <= c.red || cell >= c.black {
            return None;
        }
        let steps = match piece {
            Piece::Red => cell - c.red,
            Piece::Black => c.black - cell,
        };
        Some(Move::new(column, steps as u32))
    }

    /// Moves `piece` of column `mv.heap` by `mv.take` cells, forward or back.
    fn step(&mut self, mv: Move, piece: Piece, direction: Direction) {
        let column = &mut self.columns[mv.heap];
        // Red goes down (to higher cells) when it moves forward, black up.
        let down = (piece == Piece::Red) == (direction == Direction::Forward);
        let at = match piece {
            Piece::Red => &mut column.red,
            Piece::Black => &mut column.black,
        };
        let moved = if down {
            at.checked_add(mv.take as usize)
        } else {
            at.checked_sub(mv.take as usize)
        };
        *at = moved.expect("a checked move stays on the board");
        assert!(
            column.red < column.black && column.black < SIZE,
            "a checked move never lands on or jumps the other piece"
        );
        self.gaps[mv.heap] = column.gap();
    }
}

impl Table for Board {
    fn heaps(&self) -> &[u32] {
        &self.gaps
    }

    fn apply(&mut self, mv: Move, seat: Seat) -> Move {
        self.step(mv, Piece::of(seat), Direction::Forward);
        mv
    }

    fn restore(&mut self, mv: Move, seat: Seat) {
        self.step(mv, Piece::of(seat), Direction::Back);
    }

    fn heap_bound(&self) -> u32 {
        MAX_GAP
    }

    /// After every game a new board is dealt.
    fn next_game<R: Rng + ?Sized>(&mut self, _: Ending, rng: &mut R) -> NextGame {
        *self = Board::deal(rng);
        NextGame::Dealt
    }

    /// `-1 0` deals a new board: the board's counterpart of the book's setup.
    fn renew<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Renewal<Self> {
        *self = Board::deal(rng);
        Renewal::Dealt
    }
}

#[cfg(test)]
mod tests;
