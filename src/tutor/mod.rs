//! What `nim learn`'s two front ends share: the learner's progress loaded
//! and saved around each answer, the next puzzle, and a typed line read as
//! an answer (or a key, or a refusal), in the words of the chosen language.
//! Plain mode ([`crate::plain::learn`]) and the screen (`tui/learn/mod.rs`) only
//! show what comes back.

mod alone;
mod due;

pub use alone::Alone;
pub use due::for_report;

use std::collections::VecDeque;

use rand::Rng;

pub mod hint;

use crate::game::learn::{
    self, Advance, Answer, Day, Judgement, Lesson, Missed, Outcome, Play, Progress, Puzzle,
    PuzzleCode, Question,
};
use crate::game::session::command::{Command, parse_command, parse_placed};
use crate::game::table::MoveError;
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::game::theory::strategy::Move;
use crate::io::progress::{Loaded, Store};
use crate::text::Lang;

mod playout;

pub use playout::{PlayRead, play_line};

/// The ladder under way, and where it is kept.
pub struct Tutor<G> {
    pub progress: Progress,
    /// `None` without a data directory, or when the file there could not be
    /// read: then nothing is saved, and the file is left as it was.
    store: Option<Store>,
    /// What the file held when this sitting last read or wrote it: anything
    /// else found there at a save was written by another sitting, and is
    /// merged.
    seen: Option<Progress>,
    /// Why the last save failed: each answer tries again, and the learner
    /// is told when it fails first, when it works again, and on leaving.
    failed: Option<String>,
    /// The code of the puzzle last set.
    code: Option<PuzzleCode>,
    /// The day, when it is known (`due.rs`): missed puzzles are kept and
    /// brought back by it.
    today: Option<Day>,
    /// The missed puzzles still to set this sitting, oldest first.
    due: VecDeque<Missed>,
    /// The missed puzzle the last puzzle set brings back, if it does; then
    /// where its answer sent it.
    review: Option<Missed>,
    reviewed: Option<Missed>,
    /// A hint was given on the puzzle last set: right is not a run's step.
    hinted: bool,
    rng: G,
    lang: Lang,
}

/// What an answer did.
pub struct Answered {
    pub judgement: Judgement,
    pub step: Advance,
    /// The lesson the answer was given in.
    pub lesson: Lesson,
    /// Right after a hint: solved, but the run neither grew nor broke.
    pub hinted: bool,
    /// What saving did, when it changed: the first failure (a line, then
    /// the file and the reason) or the first success after failures.
    pub note: Option<String>,
}

impl<G: Rng> Tutor<G> {
    /// The progress in `store` (or afresh), at `start` if asked; the lines
    /// to tell the learner first (a file set aside or unread, no store,
    /// welcome back).
    pub fn open(
        store: Option<Store>,
        start: Option<Lesson>,
        rng: G,
        lang: Lang,
    ) -> (Self, Vec<String>) {
        let (store, seen, mut said) = load(store, lang);
        let mut progress = seen.clone().unwrap_or_default();
        match start {
            Some(lesson) => progress.start_at(lesson),
            None if progress != Progress::default() => {
                said.push(lang.learn_resume(progress.current, progress.streak));
            }
            None => {}
        }
        let tutor = Tutor {
            progress,
            store,
            seen,
            failed: None,
            code: None,
            today: None,
            due: VecDeque::new(),
            review: None,
            reviewed: None,
            hinted: false,
            rng,
            lang,
        };
        (tutor, said)
    }

    /// A puzzle of the current lesson, grown to the streak, drawn through
    /// a code ([`PuzzleCode`]) so that it can be named again.
    pub fn puzzle(&mut self) -> Puzzle {
        // A hint on the last puzzle says nothing of this one.
        self.hinted = false;
        if let Some(review) = self.next_review() {
            return review;
        }
        let code = PuzzleCode::draw(self.progress.current, self.progress.streak, &mut self.rng);
        self.code = Some(code);
        code.puzzle()
    }

    /// The code of the last puzzle set.
    pub fn code(&self) -> Option<PuzzleCode> {
        self.code
    }

    /// A hint was given on the puzzle under way ([`hint::Fading`]).
    pub fn hinted(&mut self) {
        self.hinted = true;
    }

    /// Judges `answer`, records it and saves the progress, before anything
    /// is shown: what the learner has seen is kept.
    pub fn answer(&mut self, puzzle: &Puzzle, answer: Answer) -> Answered {
        let judgement = learn::judge(puzzle, answer);
        let lesson = self.progress.current;
        let outcome = match judgement.right {
            true if self.hinted => Outcome::Hinted,
            true => Outcome::Right,
            false => Outcome::Wrong,
        };
        let step = self.record(puzzle, answer, outcome);
        let note = self.save();
        Answered {
            judgement,
            step,
            lesson,
            hinted: outcome == Outcome::Hinted,
            note,
        }
    }

