//! The 80x25 cell grid and its presenter.
//!
//! Views draw a whole [`Grid`] from the game state; [`Screen::present`] compares
//! it with the last frame and writes only the cells that changed (see
//! `render.rs`), with one flush, so a move costs a few dozen bytes. A frame of
//! more than one run of cells goes inside a synchronized update, so it never
//! flickers. The terminal's own cursor, a blinking underline, stands where the
//! grid's cursor is. Coordinates are 1-based `(column, line)`, as in `GotoXY`.

use std::io::{self, Write};

use crossterm::cursor::{Hide, MoveTo, Show};
use crossterm::queue;
use crossterm::style::Print;
use crossterm::terminal::{BeginSynchronizedUpdate, Clear, ClearType, EndSynchronizedUpdate};

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::text::Lang;

use super::render::{At, write_changes};

/// Columns of the book's screen.
pub const COLS: u16 = 80;
/// Lines of the book's screen.
pub const LINES: u16 = 25;

/// The right half of a two-column character: nothing is written there.
pub(super) const WIDE_TAIL: char = '\0';

/// Display width of a character: 2 for CJK and other wide characters, 0 for
/// combining marks and other characters that take no column of their own.
pub fn char_width(c: char) -> usize {
    UnicodeWidthChar::width(c).unwrap_or(0)
}

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
pub fn can_type(c: char) -> bool {
    let code = u32::from(c);
    let text = c.is_ascii_graphic()
        || c == ' '
        || (!c.is_ascii() && c.is_alphanumeric())
        || (0x3000..=0x303F).contains(&code)
        || (0xFF01..=0xFF60).contains(&code);
    text && !(0xFF9E..=0xFF9F).contains(&code) && has_reliable_width(c)
}

/// True when a terminal set up for East Asian text may draw `c` wider than
/// [`char_width`] says (`▄` among them): after one, the renderer does not
/// trust the cursor's column and moves it explicitly.
pub(super) fn is_ambiguous(c: char) -> bool {
    UnicodeWidthChar::width_cjk(c) != UnicodeWidthChar::width(c)
}

/// Display width of a text (the book's `Length`, counted in columns).
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

/// The column that centres `text` on an 80-column line: `(80 - width) div 2`.
pub fn centre_column(text: &str) -> u16 {
    let free = usize::from(COLS).saturating_sub(width(text));
    u16::try_from(free / 2).unwrap_or(1).max(1)
}

/// How a cell is drawn. Nothing may depend on it alone: a styled cell
/// always has a mark or a shape of its own as well.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Style {
    #[default]
    Plain,
    /// Reverse video: the binary view's odd columns.
    Reverse,
    /// Red: the board's red pieces.
    Red,
}

impl Style {
    /// The SGR sequences that switch this style on and off.
    pub(super) fn sgr(self) -> (&'static [u8], &'static [u8]) {
        match self {
            Style::Plain => (b"", b""),
            Style::Reverse => (b"\x1b[7m", b"\x1b[27m"),
            Style::Red => (b"\x1b[31m", b"\x1b[39m"),
        }
    }
}

/// One frame: 80x25 characters, each with its [`Style`], and where the
/// cursor stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    cells: Vec<char>,
    style: Vec<Style>,
    /// `(col, line)` of the next typed character; `None` hides the cursor.
    cursor: Option<(u16, u16)>,
}

impl Default for Grid {
    fn default() -> Self {
        let size = usize::from(COLS) * usize::from(LINES);
        Grid {
            cells: vec![' '; size],
            style: vec![Style::Plain; size],
            cursor: None,
        }
    }
}

impl Grid {
    fn index(col: u16, line: u16) -> Option<usize> {
        let ok = (1..=COLS).contains(&col) && (1..=LINES).contains(&line);
        ok.then(|| usize::from(line - 1) * usize::from(COLS) + usize::from(col - 1))
    }

