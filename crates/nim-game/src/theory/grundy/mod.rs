//! Grundy sequences of a [`Rule`] for big heaps, fast and honest.
//!
//! A [`Sequence`] answers the value of any heap it knows: by a closed form
//! (nim, `take:K`, Lasker's nim), from the values it computed, or from a
//! period it proved. A period is claimed only when a theorem proves it
//! ([`period`]); a heap past what was computed, under a rule with no proven
//! period, has no value here ([`Sequence::value`] is `None`).
//!
//! By default computing stops at [`LIMIT`] heaps (4 MB of values) or when
//! the work spent on two-heap options passes [`WORK_LIMIT`] (about 2 s at
//! worst), and a heap past that is refused with [`GrundyError::TooLarge`],
//! which says where the limit is: never a long hang. A rule no theorem here
//! can prove periodic is refused past the heaps' limit at once. Other
//! [`Limits`] move the wall, [`Limits::NONE`] removes it; a [`Watch`]
//! sees the computation go and may stop it ([`Sequence::watched`]).
//! Memory is the values kept (a byte a heap for octal codes while their
//! values stay below 256, else 2 bytes, as for Grundy's game; 4 for
//! subtraction sets) and the rare heaps' list, never the work done.
//!
//! Pure, and no text.

mod closed;
mod limits;
mod octal;
mod period;
mod subtraction;
mod summary;
mod unsolved;
mod watch;
pub mod worth;

use std::borrow::Cow;

use crate::theory::rule::Rule;
pub use closed::Closed;
pub use limits::{GrundyError, Limits};
pub use period::Period;
pub use summary::{Rare, Summary, is_rare, summarize};
pub use unsolved::unsolved;
pub use watch::{Control, EVERY, EVERY_WORK, Progress, Watch, unwatched};

/// The most heaps a sequence computes (values kept as `u16`: 4 MB).
pub const LIMIT: u32 = 2_000_000;

/// The most option pairs a sequence may look at, all heaps together: a
/// rule whose values the rare-and-common method cannot speed up stops here
/// instead of running for minutes (measured at the release build: Grundy's
/// game stops at heap 240,442 after 1.0 s, `0.[7]` at 32,768 after 1.7 s).
pub(crate) const WORK_LIMIT: u64 = 1_000_000_000;

/// The fewest heaps computed, however few are asked for, to find a period
/// to prove (Kayles's needs 156).
pub const PROVE_AHEAD: u32 = 4096;

/// What a computation of values came to.
pub(crate) struct Computed {
    values: Values,
    period: Option<Period>,
    /// A watcher stopped it.
    stopped: bool,
    /// Memory ran out.
    short: bool,
    /// Option pairs looked at.
    work: u64,
}

/// The values of one rule's heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sequence {
    known: Known,
    /// A watcher stopped the computation before it reached the heap asked.
    stopped: bool,
    /// Memory ran out before it reached the heap asked.
    short: bool,
    /// The option pairs looked at (the work limit's measure).
    work: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Known {
    Closed(Closed),
    Table {
        values: Values,
        period: Option<Period>,
    },
}

/// Computed values: take-and-break rules keep a byte a heap while every
/// value fits (0.354 to its period in 20 MB), else two (Grundy's game to
/// 10^7 in 20 MB), subtraction sets four (a set of more than 65,535
/// amounts may pass a `u16`).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Values {
    /// Every value below 256 (most octal codes).
    Byte(Vec<u8>),
    Narrow(Vec<u16>),
    Wide(Vec<u32>),
}

impl Values {
    fn get(&self, n: u32) -> Option<u32> {
        match self {
            Values::Byte(values) => values.get(n as usize).map(|&v| u32::from(v)),
            Values::Narrow(values) => values.get(n as usize).map(|&v| u32::from(v)),
            Values::Wide(values) => values.get(n as usize).copied(),
        }
    }

    fn len(&self) -> usize {
        match self {
            Values::Byte(values) => values.len(),
            Values::Narrow(values) => values.len(),
            Values::Wide(values) => values.len(),
        }
    }
}

impl Sequence {
    /// The values of `rule` up to heap `upto` at least (or its period),
    /// computing up to [`PROVE_AHEAD`] heaps further to prove a period.
    pub fn new(rule: &Rule, upto: u32) -> Result<Sequence, GrundyError> {
        Sequence::within(rule, upto, Limits::DEFAULT)
    }

    /// [`Sequence::new`] within other limits.
    pub fn within(rule: &Rule, upto: u32, limits: Limits) -> Result<Sequence, GrundyError> {
        Sequence::watched(rule, upto, limits, &unwatched)?.reaching(upto)
    }

    /// This sequence if it answers heap `upto`, else where it stops.
    pub fn reaching(self, upto: u32) -> Result<Sequence, GrundyError> {
        let computed = self.computed();
        if self.period().is_none() && upto > computed && self.short {
            return Err(GrundyError::NoMemory {
                heap: upto,
                limit: computed,
            });
        }
        if self.period().is_none() && upto > computed {
            return Err(GrundyError::TooLarge {
                heap: upto,
                limit: computed,
            });
        }
        Ok(self)
    }

