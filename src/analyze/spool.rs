//! Rows with groups kept for the analysis's passes: the arguments in
//! memory, stdin in an anonymous temporary file (each row its count of
//! groups, then the groups, four bytes each), so that memory stays flat
//! however many rows come and every pass reads them afresh.

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Seek, Write};

use super::groups::Groups;

/// Rows that can be read again, once per pass of the analysis.
pub trait GroupedRows {
    /// The rows from the first, one at a time.
    fn pass(&self) -> io::Result<Box<dyn Iterator<Item = io::Result<Groups>> + '_>>;
}

impl GroupedRows for [Groups] {
    fn pass(&self) -> io::Result<Box<dyn Iterator<Item = io::Result<Groups>> + '_>> {
        Ok(Box::new(self.iter().cloned().map(Ok)))
    }
}

impl GroupedRows for Vec<Groups> {
    fn pass(&self) -> io::Result<Box<dyn Iterator<Item = io::Result<Groups>> + '_>> {
        self.as_slice().pass()
    }
}

/// Rows written to an anonymous temporary file as they are read.
#[derive(Debug)]
pub struct Spooled {
    file: BufWriter<File>,
    rows: usize,
}

impl Spooled {
    pub fn new() -> io::Result<Spooled> {
        Ok(Spooled {
            file: BufWriter::new(tempfile::tempfile()?),
            rows: 0,
        })
    }

    pub fn push(&mut self, groups: &[u32]) -> io::Result<()> {
        let count = u32::try_from(groups.len()).map_err(|_| io::ErrorKind::InvalidData)?;
        self.file.write_all(&count.to_le_bytes())?;
        for group in groups {
            self.file.write_all(&group.to_le_bytes())?;
        }
        self.rows += 1;
        Ok(())
    }

    pub fn is_empty(&self) -> bool {
        self.rows == 0
    }

    /// Writes out what is buffered, so that the rows can be read.
    pub fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

impl GroupedRows for Spooled {
    fn pass(&self) -> io::Result<Box<dyn Iterator<Item = io::Result<Groups>> + '_>> {
        // The writer's buffer goes to the file first; the file is read
        // through a shared handle, from its start.
        let mut file = self.file.get_ref();
        if !self.file.buffer().is_empty() {
            return Err(io::Error::other("the spool was not flushed"));
        }
        file.rewind()?;
        let mut reader = BufReader::new(file);
        let mut word = move || -> io::Result<u32> {
            let mut bytes = [0u8; 4];
            reader.read_exact(&mut bytes)?;
            Ok(u32::from_le_bytes(bytes))
        };
        Ok(Box::new((0..self.rows).map(move |_| {
            let count = word()?;
            (0..count).map(|_| word()).collect()
        })))
    }
}
