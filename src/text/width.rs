//! How many terminal columns text takes: the one definition the screen's
//! grid and the words' echo both measure with; and prose cut to a width by
//! it ([`wrap`]), for the screen's reasons, plain mode and the printed
//! sheets alike.

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

mod wrap;

pub use wrap::wrap;

#[cfg(test)]
mod tests {
    use super::{width, wrap};

    #[test]
    fn wrapping_keeps_every_word_and_every_line_fits() {
        let text = "Taking 1 from row 2 leaves 3 3. Two equal rows of 3: whatever is taken from one, the other player takes as many from the other, and so takes the last chip.";
        let lines = wrap(text, 80);
        assert_eq!(lines.join(" "), text);
        assert!(lines.iter().all(|l| width(l) <= 80));
        let chinese = "从 1 2 3 无论怎么走，对方都能留下相等的两行，然后照着走。".repeat(4);
        for line in wrap(&chinese, 80) {
            assert!(width(&line) <= 80, "{line}");
        }
        assert_eq!(wrap("", 80), Vec::<String>::new());
    }

    #[test]
    fn a_narrow_width_keeps_every_word_and_every_character() {
        let text = "Taking 1 from row 2 leaves 3 3. Two equal rows of 3: whatever is taken from one, the other player takes as many from the other.";
        let lines = wrap(text, 40);
        assert_eq!(lines.join(" "), text);
        assert!(lines.iter().all(|l| width(l) <= 40), "{lines:#?}");
        assert!(lines.len() > 2);
        let chinese = "从 1 2 3 无论怎么走，对方都能留下相等的两行，然后照着走。".repeat(5);
        let lines = wrap(&chinese, 30);
        assert!(lines.iter().all(|l| width(l) <= 30), "{lines:#?}");
        assert_eq!(lines.concat().replace(' ', ""), chinese.replace(' ', ""));
    }
}
