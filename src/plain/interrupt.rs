//! Ctrl-C in plain mode: the terminal sends SIGINT while the game (or a
//! lesson, a puzzle) waits in a blocking read, so its own loop cannot
//! answer it. A thread of its own does: it ends the prompt's line, writes
//! the session's `score:` line, as Ctrl-D and `0 0` do, and ends the
//! process with the status of an interrupt (130).

use std::io::{self, Write};
use std::sync::{Arc, Mutex, PoisonError};

use crate::game::session::Score;

/// The score as the game loop last saw it, shared with the thread that
/// answers Ctrl-C.
#[derive(Debug, Clone, Default)]
pub struct ScoreWatch(Arc<Mutex<Option<Score>>>);

impl ScoreWatch {
    pub fn set(&self, score: Score) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(score);
    }

    /// What to print: the line break that ends the prompt's line, then
    /// the `score:` line once the game loop has seen a score (a lesson or
    /// a puzzle has none: the prompt's line is ended, and the shell's
    /// prompt starts a line of its own).
    fn line(&self) -> Vec<u8> {
        let mut line = b"\n".to_vec();
        if let Some(score) = *self.0.lock().unwrap_or_else(PoisonError::into_inner) {
            let _ = super::edges::write_score(&score, &mut line);
        }
        line
    }
}

/// Starts the thread that answers SIGINT for as long as the process runs.
#[cfg(unix)]
pub fn watch(scores: ScoreWatch) -> io::Result<()> {
    use std::os::fd::AsFd;

    use signal_hook::consts::SIGINT;
    use signal_hook::iterator::Signals;

    let mut signals = Signals::new([SIGINT])?;
    std::thread::spawn(move || {
        if signals.forever().next().is_some() {
            // Straight to the descriptor: the game loop holds stdout's lock
            // while it waits, and it has flushed before waiting.
            let _ = nix::unistd::write(io::stdout().as_fd(), &scores.line());
            let _ = io::stderr().flush();
            std::process::exit(130);
        }
    });
    Ok(())
}

/// Elsewhere Ctrl-C ends the process as the platform does.
#[cfg(not(unix))]
pub fn watch(_: ScoreWatch) -> io::Result<()> {
    Ok(())
}