    /// [`Sequence::within`], `watch` called as it goes; what was computed
    /// when the limits or `watch` stopped it comes back too, short of
    /// `upto` ([`Sequence::stopped`] says which). Still refused at once:
    /// a rule no theorem can prove periodic, past the heaps' limit.
    pub fn watched(
        rule: &Rule,
        upto: u32,
        limits: Limits,
        watch: Watch,
    ) -> Result<Sequence, GrundyError> {
        if let Some(closed) = Closed::of(rule) {
            return Ok(Sequence {
                known: Known::Closed(closed),
                stopped: false,
                short: false,
                work: 0,
            });
        }
        // No theorem proves a period of this rule: past the limit, refused
        // at once rather than after computing up to it.
        if upto > limits.heaps && !period::provable(rule) {
            return Err(GrundyError::TooLarge {
                heap: upto,
                limit: limits.heaps,
            });
        }
        let ahead = upto.max(PROVE_AHEAD);
        let ahead = ahead.min(limits.heaps);
        let computed = match rule {
            Rule::Sub(amounts) => subtraction::values(amounts, ahead, watch),
            _ => {
                // With a limit given, a period in sight is followed to
                // where it is proven, up to twice the heaps asked for.
                let most = match limits {
                    Limits::DEFAULT => ahead,
                    _ => (upto.saturating_mul(2).saturating_add(2 * PROVE_AHEAD))
                        .min(limits.heaps)
                        .max(ahead),
                };
                octal::values(rule, (ahead, most), limits.work, watch)
            }
        };
        let Computed {
            values,
            period,
            stopped,
            short,
            work,
        } = computed;
        Ok(Sequence {
            known: Known::Table { values, period },
            stopped,
            short,
            work,
        })
    }

    /// The option pairs looked at: what [`Limits::work`] counts, so that
    /// several rules can share one wall.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The heaps whose values are kept: what [`Limits::heaps`] counts.
    pub fn heaps(&self) -> u32 {
        match &self.known {
            Known::Closed(_) => 0,
            Known::Table { values, .. } => values.len() as u32,
        }
    }

    /// Whether a watcher stopped the computation (a Ctrl-C).
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// The values computed (none for a closed form), as `u32`: those
    /// kept in two bytes are widened, a copy (for tests: `--summary` reads
    /// them in place, [`Sequence::summary`]).
    pub fn values(&self) -> Cow<'_, [u32]> {
        match &self.known {
            Known::Closed(_) => Cow::Borrowed(&[]),
            Known::Table {
                values: Values::Wide(values),
                ..
            } => Cow::Borrowed(values),
            Known::Table {
                values: Values::Byte(values),
                ..
            } => Cow::Owned(values.iter().map(|&v| u32::from(v)).collect()),
            Known::Table {
                values: Values::Narrow(values),
                ..
            } => Cow::Owned(values.iter().map(|&v| u32::from(v)).collect()),
        }
    }

    /// The first `heaps` values computed summed up (none for a closed
    /// form), read in place whatever their width; `rule` is this
    /// sequence's. Fewer heaps than were computed claim a period only if
    /// those heaps prove it: `--summary --values 10` sums up 11 heaps.
    pub fn summary(&self, rule: &Rule, heaps: usize) -> Option<Summary> {
        fn sum<V: Copy + PartialEq + Into<u64> + Into<u32>>(
            values: &[V],
            heaps: usize,
            rule: &Rule,
            period: Option<Period>,
        ) -> Summary {
            let first = &values[..heaps.min(values.len())];
            let period = match first.len() < values.len() {
                true => period::proof(rule).and_then(|proof| period::find(first, proof)),
                false => period,
            };
            summarize(first, period)
        }
        let period = self.period();
        match &self.known {
            Known::Closed(_) => None,
            Known::Table { values, .. } if values.len() == 0 => None,
            Known::Table {
                values: Values::Wide(values),
                ..
            } => Some(sum(values, heaps, rule, period)),
            Known::Table {
                values: Values::Byte(values),
                ..
            } => Some(sum(values, heaps, rule, period)),
            Known::Table {
                values: Values::Narrow(values),
                ..
            } => Some(sum(values, heaps, rule, period)),
        }
    }

    /// The value of heap `n`, if known.
    pub fn value(&self, n: u32) -> Option<u32> {
        match &self.known {
            Known::Closed(closed) => closed.value(n),
            Known::Table { values, period } => match values.get(n) {
                Some(v) => Some(v),
                None => period.and_then(|p| values.get(p.fold(n))),
            },
        }
    }

    /// The proven period, if there is one.
    pub fn period(&self) -> Option<Period> {
        match &self.known {
            Known::Closed(closed) => closed.period(),
            Known::Table { period, .. } => *period,
        }
    }

    /// The largest heap computed (`u32::MAX` for a closed form).
    pub fn computed(&self) -> u32 {
        match &self.known {
            Known::Closed(_) => u32::MAX,
            Known::Table { values, .. } => values.len() as u32 - 1,
        }
    }
}

/// The smallest value not marked: marks are stamps, so that clearing them
/// for the next heap is one increment.
#[derive(Debug, Default)]
struct Marks {
    stamps: Vec<u32>,
    stamp: u32,
}

impl Marks {
    fn next(&mut self) {
        self.stamp += 1;
    }

    fn mark(&mut self, v: u32) {
        let v = v as usize;
        if v >= self.stamps.len() {
            self.stamps.resize((v + 1).next_power_of_two(), 0);
        }
        self.stamps[v] = self.stamp;
    }

    fn has(&self, v: u32) -> bool {
        self.stamps.get(v as usize) == Some(&self.stamp)
    }

    fn mex(&self) -> u32 {
        (0..).find(|&v| !self.has(v)).unwrap_or(0)
    }
}

#[cfg(test)]
mod published;
#[cfg(test)]
mod tests;
