//! The book's `ReadLn` at a screen position: a 16-column line editor.
//!
//! The editor only keeps the text and turns key presses into [`Edit`]s; the
//! view draws it after the prompt, and the event loop reads the keys with a
//! blocking `event::read()`, so waiting for a key costs no CPU.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::grid::{Grid, is_ambiguous};
use crate::text::is_hidden;
use crate::text::width::{char_width, width};

/// Columns of the input field after a prompt (the book's 16 spaces). One of
/// them is kept for the caret, so at most 15 columns of text are typed.
pub const FIELD_WIDTH: u16 = 16;

/// True when terminals agree on how wide `c` is: one or two columns (a
/// terminal cell holds no zero-width mark on its own, and no terminal draws
/// the three-column signs Unicode has), not East Asian ambiguous, and in the
/// Basic Multilingual Plane or the CJK ideograph planes (emoji and newer
/// symbols are drawn one or two columns wide depending on the terminal's
/// Unicode tables).
fn has_reliable_width(c: char) -> bool {
    let plane_ok = u32::from(c) <= 0xFFFF || (0x20000..=0x3FFFD).contains(&u32::from(c));
    plane_ok && matches!(char_width(c), 1 | 2) && !is_ambiguous(c)
}

/// True when `c` may be typed into the field: what an answer is made of in
/// any script (letters, digits, ASCII and CJK punctuation, full-width forms),
/// drawn as wide on every terminal. Symbols, strokes and marks are left out:
/// their widths are the ones that move between Unicode versions, so an older
/// terminal would draw them differently. So are the half-width katakana
/// sound marks, which older width tables (glibc's among them) call combining.
fn can_type(c: char) -> bool {
    let code = u32::from(c);
    let text = c.is_ascii_graphic()
        || c == ' '
        || (!c.is_ascii() && c.is_alphanumeric())
        || (0x3000..=0x303F).contains(&code)
        || (0xFF01..=0xFF60).contains(&code);
    text && !(0xFF9E..=0xFF9F).contains(&code) && has_reliable_width(c)
}

/// What a key did to the line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// The text changed (typed, erased or cleared): redraw the field.
    Changed,
    /// Nothing to do (a release, an unknown key, a full field).
    Ignored,
    /// Enter: the typed line, taken out of the field.
    Submit(String),
    /// Ctrl-L: draw the whole screen again.
    Redraw,
    /// Ctrl-C, or Ctrl-D on an empty field: leave as `0 0` does.
    Quit,
    /// Esc on an empty field: step back out of the current question (setup).
    Back,
    /// Ctrl-Z: give the terminal back to the shell until `fg`.
    Suspend,
}

/// The text being typed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineEditor {
    text: String,
}

impl LineEditor {
    #[cfg(test)]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Applies one key; only presses count, as key releases would repeat them.
    pub fn key(&mut self, key: &KeyEvent) -> Edit {
        if key.kind != KeyEventKind::Press {
            return Edit::Ignored;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('c') if ctrl => Edit::Quit,
            KeyCode::Char('d') if ctrl && self.text.is_empty() => Edit::Quit,
            KeyCode::Char('l') if ctrl => Edit::Redraw,
            KeyCode::Char('z') if ctrl => Edit::Suspend,
            // In raw mode a pasted newline arrives as Ctrl-J, a Backspace on
            // some terminals as Ctrl-H.
            KeyCode::Char('j' | 'm') if ctrl => self.submit(),
            KeyCode::Char('h') if ctrl => self.backspace(),
            KeyCode::Enter => self.submit(),
            KeyCode::Backspace => self.backspace(),
            KeyCode::Esc if self.text.is_empty() => Edit::Back,
            KeyCode::Esc => self.clear(),
            KeyCode::Char(c) if !ctrl && !key.modifiers.contains(KeyModifiers::ALT) => {
                self.insert(c)
            }
            _ => Edit::Ignored,
        }
    }

    fn insert(&mut self, c: char) -> Edit {
        let room = usize::from(FIELD_WIDTH) - 1;
        // A character whose width terminals disagree on would shift the
        // caret differently on each: it is not taken. Nor is one a refusal
        // would show as `?`: in the field it would be unseen.
        if !can_type(c) || is_hidden(c) || width(&self.text) + char_width(c) > room {
            return Edit::Ignored;
        }
        self.text.push(c);
        Edit::Changed
    }

    fn backspace(&mut self) -> Edit {
        match self.text.pop() {
            Some(_) => Edit::Changed,
            None => Edit::Ignored,
        }
    }

    fn clear(&mut self) -> Edit {
        if self.text.is_empty() {
            return Edit::Ignored;
        }
        self.text.clear();
        Edit::Changed
    }

    /// The line is sent even when empty: it is refused with a beep and the
    /// reason, as plain mode refuses it, rather than ignored unexplained.
    fn submit(&mut self) -> Edit {
        Edit::Submit(std::mem::take(&mut self.text))
    }

