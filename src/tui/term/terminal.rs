//! The terminal's modes, and the promise to give them back.
//!
//! [`Terminal::enter`] turns on raw mode, the alternate screen, a hidden
//! cursor shaped as a blinking underline (the book's DOS look; the screen
//! shows it at the field); [`restore`] undoes them in reverse order, giving the
//! terminal its user's cursor shape back. It runs when the guard is
//! dropped, from the panic hook (before the message prints, so it lands on the
//! normal screen; then the process ends, whichever thread panicked) and on
//! every signal whose default action ends the process ([`ending_signals`]),
//! which then exits with 128 + signal. Nothing else in the program changes
//! terminal modes, and nothing changes them while the game is in the
//! background: the kernel would stop it (SIGTTOU) for trying.
//!
//! Frames go out through [`Output`], under the same lock as [`restore`], so a
//! signal never lands between half a frame and the restored screen. But a
//! frame can block for ever when nobody reads the terminal: then a signal does
//! not wait for it. It puts the terminal's modes back, writes the leave
//! sequences only if stdout can take them at once, and exits.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, Once, PoisonError, TryLockError};

use crossterm::cursor::{Hide, SetCursorStyle, Show};
use crossterm::execute;
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

use super::job::in_foreground;

/// The sequences that give the screen back: mouse reporting off, the user's
/// cursor shape, the cursor shown, the normal screen.
fn leave_sequence() -> Vec<u8> {
    let mut bytes = Vec::new();
    if MOUSE.load(Ordering::SeqCst) {
        bytes.extend_from_slice(MOUSE_OFF);
    }
    let _ = crossterm::queue!(
        bytes,
        SetCursorStyle::DefaultUserShape,
        Show,
        LeaveAlternateScreen
    );
    bytes
}

/// Writes the leave sequence to stdout; the terminal may be gone.
fn leave() {
    let mut stdout = io::stdout();
    let _ = stdout
        .write_all(&leave_sequence())
        .and_then(|()| stdout.flush());
}

/// Mouse reporting of button presses only: X10/normal tracking (1000) in
/// SGR form (1006), never motion (1003).
const MOUSE_ON: &[u8] = b"\x1b[?1000h\x1b[?1006h";
const MOUSE_OFF: &[u8] = b"\x1b[?1006l\x1b[?1000l";
/// `--mouse`: reporting is on while the game has the terminal.
static MOUSE: AtomicBool = AtomicBool::new(false);

/// True while the terminal is in the game's modes.
static ACTIVE: Mutex<bool> = Mutex::new(false);
static HOOKS: Once = Once::new();

fn active() -> MutexGuard<'static, bool> {
    ACTIVE.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Whether the terminal reports the mouse's button presses (`--mouse`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mouse {
    #[default]
    Off,
    /// Presses reported: a click plays.
    Clicks,
}

/// The terminal in the game's modes while this value lives.
#[derive(Debug)]
pub struct Terminal {
    _private: (),
}

impl Terminal {
    /// Enters raw mode, the alternate screen and hides the cursor, and with
    /// [`Mouse::Clicks`] reports button presses; on failure whatever was
    /// already changed is undone.
    pub fn enter(mouse: Mouse) -> io::Result<Terminal> {
        let mut hooks = Ok(());
        HOOKS.call_once(|| hooks = install_hooks());
        hooks?;
        MOUSE.store(mouse == Mouse::Clicks, Ordering::SeqCst);
        take_over()?;
        Ok(Terminal { _private: () })
    }

    /// Where frames are written.
    pub fn output(&self) -> Output {
        Output { frame: Vec::new() }
    }
}

/// Raw mode, the alternate screen, the cursor hidden and shaped; undone
/// again if any of it fails. False (and nothing done) while the game is in
/// the background. Taken whole even when the game thinks it holds the
/// terminal: after a stop it did not cause (`kill -STOP`, then `fg`) the
/// shell has put its own modes back.
pub fn take_over() -> io::Result<bool> {
    let mut state = active();
    if !in_foreground() {
        return Ok(false);
    }
    // Raw mode is set from the terminal's modes now, not from a copy taken
    // before a stop.
    disable_raw_mode()?;
    enable_raw_mode()?;
    let mut stdout = io::stdout();
    let entered = execute!(
        stdout,
        EnterAlternateScreen,
        Hide,
        SetCursorStyle::BlinkingUnderScore
    )
    .and_then(|()| {
        if MOUSE.load(Ordering::SeqCst) {
            stdout.write_all(MOUSE_ON)?;
        }
        stdout.flush()
    });
    if let Err(error) = entered {
        leave();
        let _ = disable_raw_mode();
        return Err(error);
    }
    *state = true;
    Ok(true)
}