    /// Saves, merged with what another sitting saved since; what to say.
    fn save(&mut self) -> Option<String> {
        let store = self.store.as_ref()?;
        let file = store.file();
        match store.save(&self.progress, self.seen.as_ref()) {
            Ok(written) => {
                // A lesson the other sitting opened is open here too, and
                // its answers and missed puzzles are kept with ours.
                self.progress.opened = self.progress.opened.max(written.opened);
                self.progress.tally = written.tally.clone();
                self.progress.missed = written.missed.clone();
                self.seen = Some(written);
                self.failed.take()?;
                Some(self.lang.learn_saved_again(&file))
            }
            Err(trouble) => {
                let reason = self.lang.progress_trouble(&trouble, &file);
                let first = self.failed.replace(reason.clone()).is_none();
                first.then(|| self.lang.learn_not_saved(&file, &reason))
            }
        }
    }

    /// What to say on leaving: the last save failed, so the last answers
    /// are not kept.
    pub fn farewell(&self) -> Option<String> {
        let (store, reason) = (self.store.as_ref()?, self.failed.as_ref()?);
        Some(self.lang.learn_unsaved_at_exit(&store.file(), reason))
    }
}

/// The store to save in (none if its file could not be read), what its
/// file held, and what to say about it.
fn load(store: Option<Store>, lang: Lang) -> (Option<Store>, Option<Progress>, Vec<String>) {
    let Some(store) = store else {
        return (None, None, vec![lang.learn_no_store()]);
    };
    match store.load() {
        Ok(Loaded::SetAside { kept, error }) => {
            let said = lang.learn_set_aside(&error.to_string(), &kept);
            (Some(store), None, lines(&said))
        }
        Ok(loaded) => (Some(store), loaded.on_disk(), Vec::new()),
        Err(trouble) => {
            let file = store.file();
            let said = lang.learn_not_read(&file, &lang.progress_trouble(&trouble, &file));
            (None, None, lines(&said))
        }
    }
}

/// A note's lines, each on a line of its own on the screen too.
fn lines(note: &str) -> Vec<String> {
    note.lines().map(str::to_string).collect()
}

/// What a typed line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Read {
    Answer(Answer),
    /// `q`, `0 0`: leave.
    Leave,
    /// `h`: the keys.
    Keys,
    /// `?`: the hint's next step ([`hint::Fading`]).
    Hint,
    /// `b`: the binary view.
    Binary,
    /// Not an answer: why, worded; nothing counts.
    Refused(String),
}

/// Reads one typed line as an answer to `puzzle`'s question.
pub fn read_answer(puzzle: &Puzzle, typed: &str, lang: Lang) -> Read {
    let board = matches!(puzzle.position.play, Play::Board(_));
    if matches!(typed.trim(), "q" | "Q") {
        return Read::Leave;
    }
    if puzzle.question == Question::Wins
        && let Some(wins) = lang.yes_no(typed)
    {
        return Read::Answer(Answer::Wins(wins));
    }
    let position = &puzzle.position;
    let command = if position.has_places() {
        parse_placed(typed)
    } else {
        parse_command(typed)
    };
    let checked = |checked: Result<Move, MoveError>| match checked {
        Ok(mv) => Read::Answer(Answer::Move(mv)),
        Err(error) if board => Read::Refused(lang.move_error::<Board>(&error)),
        Err(error) => Read::Refused(lang.move_error::<Rows>(&error)),
    };
    match command {
        Ok(Command::Quit) => Read::Leave,
        Ok(Command::Help) => Read::Keys,
        Ok(Command::Hint) => Read::Hint,
        Ok(Command::Binary) => Read::Binary,
        Ok(Command::Move { heap, take }) if puzzle.question == Question::Move => {
            checked(position.check(heap, take))
        }
        Ok(Command::MoveAt { heap, take, at }) if puzzle.question == Question::Move => {
            checked(position.check_at(heap, take, at))
        }
        _ if puzzle.question == Question::Wins => Read::Refused(lang.learn_not_yes_no(typed)),
        Ok(_) => Read::Refused(lang.learn_not_here()),
        Err(error) if board => Read::Refused(lang.command_error::<Board>(&error)),
        Err(error) => Read::Refused(lang.command_error::<Rows>(&error)),
    }
}

/// The right answer as typed: the move, or `yes` / `no`.
pub fn typed(answer: Answer) -> String {
    match answer {
        Answer::Move(mv) => crate::game::record::typed(mv),
        Answer::Wins(true) => "yes".to_string(),
        Answer::Wins(false) => "no".to_string(),
    }
}
