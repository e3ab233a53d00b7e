//! Every screen on the terminal (the game, a lesson, a puzzle, a replay):
//! keys, resizes and deadlines in, frames out, until a way out. One loop
//! for any [`ScreenApp`], so that each screen gets the same job control,
//! enlarge notice and ways out.
//!
//! Job control behaves as a shell user expects, under a shell or under any
//! wrapper (`sh -c`, `time`, a script): Ctrl-Z and a SIGTSTP from outside
//! give the terminal back as on quitting and stop the whole process group,
//! as the terminal's own Ctrl-Z would. Every SIGCONT (`fg`, or the end of a
//! stop the game did not cause) takes the terminal again and draws the
//! screen whole, but only in the foreground: a game continued in the
//! background leaves the terminal alone, so `kill %1` ends it.

use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use crossterm::event::{
    self, Event as TermEvent, KeyCode, KeyModifiers, MouseButton, MouseEventKind,
};

use super::job;
use super::screen_app::ScreenApp;
use super::terminal::{self, Mouse, Output, Terminal};
use super::wake::{Arrival, Fed, Inbox, Keys, Source, Wake};
use crate::tui::Step;
use crate::tui::frame::screen::{Bell, Screen};

/// What the screen needs between two events; the signal thread shares it.
/// A screen was left by Ctrl-C: the process then ends with an interrupt's
/// status (130), as in plain mode, whichever screen it was.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Whether a screen of this process was left by Ctrl-C.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::Relaxed)
}

struct Tui<A> {
    app: A,
    screen: Screen,
    out: Output,
    /// `--mouse`: clicks play. Without it a mouse report (from a terminal
    /// that another program left reporting) is ignored.
    mouse: Mouse,
}

impl<A: ScreenApp> Tui<A> {
    /// Carries out what a key asked for; true when the game is left.
    fn act(&mut self, step: Step) -> io::Result<bool> {
        match step {
            Step::Wait => {}
            Step::Quit => return Ok(true),
            Step::Redraw => {
                self.screen.invalidate();
                self.present(Bell::Silent)?;
            }
            Step::Draw => self.present(Bell::Silent)?,
            Step::Refused => self.present(Bell::Ring)?,
            Step::Suspend => self.suspend()?,
        }
        Ok(false)
    }

    fn present(&mut self, bell: Bell) -> io::Result<()> {
        let app = &self.app;
        let notice = |size| app.notice(size);
        self.screen
            .present(&app.grid(), notice, bell, &mut self.out)
    }

    /// Gives the terminal back and stops the process group, when a shell
    /// can resume it; otherwise nothing, as a terminal discards the stop of
    /// a group nobody can resume. [`Tui::resume`] follows at SIGCONT.
    fn suspend(&mut self) -> io::Result<()> {
        if !job::can_stop() {
            return Ok(());
        }
        terminal::restore();
        job::stop_group()
    }

    /// Takes the terminal again, asks its size and draws everything. In the
    /// background (`bg`) the game stops again at once, as any program that
    /// needs the terminal does (SIGTTIN): the shell says so, and `fg`, which
    /// sends SIGCONT only to a stopped job, brings it back.
    fn resume(&mut self) -> io::Result<()> {
        // The lock is held: the stop returned, and with it the handlers of
        // whatever signal came with this SIGCONT (`kill %1`'s SIGTERM).
        terminal::end_if_signalled();
        if !job::in_foreground() {
            return job::wait_for_the_terminal();
        }
        if terminal::take_over()? {
            let size = crossterm::terminal::size()?;
            self.screen.resize(size);
            self.screen.invalidate();
            self.app.resize(size);
            self.present(Bell::Silent)?;
        }
        Ok(())
    }

    /// What woke the loop, handed to the app; `None`: the deadline passed.
    fn wake<X>(&mut self, wake: Option<Wake<X>>) -> Step
    where
        A: Fed<X>,
    {
        match wake {
            Some(Wake::Term(event)) => self.handle(event),
            Some(Wake::Other(other)) => self.app.arrived(other),
            None => self.app.tick(),
        }
    }

    /// One terminal event, handed to the app (and a resize to the screen too).
    fn handle(&mut self, event: TermEvent) -> Step {
        match event {
            TermEvent::Key(key) => {
                let step = self.app.key(&key);
                let ctrl_c =
                    key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL);
                if step == Step::Quit && ctrl_c {
                    INTERRUPTED.store(true, Ordering::Relaxed);
                }
                step
            }
            TermEvent::Resize(cols, lines) => {
                self.screen.resize((cols, lines));
                self.app.resize((cols, lines));
                Step::Draw
            }
            TermEvent::Mouse(mouse)
                if self.mouse == Mouse::Clicks
                    && mouse.kind == MouseEventKind::Down(MouseButton::Left) =>
            {
                // A report may carry any coordinate (up to 65535, from a
                // terminal's report of column 0): checked, never wrapped.
                let Some((left, top)) = self.screen.origin() else {
                    return Step::Wait;
                };
                let at = |at: u16, origin: u16| at.checked_sub(origin)?.checked_add(1);
                match (at(mouse.column, left), at(mouse.row, top)) {
                    (Some(col), Some(line)) => self.app.click(col, line),
                    _ => Step::Wait,
                }
            }
            _ => Step::Wait,
        }
    }
}

