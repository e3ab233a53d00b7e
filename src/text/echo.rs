//! Typed text repeated back safely: what a person typed (a bad row, a
//! record's line, an address) shown without the characters that would
//! change what the terminal shows, and cut to a width.

use super::ECHO_LIMIT;
use crate::text::width::char_width;

/// Typed text repeated back: each [`is_hidden`] character shown as `?`, long
/// text cut at `ECHO_LIMIT` columns with `...` (ASCII, one column on every
/// terminal).
pub fn echo(typed: &str) -> String {
    echo_within(typed, ECHO_LIMIT)
}

/// [`echo`], at most `limit` columns (an address the player typed).
pub fn echo_within(typed: &str, limit: usize) -> String {
    let mut shown = String::new();
    let mut used = 0;
    for c in typed.chars() {
        let c = if is_hidden(c) { '?' } else { c };
        let w = char_width(c);
        if used + w > limit {
            shown.push_str("...");
            return shown;
        }
        used += w;
        shown.push(c);
    }
    shown
}

/// True for a character a person cannot see but which changes what is
/// seen: the Unicode general categories Cc (controls), Cf (format: the bidi
/// controls, zero-width spaces and joiners, the byte-order mark, the soft
/// hyphen, tags), Zl and Zp (the line and paragraph separators). Repeated
/// raw, a bidi control reorders the rest of a terminal's line, a separator
/// splits a script's line, and the others hide in the text; [`echo`] shows
/// them as `?`, and the screen's field does not take them.
pub fn is_hidden(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') || is_format(c)
}

/// General category Cf, as of Unicode 15.
fn is_format(c: char) -> bool {
    matches!(
        c,
        '\u{AD}'
            | '\u{600}'..='\u{605}'
            | '\u{61C}'
            | '\u{6DD}'
            | '\u{70F}'
            | '\u{890}'..='\u{891}'
            | '\u{8E2}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206F}'
            | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{110BD}'
            | '\u{110CD}'
            | '\u{13430}'..='\u{1343F}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0001}'
            | '\u{E0020}'..='\u{E007F}'
    )
}
