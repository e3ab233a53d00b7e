//! The way in from the game: `l` opens the lessons, `d` the day's puzzle,
//! on the same screen, in the game's place. The game waits as it was
//! (score, position, typed line); q, `0 0`, Ctrl-D or a finished puzzle's
//! Enter brings it back, Ctrl-C still quits the program.

use std::fmt;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::App;
use crate::tui::frame::glyphs::Glyphs;
use crate::tui::frame::grid::Grid;
use crate::tui::learn::LearnApp;
use crate::tui::play::view::{Message, Scene};
use crate::tui::term::screen_app::ScreenApp;
use crate::tui::{Step, WayIn};
use crate::tutor::{Alone, Tutor};

/// What was asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Opened {
    Lessons,
    Daily,
}

/// What the game's way in opens, and the lesson or puzzle open now.
#[derive(Debug)]
pub(super) struct Door {
    way_in: WayIn,
    quiet: bool,
    /// The terminal's size, for a screen opened after the last resize.
    size: Option<(u16, u16)>,
    open: Option<Open>,
}

/// A lesson or puzzle on the screen in the game's place.
struct Open(LearnApp<ChaCha8Rng>);

impl fmt::Debug for Open {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Open(LearnApp)")
    }
}

/// A key's outcome while a lesson is open.
pub(super) enum Out {
    /// The lesson took it.
    Step(Step),
    /// The lesson was left; what it said on leaving.
    Closed(Option<String>),
}

impl Door {
    pub(super) fn new(way_in: WayIn, quiet: bool) -> Self {
        Door {
            way_in,
            quiet,
            size: None,
            open: None,
        }
    }

    pub(super) fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// The open lesson's frame, if one is open.
    pub(super) fn open_grid(&self) -> Option<Grid> {
        self.open.as_ref().map(|open| open.0.grid())
    }

    pub(super) fn resize(&mut self, size: (u16, u16)) {
        self.size = Some(size);
        if let Some(open) = &mut self.open {
            open.0.resize(size);
        }
    }

    /// A key for the open lesson; `None` when none is open.
    pub(super) fn key(&mut self, key: &KeyEvent) -> Option<Out> {
        let open = self.open.as_mut()?;
        let step = open.0.key(key);
        let ctrl_c =
            key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL);
        if step != Step::Quit || ctrl_c {
            return Some(Out::Step(step));
        }
        let said = open.0.farewell();
        self.open = None;
        Some(Out::Closed(said))
    }

    /// Opens the lessons or the day's puzzle; false when there is no
    /// day's puzzle to open.
    fn open(&mut self, opened: Opened, lang: crate::text::Lang, glyphs: Glyphs) -> bool {
        let app = match opened {
            Opened::Lessons => {
                let rng = match self.way_in.seed {
                    Some(seed) => ChaCha8Rng::seed_from_u64(seed),
                    None => ChaCha8Rng::from_os_rng(),
                };
                let (mut tutor, mut said) = Tutor::open(self.way_in.store.clone(), None, rng, lang);
                // The missed puzzles due today come first, as in `nim learn`.
                said.extend(self.way_in.today.and_then(|today| tutor.on_day(today)));
                LearnApp::new(tutor, said, lang, glyphs)
            }
            Opened::Daily => {
                let Some(daily) = self.way_in.daily.clone() else {
                    return false;
                };
                let way_in = &self.way_in;
                let keep = (way_in.daily_code.zip(way_in.today)).map(|(code, today)| Alone {
                    store: way_in.store.clone(),
                    code,
                    today,
                });
                LearnApp::one(daily, keep, lang, glyphs)
            }
        };
        let mut app = app.quiet(self.quiet);
        if let Some(size) = self.size {
            app.resize(size);
        }
        self.open = Some(Open(app));
        true
    }
}

impl<T: Scene, G: Rng> App<T, G> {
    /// `l` or `d`: the lessons or the day's puzzle in the game's place.
    pub(super) fn open_lessons(&mut self, opened: Opened) {
        let (lang, glyphs) = (self.view.lang, self.view.glyphs);
        if !self.way_in.open(opened, lang, glyphs) {
            self.view.message = Some(Message::Back(Some(lang.no_daily())));
        }
    }

    /// A key's outcome in an open lesson: back in the game when it was left.
    pub(super) fn after_lesson_key(&mut self, out: Out) -> Step {
        match out {
            Out::Step(step) => step,
            Out::Closed(said) => {
                self.view.message = Some(Message::Back(said));
                Step::Draw
            }
        }
    }
}

#[cfg(test)]
mod tests;
