//! What the learner has answered, for the report card: right, hinted and
//! wrong per lesson and in `nim puzzle`, the wrong ones by kind, the
//! lessons passed, and the right answers in a row (across lessons) with the
//! best such run.
//!
//! Every count saturates at `u32::MAX` rather than wrap: a file may say any
//! count up to it, and the next answer must neither wrap it to 0 nor panic.
//!
//! Two joins of counts: [`Tally::merge`] takes each count's larger (two
//! files of one learner, nothing lowered), and [`Tally::rebase`] adds what
//! one sitting answered since it last saw the file to what another sitting
//! wrote there, so neither sitting's answers are lost.

use std::collections::{BTreeMap, BTreeSet};

use crate::learn::{Lesson, Mistake};

/// How a puzzle was answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Right, alone: it counts toward the run that passes the lesson.
    Right,
    /// Right after a hint: solved, but the run neither grows nor breaks.
    Hinted,
    Wrong,
}

/// Answers in one lesson, or to the puzzles set alone.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Count {
    pub right: u32,
    /// Right after a hint.
    pub hinted: u32,
    pub wrong: u32,
}

impl Count {
    /// One answer more of its kind.
    fn add(&mut self, outcome: Outcome) {
        let count = match outcome {
            Outcome::Right => &mut self.right,
            Outcome::Hinted => &mut self.hinted,
            Outcome::Wrong => &mut self.wrong,
        };
        *count = count.saturating_add(1);
    }

    fn zip(self, other: Count, f: impl Fn(u32, u32) -> u32) -> Count {
        Count {
            right: f(self.right, other.right),
            hinted: f(self.hinted, other.hinted),
            wrong: f(self.wrong, other.wrong),
        }
    }
}

/// Everything answered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    pub lessons: BTreeMap<Lesson, Count>,
    pub mistakes: BTreeMap<Mistake, u32>,
    pub passed: BTreeSet<Lesson>,
    /// Answers to puzzles set alone (`nim puzzle`, the day's): counted
    /// apart from the lessons, whose runs they neither grow nor break.
    pub puzzles: Count,
    /// Right answers in a row, in any lesson (a hint neither grows nor
    /// breaks it).
    pub run: u32,
    pub best: u32,
}

impl Tally {
    /// One answer in `lesson`, and its mistake's kind when wrong.
    pub fn add(&mut self, lesson: Lesson, outcome: Outcome, mistake: Option<Mistake>) {
        self.lessons.entry(lesson).or_default().add(outcome);
        match outcome {
            Outcome::Right => {
                self.run = self.run.saturating_add(1);
                self.best = self.best.max(self.run);
            }
            Outcome::Hinted => {}
            Outcome::Wrong => self.run = 0,
        }
        self.add_mistake(outcome, mistake);
    }

    /// One answer to a puzzle set alone: counted, its mistake's kind too,
    /// the run left as it is.
    pub fn add_alone(&mut self, outcome: Outcome, mistake: Option<Mistake>) {
        self.puzzles.add(outcome);
        self.add_mistake(outcome, mistake);
    }

    fn add_mistake(&mut self, outcome: Outcome, mistake: Option<Mistake>) {
        if outcome == Outcome::Wrong {
            let kind = mistake.unwrap_or(Mistake::Other);
            let count = self.mistakes.entry(kind).or_default();
            *count = count.saturating_add(1);
        }
    }

    /// All answers together, in the lessons and alone.
    pub fn total(&self) -> Count {
        (self.lessons.values()).fold(self.puzzles, |sum, &c| sum.zip(c, u32::saturating_add))
    }

    /// The most frequent kind of mistake and its count (of equal counts,
    /// the first in [`Mistake`]'s order).
    pub fn most_frequent(&self) -> Option<(Mistake, u32)> {
        let mut kinds: Vec<(Mistake, u32)> = self.mistakes.iter().map(|(&k, &n)| (k, n)).collect();
        kinds.sort_by_key(|&(kind, n)| (std::cmp::Reverse(n), kind));
        kinds.first().copied()
    }

    /// Each count at the larger of the two: a join.
    pub fn merge(self, other: Tally) -> Tally {
        let mut lessons = self.lessons;
        for (lesson, theirs) in other.lessons {
            let ours = lessons.entry(lesson).or_default();
            *ours = ours.zip(theirs, u32::max);
        }
        let mut mistakes = self.mistakes;
        for (kind, theirs) in other.mistakes {
            let ours = mistakes.entry(kind).or_default();
            *ours = (*ours).max(theirs);
        }
        let mut passed = self.passed;
        passed.extend(other.passed);
        Tally {
            lessons,
            mistakes,
            passed,
            puzzles: self.puzzles.zip(other.puzzles, u32::max),
            run: self.run.max(other.run),
            best: self.best.max(other.best),
        }
    }

    /// `theirs` (what another sitting saved) with what this tally counted
    /// since `seen` (what this sitting last read or wrote) added: each
    /// answer counted once, whichever sitting gave it.
    pub fn rebase(&self, seen: Option<&Tally>, theirs: &Tally) -> Tally {
        let empty = Tally::default();
        let seen = seen.unwrap_or(&empty);
        let mut lessons = theirs.lessons.clone();
        for (lesson, &ours) in &self.lessons {
            let before = seen.lessons.get(lesson).copied().unwrap_or_default();
            let since = ours.zip(before, u32::saturating_sub);
            let sum = lessons.entry(*lesson).or_default();
            *sum = sum.zip(since, u32::saturating_add);
        }
        let mut mistakes = theirs.mistakes.clone();
        for (kind, &ours) in &self.mistakes {
            let before = seen.mistakes.get(kind).copied().unwrap_or(0);
            let sum = mistakes.entry(*kind).or_default();
            *sum = sum.saturating_add(ours.saturating_sub(before));
        }
        let since = self.puzzles.zip(seen.puzzles, u32::saturating_sub);
        let rebased = Tally {
            lessons,
            mistakes,
            puzzles: theirs.puzzles.zip(since, u32::saturating_add),
            ..self.clone()
        };
        theirs.clone().merge(rebased)
    }
}
