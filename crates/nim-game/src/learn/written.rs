//! The progress file's text: a few lines a teacher can read. Version 2:
//!
//! ```text
//! nim-progress 2
//! opened 4
//! current 3
//! streak 2
//! run 2 best 6
//! passed 1 2 3
//! lesson 1 right 5 hinted 1 wrong 2
//! puzzles right 2 hinted 0 wrong 1
//! mistake took-whole-row 4
//! missed 4K7Q2M 2026-11-26 right 1 due 2026-11-30
//! missed 9RT0QZ 2026-11-02 learned 2026-11-20
//! ```
//!
//! The first four lines are version 1's, which is still read (its lessons
//! below the one opened count as passed: it kept no more) and written as
//! version 2 at the next save. `passed`, `lesson`, `puzzles`, `mistake`
//! and `missed` lines are left out when there is nothing to say (a file
//! written before `puzzles` was counted reads as none answered).
//!
//! The file is bounded by design: nine lessons, one `puzzles` line, ten
//! kinds of mistake (32 of them powers of two), and at most
//! [`MOST_MISSED`](crate::learn::MOST_MISSED) missed puzzles, so that what is written is never longer
//! than [`LONGEST_WRITTEN`], which the reader takes.

use std::collections::BTreeMap;

use crate::learn::{
    Count, Day, LEARNED, Lesson, Missed, MissedSet, Mistake, PASS_STREAK, Progress, ProgressError,
    PuzzleCode,
};

/// The longest file [`Progress::written`] writes: its longest lines at
/// their most (`tests/written.rs` counts them: some 3 KB, and 48 bytes
/// for each of [`MOST_MISSED`](crate::learn::MOST_MISSED) missed puzzles),
/// with room to spare.
pub const LONGEST_WRITTEN: usize = 64 * 1024;

/// The first line of each version.
const VERSION_1: &str = "nim-progress 1";
const VERSION_2: &str = "nim-progress 2";

impl Progress {
    /// The file's text, version 2.
    pub fn written(&self) -> String {
        let mut text = format!(
            "{VERSION_2}\nopened {}\ncurrent {}\nstreak {}\n",
            self.opened.number(),
            self.current.number(),
            self.streak
        );
        let tally = &self.tally;
        text += &format!("run {} best {}\n", tally.run, tally.best);
        if !tally.passed.is_empty() {
            let passed: Vec<String> = tally
                .passed
                .iter()
                .map(|l| l.number().to_string())
                .collect();
            text += &format!("passed {}\n", passed.join(" "));
        }
        for (lesson, c) in &tally.lessons {
            let n = lesson.number();
            text += &format!(
                "lesson {n} right {} hinted {} wrong {}\n",
                c.right, c.hinted, c.wrong
            );
        }
        if tally.puzzles != Count::default() {
            let c = tally.puzzles;
            text += &format!(
                "puzzles right {} hinted {} wrong {}\n",
                c.right, c.hinted, c.wrong
            );
        }
        for (kind, n) in &tally.mistakes {
            text += &format!("mistake {kind} {n}\n");
        }
        for m in self.missed.iter() {
            text += &match m.learned() {
                true => format!("missed {} {} learned {}\n", m.code, m.missed, m.due),
                false => format!(
                    "missed {} {} right {} due {}\n",
                    m.code, m.missed, m.right, m.due
                ),
            };
        }
        text
    }

    /// Reads [`Progress::written`]'s text back (or version 1's); anything
    /// else is refused.
    pub fn parse(text: &str) -> Result<Progress, ProgressError> {
        let mut lines = text.lines();
        let version = match lines.next() {
            Some(VERSION_1) => 1,
            Some(VERSION_2) => 2,
            _ => {
                return Err(ProgressError::Line {
                    line: 1,
                    expected: VERSION_2,
                });
            }
        };
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
        let mut progress = Progress {
            opened,
            current,
            streak: streak as u32,
            ..Progress::default()
        };
        let rest: Vec<&str> = lines.collect();
        if version == 1 {
            if rest.iter().any(|rest| !rest.trim().is_empty()) {
                return Err(ProgressError::Line {
                    line: 5,
                    expected: "the end",
                });
            }
            let below = Lesson::ALL.into_iter().filter(|&l| l < opened);
            progress.tally.passed.extend(below);
        } else {
            read_lines(&rest, &mut progress)?;
        }
        if current > opened {
            return Err(ProgressError::NotOpened);
        }
        Ok(progress)
    }
}

