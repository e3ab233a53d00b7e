//! The book's GetChange on the screen: the questions row by row, refused
//! answers asked again, the dense field after a long row, and Esc back out.

use super::*;

#[test]
fn setup_asks_row_by_row_refuses_bad_answers_and_draws_a_dense_field() {
    let mut nim = start(&[]);
    enter(&mut nim, "-1 0");
    let title = "GAME SETUP";
    let explain = "(the number of rows, then the number of chips in each row)";
    nim.wait_text(centre(title), 1, title);
    nim.wait_text(centre(explain), 2, explain);
    nim.wait_line(3, "Number of rows (2-14): _");
    assert_eq!(
        nim.line(4),
        "",
        "row 1 is asked only after the number of rows"
    );

    let answer = |nim: &mut Nim, line: u16, prompt: &str, typed: &str| {
        nim.send(typed);
        nim.wait_line(line, &format!("{prompt}{typed}_"));
        nim.send("\r");
    };
    let rows = "Number of rows (2-14): ";
    answer(&mut nim, 3, rows, "1");
    nim.wait_line(24, "1 row is too few; choose 2 to 14");
    answer(&mut nim, 3, rows, "15");
    nim.wait_line(24, "15 rows are too many; choose 2 to 14");
    answer(&mut nim, 3, rows, "x");
    nim.wait("a refused word", |s| line_of(s, 24).starts_with("\"x\""));
    assert_eq!(bells(&nim), 3);
    nim.wait_line(3, "Number of rows (2-14): _");
    assert_eq!(nim.line(4), "");

    answer(&mut nim, 3, rows, "2");
    nim.wait_line(3, "Number of rows (2-14): 2");
    nim.wait_line(4, "Row 1, chips (1-63): _");
    nim.wait_line(24, "");
    assert_eq!(nim.line(5), "");
    answer(&mut nim, 4, "Row 1, chips (1-63): ", "64");
    nim.wait_line(24, "row 1 cannot hold 64 chips; choose 1 to 63");
    answer(&mut nim, 4, "Row 1, chips (1-63): ", "0");
    nim.wait_line(24, "row 1 cannot hold 0 chips; choose 1 to 63");
    answer(&mut nim, 4, "Row 1, chips (1-63): ", "63");
    nim.wait_line(4, "Row 1, chips (1-63): 63");
    nim.wait_line(5, "Row 2, chips (1-63): _");
    answer(&mut nim, 5, "Row 2, chips (1-63): ", "7");

    // The game again, in the dense field: place j at column 7 + j, and a
    // blank column between the last place and the count.
    nim.wait_text(centre(TITLE), 1, TITLE);
    // Lines are drawn top to bottom: once the prompt is there, the rows are too.
    nim.wait_line(22, "Your move: _");
    assert_eq!(counts(&nim), [63, 7]);
    nim.wait_text(7, 5, &format!(" {} 63", CHIP.repeat(63)));
    nim.wait_text(7, 6, &format!(" {} ", CHIP.repeat(7)));
    nim.wait_line(23, "");
    enter(&mut nim, "1 60");
    nim.wait("the computer's reply", |s| !line_of(s, 23).is_empty());
    // The 60 chips just taken are marked until the next move.
    nim.wait_text(
        8,
        5,
        &format!("{}{} ", CHIP.repeat(3), "\u{2591}".repeat(60)),
    );
}

/// Esc leaves the setup for the screen exactly as it was: the marks of
/// the chips just taken, line 23's report of both moves, the coach's words.
#[test]
fn esc_on_an_empty_field_leaves_the_setup() {
    let mut nim = start(&["--coach"]);
    enter(&mut nim, "1 2");
    // Drawn whole: the coach's words on line 24 and the cursor back at the
    // question (line_of shows the cursor as `_`, so a line holding only the
    // cursor mid-draw is not yet the coach's).
    nim.wait("the reply and the coach", |s| {
        line_of(s, 23).ends_with("I took 1 chip from row 3.")
            && line_of(s, 24).len() > 1
            && line_of(s, 22) == "Your move: _"
    });
    let whole = |s: &vt100::Screen| (1..=25).map(|l| line_of(s, l)).collect::<Vec<_>>();
    let before = nim.screen(whole);
    assert!(before[4].contains('\u{2591}'), "row 1's marks: {before:#?}");
    enter(&mut nim, "-1 0");
    nim.wait_line(3, "Number of rows (2-14): _");
    nim.send("4\r");
    nim.wait_line(4, "Row 1, chips (1-63): _");
    nim.send("\x1b");
    nim.wait_line(22, "Your move: _");
    assert_eq!(counts(&nim), [1, 4, 4]);
    nim.wait("line 24 again", |s| {
        line_of(s, 24).len() > 1 && line_of(s, 22) == "Your move: _"
    });
    assert_eq!(nim.screen(whole), before);
}
