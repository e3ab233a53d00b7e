//! A wrong answer on the lesson screen, through a terminal: its
//! refutation in place of the reason, `p` to play the refuted position out
//! move by move (the rows redrawn, the moves and the end said on lines
//! 23-24), a refused move beeped and changing nothing, Enter for the next
//! puzzle.

use nim_pty::Nim;

fn start(data: &std::path::Path, args: &[&str]) -> Nim {
    super::spawn_in(data, args)
}

/// Row `row`'s count, at the end of its line.
fn count(nim: &Nim, row: u16) -> String {
    let line = nim.line(9 + row);
    line.split_whitespace().last().unwrap().to_string()
}

#[test]
fn a_wrong_move_is_refuted_and_played_out_on_the_lesson_screen() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--seed", "3", "--lesson", "3"]);
    // Lesson 3 entered fresh starts with its small games: s skips them.
    nim.wait_line(5, "Game 1 of 2");
    nim.send("s\r");
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    assert_eq!(
        [count(&nim, 1), count(&nim, 2), count(&nim, 3)],
        ["1", "4", "3"]
    );
    nim.send("3 3\r");
    nim.wait_line(23, "Not this time: 2 2 wins.");
    let reason: Vec<String> = (18..=21).map(|l| nim.line(l)).collect();
    let reason = reason.join(" ");
    assert!(
        reason.contains(
            "Taking 3 from row 3 leaves 1 4 0; then I take 3 from row 2 and leave 1 1 0."
        ),
        "{reason}"
    );
    assert!(reason.contains("Two equal rows of 1"), "{reason}");
    nim.wait_line(
        22,
        "p plays this position out against me; Enter brings the next puzzle. _",
    );
    println!("{}", nim.screen(nim_pty::show));
    nim.send("p");
    nim.wait_line(23, "Play it out: I move first.");
    nim.wait_line(24, "I took 3 chips from row 2.");
    nim.wait_line(22, "Your move (ROW COUNT): _");
    assert_eq!(
        [count(&nim, 1), count(&nim, 2), count(&nim, 3)],
        ["1", "1", "0"]
    );
    // A move the rows do not allow is refused and changes nothing.
    nim.send("3 1\r");
    nim.wait_line(23, "row 3 is empty; choose a row that still has chips");
    assert_eq!(count(&nim, 2), "1");
    nim.send("2 1\r");
    nim.wait_line(23, "You took 1 chip from row 2. I took 1 chip from row 1.");
    nim.wait_line(24, "I won it: that position was lost for you.");
    println!("{}", nim.screen(nim_pty::show));
    assert_eq!([count(&nim, 1), count(&nim, 2)], ["0", "0"]);
    nim.wait_line(22, "Press Enter for the next puzzle. _");
    nim.send("\r");
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    assert_eq!(nim.line(23), "");
    assert_eq!(
        [count(&nim, 1), count(&nim, 2), count(&nim, 3)],
        ["3", "2", "2"]
    );
    nim.send("q\r");
    assert!(nim.exit_status().success());
}
