//! What plain mode prints of 尼姆棋's board: the board as text lines, and
//! who plays which colour.

use super::Printed;
use crate::game::session::Side;
use crate::game::table::board::Board;
use crate::text::Lang;

impl Printed for Board {
    /// The board's own picture (see [`Board::picture`]).
    fn picture(&self) -> Vec<String> {
        Board::picture(self)
    }

    /// Who plays which colour, in the letters of the picture.
    fn intro(&self, lang: Lang, sides: [Side; 2]) -> Vec<String> {
        vec![lang.board_sides(sides, ['B', 'R'])]
    }
}
