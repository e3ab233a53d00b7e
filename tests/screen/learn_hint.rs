//! The fading hint and the binary view on `nim learn`'s screen, through a
//! terminal: `?` three times shows the three steps on line 23 (the next
//! `?` said on line 24); a right answer after it says that it does not
//! count; `b` in lesson 6 shows the game's column table beside the rows
//! and takes it away again; before lesson 6, `b` says when it comes; a
//! reason in lesson 6 shows what its move leaves, in binary columns.
#![cfg(unix)]

use nim_pty::Nim;

/// `nim` with `args` in a fresh data directory; a lesson that opens with
/// its small games (discovery, line 5 `Game 1 of N`) has them skipped
/// with `s`, to its rule and first puzzle.
fn start(data: &std::path::Path, args: &[&str]) -> Nim {
    let mut nim = super::spawn_in(data, args);
    if args.first() == Some(&"learn") {
        nim.wait("a puzzle or the lesson's small games", |s| {
            nim_pty::line_of(s, 5).starts_with("Game 1 of ")
                || nim_pty::line_of(s, 22).ends_with("): _")
        });
        if nim.line(5).starts_with("Game 1 of ") {
            nim.send("s\r");
            nim.wait("the lesson's first puzzle", |s| {
                !nim_pty::line_of(s, 5).starts_with("Game ")
                    && nim_pty::line_of(s, 22).ends_with("): _")
            });
        }
    }
    nim
}

/// The question's line, whichever the puzzle asks.
fn asked(nim: &Nim) {
    nim.wait("a question", |s| {
        let line = nim_pty::line_of(s, 22);
        line.ends_with("(ROW COUNT): _") || line.ends_with("(y/n): _")
    });
}

/// Waits for `line` to read `text` in a whole frame: the cursor back in
/// the field on line 22, where a frame ends.
fn frame(nim: &Nim, line: u16, text: &str) {
    nim.wait(&format!("line {line} to read {text:?}"), |s| {
        nim_pty::line_of(s, line) == text && s.cursor_position().0 == 21
    });
}

/// Waits for a whole frame with `text` at (`col`, `line`).
fn frame_at(nim: &Nim, col: u16, line: u16, text: &str) {
    let len = text.chars().count() as u16;
    nim.wait(&format!("{text:?} at ({col}, {line})"), |s| {
        nim_pty::text_at(s, col, line, len) == text && s.cursor_position().0 == 21
    });
}

/// The counts at the end of the rows' lines, from line 10.
fn counts(nim: &Nim) -> Vec<u32> {
    super::lesson_counts(nim)
}

#[test]
fn three_question_marks_show_the_three_steps_and_the_answer_does_not_count() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--seed", "7", "--lesson", "2"]);
    asked(&nim);
    nim.send("?\r");
    nim.wait_line(23, "Hint 1 of 3: Can you leave two equal rows?");
    nim.wait_line(24, "? again gives the hint's next step.");
    nim.send("?\r");
    nim.wait("the second step", |s| {
        nim_pty::line_of(s, 23).starts_with("Hint 2 of 3: Look at row ")
    });
    nim.send("?\r");
    nim.wait("the third step", |s| {
        nim_pty::line_of(s, 23).starts_with("Hint 3 of 3: ")
    });
    nim.wait_line(24, "That was the whole hint; the lesson's text is above.");
    // The last step ends on what to type: a move, or y or n.
    let step = nim.line(23);
    let typed = step.rsplit_once("ype ").unwrap().1.trim_end_matches('.');
    assert!(!typed.is_empty(), "{step}");
    nim.send(&format!("{typed}\r"));
    nim.wait_line(23, "Right!");
    nim.wait_line(
        24,
        "Right, with a hint: it does not count toward the three in a row.",
    );
    nim.send("\rq\r");
    assert!(nim.exit_status().success());
    let progress = std::fs::read_to_string(data.path().join("nim/progress")).unwrap();
    let lines: Vec<&str> = progress.lines().collect();
    assert!(
        lines.contains(&"current 2") && lines.contains(&"streak 0"),
        "{progress}"
    );
}

#[test]
fn b_in_lesson_6_shows_the_column_table_and_takes_it_away() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--seed", "7", "--lesson", "6"]);
    asked(&nim);
    let rows = counts(&nim);
    assert_eq!(rows, [9, 5, 3]);
    nim.send("b\r");
    frame(&nim, 9, "             8 4 2 1");
    assert_eq!(&nim.line(10)[..20], "   1         1 0 0 1");
    assert_eq!(&nim.line(11)[..20], "   2         0 1 0 1");
    assert_eq!(&nim.line(12)[..20], "   3         0 0 1 1");
    // The nim-sum's digits and the odd columns, not what they mean: the
    // lesson asks that.
    assert_eq!(nim.line(13), "     nim-sum 1 1 1 1");
    assert_eq!(nim.line(14), "             ^ ^ ^ ^");
    nim.send("b\r");
    frame(&nim, 9, "");
    assert_eq!(nim.line(13), "");
    assert!(nim.line(10).starts_with("   1                 "));
    nim.send("q\r");
    assert!(nim.exit_status().success());
}

