//! `nim analyze`: a position explained, for teachers and scripts.
//!
//! Fixed lines first (`position:`, `nim-sum:`, `verdict:`, one `move:` per
//! winning move; with `--explain` one `row N:` line per row, the rule's step),
//! then, for a board-sized position, the binary table a teacher would write on
//! the blackboard: the place values, each count in binary, their nim-sum in
//! binary and the odd columns marked (`table`).
//!
//! Rows are read as the game reads numbers ([`crate::game::session::command`]: full-width
//! digits, any white space, leading zeros), separated by white space or by
//! single commas, a byte-order mark skipped at the start of a line; each
//! argument counts as a line.
//!
//! Rows read from stdin are streamed: a first pass checks them and sums them
//! up ([`Summary`]) while spilling them, four bytes each, to memory while
//! they are few and past that to an anonymous temporary file ([`spill`]);
//! the output passes read them back. Memory stays flat however many rows
//! come, and a bad row is reported before anything is printed.

mod groups;
mod read;
mod ruled;
mod spill;
mod spool;
mod summary;
mod values;
mod watch;

use std::io::{self, BufRead, Write};

use thiserror::Error;

use crate::game::table::layout::MAX_ROWS;
use crate::game::theory::strategy::{Rules, Summary, Verdict};
use crate::text::Lang;

pub use crate::game::analysis::{RowError, RulesError};
pub use crate::text::binary::{explain_row, write_binary_table};
pub use groups::{parse_grouped, read_grouped};
use read::for_each_row;
pub use read::parse_rows;
pub use ruled::{RuledMove, write_ruled};
pub use spill::SpillError;
use spill::{Reader, Spill};
pub use spool::{GroupedRows, Spooled};
pub use summary::write_summary;
pub use values::write_values;
pub use watch::{Computing, Watcher};

/// Why an analysis stopped: a bad row (reported before anything is
/// written: exit status 2), rows under rules that could not be answered
/// (status 2), or the input or output failing. Analyze's one error.
#[derive(Debug, Error)]
pub enum AnalyzeError {
    #[error(transparent)]
    Rows(#[from] RowError),
    /// Rows under rules that could not be answered.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The rows outgrew memory and their temporary file failed.
    #[error(transparent)]
    Spill(#[from] SpillError),
    #[error(transparent)]
    Io(#[from] io::Error),
}

/// Where the rows come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// The arguments, each a line of rows.
    Args(Vec<String>),
    /// `-`: stdin, streamed.
    Stdin,
    /// `--values N`: the rule's Grundy values of heaps 0 to N, no rows.
    Values(u32),
    /// `--summary`: the rule's values summed up, computed up to `--values`
    /// when given, else until a period is proven or the limit comes.
    Summary(Option<u32>),
}

impl Source {
    /// The arguments as given: `-` alone means stdin.
    pub fn from_args(rows: Vec<String>) -> Self {
        match rows.as_slice() {
            [dash] if dash == "-" => Source::Stdin,
            _ => Source::Args(rows),
        }
    }
}

/// What to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Report {
    /// Every line: position, nim-sum, verdict, moves, the binary table.
    #[default]
    Full,
    /// `--hint`: only `hint: ROW COUNT` (the first move listed) or `hint: none`.
    Hint,
    /// `--explain`: every line of [`Report::Full`], and after the moves one
    /// line per row with the rule's step ([`explain_row`]).
    Explain,
}

/// How to analyse: the rules, what to print, the language of the table's labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Asked {
    pub rules: Rules,
    pub report: Report,
    pub lang: Lang,
}

/// Writes the analysis of `rows` under `rules`.
pub fn write_analysis<W: Write>(rows: &[u32], asked: Asked, out: &mut W) -> io::Result<()> {
    let pass = || Ok(rows.iter().copied().map(Ok));
    write_passes(pass, Summary::of(rows), rows, asked, out)
}

