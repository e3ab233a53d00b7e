//! The screen under arbitrary keys and resizes, in process: the App and the
//! presenter driven as `run` drives them, their bytes parsed by a terminal
//! emulator (vt100) and compared with a fresh full redraw of the same state.
//!
//! Any keys, pastes and resizes (0x0 included) never panic, never draw
//! outside the 80x25 frame, and typing changes only the field's line.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::game::session::{Options, Prompt, Session};
use crate::game::table::board::Board;
use crate::game::table::layout::Layout;
use crate::game::table::rows::Rows;
use crate::text::Lang;
use crate::tui::frame::grid::{COLS, LINES};
use crate::tui::frame::screen::{Bell, Screen};
use crate::tui::play::app::App;
use crate::tui::play::view::Scene;
use crate::tui::{Step, TuiConfig};

/// One thing that happens to the screen.
#[derive(Debug, Clone)]
enum Action {
    Key(KeyEvent),
    /// Keys arriving together, as a paste.
    Paste(String),
    Resize(u16, u16),
}

fn modifiers() -> impl Strategy<Value = KeyModifiers> {
    prop_oneof![
        6 => Just(KeyModifiers::NONE),
        1 => Just(KeyModifiers::SHIFT),
        1 => Just(KeyModifiers::ALT),
        1 => Just(KeyModifiers::CONTROL),
        1 => Just(KeyModifiers::CONTROL | KeyModifiers::ALT),
    ]
}

fn key_code() -> impl Strategy<Value = KeyCode> {
    prop_oneof![
        8 => "[0-9 ,-]".prop_map(|s: String| KeyCode::Char(s.chars().next().unwrap_or(' '))),
        3 => any::<char>().prop_map(KeyCode::Char),
        1 => Just(KeyCode::Enter),
        1 => Just(KeyCode::Backspace),
        1 => Just(KeyCode::Esc),
        1 => prop_oneof![
            Just(KeyCode::Tab),
            Just(KeyCode::Delete),
            Just(KeyCode::Left),
            Just(KeyCode::Up),
            Just(KeyCode::Home),
            Just(KeyCode::PageDown),
            Just(KeyCode::Insert),
        ],
        1 => (1u8..=12).prop_map(KeyCode::F),
    ]
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        10 => (key_code(), modifiers()).prop_map(|(c, m)| Action::Key(KeyEvent::new(c, m))),
        3 => prop_oneof![
            (1u32..=3, 1u32..=5).prop_map(|(r, c)| format!("{r} {c}\r")),
            Just("-1 0\r".to_string()),
            "\\PC{0,20}",
            "[0-9 ]{0,6}\r",
        ]
        .prop_map(Action::Paste),
        1 => prop_oneof![
            Just((80, 25)),
            Just((0, 0)),
            (0u16..=130, 0u16..=45),
        ]
        .prop_map(|(c, l)| Action::Resize(c, l)),
    ]
}

/// A key that only edits the typed line (no Enter, Esc, Alt or Ctrl key, and
/// not F1 or F2, the hint and the binary view): it may change the prompt's
/// line and nothing else.
fn only_types(key: &KeyEvent) -> bool {
    let special = KeyModifiers::ALT | KeyModifiers::CONTROL;
    let command = matches!(key.code, KeyCode::Enter | KeyCode::Esc | KeyCode::F(1 | 2));
    !key.modifiers.intersects(special) && !command
}

/// The emulator's view of a terminal of `size`, fed `bytes`.
fn parsed(size: (u16, u16), bytes: &[u8]) -> vt100::Parser {
    let mut parser = vt100::Parser::new(size.1.max(1), size.0.max(1), 0);
    // As the terminal guard leaves it: the cursor hidden until a field shows.
    parser.process(b"\x1b[?25l");
    parser.process(bytes);
    parser
}

/// Where the cursor shows, if it does.
fn cursor(parser: &vt100::Parser) -> Option<(u16, u16)> {
    let screen = parser.screen();
    (!screen.hide_cursor()).then(|| screen.cursor_position())
}

/// What each line shows; a written blank and an untouched cell look alike.
fn rows(parser: &vt100::Parser) -> Vec<String> {
    let (_, cols) = parser.screen().size();
    parser
        .screen()
        .rows(0, cols)
        .map(|row| row.trim_end().to_string())
        .collect()
}

/// Drives `app` as `run` does; returns false once it quits.
struct Rig<T> {
    app: App<T, StdRng>,
    screen: Screen,
    size: (u16, u16),
    terminal: vt100::Parser,
}

