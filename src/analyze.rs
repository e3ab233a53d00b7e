//! `nim analyze`: a position explained, for teachers and scripts.
//!
//! Fixed lines first (`position:`, `nim-sum:`, `verdict:`, one `move:` per
//! winning move), then, for a board-sized position, the binary table a teacher
//! would write on the blackboard: each count in binary and their XOR.
//!
//! Rows read from stdin are streamed: a first pass checks them and sums them
//! up ([`Summary`]) while spooling them, four bytes each, to an anonymous
//! temporary file; the output passes read the spool. Memory stays flat however
//! many rows come, and a bad row is reported before anything is printed.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Seek, Write};

use thiserror::Error;

use crate::game::MAX_ROWS;
use crate::lines::fill;
use crate::strategy::{Rules, Summary, Verdict};

/// Why the rows could not be read. `index` is the 1-based row; `typed` the
/// row as typed (cut short if it was long).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AnalyzeError {
    #[error("row {index}: {typed:?} is not a count of chips")]
    NotACount { index: usize, typed: String },
    #[error("row {index}: {typed} is negative")]
    Negative { index: usize, typed: String },
    #[error("row {index}: {typed} is larger than {}", u32::MAX)]
    TooLarge { index: usize, typed: String },
    #[error("no rows to analyze")]
    NoRows,
}

/// Bytes of a row kept to judge and echo it; a longer row is judged by its
/// characters alone.
const KEPT: usize = 32;

/// One row as typed: its first bytes and what its characters are.
#[derive(Debug, Default)]
struct Token {
    kept: Vec<u8>,
    len: usize,
}

impl Token {
    fn push(&mut self, byte: u8) {
        if self.kept.len() < KEPT {
            self.kept.push(byte);
        }
        self.len += 1;
    }

    /// The row's count, or why it is none.
    fn count(&self, index: usize) -> Result<u32, AnalyzeError> {
        let typed = String::from_utf8_lossy(&self.kept).into_owned();
        let digits = |t: &[u8]| !t.is_empty() && t.iter().all(u8::is_ascii_digit);
        let (sign, rest) = match self.kept.split_first() {
            Some((&b, rest)) if b == b'-' || b == b'+' => (Some(b), rest),
            _ => (None, &self.kept[..]),
        };
        if !digits(rest) {
            return Err(AnalyzeError::NotACount { index, typed });
        }
        if sign == Some(b'-') && rest.iter().any(|&d| d != b'0') {
            return Err(AnalyzeError::Negative { index, typed });
        }
        let too_large = || AnalyzeError::TooLarge {
            index,
            typed: typed.clone(),
        };
        if self.len > KEPT {
            // All that was kept are digits; the rest makes it far too long.
            return Err(too_large());
        }
        rest.iter()
            .try_fold(0u32, |n, &d| {
                n.checked_mul(10)?.checked_add(u32::from(d - b'0'))
            })
            .ok_or_else(too_large)
    }
}

/// Reads rows as typed (whole numbers from 0 to `u32::MAX`).
pub fn parse_rows<'a>(tokens: impl IntoIterator<Item = &'a str>) -> Result<Vec<u32>, AnalyzeError> {
    let rows = tokens
        .into_iter()
        .enumerate()
        .map(|(i, typed)| {
            let mut token = Token::default();
            typed.bytes().for_each(|b| token.push(b));
            token.count(i + 1)
        })
        .collect::<Result<Vec<u32>, _>>()?;
    if rows.is_empty() {
        return Err(AnalyzeError::NoRows);
    }
    Ok(rows)
}

/// What to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Report {
    /// Every line: position, nim-sum, verdict, moves, the binary table.
    #[default]
    Full,
    /// `--hint`: only `hint: ROW COUNT` (the first move listed) or `hint: none`.
    Hint,
}

/// Writes the analysis of `rows` under `rules`.
pub fn write_analysis<W: Write>(
    rows: &[u32],
    rules: Rules,
    report: Report,
    out: &mut W,
) -> io::Result<()> {
    let pass = || Ok(rows.iter().copied().map(Ok));
    write_passes(pass, Summary::of(rows), rows, (rules, report), out)
}

