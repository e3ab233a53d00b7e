//! Where the learner's progress is kept: `progress` in the platform's data
//! directory. On Unix that is the XDG rule, by hand (the `dirs` crate would
//! add a dependency for two lines): `$XDG_DATA_HOME/nim/` when the variable
//! is an absolute path, else `~/.local/share/nim/`; on Windows
//! `%APPDATA%\nim\`.
//!
//! Written atomically ([`file`]): a temporary file beside the real one,
//! synced, then renamed over it, so a crash or a full disk leaves the old
//! file or the new, never half of one; a symbolic link is written through
//! (when it and its directory are the user's or root's), and the file keeps
//! its permissions. What is written is bounded by design (`file::LIMIT`).
//! A file that is read but is not a progress is renamed aside by a sitting
//! (`progress.bad-1`, `-2`, ..., never over an earlier one) and learning
//! starts afresh; the report card ([`Store::read`]) only says so. A file
//! that cannot be read at all (no permission, not a regular file, an I/O
//! error, a link of another user's) is never written over: nobody knows
//! what it holds.
//!
//! Two sittings at once (two terminals) save under an advisory lock, and
//! each save reads the file first: what another sitting wrote since this
//! one last looked is merged ([`Progress::rebase`]), so no opened lesson is
//! taken back, and each sitting's answers and missed puzzles are kept.

mod file;

pub use file::may_follow;

use std::fs;
use std::io;
use std::path::PathBuf;

use crate::game::learn::{Progress, ProgressError};

/// The progress file's directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Store {
    dir: PathBuf,
}

/// What is on disk, as found: nothing is changed.
#[derive(Debug)]
pub enum Found {
    /// No file yet: a newcomer.
    Fresh,
    Read(Progress),
    /// The file is not a progress.
    Damaged(ProgressError),
}

/// What was found on disk, for a sitting: a damaged file is set aside.
#[derive(Debug)]
pub enum Loaded {
    /// No file yet: a newcomer.
    Fresh,
    Read(Progress),
    /// The file is not a progress; it is kept under `kept`.
    SetAside {
        kept: PathBuf,
        error: ProgressError,
    },
}

impl Loaded {
    /// The progress to go on from: afresh unless a file was read.
    pub fn progress(&self) -> Progress {
        match self {
            Loaded::Read(progress) => progress.clone(),
            _ => Progress::default(),
        }
    }

    /// What the file holds now, if anything.
    pub fn on_disk(&self) -> Option<Progress> {
        match self {
            Loaded::Read(progress) => Some(progress.clone()),
            _ => None,
        }
    }
}

/// Why the file could not be read or written.
#[derive(Debug)]
pub enum Trouble {
    /// Something not a regular file is at the path (a directory, a FIFO, a
    /// device): never opened for reading, never replaced.
    NotAFile,
    /// Another sitting held the lock too long to wait for.
    Locked,
    /// A link on the way to the file belongs to another user (`owner`), or
    /// lies in a directory of theirs: not followed ([`may_follow`]).
    ForeignLink {
        link: PathBuf,
        owner: u32,
    },
    Io(io::Error),
}

impl From<io::Error> for Trouble {
    fn from(error: io::Error) -> Self {
        Trouble::Io(error)
    }
}

/// The file's name in its directory.
const FILE: &str = "progress";

impl Store {
    /// A store in `dir` (tests, and [`Store::locate`]).
    pub fn new(dir: PathBuf) -> Store {
        Store { dir }
    }

    /// The platform's data directory for `nim`, from the environment;
    /// `None` when neither it nor a home can be found.
    pub fn locate() -> Option<Store> {
        let var = |name| std::env::var_os(name).filter(|v| !v.is_empty());
        let absolute = |v: std::ffi::OsString| Some(PathBuf::from(v)).filter(|p| p.is_absolute());
        let base = if cfg!(windows) {
            var("APPDATA").and_then(absolute)?
        } else {
            match var("XDG_DATA_HOME").and_then(absolute) {
                Some(data) => data,
                None => var("HOME").and_then(absolute)?.join(".local").join("share"),
            }
        };
        Some(Store::new(base.join("nim")))
    }

    /// The progress file, as the learner would find it (a link not followed).
    pub fn file(&self) -> PathBuf {
        self.dir.join(FILE)
    }

    /// Reads the progress, and changes nothing: a file that is not one is
    /// [`Found::Damaged`]. A file that cannot be read is an error.
    pub fn read(&self) -> Result<Found, Trouble> {
        let bytes = match file::read(&self.file()) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return Ok(Found::Fresh),
            Err(trouble) => return Err(trouble),
        };
        // Longer than any progress, even one from before the bound.
        let bad = |expected| ProgressError::Line { line: 1, expected };
        let parsed = (bytes.len() <= file::LIMIT)
            .then_some(bytes)
            .ok_or(bad("a short file"))
            .and_then(|bytes| String::from_utf8(bytes).map_err(|_| bad("text")))
            .and_then(|text| Progress::parse(&text));
        Ok(match parsed {
            Ok(progress) => Found::Read(progress),
            Err(error) => Found::Damaged(error),
        })
    }

    /// Reads the progress for a sitting; a file that is not one is set
    /// aside. A file that cannot be read is an error, and is left exactly
    /// as it is.
    pub fn load(&self) -> Result<Loaded, Trouble> {
        Ok(match self.read()? {
            Found::Fresh => Loaded::Fresh,
            Found::Read(progress) => Loaded::Read(progress),
            Found::Damaged(error) => Loaded::SetAside {
                kept: self.set_aside()?,
                error,
            },
        })
    }

    /// Renames the file to the first free `progress.bad-N`.
    fn set_aside(&self) -> io::Result<PathBuf> {
        for n in 1.. {
            let kept = self.dir.join(format!("{FILE}.bad-{n}"));
            if fs::symlink_metadata(&kept).is_err() {
                fs::rename(self.file(), &kept)?;
                return Ok(kept);
            }
        }
        unreachable!("some name is free")
    }

    /// Saves `progress`, `seen` being what the file held when this sitting
    /// last read or wrote it: if another sitting saved since, the two are
    /// merged. Returns what the file holds now. A file that cannot be read
    /// is not written over.
    pub fn save(&self, progress: &Progress, seen: Option<&Progress>) -> Result<Progress, Trouble> {
        fs::create_dir_all(&self.dir)?;
        // Held to the end of the save. Where locks are not kept (some
        // network file systems) the save goes on without: the merge below
        // still narrows the window to the instant between read and rename.
        let _lock = match file::lock(&self.dir) {
            Ok(lock) => Some(lock),
            Err(file::NoLock::Held) => return Err(Trouble::Locked),
            Err(file::NoLock::Unsupported) => None,
        };
        let on_disk = self.load()?.on_disk();
        let written = match on_disk {
            Some(theirs) if Some(&theirs) != seen => progress.rebase(seen, &theirs),
            _ => progress.clone(),
        };
        file::write(&self.file(), written.written().as_bytes())?;
        Ok(written)
    }
}

#[cfg(all(test, unix))]
mod tests;
