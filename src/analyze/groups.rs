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
use super::spill::SpillError;
use super::spool::{Groups, Spooled};
use crate::analyze::{AnalyzeError, RowError};
use crate::game::numbers::{NotACount, NumberReader, is_comma, is_space};

/// Where the groups go as they are read: a row's groups, then its end.
trait Sink {
    fn group(&mut self, group: u32) -> Result<(), SpillError>;
    fn end_row(&mut self) -> Result<(), SpillError>;
}

/// The arguments' rows, collected.
#[derive(Default)]
struct Collected {
    rows: Vec<Groups>,
    row: Groups,
}

impl Sink for Collected {
    fn group(&mut self, group: u32) -> Result<(), SpillError> {
        self.row.push(group);
        Ok(())
    }

    fn end_row(&mut self) -> Result<(), SpillError> {
        self.rows.push(std::mem::take(&mut self.row));
        Ok(())
    }
}

impl Sink for Spooled {
    fn group(&mut self, group: u32) -> Result<(), SpillError> {
        Spooled::group(self, group)
    }

    fn end_row(&mut self) -> Result<(), SpillError> {
        Spooled::end_row(self)
    }
}

/// Reads rows with groups from the arguments, each argument a line.
pub fn parse_grouped<'a>(
    args: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<Groups>, AnalyzeError> {
    let mut reader = GroupReader::default();
    let mut rows = Collected::default();
    for arg in args {
        for c in arg.chars().chain(['\n']) {
            reader.push(c, &mut rows)?;
        }
    }
    reader.finish(&mut rows)?;
    if rows.rows.is_empty() {
        return Err(RowError::NoRows.into());
    }
    Ok(rows.rows)
}

/// Reads rows with groups from `input` to its end, into a spool, a group
/// at a time; the first bad row stops the reading.
pub fn read_grouped(input: impl BufRead) -> Result<Spooled, AnalyzeError> {
    read_grouped_into(input, Spooled::default())
}

/// [`read_grouped`] into `spool` (tests: one that spills at once).
pub(super) fn read_grouped_into(
    input: impl BufRead,
    mut spool: Spooled,
) -> Result<Spooled, AnalyzeError> {
    let mut reader = GroupReader::default();
    let mut stopped = None;
    for_each_char(input, |c| match reader.push(c, &mut spool) {
        Ok(()) => Ok(true),
        Err(error) => {
            stopped = Some(error);
            Ok(false)
        }
    })?;
    match stopped {
        Some(error) => return Err(error),
        None => reader.finish(&mut spool)?,
    }
    if spool.is_empty() {
        return Err(RowError::NoRows.into());
    }
    spool.flush()?;
    Ok(spool)
}

/// Rows with groups read one character at a time: a row ends at white
/// space or a comma; a comma needs a row on each side; a byte-order mark
/// at the start of a line is skipped. Each group goes to the sink as soon
/// as it ends.
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
    /// Takes one character: the groups and the row it ends go to `sink`,
    /// or the error it makes comes back.
    fn push(&mut self, c: char, sink: &mut dyn Sink) -> Result<(), AnalyzeError> {
        if self.line_start.skips(c) {
            return Ok(());
        }
        if is_space(c) {
            return self.end_word(sink);
        }
        if is_comma(c) {
            if !self.end_row(sink)? {
                return Err(self.missing().into());
            }
            self.after_comma = true;
            return Ok(());
        }
        self.after_comma = false;
        self.row.push(c, sink)
    }

    /// The end of the input.
    fn finish(&mut self, sink: &mut dyn Sink) -> Result<(), AnalyzeError> {
        self.end_word(sink)
    }

    /// White space: the row being read ends, or a comma before it had no
    /// row after it.
    fn end_word(&mut self, sink: &mut dyn Sink) -> Result<(), AnalyzeError> {
        let after_comma = std::mem::take(&mut self.after_comma);
        match self.end_row(sink)? {
            false if after_comma => Err(self.missing().into()),
            _ => Ok(()),
        }
    }

    /// Ends the row being read, if there is one (false when none).
    fn end_row(&mut self, sink: &mut dyn Sink) -> Result<bool, AnalyzeError> {
        if self.row.len == 0 {
            return Ok(false);
        }
        self.rows += 1;
        let row = std::mem::take(&mut self.row);
        row.end(self.rows, sink)?;
        sink.end_row()?;
        Ok(true)
    }

    fn missing(&self) -> RowError {
        RowError::MissingRow {
            index: self.rows + 1,
        }
    }
}

/// One row as typed: the group being read, the first characters (to echo
/// a bad row) and the first reason it is bad.
#[derive(Debug, Default)]
struct RowText {
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
    fn push(&mut self, c: char, sink: &mut dyn Sink) -> Result<(), AnalyzeError> {
        self.cut = self.cut || self.kept.len() + c.len_utf8() > KEPT;
        if !self.cut {
            self.kept.push(c);
        }
        self.len += 1;
        if c == '+' {
            self.end_group(sink)?;
        } else {
            self.number.push(c);
        }
        Ok(())
    }

    /// The group read ends: to the sink while the row is good. (A bad row
    /// stops the reading, so what it sent is never read.)
    fn end_group(&mut self, sink: &mut dyn Sink) -> Result<(), SpillError> {
        let number = std::mem::take(&mut self.number);
        let bad = match number.number().map(|n| n.count()) {
            Some(Ok(count)) if self.bad.is_none() => return sink.group(count),
            Some(Ok(_)) => return Ok(()),
            Some(Err(NotACount::Negative)) => Bad::Negative,
            Some(Err(NotACount::TooLarge)) => Bad::TooLarge,
            None => Bad::NotACount,
        };
        // The first bad group decides the reason, as it would read left
        // to right.
        self.bad.get_or_insert(bad);
        Ok(())
    }

    /// The row's last group, or why the row has none; `index` is its
    /// 1-based place.
    fn end(mut self, index: usize, sink: &mut dyn Sink) -> Result<(), AnalyzeError> {
        self.end_group(sink)?;
        let typed = self.kept;
        let bad = match self.bad {
            None => return Ok(()),
            Some(Bad::NotACount) => RowError::NotACount { index, typed },
            Some(Bad::Negative) => RowError::Negative { index, typed },
            Some(Bad::TooLarge) => RowError::TooLarge { index, typed },
        };
        Err(bad.into())
    }
}
