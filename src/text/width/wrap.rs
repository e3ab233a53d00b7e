//! Prose cut into lines of a width: where the Unicode line-breaking rules
//! (UAX #14) let a line end, tailored for the game's sentences. A position
//! or a move is numbers joined by single spaces (`1 4 1`, `9 3 10`, `2 1`;
//! `3+3` is one by the rules themselves): the space between two numbers is
//! no place to end a line, wherever the numbers come from, so no sentence
//! needs to mark them. Chinese sets spaces only around the numbers and the
//! Latin words inside it, and ends its lines between ideographs: a space
//! beside an ideograph is no place to end a line either, so `各 4 枚`
//! stays whole. Only a unit wider than the whole line is cut: at those
//! spaces first, then between characters.
//!
//! Positions are found by their shape rather than marked by their senders,
//! so every sentence of every catalogue is kept whole without a no-break
//! space, which could leak into output and be refused when pasted back.

use unicode_linebreak::{BreakClass, BreakOpportunity, break_property, linebreaks};

use super::{char_width, width};

/// `text` in lines of at most `columns` (no line ends with a space); a
/// line ends at each line feed of `text` too.
pub fn wrap(text: &str, columns: usize) -> Vec<String> {
    let mut lines = Lines {
        columns: columns.max(1),
        done: Vec::new(),
        line: String::new(),
    };
    lines.add(text, Keep::Units);
    lines.finish()
}

/// What a piece of text is cut at, from the coarsest: a piece wider than
/// the line is cut again at the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Keep {
    /// The tailored rules: positions whole, and numbers beside their
    /// Chinese words.
    Units,
    /// Positions whole, a Chinese line cut between ideographs.
    Positions,
    /// Where the rules allow, inside a position too.
    Breaks,
    /// Between any two characters (a mark stays on its letter).
    Characters,
}

impl Keep {
    fn finer(self) -> Keep {
        match self {
            Keep::Units => Keep::Positions,
            Keep::Positions => Keep::Breaks,
            Keep::Breaks | Keep::Characters => Keep::Characters,
        }
    }
}

/// Whether the break before byte `at` of `text`, which the rules allow,
/// is one that `keep` keeps: a space between two numbers or beside an
/// ideograph, or the end of a flag's leading dashes.
fn binds(text: &str, at: usize, keep: Keep) -> bool {
    let before = text[..at].trim_end_matches(' ');
    if keep >= Keep::Breaks {
        return false;
    }
    if before.len() == at {
        // A word's leading dashes stay on it: the rules allow a break
        // after a hyphen, which would cut `--rows` into `--` and `rows`.
        let stem = before.trim_end_matches('-');
        return stem.len() < at && (stem.is_empty() || stem.ends_with(char::is_whitespace));
    }
    let (Some(left), Some(right)) = (before.chars().next_back(), text[at..].chars().next()) else {
        return false;
    };
    let ideograph = |c: char| break_property(u32::from(c)) == BreakClass::Ideographic;
    (left.is_ascii_digit() && right.is_ascii_digit())
        || (keep == Keep::Units && (ideograph(left) || ideograph(right)))
}

/// The lines so far and the one being filled.
struct Lines {
    columns: usize,
    done: Vec<String>,
    line: String,
}

impl Lines {
    /// `text` cut where `keep` allows, each piece (a unit and the spaces
    /// after it) on this line if it fits, else on the next; a piece wider
    /// than a whole line is cut finer. A line ends at each line feed.
    fn add(&mut self, text: &str, keep: Keep) {
        if keep == Keep::Characters {
            for (at, c) in text.char_indices() {
                if char_width(c) > 0 && width(&self.line) + char_width(c) > self.columns {
                    self.end_line();
                }
                if !(self.line.is_empty() && c == ' ') {
                    self.line.push_str(&text[at..at + c.len_utf8()]);
                }
            }
            return;
        }
        let mut start = 0;
        for (end, kind) in linebreaks(text) {
            if kind == BreakOpportunity::Allowed && binds(text, end, keep) {
                continue;
            }
            self.piece(text[start..end].trim_end_matches(is_line_end), keep);
            if kind == BreakOpportunity::Mandatory && end < text.len() {
                self.end_line();
            }
            start = end;
        }
    }

    fn piece(&mut self, piece: &str, keep: Keep) {
        if width(&self.line) + width(piece.trim_end()) <= self.columns {
            if !self.line.is_empty() || !piece.trim().is_empty() {
                self.line.push_str(if self.line.is_empty() {
                    piece.trim_start()
                } else {
                    piece
                });
            }
            return;
        }
        self.end_line();
        let piece = piece.trim_start();
        if width(piece.trim_end()) <= self.columns {
            self.line.push_str(piece);
        } else {
            self.add(piece, keep.finer());
        }
    }

    /// The line filled so far ends here (none if it is empty).
    fn end_line(&mut self) {
        let line = self.line.trim_end();
        if !line.is_empty() {
            self.done.push(line.to_string());
        }
        self.line.clear();
    }

    fn finish(mut self) -> Vec<String> {
        self.end_line();
        self.done
    }
}

/// A character that ends a line by itself (UAX #14's mandatory breaks).
fn is_line_end(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\u{b}' | '\u{c}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}
