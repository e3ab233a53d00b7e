//! The missed puzzles that come back: set before new ones at the start of
//! a sitting (the due ones, oldest first), each answer recorded against
//! its schedule, and the words that say so. The day is given (the clock,
//! or `--date`); without one nothing is scheduled, and answers are only
//! counted.

use rand::Rng;

use super::Tutor;
use crate::game::learn::{
    Advance, Answer, Day, Given, Missed, Outcome, Progress, Puzzle, classify,
};
use crate::io::progress::{Found, Store};
use crate::text::Lang;

impl<G: Rng> Tutor<G> {
    /// Sets the day; the missed puzzles due on it come first. What to say
    /// about them (nothing when none is due).
    pub fn on_day(&mut self, today: Day) -> Option<String> {
        self.today = Some(today);
        self.due = self.progress.due(today).into();
        let count = self.due.len();
        (count > 0).then(|| self.lang.learn_due(count))
    }

    /// The next missed puzzle due, if one is left this sitting.
    pub(super) fn next_review(&mut self) -> Option<Puzzle> {
        self.reviewed = None;
        self.review = self.due.pop_front();
        let missed = self.review?;
        self.code = Some(missed.code);
        Some(missed.code.puzzle())
    }

    /// The missed puzzle the puzzle set now brings back.
    pub fn review(&self) -> Option<Missed> {
        self.review
    }

    /// The sentence above a puzzle that comes back: when it was missed.
    pub fn review_note(&self) -> Option<String> {
        let missed = self.review?;
        let date = missed.missed.to_string();
        Some(self.lang.learn_review(missed.code.lesson, &date))
    }

    /// Records `answer` to `puzzle`: counted, its kind of mistake named,
    /// and (with a day) a wrong one kept to come back, a review moved on.
    pub(super) fn record(&mut self, puzzle: &Puzzle, answer: Answer, outcome: Outcome) -> Advance {
        let mistake = match outcome {
            Outcome::Wrong => classify(puzzle, answer),
            _ => None,
        };
        let (Some(code), Some(today)) = (self.code, self.today) else {
            let lesson = self.progress.current;
            self.progress.tally.add(lesson, outcome, mistake);
            return self.progress.record(outcome);
        };
        let given = Given {
            code,
            outcome,
            mistake,
            today,
        };
        let step = self.progress.answered(given);
        if self.review.is_some() {
            self.reviewed = self.progress.missed.get(code).copied();
        }
        step
    }

    /// The line under a verdict: what the answer did to the lesson's run,
    /// or, for a puzzle that came back, when it comes again (a lesson
    /// passed is said first); a right answer after a hint says it did not
    /// count.
    pub fn step_words(
        &self,
        step: Advance,
        lesson: crate::game::learn::Lesson,
        hinted: bool,
    ) -> String {
        let lang = self.lang;
        match (step, self.reviewed) {
            (Advance::Streak(_), Some(missed)) if missed.learned() => lang.learn_review_learned(),
            (Advance::Streak(_), Some(missed)) => {
                let days = missed.due.0 - self.today.map_or(missed.due.0, |d| d.0);
                lang.learn_review_again(days, &missed.due.to_string())
            }
            _ => lang.learn_step_after(step, lesson, hinted),
        }
    }
}

/// The progress in `store` for the report card, and what to say about it
/// (no store); nothing is written. A file that is damaged or cannot be
/// read gives no card: the words that say so, the file left as it is.
pub fn for_report(store: Option<Store>, lang: Lang) -> Result<(Progress, Vec<String>), String> {
    let Some(store) = store else {
        return Ok((Progress::default(), vec![lang.learn_no_store()]));
    };
    let file = store.file();
    match store.read() {
        Ok(Found::Fresh) => Ok((Progress::default(), Vec::new())),
        Ok(Found::Read(progress)) => Ok((progress, Vec::new())),
        Ok(Found::Damaged(error)) => Err(lang.report_damaged(&file, &error.to_string())),
        Err(trouble) => Err(lang.report_not_read(&file, &lang.progress_trouble(&trouble, &file))),
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::game::learn::{Lesson, PuzzleCode, judge};

    /// A store whose file holds a learner in lesson 3 with a puzzle of
    /// lesson 1 missed on 2026-11-26.
    fn store(dir: &std::path::Path) -> Store {
        let text = "nim-progress 2\nopened 3\ncurrent 3\nstreak 2\nrun 2 best 2\n\
                    missed 08S90D 2026-11-26 right 0 due 2026-11-27\n";
        std::fs::write(dir.join("progress"), text).unwrap();
        Store::new(dir.to_path_buf())
    }

    fn tutor(dir: &std::path::Path) -> Tutor<ChaCha8Rng> {
        let rng = ChaCha8Rng::seed_from_u64(1);
        Tutor::open(Some(store(dir)), None, rng, Lang::ENGLISH).0
    }

    #[test]
    fn a_missed_puzzle_comes_first_on_its_day_and_moves_on() {
        let dir = tempfile::tempdir().unwrap();
        let code: PuzzleCode = "08S90D".parse().unwrap();
        // The day before: nothing due, the ladder's puzzle.
        let mut early = tutor(dir.path());
        assert_eq!(early.on_day(Day::parse("2026-11-26").unwrap()), None);
        assert_eq!(early.puzzle().lesson, Lesson::OneTwoThree);
        assert_eq!(early.review(), None);
        let mut tutor = tutor(dir.path());
        let due = tutor.on_day(Day::parse("2026-11-27").unwrap());
        assert_eq!(
            due.as_deref(),
            Some("First, a puzzle you missed before comes back.")
        );
        let puzzle = tutor.puzzle();
        assert_eq!(puzzle, code.puzzle());
        assert_eq!(tutor.code(), Some(code));
        assert_eq!(
            tutor.review_note().as_deref(),
            Some("Lesson 1: a puzzle you missed on 2026-11-26. Try it again!")
        );
        let right = judge(&puzzle, Answer::Wins(false)).answer;
        let answered = tutor.answer(&puzzle, right);
        assert!(answered.judgement.right);
        // Lesson 3's run of 2 is neither passed nor broken by lesson 1.
        assert_eq!(answered.step, Advance::Streak(2));
        assert_eq!(
            tutor.step_words(answered.step, answered.lesson, answered.hinted),
            "It comes back in 3 days, on 2026-11-30."
        );
        assert_eq!(tutor.progress.tally.run, 3);
        // Saved: on the next puzzle the ladder goes on.
        assert!(tutor.puzzle().lesson == Lesson::OneTwoThree);
        assert_eq!(tutor.review(), None);
        let saved = std::fs::read_to_string(dir.path().join("progress")).unwrap();
        assert!(
            saved.contains("missed 08S90D 2026-11-26 right 1 due 2026-11-30\n"),
            "{saved}"
        );
    }
}