#[test]
fn b_before_lesson_6_says_when_it_comes() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--seed", "7", "--lesson", "5"]);
    asked(&nim);
    nim.send("b\r");
    nim.wait_line(
        23,
        "The binary view comes with lesson 6: for now, look at the chips.",
    );
    assert_eq!(nim.line(9), "");
    nim.send("q\r");
    assert!(nim.exit_status().success());
}

/// After a verdict in lesson 6 the rows show what the reason's move
/// leaves (its chips taken, as `.`), in binary columns with the nim-sum 0
/// under them; the reason's sentence holds no binary of its own.
#[test]
fn a_reason_in_lesson_6_stands_in_columns() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--seed", "7", "--lesson", "6"]);
    asked(&nim);
    // 9 5 3 can be won: "no" is wrong, and the reason is the winning move.
    nim.send("n\r");
    nim.wait_line(23, "Not this time: the player to move can win.");
    frame(
        &nim,
        19,
        "Taking 3 from row 1 leaves 6 5 3. In binary (the columns show it), every column",
    );
    assert_eq!(nim.line(9), "               4 2 1");
    assert_eq!(nim.line(13), "       nim-sum 0 0 0");
    assert_eq!(counts(&nim), [6, 5, 3]);
    assert!(
        nim.line(10)
            .starts_with("   1           1 1 0 ▄ ▄ ▄ ▄ ▄ ▄ . . .")
    );
    nim.send("\r");
    nim.wait_line(19, "");
    nim.send("q\r");
    assert!(nim.exit_status().success());
}

/// Lesson 5's reason writes each row as its powers of two, a power a
/// column, and how many rows hold each under them.
#[test]
fn a_reason_in_lesson_5_writes_powers_in_columns() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--seed", "1", "--lesson", "5"]);
    asked(&nim);
    nim.send("n\r");
    nim.wait_line(22, "Press Enter for the next puzzle. _");
    nim.send("\r");
    frame(&nim, 22, "Your winning move (ROW COUNT): _");
    assert_eq!(counts(&nim), [5, 5, 4]);
    // Answered right: the reason's move is shown made (a wrong answer
    // shows its refutation instead, `learn_refute.rs`).
    nim.send("1 4\r");
    frame(&nim, 23, "Right!");
    assert_eq!(counts(&nim), [1, 5, 4]);
    let cells = |line: u16| nim.line(line).chars().take(21).collect::<String>();
    // The powers 4, 2 and 1 in columns 12, 16 and 20.
    assert_eq!(cells(9), "           4   2   1");
    assert_eq!(cells(10), "   1               1 ");
    assert_eq!(cells(11), "   2       4     + 1 ");
    assert_eq!(cells(12), "   3       4         ");
    assert_eq!(nim.line(13), "           2   0   2 how many");
    assert!(
        nim.line(19)
            .starts_with("Taking 4 from row 1 leaves 1 5 4. In powers of two")
    );
    // Enter: the next puzzle, its rows whole and nothing beside them.
    nim.send("\r");
    frame(&nim, 19, "");
    assert_eq!(nim.line(13).trim(), "");
    nim.send("q\r");
    assert!(nim.exit_status().success());
}

/// The board's lesson: `b` puts the gaps in binary right of the board, a
/// gap a line, the nim-sum under them; after a verdict the board shows the
/// reason's move made, and the table the gaps it leaves, nim-sum 0.
#[test]
fn the_boards_gaps_stand_in_columns_beside_it() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--seed", "7", "--lesson", "8"]);
    asked(&nim);
    nim.send("b\r");
    frame_at(&nim, 68, 9, "4 2 1");
    let gaps = nim.line(18);
    assert!(
        gaps.starts_with("                       free 4  3  2  0  1  0  0  6"),
        "{gaps:?}"
    );
    assert_eq!(from_column(&nim.line(10), 53), "        gap 1 1 0 0");
    assert_eq!(from_column(&nim.line(11), 53), "        gap 2 0 1 1");
    assert!(gaps.ends_with("     nim-sum 0 1 0"), "{gaps}");
    assert_eq!(nim.line(19).trim(), "^");
    // 4 3 2 0 1 0 0 6 can be won: "n" is wrong; 2 2 leaves nim-sum 0.
    nim.send("n\r");
    frame(&nim, 23, "Not this time: the player to move can win.");
    let gaps = nim.line(18);
    assert!(
        gaps.starts_with("                       free 4  1  2  0  1  0  0  6"),
        "{gaps}"
    );
    assert_eq!(from_column(&nim.line(11), 53), "        gap 2 0 0 1");
    assert!(gaps.ends_with("     nim-sum 0 0 0"), "{gaps}");
    assert!(
        nim.line(19)
            .starts_with("Moving 2 in column 2 leaves 4 1 2 0 1 0 0 6.")
    );
    // Enter: the next puzzle, the view still on.
    nim.send("\r");
    frame(&nim, 23, "");
    assert!(!nim.line(19).starts_with("Moving"));
    assert_eq!(nim.line(9).trim_end().rsplit("  ").next(), Some("4 2 1"));
    nim.send("q\r");
    assert!(nim.exit_status().success());
}

/// A screen line from column `column` (0-based) on: the board's pieces take
/// one column and more than one byte.
fn from_column(line: &str, column: usize) -> String {
    line.chars().skip(column).collect()
}