fn lock<P>(tui: &Mutex<P>) -> MutexGuard<'_, P> {
    tui.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Shows `app` on the terminal until it quits; then `finish` reads what
/// the caller needs of it (the score, the viewer's choice) before the
/// terminal is given back. The terminal is given back on every way out,
/// errors included, and on Ctrl-Z until `fg`.
pub fn drive<A: ScreenApp + Send + 'static, R>(
    app: A,
    mouse: Mouse,
    finish: impl FnOnce(&mut A) -> R,
) -> io::Result<R> {
    drive_from(app, mouse, || Keys, finish)
}

/// [`drive`] for a screen fed by something besides the keys (the network
/// game's connection): whatever `inbox` brings wakes the loop as a key
/// does; `to` is the sending end of `inbox`, for the thread that reads the
/// keys. See [`Inbox`] for why the keys are then read on a thread of their
/// own.
pub fn drive_with<A, X, R>(
    app: A,
    mouse: Mouse,
    to: SyncSender<Arrival<X>>,
    inbox: Receiver<Arrival<X>>,
    finish: impl FnOnce(&mut A) -> R,
) -> io::Result<R>
where
    A: Fed<X> + Send + 'static,
    X: Send + 'static,
{
    drive_from(app, mouse, move || Inbox::start(to, inbox), finish)
}

/// The one body of [`drive`] and [`drive_with`]: the terminal taken, the
/// first frame, job control, then the events of `source` (started once the
/// terminal is in the game's modes) until a way out.
fn drive_from<A: Fed<S::Other> + Send + 'static, S: Source, R>(
    mut app: A,
    mouse: Mouse,
    source: impl FnOnce() -> S,
    finish: impl FnOnce(&mut A) -> R,
) -> io::Result<R> {
    let terminal = Terminal::enter(mouse)?;
    // The event reader starts watching SIGWINCH when first asked: ask before
    // the size is read, or a resize in between would go unseen.
    event::poll(Duration::ZERO)?;
    let size = crossterm::terminal::size()?;
    app.resize(size);
    let mut tui = Tui {
        app,
        screen: Screen::new(size),
        out: terminal.output(),
        mouse,
    };
    tui.present(Bell::Silent)?;
    let tui = Arc::new(Mutex::new(tui));
    // The signal thread is never joined: a way out (a panic included)
    // never waits for a thread that waits for a signal.
    watch_stops(Arc::clone(&tui));
    let outcome = read_events(&tui, &mut source());
    stop_watching();
    let finished = finish(&mut lock(&tui).app);
    drop(terminal);
    outcome?;
    Ok(finished)
}

/// Reads events until a way out.
fn read_events<A: Fed<S::Other>, S: Source>(tui: &Mutex<Tui<A>>, source: &mut S) -> io::Result<()> {
    loop {
        let deadline = lock(tui).app.deadline();
        // Without the lock: a signal can still suspend or resume the screen.
        let event = source.next(deadline)?;
        let mut tui = lock(tui);
        let mut step = tui.wake(event);
        // Keys that arrived together (a paste, a fast typist) are all
        // handled before the next frame: one frame for the burst. Only
        // what is already there is asked for.
        while !matches!(step, Step::Quit | Step::Suspend)
            && let Some(event) = source.ready()?
        {
            step = step.max(tui.wake(Some(event)));
        }
        if let Some(failure) = tui.app.failure() {
            return Err(failure);
        }
        if tui.act(step)? {
            return Ok(());
        }
    }
}

/// Suspends the game on a SIGTSTP from outside (`kill -TSTP`), as Ctrl-Z
/// does, and takes the terminal back on every SIGCONT.
#[cfg(unix)]
fn watch_stops<A: ScreenApp + Send + 'static>(tui: Arc<Mutex<Tui<A>>>) {
    use signal_hook::consts::SIGTSTP;

    terminal::on_job_signals(Some(Box::new(move |signal| {
        // A failed redraw shows at the next key.
        let _ = match signal {
            // The game's own stop of its group reaches it too.
            SIGTSTP if job::was_echo() => Ok(()),
            SIGTSTP => lock(&tui).suspend(),
            _ => lock(&tui).resume(),
        };
    })));
}

#[cfg(unix)]
fn stop_watching() {
    terminal::on_job_signals(None);
}

#[cfg(not(unix))]
fn watch_stops<A>(_: Arc<Mutex<Tui<A>>>) {}

#[cfg(not(unix))]
fn stop_watching() {}
