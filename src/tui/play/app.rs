//! [`App`]: the game on the screen, apart from the terminal. Keys in, a grid
//! out; tested without a terminal.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use rand::Rng;

use super::review_view::Paged;
use super::view::{self, LastMove, Message, Scene, ViewState};
use crate::game::record::{Block, replay};
use crate::game::review::review;
use crate::game::session::command::Command;
use crate::game::session::{Event, InputError, Prompt, Session, Side};
use crate::game::theory::strategy::Move;
use crate::io::invocation::Invocation;
use crate::io::record_file::Keeper;
use crate::text::EndOfGame;
use crate::tui::frame::grid::Grid;
use crate::tui::frame::input::{Edit, LineEditor};
use crate::tui::term::screen_app::{self, split_alt, unseen_key};
use crate::tui::{ScreenRun, Step};

/// The game on the screen, apart from the terminal: the session, the typed
/// line and the messages of lines 23-24.
#[derive(Debug)]
pub struct App<T, G> {
    session: Session<T, G>,
    view: ViewState,
    editor: LineEditor,
    quiet: bool,
    /// `--coach`: the coach's word goes on line 24 after each move.
    coach: bool,
    /// False while the terminal is too small and shows the enlarge notice:
    /// then only the ways out and Ctrl-L act, as nothing typed can be seen.
    fits: bool,
    /// The games as played (in a file with `--record`), for `r`'s review.
    keeper: Keeper,
    /// What `l` and `d` open, and the lesson or puzzle open now.
    way_in: way_in::Door,
    /// Line 24's words when the setup began, given back if it is left.
    before_setup: Option<Message>,
}

impl<T: Scene, G: Rng> App<T, G> {
    /// Opens the session's first game on the screen; its games are kept
    /// by the run's keeper as they are played.
    pub fn new(mut session: Session<T, G>, run: ScreenRun) -> Self {
        let ScreenRun {
            config,
            keeper,
            way_in,
        } = run;
        let opening = session.start();
        let mut app = App {
            session,
            view: ViewState {
                lang: config.lang,
                glyphs: config.glyphs,
                colour: config.colour,
                ..ViewState::default()
            },
            editor: LineEditor::default(),
            quiet: config.quiet,
            coach: config.coach,
            fits: true,
            keeper,
            way_in: way_in::Door::new(way_in, config.quiet),
            before_setup: None,
        };
        app.show(&opening);
        app
    }

    /// The screen as it should look now: a lesson or puzzle opened from
    /// the game stands in its place while it is open.
    pub fn grid(&self) -> Grid {
        match self.way_in.open_grid() {
            Some(grid) => grid,
            None => view::draw(&self.session, &self.view, &self.editor),
        }
    }

    /// The enlarge notice for a terminal of `size`: the sentence and its
    /// short form, in the game's language.
    pub fn notice(&self, size: (u16, u16)) -> [String; 2] {
        screen_app::notice(self.view.lang, size)
    }

    /// The question being asked (for tests that need to know where the field is).
    #[cfg(test)]
    pub fn prompt(&self) -> Prompt {
        self.session.prompt()
    }

    /// The terminal's size, at the start and after every resize.
    pub fn resize(&mut self, size: (u16, u16)) {
        self.fits = screen_app::fits(size);
        self.way_in.resize(size);
    }

    /// One key press.
    pub fn key(&mut self, key: &KeyEvent) -> Step {
        if key.kind == KeyEventKind::Release {
            return Step::Wait;
        }
        if let Some(step) = self.way_in.key(key) {
            return self.after_lesson_key(step);
        }
        if !self.fits {
            return unseen_key(key);
        }
        if let Some([esc, plain]) = split_alt(key) {
            let first = self.key(&esc);
            if first == Step::Quit {
                return first;
            }
            return first.max(self.key(&plain));
        }
        if self.session.prompt() == Prompt::GameOver {
            return self.over_key(key);
        }
        match key.code {
            // F1 asks for a hint as `?` does, leaving the typed field alone;
            // during the setup it is refused as `?` is, saying there is none.
            KeyCode::F(1) => return self.act(Command::Hint),
            KeyCode::F(2) => return self.toggle_binary(),
            _ => {}
        }
        match self.editor.key(key) {
            Edit::Changed => Step::Draw,
            Edit::Ignored => Step::Wait,
            Edit::Redraw => Step::Redraw,
            Edit::Quit => Step::Quit,
            Edit::Suspend => Step::Suspend,
            // Enter or Esc on an empty field leaves the list of keys.
            Edit::Back if self.view.keys => self.close_keys(),
            Edit::Submit(line) if self.view.keys && line.trim().is_empty() => self.close_keys(),
            Edit::Back => self.back(),
            Edit::Submit(line) => {
                let command = self.session.submit(&line);
                self.answered(command)
            }
        }
    }

