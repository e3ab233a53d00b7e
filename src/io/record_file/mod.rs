//! The record's file, kept as the session is played. Each change is
//! written at once with one `write`, so a game cut off by a signal or a
//! crash keeps every move made; the file is never written anew: a game is
//! added at its end, and when the last game's block changes (its result, a
//! move taken back, the opener handed over by `p`) only its bytes from the
//! first that differs are written again, in place. A finished game is made
//! durable (`fdatasync`) at its end, at most once a second (the next write
//! or the end of the session syncs one that came sooner), so a script of
//! thousands of games costs what playing them costs.
//!
//! The file is followed through a symbolic link and keeps its permissions
//! (nothing is renamed over it), and is locked for the whole session (an
//! advisory lock), so that two games never write into one record. A write
//! that fails (a full disk, a file-size limit) puts the file back as it
//! was and stops the recording; the game goes on.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::game::record::{Change, Recorded, Recorder};
use crate::game::session::{Event, Session};

pub mod read;

/// The shortest time between two syncs of the record.
const SYNC_GAP: Duration = Duration::from_secs(1);

/// What a record needs of its file: bytes written at a place, its end cut
/// back, and its data made durable.
pub trait Sink {
    fn write_at(&mut self, at: u64, bytes: &[u8]) -> io::Result<()>;
    fn cut(&mut self, len: u64) -> io::Result<()>;
    fn sync(&mut self) -> io::Result<()>;
}

/// A file on the disk, and where its cursor stands: a write at the end
/// needs no seek.
#[derive(Debug)]
pub struct Disk {
    file: File,
    at: u64,
}

impl Sink for Disk {
    fn write_at(&mut self, at: u64, bytes: &[u8]) -> io::Result<()> {
        if self.at != at {
            self.file.seek(SeekFrom::Start(at))?;
            self.at = at;
        }
        let written = self.file.write_all(bytes);
        // Where the cursor stands after a short write is not known.
        self.at = match written {
            Ok(()) => at + bytes.len() as u64,
            Err(_) => u64::MAX,
        };
        written
    }

    fn cut(&mut self, len: u64) -> io::Result<()> {
        self.file.set_len(len)
    }

    fn sync(&mut self) -> io::Result<()> {
        self.file.sync_data()
    }
}

/// A record kept in a file as the session is played.
#[derive(Debug)]
pub struct RecordFile<S: Sink = Disk> {
    path: PathBuf,
    sink: S,
    recorder: Recorder,
    /// The file's length.
    end: u64,
    /// Where the last game's lines begin, and their bytes as written.
    last_start: u64,
    last: Vec<u8>,
    /// A game ended and is not yet durable.
    unsynced: bool,
    /// Something was written since the last sync.
    dirty: bool,
    synced_at: Option<Instant>,
}

impl RecordFile {
    /// Creates the file at `path`, refusing one that exists unless `force`,
    /// and one another game is recording into (`WouldBlock`), `force` or
    /// not. A file written over is cut to nothing only once it is locked.
    pub fn create(path: &Path, force: bool, recorder: Recorder) -> io::Result<Self> {
        let mut options = OpenOptions::new();
        options.write(true);
        if force {
            options.create(true);
        } else {
            options.create_new(true);
        }
        let file = options.open(path)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => return Err(io::ErrorKind::WouldBlock.into()),
            Err(TryLockError::Error(error)) => return Err(error),
        }
        // A terminal or a pipe (`/dev/stdout`) has nothing to cut.
        if file.metadata()?.is_file() {
            file.set_len(0)?;
        }
        sync_dir(path)?;
        Ok(RecordFile::on(Disk { file, at: 0 }, path, recorder))
    }
}

impl<S: Sink> RecordFile<S> {
    /// A record kept in `sink`, empty, which stands for the file at `path`.
    pub fn on(sink: S, path: &Path, recorder: Recorder) -> Self {
        RecordFile {
            path: path.to_path_buf(),
            sink,
            recorder,
            end: 0,
            last_start: 0,
            last: Vec::new(),
            unsynced: false,
            dirty: false,
            synced_at: None,
        }
    }

    /// `events` just happened, and `session` is where they left it: the
    /// record follows, and the file with it.
    pub fn saw<T: Recorded, G>(
        &mut self,
        events: &[Event],
        session: &Session<T, G>,
    ) -> io::Result<()> {
        match self.recorder.observe(events, session) {
            Change::Nothing => {}
            Change::Append(lines) => {
                let bytes = text_of(&lines);
                self.add(&bytes)?;
                self.last.extend_from_slice(&bytes);
            }
            Change::Begin(lines) => {
                let bytes = text_of(&lines);
                self.add(&bytes)?;
                self.last_start = self.end - bytes.len() as u64;
                self.last = bytes;
            }
            Change::Rewrite(lines) => self.rewrite(text_of(&lines))?,
        }
        if events.iter().any(|e| matches!(e, Event::Victory { .. })) {
            self.unsynced = true;
        }
        let due = self.synced_at.is_none_or(|at| at.elapsed() >= SYNC_GAP);
        if self.unsynced && due {
            self.sync()?;
        }
        Ok(())
    }

