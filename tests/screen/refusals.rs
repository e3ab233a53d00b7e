//! Refusals that used to be wrong or silent: F1 during the setup, and Enter
//! on an empty field. Each beeps and says why on line 24, as every refusal.

use super::*;

/// Waits until the terminal has beeped `count` times in all.
fn wait_bells(nim: &Nim, count: usize) {
    nim.wait(&format!("{count} beeps"), |s| {
        s.audible_bell_count() == count
    });
}

#[test]
fn f1_during_setup_says_there_is_no_hint_and_what_the_question_takes() {
    let mut nim = start(&[]);
    enter(&mut nim, "-1 0");
    nim.wait_line(3, "Number of rows (2-14): _");
    nim.send("\x1bOP");
    nim.wait_line(
        24,
        "there is no hint during setup; type how many rows, 2 to 14",
    );
    wait_bells(&nim, 1);
    nim.wait_line(3, "Number of rows (2-14): _");
    nim.send("4\r");
    nim.wait_line(4, "Row 1, chips (1-63): _");
    // `?` typed is the same question.
    nim.send("?");
    nim.wait_line(4, "Row 1, chips (1-63): ?_");
    nim.send("\r");
    nim.wait_line(
        24,
        "there is no hint during setup; type 1 to 63 chips in row 1",
    );
    wait_bells(&nim, 2);
    nim.wait_line(4, "Row 1, chips (1-63): _");
    assert_eq!(nim.line(5), "", "the setup still asks for row 1");
}

#[test]
fn enter_on_an_empty_field_beeps_and_says_the_line_is_empty() {
    let mut nim = start(&[]);
    nim.send("\r");
    nim.wait_line(24, "the line is empty; type ROW COUNT, e.g. 2 3");
    wait_bells(&nim, 1);
    assert_eq!(counts(&nim), [3, 4, 5]);
    // Spaces alone are as empty.
    nim.send("  ");
    nim.wait_line(22, "Your move:   _");
    nim.send("\r");
    wait_bells(&nim, 2);
    nim.wait_line(22, "Your move: _");
    assert_eq!(nim.line(24), "the line is empty; type ROW COUNT, e.g. 2 3");
    // In the setup, with that question's words.
    enter(&mut nim, "-1 0");
    nim.wait_line(3, "Number of rows (2-14): _");
    nim.send("\r");
    nim.wait_line(24, "the line is empty; type how many rows, 2 to 14");
    wait_bells(&nim, 3);
    // Esc on the empty field still leaves the setup, the game as it was.
    nim.send("\x1b");
    nim.wait_line(22, "Your move: _");
    assert_eq!(counts(&nim), [3, 4, 5]);
}
