//! The progress file's notes fit 80 columns in every language: each is a
//! sentence on a line of its own, then `FILE: REASON`, with a file where a
//! learner's data directory usually is and the system's longest reasons a
//! save meets.

use std::io;

use super::width::langs;
use crate::game::learn::{Progress, ProgressError};
use crate::io::progress::Trouble;
use crate::text::width::width;

const FILE: &str = "/home/learner/.local/share/nim/progress";

/// The reasons: not a file, a lock held, and the errors of a full disk, a file-size
/// limit, a read-only file system, no permission.
fn reasons(lang: crate::text::Lang) -> Vec<String> {
    let mut reasons = vec![
        lang.progress_trouble(&Trouble::NotAFile),
        lang.progress_trouble(&Trouble::Locked),
    ];
    for code in [28, 27, 30, 13, 21] {
        let error = Trouble::Io(io::Error::from_raw_os_error(code));
        reasons.push(lang.progress_trouble(&error));
    }
    reasons
}

/// Every reason a file read is set aside, at its longest.
fn set_aside_errors() -> Vec<ProgressError> {
    let mut errors = vec![ProgressError::NotOpened];
    let texts = [
        "nim-progress 2\n",
        "",
        "\u{ff}",
        "nim-progress 1\nopened 1\ncurrent 1\nstreak 0\nmore",
    ];
    errors.extend(texts.iter().filter_map(|text| Progress::parse(text).err()));
    for expected in ["a short file", "text"] {
        errors.push(ProgressError::Line { line: 1, expected });
    }
    errors
}

#[test]
fn every_note_about_the_progress_file_fits_80_columns() {
    for lang in langs() {
        let kept = format!("{FILE}.bad-1");
        let mut notes = vec![lang.learn_saved_again(FILE)];
        for error in set_aside_errors() {
            notes.push(lang.learn_set_aside(&error.to_string(), &kept));
        }
        for reason in reasons(lang) {
            notes.push(lang.learn_not_read(FILE, &reason));
            notes.push(lang.learn_not_saved(FILE, &reason));
            notes.push(lang.learn_unsaved_at_exit(FILE, &reason));
        }
        for note in notes {
            assert!(note.contains(FILE), "{note}");
            for line in note.lines() {
                assert!(width(line) <= 80, "{} columns: {line}", width(line));
            }
        }
    }
}

#[test]
fn a_save_notes_first_line_says_what_happened_without_the_path() {
    // The screen shows this line at once, on line 25.
    for lang in langs() {
        let note = lang.learn_not_saved(FILE, "No space left on device (os error 28)");
        let (first, second) = note.split_once('\n').expect("two lines");
        assert!(!first.contains(FILE), "{first}");
        assert!(second.starts_with(FILE), "{second}");
    }
}
