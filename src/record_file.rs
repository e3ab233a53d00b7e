//! The record's file: each move added and made durable as it is played,
//! the whole file replaced at once (a rename) when something written
//! changes, so a game cut off by a signal or a power loss keeps every move
//! made, and the file is never half old and half new.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::record::{Change, Recorded, Recorder};
use crate::session::{Event, Session};

/// A record kept in a file as the session is played.
#[derive(Debug)]
pub struct RecordFile {
    path: PathBuf,
    file: File,
    recorder: Recorder,
}

impl RecordFile {
    /// Creates the file at `path`, refusing one that exists unless `force`.
    pub fn create(path: &Path, force: bool, recorder: Recorder) -> io::Result<Self> {
        let mut options = OpenOptions::new();
        options.write(true);
        if force {
            options.create(true).truncate(true);
        } else {
            options.create_new(true);
        }
        let file = options.open(path)?;
        sync_dir(path)?;
        Ok(RecordFile {
            path: path.to_path_buf(),
            file,
            recorder,
        })
    }

    /// Lines at the end, flushed to the disk before the game goes on.
    fn append(&mut self, lines: &[String]) -> io::Result<()> {
        let mut text = String::new();
        for line in lines {
            text.push_str(line);
            text.push('\n');
        }
        self.file.write_all(text.as_bytes())?;
        self.file.flush()?;
        self.file.sync_data()
    }

    /// The whole file anew, beside the old one, then renamed over it.
    fn rewrite(&mut self) -> io::Result<()> {
        let mut temp = tempfile::NamedTempFile::new_in(dir_of(&self.path))?;
        for line in self.recorder.lines() {
            writeln!(temp, "{line}")?;
        }
        temp.flush()?;
        temp.as_file().sync_data()?;
        let file = temp.persist(&self.path).map_err(|error| error.error)?;
        sync_dir(&self.path)?;
        self.file = OpenOptions::new().append(true).open(&self.path)?;
        drop(file);
        Ok(())
    }
}

/// The directory a file is in (`.` for a bare name).
fn dir_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// The directory's entry for `path` made durable too (a new file, or a
/// rename), so a power loss cannot take the file's name away.
#[cfg(unix)]
fn sync_dir(path: &Path) -> io::Result<()> {
    File::open(dir_of(path))?.sync_all()
}

/// Windows cannot open a directory as a file; its renames are journaled.
#[cfg(not(unix))]
fn sync_dir(_: &Path) -> io::Result<()> {
    Ok(())
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
    /// record follows, and the file with it.
    pub fn saw<T: Recorded, G>(
        &mut self,
        events: &[Event],
        session: &Session<T, G>,
    ) -> io::Result<()> {
        match self {
            Keeper::Memory(recorder) => {
                recorder.observe(events, session);
                // The game being played and the last one over.
                recorder.keep_last(2);
                Ok(())
            }
            Keeper::File(file) => match file.recorder.observe(events, session) {
                Change::Nothing => Ok(()),
                Change::Append(lines) => file.append(&lines),
                Change::Rewrite => file.rewrite(),
            },
        }
    }
}

impl Default for Keeper {
    fn default() -> Self {
        Keeper::Memory(Recorder::new(None, None))
    }
}
