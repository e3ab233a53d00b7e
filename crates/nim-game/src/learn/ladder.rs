//! The learner's place on the ladder: the highest lesson opened, the lesson
//! under way and the right answers in a row there. Three in a row pass a
//! lesson and open the next; a wrong answer starts the count again. Beside
//! the place, what was answered ([`Tally`]) and the puzzles missed
//! ([`MissedSet`]). Kept as a small text file (`written.rs`, saved by
//! `io::progress`).

use thiserror::Error;

use crate::learn::{
    Day, Lesson, Missed, MissedSet, Mistake, Outcome, PASS_STREAK, PuzzleCode, Tally,
};

/// Where the learner stands, and what they have answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Progress {
    /// The highest lesson opened.
    pub opened: Lesson,
    /// The lesson under way.
    pub current: Lesson,
    /// Right answers in a row in the current lesson.
    pub streak: u32,
    /// Answers counted, for the report card.
    pub tally: Tally,
    /// The puzzles answered wrong, coming back until learned.
    pub missed: MissedSet,
}

impl Default for Progress {
    /// A newcomer: lesson 1, nothing answered.
    fn default() -> Self {
        Progress {
            opened: Lesson::OneRow,
            current: Lesson::OneRow,
            streak: 0,
            tally: Tally::default(),
            missed: MissedSet::default(),
        }
    }
}

/// What an answer did to the progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Advance {
    /// The streak grew, started again after a wrong answer, or stayed
    /// after a hinted one.
    Streak(u32),
    /// The lesson is passed; the next is open and under way.
    Passed { next: Lesson },
    /// The last lesson is passed: the ladder is climbed.
    Finished,
}

/// Why a progress file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ProgressError {
    #[error("line {line}: expected {expected}")]
    Line { line: usize, expected: &'static str },
    #[error("current lesson not opened")]
    NotOpened,
}

impl Progress {
    /// Starts lesson `lesson` (`--lesson N`), opening it if it was not.
    pub fn start_at(&mut self, lesson: Lesson) {
        self.opened = self.opened.max(lesson);
        if self.current != lesson {
            self.current = lesson;
            self.streak = 0;
        }
    }

    /// Records an answer.
    pub fn record(&mut self, outcome: Outcome) -> Advance {
        match outcome {
            Outcome::Wrong => {
                self.streak = 0;
                return Advance::Streak(0);
            }
            Outcome::Hinted => return Advance::Streak(self.streak),
            Outcome::Right => {}
        }
        self.streak += 1;
        if self.streak < PASS_STREAK {
            return Advance::Streak(self.streak);
        }
        self.streak = 0;
        self.tally.passed.insert(self.current);
        match self.current.next() {
            Some(next) => {
                self.current = next;
                self.opened = self.opened.max(next);
                Advance::Passed { next }
            }
            None => Advance::Finished,
        }
    }

    /// Two records of one learner's place joined, as when two sittings
    /// saved at once: the higher lesson opened, and the run further up the
    /// ladder (a later lesson, else the longer run in the same one), each
    /// count the larger, every missed puzzle at its later state. A join:
    /// the order of the two does not matter, nothing either had is lowered,
    /// and a place stays one that some sitting reached.
    pub fn merge(self, other: Progress) -> Progress {
        let (current, streak) = (self.current, self.streak).max((other.current, other.streak));
        Progress {
            opened: self.opened.max(other.opened),
            current,
            streak,
            tally: self.tally.merge(other.tally),
            missed: self.missed.merge(other.missed),
        }
    }

    /// What a save writes when another sitting saved since this one last
    /// saw the file (`seen`): the two joined, with this sitting's answers
    /// since `seen` added to the other's counts, so that both are kept.
    pub fn rebase(&self, seen: Option<&Progress>, theirs: &Progress) -> Progress {
        let tally = (self.tally).rebase(seen.map(|s| &s.tally), &theirs.tally);
        let ours = Progress {
            tally,
            ..self.clone()
        };
        theirs.clone().merge(ours)
    }
}

/// One answer to a puzzle drawn through a code, as the progress keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Given {
    pub code: PuzzleCode,
    pub outcome: Outcome,
    /// The kind of a wrong answer ([`crate::learn::classify`]).
    pub mistake: Option<Mistake>,
    /// The day it was given.
    pub today: Day,
}

impl Progress {
    /// The missed puzzles due on `today`, oldest first.
    pub fn due(&self, today: Day) -> Vec<Missed> {
        self.missed.due(today)
    }

    /// Records an answer: counted in its puzzle's lesson; a missed puzzle
    /// due today moves along its schedule, any other answered wrong is
    /// kept to come back tomorrow. The lesson's run (the streak that passes
    /// it) moves only for a puzzle of the lesson under way: a review of
    /// another lesson neither passes nor breaks it.
    pub fn answered(&mut self, given: Given) -> Advance {
        let Given {
            code,
            outcome,
            mistake,
            ..
        } = given;
        self.tally.add(code.lesson, outcome, mistake);
        self.schedule(given);
        if code.lesson == self.current {
            self.record(outcome)
        } else {
            Advance::Streak(self.streak)
        }
    }

    /// Records an answer to a puzzle set alone (`nim puzzle`, the day's):
    /// counted apart from the lessons and scheduled as a lesson's puzzle
    /// is, the ladder left as it stands.
    pub fn answered_alone(&mut self, given: Given) {
        self.tally.add_alone(given.outcome, given.mistake);
        self.schedule(given);
    }

    /// A missed puzzle due moves along its schedule; another answered
    /// wrong is kept to come back tomorrow.
    fn schedule(&mut self, given: Given) {
        let Given {
            code,
            outcome,
            today,
            ..
        } = given;
        match self.missed.get(code).copied() {
            Some(entry) if !entry.learned() && entry.due <= today => {
                self.missed.put(entry.reviewed(outcome, today));
            }
            _ if outcome == Outcome::Wrong => self.missed.put(Missed::new(code, today)),
            _ => {}
        }
        self.missed.forget_learned(today);
    }
}
