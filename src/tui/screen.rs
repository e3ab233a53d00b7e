//! The 80x25 cell grid and its presenter.
//!
//! Views draw a whole [`Grid`] from the game state; [`Screen::present`] compares
//! it with the last frame and writes only the cells that changed, inside one
//! synchronized update and with one flush, so a move costs a few dozen bytes and
//! never flickers. Coordinates are 1-based `(column, line)`, as in `GotoXY`.

use std::io::{self, Write};

use crossterm::cursor::MoveTo;
use crossterm::queue;
use crossterm::style::Print;
use crossterm::terminal::{BeginSynchronizedUpdate, Clear, ClearType, EndSynchronizedUpdate};

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::text::Lang;

/// Columns of the book's screen.
pub const COLS: u16 = 80;
/// Lines of the book's screen.
pub const LINES: u16 = 25;

/// The right half of a two-column character: nothing is written there.
const WIDE_TAIL: char = '\0';

/// Display width of a character: 2 for CJK and other wide characters, 0 for
/// combining marks and other characters that take no column of their own.
pub fn char_width(c: char) -> usize {
    UnicodeWidthChar::width(c).unwrap_or(0)
}

/// True when terminals agree on how wide `c` is: not East Asian ambiguous,
/// and in the Basic Multilingual Plane or the CJK ideograph planes (emoji and
/// newer symbols are drawn one or two columns wide depending on the
/// terminal's Unicode tables). Only such characters are typed into the field.
pub fn has_reliable_width(c: char) -> bool {
    let plane_ok = u32::from(c) <= 0xFFFF || (0x20000..=0x3FFFD).contains(&u32::from(c));
    plane_ok && !is_ambiguous(c)
}

/// True when a terminal set up for East Asian text may draw `c` wider than
/// [`char_width`] says (`▄` among them): after one, the renderer does not
/// trust the cursor's column and moves it explicitly.
fn is_ambiguous(c: char) -> bool {
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

/// One frame: 80x25 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    cells: Vec<char>,
}

