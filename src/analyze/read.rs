//! Rows read as typed, a character at a time: counts separated by white
//! space or by single commas, numbers as people write them
//! ([`crate::game::numbers`]), a byte-order mark skipped at the start of a line,
//! and UTF-8 decoded a byte at a time, so that input read in pieces (stdin)
//! is judged in constant memory.

use std::io::{self, BufRead};

use super::RowError;
use crate::game::numbers::{BYTE_ORDER_MARK, NotACount, NumberReader, is_comma, is_space};
use crate::io::lines::fill;

/// Bytes of a row kept to echo it; the row is judged by all its characters.
pub(super) const KEPT: usize = 32;

/// Whether a character stands at the start of a line, where a byte-order
/// mark is an editor's, not typed: every reader of rows skips it there.
#[derive(Debug)]
pub(super) struct LineStart(bool);

impl Default for LineStart {
    fn default() -> Self {
        LineStart(true)
    }
}

impl LineStart {
    /// Takes the next character: true when it is a mark to skip.
    pub(super) fn skips(&mut self, c: char) -> bool {
        let skip = self.0 && c == BYTE_ORDER_MARK;
        self.0 = skip || c == '\n';
        skip
    }
}

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
    fn count(&self, index: usize) -> Result<u32, RowError> {
        let typed = self.kept.clone();
        match self.number.number().map(|number| number.count()) {
            None => Err(RowError::NotACount { index, typed }),
            Some(Err(NotACount::Negative)) => Err(RowError::Negative { index, typed }),
            Some(Err(NotACount::TooLarge)) => Err(RowError::TooLarge { index, typed }),
            Some(Ok(count)) => Ok(count),
        }
    }
}

/// A row ended: its count, or why it has none.
pub(super) type Row = Result<u32, RowError>;

/// Rows read one character at a time: counts separated by white space or by
/// single commas; a byte-order mark at the start of a line is skipped.
#[derive(Debug, Default)]
struct RowReader {
    token: Token,
    /// Rows ended so far.
    rows: usize,
    /// A row ended since the last comma (or the start): a comma may follow.
    after_row: bool,
    /// A comma was read and no row after it yet.
    comma_open: bool,
    line_start: LineStart,
}

impl RowReader {
    /// Takes one character; the row it ends, if any, comes back.
    fn push(&mut self, c: char) -> Option<Row> {
        if self.line_start.skips(c) {
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

    fn missing(&self) -> RowError {
        RowError::MissingRow {
            index: self.rows + 1,
        }
    }
}

/// Reads rows as typed (whole numbers from 0 to `u32::MAX`); each argument
/// is a line of its own, so `3 4 5`, `3,4,5` and `３，４，５` are three rows
/// whether quoted or not.
pub fn parse_rows<'a>(args: impl IntoIterator<Item = &'a str>) -> Result<Vec<u32>, RowError> {
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
        return Err(RowError::NoRows);
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

/// Calls `each` for every character of `input`, decoded as it comes,
/// until it returns false.
pub(super) fn for_each_char<R: BufRead>(
    mut input: R,
    mut each: impl FnMut(char) -> io::Result<bool>,
) -> io::Result<()> {
    let mut utf8 = Utf8::default();
    loop {
        let available = fill(&mut input)?;
        if available.is_empty() {
            if let Some(c) = utf8.finish() {
                each(c)?;
            }
            return Ok(());
        }
        for &byte in available {
            for c in utf8.push(byte) {
                if !each(c)? {
                    return Ok(());
                }
            }
        }
        let used = available.len();
        input.consume(used);
    }
}

/// Calls `each` for every row of `input` until it returns false. A row is
/// never kept whole (see [`KEPT`]).
pub(super) fn for_each_row<R: BufRead>(
    input: R,
    mut each: impl FnMut(Row) -> io::Result<bool>,
) -> io::Result<()> {
    let mut rows = RowReader::default();
    let mut going = true;
    for_each_char(input, |c| {
        if let Some(row) = rows.push(c) {
            going = each(row)?;
        }
        Ok(going)
    })?;
    if going && let Some(row) = rows.finish() {
        each(row)?;
    }
    Ok(())
}
