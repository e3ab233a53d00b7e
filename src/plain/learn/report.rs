//! The report card line by line (`nim learn --report`), and the heading of
//! a missed puzzle coming back. Stable prefixes, English in every
//! language, then the card's sentences in the chosen one:
//!
//! ```text
//! report: lessons-passed 5
//! report: right 23
//! report: hinted 2
//! report: wrong 7
//! report: lesson 1 right 5 hinted 0 wrong 2
//! report: puzzles right 2 hinted 0 wrong 1
//! report: mistake took-whole-row 4
//! report: run 2 best 6
//! report: due 4K7Q2M 2026-11-27
//! ```
//!
//! A `lesson` line for each lesson answered in, a `puzzles` line when any
//! puzzle set alone (`nim puzzle`) was answered (the totals count both); a
//! `mistake` line for each
//! kind, the most frequent first; a `due` line for each missed puzzle
//! waiting, the soonest first.

use std::io::{self, Write};

use rand::Rng;

use crate::game::learn::{Count, Progress};
use crate::text::Lang;
use crate::tutor::Tutor;

/// `again: LESSON CODE DATE` and its sentence, when the puzzle set is a
/// missed one coming back; whether it is.
pub(super) fn write_again<W: Write, G: Rng>(tutor: &Tutor<G>, output: &mut W) -> io::Result<bool> {
    let (Some(missed), Some(note)) = (tutor.review(), tutor.review_note()) else {
        return Ok(false);
    };
    let lesson = missed.code.lesson.number();
    writeln!(output, "again: {lesson} {} {}", missed.code, missed.missed)?;
    writeln!(output, "{note}")?;
    Ok(true)
}

/// The `report:` lines of `progress`.
pub fn report_lines(progress: &Progress) -> Vec<String> {
    let tally = &progress.tally;
    let total = tally.total();
    let mut lines = vec![
        format!("lessons-passed {}", tally.passed.len()),
        format!("right {}", total.right),
        format!("hinted {}", total.hinted),
        format!("wrong {}", total.wrong),
    ];
    for (lesson, c) in &tally.lessons {
        let n = lesson.number();
        lines.push(format!(
            "lesson {n} right {} hinted {} wrong {}",
            c.right, c.hinted, c.wrong
        ));
    }
    if tally.puzzles != Count::default() {
        let c = tally.puzzles;
        lines.push(format!(
            "puzzles right {} hinted {} wrong {}",
            c.right, c.hinted, c.wrong
        ));
    }
    let mut kinds: Vec<_> = tally.mistakes.iter().collect();
    kinds.sort_by_key(|&(kind, n)| (std::cmp::Reverse(*n), *kind));
    for (kind, n) in kinds {
        lines.push(format!("mistake {kind} {n}"));
    }
    lines.push(format!("run {} best {}", tally.run, tally.best));
    for missed in progress.missed.waiting() {
        lines.push(format!("due {} {}", missed.code, missed.due));
    }
    lines
        .into_iter()
        .map(|line| format!("report: {line}"))
        .collect()
}

/// `nim learn --report`: what was said about the file, the `report:`
/// lines, then the card in words.
pub fn report<W: Write>(
    progress: &Progress,
    said: &[String],
    lang: Lang,
    output: &mut W,
) -> io::Result<()> {
    for line in said {
        writeln!(output, "{line}")?;
    }
    for line in report_lines(progress) {
        writeln!(output, "{line}")?;
    }
    writeln!(output, "{}", lang.report_title())?;
    for line in lang.report_card(progress) {
        writeln!(output, "{line}")?;
    }
    output.flush()
}
