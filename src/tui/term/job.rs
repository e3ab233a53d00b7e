//! Job control, asked of the operating system: whether a stop can ever be
//! undone, whether the game owns the terminal, and the stop itself.
//!
//! A shell with job control puts each job in a process group of its own and
//! resumes it with `fg`. A stop is safe only when such a shell is there: the
//! kernel itself discards a terminal's stop for an *orphaned* group (one
//! whose members' parents are all inside it or outside its session), since
//! nobody could resume it. [`can_stop`] makes the same test, so the game
//! ignores Ctrl-Z exactly where a terminal would.

/// Where a [`stop_group`] came from: its own SIGTSTP reaches the game's
/// watcher too, which must not take it for a second request.
#[cfg(unix)]
static ECHO: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// True when a shell outside the game's process group, in its session,
/// can resume the group after a stop.
#[cfg(unix)]
pub fn can_stop() -> bool {
    use nix::unistd::{getpgid, getpgrp, getpid, getppid, getsid};

    let (me, group) = (getpid(), getpgrp());
    let Ok(session) = getsid(None) else {
        return false;
    };
    // Up the chain of parents while they are in the game's group (a wrapper
    // such as `sh -c` or `time`); the first one outside it decides. A
    // bounded walk: a chain that loops or never leaves the group is not a
    // shell's job.
    let mut pid = me;
    for _ in 0..64 {
        let parent = if pid == me {
            getppid()
        } else {
            match parent_of(pid) {
                Some(parent) => parent,
                // No /proc (not Linux): the chain cannot be read past the
                // first wrapper, so trust that a shell is there, as before.
                None => return !std::path::Path::new("/proc/self/stat").exists(),
            }
        };
        if parent.as_raw() <= 0 {
            return false;
        }
        match getpgid(Some(parent)) {
            Ok(theirs) if theirs == group => pid = parent,
            Ok(_) => return getsid(Some(parent)) == Ok(session),
            Err(_) => return false,
        }
    }
    false
}

/// The parent of `pid`, from `/proc` (Linux); `None` where it cannot be read.
#[cfg(unix)]
fn parent_of(pid: nix::unistd::Pid) -> Option<nix::unistd::Pid> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command's name, in parentheses, may hold spaces: read after it.
    let (_, rest) = stat.rsplit_once(") ")?;
    let parent = rest.split(' ').nth(1)?.parse().ok()?;
    Some(nix::unistd::Pid::from_raw(parent))
}

/// True while the game's process group owns the terminal: only then may it
/// change the terminal's modes or draw. A background job that tries is
/// stopped by the kernel (SIGTTOU), and must not be.
#[cfg(unix)]
pub fn in_foreground() -> bool {
    match nix::unistd::tcgetpgrp(std::io::stdin()) {
        Ok(owner) => owner == nix::unistd::getpgrp(),
        // Not a terminal at all: nobody else can own it.
        Err(_) => true,
    }
}

/// Stops the game's whole process group as the terminal's Ctrl-Z would
/// (SIGTSTP), so a wrapper between the game and the shell stops too and the
/// shell gets its prompt back; then the game itself, which catches SIGTSTP.
/// Returns when the game is continued.
#[cfg(unix)]
pub fn stop_group() -> std::io::Result<()> {
    use nix::sys::signal::{Signal, kill, raise};
    use nix::unistd::Pid;
    use std::sync::atomic::Ordering;

    ECHO.store(true, Ordering::SeqCst);
    if let Err(error) = kill(Pid::from_raw(0), Signal::SIGTSTP) {
        ECHO.store(false, Ordering::SeqCst);
        return Err(error.into());
    }
    // SIGSTOP cannot be caught: the game stops here, and goes on at SIGCONT.
    raise(Signal::SIGSTOP)?;
    Ok(())
}

/// Stops the game as the kernel stops a background job that reads its
/// terminal (SIGTTIN), until `fg`; the kernel ignores it where nobody could
/// resume the game (an orphaned group).
#[cfg(unix)]
pub fn wait_for_the_terminal() -> std::io::Result<()> {
    nix::sys::signal::raise(nix::sys::signal::Signal::SIGTTIN)?;
    Ok(())
}

/// True (once) when a SIGTSTP just seen was sent by [`stop_group`].
#[cfg(unix)]
pub fn was_echo() -> bool {
    ECHO.swap(false, std::sync::atomic::Ordering::SeqCst)
}

#[cfg(not(unix))]
pub fn can_stop() -> bool {
    false
}

#[cfg(not(unix))]
pub fn in_foreground() -> bool {
    true
}

#[cfg(not(unix))]
pub fn stop_group() -> std::io::Result<()> {
    Ok(())
}

#[cfg(not(unix))]
pub fn wait_for_the_terminal() -> std::io::Result<()> {
    Ok(())
}