    /// `bytes` at the end; on a failure, the end as it was.
    fn add(&mut self, bytes: &[u8]) -> io::Result<()> {
        if let Err(error) = self.sink.write_at(self.end, bytes) {
            let _ = self.sink.cut(self.end);
            return Err(error);
        }
        self.dirty = true;
        self.end += bytes.len() as u64;
        Ok(())
    }

    /// The last game's lines become `new`: its bytes from the first that
    /// differs written over the old ones, the end cut where it is shorter
    /// (a move taken back is a cut alone). On a failure, the old bytes
    /// are put back.
    fn rewrite(&mut self, new: Vec<u8>) -> io::Result<()> {
        let same = self
            .last
            .iter()
            .zip(&new)
            .take_while(|(a, b)| a == b)
            .count();
        let from = self.last_start + same as u64;
        let end = self.last_start + new.len() as u64;
        let changed = &new[same..];
        let mut written = Ok(());
        if !changed.is_empty() {
            written = self.sink.write_at(from, changed);
        }
        if end < self.end {
            written = written.and_then(|()| self.sink.cut(end));
        }
        if let Err(error) = written {
            let old = self.last_start + self.last.len() as u64;
            let _ = self.sink.write_at(from, &self.last[same..]);
            let _ = self.sink.cut(old);
            return Err(error);
        }
        self.dirty = true;
        self.end = end;
        self.last = new;
        Ok(())
    }

    fn sync(&mut self) -> io::Result<()> {
        self.sink.sync()?;
        self.unsynced = false;
        self.dirty = false;
        self.synced_at = Some(Instant::now());
        Ok(())
    }

    /// The sink, for a test to look at what was written.
    #[cfg(test)]
    pub fn sink(&self) -> &S {
        &self.sink
    }
}

/// What was written since the last sync (a game that ended in the last
/// second, the moves of one not over) is made durable as the session ends.
impl<S: Sink> Drop for RecordFile<S> {
    fn drop(&mut self) {
        if self.dirty {
            let _ = self.sink.sync();
        }
    }
}

/// Lines as the file holds them, each ended by a newline.
fn text_of(lines: &[String]) -> Vec<u8> {
    let mut text = Vec::new();
    for line in lines {
        text.extend_from_slice(line.as_bytes());
        text.push(b'\n');
    }
    text
}

/// The directory a file is in (`.` for a bare name).
fn dir_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// The directory's entry for a new file made durable too, so a power loss
/// cannot take the file's name away.
#[cfg(unix)]
fn sync_dir(path: &Path) -> io::Result<()> {
    File::open(dir_of(path))?.sync_all()
}

/// Windows cannot open a directory as a file; its directories are journaled.
#[cfg(not(unix))]
fn sync_dir(_: &Path) -> io::Result<()> {
    Ok(())
}

/// Why a recording stopped: the file and what its disk said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stopped {
    pub path: PathBuf,
    pub why: Why,
}

/// What a failed write of the record met.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// A full disk, or a full quota.
    NoRoom,
    /// The file-size limit (`ulimit -f`).
    SizeLimit,
    /// Anything else, in the system's words.
    Other(String),
}

impl Why {
    fn of(error: &io::Error) -> Why {
        match error.kind() {
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => Why::NoRoom,
            io::ErrorKind::FileTooLarge => Why::SizeLimit,
            _ => Why::Other(error.to_string()),
        }
    }
}

/// Where the session's record is kept: in memory (for the review), or in
/// a file as well.
#[derive(Debug)]
pub enum Keeper {
    Memory(Recorder),
    File(RecordFile),
}

impl Keeper {
    /// The games so far.
    pub fn recorder(&self) -> &Recorder {
        match self {
            Keeper::Memory(recorder) => recorder,
            Keeper::File(file) => &file.recorder,
        }
    }

    /// `events` just happened, and `session` is where they left it: the
    /// record follows, and the file with it. A write that fails stops the
    /// recording (the games stay in memory for the review) and says why,
    /// once; the game goes on.
    pub fn saw<T: Recorded, G>(
        &mut self,
        events: &[Event],
        session: &Session<T, G>,
    ) -> Option<Stopped> {
        match self {
            Keeper::Memory(recorder) => {
                recorder.observe(events, session);
                // The game being played and the last one over.
                recorder.keep_last(2);
                None
            }
            Keeper::File(file) => {
                let error = file.saw(events, session).err()?;
                let stopped = Stopped {
                    path: file.path.clone(),
                    why: Why::of(&error),
                };
                let mut recorder = file.recorder.clone();
                recorder.keep_last(2);
                *self = Keeper::Memory(recorder);
                Some(stopped)
            }
        }
    }
}

impl Default for Keeper {
    fn default() -> Self {
        Keeper::Memory(Recorder::new(None, None))
    }
}

#[cfg(test)]
mod tests;
