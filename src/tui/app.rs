//! [`App`]: the game on the screen, apart from the terminal. Keys in, a grid
//! out; tested without a terminal.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use rand::Rng;

use super::input::{Edit, LineEditor};
use super::screen::{COLS, Grid, LINES};
use super::view::{self, Scene, ViewState};
use super::{Step, TuiConfig};
use crate::command::Command;
use crate::session::{Event, InputError, Prompt, Session};

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
}

impl<T: Scene, G: Rng> App<T, G> {
    /// Opens the session's first game on the screen.
    pub fn new(mut session: Session<T, G>, config: TuiConfig) -> Self {
        let opening = session.start();
        let mut app = App {
            session,
            view: ViewState {
                lang: config.lang.of_game(T::KIND),
                ascii: config.ascii,
                colour: config.colour,
                ..ViewState::default()
            },
            editor: LineEditor::default(),
            quiet: config.quiet,
            coach: config.coach,
            fits: true,
        };
        app.show(&opening);
        app
    }

    /// The screen as it should look now.
    pub fn grid(&self) -> Grid {
        view::draw(&self.session, &self.view, &self.editor)
    }

    /// The question being asked (for tests that need to know where the field is).
    pub fn prompt(&self) -> Prompt {
        self.session.prompt()
    }

    /// The terminal's size, at the start and after every resize.
    pub fn resize(&mut self, (cols, lines): (u16, u16)) {
        self.fits = cols >= COLS && lines >= LINES;
    }

    /// One key press.
    pub fn key(&mut self, key: &KeyEvent) -> Step {
        if key.kind == KeyEventKind::Release {
            return Step::Wait;
        }
        if !self.fits {
            return unseen_key(key);
        }
        // A fast Esc and the next key arrive as one Alt-modified key: both
        // were meant, in that order.
        if let KeyCode::Char(c) = key.code
            && key.modifiers.contains(KeyModifiers::ALT)
            && !key.modifiers.contains(KeyModifiers::CONTROL)
        {
            let esc = KeyEvent::new_with_kind(KeyCode::Esc, KeyModifiers::NONE, key.kind);
            let first = self.key(&esc);
            if first == Step::Quit {
                return first;
            }
            let plain = KeyEvent::new_with_kind(
                KeyCode::Char(c),
                key.modifiers - KeyModifiers::ALT,
                key.kind,
            );
            return first.and(self.key(&plain));
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
        let seat = self.session.options().seat(side);
        match self.session.table().move_at(col, line, seat) {
            Some(mv) if self.fits => self.act(Command::from(mv)),
            _ => Step::Wait,
        }
    }

    /// F2 or `b`: the binary view on or off, for the rest of the session.
    fn toggle_binary(&mut self) -> Step {
        self.view.binary = !self.view.binary;
        Step::Draw
    }

    /// Esc on an empty field: the setup is left and the game returns as it was.
    fn back(&mut self) -> Step {
        match self.session.act(Command::Leave) {
            Ok(events) if !events.is_empty() => {
                self.view.message = None;
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
                Event::Victory { winner, next } => {
                    self.view.message = Some(lang.victory(*winner, *next));
                }
                Event::Dealt => self.view.last_move = Some(lang.dealt()),
                Event::Assessed { assessment, .. } if self.coach => {
                    self.view.message = Some(lang.assessment(*assessment));
                }
                Event::Hinted(hint) => self.view.message = Some(lang.hint(*hint)),
                Event::Undone(moves) => self.view.last_move = Some(lang.undone(moves.len())),
                Event::Binary => self.view.binary = !self.view.binary,
                Event::SetupStarted => self.view.last_move = None,
                Event::Assessed { .. }
                | Event::SetupRows(_)
                | Event::SetupRow { .. }
                | Event::SetupLeft
                | Event::NewGame => {}
                Event::Quit => return true,
            }
        }
        false
    }
}

/// A key pressed behind the enlarge notice: Ctrl-C and Ctrl-D leave (Ctrl-D
/// even on a typed field, which cannot be seen), Ctrl-Z suspends, Ctrl-L
/// redraws; nothing else may change the game unseen.
fn unseen_key(key: &KeyEvent) -> Step {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    match key.code {
        KeyCode::Char('c' | 'd') if ctrl => Step::Quit,
        KeyCode::Char('z') if ctrl => Step::Suspend,
        KeyCode::Char('l') if ctrl => Step::Redraw,
        _ => Step::Wait,
    }
}

#[cfg(test)]
mod tests {
    use super::super::screen::Screen;
    use super::*;
    use crate::layout::Layout;
    use crate::rows::Rows;
    use crate::session::Options;
    use crate::text::Lang;
    use crossterm::event::{KeyCode, KeyModifiers};
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn app(rows: Vec<u32>) -> App<Rows, StdRng> {
        let layout = Layout::new(rows).unwrap();
        let session = Session::new(Options::default(), layout, StdRng::seed_from_u64(7));
        App::new(session, TuiConfig::default())
    }

