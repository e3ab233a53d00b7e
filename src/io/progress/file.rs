//! The progress file's bytes: read without ever blocking on what is found
//! at the path, written atomically through symbolic links with the file's
//! permissions kept, and the lock two sittings take to save. A link is
//! followed only when it and the directory holding it belong to the user
//! or to root ([`may_follow`]).

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::Trouble;
use crate::game::learn::LONGEST_WRITTEN;

/// The most bytes of a progress file read. What this program writes is
/// bounded by design, [`LONGEST_WRITTEN`] at most; the room past it is for
/// files from before the bound, which grew some 48 bytes for each puzzle
/// answered wrong (a megabyte holds some 21,000) and are read, then
/// written back within the bound.
pub const LIMIT: usize = 1024 * 1024;

const _: () = assert!(LONGEST_WRITTEN <= LIMIT, "the reader takes what is written");

/// Up to one byte past [`LIMIT`] of the regular file at `path`; `None` when
/// there is none (nor a directory to hold one). Anything else at the path
/// is refused before it is opened, and the open itself cannot block: a
/// FIFO or a device put there in between is refused by the opened file's
/// own type.
pub fn read(path: &Path) -> Result<Option<Vec<u8>>, Trouble> {
    // A link another user planted is not followed, even to read.
    resolve(path)?;
    let absent = |error: &io::Error| {
        matches!(
            error.kind(),
            io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
        )
    };
    match fs::metadata(path) {
        Ok(meta) if !meta.is_file() => return Err(Trouble::NotAFile),
        Ok(_) => {}
        Err(error) if absent(&error) => return Ok(None),
        Err(error) => return Err(error.into()),
    }
    let file = match open_without_blocking(path) {
        Ok(file) => file,
        Err(error) if absent(&error) => return Ok(None),
        Err(error) => return Err(error.into()),
    };
    if !file.metadata()?.is_file() {
        return Err(Trouble::NotAFile);
    }
    let mut bytes = Vec::new();
    file.take(LIMIT as u64 + 1).read_to_end(&mut bytes)?;
    Ok(Some(bytes))
}

#[cfg(unix)]
fn open_without_blocking(path: &Path) -> io::Result<File> {
    use nix::fcntl::OFlag;
    use std::os::unix::fs::OpenOptionsExt;
    // Neither a FIFO with no writer nor a terminal may hold or take us.
    let flags = OFlag::O_NONBLOCK | OFlag::O_NOCTTY;
    OpenOptions::new()
        .read(true)
        .custom_flags(flags.bits())
        .open(path)
}

#[cfg(not(unix))]
fn open_without_blocking(path: &Path) -> io::Result<File> {
    File::open(path)
}

/// How long a save waits for another sitting's lock: a save takes a few
/// milliseconds, so a lock held longer is held by a process that is stuck,
/// and the save fails (to be tried again at the next answer) rather than
/// hang the lesson.
pub const LOCK_PATIENCE: Duration = Duration::from_secs(2);

/// Why no lock was taken.
#[derive(Debug)]
pub enum NoLock {
    /// Another process held it past [`LOCK_PATIENCE`].
    Held,
    /// The file system keeps no locks (or the directory cannot be opened).
    Unsupported,
}

/// An exclusive advisory lock for one save, released when dropped. On Unix
/// the directory itself is locked, which leaves no second file beside the
/// progress; elsewhere a directory cannot be opened, and `progress.lock` is.
pub fn lock(dir: &Path) -> Result<File, NoLock> {
    let file = if cfg!(unix) {
        File::open(dir)
    } else {
        let path = dir.join("progress.lock");
        OpenOptions::new().create(true).append(true).open(path)
    };
    let file = file.map_err(|_| NoLock::Unsupported)?;
    let deadline = Instant::now() + LOCK_PATIENCE;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(file),
            Err(TryLockError::WouldBlock) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(10));
            }
            Err(TryLockError::WouldBlock) => return Err(NoLock::Held),
            Err(TryLockError::Error(_)) => return Err(NoLock::Unsupported),
        }
    }
}

