//! The words of a missed puzzle coming back: how many come first, when the
//! one set was missed, and when it comes again.

use crate::game::learn::Lesson;
use crate::text::{Arg, Lang};

impl Lang {
    /// At the start of a sitting: `count` missed puzzles come first.
    pub fn learn_due(self, count: usize) -> String {
        self.message("due-first", &[("count", count.into())])
    }

    /// Above a puzzle that comes back: its lesson, and the day it was missed.
    pub fn learn_review(self, lesson: Lesson, date: &str) -> String {
        self.message(
            "due-review",
            &[
                ("lesson", lesson.number().into()),
                ("date", Arg::Text(date)),
            ],
        )
    }

    /// Under its verdict: it comes back in `days` days, on `date`.
    pub fn learn_review_again(self, days: i64, date: &str) -> String {
        self.message(
            "due-again",
            &[("days", days.into()), ("date", Arg::Text(date))],
        )
    }

    /// Under its verdict: right at its last review, it is learned.
    pub fn learn_review_learned(self) -> String {
        self.text("due-learned")
    }
}