    /// Draws the field at `(col, line)`: the text, and the terminal's cursor
    /// after it (the book's blinking underline), where typing goes on.
    pub fn draw(&self, grid: &mut Grid, col: u16, line: u16) {
        let end = grid.put(col, line, &self.text);
        grid.set_cursor(end, line);
    }
}

#[cfg(test)]
mod tests {
    use crate::tui::frame::input::*;
    use crossterm::event::KeyEventState;

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn ctrl(c: char) -> KeyEvent {
        KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
    }

    fn typed(editor: &mut LineEditor, text: &str) {
        for c in text.chars() {
            editor.key(&press(KeyCode::Char(c)));
        }
    }

    #[test]
    fn typing_editing_and_submitting() {
        let mut editor = LineEditor::default();
        typed(&mut editor, "1 23");
        assert_eq!(editor.key(&press(KeyCode::Backspace)), Edit::Changed);
        assert_eq!(editor.text(), "1 2");
        assert_eq!(
            editor.key(&press(KeyCode::Enter)),
            Edit::Submit("1 2".into())
        );
        assert_eq!(editor.text(), "");
        typed(&mut editor, "99");
        assert_eq!(editor.key(&press(KeyCode::Esc)), Edit::Changed);
        assert_eq!(editor.text(), "");
        assert_eq!(editor.key(&press(KeyCode::Esc)), Edit::Back);
        // Sent to be refused with its reason, as any line.
        assert_eq!(
            editor.key(&press(KeyCode::Enter)),
            Edit::Submit(String::new())
        );
        typed(&mut editor, "  ");
        assert_eq!(
            editor.key(&press(KeyCode::Enter)),
            Edit::Submit("  ".into())
        );
        assert_eq!(editor.text(), "");
    }

    #[test]
    fn control_keys() {
        let mut editor = LineEditor::default();
        assert_eq!(editor.key(&ctrl('l')), Edit::Redraw);
        assert_eq!(editor.key(&ctrl('z')), Edit::Suspend);
        assert_eq!(editor.key(&ctrl('d')), Edit::Quit);
        typed(&mut editor, "1");
        assert_eq!(
            editor.key(&ctrl('d')),
            Edit::Ignored,
            "only on an empty field"
        );
        assert_eq!(editor.key(&ctrl('c')), Edit::Quit);
        assert_eq!(editor.key(&ctrl('j')), Edit::Submit("1".into()));
    }

    #[test]
    fn characters_of_uncertain_width_are_not_typed() {
        let mut editor = LineEditor::default();
        // A tetragram, an emoji, `▄`, a combining accent, a three-column
        // Khmer sign, a CJK stroke new in Unicode 16, a katakana sound mark.
        typed(
            &mut editor,
            "1\u{1D300}\u{1F600}\u{2584}\u{301}\u{17D8}\u{31E4}\u{FF9E}尼ж３，",
        );
        assert_eq!(editor.text(), "1尼ж３，");
    }

    /// What a refusal would show as `?` (bidi controls, separators,
    /// zero-width and other format characters) never stands in the field,
    /// where it would be as unseen.
    #[test]
    fn hidden_characters_are_not_typed() {
        let hidden: Vec<char> = (0..=u32::from(char::MAX))
            .filter_map(char::from_u32)
            .filter(|&c| is_hidden(c))
            .collect();
        assert!(hidden.contains(&'\u{202E}') && hidden.contains(&'\u{2028}'));
        let mut editor = LineEditor::default();
        for c in hidden {
            assert_eq!(
                editor.key(&press(KeyCode::Char(c))),
                Edit::Ignored,
                "U+{:04X}",
                u32::from(c)
            );
            assert_eq!(editor.text(), "");
        }
    }

    #[test]
    fn releases_and_overflow_are_ignored() {
        let mut editor = LineEditor::default();
        let release = KeyEvent {
            kind: KeyEventKind::Release,
            state: KeyEventState::NONE,
            ..press(KeyCode::Char('7'))
        };
        assert_eq!(editor.key(&release), Edit::Ignored);
        typed(&mut editor, &"9".repeat(40));
        assert_eq!(editor.text().len(), 15);
        let mut grid = Grid::default();
        editor.draw(&mut grid, 12, 22);
        assert_eq!(grid.line_text(22).trim(), "9".repeat(15));
        // The cursor stands in the field's last column, after the text.
        assert_eq!(grid.cursor(), Some((27, 22)));
    }

    /// Whatever the field takes is as wide in the emulator's older width table
    /// (Unicode 15, as vt100 and most terminals have it) as in ours.
    #[test]
    fn what_can_be_typed_has_one_width_in_old_and_new_tables() {
        let typable = (0..=0x3FFFF)
            .filter_map(char::from_u32)
            .filter(|&c| can_type(c));
        let mut count = 0;
        for c in typable {
            let old = unicode_width_vt100::UnicodeWidthChar::width(c);
            assert_eq!(old, Some(char_width(c)), "U+{:04X}", u32::from(c));
            count += 1;
        }
        assert!(
            count > 90_000,
            "letters of every script and the CJK ideographs"
        );
    }
}
