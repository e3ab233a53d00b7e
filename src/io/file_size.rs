//! A file-size limit (`ulimit -f`) kills a process by SIGXFSZ at the write
//! that passes it, in the middle of a game. Caught for the whole process
//! (the handler only notes it), that write fails with `EFBIG` instead: the
//! record stops as on a full disk, a progress save is tried again, and the
//! game goes on. So SIGXFSZ is not among the signals that end the screen.

use std::io;

/// Makes every write past a file-size limit fail instead of ending the
/// program. Called once, first thing.
#[cfg(unix)]
pub fn writes_fail_past_the_limit() -> io::Result<()> {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    signal_hook::flag::register(
        signal_hook::consts::SIGXFSZ,
        Arc::new(AtomicBool::new(false)),
    )
    .map(drop)
}

#[cfg(not(unix))]
pub fn writes_fail_past_the_limit() -> io::Result<()> {
    Ok(())
}
