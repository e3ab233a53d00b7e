//! A record file read a game at a time: one pass finds where each game
//! starts (a few bytes a game), then each game is read from its start and
//! played as its lines come. However long the record, the first game shows
//! at once and only one game is ever held (a record from a pipe, which
//! cannot be read twice, is held whole, within the limit).

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Seek, SeekFrom};
use std::path::Path;

use crate::game::record::{Games, Index, Played, RecordError, read_game};

/// Why a record is not read at all.
#[derive(Debug)]
pub enum Unread {
    /// Past the largest record read (or endless, `/dev/zero`).
    TooLarge,
    /// No game in it.
    Record(RecordError),
}

/// Where a record's bytes come from: the file itself when it can seek, else
/// (a pipe, `/dev/stdin`) its bytes read once into memory, within the limit.
trait Source: Read + Seek + std::fmt::Debug {}

impl<T: Read + Seek + std::fmt::Debug> Source for T {}

/// A record's file and where its games start.
#[derive(Debug)]
pub struct RecordReader {
    source: Box<dyn Source>,
    games: Games,
}

impl RecordReader {
    /// Opens the record at `path` and finds its games, reading no more than
    /// `limit` bytes: a longer file is refused, held one line at a time.
    pub fn open(path: &Path, limit: u64) -> io::Result<Result<RecordReader, Unread>> {
        let file = File::open(path)?;
        let mut source: Box<dyn Source> = if file.metadata()?.is_file() {
            Box::new(file)
        } else {
            let mut bytes = Vec::new();
            file.take(limit + 1).read_to_end(&mut bytes)?;
            Box::new(io::Cursor::new(bytes))
        };
        let mut reader = BufReader::with_capacity(1 << 16, (&mut source).take(limit + 1));
        let mut index = Index::default();
        let (mut line, mut read) = (Vec::new(), 0);
        loop {
            line.clear();
            let bytes = reader.read_until(b'\n', &mut line)?;
            if bytes == 0 {
                break;
            }
            read += bytes as u64;
            if read > limit {
                return Ok(Err(Unread::TooLarge));
            }
            index.line(&String::from_utf8_lossy(&line), bytes as u64);
        }
        drop(reader);
        Ok(index
            .finish()
            .map(|games| RecordReader { source, games })
            .map_err(Unread::Record))
    }

    /// The record's count of games.
    pub fn count(&self) -> usize {
        self.games.starts.len()
    }

    /// Game `number` (from 1) played again, or the line that is wrong in it.
    pub fn game(&mut self, number: usize) -> io::Result<Result<Played, RecordError>> {
        let at = number - 1;
        let start = self.games.starts[at];
        let torn = self.games.torn && number == self.count();
        let end = self
            .games
            .starts
            .get(at + 1)
            .map_or(self.games.end, |next| next.offset);
        self.source.seek(SeekFrom::Start(start.offset))?;
        let mut reader = BufReader::new((&mut self.source).take(end - start.offset));
        let lines = std::iter::from_fn(move || {
            let mut line = Vec::new();
            match reader.read_until(b'\n', &mut line) {
                Err(error) => Some(Err(error)),
                // A torn last line (no newline) is no line.
                Ok(_) if line.pop() != Some(b'\n') => None,
                Ok(_) => Some(Ok(String::from_utf8_lossy(&line).into_owned())),
            }
        });
        read_game(start.line, lines, torn)
    }
}
