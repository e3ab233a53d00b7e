//! Rows as `position:` writes them when rules split rows: each row one
//! count, or its groups' counts joined by `+` (`2+1`), separated by white
//! space or single commas, numbers as people write them.
//!
//! Read a character at a time, as the book's rows are ([`super::read`]), so
//! that stdin is read to its end however long it is and no number is cut
//! in two; the rows read from stdin wait in a spool ([`super::spool`]), not
//! in memory.

use std::io::BufRead;

use super::read::{KEPT, LineStart, for_each_char};
use super::spool::Spooled;
use crate::analyze::{AnalyzeError, RowError};
use crate::game::numbers::{NotACount, NumberReader, is_comma, is_space};

/// A row: its groups' chip counts, left to right.
pub type Groups = Vec<u32>;

/// Reads rows with groups from the arguments, each argument a line.
pub fn parse_grouped<'a>(
    args: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<Groups>, AnalyzeError> {
    let mut reader = GroupReader::default();
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
        return Err(RowError::NoRows.into());
    }
    Ok(rows)
}

/// Reads rows with groups from `input` to its end, into a spool; the first
/// bad row stops the reading.
pub fn read_grouped(input: impl BufRead) -> Result<Spooled, AnalyzeError> {
    let mut spool = Spooled::new()?;
    let mut reader = GroupReader::default();
    let mut bad = None;
    for_each_char(input, |c| match reader.push(c) {
        Some(Ok(groups)) => spool.push(&groups).map(|()| true),
        Some(Err(error)) => {
            bad = Some(error);
            Ok(false)
        }
        None => Ok(true),
    })?;
    match bad.map(Err).or_else(|| reader.finish()) {
        Some(Err(error)) => return Err(error.into()),
        Some(Ok(groups)) => spool.push(&groups)?,
        None => {}
    }
    if spool.is_empty() {
        return Err(RowError::NoRows.into());
    }
    spool.flush()?;
    Ok(spool)
}

/// Rows with groups read one character at a time: a row ends at white
/// space or a comma; a comma needs a row on each side; a byte-order mark
/// at the start of a line is skipped.
#[derive(Debug, Default)]
struct GroupReader {
    /// Rows ended so far.
    rows: usize,
    row: RowText,
    /// The word so far ends with a comma: a row must follow it.
    after_comma: bool,
    line_start: LineStart,
}

impl GroupReader {
    /// Takes one character; the row it ends (or the error it makes) comes
    /// back.
    fn push(&mut self, c: char) -> Option<Result<Groups, RowError>> {
        if self.line_start.skips(c) {
            return None;
        }
        if is_space(c) {
            return self.end_word();
        }
        if is_comma(c) {
            let row = self.end_row().unwrap_or_else(|| Err(self.missing()));
            self.after_comma = true;
            return Some(row);
        }
        self.after_comma = false;
        self.row.push(c);
        None
    }

    /// The end of the input.
    fn finish(&mut self) -> Option<Result<Groups, RowError>> {
        self.end_word()
    }

    /// White space: the row being read ends, or a comma before it had no
    /// row after it.
    fn end_word(&mut self) -> Option<Result<Groups, RowError>> {
        let after_comma = std::mem::take(&mut self.after_comma);
        match self.end_row() {
            Some(row) => Some(row),
            None if after_comma => Some(Err(self.missing())),
            None => None,
        }
    }

    fn end_row(&mut self) -> Option<Result<Groups, RowError>> {
        if self.row.len == 0 {
            return None;
        }
        self.rows += 1;
        let row = std::mem::take(&mut self.row);
        Some(row.groups(self.rows))
    }

    fn missing(&self) -> RowError {
        RowError::MissingRow {
            index: self.rows + 1,
        }
    }
}

/// One row as typed: the groups read so far, the one being read, the first
/// characters (to echo a bad row) and the first reason it is bad.
#[derive(Debug, Default)]
struct RowText {
    groups: Groups,
    number: NumberReader,
    kept: String,
    /// A character did not fit in `kept`: nothing more is kept.
    cut: bool,
    len: usize,
    bad: Option<Bad>,
}

/// Why a group is not a count.
#[derive(Debug, Clone, Copy)]
enum Bad {
    NotACount,
    Negative,
    TooLarge,
}

impl RowText {
    fn push(&mut self, c: char) {
        self.cut = self.cut || self.kept.len() + c.len_utf8() > KEPT;
        if !self.cut {
            self.kept.push(c);
        }
        self.len += 1;
        if c == '+' {
            self.end_group();
        } else {
            self.number.push(c);
        }
    }

    fn end_group(&mut self) {
        let number = std::mem::take(&mut self.number);
        let count = match number.number().map(|n| n.count()) {
            Some(Ok(count)) => count,
            Some(Err(NotACount::Negative)) => return self.fault(Bad::Negative),
            Some(Err(NotACount::TooLarge)) => return self.fault(Bad::TooLarge),
            None => return self.fault(Bad::NotACount),
        };
        if self.bad.is_none() {
            self.groups.push(count);
        }
    }

    /// The first bad group decides the reason, as it would read left to right.
    fn fault(&mut self, bad: Bad) {
        self.bad.get_or_insert(bad);
        self.groups = Vec::new();
    }

    /// The row's groups, or why it has none; `index` is its 1-based place.
    fn groups(mut self, index: usize) -> Result<Groups, RowError> {
        self.end_group();
        let typed = self.kept;
        match self.bad {
            None => Ok(self.groups),
            Some(Bad::NotACount) => Err(RowError::NotACount { index, typed }),
            Some(Bad::Negative) => Err(RowError::Negative { index, typed }),
            Some(Bad::TooLarge) => Err(RowError::TooLarge { index, typed }),
        }
    }
}
