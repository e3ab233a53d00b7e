//! The record's file: each move added and made durable as it is played,
//! the whole file replaced at once (a rename) when something written
//! changes, so a game cut off by a signal or a power loss keeps every move
//! made, and the file is never half old and half new.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::record::{Change, Recorder, Recorded};
use crate::session::{Event, Session};

/// Whoever follows a session's events besides the front end's own view.
pub trait Watch<T, G> {
    /// `events` just happened; `session` is where they left it.
    fn saw(&mut self, events: &[Event], session: &Session<T, G>) -> io::Result<()>;
}

/// Nobody watching.
impl<T, G> Watch<T, G> for () {
    fn saw(&mut self, _: &[Event], _: &Session<T, G>) -> io::Result<()> {
        Ok(())
    }
}

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
        Ok(RecordFile {
            path: path.to_path_buf(),
            file,
            recorder,
        })
    }

    pub fn recorder(&self) -> &Recorder {
        &self.recorder
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
        let dir = match self.path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => Path::new("."),
        };
        let mut temp = tempfile::NamedTempFile::new_in(dir)?;
        for line in self.recorder.lines() {
            writeln!(temp, "{line}")?;
        }
        temp.flush()?;
        temp.as_file().sync_data()?;
        let file = temp.persist(&self.path).map_err(|error| error.error)?;
        self.file = OpenOptions::new().append(true).open(&self.path)?;
        drop(file);
        Ok(())
    }
}

impl<T: Recorded, G> Watch<T, G> for RecordFile {
    fn saw(&mut self, events: &[Event], session: &Session<T, G>) -> io::Result<()> {
        match self.recorder.observe(events, session) {
            Change::Nothing => Ok(()),
            Change::Append(lines) => self.append(&lines),
            Change::Rewrite => self.rewrite(),
        }
    }
}

/// The recorder alone, in memory: what the review needs without a file.
impl<T: Recorded, G> Watch<T, G> for Recorder {
    fn saw(&mut self, events: &[Event], session: &Session<T, G>) -> io::Result<()> {
        self.observe(events, session);
        Ok(())
    }
}
