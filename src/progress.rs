//! Where the learner's progress is kept: `progress` in the platform's data
//! directory. On Unix that is the XDG rule, by hand (the `dirs` crate would
//! add a dependency for two lines): `$XDG_DATA_HOME/nim/` when the variable
//! is an absolute path, else `~/.local/share/nim/`; on Windows
//! `%APPDATA%\nim\`.
//!
//! Written atomically: a temporary file in the same directory, synced,
//! then renamed over the old one, so a crash or a full disk leaves the old
//! file or the new, never half of one. A file that cannot be read is
//! renamed aside (`progress.bad-1`, `-2`, ..., never over an earlier one)
//! and learning starts afresh.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::learn::{Progress, ProgressError};

/// The progress file's directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Store {
    dir: PathBuf,
}

/// What was found on disk.
#[derive(Debug)]
pub enum Loaded {
    /// No file yet: a newcomer.
    Fresh,
    Read(Progress),
    /// The file could not be read; it is kept under `kept`.
    SetAside {
        kept: PathBuf,
        error: ProgressError,
    },
}

impl Loaded {
    /// The progress to go on from: afresh unless a file was read.
    pub fn progress(&self) -> Progress {
        match self {
            Loaded::Read(progress) => *progress,
            _ => Progress::default(),
        }
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

    pub fn file(&self) -> PathBuf {
        self.dir.join(FILE)
    }

    /// Reads the progress; a file that cannot be read is set aside. At most
    /// [`PROGRESS_LIMIT`] bytes are read (and one more, to know).
    pub fn load(&self) -> io::Result<Loaded> {
        let bytes = match read_bounded(&self.file()) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Loaded::Fresh),
            Err(error) => return Err(error),
        };
        // A progress file is a few short lines: a longer one is not ours.
        let bad = |expected| ProgressError::Line { line: 1, expected };
        let parsed = (bytes.len() <= PROGRESS_LIMIT)
            .then_some(bytes)
            .ok_or(bad("a few short lines"))
            .and_then(|bytes| String::from_utf8(bytes).map_err(|_| bad("text")))
            .and_then(|text| Progress::parse(&text));
        match parsed {
            Ok(progress) => Ok(Loaded::Read(progress)),
            Err(error) => Ok(Loaded::SetAside {
                kept: self.set_aside()?,
                error,
            }),
        }
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

    /// Writes `progress` atomically: the old file or the new, never torn.
    pub fn save(&self, progress: &Progress) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let mut file = tempfile::NamedTempFile::new_in(&self.dir)?;
        file.write_all(progress.written().as_bytes())?;
        file.as_file().sync_all()?;
        file.persist(self.file()).map_err(|e| e.error)?;
        sync_dir(&self.dir);
        Ok(())
    }
}

/// Syncs the directory, so that the rename itself survives a power loss
/// (Unix; elsewhere a directory cannot be opened, and the rename is all).
fn sync_dir(dir: &Path) {
    if cfg!(unix)
        && let Ok(dir) = fs::File::open(dir)
    {
        let _ = dir.sync_all();
    }
}

/// The most bytes of a progress file read: ours hold some 50.
const PROGRESS_LIMIT: usize = 4096;

/// Up to one byte past [`PROGRESS_LIMIT`] of the file at `path`.
fn read_bounded(path: &std::path::Path) -> io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    fs::File::open(path)?
        .take(PROGRESS_LIMIT as u64 + 1)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::Lesson;

    #[test]
    fn saved_progress_loads_back() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path().join("nim"));
        assert!(matches!(store.load().unwrap(), Loaded::Fresh));
        let mut progress = Progress::default();
        progress.start_at(Lesson::Binary);
        progress.record(true);
        store.save(&progress).unwrap();
        assert!(matches!(store.load().unwrap(), Loaded::Read(p) if p == progress));
        // Nothing but the file is left in the directory.
        assert_eq!(fs::read_dir(dir.path().join("nim")).unwrap().count(), 1);
    }

    /// A file far past any progress's size is set aside, not held whole.
    #[test]
    fn a_huge_file_is_set_aside() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path().to_path_buf());
        let huge = "nim-progress 1\n".repeat(1000);
        fs::write(store.file(), &huge).unwrap();
        let Loaded::SetAside { kept, .. } = store.load().unwrap() else {
            panic!("a huge file was read");
        };
        assert_eq!(
            fs::read_to_string(kept).unwrap(),
            huge,
            "its bytes are kept"
        );
    }

    #[test]
    fn a_bad_file_is_set_aside_under_a_new_name_each_time() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path().to_path_buf());
        for n in 1..=2 {
            let bytes = format!("garbage {n}\n\u{0}");
            fs::write(store.file(), &bytes).unwrap();
            let Loaded::SetAside { kept, .. } = store.load().unwrap() else {
                panic!("a bad file was read");
            };
            assert_eq!(kept, dir.path().join(format!("progress.bad-{n}")));
            assert_eq!(fs::read_to_string(&kept).unwrap(), bytes);
            assert!(matches!(store.load().unwrap(), Loaded::Fresh));
        }
    }
}
