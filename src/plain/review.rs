//! Plain mode's review: `review: PLY MOVE kept|missed BEST|lost` for each
//! move of a game, then `turning: PLY` (or `turning: none`) and the turning
//! point in words. `r` at a move prompt reviews the last finished game (in
//! plain mode the next game starts at once, so there is no prompt at a
//! game's end to type it at).

use std::io::{self, Write};

use super::Printed;
use crate::game::record::{Block, Recorder, Replayed, replay, typed};
use crate::game::review::{Mark, Review, review};
use crate::game::theory::strategy::Rules;
use crate::text::Lang;
use crate::text::width::wrap;

/// Whether a typed line asks for the review.
pub fn asked(text: &str) -> bool {
    matches!(text.trim(), "r" | "R" | "review")
}

/// The review of the recorder's last finished game, or why there is none.
pub(super) fn write_last<T: Printed>(
    recorder: &Recorder,
    lang: Lang,
    output: &mut impl Write,
) -> io::Result<()> {
    let Some(record) = recorder.last_finished() else {
        return writeln!(output, "error: {}", lang.review_none());
    };
    match replay::<T>(&Block::new(record.clone())) {
        Ok(replayed) => write_review(&replayed, lang, output),
        Err(error) => writeln!(output, "error: {}", lang.record_error(&error)),
    }
}

/// Every move of a replayed game marked, and its turning point.
pub fn write_review<T: Printed>(
    replayed: &Replayed<T>,
    lang: Lang,
    output: &mut impl Write,
) -> io::Result<()> {
    let rules = if replayed.header.misere {
        Rules::Misere
    } else {
        Rules::Normal
    };
    write_reviewed(
        &review(&replayed.tables, &replayed.plies, rules),
        lang,
        output,
    )
}

/// A reviewed game's lines: every move marked, and its turning point (a
/// network game's review comes from its session, not from a record).
pub fn write_reviewed(reviewed: &Review, lang: Lang, output: &mut impl Write) -> io::Result<()> {
    for ply in &reviewed.plies {
        let mark = match ply.mark {
            Mark::Kept => "kept".to_string(),
            Mark::Lost => "lost".to_string(),
            Mark::Missed { best, .. } => format!("missed {}", typed(best)),
        };
        writeln!(output, "review: {} {} {mark}", ply.number, typed(ply.mv))?;
    }
    let turning = reviewed
        .turning
        .and_then(|number| reviewed.plies.get(number - 1));
    match turning {
        Some(ply) => writeln!(output, "turning: {}", ply.number)?,
        None => writeln!(output, "turning: none")?,
    }
    writeln!(output, "{}", lang.review_turning(turning))?;
    for line in lang
        .review_why(turning)
        .iter()
        .flat_map(|why| wrap(why, 80))
    {
        writeln!(output, "{line}")?;
    }
    Ok(())
}