/// Version 2's lines after the fourth: `run` first, then any of the others
/// once each (a puzzle, a lesson, a kind).
fn read_lines(lines: &[&str], progress: &mut Progress) -> Result<(), ProgressError> {
    let tally = &mut progress.tally;
    let mut read_run = false;
    let mut read_puzzles = false;
    // Every missed line, bounded once read (a file from before the bound
    // may hold more).
    let mut missed = BTreeMap::new();
    for (at, line) in lines.iter().enumerate() {
        let number = at + 5;
        let bad = |expected| ProgressError::Line {
            line: number,
            expected,
        };
        let words: Vec<&str> = line.split(' ').collect();
        match words.as_slice() {
            ["run", run, "best", best] if !read_run => {
                (tally.run, tally.best) = (
                    count(run).ok_or(bad("run"))?,
                    count(best).ok_or(bad("run"))?,
                );
                if tally.run > tally.best {
                    return Err(bad("run"));
                }
                read_run = true;
            }
            _ if !read_run => return Err(bad("run")),
            ["passed", numbers @ ..] if tally.passed.is_empty() && !numbers.is_empty() => {
                for n in numbers {
                    let lesson = count(n).and_then(|n| Lesson::from_number(n.into()));
                    if !tally.passed.insert(lesson.ok_or(bad("passed"))?) {
                        return Err(bad("passed"));
                    }
                }
            }
            [
                "lesson",
                n,
                "right",
                right,
                "hinted",
                hinted,
                "wrong",
                wrong,
            ] => {
                let lesson = count(n).and_then(|n| Lesson::from_number(n.into()));
                let counts = (count(right), count(hinted), count(wrong));
                let (Some(lesson), (Some(right), Some(hinted), Some(wrong))) = (lesson, counts)
                else {
                    return Err(bad("lesson"));
                };
                let c = Count {
                    right,
                    hinted,
                    wrong,
                };
                if tally.lessons.insert(lesson, c).is_some() {
                    return Err(bad("lesson"));
                }
            }
            ["puzzles", "right", right, "hinted", hinted, "wrong", wrong] if !read_puzzles => {
                let (Some(right), Some(hinted), Some(wrong)) =
                    (count(right), count(hinted), count(wrong))
                else {
                    return Err(bad("puzzles"));
                };
                tally.puzzles = Count {
                    right,
                    hinted,
                    wrong,
                };
                read_puzzles = true;
            }
            ["mistake", kind, n] => {
                let kind = kind.parse::<Mistake>().map_err(|()| bad("mistake"))?;
                let n = count(n).ok_or(bad("mistake"))?;
                if tally.mistakes.insert(kind, n).is_some() {
                    return Err(bad("mistake"));
                }
            }
            ["missed", code, day, rest @ ..] => {
                let entry = missed_line(code, day, rest).ok_or(bad("missed"))?;
                if missed.insert(entry.code.to_string(), entry).is_some() {
                    return Err(bad("missed"));
                }
            }
            [""] if lines[at..].iter().all(|l| l.trim().is_empty()) => break,
            _ => return Err(bad("a line of the progress")),
        }
    }
    progress.missed = MissedSet::of(missed.into_values());
    if read_run {
        Ok(())
    } else {
        Err(ProgressError::Line {
            line: 5,
            expected: "run",
        })
    }
}

/// A count as written: digits only.
fn count(word: &str) -> Option<u32> {
    word.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| word.parse().ok())
        .flatten()
}

/// `CODE DATE right N due DATE`, or `CODE DATE learned DATE`.
fn missed_line(code: &str, missed: &str, rest: &[&str]) -> Option<Missed> {
    let code: PuzzleCode = code
        .parse()
        .ok()
        .filter(|c: &PuzzleCode| c.to_string() == code)?;
    let missed = Day::parse(missed)?;
    let (right, due) = match rest {
        ["right", right, "due", due] => (count(right).filter(|&r| r < u32::from(LEARNED))?, due),
        ["learned", due] => (u32::from(LEARNED), due),
        _ => return None,
    };
    Some(Missed {
        code,
        missed,
        right: right as u8,
        due: Day::parse(due)?,
    })
}
