//! The game on the terminal: keys and resizes in, frames out, until a way out.
//! Ctrl-Z and a SIGTSTP from outside suspend it the way a shell user expects:
//! the terminal given back as on quitting, the process stopped until `fg`,
//! then the terminal taken again and the screen drawn whole, as it was.

use std::io;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use crossterm::event::{self, Event as TermEvent, MouseButton, MouseEventKind};
use rand::Rng;

use super::screen::Screen;
use super::terminal::{Output, Terminal};
use super::view::Scene;
use super::{App, Step, TuiConfig};
use crate::session::{Event, Session};

/// What the screen needs between two events; the signal thread shares it.
struct Play<T, G> {
    app: App<T, G>,
    screen: Screen,
    out: Output,
}

impl<T: Scene, G: Rng> Play<T, G> {
    /// Carries out what a key asked for; true when the game is left.
    fn act(&mut self, step: Step, terminal: &Terminal) -> io::Result<bool> {
        match step {
            Step::Wait => {}
            Step::Quit => return Ok(true),
            Step::Redraw => {
                self.screen.invalidate();
                self.present(false)?;
            }
            Step::Draw | Step::Refused => self.present(step == Step::Refused)?,
            Step::Suspend => self.suspend(terminal)?,
        }
        Ok(false)
    }

    fn present(&mut self, bell: bool) -> io::Result<()> {
        self.screen.present(&self.app.grid(), bell, &mut self.out)
    }

    /// Stops until `fg`, then asks the size and draws everything again.
    fn suspend(&mut self, terminal: &Terminal) -> io::Result<()> {
        if stop(terminal)? {
            let size = crossterm::terminal::size()?;
            self.screen.resize(size);
            self.app.resize(size);
            self.present(false)?;
        }
        Ok(())
    }

    /// One terminal event, handed to the app (and a resize to the screen too).
    fn handle(&mut self, event: TermEvent) -> Step {
        match event {
            TermEvent::Key(key) => self.app.key(&key),
            TermEvent::Resize(cols, lines) => {
                self.screen.resize((cols, lines));
                self.app.resize((cols, lines));
                Step::Draw
            }
            TermEvent::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
                match self.screen.origin() {
                    Some((left, top)) if mouse.column >= left && mouse.row >= top => {
                        self.app.click(mouse.column - left + 1, mouse.row - top + 1)
                    }
                    _ => Step::Wait,
                }
            }
            _ => Step::Wait,
        }
    }
}

fn lock<P>(play: &Mutex<P>) -> MutexGuard<'_, P> {
    play.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Plays on the terminal until `0 0`, Ctrl-C or Ctrl-D.
pub fn run<T: Scene + Send, G: Rng + Send>(
    session: (Session<T, G>, Vec<Event>),
    config: TuiConfig,
) -> io::Result<()> {
    let terminal = Terminal::enter(config.mouse)?;
    // The event reader starts watching SIGWINCH when first asked: ask before
    // the size is read, or a resize in between would go unseen.
    event::poll(Duration::ZERO)?;
    let size = crossterm::terminal::size()?;
    let mut app = App::new(session, config);
    app.resize(size);
    let mut play = Play {
        app,
        screen: Screen::new(size, config.lang),
        out: terminal.output(),
    };
    play.present(false)?;
    let play = Mutex::new(play);
    std::thread::scope(|scope| {
        let watcher = watch_stops(scope, &terminal, &play)?;
        let played = play_events(&terminal, &play);
        close(watcher);
        played
    })
}

/// Reads events until a way out.
fn play_events<T: Scene, G: Rng>(terminal: &Terminal, play: &Mutex<Play<T, G>>) -> io::Result<()> {
    loop {
        // Blocking, and without the lock: no CPU is used while the player
        // thinks, and a SIGTSTP can still suspend the game.
        let event = event::read()?;
        let mut play = lock(play);
        let mut step = play.handle(event);
        // Keys that arrived together (a paste, a fast typist) are all
        // handled before the next frame: one frame for the burst. A zero
        // timeout only asks what is already there.
        while !matches!(step, Step::Quit | Step::Suspend) && event::poll(Duration::ZERO)? {
            step = step.and(play.handle(event::read()?));
        }
        if play.act(step, terminal)? {
            return Ok(());
        }
    }
}

/// Stops the process until `fg`, the terminal given back meanwhile; false
/// (and nothing done) when there is no shell to return to: a process that
/// leads its own session would leave the terminal frozen.
#[cfg(unix)]
fn stop(terminal: &Terminal) -> io::Result<bool> {
    use nix::sys::signal::{Signal, raise};
    use nix::unistd::{getpid, getsid};

    if getsid(None).is_ok_and(|session| session == getpid()) {
        return Ok(false);
    }
    terminal.pause();
    // SIGSTOP cannot be caught: the process stops here, and goes on at SIGCONT.
    raise(Signal::SIGSTOP).map_err(io::Error::from)?;
    terminal.resume()?;
    Ok(true)
}

#[cfg(not(unix))]
fn stop(_: &Terminal) -> io::Result<bool> {
    Ok(false)
}

/// A thread that suspends the game on SIGTSTP from outside (`kill -TSTP`),
/// as Ctrl-Z does; it ends when the game does.
#[cfg(unix)]
fn watch_stops<'scope, T: Scene + Send, G: Rng + Send>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    terminal: &'scope Terminal,
    play: &'scope Mutex<Play<T, G>>,
) -> io::Result<signal_hook::iterator::Handle> {
    use signal_hook::consts::SIGTSTP;
    use signal_hook::iterator::Signals;

    let mut signals = Signals::new([SIGTSTP])?;
    let handle = signals.handle();
    scope.spawn(move || {
        for _ in signals.forever() {
            // A failed redraw shows at the next key.
            let _ = lock(play).suspend(terminal);
        }
    });
    Ok(handle)
}

#[cfg(unix)]
fn close(watcher: signal_hook::iterator::Handle) {
    watcher.close();
}

#[cfg(not(unix))]
fn watch_stops<T, G>(
    _: &std::thread::Scope<'_, '_>,
    _: &Terminal,
    _: &Mutex<Play<T, G>>,
) -> io::Result<()> {
    Ok(())
}

#[cfg(not(unix))]
fn close(_: ()) {}
