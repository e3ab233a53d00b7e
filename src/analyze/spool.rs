//! Rows with groups kept for the analysis's passes: the arguments in
//! memory, stdin spilled ([`super::spill`]: memory for a few, else an
//! anonymous temporary file) as two streams, the groups four bytes each
//! and each row's count of groups, so that neither many rows nor one row
//! of millions of groups is ever held whole, and every pass reads them
//! afresh, a group at a time.

use std::cell::RefCell;
use std::io;

use super::spill::{Cursor, Spill, SpillError};

/// A row: its groups' chip counts, left to right. The spool keeps rows in
/// this form; the reader of `position:`'s rows ([`super::groups`]) makes it.
pub type Groups = Vec<u32>;

/// A row met in a pass: its place (0-based), where its groups start and
/// how many there are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowAt {
    pub index: usize,
    first: u64,
    pub len: u64,
}

/// A row's groups, left to right.
pub type GroupIter<'a> = Box<dyn Iterator<Item = io::Result<u32>> + 'a>;

/// Rows that can be read again, once per pass of the analysis, and each
/// row's groups as often as asked.
pub trait GroupedRows {
    /// The rows from the first, one at a time.
    fn rows(&self) -> io::Result<Box<dyn Iterator<Item = io::Result<RowAt>> + '_>>;

    /// The groups of `row`: one walk at a time (a walk ends before the
    /// next begins).
    fn groups(&self, row: RowAt) -> GroupIter<'_>;
}

impl GroupedRows for [Groups] {
    fn rows(&self) -> io::Result<Box<dyn Iterator<Item = io::Result<RowAt>> + '_>> {
        Ok(Box::new(self.iter().enumerate().map(|(index, groups)| {
            let len = groups.len() as u64;
            Ok(RowAt {
                index,
                first: index as u64,
                len,
            })
        })))
    }

    fn groups(&self, row: RowAt) -> GroupIter<'_> {
        Box::new(self[row.first as usize].iter().copied().map(Ok))
    }
}

impl GroupedRows for Vec<Groups> {
    fn rows(&self) -> io::Result<Box<dyn Iterator<Item = io::Result<RowAt>> + '_>> {
        self.as_slice().rows()
    }

    fn groups(&self, row: RowAt) -> GroupIter<'_> {
        self.as_slice().groups(row)
    }
}

/// Rows spilled as they are read: the groups, and each row's count.
#[derive(Debug, Default)]
pub struct Spooled {
    groups: Spill,
    counts: Spill,
    /// Groups of the row being read.
    row: u64,
    rows: usize,
    /// The one walk of a row's groups under way.
    cursor: RefCell<Cursor>,
}

impl Spooled {
    #[cfg(test)]
    pub fn keeping(limit: usize) -> Spooled {
        Spooled {
            groups: Spill::keeping(limit),
            counts: Spill::keeping(limit),
            ..Spooled::default()
        }
    }

    /// The next group of the row being read.
    pub fn group(&mut self, group: u32) -> Result<(), SpillError> {
        self.row += 1;
        self.groups.write_all(&group.to_le_bytes())
    }

    /// The row being read ends.
    pub fn end_row(&mut self) -> Result<(), SpillError> {
        let count = std::mem::take(&mut self.row);
        self.rows += 1;
        self.counts.write_all(&count.to_le_bytes())
    }

    pub fn is_empty(&self) -> bool {
        self.rows == 0
    }

    /// Writes out what is buffered, so that the rows can be read.
    pub fn flush(&mut self) -> Result<(), SpillError> {
        self.groups.flush()?;
        self.counts.flush()
    }
}

impl GroupedRows for Spooled {
    fn rows(&self) -> io::Result<Box<dyn Iterator<Item = io::Result<RowAt>> + '_>> {
        let mut counts = self.counts.reader(0);
        let mut first = 0;
        Ok(Box::new((0..self.rows).map(move |index| {
            let len = counts.u64()?;
            let row = RowAt { index, first, len };
            first += 4 * len;
            Ok(row)
        })))
    }

    fn groups(&self, row: RowAt) -> GroupIter<'_> {
        let mut cursor = self.cursor.borrow_mut();
        cursor.at = row.first;
        Box::new((0..row.len).map(move |_| self.groups.read_u32(&mut cursor)))
    }
}

/// Every row's groups, collected (for tests: the rows are small).
#[cfg(test)]
pub fn collected(rows: &(impl GroupedRows + ?Sized)) -> io::Result<Vec<Groups>> {
    let mut all = Vec::new();
    for row in rows.rows()? {
        all.push(rows.groups(row?).collect::<io::Result<Groups>>()?);
    }
    Ok(all)
}