    /// Writes `text` from `(col, line)`, as `GotoXY` + `Write`; what passes
    /// column 80 is cut. Returns the column after the text.
    pub fn put(&mut self, col: u16, line: u16, text: &str) -> u16 {
        let mut col = col;
        for c in text.chars() {
            let c = if c.is_control() { '?' } else { c };
            let w = char_width(c) as u16;
            // A mark that takes no column has no cell of its own.
            if w == 0 {
                continue;
            }
            if col + w - 1 > COLS {
                break;
            }
            let Some(i) = Grid::index(col, line) else {
                break;
            };
            // Never leave half of a wide character behind.
            self.clear_wide_at(i);
            if w == 2 {
                self.clear_wide_at(i + 1);
            }
            self.cells[i] = c;
            if w == 2 {
                self.cells[i + 1] = WIDE_TAIL;
            }
            col += w;
        }
        col
    }

    /// The character of the 0-based `(line, col)`, for the renderer.
    pub(super) fn cell(&self, line: usize, col: usize) -> char {
        self.cells[line * usize::from(COLS) + col]
    }

    /// The style of the 0-based `(line, col)`, for the renderer.
    pub(super) fn style_of(&self, line: usize, col: usize) -> Style {
        self.style[line * usize::from(COLS) + col]
    }

    /// Puts the terminal's cursor at `(col, line)`: where typing goes on.
    pub fn set_cursor(&mut self, col: u16, line: u16) {
        self.cursor = Grid::index(col, line).map(|_| (col, line));
    }

    /// Where the cursor stands, `(col, line)`, if it shows.
    pub fn cursor(&self) -> Option<(u16, u16)> {
        self.cursor
    }

    /// Draws the cell at `(col, line)` in `style`.
    pub fn set_style(&mut self, col: u16, line: u16, style: Style) {
        if let Some(i) = Grid::index(col, line) {
            self.style[i] = style;
        }
    }

    /// The style of the cell at `(col, line)`.
    pub fn style(&self, col: u16, line: u16) -> Style {
        Grid::index(col, line).map_or(Style::Plain, |i| self.style[i])
    }

    /// Shows the cell at `(col, line)` in reverse video.
    pub fn set_reverse(&mut self, col: u16, line: u16) {
        self.set_style(col, line, Style::Reverse);
    }

    /// Whether the cell at `(col, line)` is in reverse video.
    pub fn is_reverse(&self, col: u16, line: u16) -> bool {
        self.style(col, line) == Style::Reverse
    }

    /// Blanks the whole wide character that covers cell `i`, if one does.
    fn clear_wide_at(&mut self, i: usize) {
        let cols = usize::from(COLS);
        if self.cells[i] == WIDE_TAIL && !i.is_multiple_of(cols) {
            self.cells[i - 1] = ' ';
            self.cells[i] = ' ';
        } else if char_width(self.cells[i]) == 2 && !(i + 1).is_multiple_of(cols) {
            self.cells[i + 1] = ' ';
            self.cells[i] = ' ';
        }
    }

    /// Writes `text` centred on `line` by the book's formula.
    pub fn centre(&mut self, line: u16, text: &str) {
        self.put(centre_column(text), line, text);
    }

    /// Writes `text` so that it ends at column `end`.
    pub fn put_ending_at(&mut self, end: u16, line: u16, text: &str) {
        let w = u16::try_from(width(text)).unwrap_or(COLS);
        self.put((end + 1).saturating_sub(w).max(1), line, text);
    }

    /// The character at `(col, line)`; `' '` off the grid.
    pub fn at(&self, col: u16, line: u16) -> char {
        Grid::index(col, line).map_or(' ', |i| self.cells[i])
    }

    /// One line as text, trailing blanks removed (for tests and captures).
    pub fn line_text(&self, line: u16) -> String {
        let text: String = (1..=COLS)
            .map(|c| self.at(c, line))
            .filter(|&c| c != WIDE_TAIL)
            .collect();
        text.trim_end().to_string()
    }
}

