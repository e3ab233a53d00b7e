//! Text cut into lines of a width, for what is printed rather than drawn
//! (a worksheet): at spaces where the language has them, anywhere where it
//! has none (Chinese), every line within the width by display columns.

use crate::text::width::{char_width, width};

/// `text` in lines of at most `columns` display columns, broken at spaces
/// where it can be; a run without spaces is broken where it must be.
pub fn wrap(text: &str, columns: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|word| !word.is_empty()) {
        let gap = usize::from(!line.is_empty());
        if !line.is_empty() && width(&line) + gap + width(word) > columns {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        for c in word.chars() {
            if width(&line) + char_width(c) > columns {
                lines.push(std::mem::take(&mut line).trim_end().to_string());
            }
            line.push(c);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::wrap;
    use crate::text::width::width;

    #[test]
    fn every_word_is_kept_and_every_line_fits() {
        let text = "Taking 1 from row 2 leaves 3 3. Two equal rows of 3: whatever is taken from one, the other player takes as many from the other.";
        let lines = wrap(text, 40);
        assert_eq!(lines.join(" "), text);
        assert!(lines.iter().all(|l| width(l) <= 40), "{lines:#?}");
        assert!(lines.len() > 2);
        let chinese = "从 1 2 3 无论怎么走，对方都能留下相等的两行，然后照着走。".repeat(5);
        let lines = wrap(&chinese, 30);
        assert!(lines.iter().all(|l| width(l) <= 30), "{lines:#?}");
        assert_eq!(lines.concat().replace(' ', ""), chinese.replace(' ', ""));
        assert_eq!(wrap("", 80), Vec::<String>::new());
    }
}
