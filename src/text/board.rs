//! The board's own words: who plays which colour, the label of the gaps, a
//! new deal. Its moves, refusals and hints are the shared messages' `board-`
//! forms (see [`super::Worded`]).

use crate::game::session::Side;
use crate::text::{Arg, Lang};

impl Lang {
    /// Who plays which colour: `sides[0]` opens and plays black. `pieces`
    /// are the shapes drawn for black and red.
    pub fn board_sides(self, sides: [Side; 2], pieces: [char; 2]) -> String {
        let [black, red] = pieces.map(String::from);
        let [black_side, red_side] = sides.map(|side| self.side_name(side));
        self.message(
            "board-sides",
            &[
                ("black", Arg::Text(&black_side)),
                ("red", Arg::Text(&red_side)),
                ("black-piece", Arg::Text(&black)),
                ("red-piece", Arg::Text(&red)),
            ],
        )
    }

    /// The label of the line that gives each column's free cells.
    pub fn board_free(self) -> String {
        self.text("board-free")
    }

    /// `-1 0` on the board: a new deal.
    pub fn dealt(self) -> String {
        self.text("board-dealt")
    }
}