impl Drop for Terminal {
    fn drop(&mut self) {
        restore();
    }
}

/// Shows the cursor, leaves the alternate screen and raw mode, in that order
/// (the reverse of [`Terminal::enter`]): for quitting, and for a suspend.
/// Does nothing when already restored, or when the game is in the
/// background: the terminal is the shell's then, in the shell's modes.
pub fn restore() {
    let mut state = active();
    undo(&mut state);
}

fn undo(state: &mut bool) {
    if !std::mem::replace(state, false) || !in_foreground() {
        return;
    }
    // The terminal may be gone (SIGHUP): there is nobody left to tell.
    leave();
    let _ = disable_raw_mode();
}

/// Collects a frame and writes it in one piece at `flush`, and only while the
/// terminal is still in the game's modes.
#[derive(Debug)]
pub struct Output {
    frame: Vec<u8>,
}

impl Write for Output {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.frame.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        let state = active();
        let written = if *state {
            let mut stdout = io::stdout().lock();
            stdout.write_all(&self.frame).and_then(|()| stdout.flush())
        } else {
            Ok(())
        };
        self.frame.clear();
        written
    }
}

fn install_hooks() -> io::Result<()> {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // The panicking thread may hold the lock itself: then restore anyway
        // rather than wait for ever (each step is harmless twice).
        match ACTIVE.try_lock() {
            Ok(mut state) => undo(&mut state),
            Err(TryLockError::Poisoned(poisoned)) => undo(&mut poisoned.into_inner()),
            Err(TryLockError::WouldBlock) => undo(&mut true),
        }
        previous(info);
        // The game cannot go on without the thread that panicked, and a
        // thread left waiting for it would keep the process alive.
        std::process::exit(101);
    }));
    #[cfg(unix)]
    watch_signals()?;
    Ok(())
}

/// Every signal whose default action ends the process and that can come
/// from outside it. Faults (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS)
/// are left to the kernel: a handler that returns would repeat the fault.
/// SIGPIPE is ignored in every Rust program, so it ends nothing; SIGXFSZ
/// is caught for the whole process (`io::file_size`), so a write past a
/// file-size limit fails and the game goes on.
#[cfg(unix)]
pub fn ending_signals() -> Vec<i32> {
    use signal_hook::consts::signal::*;
    #[allow(unused_mut)]
    let mut signals = vec![
        SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
    ];
    // Linux ends the process on these too; elsewhere they are ignored.
    #[cfg(any(target_os = "linux", target_os = "android"))]
    signals.extend([SIGIO, nix::sys::signal::Signal::SIGPWR as i32]);
    signals
}

/// What the game does on SIGTSTP and SIGCONT while it plays (the event loop
/// sets it); without it they are ignored.
#[cfg(unix)]
type JobHandler = Box<dyn FnMut(i32) + Send>;
#[cfg(unix)]
static JOB_SIGNALS: Mutex<Option<JobHandler>> = Mutex::new(None);

/// Hands SIGTSTP and SIGCONT to `handler` from now on, or to nobody (`None`).
#[cfg(unix)]
pub fn on_job_signals(handler: Option<JobHandler>) {
    *JOB_SIGNALS.lock().unwrap_or_else(PoisonError::into_inner) = handler;
}

