//! The progress file's notes fit 80 columns in every language: each is a
//! sentence on a line of its own, then `FILE: REASON`, with a file where a
//! learner's data directory usually is and the system's longest reasons a
//! save meets; a long path is shortened in its middle, the file's name
//! kept, and a long reason goes on to a line of its own.

use std::io;
use std::path::{Path, PathBuf};

use super::width::langs;
use crate::game::learn::{Progress, ProgressError};
use crate::io::progress::Trouble;
use crate::text::width::width;

const FILE: &str = "/home/learner/.local/share/nim/progress";

/// The reasons: not a file, a lock held, and the errors of a full disk, a file-size
/// limit, a read-only file system, no permission.
/// A link of another user's: the file itself, and one on the way to it.
fn reasons(lang: crate::text::Lang, file: &Path) -> Vec<String> {
    let mut reasons = vec![
        lang.progress_trouble(&Trouble::NotAFile, file),
        lang.progress_trouble(&Trouble::Locked, file),
    ];
    for code in [28, 27, 30, 13, 21] {
        let error = Trouble::Io(io::Error::from_raw_os_error(code));
        reasons.push(lang.progress_trouble(&error, file));
    }
    for link in [
        file.to_path_buf(),
        PathBuf::from(FILE).with_file_name("elsewhere"),
    ] {
        let planted = Trouble::ForeignLink {
            link,
            owner: 4_294_967_294,
        };
        reasons.push(lang.progress_trouble(&planted, file));
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

/// Every note about `file`, in `lang`.
fn notes(lang: crate::text::Lang, file: &Path) -> Vec<String> {
    let kept = PathBuf::from(format!("{}.bad-1", file.display()));
    let mut notes = vec![lang.learn_saved_again(file)];
    for error in set_aside_errors() {
        notes.push(lang.learn_set_aside(&error.to_string(), &kept));
        notes.push(lang.report_damaged(file, &error.to_string()));
    }
    for reason in reasons(lang, file) {
        notes.push(lang.learn_not_read(file, &reason));
        notes.push(lang.learn_not_saved(file, &reason));
        notes.push(lang.learn_not_saved_alone(file, &reason));
        notes.push(lang.learn_unsaved_at_exit(file, &reason));
        notes.push(lang.report_not_read(file, &reason));
    }
    notes
}

fn fits(note: &str) {
    for line in note.lines() {
        assert!(width(line) <= 80, "{} columns: {line}", width(line));
    }
}

#[test]
fn every_note_about_the_progress_file_fits_80_columns() {
    for lang in langs() {
        for note in notes(lang, Path::new(FILE)) {
            // The file set aside is named too, its name kept.
            assert!(
                note.contains(FILE) || note.contains(".../progress.bad-1"),
                "{note}"
            );
            fits(&note);
        }
        // As plain mode prints `nim learn --report`'s refusal.
        fits(&crate::text::fit_lines(&format!(
            "nim learn: {}",
            lang.report_damaged(Path::new(FILE), "line 1: expected nim-progress 2")
        )));
    }
}

/// A 130-column data directory (the hostile round's): the file's name is
/// seen, every line fits, and an ESC in it never reaches the terminal.
#[test]
fn a_long_path_is_shortened_in_its_middle_and_escaped() {
    let long = format!("/home/ana/{}\u{1b}[31m/nim/progress", "d".repeat(120));
    for lang in langs() {
        for note in notes(lang, Path::new(&long)) {
            assert!(
                note.contains("/progress") || note.contains("/progress.bad-1"),
                "{note}"
            );
            assert!(note.contains("/home/ana/ddd"), "{note}");
            assert!(!note.contains('\u{1b}'), "{note}");
            fits(&note);
        }
        let escaped = lang.learn_not_read(Path::new("/tmp/pe\u{1b}[31m/nim/progress"), "x");
        assert!(
            escaped.contains("/tmp/pe\\u{1b}[31m/nim/progress: x"),
            "{escaped}"
        );
    }
}

#[test]
fn a_save_notes_first_line_says_what_happened_without_the_path() {
    // The screen shows this line at once, on line 25.
    for lang in langs() {
        let note = lang.learn_not_saved(Path::new(FILE), "No space left on device (os error 28)");
        let (first, second) = note.split_once('\n').expect("two lines");
        assert!(!first.contains(FILE), "{first}");
        assert!(second.starts_with(FILE), "{second}");
    }
}