/// Analyses the rows of `input` (separated by any whitespace) under `rules`.
/// The outer error is the input's or the output's; the inner one a bad row,
/// reported before anything is written.
pub fn analyze_stream<R: BufRead, W: Write>(
    input: R,
    (rules, report): (Rules, Report),
    out: &mut W,
) -> io::Result<Result<(), AnalyzeError>> {
    let mut spool = BufWriter::new(tempfile::tempfile()?);
    let mut summary = Summary::default();
    let mut first = Vec::new();
    let mut rows = 0;
    let mut result = Ok(());
    for_each_token(input, |token| {
        rows += 1;
        let count = match token.count(rows) {
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
        spool.write_all(&count.to_le_bytes())?;
        Ok(true)
    })?;
    if let Err(error) = result {
        return Ok(Err(error));
    }
    if rows == 0 {
        return Ok(Err(AnalyzeError::NoRows));
    }
    let spool = spool.into_inner().map_err(io::IntoInnerError::into_error)?;
    let file = &spool;
    let pass = move || {
        let mut rewind = file;
        rewind.rewind()?;
        Ok(spooled_rows(BufReader::new(file), rows))
    };
    write_passes(pass, summary, &first, (rules, report), out).map(Ok)
}

/// The rows written to the spool, read back.
fn spooled_rows(mut spool: BufReader<&File>, rows: usize) -> impl Iterator<Item = io::Result<u32>> {
    (0..rows).map(move |_| {
        let mut bytes = [0u8; 4];
        spool.read_exact(&mut bytes)?;
        Ok(u32::from_le_bytes(bytes))
    })
}

/// Calls `each` for every whitespace-separated token of `input` until it
/// returns false. A token is never kept whole (see [`KEPT`]).
fn for_each_token<R: BufRead>(
    mut input: R,
    mut each: impl FnMut(&Token) -> io::Result<bool>,
) -> io::Result<()> {
    let mut token = Token::default();
    loop {
        let available = fill(&mut input)?;
        if available.is_empty() {
            if token.len > 0 {
                each(&token)?;
            }
            return Ok(());
        }
        for &byte in available {
            if byte.is_ascii_whitespace() {
                if token.len > 0 && !each(&token)? {
                    return Ok(());
                }
                token = Token::default();
            } else {
                token.push(byte);
            }
        }
        let used = available.len();
        input.consume(used);
    }
}

/// The one printing path: `pass` yields the rows afresh for each pass over
/// them; `first` holds the first rows, enough for the binary table.
fn write_passes<I, W>(
    mut pass: impl FnMut() -> io::Result<I>,
    summary: Summary,
    first: &[u32],
    (rules, report): (Rules, Report),
    out: &mut W,
) -> io::Result<()>
where
    I: Iterator<Item = io::Result<u32>>,
    W: Write,
{
    if report == Report::Hint {
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
    if first.len() <= MAX_ROWS {
        write_binary_table(first, out)?;
    }
    Ok(())
}

/// Each count in binary, digits aligned, then a rule marking the odd digit
/// columns with `^`, and the nim-sum. Plain mode's `b` prints it too.
pub fn write_binary_table<W: Write>(rows: &[u32], out: &mut W) -> io::Result<()> {
    let sum = rows.iter().fold(0, |s, &c| s ^ c);
    let largest = rows.iter().copied().max().unwrap_or(0);
    let bits = (u32::BITS - largest.leading_zeros()).max(1) as usize;
    // The nim-sum may have more decimal digits than any row (8 ^ 6 ^ 3 = 13).
    let width = largest.max(sum).to_string().len();
    writeln!(out)?;
    for &count in rows {
        writeln!(out, "  {count:>width$} = {count:0bits$b}")?;
    }
    writeln!(out, "  {} ^ {}", " ".repeat(width), "-".repeat(bits))?;
    writeln!(out, "  {sum:>width$} = {sum:0bits$b}")?;
    if sum == 0 {
        return Ok(());
    }
    // A `^` under every odd column: the digits a winning move must flip.
    let marks: String = format!("{sum:0bits$b}")
        .chars()
        .map(|d| if d == '1' { '^' } else { ' ' })
        .collect();
    writeln!(out, "  {}   {}", " ".repeat(width), marks.trim_end())
}

#[cfg(test)]
#[path = "analyze_tests.rs"]
mod tests;
