//! The way in from a plain game: the coach turned on and off and the level
//! changed by command, from the next move; `learn` and `puzzle` answered by
//! the lessons' command as the player can type it; `h` names them all; the
//! coach's sentence names the move and what it left, and a slip of the
//! computer right after a mistake is said after it.

use std::process::{Command, Stdio};

use crate::support::pipes::{lines_with, run, stdout};

#[test]
fn the_coach_goes_on_and_off_from_the_next_move() {
    let text = stdout(&run(
        &["--rows", "3,4,5"],
        "1 1\ncoach on\nu\n1 1\ncoach off\nu\n1 1\n0 0\n",
    ));
    // Off at the start, on for the second 1 1, off again for the third.
    assert_eq!(
        lines_with(&text, "coach: "),
        ["coach: missed 1 2"],
        "{text}"
    );
    assert!(
        text.contains("The coach is on: after each of your moves it says what the move did\n"),
        "{text}"
    );
    assert!(
        text.contains("coach: missed 1 2\nYour 1 1 left the 2s odd; u takes it back\ncomputer: "),
        "{text}"
    );
    assert!(
        text.contains("The coach is off; c turns it on again\n"),
        "{text}"
    );
    assert_eq!(lines_with(&text, "you: 1 1").len(), 3);
}

#[test]
fn the_level_changes_from_the_next_move_and_a_wrong_name_is_refused() {
    let text = stdout(&run(
        &["--rows", "3,4,5", "--seed", "1"],
        "level easy\nlevel hardest\nlevel\n0 0\n",
    ));
    assert_eq!(
        lines_with(&text, "level: "),
        ["level: easy", "level: medium"]
    );
    assert!(text.contains("From my next move I play easy: I make mistakes often\n"));
    assert_eq!(
        lines_with(&text, "error: "),
        [r#"error: "hardest" is not a level; type level easy, level medium or level hard"#]
    );
    // Two people: no computer's level to set.
    let two = stdout(&run(
        &["--rows", "3,4,5", "--players", "2"],
        "level easy\n0 0\n",
    ));
    assert_eq!(
        lines_with(&two, "error: "),
        ["error: two people play: there is no computer's level to set"],
        "{two}"
    );
}

#[test]
fn learn_and_puzzle_name_the_command_as_the_player_can_type_it() {
    // Built by cargo: the program lives under target/, so cargo runs it.
    let text = stdout(&run(&["--rows", "3,4,5"], "learn\npuzzle\nh\n0 0\n"));
    assert!(
        text.contains("Lessons: cargo run -- learn (0 0 ends this game)\n"),
        "{text}"
    );
    assert!(text.contains("The day's puzzle: cargo run -- puzzle --daily (0 0 ends this game)"));
    for key in ["learn", "puzzle", "coach", "level"] {
        let listed = format!("\n  {key} ");
        assert!(
            text.contains(&listed),
            "{key} missing from the keys:\n{text}"
        );
    }
    assert!(text.contains("the lessons: cargo run -- learn\n"), "{text}");
    // Elsewhere, by the name it was called by.
    let dir = std::env::temp_dir().join(format!("nim-way-in-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let copy = dir.join("nim");
    std::fs::copy(env!("CARGO_BIN_EXE_nim"), &copy).unwrap();
    let output = Command::new(&copy)
        .args(["--rows", "3,4,5"])
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(b"learn\n0 0\n")?;
            child.wait_with_output()
        })
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let text = stdout(&output);
    let expected = format!("Lessons: {} learn (0 0 ends this game)\n", copy.display());
    assert!(text.contains(&expected), "{text}");
}

#[test]
fn a_slip_right_after_a_mistake_is_said_after_the_mistake() {
    for seed in 0..100 {
        let seed = seed.to_string();
        let args = [
            "--rows", "3,4,5", "--level", "easy", "--coach", "--seed", &seed,
        ];
        let text = stdout(&run(&args, "3 5\n0 0\n"));
        assert!(
            text.contains(
                "you: 3 5\ncoach: missed 1 2\nYour 3 5 left the 4s odd; u takes it back\ncomputer: "
            ),
            "{text}"
        );
        if text.contains("I slipped: you can win from here") {
            let mistake = text.find("Your 3 5 left").unwrap();
            let slip = text.find("I slipped").unwrap();
            assert!(mistake < slip, "{text}");
            return;
        }
    }
    panic!("the easy computer never slipped after 3 5");
}
