//! The report card and a missed puzzle coming back, on the book's screen
//! through a terminal: `nim learn --report` shows the card from a known
//! progress file and Enter or q leaves it; `nim learn --date` sets the
//! missed puzzle first, says when it was missed, and when it comes again.

use std::path::Path;

use nim_pty::Nim;

/// A learner in lesson 3: 7 right and 3 wrong, two puzzles of lesson 1
/// missed (one due 2026-11-27), a run of 2 and a best of 5.
const PROGRESS: &str = "nim-progress 2\nopened 3\ncurrent 3\nstreak 1\nrun 2 best 5\n\
passed 1 2\nlesson 1 right 3 hinted 0 wrong 2\nlesson 2 right 4 hinted 1 wrong 1\n\
mistake took-whole-row 2\nmistake left-2s-odd 1\n\
missed 08S90D 2026-11-26 right 0 due 2026-11-27\n\
missed 08S90E 2026-11-20 right 1 due 2026-11-30\n";

fn start(data: &Path, args: &[&str]) -> Nim {
    let dir = data.join("nim");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("progress"), PROGRESS).unwrap();
    super::spawn_in(data, args)
}

#[test]
fn the_report_card_on_the_screen_and_q_leaves() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--report"]);
    // The whole card is up once its last line is.
    nim.wait("the card, whole", |s| {
        nim_pty::line_of(s, 1).trim() == "Report card"
            && nim_pty::line_of(s, 25)
                .trim_end()
                .ends_with("Press Enter or q to leave.")
    });
    let lines = [
        (3, "Lessons passed: 2 of 9."),
        (4, "Puzzles: 7 right, 1 right after a hint, 3 wrong."),
        (6, "Lesson 1: 3 right, 0 after a hint, 2 wrong."),
        (7, "Lesson 2: 4 right, 1 after a hint, 1 wrong."),
        (9, "Most frequent mistake (2 times): took a whole row."),
        (10, "Right in a row: 2 now, 5 at best."),
        (12, "Missed puzzles waiting: 2."),
        (13, "08S90D (lesson 1), missed 2026-11-26: due 2026-11-27"),
        (14, "08S90E (lesson 1), missed 2026-11-20: due 2026-11-30"),
    ];
    for (line, text) in lines {
        assert_eq!(nim.line(line).trim_end(), text, "line {line}");
    }
    assert!(
        nim.line(25)
            .trim_end()
            .ends_with("Press Enter or q to leave.")
    );
    // A key that means nothing leaves the card as it is.
    nim.send("x");
    nim.send("q");
    assert!(nim.exit_status().success());
    // The report only reads: the file is as it was.
    let file = data.path().join("nim/progress");
    assert_eq!(std::fs::read_to_string(file).unwrap(), PROGRESS);
}

#[test]
fn the_report_card_in_russian_and_enter_leaves() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--report", "--lang", "ru"]);
    nim.wait("the title", |s| nim_pty::line_of(s, 1).trim() == "Табель");
    nim.wait_line(9, "Частая ошибка (2 раза): взяли целый ряд.");
    nim.send("\r");
    assert!(nim.exit_status().success());
}

#[test]
fn a_missed_puzzle_comes_back_first_on_the_screen() {
    let data = tempfile::tempdir().unwrap();
    let args = ["learn", "--date", "2026-11-27", "--seed", "1"];
    let mut nim = start(data.path(), &args);
    nim.wait("the missed puzzle's lesson", |s| {
        nim_pty::line_of(s, 1).trim() == "1. One row"
    });
    // The frame is whole once the question, on line 22, is up.
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    assert_eq!(
        nim.line(2).trim_end(),
        "Lesson 1: a puzzle you missed on 2026-11-26. Try it again!"
    );
    nim.wait_line(24, "First, a puzzle you missed before comes back.");
    let chips = nim.line(10).split_whitespace().last().unwrap().to_string();
    nim.send(&format!("1 {chips}\r"));
    nim.wait_line(23, "Right!");
    nim.wait_line(24, "It comes back in 3 days, on 2026-11-30.");
    // Enter: lesson 3, under way, comes next.
    nim.send("\r");
    nim.wait("lesson 3", |s| {
        nim_pty::line_of(s, 1).trim().starts_with("3. ")
    });
    nim.send("q\r");
    assert!(nim.exit_status().success());
}
