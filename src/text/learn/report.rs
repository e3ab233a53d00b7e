//! The report card's words (`nim learn --report`): lessons passed, answers
//! right and wrong in all, per lesson and in `nim puzzle`, the most
//! frequent kind of
//! mistake named, the runs, and the missed puzzles waiting. The screen and
//! plain mode show the same lines.

use crate::game::learn::{Count, Lesson, Mistake, Progress};
use crate::text::{Arg, Lang};

/// Missed puzzles listed one a line; past that, how many more.
pub const DUE_LINES: usize = 3;

/// The card's lines at most: the screen's lines 3-22.
pub const CARD_LINES: usize = 20;

impl Lang {
    pub fn report_title(self) -> String {
        self.text("report-title")
    }

    pub fn report_leave(self) -> String {
        self.text("report-leave")
    }

    /// A kind of mistake in words: "took a whole row", "left the 2s odd".
    pub fn mistake_words(self, kind: Mistake) -> String {
        let (key, power) = match kind {
            Mistake::LeftOdd(power) => ("left-odd".to_string(), power),
            kind => (kind.to_string(), 0),
        };
        self.message(
            "report-kind",
            &[("kind", Arg::Text(&key)), ("power", power.into())],
        )
    }

    /// The card, a line each, blank lines between its parts: at most
    /// [`CARD_LINES`] (the missed puzzles named take what is left).
    pub fn report_card(self, progress: &Progress) -> Vec<String> {
        let tally = &progress.tally;
        let total = tally.total();
        let mut lines = vec![self.message(
            "report-passed",
            &[
                ("count", tally.passed.len().into()),
                ("all", Lesson::ALL.len().into()),
            ],
        )];
        if tally.lessons.is_empty() && tally.puzzles == Count::default() {
            // Named as the learner can type it (`cargo run -- learn`, `nim learn`).
            let command = crate::io::invocation::Invocation::here().command("learn");
            lines.push(self.message("report-empty", &[("command", Arg::Text(&command))]));
        } else {
            lines.push(self.message(
                "report-answers",
                &[
                    ("right", total.right.into()),
                    ("hinted", total.hinted.into()),
                    ("wrong", total.wrong.into()),
                ],
            ));
            lines.push(String::new());
            for (lesson, &c) in &tally.lessons {
                lines.push(self.message(
                    "report-lesson",
                    &[
                        ("lesson", lesson.number().into()),
                        ("right", c.right.into()),
                        ("hinted", c.hinted.into()),
                        ("wrong", c.wrong.into()),
                    ],
                ));
            }
            if tally.puzzles != Count::default() {
                let c = tally.puzzles;
                lines.push(self.message(
                    "report-puzzles",
                    &[
                        ("right", c.right.into()),
                        ("hinted", c.hinted.into()),
                        ("wrong", c.wrong.into()),
                    ],
                ));
            }
        }
        lines.push(String::new());
        lines.push(match tally.most_frequent() {
            Some((kind, count)) => {
                let kind = self.mistake_words(kind);
                self.message(
                    "report-mistake",
                    &[("count", count.into()), ("kind", Arg::Text(&kind))],
                )
            }
            None => self.text("report-no-mistake"),
        });
        lines.push(self.message(
            "report-run",
            &[("run", tally.run.into()), ("best", tally.best.into())],
        ));
        lines.push(String::new());
        let room = CARD_LINES.saturating_sub(lines.len());
        lines.extend(self.report_due(progress, room));
        lines
    }

    /// The missed puzzles waiting, due first: their count, then up to
    /// [`DUE_LINES`] of them, all in `room` lines (at least the count and
    /// how many more).
    fn report_due(self, progress: &Progress, room: usize) -> Vec<String> {
        let waiting = progress.missed.waiting();
        if waiting.is_empty() {
            return vec![self.text("report-due-none")];
        }
        let mut lines = vec![self.message("report-due-count", &[("count", waiting.len().into())])];
        let named = DUE_LINES.min(room.saturating_sub(1));
        let shown = if waiting.len() > named {
            named.saturating_sub(1)
        } else {
            named
        };
        for missed in waiting.iter().take(shown) {
            let (code, on, due) = (
                missed.code.to_string(),
                missed.missed.to_string(),
                missed.due.to_string(),
            );
            lines.push(self.message(
                "report-due",
                &[
                    ("code", Arg::Text(&code)),
                    ("lesson", missed.code.lesson.number().into()),
                    ("missed", Arg::Text(&on)),
                    ("due", Arg::Text(&due)),
                ],
            ));
        }
        if waiting.len() > shown {
            let more = waiting.len() - shown;
            lines.push(self.message("report-due-more", &[("count", more.into())]));
        }
        lines
    }
}
