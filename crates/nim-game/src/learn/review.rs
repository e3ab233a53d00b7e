//! What was missed comes back: each puzzle a learner answers wrong is kept
//! by its code and set again after 1 day, then 3, then 7 (spaced
//! repetition). Right on review moves it to the next interval, wrong sends
//! it back to 1 day, and right at the 7-day review lets it go. The day is
//! given by the caller (the clock, or `--date`): the core reads no clock.

use std::collections::BTreeMap;
use std::fmt;

use crate::learn::{Outcome, PuzzleCode};
use crate::record::Date;

/// A day: whole days since 1970-01-01 (UTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub i64);

impl Day {
    /// `YYYY-MM-DD` (ISO 8601, as `--date` takes it), if it is a real day
    /// of a year 0-9999; full-width digits and dashes read as every number
    /// typed is read.
    pub fn parse(typed: &str) -> Option<Day> {
        let typed: String = typed.chars().map(crate::numbers::as_ascii).collect();
        // The record's reader takes dots; a dot typed here is no date.
        if typed.contains('.') {
            return None;
        }
        Date::parse(&typed.replace('-', ".")).map(|date| Day(date.days()))
    }

    /// The first and last days a date of four digits can name: a day
    /// written in the file must read back.
    pub const FIRST: Day = Day(-719_528);
    pub const LAST: Day = Day(2_932_896);

    /// `days` later, within [`Day::FIRST`] and [`Day::LAST`].
    pub fn plus(self, days: i64) -> Day {
        Day(self.0.saturating_add(days).clamp(Day::FIRST.0, Day::LAST.0))
    }
}

/// `2026-11-26`.
impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let date = Date::from_days(self.0);
        write!(f, "{:04}-{:02}-{:02}", date.year, date.month, date.day)
    }
}

/// Days to the next review after 0, 1 and 2 right reviews.
pub const INTERVALS: [i64; 3] = [1, 3, 7];

/// Right reviews that let a puzzle go.
pub const LEARNED: u8 = INTERVALS.len() as u8;

/// One missed puzzle and where it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Missed {
    pub code: PuzzleCode,
    /// The day it was last answered wrong.
    pub missed: Day,
    /// Right reviews since: 0 to 2 while it comes back, [`LEARNED`] once
    /// it is let go.
    pub right: u8,
    /// When it comes back; for a learned one, the day it was let go.
    pub due: Day,
}

impl Missed {
    /// Missed on `day`: back the next day.
    pub fn new(code: PuzzleCode, day: Day) -> Missed {
        Missed {
            code,
            missed: day,
            right: 0,
            due: day.plus(INTERVALS[0]),
        }
    }

    /// Right reviews are done: it comes back no more.
    pub fn learned(&self) -> bool {
        self.right >= LEARNED
    }

    /// The day it was last answered, wrong or right.
    pub fn last(&self) -> Day {
        match self.right {
            0 => self.missed,
            r if r >= LEARNED => self.due,
            r => self.due.plus(-INTERVALS[usize::from(r)]),
        }
    }

    /// Reviewed on `day` with `outcome`: right moves it on (or lets it
    /// go), wrong or hinted sends it back to 1 day (hinted is not a
    /// mistake, but not yet remembered alone either).
    pub fn reviewed(self, outcome: Outcome, day: Day) -> Missed {
        if outcome != Outcome::Right {
            return Missed::new(self.code, day);
        }
        let right = self.right.saturating_add(1).min(LEARNED);
        let due = match INTERVALS.get(usize::from(right)) {
            Some(&days) => day.plus(days),
            None => day,
        };
        Missed { right, due, ..self }
    }

    /// Later in a puzzle's story is greater: the day of the last answer,
    /// then a miss that day over a right review, then how far it went.
    pub(crate) fn order(&self) -> (Day, Day, u8, Day) {
        (self.last(), self.missed, self.right, self.due)
    }
}

/// Learned puzzles are kept this long (days) after they are let go, so that
/// a sitting that saves late does not bring one back; then forgotten.
pub const KEEP_LEARNED: i64 = 60;

/// The most missed puzzles kept: the progress file must stay one its reader
/// takes, however many answers are wrong (each is a line of at most 48
/// bytes). Past it the learned ones go first, then the ones answered
/// longest ago: a thousand puzzles waiting are more than any learner
/// reviews.
pub const MOST_MISSED: usize = 1000;

/// The missed puzzles, by code, never more than [`MOST_MISSED`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MissedSet(BTreeMap<String, Missed>);

impl MissedSet {
    /// The set of `entries` (a code given twice keeps the last), bounded.
    pub fn of(entries: impl IntoIterator<Item = Missed>) -> MissedSet {
        let mut set = MissedSet(
            entries
                .into_iter()
                .map(|m| (m.code.to_string(), m))
                .collect(),
        );
        set.bound();
        set
    }

    pub fn get(&self, code: PuzzleCode) -> Option<&Missed> {
        self.0.get(&code.to_string())
    }

    /// Sets `entry`, over any earlier state of its puzzle; past the bound
    /// the puzzle least worth keeping goes (perhaps this one).
    pub fn put(&mut self, entry: Missed) {
        self.0.insert(entry.code.to_string(), entry);
        self.bound();
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// In the file's order: by code.
    pub fn iter(&self) -> impl Iterator<Item = &Missed> {
        self.0.values()
    }

    /// The ones still coming back, due first (then missed first).
    pub fn waiting(&self) -> Vec<Missed> {
        let mut waiting: Vec<Missed> = self.iter().filter(|m| !m.learned()).copied().collect();
        waiting.sort_by_key(|m| (m.due, m.missed, m.code.to_string()));
        waiting
    }

    /// The ones due on `today` (or overdue), oldest first.
    pub fn due(&self, today: Day) -> Vec<Missed> {
        let mut due = self.waiting();
        due.retain(|m| m.due <= today);
        due
    }

    /// Both sets' puzzles, each at the later state of the two: a join
    /// while both together hold at most [`MOST_MISSED`]; past that, the
    /// bound drops the ones least worth keeping.
    pub fn merge(mut self, other: MissedSet) -> MissedSet {
        for (code, theirs) in other.0 {
            match self.0.get(&code) {
                Some(ours) if ours.order() >= theirs.order() => {}
                _ => _ = self.0.insert(code, theirs),
            }
        }
        self.bound();
        self
    }

    /// Forgets the puzzles learned more than [`KEEP_LEARNED`] days before
    /// `today`: the file stays small.
    pub fn forget_learned(&mut self, today: Day) {
        self.0
            .retain(|_, m| !m.learned() || m.due.plus(KEEP_LEARNED) >= today);
    }

    /// Drops puzzles past [`MOST_MISSED`]: learned ones first, then those
    /// answered longest ago (of one day, by code).
    fn bound(&mut self) {
        let Some(excess) = self.0.len().checked_sub(MOST_MISSED).filter(|&n| n > 0) else {
            return;
        };
        let worth = |m: &Missed| (!m.learned(), m.order());
        if excess == 1 {
            // One put past the bound: the least worth keeping goes.
            let least = self.0.iter().min_by_key(|(code, m)| (worth(m), *code));
            let code = least.map(|(code, _)| code.clone());
            code.map(|code| self.0.remove(&code));
            return;
        }
        let mut ranked: Vec<_> = (self.0.iter())
            .map(|(code, m)| (worth(m), code.clone()))
            .collect();
        ranked.sort_unstable();
        for (_, code) in ranked.into_iter().take(excess) {
            self.0.remove(&code);
        }
    }
}
