//! The coach and the way in, through a terminal: line 23 says both moves,
//! line 24 the coach's sentence on the learner's move and the position it
//! left, the emptied places are marked until the next move; `h` names the
//! way in, a lesson and the day's puzzle open from the game and leave back
//! to it with the score and the rows kept; a won game's end says it is over.

use super::*;
use nim_pty::{places, text_at};

/// The game with its progress kept in `data` (lessons opened from it).
fn start_kept(data: &std::path::Path, args: &[&str]) -> Nim {
    let mut all = vec!["--lang", "en", "--seed", "1"];
    all.extend_from_slice(args);
    let nim = spawn_in(data, &all);
    nim.wait("the first frame", |s| line_of(s, 22).starts_with(PROMPT));
    nim
}

#[test]
fn the_coach_names_the_move_and_what_it_left_and_the_screen_marks_the_places() {
    let mut nim = start(&["--coach"]);
    // 3 5 gives the win of 3 4 5 away: it leaves 3 4 0, the 4s odd.
    enter(&mut nim, "3 5");
    // The frame is written in one burst: wait until all of it is in.
    nim.wait("both moves, the coach, the marks", |s| {
        line_of(s, 23).starts_with("You took 5 chips from row 3. I took ")
            && line_of(s, 24).ends_with("; u takes both back")
            && text_at(s, 22, 7, 9) == "░ ░ ░ ░ ░"
    });
    let said = nim.line(24);
    assert!(
        said.starts_with("Your 3 5 left the 4s odd; I answered "),
        "{said}"
    );
    // The reply's chips marked too, and nothing else.
    let counts = counts(&nim);
    let marked: usize = (5..=6)
        .map(|line| places(&nim, line, 4).matches('░').count())
        .sum();
    assert_eq!(marked as u32, 3 + 4 - counts[0] - counts[1], "{counts:?}");
    // The next move: row 3's marks go, the new move's come.
    let row = if counts[0] > 0 { 1 } else { 2 };
    enter(&mut nim, &format!("{row} 1"));
    let mine = format!("You took 1 chip from row {row}.");
    nim.wait("the next move", |s| {
        line_of(s, 23).starts_with(&mine) && text_at(s, 22, 7, 9) == ". . . . ."
    });
    let marked: usize = (5..=6)
        .map(|line| places(&nim, line, 4).matches('░').count())
        .sum();
    assert!(marked >= 1, "{}", nim.line(5 + row - 1));
}

#[test]
fn ascii_marks_the_places_with_x() {
    let mut nim = start(&["--ascii", "--rows", "3,4,5"]);
    enter(&mut nim, "3 2");
    nim.wait("both moves and the marks", |s| {
        line_of(s, 23).starts_with("You took 2 chips from row 3.") && text_at(s, 28, 7, 3) == "x x"
    });
    assert_eq!(places(&nim, 7, 5), "oooxx");
}

#[test]
fn the_first_hint_says_b_shows_the_columns() {
    let mut nim = start(&[]);
    enter(&mut nim, "?");
    nim.wait_line(
        24,
        "Hint 1 of 3: the 2s column is the highest odd one (b shows the columns)",
    );
}

#[test]
fn h_names_the_way_in_and_a_lesson_leaves_back_to_the_game() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start_kept(data.path(), &["--rows", "1,1"]);
    // Lose a game first: a score to keep.
    enter(&mut nim, "1 1");
    nim.wait("the game's end", |s| line_of(s, 24).starts_with("I won!"));
    nim.send("\r");
    nim.wait_line(22, "Your move: _");
    enter(&mut nim, "h");
    nim.wait("the list, whole", |s| {
        line_of(s, 5).trim() == "Keys and commands"
            && line_of(s, 19).trim() == "Press Enter to go back to the game."
    });
    let list = nim
        .screen(|s| (6..=18).map(|l| line_of(s, l)).collect::<Vec<_>>())
        .join("\n");
    assert!(list.contains("l, d"), "{list}");
    assert!(
        list.contains("l: the lessons; d: the day's puzzle (then back here)"),
        "{list}"
    );
    assert!(
        list.contains("c: the coach on or off; level easy, medium or hard"),
        "{list}"
    );
    nim.send("\r");
    nim.wait("the rows again", |s| {
        line_of(s, 5).trim_end().ends_with('1')
    });
    let score = nim.line(25);
    enter(&mut nim, "l");
    nim.wait("the first lesson", |s| line_of(s, 1).trim() == "1. One row");
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    nim.send("q\r");
    nim.wait_line(24, "Back in the game: your move.");
    // The whole frame is up once its last line is: the score as it was.
    nim.wait("the score", |s| line_of(s, 25) == score);
    assert!(score.starts_with("Score: you 0, computer 1"), "{score}");
    assert_eq!(counts(&nim), [1, 1]);
    // The day's puzzle too, and back.
    enter(&mut nim, "d");
    nim.wait("the day's puzzle", |s| {
        line_of(s, 1).trim().starts_with("The puzzle of ")
    });
    nim.send("q\r");
    nim.wait_line(24, "Back in the game: your move.");
    // The whole frame is up once its last line is: the score as it was.
    nim.wait("the score", |s| line_of(s, 25) == score);
    enter(&mut nim, "0 0");
    assert_restored(&mut nim, 0);
}

#[test]
fn the_end_of_a_won_game_says_it_is_over_not_you_lose() {
    let mut nim = start(&["--rows", "1,2", "--coach"]);
    enter(&mut nim, "b");
    nim.wait("the binary view", |s| line_of(s, 7).contains("nim-sum"));
    // 2 1 leaves 1 1: the computer takes one, the last is mine.
    enter(&mut nim, "2 1");
    nim.wait("the reply", |s| {
        line_of(s, 23).starts_with("You took 1 chip from row 2. I took")
    });
    let row = if counts(&nim)[0] == 1 { 1 } else { 2 };
    enter(&mut nim, &format!("{row} 1"));
    nim.wait("the win", |s| line_of(s, 24).starts_with("You won!"));
    nim.wait("the binary line of the end", |s| {
        (1..=25).any(|l| line_of(s, l).contains("the game is over"))
    });
    let shown = nim
        .screen(|s| (1..=25).map(|l| line_of(s, l)).collect::<Vec<_>>())
        .join("\n");
    assert!(!shown.contains("you lose"), "{shown}");
}
