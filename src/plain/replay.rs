//! `nim replay` line by line: each `position:` in turn (with the board's
//! picture above it, as in a game), each move between two under the side
//! that made it (`you:`, `computer:`; two players' moves under `you:`, as
//! a game of two prints them), then `winner:` when the game ended.

use std::io::{self, Write};

use crate::game::record::Replayed;
use crate::game::session::Side;
use crate::plain::Printed;
use crate::text::Lang;

/// One replayed game, game `number` of `count` in its record.
pub fn write_game<T: Printed>(
    replayed: &Replayed<T>,
    number: usize,
    count: usize,
    lang: Lang,
    output: &mut impl Write,
) -> io::Result<()> {
    writeln!(output, "{}", lang.replay_game(number, count))?;
    if let Some(start) = replayed.tables.first() {
        if let Some(rules) = start.rules() {
            writeln!(output, "rules: {rules}")?;
            if start.rules_shortened() {
                writeln!(output, "{}", lang.rules_shortened())?;
            }
        }
        write_position(start, output)?;
    }
    for ((side, mv), after) in replayed.plies.iter().zip(&replayed.tables[1..]) {
        let prefix = match side {
            Side::Computer => "computer",
            _ => "you",
        };
        writeln!(output, "{prefix}: {}", crate::game::record::typed(*mv))?;
        write_position(after, output)?;
    }
    if let Some(winner) = replayed.winner {
        writeln!(output, "winner: {}", winner.name())?;
    }
    writeln!(output, "{}", lang.replay_end(replayed.winner))
}

/// The picture, if the game has one, and `position:`.
fn write_position<T: Printed>(table: &T, output: &mut impl Write) -> io::Result<()> {
    for line in table.picture() {
        writeln!(output, "{line}")?;
    }
    writeln!(output, "position: {}", table.written())
}
