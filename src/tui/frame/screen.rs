//! The presenter: brings the terminal to each new [`Grid`].
//!
//! Views draw a whole grid from the game state; [`Screen::present`] compares
//! it with the last frame and writes only the cells that changed (see
//! `render.rs`), with one flush, so a move costs a few dozen bytes. A frame of
//! more than one run of cells goes inside a synchronized update, so it never
//! flickers. The terminal's own cursor, a blinking underline, stands where the
//! grid's cursor is. A terminal too small for the frame gets the enlarge
//! notice instead, in the words its caller hands over.

use std::io::{self, Write};

use crossterm::cursor::{Hide, MoveTo, Show};
use crossterm::queue;
use crossterm::style::Print;
use crossterm::terminal::{BeginSynchronizedUpdate, Clear, ClearType, EndSynchronizedUpdate};

use super::grid::{COLS, Grid, LINES};
use super::notice;
use super::render::{At, write_changes};
use crate::text::width::width;

/// Whether a frame rings the terminal's bell (a refused answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bell {
    Silent,
    Ring,
}

/// What the terminal shows now, so that the next frame can be a difference.
#[derive(Debug)]
pub struct Screen {
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
    pub fn new(size: (u16, u16)) -> Self {
        Screen {
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

    /// Brings the terminal to `grid`, or to the enlarge request when it is too
    /// small (`notice` words it for the terminal's size: the sentence and its
    /// short form), ringing the bell if asked. Writes nothing when nothing
    /// changed.
    pub fn present(
        &mut self,
        grid: &Grid,
        notice: impl FnOnce((u16, u16)) -> [String; 2],
        bell: Bell,
        out: &mut impl Write,
    ) -> io::Result<()> {
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
                self.enlarge_request(notice(self.size), &mut body)?;
                whole = true;
            }
        }
        self.show_cursor(cursor.is_some(), &mut body)?;
        let bell = bell == Bell::Ring;
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

    /// Shows or hides the terminal's cursor, when it is not so already.
    fn show_cursor(&mut self, show: bool, body: &mut Vec<u8>) -> io::Result<()> {
        if self.cursor_shown != Some(show) {
            if show {
                queue!(body, Show)?;
            } else {
                queue!(body, Hide)?;
            }
            self.cursor_shown = Some(show);
        }
        Ok(())
    }

    /// A cleared screen with one centred line asking for 80x25.
    fn enlarge_request(&self, [full, short]: [String; 2], body: &mut Vec<u8>) -> io::Result<()> {
        let (cols, lines) = self.size;
        let notice = notice::layout(&full, &short, cols, lines);
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
mod tests;
