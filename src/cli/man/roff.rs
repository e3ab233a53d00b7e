//! Text made safe for roff, and the few requests the page is written
//! with: a paragraph, a tagged paragraph, a heading, bold and italic.

/// `text` escaped: a backslash as `\e`, every hyphen as `\-` (a minus,
/// so a flag copied from the page is typed as it reads), quotes and
/// backquotes as their ASCII glyphs, anything beyond ASCII by its code
/// point, and a line that would start with a control character guarded.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split('\n') {
        if !out.is_empty() {
            out.push('\n');
        }
        let line = line.trim();
        if line.starts_with('.') {
            out.push_str("\\&");
        }
        for c in line.chars() {
            match c {
                '\\' => out.push_str("\\e"),
                '-' => out.push_str("\\-"),
                '\'' => out.push_str("\\(aq"),
                '`' => out.push_str("\\(ga"),
                '"' => out.push_str("\\(dq"),
                c if c.is_ascii() => out.push(c),
                c => out.push_str(&format!("\\[u{:04X}]", u32::from(c))),
            }
        }
    }
    out
}

/// `text` in bold, escaped.
pub fn bold(text: &str) -> String {
    format!("\\fB{}\\fR", escape(text))
}

/// `text` in italic, escaped.
pub fn italic(text: &str) -> String {
    format!("\\fI{}\\fR", escape(text))
}

/// A section's heading.
pub fn section(out: &mut String, title: &str) {
    out.push_str(&format!(".SH {}\n", escape(title)));
}

/// A subsection's heading, quoted: it may hold spaces.
pub fn subsection(out: &mut String, title: &str) {
    out.push_str(&format!(".SS \"{}\"\n", escape(title)));
}

/// A new paragraph of `text`, escaped; its line breaks are kept as
/// breaks of the source, which roff fills.
pub fn paragraph(out: &mut String, text: &str) {
    out.push_str(".PP\n");
    out.push_str(&escape(text));
    out.push('\n');
}

/// A tagged paragraph: `tag` (already in roff) on its own line, `text`
/// (escaped here) indented under it.
pub fn tagged(out: &mut String, tag: &str, text: &str) {
    out.push_str(".TP\n");
    out.push_str(tag);
    out.push('\n');
    out.push_str(&escape(text));
    out.push('\n');
}

/// A further paragraph under the tagged one before it, at its indent.
pub fn indented(out: &mut String, text: &str) {
    out.push_str(".IP\n");
    out.push_str(&escape(text));
    out.push('\n');
}

/// Lines shown as typed, not filled: commands to copy.
pub fn verbatim(out: &mut String, lines: &[String]) {
    out.push_str(".PP\n.RS 4\n.nf\n");
    for line in lines {
        out.push_str(&escape(line));
        out.push('\n');
    }
    out.push_str(".fi\n.RE\n");
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn roff_control_characters_are_escaped() {
        assert_eq!(escape("--rows"), "\\-\\-rows");
        assert_eq!(escape(".hidden"), "\\&.hidden");
        assert_eq!(escape("a\n.b"), "a\n\\&.b");
        assert_eq!(escape("'quoted'"), "\\(aqquoted\\(aq");
        assert_eq!(escape("a\\b"), "a\\eb");
        assert_eq!(escape("`?`"), "\\(ga?\\(ga");
        assert_eq!(escape("misère 尼"), "mis\\[u00E8]re \\[u5C3C]");
        assert_eq!(escape("  indented"), "indented");
    }
}
