//! `nim learn` and `nim puzzle` on the book's screen: the lesson's title
//! and text (or the puzzle's heading) at the top, the puzzle's rows (or
//! board) in the middle, the reason above the input line, the verdict on
//! lines 23-24. After a verdict Enter brings the next puzzle, so the reason
//! is read beside the position it explains; a single puzzle's verdict is
//! its last word, and Enter or q leaves. Driven by the game's event loop:
//! Ctrl-C and Ctrl-D leave, Ctrl-L redraws, Ctrl-Z suspends until `fg`.

mod columns;
mod discover;
mod frame;
mod hint;
mod playout;
mod report;
pub(in crate::tui) mod view;

pub use report::report;

use std::io;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::frame::glyphs::Glyphs;
use super::frame::grid::Grid;
use super::frame::input::{Edit, LineEditor};
use super::term::event_loop::drive;
use super::term::screen_app::{self, ScreenApp, unseen_key};
use super::term::terminal::Mouse;
use super::{Step, TuiConfig};
use crate::game::learn::{self, Advance, Day, Lesson, Puzzle, Refutation};
use crate::io::progress::Store;
use crate::text::Lang;
use crate::tutor::hint::Fading;
use crate::tutor::{Alone, Answered, Read, Tutor, read_answer};
use discover::{Discovering, Found};
use playout::{Played, Playing};

/// Where the puzzles come from.
enum Course<G> {
    /// `nim learn`: the ladder, each answer kept (boxed: the tutor holds
    /// the whole progress, twice).
    Ladder(Box<Tutor<G>>),
    /// `nim puzzle`: one puzzle under its heading; `?` shows its lesson.
    /// Its answer is kept through `keep` (taken at the answer).
    One {
        heading: String,
        lesson: bool,
        keep: Option<Alone>,
    },
}

/// The lesson on the screen, without a terminal: keys in, a grid out.
pub struct LearnApp<G> {
    course: Course<G>,
    lang: Lang,
    glyphs: Glyphs,
    puzzle: Puzzle,
    editor: LineEditor,
    /// The last verdict, shown until Enter brings the next puzzle.
    judged: Option<Answered>,
    /// What beats the last answer, when it was wrong: said in place of
    /// the reason, and `p` plays it out.
    refutation: Option<Refutation>,
    /// The refuted position being played out.
    playing: Option<Playing>,
    /// Small games before the rule of a lesson entered fresh.
    discovering: Option<Discovering>,
    /// Line 23 and 24 when no verdict is shown: a refusal, the keys, a notice.
    said: [String; 2],
    /// The last lesson is passed, or the one puzzle answered: Enter leaves.
    finished: bool,
    /// False while the enlarge notice shows: only the ways out act.
    fits: bool,
    /// `--quiet`: a refused answer is said without the beep.
    quiet: bool,
    /// The hint's steps given on this puzzle.
    fading: Fading,
    /// `b`: the binary view is on (from the binary lesson on).
    binary: bool,
}

impl<G: Rng> LearnApp<G> {
    pub fn new(mut tutor: Tutor<G>, said: Vec<String>, lang: Lang, glyphs: Glyphs) -> Self {
        let puzzle = tutor.puzzle();
        let mut lines = said.into_iter();
        let said = [
            lines.next().unwrap_or_default(),
            lines.next().unwrap_or_default(),
        ];
        // A lesson entered fresh (no right answer yet in its run) starts
        // with its small games; a learner resuming mid-run goes on.
        let fresh = tutor.progress.streak == 0;
        let lesson = tutor.progress.current;
        let course = Course::Ladder(Box::new(tutor));
        let mut app = LearnApp::with(course, puzzle, said, lang, glyphs);
        if fresh {
            app.discovering = Discovering::start(lesson);
        }
        app
    }

