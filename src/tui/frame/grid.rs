//! The 80x25 frame every view draws into: characters and their styles,
//! the cursor, and the width rules that place text (wide characters take two
//! cells, marks without a column none). Coordinates are 1-based
//! `(column, line)`, as in `GotoXY`. The presenter (`screen.rs`) and the
//! renderer stand on it; it stands on nothing of the screen.

use unicode_width::UnicodeWidthChar;

use crate::text::width::{char_width, width};

/// Columns of the book's screen.
pub const COLS: u16 = 80;
/// Lines of the book's screen.
pub const LINES: u16 = 25;
/// The line of the move help (the book's `Y`), and of the prompt: every
/// question on the screen is asked there.
pub(in crate::tui) const HELP_LINE: u16 = 20;
pub(in crate::tui) const PROMPT_LINE: u16 = 22;

/// The right half of a two-column character: nothing is written there.
pub(in crate::tui) const WIDE_TAIL: char = '\0';

/// True when a terminal set up for East Asian text may draw `c` wider than
/// [`char_width`] says (`▄` among them): after one, the renderer does not
/// trust the cursor's column and moves it explicitly.
pub fn is_ambiguous(c: char) -> bool {
    UnicodeWidthChar::width_cjk(c) != UnicodeWidthChar::width(c)
}

/// The column that centres `text` on an 80-column line: `(80 - width) div 2`.
pub fn centre_column(text: &str) -> u16 {
    let free = usize::from(COLS).saturating_sub(width(text));
    u16::try_from(free / 2).unwrap_or(1).max(1)
}

/// Whether styles other than plain (reverse video, red) may be used: not
/// with `NO_COLOR`. Nothing depends on them alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Colour {
    #[default]
    Off,
    On,
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
    /// Black on a light cell: the board's black pieces. A dark terminal's
    /// own colour for text is light, so a "black" piece drawn in it looked
    /// white; on its own light cell it is black on every background.
    Black,
}

impl Style {
    /// The SGR sequences that switch this style on and off.
    pub(in crate::tui) fn sgr(self) -> (&'static [u8], &'static [u8]) {
        match self {
            Style::Plain => (b"", b""),
            Style::Reverse => (b"\x1b[7m", b"\x1b[27m"),
            Style::Red => (b"\x1b[31m", b"\x1b[39m"),
            Style::Black => (b"\x1b[30;47m", b"\x1b[39;49m"),
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
    pub(in crate::tui) fn cell(&self, line: usize, col: usize) -> char {
        self.cells[line * usize::from(COLS) + col]
    }

    /// The style of the 0-based `(line, col)`, for the renderer.
    pub(in crate::tui) fn style_of(&self, line: usize, col: usize) -> Style {
        self.style[line * usize::from(COLS) + col]
    }

    /// Puts the terminal's cursor at `(col, line)`: where typing goes on.
    pub fn set_cursor(&mut self, col: u16, line: u16) {
        self.cursor = Grid::index(col, line).map(|_| (col, line));
    }

    /// Hides the terminal's cursor: nothing is typed on this frame.
    pub fn hide_cursor(&mut self) {
        self.cursor = None;
    }

    /// Blanks a whole line (a view that rewrites a line another drew).
    pub fn clear_line(&mut self, line: u16) {
        for col in 1..=COLS {
            if let Some(i) = Grid::index(col, line) {
                self.cells[i] = ' ';
                self.style[i] = Style::Plain;
            }
        }
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

#[cfg(test)]
mod tests;