impl Default for Grid {
    fn default() -> Self {
        Grid {
            cells: vec![' '; usize::from(COLS) * usize::from(LINES)],
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
}

impl Screen {
    /// A screen for a terminal of `size` (columns, lines) showing nothing yet.
    pub fn new(size: (u16, u16), lang: Lang) -> Self {
        Screen {
            lang,
            size,
            shown: None,
            asked: None,
        }
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
    }

    /// Brings the terminal to `grid` (or to the enlarge request when it is too
    /// small), ringing the bell if asked. Writes nothing when nothing changed.
    pub fn present(&mut self, grid: &Grid, bell: bool, out: &mut impl Write) -> io::Result<()> {
        let mut body = Vec::new();
        let (cols, lines) = self.size;
        if cols < COLS || lines < LINES {
            self.shown = None;
            if self.asked != Some(self.size) {
                self.asked = Some(self.size);
                self.enlarge_request(&mut body)?;
            }
        } else {
            self.asked = None;
            let origin = ((cols - COLS) / 2, (lines - LINES) / 2);
            let blank;
            let before = match &self.shown {
                Some(shown) => shown,
                None => {
                    queue!(body, Clear(ClearType::All))?;
                    blank = Grid::default();
                    &blank
                }
            };
            write_changes(before, grid, origin, &mut body)?;
            self.shown = Some(grid.clone());
        }
        if body.is_empty() && !bell {
            return Ok(());
        }
        queue!(out, BeginSynchronizedUpdate)?;
        // The bell first: by the time the reason shows, it has rung.
        if bell {
            out.write_all(b"\x07")?;
        }
        out.write_all(&body)?;
        queue!(out, EndSynchronizedUpdate)?;
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

/// Writes the cells of `next` that differ from `before`, line by line. The
/// terminal's cursor is tracked so that neighbouring changes need no move, and a
/// short unchanged stretch between two changes is rewritten instead of jumped.
fn write_changes(
    before: &Grid,
    next: &Grid,
    origin: (u16, u16),
    out: &mut Vec<u8>,
) -> io::Result<()> {
    let cols = usize::from(COLS);
    for line in 0..usize::from(LINES) {
        let row = line * cols;
        let dirty = |col: usize| before.cells[row + col] != next.cells[row + col];
        // Where the cursor stands on this line, if known.
        let mut cursor: Option<usize> = None;
        let mut col = 0;
        while col < cols {
            let c = next.cells[row + col];
            let w = if c == WIDE_TAIL { 0 } else { char_width(c) };
            if w == 0 || !(col..col + w).any(dirty) {
                col += w.max(1);
                continue;
            }
            let jump = MoveTo(origin.0 + col as u16, origin.1 + line as u16);
            let gap = cursor.filter(|&at| at <= col).map(|at| {
                let cells = &next.cells[row + at..row + col];
                cells
                    .iter()
                    .filter(|&&g| g != WIDE_TAIL)
                    .collect::<String>()
            });
            match gap {
                Some(gap) if gap.len() <= jump_len(jump) => out.extend_from_slice(gap.as_bytes()),
                _ => queue!(out, jump)?,
            }
            write!(out, "{c}")?;
            col += w;
            // Past the last column the cursor waits to wrap, and after an
            // ambiguous character its column depends on the terminal: move
            // explicitly next time.
            cursor = (col < cols && !is_ambiguous(c)).then_some(col);
        }
    }
    Ok(())
}

/// Bytes of a cursor move: an unchanged stretch up to this long is rewritten
/// instead of jumped over.
fn jump_len(jump: MoveTo) -> usize {
    let MoveTo(col, line) = jump;
    format!("\x1b[{};{}H", line + 1, col + 1).len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(screen: &mut Screen, grid: &Grid) -> String {
        let mut out = Vec::new();
        screen.present(grid, false, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn put_centres_and_cuts() {
        let mut grid = Grid::default();
        grid.centre(1, "ABCD");
        assert_eq!(grid.at(38, 1), 'A');
        assert_eq!(grid.put(78, 2, "xyz!"), 81);
        assert_eq!(grid.line_text(2).trim(), "xyz");
        grid.put_ending_at(79, 3, "end");
        assert_eq!(grid.at(79, 3), 'd');
        assert_eq!(grid.at(80, 3), ' ');
    }

    #[test]
    fn wide_characters_take_two_columns() {
        let mut grid = Grid::default();
        assert_eq!(width("尼姆"), 4);
        assert_eq!(centre_column("尼姆"), 38);
        assert_eq!(grid.put(1, 1, "尼a"), 4);
        assert_eq!(grid.line_text(1), "尼a");
        // A wide character that would straddle column 80 is left out.
        assert_eq!(grid.put(80, 2, "尼"), 80);
    }

    #[test]
    fn overwriting_half_a_wide_character_blanks_the_other_half() {
        let mut grid = Grid::default();
        grid.put(1, 1, "尼姆");
        grid.put(2, 1, "x");
        assert_eq!(grid.line_text(1), " x姆");
        grid.put(3, 1, "ab");
        assert_eq!(grid.line_text(1), " xab");
        grid.put(1, 2, "ab尼");
        grid.put(2, 2, "姆");
        assert_eq!(grid.line_text(2), "a姆");
    }

    #[test]
    fn marks_without_a_column_are_dropped_and_controls_shown() {
        let mut grid = Grid::default();
        assert_eq!(grid.put(1, 1, "a\u{301}b\u{7}"), 4);
        assert_eq!(grid.line_text(1), "ab?");
    }

    #[test]
    fn after_an_ambiguous_character_the_cursor_is_moved_explicitly() {
        let mut screen = Screen::new((80, 25), Lang::ENGLISH);
        let mut grid = Grid::default();
        frame(&mut screen, &grid);
        grid.put(22, 5, "\u{2584} \u{2584}");
        grid.put(30, 5, "ab");
        let diff = frame(&mut screen, &grid);
        // Each chip is placed by its own move; plain text after a narrow
        // character still follows without one.
        assert_eq!(
            diff,
            "\x1b[?2026h\x1b[5;22H\u{2584}\x1b[5;24H\u{2584}\x1b[5;30Hab\x1b[?2026l"
        );
    }

    #[test]
    fn first_frame_clears_then_only_changes_are_written() {
        let mut screen = Screen::new((80, 25), Lang::ENGLISH);
        let mut grid = Grid::default();
        grid.put(1, 1, "hello");
        let first = frame(&mut screen, &grid);
        assert!(first.starts_with("\x1b[?2026h\x1b[2J"));
        assert!(first.contains("\x1b[1;1Hhello"));
        assert!(first.ends_with("\x1b[?2026l"));
        assert_eq!(frame(&mut screen, &grid), "", "no change, no bytes");
        grid.put(5, 1, "!");
        grid.put(10, 7, "ab");
        let second = frame(&mut screen, &grid);
        assert_eq!(second, "\x1b[?2026h\x1b[1;5H!\x1b[7;10Hab\x1b[?2026l");
    }

    #[test]
    fn short_gaps_are_rewritten_long_ones_jumped() {
        let mut screen = Screen::new((80, 25), Lang::ENGLISH);
        let mut grid = Grid::default();
        grid.put(1, 3, "abcdefghijklmnop");
        frame(&mut screen, &grid);
        grid.put(1, 3, "Xbc");
        grid.put(4, 3, "D");
        grid.put(7, 3, "G");
        grid.put(16, 3, "P");
        let diff = frame(&mut screen, &grid);
        assert_eq!(diff, "\x1b[?2026h\x1b[3;1HXbcDefG\x1b[3;16HP\x1b[?2026l");
    }

    #[test]
    fn a_larger_terminal_centres_the_grid() {
        let mut screen = Screen::new((100, 31), Lang::ENGLISH);
        let mut grid = Grid::default();
        grid.put(1, 1, "x");
        assert!(frame(&mut screen, &grid).contains("\x1b[4;11Hx"));
    }

    #[test]
    fn a_small_terminal_asks_once_then_the_game_returns_whole() {
        let mut screen = Screen::new((80, 25), Lang::ENGLISH);
        let mut grid = Grid::default();
        grid.put(1, 1, "game");
        frame(&mut screen, &grid);
        screen.resize((60, 20));
        let ask = frame(&mut screen, &grid);
        assert!(ask.contains("\x1b[2J\x1b[11;6HPlease enlarge the terminal to 80x25 (now 60x20)"));
        grid.put(1, 2, "typed while small");
        assert_eq!(frame(&mut screen, &grid), "");
        screen.resize((80, 25));
        let back = frame(&mut screen, &grid);
        assert!(back.contains("\x1b[2J") && back.contains("game") && back.contains("small"));
    }

    #[test]
    fn the_bell_rings_even_without_changes() {
        let mut screen = Screen::new((80, 25), Lang::ENGLISH);
        let grid = Grid::default();
        frame(&mut screen, &grid);
        let mut out = Vec::new();
        screen.present(&grid, true, &mut out).unwrap();
        assert_eq!(out, b"\x1b[?2026h\x07\x1b[?2026l");
    }
}
