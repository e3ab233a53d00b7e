//! Plain mode at a game's edges: the `score:` line (after each game and on
//! leaving), the `position:` a game starts from when the computer opens it,
//! and the lines under a finished game. The next game starts at once: plain
//! mode never waits for a key.

use std::io::{self, Write};

use rand::Rng;

use crate::game::session::command::Command;
use crate::game::session::{Event, Score, Session, Side};
use crate::game::table::rows::Counts;
use crate::game::theory::sum::Games;
use crate::plain::{PlainConfig, Printed};
use crate::text::{EndOfGame, Lang};

/// `score: you N computer M`, or `score: first N second M` with two players.
pub(super) fn write_score(score: &Score, output: &mut impl Write) -> io::Result<()> {
    let wins = |side: Side| {
        let entry = score.entries.iter().find(|(s, _)| *s == side);
        entry.map_or(0, |&(_, wins)| wins)
    };
    let [(first, _), _] = score.entries;
    match first {
        Side::Player1 | Side::Player2 => {
            let [(_, a), (_, b)] = score.entries;
            writeln!(output, "score: first {a} second {b}")
        }
        Side::You | Side::Computer => writeln!(
            output,
            "score: you {} computer {}",
            wins(Side::You),
            wins(Side::Computer)
        ),
    }
}

/// The heaps before the moves of `events` that follow its last new game
/// (all of them when none starts): where the computer's opening left from.
pub(super) fn before_opening(events: &[Event], heaps: &[u32]) -> Vec<u32> {
    let start = events
        .iter()
        .rposition(|e| *e == Event::NewGame)
        .map_or(0, |at| at + 1);
    let mut heaps = heaps.to_vec();
    for event in &events[start..] {
        if let Event::Moved { mv, .. } = event
            && let Some(heap) = heaps.get_mut(mv.heap)
        {
            *heap += mv.take;
        }
    }
    heaps
}

/// `position:` before the computer's opening move, when `events` open a
/// game with one (at `at`, the index of the game's first event).
pub(super) fn write_opening<T: Printed, G>(
    events: &[Event],
    at: usize,
    session: &Session<T, G>,
    output: &mut impl Write,
) -> io::Result<()> {
    let opens = matches!(
        events.get(at),
        Some(Event::Moved {
            side: Side::Computer,
            ..
        })
    );
    if opens {
        let heaps = before_opening(events, session.heaps());
        writeln!(output, "position: {}", Counts(&heaps))?;
    }
    Ok(())
}

/// The lines under a finished game and its `score:`; then the next game
/// starts at once, and its events come back to be printed as any others.
pub(super) fn end_game<T: Printed, G: Rng>(
    winner: Side,
    session: &mut Session<T, G>,
    config: PlainConfig,
    output: &mut impl Write,
) -> io::Result<Vec<Event>> {
    let end = EndOfGame {
        winner,
        tally: session.tally(Side::You),
        coach: config.coach,
        options: session.options(),
        opener: session.opener(),
    };
    for line in config.lang.end_of_game::<T>(&end) {
        writeln!(output, "{line}")?;
    }
    write_score(&session.score(), output)?;
    Ok(session.act(Command::NextGame).unwrap_or_default())
}

/// What each row is worth under its rule, and the Grundy sum: the binary
/// view and the hint's reason for rows under their own rules.
pub(super) fn write_worth(games: &Games, lang: Lang, output: &mut impl Write) -> io::Result<()> {
    for (row, game) in games.rows().iter().enumerate() {
        writeln!(
            output,
            "{}",
            lang.row_worth(row, &game.rule, games.row_value(row))
        )?;
    }
    writeln!(output, "{}", lang.grundy_sum_line(games.grundy_sum()))
}
