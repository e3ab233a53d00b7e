//! The book's 80x25 screen (crossterm). Only this module touches the terminal.
//!
//! - [`terminal`]: raw mode and the alternate screen, given back on every way out.
//! - [`screen`]: the 80x25 grid and the presenter that writes only what changed.
//! - [`view`]: the book's `Prepare`, `ShowField` and `GetChange` drawn into the grid.
//! - [`input`]: the book's `ReadLn`, a line editor after the prompt.
//!
//! [`App`] joins them without a terminal: keys in, a grid out. [`run`] feeds it
//! from a blocking `event::read()` and presents its grids.

pub mod input;
pub mod screen;
pub mod terminal;
pub mod view;

use std::io;

use crossterm::event::{self, Event as TermEvent, KeyEvent};
use rand::Rng;

use crate::session::{Event, Session};
use crate::text::Lang;

use input::{Edit, LineEditor};
use screen::{Grid, Screen};
use terminal::Terminal;
use view::ViewState;

/// How the screen looks and sounds.
#[derive(Debug, Clone, Copy, Default)]
pub struct TuiConfig {
    pub lang: Lang,
    /// `--quiet`: no beep on a refused answer.
    pub quiet: bool,
    /// `--ascii`: chips drawn as `o`.
    pub ascii: bool,
}

/// What the event loop does after a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Present the new grid.
    Draw,
    /// Present the new grid and beep: an answer was refused.
    Refused,
    /// Ctrl-L: clear the terminal and draw everything.
    Redraw,
    /// Nothing changed.
    Wait,
    /// Leave the game.
    Quit,
}

/// The game on the screen, apart from the terminal: the session, the typed
/// line and the messages of lines 23-24.
#[derive(Debug)]
pub struct App<G> {
    session: Session<G>,
    view: ViewState,
    editor: LineEditor,
    quiet: bool,
}

impl<G: Rng> App<G> {
    /// Takes the session as `Session::new` returns it, opening events included.
    pub fn new(session: (Session<G>, Vec<Event>), config: TuiConfig) -> Self {
        let (session, opening) = session;
        let mut app = App {
            session,
            view: ViewState {
                lang: config.lang,
                ascii: config.ascii,
                ..ViewState::default()
            },
            editor: LineEditor::default(),
            quiet: config.quiet,
        };
        app.show(&opening);
        app
    }

    /// The screen as it should look now.
    pub fn grid(&self) -> Grid {
        view::draw(&self.session, &self.view, &self.editor)
    }

    /// One key press.
    pub fn key(&mut self, key: &KeyEvent) -> Step {
        match self.editor.key(key) {
            Edit::Changed => Step::Draw,
            Edit::Ignored => Step::Wait,
            Edit::Redraw => Step::Redraw,
            Edit::Quit => Step::Quit,
            Edit::Back => self.back(),
            Edit::Submit(line) => self.submit(&line),
        }
    }

    /// Esc on an empty field: the setup is left and the game returns as it was.
    fn back(&mut self) -> Step {
        let events = self.session.leave_setup();
        if events.is_empty() {
            return Step::Wait;
        }
        self.view.message = None;
        self.show(&events);
        Step::Draw
    }

    /// The book's `GetPlayerMove` after `ReadLn`: a refused line beeps and says
    /// why on line 24, and nothing else changes.
    fn submit(&mut self, line: &str) -> Step {
        match self.session.submit(line) {
            Ok(events) => {
                self.view.message = None;
                if self.show(&events) {
                    Step::Quit
                } else {
                    Step::Draw
                }
            }
            Err(error) => {
                self.view.message = Some(self.view.lang.input_error(&error, self.session.prompt()));
                if self.quiet {
                    Step::Draw
                } else {
                    Step::Refused
                }
            }
        }
    }

    /// Turns events into lines 23-24, as the plain mode turns them into lines;
    /// true when the player quit.
    fn show(&mut self, events: &[Event]) -> bool {
        let lang = self.view.lang;
        for event in events {
            match event {
                Event::Moved { side, mv } => {
                    self.view.last_move = Some(lang.move_in_words(*side, *mv));
                }
                Event::Victory { winner, growth } => {
                    self.view.message = Some(lang.victory(*winner, *growth));
                }
                Event::SetupStarted => self.view.last_move = None,
                Event::SetupRows(_)
                | Event::SetupRow { .. }
                | Event::SetupLeft
                | Event::NewGame => {}
                Event::Quit => return true,
            }
        }
        false
    }
}