impl<T: Scene> Rig<T> {
    fn new(lang: Lang, table: T, seed: u64) -> Rig<T> {
        let session = Session::new(Options::default(), table, StdRng::seed_from_u64(seed));
        let config = TuiConfig {
            lang,
            ..TuiConfig::default()
        };
        let mut rig = Rig {
            app: App::new(session, config.into()),
            screen: Screen::new((COLS, LINES)),
            size: (COLS, LINES),
            terminal: parsed((COLS, LINES), b""),
        };
        rig.present(Step::Draw);
        rig
    }

    fn present(&mut self, step: Step) {
        let mut bytes = Vec::new();
        if step == Step::Redraw {
            self.screen.invalidate();
        }
        let grid = self.app.grid();
        let bell = if step == Step::Refused {
            Bell::Ring
        } else {
            Bell::Silent
        };
        let app = &self.app;
        self.screen
            .present(&grid, |size| app.notice(size), bell, &mut bytes)
            .unwrap();
        self.terminal.process(&bytes);
    }

    /// One key; false when the game quit.
    fn key(&mut self, key: &KeyEvent) -> Result<bool, TestCaseError> {
        let before = self.app.grid();
        // At a finished game, Enter or Space is the next game, not typing.
        let over = self.app.prompt() == Prompt::GameOver;
        let step = self.app.key(key);
        if step == Step::Quit {
            return Ok(false);
        }
        if only_types(key) && !over {
            let after = self.app.grid();
            let changed: Vec<u16> = (1..=LINES)
                .filter(|&l| before.line_text(l) != after.line_text(l))
                .collect();
            let field_lines = match self.app.prompt() {
                Prompt::Move(_) => 22..=22,
                _ => 3..=17,
            };
            prop_assert!(
                changed.len() <= 1 && changed.iter().all(|l| field_lines.contains(l)),
                "{:?} changed lines {:?}",
                key,
                changed
            );
        }
        if step != Step::Wait {
            self.present(step);
        }
        Ok(true)
    }

    fn resize(&mut self, size: (u16, u16)) {
        self.size = size;
        self.screen.resize(size);
        self.app.resize(size);
        self.terminal.set_size(size.1.max(1), size.0.max(1));
        self.present(Step::Draw);
    }

    /// The terminal equals a fresh full redraw, and nothing lies outside the frame.
    fn check(&self) -> Result<(), TestCaseError> {
        let mut fresh = Screen::new(self.size);
        let mut bytes = Vec::new();
        let notice = |size| self.app.notice(size);
        fresh
            .present(&self.app.grid(), notice, Bell::Silent, &mut bytes)
            .unwrap();
        let expected = parsed(self.size, &bytes);
        prop_assert_eq!(rows(&self.terminal), rows(&expected));
        prop_assert_eq!(cursor(&self.terminal), cursor(&expected), "the cursor");
        let (cols, lines) = self.size;
        if cols >= COLS && lines >= LINES {
            let (left, top) = ((cols - COLS) / 2, (lines - LINES) / 2);
            for (y, row) in rows(&self.terminal).iter().enumerate() {
                let y = y as u16;
                for (x, c) in row.chars().enumerate() {
                    let x = x as u16;
                    let inside =
                        (left..left + COLS).contains(&x) && (top..top + LINES).contains(&y);
                    prop_assert!(
                        inside || c == ' ',
                        "{:?} at ({}, {}) outside the frame",
                        c,
                        x,
                        y
                    );
                }
            }
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn any_keys_and_sizes_keep_the_screen_true(
        code in proptest::sample::select(Lang::codes().collect::<Vec<_>>()),
        rows in proptest::collection::vec(1u32..=63, 2..=6),
        board in proptest::bool::weighted(0.3),
        seed in any::<u64>(),
        actions in proptest::collection::vec(action(), 1..60),
    ) {
        let lang = Lang::from_code(code).unwrap_or_default();
        if board {
            let table = Board::deal(&mut StdRng::seed_from_u64(seed));
            drive(Rig::new(lang, table, seed), actions)?;
        } else {
            let layout = Layout::new(rows).unwrap_or_default();
            drive(Rig::new(lang, Rows::new(layout), seed), actions)?;
        }
    }
}

/// Plays `actions` on the rig, checking the terminal after each.
fn drive<T: Scene>(mut rig: Rig<T>, actions: Vec<Action>) -> Result<(), TestCaseError> {
    rig.check()?;
    for action in actions {
        match action {
            Action::Key(key) => {
                if !rig.key(&key)? {
                    return Ok(());
                }
            }
            Action::Paste(text) => {
                for c in text.chars() {
                    let key = match c {
                        '\r' | '\n' => KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE),
                        c => KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE),
                    };
                    if !rig.key(&key)? {
                        return Ok(());
                    }
                }
            }
            Action::Resize(cols, lines) => rig.resize((cols, lines)),
        }
        rig.check()?;
    }
    Ok(())
}