/// Replaces the file at `path` with `bytes`, atomically: a temporary file
/// in the same directory as the real file (a link's target, not the link),
/// synced, given the old file's permissions, renamed over it. On any
/// failure the temporary file is removed and the old file stands.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), Trouble> {
    let target = resolve(path)?;
    let dir = match target.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = target.file_name().unwrap_or(path.as_os_str());
    let kept = fs::metadata(&target).ok().filter(fs::Metadata::is_file);
    let (temp, mut file) = create_temp(dir, &name.to_string_lossy())?;
    let written = (|| {
        file.write_all(bytes)?;
        if let Some(meta) = kept {
            file.set_permissions(meta.permissions())?;
        }
        file.sync_all()?;
        fs::rename(&temp, &target)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    written?;
    sync_dir(dir);
    Ok(())
}

/// Links followed, as far as the kernel follows them (40).
const MOST_LINKS: usize = 40;

/// `path` with every symbolic link followed to what it names, even a file
/// not there yet (a link made ahead of the file); a link that another user
/// could have planted is refused ([`may_follow`]).
fn resolve(path: &Path) -> Result<PathBuf, Trouble> {
    let mut path = path.to_path_buf();
    for _ in 0..MOST_LINKS {
        match fs::read_link(&path) {
            Ok(target) => {
                check_owners(&path)?;
                // An absolute target replaces the link's directory when joined.
                path = path.parent().unwrap_or(Path::new("")).join(target);
            }
            Err(_) => return Ok(path),
        }
    }
    Err(too_many_links().into())
}

/// Whether a link may be followed by user `me`: it and the directory that
/// holds it belong to `me` or to root (0). Anyone else who owns either
/// could have pointed it, or could point it again, at a file of `me`'s to
/// be written over, or at a place `me` can write and they cannot: the
/// reasoning of ssh's StrictModes and of the kernel's protected_symlinks,
/// which sees no link that is followed by hand.
pub fn may_follow(link_owner: u32, dir_owner: u32, me: u32) -> bool {
    [link_owner, dir_owner]
        .into_iter()
        .all(|owner| owner == me || owner == 0)
}

#[cfg(unix)]
fn check_owners(link: &Path) -> Result<(), Trouble> {
    use std::os::unix::fs::MetadataExt;
    let dir = match link.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let link_owner = fs::symlink_metadata(link)?.uid();
    let dir_owner = fs::metadata(dir)?.uid();
    let me = nix::unistd::geteuid().as_raw();
    if may_follow(link_owner, dir_owner, me) {
        return Ok(());
    }
    let owner = if link_owner != me && link_owner != 0 {
        link_owner
    } else {
        dir_owner
    };
    Err(Trouble::ForeignLink {
        link: link.to_path_buf(),
        owner,
    })
}

#[cfg(not(unix))]
fn check_owners(_link: &Path) -> Result<(), Trouble> {
    Ok(())
}

#[cfg(unix)]
fn too_many_links() -> io::Error {
    nix::errno::Errno::ELOOP.into()
}

#[cfg(not(unix))]
fn too_many_links() -> io::Error {
    io::Error::other("too many symbolic links")
}

/// A new file `.NAME.XXXXXXXX.tmp` in `dir`, readable by its owner only
/// until it is given the old file's permissions.
fn create_temp(dir: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut tries = 0;
    loop {
        let temp = dir.join(format!(".{name}.{:08x}.tmp", rand::random::<u32>()));
        match options.open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists && tries < 100 => {
                tries += 1;
            }
            Err(error) => return Err(error),
        }
    }
}

/// Syncs the directory, so that the rename itself survives a power loss
/// (Unix; elsewhere a directory cannot be opened, and the rename is all).
fn sync_dir(dir: &Path) {
    if cfg!(unix)
        && let Ok(dir) = File::open(dir)
    {
        let _ = dir.sync_all();
    }
}