/// Plays on the terminal until `0 0`, Ctrl-C or Ctrl-D. The terminal is given
/// back on every way out, errors included.
pub fn run<G: Rng>(session: (Session<G>, Vec<Event>), config: TuiConfig) -> io::Result<()> {
    let terminal = Terminal::enter()?;
    let mut out = terminal.output();
    let mut screen = Screen::new(crossterm::terminal::size()?, config.lang);
    let mut app = App::new(session, config);
    screen.present(&app.grid(), false, &mut out)?;
    loop {
        // Blocking: no CPU is used while the player thinks.
        let step = match event::read()? {
            TermEvent::Key(key) => app.key(&key),
            TermEvent::Resize(cols, lines) => {
                screen.resize((cols, lines));
                Step::Draw
            }
            _ => Step::Wait,
        };
        match step {
            Step::Wait => {}
            Step::Quit => return Ok(()),
            Step::Redraw => {
                screen.invalidate();
                screen.present(&app.grid(), false, &mut out)?;
            }
            Step::Draw | Step::Refused => {
                screen.present(&app.grid(), step == Step::Refused, &mut out)?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Layout;
    use crate::session::Options;
    use crossterm::event::{KeyCode, KeyModifiers};
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn app(rows: Vec<u32>) -> App<StdRng> {
        let layout = Layout::new(rows).unwrap();
        let session = Session::new(Options::default(), layout, StdRng::seed_from_u64(7));
        App::new(session, TuiConfig::default())
    }

    fn type_line(app: &mut App<StdRng>, line: &str) -> Vec<Step> {
        let mut keys: Vec<KeyEvent> = line
            .chars()
            .map(|c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))
            .collect();
        keys.push(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
        keys.iter().map(|k| app.key(k)).collect()
    }

    /// The budget: after the first frame, the move `1 2` on 3 4 5 and
    /// the computer's reply cost at most 200 bytes on the wire.
    #[test]
    fn a_move_and_its_reply_cost_at_most_200_bytes() {
        let mut app = app(vec![3, 4, 5]);
        let mut screen = Screen::new((80, 25), Lang::ENGLISH);
        let mut first = Vec::new();
        screen.present(&app.grid(), false, &mut first).unwrap();
        assert!(first.len() > 300, "the first frame draws everything");

        let mut echo = Vec::new();
        for c in "1 2".chars() {
            let key = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
            assert_eq!(app.key(&key), Step::Draw);
            screen.present(&app.grid(), false, &mut echo).unwrap();
        }
        let mut reply = Vec::new();
        let enter = KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
        assert_eq!(app.key(&enter), Step::Draw);
        screen.present(&app.grid(), false, &mut reply).unwrap();

        assert_eq!(app.session.position().rows(), [1, 4, 4]);
        assert!(reply.len() <= 200, "the move wrote {} bytes", reply.len());
        assert!(
            echo.len() + reply.len() <= 300,
            "typing and the move wrote {} bytes",
            echo.len() + reply.len()
        );
    }

    #[test]
    fn a_refused_move_beeps_and_changes_only_line_24() {
        let mut app = app(vec![3, 4, 5]);
        let before = app.grid();
        assert_eq!(type_line(&mut app, "2 9").last(), Some(&Step::Refused));
        let after = app.grid();
        for line in (1..=25).filter(|&l| l != 24) {
            assert_eq!(before.line_text(line), after.line_text(line), "line {line}");
        }
        assert_eq!(
            after.line_text(24),
            "row 2 holds only 4 chips; you cannot take 9"
        );
        type_line(&mut app, "1 1");
        assert_eq!(app.grid().line_text(24), "", "an accepted move clears it");
    }

    #[test]
    fn a_victory_is_announced_and_the_grown_layout_drawn_at_once() {
        let mut app = app(vec![1, 1]);
        type_line(&mut app, "-1 0");
        for answer in ["2", "1", "2"] {
            type_line(&mut app, answer);
        }
        // 1 2: take one from row 2, the computer must leave one chip, take it.
        type_line(&mut app, "2 1");
        let last = app.session.position().rows().iter().position(|&c| c == 1);
        type_line(&mut app, &format!("{} 1", last.unwrap() + 1));
        let grid = app.grid();
        assert!(grid.line_text(23).starts_with("You took 1 chip from row"));
        assert_eq!(
            grid.line_text(24),
            "You won! Every row gets one more chip. Play again!"
        );
        assert_eq!(app.session.position().rows(), [2, 3]);
        assert!(grid.line_text(25).starts_with("Score: you 1, computer 0"));
    }
}
