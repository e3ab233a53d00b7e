//! Bytes written once and read again many times: kept in memory while they
//! are few ([`IN_MEMORY`]), then in an anonymous temporary file, so that a
//! few rows need no temporary directory and millions of them no memory.
//! A failure to make or write that file names its directory and says what
//! to do ([`SpillError`]).

use std::fs::File;
use std::io::{self, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::PathBuf;

use thiserror::Error;

/// The most bytes kept in memory, for each of a spool's streams: 262,144
/// rows of the book's, or as many groups, and no temporary file.
pub const IN_MEMORY: usize = 1 << 20;

/// The bytes read at a time from the file.
const READ_AHEAD: usize = 1 << 16;

/// The temporary file could not be made or written: the directory it was
/// made in (`$TMPDIR`, else the system's), and why.
#[derive(Debug, Error)]
#[error("the temporary file in {}: {error}", dir.display())]
pub struct SpillError {
    pub dir: PathBuf,
    pub error: io::Error,
}

/// Bytes in memory, or past [`IN_MEMORY`] in a temporary file.
#[derive(Debug, Default)]
pub struct Spill {
    memory: Vec<u8>,
    file: Option<BufWriter<File>>,
    len: u64,
    /// The most bytes kept in memory, when not [`IN_MEMORY`].
    limit: Option<usize>,
}

impl Spill {
    /// A spill that keeps at most `limit` bytes in memory (tests: 0, a file
    /// at once).
    #[cfg(test)]
    pub fn keeping(limit: usize) -> Spill {
        Spill {
            limit: Some(limit),
            ..Spill::default()
        }
    }

    pub fn write_all(&mut self, bytes: &[u8]) -> Result<(), SpillError> {
        let limit = self.limit.unwrap_or(IN_MEMORY);
        if self.file.is_none() && self.memory.len() + bytes.len() > limit {
            let file = tempfile::tempfile().map_err(failed)?;
            let mut file = BufWriter::with_capacity(READ_AHEAD, file);
            file.write_all(&self.memory).map_err(failed)?;
            self.memory = Vec::new();
            self.file = Some(file);
        }
        match &mut self.file {
            Some(file) => file.write_all(bytes).map_err(failed)?,
            None => self.memory.extend_from_slice(bytes),
        }
        self.len += bytes.len() as u64;
        Ok(())
    }

    /// Everything written reaches the file, so that it can be read.
    pub fn flush(&mut self) -> Result<(), SpillError> {
        match &mut self.file {
            Some(file) => file.flush().map_err(failed),
            None => Ok(()),
        }
    }

    /// Whether a temporary file holds the bytes.
    #[cfg(test)]
    pub fn in_file(&self) -> bool {
        self.file.is_some()
    }

    /// A reader from byte `at`; the spill must be flushed.
    pub fn reader(&self, at: u64) -> Reader<'_> {
        Reader {
            spill: self,
            cursor: Cursor::at(at),
        }
    }

    /// Reads `bytes.len()` bytes at `cursor`, which moves past them.
    pub fn read(&self, cursor: &mut Cursor, bytes: &mut [u8]) -> io::Result<()> {
        let end = cursor.at + bytes.len() as u64;
        if end > self.len {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        let Some(file) = &self.file else {
            bytes.copy_from_slice(&self.memory[cursor.at as usize..end as usize]);
            cursor.at = end;
            return Ok(());
        };
        let window_end = cursor.window_at + cursor.window.len() as u64;
        if cursor.at < cursor.window_at || end > window_end {
            let mut file = file.get_ref();
            file.seek(SeekFrom::Start(cursor.at))?;
            let ahead = (self.len - cursor.at).min(READ_AHEAD as u64) as usize;
            cursor.window.resize(ahead.max(bytes.len()), 0);
            file.read_exact(&mut cursor.window)?;
            cursor.window_at = cursor.at;
        }
        let from = (cursor.at - cursor.window_at) as usize;
        bytes.copy_from_slice(&cursor.window[from..from + bytes.len()]);
        cursor.at = end;
        Ok(())
    }

    pub fn read_u32(&self, cursor: &mut Cursor) -> io::Result<u32> {
        let mut bytes = [0u8; 4];
        self.read(cursor, &mut bytes)?;
        Ok(u32::from_le_bytes(bytes))
    }

    pub fn read_u64(&self, cursor: &mut Cursor) -> io::Result<u64> {
        let mut bytes = [0u8; 8];
        self.read(cursor, &mut bytes)?;
        Ok(u64::from_le_bytes(bytes))
    }
}

fn failed(error: io::Error) -> SpillError {
    SpillError {
        dir: std::env::temp_dir(),
        error,
    }
}

/// A place in a spill, and the bytes read ahead there from its file:
/// readers of one spill take turns with the file (each seeks to its own
/// place before it reads).
#[derive(Debug, Default)]
pub struct Cursor {
    pub at: u64,
    window: Vec<u8>,
    window_at: u64,
}

impl Cursor {
    pub fn at(at: u64) -> Cursor {
        Cursor {
            at,
            ..Cursor::default()
        }
    }
}

/// A spill and a cursor in it.
#[derive(Debug)]
pub struct Reader<'a> {
    spill: &'a Spill,
    cursor: Cursor,
}

impl Reader<'_> {
    pub fn u32(&mut self) -> io::Result<u32> {
        self.spill.read_u32(&mut self.cursor)
    }

    pub fn u64(&mut self) -> io::Result<u64> {
        self.spill.read_u64(&mut self.cursor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_bytes_stay_in_memory_and_many_go_to_a_file_read_alike() {
        for limit in [IN_MEMORY, 0, 10] {
            let mut spill = Spill::keeping(limit);
            for n in 0..100_000u32 {
                spill.write_all(&n.to_le_bytes()).unwrap();
            }
            spill.flush().unwrap();
            assert_eq!(spill.in_file(), limit < 400_000, "{limit}");
            // Two readers in turn, one jumping about.
            let mut a = spill.reader(0);
            let mut b = Cursor::default();
            for n in 0..100_000u32 {
                assert_eq!(a.u32().unwrap(), n);
                if n % 1000 == 0 {
                    b.at = 4 * u64::from(99_999 - n);
                    assert_eq!(spill.read_u32(&mut b).unwrap(), 99_999 - n);
                }
            }
            assert_eq!(a.u32().unwrap_err().kind(), io::ErrorKind::UnexpectedEof);
        }
    }
}