    /// A left click at `(col, line)` of the 80x25 frame (`--mouse`): the
    /// move it stands for, as if typed by hand, with the same checks and
    /// messages; elsewhere nothing.
    pub fn click(&mut self, col: u16, line: u16) -> Step {
        let Prompt::Move(side) = self.session.prompt() else {
            return Step::Wait;
        };
        if self.way_in.is_open() {
            return Step::Wait;
        }
        let seat = self.session.seat(side);
        match self.session.table().move_at(col, line, seat) {
            Some(mv) if self.fits => self.act(Command::from(mv)),
            _ => Step::Wait,
        }
    }

    /// A key while a finished game stays on the screen: Enter or Space
    /// starts the next game (and is typed nowhere), the ways out and Ctrl-L
    /// work as ever, any other key beeps.
    fn over_key(&mut self, key: &KeyEvent) -> Step {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if self.view.review.is_some() && matches!(key.code, KeyCode::Enter | KeyCode::Esc) {
            self.view.review = None;
            return Step::Draw;
        }
        if let Some(moved) = (self.view.review.as_mut()).and_then(|paged| paged.scroll(key.code)) {
            return if moved { Step::Draw } else { Step::Wait };
        }
        match key.code {
            KeyCode::Char('r' | 'R') if !ctrl => self.open_review(),
            KeyCode::Enter | KeyCode::Char(' ') => self.act(Command::NextGame),
            KeyCode::Char('j' | 'm') if ctrl => self.act(Command::NextGame),
            KeyCode::Char('c' | 'd') if ctrl => Step::Quit,
            KeyCode::Char('l') if ctrl => Step::Redraw,
            KeyCode::Char('z') if ctrl => Step::Suspend,
            _ if self.quiet => Step::Wait,
            _ => Step::Refused,
        }
    }

    /// `r` at a game's end: the game just over, reviewed, in the table's
    /// place until Enter or Esc.
    fn open_review(&mut self) -> Step {
        let reviewed = self.keeper.recorder().last_finished().and_then(|record| {
            let replayed = replay::<T>(&Block::new(record.clone())).ok()?;
            let rules = self.session.options().rules;
            Some(review(&replayed.tables, &replayed.plies, rules))
        });
        match reviewed {
            Some(reviewed) => {
                self.view.review = Some(Paged::new(reviewed));
                Step::Draw
            }
            None if self.quiet => Step::Wait,
            None => Step::Refused,
        }
    }

    /// The last words on the way out: the session's score, and goodbye.
    /// After a session the computer won more of, a pointer to `nim learn`,
    /// as the player can type it.
    pub fn farewell(&self) -> String {
        let (lang, score) = (self.view.lang, self.session.score());
        let goodbye = lang.score_goodbye(&score);
        let command = Invocation::here().command("learn");
        match lang.learn_pointer(&score, &command) {
            Some(pointer) => format!("{goodbye}\n{pointer}"),
            None => goodbye,
        }
    }

    /// F2 or `b`: the binary view on or off, for the rest of the session.
    fn toggle_binary(&mut self) -> Step {
        self.view.binary = !self.view.binary;
        Step::Draw
    }

    /// The list of keys gives the table its place back.
    fn close_keys(&mut self) -> Step {
        self.view.keys = false;
        Step::Draw
    }

    /// Esc on an empty field: the setup is left and the game returns as it
    /// was, line 24's words too.
    fn back(&mut self) -> Step {
        match self.session.act(Command::Leave) {
            Ok(events) if !events.is_empty() => {
                self.view.message = self.before_setup.take();
                self.show(&events);
                Step::Draw
            }
            _ => Step::Wait,
        }
    }