/// One thread waits for every signal the game handles. The signals that end
/// the program restore the terminal and exit, as the default action would
/// have left it raw; SIGTSTP and SIGCONT go to the job handler. One thread,
/// so that an ending signal that arrives with a SIGCONT (`kill %1` sends
/// SIGTERM, then SIGCONT) is handled first: nothing can stop the game again
/// between the two.
#[cfg(unix)]
fn watch_signals() -> io::Result<()> {
    use signal_hook::consts::{SIGCONT, SIGTSTP};
    use signal_hook::iterator::Signals;

    let ending = ending_signals();
    let arrived = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    for &signal in &ending {
        let number = usize::try_from(signal).unwrap_or_default();
        signal_hook::flag::register_usize(signal, std::sync::Arc::clone(&arrived), number)?;
    }
    let _ = ENDING.set(arrived);
    let mut signals = Signals::new(ending.iter().copied().chain([SIGTSTP, SIGCONT]))?;
    std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            loop {
                let arrived: Vec<i32> = signals.wait().collect();
                if let Some(&signal) = arrived.iter().find(|s| ending.contains(s)) {
                    restore_for_exit();
                    last_words(signal);
                    std::process::exit(128 + signal);
                }
                let mut handler = JOB_SIGNALS.lock().unwrap_or_else(PoisonError::into_inner);
                if let Some(handler) = handler.as_mut() {
                    arrived.into_iter().for_each(handler);
                }
            }
        })?;
    Ok(())
}

/// What a screen says before a signal ends the program (the network
/// game's `bye signal` to the other side), after the terminal is given
/// back: the player sees the shell at once, even if the words take a
/// moment to leave.
pub type LastWords = Box<dyn FnOnce(i32) + Send>;
static LAST_WORDS: Mutex<Option<LastWords>> = Mutex::new(None);

/// Has `words` said before a signal ends the program, from now on; `None`:
/// nothing is said.
pub fn on_ending_signal(words: Option<LastWords>) {
    *LAST_WORDS.lock().unwrap_or_else(PoisonError::into_inner) = words;
}

/// The last words, once, unless their owner is changing them right now:
/// a signal's exit never waits for a lock.
#[cfg(unix)]
fn last_words(signal: i32) {
    let words = match LAST_WORDS.try_lock() {
        Ok(mut words) => words.take(),
        Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner().take(),
        Err(TryLockError::WouldBlock) => None,
    };
    if let Some(words) = words {
        words(signal);
    }
}

/// The last signal that ends the program to arrive (0: none), set by the
/// signal's own handler, at once, in whichever thread the kernel chose.
#[cfg(unix)]
static ENDING: std::sync::OnceLock<std::sync::Arc<std::sync::atomic::AtomicUsize>> =
    std::sync::OnceLock::new();

/// Ends the program now if a signal that ends it has arrived, even one the
/// signal thread has not read yet. `kill %1` sends SIGTERM, then SIGCONT to
/// the stopped game; the kernel may hand the two to different threads, so the
/// SIGCONT can be read first, and the game must not stop again before the
/// SIGTERM is seen.
#[cfg(unix)]
pub fn end_if_signalled() {
    let arrived = ENDING
        .get()
        .map_or(0, |signal| signal.load(Ordering::SeqCst));
    if let Ok(signal) = i32::try_from(arrived)
        && signal != 0
    {
        restore_for_exit();
        last_words(signal);
        std::process::exit(128 + signal);
    }
}

#[cfg(not(unix))]
pub fn end_if_signalled() {}

/// [`restore`] for a signal's exit, which must not wait: if a frame holds the
/// lock (blocked on a terminal that stopped reading), the modes go back
/// without it and the leave sequences are written only if that cannot block.
#[cfg(unix)]
fn restore_for_exit() {
    match ACTIVE.try_lock() {
        Ok(mut state) => undo(&mut state),
        Err(TryLockError::Poisoned(poisoned)) => undo(&mut poisoned.into_inner()),
        Err(TryLockError::WouldBlock) if in_foreground() => {
            let _ = disable_raw_mode();
            write_if_ready(&leave_sequence());
        }
        Err(TryLockError::WouldBlock) => {}
    }
}

/// Writes `bytes` to stdout's file descriptor, past the lock the blocked
/// frame holds, but only when poll says the terminal takes output now.
#[cfg(unix)]
fn write_if_ready(bytes: &[u8]) {
    use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
    use std::os::fd::AsFd;

    let stdout = io::stdout();
    let mut fds = [PollFd::new(stdout.as_fd(), PollFlags::POLLOUT)];
    let ready = matches!(poll(&mut fds, PollTimeout::ZERO), Ok(1))
        && fds[0]
            .revents()
            .is_some_and(|r| r.contains(PollFlags::POLLOUT));
    if ready {
        let _ = nix::unistd::write(stdout.as_fd(), bytes);
    }
}
