//! `nim learn` on the book's screen: the lesson's title and text at the
//! top, the puzzle's rows (or board) in the middle, the reason above the
//! input line, the verdict on lines 23-24. After a verdict Enter brings the
//! next puzzle, so the reason is read beside the position it explains.
//! Reads keys blocking, as the game does; Ctrl-C and Ctrl-D leave, Ctrl-L
//! redraws (Ctrl-Z is not taken here: a lesson is short).

use std::io;
use std::time::Duration;

use crossterm::event::{self, Event, KeyEvent};
use rand::Rng;

use super::Step;
use super::grid::Grid;
use super::input::{Edit, LineEditor};
use super::learn_view::{Shown, draw};
use super::screen::{Bell, Screen};
use super::terminal::{Mouse, Terminal};
use super::view::Glyphs;
use crate::learn::{Puzzle, Step as Climb};
use crate::progress::Store;
use crate::text::Lang;
use crate::tutor::{Answered, Read, Tutor, read_answer, typed};

/// The lesson on the screen, without a terminal: keys in, a grid out.
pub struct LearnApp<'a, G> {
    tutor: Tutor<'a, G>,
    lang: Lang,
    glyphs: Glyphs,
    puzzle: Puzzle,
    editor: LineEditor,
    /// The last verdict, shown until Enter brings the next puzzle.
    judged: Option<Answered>,
    /// Line 23 and 24 when no verdict is shown: a refusal, the keys, a notice.
    said: [String; 2],
    /// The last lesson is passed: Enter leaves.
    finished: bool,
}

impl<'a, G: Rng> LearnApp<'a, G> {
    pub fn new(mut tutor: Tutor<'a, G>, said: Vec<String>, lang: Lang, glyphs: Glyphs) -> Self {
        let puzzle = tutor.puzzle();
        let mut lines = said.into_iter();
        let said = [
            lines.next().unwrap_or_default(),
            lines.next().unwrap_or_default(),
        ];
        LearnApp {
            tutor,
            lang,
            glyphs,
            puzzle,
            editor: LineEditor::default(),
            judged: None,
            said,
            finished: false,
        }
    }

    /// One key: what the screen should do.
    pub fn key(&mut self, key: &KeyEvent) -> Step {
        match self.editor.key(key) {
            Edit::Changed => Step::Draw,
            Edit::Ignored | Edit::Back | Edit::Suspend => Step::Wait,
            Edit::Redraw => Step::Redraw,
            Edit::Quit => Step::Quit,
            Edit::Submit(line) => self.submit(&line),
        }
    }

    fn submit(&mut self, line: &str) -> Step {
        if self.judged.is_some() {
            // Enter after a verdict: the next puzzle, or the end.
            if self.finished {
                return Step::Quit;
            }
            self.judged = None;
            self.puzzle = self.tutor.puzzle();
            return Step::Draw;
        }
        self.said = Default::default();
        match read_answer(&self.puzzle, line, self.lang) {
            Read::Answer(answer) => {
                let answered = self.tutor.answer(&self.puzzle, answer);
                self.finished = answered.step == Climb::Finished;
                if let Some(unsaved) = &answered.unsaved {
                    self.said[1] = unsaved.clone();
                }
                self.judged = Some(answered);
                Step::Draw
            }
            Read::Leave => Step::Quit,
            Read::Keys => {
                self.said[0] = self.lang.learn_keys();
                Step::Draw
            }
            Read::Lesson => Step::Draw,
            Read::Refused(reason) => {
                self.said[0] = reason;
                Step::Refused
            }
        }
    }

    /// The frame.
    pub fn grid(&self) -> Grid {
        let (verdict, reason, step) = match &self.judged {
            Some(answered) => {
                let j = &answered.judgement;
                let verdict = self.lang.learn_screen_verdict(j.right, &typed(j.answer));
                let reason = self.lang.puzzle_reason(&self.puzzle, &j.reason);
                let step = self.lang.learn_step(answered.step, answered.lesson);
                (verdict, reason, step)
            }
            None => (self.said[0].clone(), String::new(), self.said[1].clone()),
        };
        let shown = Shown {
            lesson: self
                .judged
                .as_ref()
                .map_or(self.tutor.progress.current, |a| a.lesson),
            puzzle: &self.puzzle,
            prompt: match self.judged {
                Some(_) => format!("{} ", self.lang.learn_screen_next(self.finished)),
                None => self.lang.puzzle_question(&self.puzzle),
            },
            editor: &self.editor,
            reason: &reason,
            lines: [&verdict, &step],
        };
        draw(&shown, self.lang, self.glyphs)
    }
}

/// `nim learn` on the terminal until `q`, `0 0`, Ctrl-C or Ctrl-D.
pub fn run<G: Rng>(
    store: Option<&Store>,
    start: Option<crate::learn::Lesson>,
    rng: G,
    lang: Lang,
    glyphs: Glyphs,
) -> io::Result<()> {
    let (tutor, said) = Tutor::open(store, start, rng, lang);
    let terminal = Terminal::enter(Mouse::Off)?;
    event::poll(Duration::ZERO)?;
    let mut screen = Screen::new(crossterm::terminal::size()?);
    let mut out = terminal.output();
    let mut app = LearnApp::new(tutor, said, lang, glyphs);
    let notice = |(cols, lines)| [lang.enlarge(cols, lines), lang.enlarge_short()];
    screen.present(&app.grid(), notice, Bell::Silent, &mut out)?;
    loop {
        let step = match event::read()? {
            Event::Key(key) => app.key(&key),
            Event::Resize(cols, lines) => {
                screen.resize((cols, lines));
                Step::Draw
            }
            _ => Step::Wait,
        };
        match step {
            Step::Quit => break,
            Step::Wait | Step::Suspend => {}
            Step::Redraw => {
                screen.invalidate();
                screen.present(&app.grid(), notice, Bell::Silent, &mut out)?;
            }
            Step::Draw => screen.present(&app.grid(), notice, Bell::Silent, &mut out)?,
            Step::Refused => screen.present(&app.grid(), notice, Bell::Ring, &mut out)?,
        }
    }
    drop(terminal);
    Ok(())
}
