//! A puzzle set alone (`nim puzzle`: a code's, a seed's, any, the day's)
//! is kept as a lesson's is: its answer counted in the progress (apart
//! from the lessons), a wrong one brought back by `nim learn` after 1, 3
//! and 7 days, saved before the verdict is shown.

use crate::game::learn::{Answer, Day, Given, Outcome, Puzzle, PuzzleCode, classify, judge};
use crate::io::progress::Store;
use crate::text::Lang;

/// Where and when a puzzle set alone is kept.
pub struct Alone {
    /// `None` without a data directory: nothing is kept, nothing said.
    pub store: Option<Store>,
    pub code: PuzzleCode,
    pub today: Day,
}

impl Alone {
    /// Records `answer` to `puzzle` (right after a hint when `hinted`) and
    /// saves; what to say about the file (set aside, unread, not saved).
    pub fn keep(self, puzzle: &Puzzle, answer: Answer, hinted: bool, lang: Lang) -> Vec<String> {
        let Some(store) = self.store else {
            return Vec::new();
        };
        let outcome = match judge(puzzle, answer).right {
            true if hinted => Outcome::Hinted,
            true => Outcome::Right,
            false => Outcome::Wrong,
        };
        let given = Given {
            code: self.code,
            outcome,
            mistake: (outcome == Outcome::Wrong)
                .then(|| classify(puzzle, answer))
                .flatten(),
            today: self.today,
        };
        let (store, seen, mut said) = super::load(Some(store), lang);
        let Some(store) = store else {
            return said;
        };
        let mut progress = seen.clone().unwrap_or_default();
        progress.answered_alone(given);
        if let Err(trouble) = store.save(&progress, seen.as_ref()) {
            let file = store.file();
            let reason = lang.progress_trouble(&trouble, &file);
            said.extend(super::lines(&lang.learn_not_saved_alone(&file, &reason)));
        }
        said
    }
}