    fn with(
        course: Course<G>,
        puzzle: Puzzle,
        said: [String; 2],
        lang: Lang,
        glyphs: Glyphs,
    ) -> Self {
        LearnApp {
            course,
            lang,
            glyphs,
            puzzle,
            editor: LineEditor::default(),
            judged: None,
            refutation: None,
            playing: None,
            discovering: None,
            said,
            finished: false,
            fits: true,
            quiet: false,
            fading: Fading::default(),
            binary: false,
        }
    }

    /// One puzzle under its heading, as `nim puzzle` sets it: the day's,
    /// opened from the game, its answer kept through `keep`.
    pub(in crate::tui) fn one(
        (puzzle, heading): (Puzzle, String),
        keep: Option<Alone>,
        lang: Lang,
        glyphs: Glyphs,
    ) -> Self {
        let course = Course::One {
            heading,
            lesson: false,
            keep,
        };
        LearnApp::with(course, puzzle, Default::default(), lang, glyphs)
    }

    /// `--quiet`: no beep on a refused answer.
    pub fn quiet(self, quiet: bool) -> Self {
        LearnApp { quiet, ..self }
    }

    /// One key: what the screen should do.
    pub fn key(&mut self, key: &KeyEvent) -> Step {
        if !self.fits {
            return unseen_key(key);
        }
        let bare = !key.modifiers.contains(KeyModifiers::CONTROL);
        // A single puzzle's verdict is its end: q leaves at once.
        if self.finished
            && self.playing.is_none()
            && matches!(self.course, Course::One { .. })
            && bare
            && matches!(key.code, KeyCode::Char('q' | 'Q'))
        {
            return Step::Quit;
        }
        // `p` after a wrong answer, the field empty: play the position out.
        if self.judged.is_some()
            && self.playing.is_none()
            && bare
            && matches!(key.code, KeyCode::Char('p' | 'P'))
            && self.editor == LineEditor::default()
            && let Some(refutation) = &self.refutation
        {
            self.playing = Playing::start(&self.puzzle, refutation, self.lang);
            return match self.playing {
                Some(_) => Step::Draw,
                None => Step::Wait,
            };
        }
        match self.editor.key(key) {
            Edit::Changed => Step::Draw,
            Edit::Ignored | Edit::Back => Step::Wait,
            Edit::Suspend => Step::Suspend,
            Edit::Redraw => Step::Redraw,
            Edit::Quit => Step::Quit,
            Edit::Submit(line) => self.submit(&line),
        }
    }

    fn submit(&mut self, line: &str) -> Step {
        if let Some(discovering) = &mut self.discovering {
            return match discovering.submit(line, self.lang, self.quiet) {
                Found::Step(step) => step,
                Found::Done => {
                    self.discovering = None;
                    Step::Draw
                }
                Found::Leave => Step::Quit,
            };
        }
        if let Some(playing) = &mut self.playing {
            if !playing.over() {
                return match playing.submit(line, self.lang, self.quiet) {
                    Played::Step(step) => step,
                    Played::Stopped => {
                        self.playing = None;
                        Step::Draw
                    }
                };
            }
            self.playing = None;
        }
        if self.judged.is_some() {
            // Enter after a verdict: the next puzzle, or the end.
            let Course::Ladder(tutor) = &mut self.course else {
                return Step::Quit;
            };
            if self.finished {
                return Step::Quit;
            }
            if let Some(Answered {
                step: Advance::Passed { next },
                ..
            }) = self.judged
            {
                self.discovering = Discovering::start(next);
            }
            self.judged = None;
            self.refutation = None;
            self.puzzle = tutor.puzzle();
            self.fresh_hint();
            return Step::Draw;
        }
        self.said = Default::default();
        match read_answer(&self.puzzle, line, self.lang) {
            Read::Answer(answer) => {
                let answered = self.answer(answer);
                // Shown whole (the file and the reason) under the next
                // puzzle; its first line shows at once, on line 25.
                if let Some(note) = &answered.note {
                    let mut lines = note.lines().map(str::to_string);
                    self.said = [0, 1].map(|_| lines.next().unwrap_or_default());
                }
                self.judged = Some(answered);
                Step::Draw
            }
            Read::Leave => Step::Quit,
            Read::Keys => self.help(),
            Read::Hint => self.hint(),
            Read::Binary => self.binary(),
            Read::Refused(reason) => {
                self.said[0] = reason;
                if self.quiet {
                    Step::Draw
                } else {
                    Step::Refused
                }
            }
        }
    }

