//! The progress file's notes fit 80 columns in every language: each is a
//! sentence on a line of its own, then `FILE: REASON`, with a file where a
//! learner's data directory usually is and the system's longest reasons a
//! save meets.

use std::io;

use super::width_tests::langs;
use crate::progress::Trouble;
use crate::width::width;

const FILE: &str = "/home/learner/.local/share/nim/progress";

/// The reasons: not a file, and the errors of a full disk, a file-size
/// limit, a read-only file system, no permission.
fn reasons(lang: super::Lang) -> Vec<String> {
    let mut reasons = vec![lang.progress_trouble(&Trouble::NotAFile)];
    for code in [28, 27, 30, 13, 21] {
        let error = Trouble::Io(io::Error::from_raw_os_error(code));
        reasons.push(lang.progress_trouble(&error));
    }
    reasons
}

#[test]
fn every_note_about_the_progress_file_fits_80_columns() {
    for lang in langs() {
        let mut notes = vec![lang.learn_saved_again(FILE)];
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
