//! [`ScreenApp`]: what the one event loop (`event_loop`) needs of a screen,
//! so that the game, `nim learn`, `nim puzzle` and `nim replay` share its
//! job control, resizes, enlarge notice and ways out instead of each
//! reading keys its own way.

use std::io;
use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::text::Lang;
use crate::tui::Step;
use crate::tui::frame::grid::{COLS, Grid, LINES};

/// A screen apart from the terminal: keys in, a step and a grid out.
pub trait ScreenApp {
    /// One key press.
    fn key(&mut self, key: &KeyEvent) -> Step;

    /// A left click at `(col, line)` of the 80x25 frame (`--mouse`); only
    /// the game plays clicks.
    fn click(&mut self, _col: u16, _line: u16) -> Step {
        Step::Wait
    }

    /// The frame as it should look now.
    fn grid(&self) -> Grid;

    /// The enlarge notice for a terminal of `size`, and its short form.
    fn notice(&self, size: (u16, u16)) -> [String; 2];

    /// The terminal's size, at the start and after every resize.
    fn resize(&mut self, size: (u16, u16));

    /// When the next timed step is due (the replay playing). `None`: the
    /// loop waits for a key with no timeout, and so never wakes by itself.
    fn deadline(&self) -> Option<Instant> {
        None
    }

    /// The deadline passed with no key.
    fn tick(&mut self) -> Step {
        Step::Wait
    }

    /// An error that stops the screen.
    fn failure(&mut self) -> Option<io::Error> {
        None
    }
}

/// The enlarge notice in `lang`.
pub fn notice(lang: Lang, (cols, lines): (u16, u16)) -> [String; 2] {
    [lang.enlarge(cols, lines), lang.enlarge_short()]
}

/// Whether a terminal of `size` shows the whole 80x25 frame.
pub fn fits((cols, lines): (u16, u16)) -> bool {
    cols >= COLS && lines >= LINES
}

/// A key pressed behind the enlarge notice: Ctrl-C and Ctrl-D leave (Ctrl-D
/// even on a typed field, which cannot be seen), Ctrl-Z suspends, Ctrl-L
/// redraws; nothing else may change a screen unseen.
pub fn unseen_key(key: &KeyEvent) -> Step {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    match key.code {
        KeyCode::Char('c' | 'd') if ctrl => Step::Quit,
        KeyCode::Char('z') if ctrl => Step::Suspend,
        KeyCode::Char('l') if ctrl => Step::Redraw,
        _ => Step::Wait,
    }
}

/// A fast Esc and the next key arrive as one Alt-modified key: both were
/// meant, in that order. The two keys, or `None` for any other key.
pub fn split_alt(key: &KeyEvent) -> Option<[KeyEvent; 2]> {
    let KeyCode::Char(c) = key.code else {
        return None;
    };
    if !key.modifiers.contains(KeyModifiers::ALT) || key.modifiers.contains(KeyModifiers::CONTROL) {
        return None;
    }
    let esc = KeyEvent::new_with_kind(KeyCode::Esc, KeyModifiers::NONE, key.kind);
    let plain = KeyEvent::new_with_kind(
        KeyCode::Char(c),
        key.modifiers - KeyModifiers::ALT,
        key.kind,
    );
    Some([esc, plain])
}
