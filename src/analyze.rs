//! `nim analyze`: a position explained, for teachers and scripts.
//!
//! Fixed lines first (`position:`, `nim-sum:`, `verdict:`, one `move:` per
//! winning move), then, for a board-sized position, the binary table a teacher
//! would write on the blackboard: each count in binary and their XOR.
//!
//! Rows are read as the game reads numbers ([`crate::command`]: full-width
//! digits, any white space, leading zeros), separated by white space or by
//! single commas, a byte-order mark skipped at the start of a line; each
//! argument counts as a line.
//!
//! Rows read from stdin are streamed: a first pass checks them and sums them
//! up ([`Summary`]) while spooling them, four bytes each, to an anonymous
//! temporary file; the output passes read the spool. Memory stays flat however
//! many rows come, and a bad row is reported before anything is printed.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Seek, Write};

use thiserror::Error;

use crate::layout::MAX_ROWS;
use crate::lines::fill;
use crate::numbers::{BYTE_ORDER_MARK, Number, NumberReader, is_comma, is_space};
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
    /// A comma with no row on one side of it (`3,,4`, `,3`, `3,`).
    #[error("row {index} is missing between commas")]
    MissingRow { index: usize },
    #[error("no rows to analyze")]
    NoRows,
}

/// Bytes of a row kept to echo it; the row is judged by all its characters.
const KEPT: usize = 32;

/// One row as typed: its first characters and the number they make.
#[derive(Debug, Default)]
struct Token {
    kept: String,
    /// A character did not fit in `kept`: nothing more is kept.
    cut: bool,
    len: usize,
    number: NumberReader,
}

impl Token {
    fn push(&mut self, c: char) {
        self.cut = self.cut || self.kept.len() + c.len_utf8() > KEPT;
        if !self.cut {
            self.kept.push(c);
        }
        self.len += 1;
        self.number.push(c);
    }

    /// The row's count, or why it is none.
    fn count(&self, index: usize) -> Result<u32, AnalyzeError> {
        let typed = || self.kept.clone();
        match self.number.number() {
            None => Err(AnalyzeError::NotACount {
                index,
                typed: typed(),
            }),
            Some(Number {
                negative: true,
                magnitude,
            }) if magnitude != Some(0) => Err(AnalyzeError::Negative {
                index,
                typed: typed(),
            }),
            Some(Number { magnitude, .. }) => magnitude
                .and_then(|m| u32::try_from(m).ok())
                .ok_or_else(|| AnalyzeError::TooLarge {
                    index,
                    typed: typed(),
                }),
        }
    }
}

/// A row ended: its count, or why it has none.
type Row = Result<u32, AnalyzeError>;

/// Rows read one character at a time: counts separated by white space or by
/// single commas; a byte-order mark at the start of a line is skipped.
#[derive(Debug)]
struct RowReader {
    token: Token,
    /// Rows ended so far.
    rows: usize,
    /// A row ended since the last comma (or the start): a comma may follow.
    after_row: bool,
    /// A comma was read and no row after it yet.
    comma_open: bool,
    line_start: bool,
}

impl Default for RowReader {
    fn default() -> Self {
        RowReader {
            token: Token::default(),
            rows: 0,
            after_row: false,
            comma_open: false,
            line_start: true,
        }
    }
}

impl RowReader {
    /// Takes one character; the row it ends, if any, comes back.
    fn push(&mut self, c: char) -> Option<Row> {
        let line_start = self.line_start;
        self.line_start = c == '\n';
        if c == BYTE_ORDER_MARK && line_start {
            self.line_start = true;
            return None;
        }
        if is_space(c) {
            return self.end_row();
        }
        if is_comma(c) {
            let row = self.end_row();
            if !self.after_row {
                return Some(Err(self.missing()));
            }
            self.after_row = false;
            self.comma_open = true;
            return row;
        }
        self.token.push(c);
        None
    }

