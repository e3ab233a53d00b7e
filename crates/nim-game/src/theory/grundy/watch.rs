//! A long computation watched from outside: the core reads no clock and no
//! signal, so it reports how far it got every so often and asks whether to
//! go on. The front end decides when to print and when to stop (a Ctrl-C).

/// How far a computation got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// Values computed so far (heaps 0 to `done - 1`).
    pub done: u32,
    /// The largest value so far.
    pub largest: u32,
    /// Heaps of rare value so far, when the engine counts them.
    pub rare: Option<u32>,
}

/// What the watcher answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Go,
    Stop,
}

/// The watcher: called every [`EVERY`] values, or after [`EVERY_WORK`]
/// option pairs, whichever comes first. `Fn`, not `FnMut`, so that it can
/// be passed down any loop as it is; a watcher with state keeps it in cells.
pub type Watch<'a> = &'a dyn Fn(Progress) -> Control;

/// Values between two calls of a watcher.
pub const EVERY: u32 = 1024;

/// Option pairs between two calls, for rules whose values cost many.
pub const EVERY_WORK: u64 = 1 << 24;

/// The watcher that never stops anything.
pub fn unwatched(_: Progress) -> Control {
    Control::Go
}

/// When to call a watcher: counts values and work since the last call.
#[derive(Debug, Default)]
pub(crate) struct Due {
    work: u64,
}

impl Due {
    /// Whether a watcher is due after value `done`, the work being `work`.
    pub(crate) fn now(&mut self, done: u32, work: u64) -> bool {
        if done.is_multiple_of(EVERY) || work >= self.work + EVERY_WORK {
            self.work = work;
            return true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use std::cell::{Cell, RefCell};

    use super::*;
    use crate::theory::grundy::{GrundyError, Limits, Sequence};
    use crate::theory::rule::Rule;

    fn rule(text: &str) -> Rule {
        Rule::parse(text).unwrap()
    }

    #[test]
    fn a_watcher_sees_the_values_grow_and_may_stop_them() {
        for name in ["grundy", "0.6", "sub:3,1000000"] {
            let seen = RefCell::new(Vec::new());
            let watch = |progress: Progress| {
                seen.borrow_mut().push(progress);
                if progress.done >= 3 * EVERY {
                    Control::Stop
                } else {
                    Control::Go
                }
            };
            let sequence = Sequence::watched(&rule(name), 100_000, Limits::NONE, &watch).unwrap();
            assert!(sequence.stopped(), "{name}");
            assert_eq!(sequence.computed(), 3 * EVERY - 1, "{name}");
            let done: Vec<u32> = seen.borrow().iter().map(|p| p.done).collect();
            assert_eq!(done, [EVERY, 2 * EVERY, 3 * EVERY], "{name}");
            // What was computed is right, and nothing is claimed past it.
            let naive = rule(name).values(200);
            assert_eq!(&sequence.values()[..=200], &naive[..], "{name}");
            assert_eq!(sequence.value(3 * EVERY), None, "{name}");
            let largest = seen.borrow().last().unwrap().largest;
            assert_eq!(largest, *sequence.values().iter().max().unwrap());
        }
    }

    #[test]
    fn a_proven_period_ends_the_watch_early() {
        let calls = Cell::new(0);
        let watch = |_| {
            calls.set(calls.get() + 1);
            Control::Go
        };
        let kayles = Sequence::watched(&rule("kayles"), 1_000_000, Limits::NONE, &watch).unwrap();
        assert!(!kayles.stopped());
        assert_eq!(
            kayles.value(1_000_000),
            Some(kayles.value(1_000_000 % 12 + 72).unwrap())
        );
        assert!(calls.get() <= 1, "{}", calls.get());
    }

    #[test]
    fn a_limit_of_heaps_is_a_wall_that_says_where() {
        let grundy = rule("grundy");
        let limits = Limits::heaps(3000);
        assert_eq!(
            Sequence::within(&grundy, 5000, limits),
            Err(GrundyError::TooLarge {
                heap: 5000,
                limit: 3000
            })
        );
        // A provable code computes up to the limit, then says where.
        let officers = rule("0.6");
        let watched = Sequence::watched(&officers, 5000, limits, &unwatched).unwrap();
        assert_eq!((watched.computed(), watched.stopped()), (3000, false));
        assert_eq!(
            Sequence::within(&officers, 5000, limits),
            Err(GrundyError::TooLarge {
                heap: 5000,
                limit: 3000
            })
        );
        let far = Sequence::within(&officers, 5000, Limits::heaps(5000)).unwrap();
        assert_eq!(far.computed(), 5000);
    }
}
