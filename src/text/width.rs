//! How many terminal columns text takes: the one definition the screen's
//! grid and the words' echo both measure with.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Display width of a character: 2 for CJK and other wide characters, 0 for
/// combining marks and other characters that take no column of their own.
pub fn char_width(c: char) -> usize {
    UnicodeWidthChar::width(c).unwrap_or(0)
}

/// Display width of a text (the book's `Length`, counted in columns).
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}