    /// The end of the input: the last row, or the one missing after a comma.
    fn finish(&mut self) -> Option<Row> {
        let row = self.end_row();
        if row.is_none() && self.comma_open {
            return Some(Err(self.missing()));
        }
        row
    }

    fn end_row(&mut self) -> Option<Row> {
        if self.token.len == 0 {
            return None;
        }
        self.rows += 1;
        self.after_row = true;
        self.comma_open = false;
        let row = self.token.count(self.rows);
        self.token = Token::default();
        Some(row)
    }

    fn missing(&self) -> AnalyzeError {
        AnalyzeError::MissingRow {
            index: self.rows + 1,
        }
    }
}

/// Reads rows as typed (whole numbers from 0 to `u32::MAX`); each argument
/// is a line of its own, so `3 4 5`, `3,4,5` and `３，４，５` are three rows
/// whether quoted or not.
pub fn parse_rows<'a>(args: impl IntoIterator<Item = &'a str>) -> Result<Vec<u32>, AnalyzeError> {
    let mut reader = RowReader::default();
    let mut rows = Vec::new();
    for arg in args {
        for c in arg.chars().chain(['\n']) {
            if let Some(row) = reader.push(c) {
                rows.push(row?);
            }
        }
    }
    if let Some(row) = reader.finish() {
        rows.push(row?);
    }
    if rows.is_empty() {
        return Err(AnalyzeError::NoRows);
    }
    Ok(rows)
}

/// UTF-8 decoded a byte at a time, for input read in pieces that may cut a
/// character. A broken sequence reads as one U+FFFD, which no number holds.
#[derive(Debug, Default)]
struct Utf8 {
    pending: [u8; 4],
    len: usize,
    need: usize,
}

impl Utf8 {
    /// Takes one byte; gives the characters it completes (two when it ends a
    /// broken sequence and stands for itself).
    fn push(&mut self, byte: u8) -> impl Iterator<Item = char> {
        let mut broken = None;
        if self.len > 0 {
            if byte & 0xC0 == 0x80 {
                self.pending[self.len] = byte;
                self.len += 1;
                if self.len < self.need {
                    return [None, None].into_iter().flatten();
                }
                let done = std::str::from_utf8(&self.pending[..self.len])
                    .ok()
                    .and_then(|s| s.chars().next());
                self.len = 0;
                return [Some(done.unwrap_or(char::REPLACEMENT_CHARACTER)), None]
                    .into_iter()
                    .flatten();
            }
            self.len = 0;
            broken = Some(char::REPLACEMENT_CHARACTER);
        }
        let need = match byte {
            0x00..=0x7F => return [broken, Some(char::from(byte))].into_iter().flatten(),
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => {
                return [broken, Some(char::REPLACEMENT_CHARACTER)]
                    .into_iter()
                    .flatten();
            }
        };
        self.pending[0] = byte;
        self.len = 1;
        self.need = need;
        [broken, None].into_iter().flatten()
    }

    /// The end of the input: a sequence cut short is broken.
    fn finish(&mut self) -> Option<char> {
        let broken = self.len > 0;
        self.len = 0;
        broken.then_some(char::REPLACEMENT_CHARACTER)
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

/// Calls `each` for every row of `input` until it returns false. A row is
/// never kept whole (see [`KEPT`]).
fn for_each_row<R: BufRead>(
    mut input: R,
    mut each: impl FnMut(Row) -> io::Result<bool>,
) -> io::Result<()> {
    let mut utf8 = Utf8::default();
    let mut rows = RowReader::default();
    loop {
        let available = fill(&mut input)?;
        if available.is_empty() {
            if let Some(c) = utf8.finish()
                && let Some(row) = rows.push(c)
                && !each(row)?
            {
                return Ok(());
            }
            if let Some(row) = rows.finish() {
                each(row)?;
            }
            return Ok(());
        }
        for &byte in available {
            for c in utf8.push(byte) {
                if let Some(row) = rows.push(c)
                    && !each(row)?
                {
                    return Ok(());
                }
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
