//! What the learner has answered, for the report card: right, hinted and
//! wrong per lesson, the wrong ones by kind, the lessons passed, and the
//! right answers in a row (across lessons) with the best such run.
//!
//! Two joins of counts: [`Tally::merge`] takes each count's larger (two
//! files of one learner, nothing lowered), and [`Tally::rebase`] adds what
//! one sitting answered since it last saw the file to what another sitting
//! wrote there, so neither sitting's answers are lost.

use std::collections::{BTreeMap, BTreeSet};

use crate::learn::{Lesson, Mistake, Outcome};

/// Answers in one lesson.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Count {
    pub right: u32,
    /// Right after a hint.
    pub hinted: u32,
    pub wrong: u32,
}

impl Count {
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
    /// Right answers in a row, in any lesson (a hint neither grows nor
    /// breaks it).
    pub run: u32,
    pub best: u32,
}

impl Tally {
    /// One answer in `lesson`, and its mistake's kind when wrong.
    pub fn add(&mut self, lesson: Lesson, outcome: Outcome, mistake: Option<Mistake>) {
        let count = self.lessons.entry(lesson).or_default();
        match outcome {
            Outcome::Right => {
                count.right += 1;
                self.run += 1;
                self.best = self.best.max(self.run);
            }
            Outcome::Hinted => count.hinted += 1,
            Outcome::Wrong => {
                count.wrong += 1;
                self.run = 0;
                let kind = mistake.unwrap_or(Mistake::Other);
                *self.mistakes.entry(kind).or_default() += 1;
            }
        }
    }

    /// All lessons' answers together.
    pub fn total(&self) -> Count {
        (self.lessons.values()).fold(Count::default(), |sum, &c| sum.zip(c, |a, b| a + b))
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
        let rebased = Tally {
            lessons,
            mistakes,
            ..self.clone()
        };
        theirs.clone().merge(rebased)
    }
}