    fn type_line(app: &mut App<Rows, StdRng>, line: &str) -> Vec<Step> {
        let mut keys: Vec<KeyEvent> = line
            .chars()
            .map(|c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))
            .collect();
        keys.push(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
        keys.iter().map(|k| app.key(k)).collect()
    }

    /// The budget: after the first frame, typing `1 2` and Enter on 3 4 5,
    /// with the computer's reply (1 4 4), costs at most 100 bytes, echo
    /// included: each typed key is the key alone, the cursor being there.
    #[test]
    fn a_move_and_its_reply_cost_at_most_100_bytes_with_the_echo() {
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
        assert_eq!(echo, b"1 2");
        let mut reply = Vec::new();
        let enter = KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
        assert_eq!(app.key(&enter), Step::Draw);
        screen.present(&app.grid(), false, &mut reply).unwrap();

        assert_eq!(app.session.heaps(), [1, 4, 4]);
        let total = echo.len() + reply.len();
        assert!(
            total <= 100,
            "typing and the move wrote {total} bytes: {:?}",
            String::from_utf8_lossy(&reply)
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
    fn enter_on_an_empty_field_and_f1_in_setup_are_refused_with_reasons() {
        let mut app = app(vec![3, 4, 5]);
        assert_eq!(type_line(&mut app, ""), [Step::Refused]);
        assert_eq!(
            app.grid().line_text(24),
            "the line is empty; type ROW COUNT, e.g. 2 3"
        );
        type_line(&mut app, "-1 0");
        let f1 = KeyEvent::new(KeyCode::F(1), KeyModifiers::NONE);
        assert_eq!(app.key(&f1), Step::Refused);
        assert_eq!(
            app.grid().line_text(24),
            "there is no hint during setup; type how many rows, 2 to 14"
        );
        assert_eq!(type_line(&mut app, "").last(), Some(&Step::Refused));
        assert_eq!(
            app.grid().line_text(24),
            "the line is empty; type how many rows, 2 to 14"
        );
        // Esc on the empty field still leaves the setup; nothing changed.
        let esc = KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE);
        assert_eq!(app.key(&esc), Step::Draw);
        assert!(app.session.setup().is_none());
        assert_eq!(app.session.heaps(), [3, 4, 5]);
        // --quiet: the same reasons, without the beep.
        let layout = Layout::new(vec![3, 4, 5]).unwrap();
        let session = Session::new(Options::default(), layout, StdRng::seed_from_u64(7));
        let quiet = TuiConfig {
            quiet: true,
            ..TuiConfig::default()
        };
        let mut app: App<Rows, StdRng> = App::new(session, quiet);
        assert_eq!(type_line(&mut app, ""), [Step::Draw]);
        assert_eq!(
            app.grid().line_text(24),
            "the line is empty; type ROW COUNT, e.g. 2 3"
        );
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
        let last = app.session.heaps().iter().position(|&c| c == 1);
        type_line(&mut app, &format!("{} 1", last.unwrap() + 1));
        let grid = app.grid();
        assert!(grid.line_text(23).starts_with("You took 1 chip from row"));
        assert_eq!(
            grid.line_text(24),
            "You won! Every row gets one more chip. Play again!"
        );
        assert_eq!(app.session.heaps(), [2, 3]);
        assert!(grid.line_text(25).starts_with("Score: you 1, computer 0"));
    }

    #[test]
    fn a_click_on_a_chip_takes_it_and_those_right_of_it() {
        let two_players = Options {
            players: crate::session::Players::Two,
            ..Options::default()
        };
        let layout = Layout::new(vec![3, 4, 5]).unwrap();
        let session = Session::<Rows, _>::new(two_players, layout, StdRng::seed_from_u64(7));
        let mut app = App::new(session, TuiConfig::default());
        // Row 3 (line 7): its chips at columns 22, 24, ..., 30; the third is 26.
        assert_eq!(app.click(26, 7), Step::Draw);
        assert_eq!(app.session.heaps(), [3, 4, 2]);
        // Now a dot, the row number, the count, a blank: nothing.
        for (col, line) in [(26, 7), (4, 7), (73, 7), (23, 7), (22, 9)] {
            assert_eq!(app.click(col, line), Step::Wait, "({col}, {line})");
        }
        assert_eq!(app.session.heaps(), [3, 4, 2]);
        // Behind the enlarge notice a click does nothing either.
        app.resize((60, 20));
        assert_eq!(app.click(22, 5), Step::Wait);
        assert_eq!(app.session.heaps(), [3, 4, 2]);
    }

    #[test]
    fn a_click_on_a_free_cell_moves_the_piece_there() {
        use crate::board::{Board, Column};
        // Column 1: red on A (cell 0), black on H (cell 7).
        let board = Board::new([Column { red: 0, black: 7 }; 8]).unwrap();
        let session = Session::<Board, _>::new(Options::default(), board, StdRng::seed_from_u64(7));
        let mut app = App::new(session, TuiConfig::default());
        // Black (the player) to cell E (line 10) of column 1 (column 30): 3 up.
        assert_eq!(app.click(30, 10), Step::Draw);
        assert_eq!(app.session.table().columns()[0].black, 4);
        // A click on a piece or off the board means nothing.
        let before = app.session.table().clone();
        for (col, line) in [(30, 6), (31, 8), (27, 8), (30, 14)] {
            assert_eq!(app.click(col, line), Step::Wait, "({col}, {line})");
        }
        assert_eq!(app.session.table(), &before);
    }

    fn alt(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::ALT)
    }