/// Analyses the rows of `source` as `asked` into `out`; stdin is
/// streamed (see the module's notes).
pub fn analyze<W: Write>(source: &Source, asked: Asked, out: &mut W) -> Result<(), AnalyzeError> {
    match source {
        Source::Stdin => analyze_stream(io::stdin().lock(), asked, out),
        // The values of nim's heaps: n itself.
        Source::Values(upto) => {
            let rule = crate::game::theory::rule::Rule::Nim;
            let how = (asked.lang, asked.report);
            match write_values(&rule, *upto, how, Computing::QUICK, out) {
                Err(error @ AnalyzeError::Io(_)) => Err(error),
                _ => Ok(()),
            }
        }
        Source::Summary(upto) => {
            let rule = crate::game::theory::rule::Rule::Nim;
            match write_summary(&rule, *upto, asked.lang, Computing::QUICK, out) {
                Err(error @ AnalyzeError::Io(_)) => Err(error),
                _ => Ok(()),
            }
        }
        Source::Args(args) => {
            let rows = parse_rows(args.iter().map(String::as_str))?;
            Ok(write_analysis(&rows, asked, out)?)
        }
    }
}

/// Analyses the rows of `input` (separated by any whitespace) under `rules`.
/// A bad row is reported before anything is written.
pub fn analyze_stream<R: BufRead, W: Write>(
    input: R,
    asked: Asked,
    out: &mut W,
) -> Result<(), AnalyzeError> {
    let mut spill = Spill::default();
    let mut spilled = Ok(());
    let mut summary = Summary::default();
    let mut first = Vec::new();
    let mut rows = 0;
    let mut result = Ok(());
    for_each_row(input, |row| {
        rows += 1;
        let count = match row {
            Ok(count) => count,
            Err(error) => {
                result = Err(error);
                return Ok(false);
            }
        };
        summary = summary.with(count);
        if first.len() <= MAX_ROWS {
            first.push(count);
        }
        spilled = spill.write_all(&count.to_le_bytes());
        Ok(spilled.is_ok())
    })?;
    spilled?;
    result?;
    if rows == 0 {
        return Err(RowError::NoRows.into());
    }
    spill.flush()?;
    let pass = || Ok(spilled_rows(spill.reader(0), rows));
    Ok(write_passes(pass, summary, &first, asked, out)?)
}

/// The rows spilled, read back.
fn spilled_rows(mut spill: Reader<'_>, rows: usize) -> impl Iterator<Item = io::Result<u32>> {
    (0..rows).map(move |_| spill.u32())
}

/// The one printing path: `pass` yields the rows afresh for each pass over
/// them; `first` holds the first rows, enough for the binary table.
fn write_passes<I, W>(
    mut pass: impl FnMut() -> io::Result<I>,
    summary: Summary,
    first: &[u32],
    asked: Asked,
    out: &mut W,
) -> io::Result<()>
where
    I: Iterator<Item = io::Result<u32>>,
    W: Write,
{
    let rules = asked.rules;
    if asked.report == Report::Hint {
        for (row, count) in pass()?.enumerate() {
            if let Some(take) = summary.winning_takes(count?, rules).next() {
                return writeln!(out, "hint: {} {take}", row + 1);
            }
        }
        return writeln!(out, "hint: none");
    }
    write!(out, "position:")?;
    for count in pass()? {
        write!(out, " {}", count?)?;
    }
    writeln!(out)?;
    let sum = summary.nim_sum();
    writeln!(out, "nim-sum: {sum}")?;
    let word = match summary.verdict(rules) {
        Verdict::Win => "win",
        Verdict::Loss => "loss",
    };
    writeln!(out, "verdict: {word}")?;
    if summary.verdict(rules) == Verdict::Win {
        for (row, count) in pass()?.enumerate() {
            for take in summary.winning_takes(count?, rules) {
                writeln!(out, "move: {} {take}", row + 1)?;
            }
        }
    }
    if asked.report == Report::Explain {
        for (row, count) in pass()?.enumerate() {
            writeln!(out, "{}", explain_row(summary, rules, row + 1, count?))?;
        }
    }
    if first.len() <= MAX_ROWS {
        write_binary_table(first, asked.lang, out)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
