//! A long computation seen from the terminal: its progress drawn on stderr
//! (only when stderr is a terminal, at most four times a second, erased at
//! the end) and Ctrl-C turned into a stop the core hears at its next
//! report. The core reads no clock and no signal; this watcher does both
//! for it.

use std::cell::Cell;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::game::theory::grundy::{Control, Limits, Progress, Watch, unwatched};
use crate::game::theory::rule::Rule;
use crate::text::Lang;

/// How far to compute a rule's values, who watches, whom to tell which
/// rule's values are computed next (a Ctrl-C names it), and whom to tell
/// when the values are computed (from then on Ctrl-C ends the program as
/// ever, even while a long list is printed).
#[derive(Clone, Copy)]
pub struct Computing<'a> {
    pub limits: Limits,
    pub watch: Watch<'a>,
    pub start: &'a dyn Fn(&Rule),
    pub done: &'a dyn Fn(),
}

impl Computing<'static> {
    /// The quick default, unwatched.
    pub const QUICK: Computing<'static> = Computing {
        limits: Limits::DEFAULT,
        watch: &unwatched,
        start: &|_| {},
        done: &|| {},
    };
}

/// The least time between two progress lines.
const EVERY: Duration = Duration::from_millis(250);

/// Watches a computation: stops it when `stop` is set (by a Ctrl-C), and
/// draws its progress on stderr if `drawn`.
pub struct Watcher<'a> {
    stop: &'a AtomicBool,
    lang: Lang,
    drawn: bool,
    start: Instant,
    next: Cell<Instant>,
    shown: Cell<bool>,
    last: Cell<Option<Progress>>,
    /// A stop was answered: some values were left uncomputed.
    stopped: Cell<bool>,
}

impl<'a> Watcher<'a> {
    pub fn new(stop: &'a AtomicBool, lang: Lang, drawn: bool) -> Self {
        let start = Instant::now();
        Watcher {
            stop,
            lang,
            drawn,
            start,
            next: Cell::new(start + EVERY),
            shown: Cell::new(false),
            last: Cell::new(None),
            stopped: Cell::new(false),
        }
    }

    /// The core's report: drawn when due; a stop when Ctrl-C was pressed.
    pub fn watch(&self, progress: Progress) -> Control {
        self.last.set(Some(progress));
        if self.drawn {
            let now = Instant::now();
            if now >= self.next.get() {
                self.next.set(now + EVERY);
                self.draw(progress, now - self.start);
            }
        }
        if self.stop.load(Ordering::Relaxed) {
            self.stopped.set(true);
            Control::Stop
        } else {
            Control::Go
        }
    }

    fn draw(&self, progress: Progress, elapsed: Duration) {
        let seconds = elapsed.as_secs_f64();
        let rate = (f64::from(progress.done) / seconds.max(1e-3)) as u64;
        let elapsed = format!("{seconds:.1}");
        let line = (self.lang).progress(progress.done, progress.rare, rate, &elapsed);
        // Back to the start of the line, the line, the rest of it cleared.
        let _ = write!(io::stderr(), "\r{line}\x1b[K");
        self.shown.set(true);
    }

    /// Erases the progress line, if one was drawn.
    pub fn clear(&self) {
        if self.shown.replace(false) {
            let _ = write!(io::stderr(), "\r\x1b[K");
        }
    }

    /// Whether Ctrl-C stopped a computation.
    pub fn stopped(&self) -> bool {
        self.stopped.get()
    }

    /// The last heap computed when last reported.
    pub fn reached(&self) -> Option<u32> {
        self.last.get().map(|p| p.done.saturating_sub(1))
    }
}