    /// A command from a key or a click, through the session's typed entry.
    fn act(&mut self, command: Command) -> Step {
        let answer = self.session.act(command);
        self.answered(answer)
    }

    /// The book's `GetPlayerMove` after `ReadLn`: a refused line beeps and says
    /// why on line 24, and nothing else changes.
    fn answered(&mut self, answer: Result<Vec<Event>, InputError>) -> Step {
        match answer {
            Ok(events) => {
                let before = self.view.message.take();
                if events.contains(&Event::SetupStarted) {
                    self.before_setup.clone_from(&before);
                }
                self.view.keys = false;
                let quit = self.show(&events);
                next_hint_step(before, &mut self.view.message);
                if quit { Step::Quit } else { Step::Draw }
            }
            Err(error) => {
                let asked = self.session.prompt();
                self.view.message = Some(Message::Refused { error, asked });
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
        // A record that cannot be written stops, not the game: line 24
        // says so over this burst's own message.
        let stopped = self.keeper.saw(events, &self.session);
        let coached = self.session.coached(events);
        // This burst's moves (of the game now on the table): line 23 says
        // them, and the places they emptied are marked.
        let mut moves: Option<Vec<(Side, Move)>> = None;
        for event in events {
            match event {
                &Event::Moved { side, mv } => moves.get_or_insert_with(Vec::new).push((side, mv)),
                &Event::Victory { winner, next } => {
                    self.view.message = Some(Message::Victory { winner, next });
                    self.view.end = Some(EndOfGame {
                        winner,
                        tally: self.session.tally(Side::You),
                        coach: self.coach,
                        options: self.session.options(),
                        opener: self.session.opener(),
                    });
                }
                &Event::Passed { to } => self.view.message = Some(Message::Passed(to)),
                Event::NewGame => {
                    self.view.end = None;
                    self.view.review = None;
                    self.view.marks.clear();
                    moves = None;
                    // The last game's final move is not this game's (a new
                    // deal's notice stays).
                    if !matches!(self.view.last_move, Some(LastMove::Dealt)) {
                        self.view.last_move = None;
                    }
                }
                Event::Dealt => self.view.last_move = Some(LastMove::Dealt),
                Event::Assessed { .. } if self.coach => {
                    if let Some(coached) = coached {
                        let rule = moved_rule(&self.session, &coached);
                        self.view.message = Some(Message::Coach(coached, rule));
                    }
                }
                &Event::Hinted(hint) => self.view.message = hint_message(&self.session, hint),
                Event::Undone(undone) => {
                    self.view.last_move = Some(LastMove::Undone(undone.len()));
                    self.view.marks.clear();
                }
                Event::Binary => self.view.binary = !self.view.binary,
                // Shown in the table's place, which the setup's questions use.
                Event::Help => self.view.keys = matches!(self.session.prompt(), Prompt::Move(_)),
                &Event::Coach(on) => {
                    self.coach = on.unwrap_or(!self.coach);
                    self.view.message = Some(Message::CoachSwitched(self.coach));
                }
                &Event::Level(level) => self.view.message = Some(Message::Level(level)),
                Event::Learn => self.open_lessons(way_in::Opened::Lessons),
                Event::Puzzle => self.open_lessons(way_in::Opened::Daily),
                // The last moves' report and marks are not drawn under the
                // setup's questions, and stand again when it is left
                // (a new game clears them).
                Event::Assessed { .. }
                | Event::SetupStarted
                | Event::SetupRows(_)
                | Event::SetupRow { .. }
                | Event::SetupLeft => {}
                Event::Quit => return true,
            }
        }
        if let Some(moves) = moves {
            let before = self.session.table_before(moves.len());
            self.view.marks = self.session.table().just_left(&before);
            self.view.last_move = Some(LastMove::Moved(moves));
        }
        if let Some(stopped) = stopped {
            self.view.message = Some(Message::RecordStopped(stopped));
        }
        false
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod coached_tests;

mod way_in;

mod teach;
use teach::moved_rule;
pub(in crate::tui) use teach::{coach_message, hint_message, next_hint_step};
