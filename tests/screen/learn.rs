//! `nim learn` on the book's screen, through a terminal: a lesson's title
//! and text, a puzzle answered right and its verdict on lines 23-24, Enter
//! for the next puzzle, a refused line that counts for nothing, `q`.
#![cfg(unix)]

use nim_pty::Nim;

fn start(data: &std::path::Path, args: &[&str]) -> Nim {
    super::spawn_in(data, args)
}

/// Lesson 1's row: its count, at the end of line 10.
fn count(nim: &Nim) -> String {
    let line = nim.line(10);
    line.split_whitespace().last().unwrap().to_string()
}

#[test]
fn one_lesson_step_on_the_screen() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--seed", "7", "--lesson", "1"]);
    nim.wait("the lesson's title", |s| {
        nim_pty::line_of(s, 1).trim() == "1. One row"
    });
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    assert!(nim.line(2).starts_with("One row of chips."));
    // A line that is not a move is refused, and counts for nothing.
    nim.send("x\r");
    nim.wait_line(23, "\"x\" is not a whole number; type ROW COUNT, e.g. 2 3");
    let chips = count(&nim);
    nim.send(&format!("1 {chips}\r"));
    nim.wait_line(23, "Right!");
    nim.wait_line(24, "1 right in a row: 2 more pass the lesson.");
    assert_eq!(nim.line(22), "Press Enter for the next puzzle. _");
    assert!(
        nim.line(19)
            .starts_with(&format!("Taking {chips} from row 1 leaves 0."))
    );
    // Enter: the next puzzle, the verdict gone.
    nim.send("\r");
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    assert_eq!(nim.line(23), "");
    assert_eq!(nim.line(19), "");
    nim.send("q\r");
    assert!(nim.exit_status().success());
    let progress = std::fs::read_to_string(data.path().join("nim/progress")).unwrap();
    assert_eq!(
        progress,
        "nim-progress 2\nopened 1\ncurrent 1\nstreak 1\nrun 1 best 1\nlesson 1 right 1 hinted 0 wrong 0\n"
    );
}

/// A save that fails is said at once, on line 25 beside the verdict (not
/// after Enter), in a line that fits; the file and the reason follow under
/// the next puzzle; the next answer tries again and says when it works; and
/// leaving with the last save failed says so once the screen is gone. The
/// failure is real: where the data directory should be stands a file.
#[test]
fn a_failed_save_shows_with_its_verdict_and_is_tried_again() {
    let data = tempfile::tempdir().unwrap();
    let blocker = data.path().join("nim");
    std::fs::write(&blocker, "not a directory").unwrap();
    let file = blocker.join("progress");
    let mut nim = start(data.path(), &["learn", "--seed", "7", "--lesson", "1"]);
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    let not_saved = "The progress could not be saved; the next answer tries again:";
    nim.send(&format!("1 {}\r", count(&nim)));
    nim.wait_line(23, "Right!");
    nim.wait_line(25, not_saved);
    nim.send("\r");
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    nim.wait_line(23, not_saved);
    nim.wait_line(
        24,
        &format!("{}: File exists (os error 17)", file.display()),
    );
    nim.wait("the keys back on line 25", |s| {
        nim_pty::line_of(s, 25).contains("Type your answer.")
    });
    // The way cleared: the next answer is kept, and says so.
    std::fs::remove_file(&blocker).unwrap();
    nim.send(&format!("1 {}\r", count(&nim)));
    nim.wait_line(23, "Right!");
    let again = format!("The progress is saved again: {}", file.display());
    nim.wait_line(25, &again);
    let progress = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        progress,
        "nim-progress 2\nopened 1\ncurrent 1\nstreak 2\nrun 2 best 2\nlesson 1 right 2 hinted 0 wrong 0\n"
    );
    // Blocked again, and the learner leaves.
    std::fs::remove_dir_all(&blocker).unwrap();
    std::fs::write(&blocker, "not a directory").unwrap();
    nim.send("\r");
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    nim.send(&format!("1 {}\r", count(&nim)));
    nim.wait_line(25, not_saved);
    // Lesson 1 is passed: lesson 2 starts with its small games; s skips
    // them to the rule and the first puzzle.
    nim.send("\r");
    nim.wait_line(5, "Game 1 of 3");
    nim.send("s\r");
    nim.wait("lesson 2's first puzzle", |s| {
        nim_pty::line_of(s, 22).starts_with("Your winning move (ROW COUNT): _")
            || nim_pty::line_of(s, 22).starts_with("Can the player to move win?")
    });
    let from = nim.bytes();
    nim.send("q\r");
    assert!(nim.exit_status().success());
    // Its last bytes may still be on their way to the reader.
    let note = "The progress of this sitting's last answers is not saved:";
    nim.wait_seen("the note at exit", |seen| {
        String::from_utf8_lossy(&seen.raw[from..]).contains(note)
    });
}