    fn ctrl(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
    }

    #[test]
    fn a_fast_esc_and_a_digit_are_both_taken() {
        let mut app = app(vec![3, 4, 5]);
        for c in "23".chars() {
            app.key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        }
        // Esc clears "23", then 1 is typed.
        assert_eq!(app.key(&alt('1')), Step::Draw);
        assert_eq!(app.editor.text(), "1");
        // In setup, Esc on an empty field leaves it, and the digit goes to
        // the game's field.
        app.key(&KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
        type_line(&mut app, "-1 0");
        assert!(app.session.setup().is_some());
        assert_eq!(app.key(&alt('2')), Step::Draw);
        assert!(app.session.setup().is_none());
        assert_eq!(app.editor.text(), "2");
    }

    #[test]
    fn behind_the_enlarge_notice_only_the_ways_out_and_redraw_act() {
        let mut app = app(vec![3, 4, 5]);
        app.resize((60, 20));
        let before = app.grid();
        for line in ["3 5", "0 0", "-1 0"] {
            let steps = type_line(&mut app, line);
            assert!(steps.iter().all(|&s| s == Step::Wait), "{line}: {steps:?}");
        }
        assert_eq!(app.key(&alt('1')), Step::Wait);
        assert_eq!(app.grid(), before);
        assert_eq!(app.session.heaps(), [3, 4, 5]);
        assert_eq!(app.key(&ctrl('l')), Step::Redraw);
        assert_eq!(app.key(&ctrl('d')), Step::Quit);
        assert_eq!(app.key(&ctrl('c')), Step::Quit);
        assert_eq!(app.key(&ctrl('z')), Step::Suspend);
        // Large enough again: keys act.
        app.resize((80, 25));
        type_line(&mut app, "3 5");
        assert_ne!(app.session.heaps(), [3, 4, 5]);
    }
}
