//! The lesson screen's frame from the app's state: the lesson's title and
//! text (or the puzzle's heading), the rows as the moment shows them (the
//! puzzle, what a verdict's reason or refutation leaves, a position played
//! out), the question or what Enter does, and lines 23-25.

use std::borrow::Cow;

use rand::Rng;

use super::columns::Columns;
use super::view::{Chips, Shown, draw};
use super::{Course, LearnApp};
use crate::game::learn::{self, Lesson};
use crate::tui::frame::grid::Grid;
use crate::tutor::typed;

impl<G: Rng> LearnApp<G> {
    /// The frame.
    pub fn grid(&self) -> Grid {
        if let Some(discovering) = &self.discovering {
            return self.discovery_grid(discovering);
        }
        let (verdict, reason, step) = match &self.judged {
            Some(answered) => {
                let j = &answered.judgement;
                let verdict = self.lang.learn_screen_verdict(j.right, &typed(j.answer));
                // A wrong answer is told what beats it, in place of the
                // right answer's reason: line 23 names the right answer.
                let reason = match &self.refutation {
                    Some(refutation) => self.lang.refutation(&self.puzzle, refutation),
                    None => self.lang.puzzle_reason(&self.puzzle, &j.reason),
                };
                let step = match &self.course {
                    Course::Ladder(tutor) => {
                        tutor.step_words(answered.step, answered.lesson, answered.hinted)
                    }
                    Course::One { .. } => self.lang.puzzle_goodbye(),
                };
                (verdict, reason, step)
            }
            None => (self.said[0].clone(), String::new(), self.said[1].clone()),
        };
        let (title, text) = self.top();
        let playable =
            (self.refutation.as_ref()).is_some_and(|r| learn::play_out(&self.puzzle, r).is_some());
        let prompt = match (&self.playing, &self.judged) {
            (Some(playing), _) => playing.prompt(self.lang, self.finished),
            // Enter brings the next puzzle, or leaves after the last.
            (None, Some(_)) if playable => {
                format!("{} ", self.lang.refute_offer(false, self.finished))
            }
            (None, Some(_)) => format!("{} ", self.lang.learn_screen_next(self.finished)),
            (None, None) => self.lang.puzzle_question(&self.puzzle),
        };
        let playout_keys = self.lang.playout_keys();
        let lines = match &self.playing {
            Some(playing) => playing.said(),
            None => [verdict.as_str(), step.as_str()],
        };
        // A position played out shows as it stands; else the puzzle, or
        // after a verdict what its reason (or refutation) leaves, with its
        // numbers in columns.
        let (puzzle, left, columns) = match &self.playing {
            Some(playing) => (Cow::Owned(playing.shown()), playing.places(), Columns::None),
            None => (self.shown_puzzle(), self.shown_places(), self.columns()),
        };
        let shown = Shown {
            title,
            text,
            puzzle: &puzzle,
            rows: left.as_ref().map(|left| Chips {
                places: &self.puzzle.position.heaps,
                left,
            }),
            columns,
            prompt,
            editor: &self.editor,
            reason: &reason,
            lines,
            // The play-out's keys while it goes on; once over, line 22 says
            // what Enter does.
            status: match &self.playing {
                Some(playing) if playing.over() => None,
                Some(_) => Some(&playout_keys),
                None => (self.judged.as_ref())
                    .and_then(|answered| answered.note.as_deref())
                    .and_then(|note| note.lines().next()),
            },
        };
        draw(&shown, self.lang, self.glyphs)
    }

    /// Line 1 and the text under it: the lesson, or the puzzle's heading.
    pub(super) fn top(&self) -> (String, Vec<String>) {
        let lesson = |lesson: Lesson| {
            let title = format!("{}. {}", lesson.number(), self.lang.lesson_title(lesson));
            (title, self.lang.lesson_text(lesson))
        };
        match &self.course {
            // A missed puzzle coming back: its lesson, and when it was missed.
            Course::Ladder(tutor) if tutor.review().is_some() => {
                let (title, _) = lesson(self.puzzle.lesson);
                (title, tutor.review_note().into_iter().collect())
            }
            Course::Ladder(tutor) => lesson(
                self.judged
                    .as_ref()
                    .map_or(tutor.progress.current, |a| a.lesson),
            ),
            Course::One {
                heading,
                lesson: shown,
                ..
            } => {
                let text = match shown {
                    true => self.lang.lesson_text(self.puzzle.lesson),
                    false => Vec::new(),
                };
                (heading.clone(), text)
            }
        }
    }
}