    /// The answer judged (and on the ladder recorded and saved).
    fn answer(&mut self, answer: learn::Answer) -> Answered {
        self.refutation = learn::refute(&self.puzzle, answer);
        match &mut self.course {
            Course::Ladder(tutor) => {
                let answered = tutor.answer(&self.puzzle, answer);
                self.finished = answered.step == Advance::Finished;
                answered
            }
            Course::One { keep, .. } => {
                self.finished = true;
                let judgement = learn::judge(&self.puzzle, answer);
                let hinted = judgement.right && self.fading.used();
                // Kept before the verdict is shown, as a lesson's answer.
                let said = keep.take().map_or_else(Vec::new, |keep| {
                    keep.keep(&self.puzzle, answer, self.fading.used(), self.lang)
                });
                Answered {
                    hinted,
                    judgement,
                    step: Advance::Finished,
                    lesson: self.puzzle.lesson,
                    note: (!said.is_empty()).then(|| said.join("\n")),
                }
            }
        }
    }

    /// What to say after the screen is left: the last save failed.
    pub fn farewell(&self) -> Option<String> {
        match &self.course {
            Course::Ladder(tutor) => tutor.farewell(),
            Course::One { .. } => None,
        }
    }
}

impl<G: Rng> ScreenApp for LearnApp<G> {
    fn key(&mut self, key: &KeyEvent) -> Step {
        LearnApp::key(self, key)
    }

    fn grid(&self) -> Grid {
        LearnApp::grid(self)
    }

    fn notice(&self, size: (u16, u16)) -> [String; 2] {
        screen_app::notice(self.lang, size)
    }

    fn resize(&mut self, size: (u16, u16)) {
        self.fits = screen_app::fits(size);
    }
}

/// `nim learn` on the terminal until `q`, `0 0`, Ctrl-C or Ctrl-D, the
/// missed puzzles due on `today` first; of
/// `config`, the language, the glyphs and `--quiet` (lessons take no
/// mouse, coach or colour).
pub fn run<G: Rng + Send + 'static>(
    store: Option<Store>,
    (start, today): (Option<Lesson>, Option<Day>),
    rng: G,
    config: TuiConfig,
) -> io::Result<()> {
    let (mut tutor, mut said) = Tutor::open(store, start, rng, config.lang);
    // The missed puzzles due today come first, and the learner is told.
    said.extend(today.and_then(|today| tutor.on_day(today)));
    let app = LearnApp::new(tutor, said, config.lang, config.glyphs).quiet(config.quiet);
    // Said once the terminal is the shell's again, where it stays in sight.
    if let Some(words) = drive(app, Mouse::Off, |app| app.farewell())? {
        eprintln!("{words}");
    }
    Ok(())
}

/// `nim puzzle` on the terminal: `puzzle` under `heading`, until its
/// verdict and Enter or q (or `q`, `0 0`, Ctrl-C, Ctrl-D before it), its
/// answer kept through `keep`; of `config`, what [`run`] reads.
pub fn puzzle(set: (Puzzle, String), keep: Option<Alone>, config: TuiConfig) -> io::Result<()> {
    let (lang, glyphs) = (config.lang, config.glyphs);
    let app = LearnApp::<ChaCha8Rng>::one(set, keep, lang, glyphs).quiet(config.quiet);
    drive(app, Mouse::Off, |_| ())
}

#[cfg(test)]
mod tests;
