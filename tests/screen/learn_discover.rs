//! Discovery before lesson 2's rule, through a terminal: the invitation
//! in place of the rule, a guess and its game played out, the truth told,
//! then a choice of first or second on two equal rows, where moving second
//! wins; then the rule and the first puzzle.

use nim_pty::Nim;

fn start(data: &std::path::Path, args: &[&str]) -> Nim {
    super::spawn_in(data, args)
}

/// Row `row`'s count, at the end of its line.
fn count(nim: &Nim, row: u16) -> String {
    let line = nim.line(9 + row);
    line.split_whitespace().last().unwrap_or("").to_string()
}

#[test]
fn lesson_two_is_discovered_before_its_rule_and_second_wins_the_choice() {
    let data = tempfile::tempdir().unwrap();
    let mut nim = start(data.path(), &["learn", "--seed", "1", "--lesson", "2"]);
    nim.wait_line(22, "Can the player to move win? (y/n): _");
    assert_eq!(nim.line(1).trim(), "2. Two rows: copy");
    assert!(nim.line(2).starts_with("Before the rule, find it yourself"));
    assert_eq!(nim.line(5), "Game 1 of 3");
    assert!(nim.line(25).contains("s skips to the rule"));
    assert_eq!([count(&nim, 1), count(&nim, 2)], ["2", "2"]);
    // Not a guess: refused, nothing changes.
    nim.send("2 1\r");
    nim.wait_line(23, "\"2 1\" is not y or n: can the player to move win?");
    // Game 1, 2 2: the learner guesses no and moves first.
    nim.send("n\r");
    nim.wait_line(23, "Play it out: you move first.");
    nim.wait_line(22, "Your move (ROW COUNT): _");
    nim.send("1 2\r");
    nim.wait_line(
        23,
        "You took 2 chips from row 1. I took 2 chips from row 2.",
    );
    nim.wait_line(24, "I won.");
    let told = nim.line(18) + &nim.line(19) + &nim.line(20) + &nim.line(21);
    assert!(
        told.contains("The player to move loses here, whatever they do. You guessed right."),
        "{told}"
    );
    nim.wait_line(22, "Press Enter for the next game. _");
    println!("{}", nim.screen(nim_pty::show));
    // Game 2, 3 1: a guess of yes, and the learner wins by evening.
    nim.send("\r");
    nim.wait_line(5, "Game 2 of 3");
    assert_eq!([count(&nim, 1), count(&nim, 2)], ["3", "1"]);
    nim.send("y\r");
    nim.send("1 2\r");
    nim.wait_line(24, "I took 1 chip from row 1.");
    nim.send("2 1\r");
    nim.wait_line(24, "You won!");
    // Game 3, 3 3: the learner sees the rows, then chooses to move second.
    nim.send("\r");
    nim.wait_line(5, "Game 3 of 3");
    nim.wait_line(22, "Do you want to move first or second? (1/2): _");
    nim.send("3\r");
    nim.wait_line(
        23,
        "\"3\" is not 1 or 2: type 1 to move first, 2 to move second",
    );
    nim.send("2\r");
    nim.wait_line(23, "Play it out: I move first.");
    // Copy every move until the last chip is the learner's.
    loop {
        let (a, b) = (count(&nim, 1), count(&nim, 2));
        let (a, b): (u32, u32) = (a.parse().unwrap(), b.parse().unwrap());
        let (reply, take) = if a > b {
            (format!("1 {}\r", a - b), a - b)
        } else {
            (format!("2 {}\r", b - a), b - a)
        };
        nim.send(&reply);
        // The computer's reply has come when fewer chips are left than
        // this move leaves, or the game is over.
        let left = a + b - take;
        nim.wait("the reply", |s| {
            let chips = |line| {
                let text = nim_pty::line_of(s, line);
                text.split_whitespace()
                    .last()
                    .and_then(|c| c.parse::<u32>().ok())
            };
            let now = chips(10).unwrap_or(0) + chips(11).unwrap_or(0);
            now < left || nim_pty::line_of(s, 24).trim() == "You won!"
        });
        if nim.line(24).trim() == "You won!" {
            break;
        }
    }
    let told = nim.line(18) + &nim.line(19) + &nim.line(20) + &nim.line(21);
    assert!(
        told.contains("You chose to move second, and that wins here."),
        "{told}"
    );
    nim.wait_line(22, "Press Enter for the lesson's rule. _");
    println!("{}", nim.screen(nim_pty::show));
    nim.send("\r");
    nim.wait("the rule and the first puzzle", |s| {
        nim_pty::line_of(s, 2).starts_with("Two rows holding the same")
    });
    assert!(nim.line(22).starts_with("Your winning move") || nim.line(22).starts_with("Can the"));
    nim.send("q\r");
    assert!(nim.exit_status().success());
    // Discovery is not a puzzle: nothing was recorded.
    let progress = std::fs::read_to_string(data.path().join("nim/progress")).unwrap_or_default();
    assert!(
        progress.is_empty() || progress.contains("streak 0"),
        "{progress}"
    );
}