/// What the terminal shows now, so that the next frame can be a difference.
#[derive(Debug)]
pub struct Screen {
    lang: Lang,
    size: (u16, u16),
    /// The frame on the terminal; `None` after a resize, Ctrl-L or the enlarge
    /// request, when the next frame starts from a cleared screen.
    shown: Option<Grid>,
    /// The size for which the enlarge request is on the terminal.
    asked: Option<(u16, u16)>,
    /// Where the terminal's cursor stands in the frame, if known.
    at: Option<At>,
    /// Whether the terminal shows its cursor, if known.
    cursor_shown: Option<bool>,
}

impl Screen {
    /// A screen for a terminal of `size` (columns, lines) showing nothing yet.
    pub fn new(size: (u16, u16), lang: Lang) -> Self {
        Screen {
            lang,
            size,
            shown: None,
            asked: None,
            at: None,
            // The terminal guard hides the cursor on the way in.
            cursor_shown: Some(false),
        }
    }

    /// Where the frame's column 1, line 1 stands on the terminal (0-based),
    /// while the terminal is large enough to show it.
    pub fn origin(&self) -> Option<(u16, u16)> {
        let (cols, lines) = self.size;
        (cols >= COLS && lines >= LINES).then(|| ((cols - COLS) / 2, (lines - LINES) / 2))
    }

    /// The terminal changed size: the next frame is drawn whole.
    pub fn resize(&mut self, size: (u16, u16)) {
        self.size = size;
        self.invalidate();
    }

    /// Forget what is shown (Ctrl-L): the next frame is drawn whole.
    pub fn invalidate(&mut self) {
        self.shown = None;
        self.asked = None;
        self.at = None;
        self.cursor_shown = None;
    }

    /// Brings the terminal to `grid` (or to the enlarge request when it is too
    /// small), ringing the bell if asked. Writes nothing when nothing changed.
    pub fn present(&mut self, grid: &Grid, bell: bool, out: &mut impl Write) -> io::Result<()> {
        let mut body = Vec::new();
        // A cleared screen or several runs of cells go in a synchronized update.
        let mut whole = false;
        let mut cursor = None;
        if let Some(origin) = self.origin() {
            self.asked = None;
            let blank;
            let before = match &self.shown {
                Some(shown) => shown,
                None => {
                    queue!(body, Clear(ClearType::All))?;
                    whole = true;
                    blank = Grid::default();
                    &blank
                }
            };
            let runs = write_changes(before, grid, origin, &mut self.at, &mut body)?;
            whole |= runs > 1;
            self.shown = Some(grid.clone());
            cursor = grid.cursor();
        } else {
            self.shown = None;
            self.at = None;
            if self.asked != Some(self.size) {
                self.asked = Some(self.size);
                self.enlarge_request(&mut body)?;
                whole = true;
            }
        }
        let show = cursor.is_some();
        if self.cursor_shown != Some(show) {
            if show {
                queue!(body, Show)?;
            } else {
                queue!(body, Hide)?;
            }
            self.cursor_shown = Some(show);
        }
        if body.is_empty() && !bell {
            return Ok(());
        }
        if whole {
            queue!(out, BeginSynchronizedUpdate)?;
        }
        // The bell first: by the time the reason shows, it has rung.
        if bell {
            out.write_all(b"\x07")?;
        }
        out.write_all(&body)?;
        if whole {
            queue!(out, EndSynchronizedUpdate)?;
        }
        out.flush()
    }

    /// A cleared screen with one centred line asking for 80x25.
    fn enlarge_request(&self, body: &mut Vec<u8>) -> io::Result<()> {
        let (cols, lines) = self.size;
        let full = self.lang.enlarge(cols, lines);
        let notice = super::notice::layout(&full, &self.lang.enlarge_short(), cols, lines);
        queue!(body, Clear(ClearType::All))?;
        let count = u16::try_from(notice.len()).unwrap_or(lines);
        let top = lines / 2 - count / 2;
        for (line, text) in (top..).zip(&notice) {
            // The book's formula, 1-based, on a terminal of any width.
            let col = (usize::from(cols).saturating_sub(width(text)) / 2).max(1);
            let col = u16::try_from(col - 1).unwrap_or(0);
            queue!(body, MoveTo(col, line), Print(text))?;
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "screen_tests.rs"]
mod tests;
