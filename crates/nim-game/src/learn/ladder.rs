//! The learner's place on the ladder: the highest lesson opened, the lesson
//! under way and the right answers in a row there. Three in a row pass a
//! lesson and open the next; a wrong answer starts the count again. Kept
//! as a small text file (written by `io::progress`):
//!
//! ```text
//! nim-progress 1
//! opened 4
//! current 3
//! streak 2
//! ```

use thiserror::Error;

use crate::learn::{Lesson, PASS_STREAK};

/// Where the learner stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The highest lesson opened.
    pub opened: Lesson,
    /// The lesson under way.
    pub current: Lesson,
    /// Right answers in a row in the current lesson.
    pub streak: u32,
}

impl Default for Progress {
    /// A newcomer: lesson 1, nothing answered.
    fn default() -> Self {
        Progress {
            opened: Lesson::OneRow,
            current: Lesson::OneRow,
            streak: 0,
        }
    }
}

/// How a puzzle was answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Right, alone: it counts toward the run that passes the lesson.
    Right,
    /// Right after a hint: solved, but the run neither grows nor breaks.
    Hinted,
    Wrong,
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

/// The first line of the file: its kind and format.
const MAGIC: &str = "nim-progress 1";

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
    /// ladder (a later lesson, else the longer run in the same one). A join:
    /// the order of the two does not matter, nothing either had is lowered,
    /// and a place stays one that some sitting reached.
    pub fn merge(self, other: Progress) -> Progress {
        let (current, streak) = (self.current, self.streak).max((other.current, other.streak));
        Progress {
            opened: self.opened.max(other.opened),
            current,
            streak,
        }
    }

    /// The file's text.
    pub fn written(&self) -> String {
        format!(
            "{MAGIC}\nopened {}\ncurrent {}\nstreak {}\n",
            self.opened.number(),
            self.current.number(),
            self.streak
        )
    }

    /// Reads [`Progress::written`]'s text back; anything else is refused.
    pub fn parse(text: &str) -> Result<Progress, ProgressError> {
        let mut lines = text.lines();
        if lines.next() != Some(MAGIC) {
            return Err(ProgressError::Line {
                line: 1,
                expected: MAGIC,
            });
        }
        let mut field = |line: usize, name: &'static str| {
            lines
                .next()
                .and_then(|l| l.strip_prefix(name))
                .and_then(|rest| rest.strip_prefix(' '))
                .and_then(|n| n.parse::<u64>().ok())
                .ok_or(ProgressError::Line {
                    line,
                    expected: name,
                })
        };
        let lesson = |n: u64, line, expected| {
            Lesson::from_number(n).ok_or(ProgressError::Line { line, expected })
        };
        let opened = lesson(field(2, "opened")?, 2, "opened")?;
        let current = lesson(field(3, "current")?, 3, "current")?;
        let streak = field(4, "streak")?;
        if streak >= u64::from(PASS_STREAK) {
            return Err(ProgressError::Line {
                line: 4,
                expected: "streak",
            });
        }
        if lines.next().is_some_and(|rest| !rest.trim().is_empty()) {
            return Err(ProgressError::Line {
                line: 5,
                expected: "the end",
            });
        }
        if current > opened {
            return Err(ProgressError::NotOpened);
        }
        Ok(Progress {
            opened,
            current,
            streak: streak as u32,
        })
    }
}
