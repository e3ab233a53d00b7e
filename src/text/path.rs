//! A path as every message shows it (the progress file, a record): the one
//! rule for both. Each character a person cannot see but which changes
//! what is seen ([`super::is_hidden`]: an ESC that would colour the
//! terminal, a bidi control) is written as its escape, `\u{1b}`; a path
//! wider than [`PATH_LIMIT`] columns is shortened in its middle, so that
//! its start and the file's own name both stay in sight.

use std::path::Path;

use super::is_hidden;
use super::width::{width, wrap};

/// The widest path shown: with a system's longest reason (some 37 columns)
/// after it, `PATH: REASON` fits 80 columns.
pub const PATH_LIMIT: usize = 40;

/// What stands for the middle left out.
const GAP: &str = "...";

/// `path` as a message shows it: hidden characters escaped, then at most
/// [`PATH_LIMIT`] columns.
pub fn shown_path(path: &Path) -> String {
    shown_within(&path.to_string_lossy(), PATH_LIMIT)
}

/// [`shown_path`] in `limit` columns, for a line with less room.
pub fn shown_path_within(path: &Path, limit: usize) -> String {
    shown_within(&path.to_string_lossy(), limit)
}

/// [`shown_path`] of a path's text, at most `limit` columns (at least
/// enough for the gap and a character either side).
pub fn shown_within(path: &str, limit: usize) -> String {
    // Each piece is one character as shown: never cut inside an escape.
    let pieces: Vec<String> = path
        .chars()
        .map(|c| match is_hidden(c) {
            true => c.escape_unicode().to_string(),
            false => c.to_string(),
        })
        .collect();
    let whole = pieces.concat();
    if width(&whole) <= limit {
        return whole;
    }
    // The file's name (from its last separator) is kept whole when the
    // start keeps a character or more; else its end is.
    let room = limit.saturating_sub(width(GAP));
    let name_at = pieces
        .iter()
        .rposition(|p| p == "/" || p == std::path::MAIN_SEPARATOR_STR)
        .unwrap_or(0);
    let name = width(&pieces[name_at..].concat());
    let tail_room = match name < room {
        true => name,
        false => room / 2,
    };
    let mut tail = Vec::new();
    let mut used = 0;
    for piece in pieces.iter().rev() {
        if used + width(piece) > tail_room {
            break;
        }
        used += width(piece);
        tail.push(piece.as_str());
    }
    tail.reverse();
    let mut head = String::new();
    let mut head_used = 0;
    for piece in &pieces {
        if head_used + width(piece) > room - used {
            break;
        }
        head_used += width(piece);
        head.push_str(piece);
    }
    format!("{head}{GAP}{}", tail.concat())
}

/// A message as a terminal line shows it: each of its lines wrapped to 80
/// columns, so that a path and a whole reason both fit (never cut).
pub fn fit_lines(text: &str) -> String {
    let lines: Vec<String> = text.lines().flat_map(|line| wrap(line, 80)).collect();
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_path_is_shown_whole() {
        let path = "/home/ana/.local/share/nim/progress";
        assert_eq!(shown_path(Path::new(path)), path);
    }

    #[test]
    fn a_long_path_keeps_its_start_and_its_file_name() {
        let long = format!("/home/ana/{}/nim/progress", "d".repeat(120));
        let shown = shown_path(Path::new(&long));
        assert_eq!(width(&shown), PATH_LIMIT, "{shown}");
        assert!(shown.starts_with("/home/ana/d"), "{shown}");
        assert!(shown.ends_with("d.../progress") || shown.ends_with(".../progress"));
        assert!(shown.ends_with("/progress"), "{shown}");
        let record = "/home/ana/nim-records/2026/november/games.txt";
        let shown = shown_within(record, 40);
        assert!(
            shown.ends_with("/games.txt") && shown.contains("..."),
            "{shown}"
        );
        assert!(width(&shown) <= 40, "{shown}");
    }

    #[test]
    fn wide_characters_are_measured_by_their_columns() {
        let long = format!("/home/{}/nim/progress", "学".repeat(40));
        let shown = shown_path(Path::new(&long));
        assert!(width(&shown) <= PATH_LIMIT, "{shown}");
        assert!(width(&shown) >= PATH_LIMIT - 1, "{shown}");
        assert!(shown.ends_with("/progress"), "{shown}");
    }

    #[test]
    fn a_long_file_name_keeps_its_end() {
        let long = format!("/tmp/{}.txt", "g".repeat(100));
        let shown = shown_path(Path::new(&long));
        assert!(width(&shown) <= PATH_LIMIT, "{shown}");
        assert!(
            shown.starts_with("/tmp/g") && shown.ends_with("g.txt"),
            "{shown}"
        );
    }

    #[test]
    fn control_characters_are_escaped_and_never_cut() {
        let shown = shown_path(Path::new("/tmp/pe\u{1b}[31m/nim/progress"));
        assert_eq!(shown, "/tmp/pe\\u{1b}[31m/nim/progress");
        assert!(!shown.chars().any(is_hidden));
        let long = format!("/tmp/{}/nim/progress", "\u{1b}".repeat(30));
        let shown = shown_path(Path::new(&long));
        assert!(!shown.chars().any(is_hidden), "{shown}");
        assert!(width(&shown) <= PATH_LIMIT, "{shown}");
        // Only whole escapes before the gap.
        let head = shown.split("...").next().unwrap();
        assert!(head.ends_with('}') || head.ends_with('/'), "{shown}");
        // A bidi control too.
        assert_eq!(shown_path(Path::new("a\u{202e}b")), "a\\u{202e}b");
    }
}
