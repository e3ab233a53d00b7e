//! What plain mode prints of 尼姆棋's board: the board as text lines, and
//! who plays which colour.

use super::Printed;
use crate::game::session::Side;
use crate::game::table::board::{Board, Piece, SIZE};
use crate::text::Lang;

impl Printed for Board {
    /// The board, top row first: `R`, `B`, or `.` for an empty cell.
    fn picture(&self) -> Vec<String> {
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

    /// Who plays which colour, in the letters of the picture.
    fn intro(&self, lang: Lang, sides: [Side; 2]) -> Vec<String> {
        vec![lang.board_sides(sides, ['B', 'R'])]
    }
}
