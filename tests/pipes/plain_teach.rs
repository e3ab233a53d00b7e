//! Plain mode's teaching through the built binary and real pipes: the
//! hint and its reason, undo, the binary table, the list of keys, the coach.

use crate::support::pipes::{lines_with, run, stdout};

#[test]
fn hint_undo_and_the_binary_table_in_plain_mode() {
    let output = run(&["--rows", "3,4,5"], "?\n1 2\nu\nu\nb\n0 0\n");
    let text = stdout(&output);
    assert_eq!(lines_with(&text, "hint: "), ["hint: 1 2"]);
    assert_eq!(
        lines_with(&text, "position: "),
        [
            "position: 3 4 5",
            "position: 3 4 5",
            "position: 1 4 4",
            "position: 3 4 5",
            "position: 3 4 5",
            "position: 3 4 5"
        ]
    );
    assert!(text.contains("2 moves taken back\n"), "{text}");
    assert_eq!(
        lines_with(&text, "error: "),
        ["error: nothing to take back: this game has no move of yours yet"]
    );
    // The hint's reason follows `hint:` at once, in words a child can check.
    assert!(
        text.contains(
            "hint: 1 2\nrow 1: 3 = 011; 011 xor 010 = 001 = 1: take 2, every column even\n"
        ),
        "{text}"
    );
    // The table: place values, labelled rows, a labelled nim-sum line, and
    // one mark for the odd column.
    assert!(
        text.contains(
            "               4 2 1\n  row 1    3 = 0 1 1\n  row 2    4 = 1 0 0\n  \
             row 3    5 = 1 0 1\n  nim-sum  2 = 0 1 0\n  odd            ^\n"
        ),
        "{text}"
    );
    assert!(
        lines_with(&text, "Good:").is_empty(),
        "no coach without --coach"
    );
    let coached = stdout(&run(&["--rows", "3,4,5", "--coach"], "1 1\n0 0\n"));
    // The move, the coach's verdict with the winning move, and why: the
    // move named, and the binary column it left odd.
    assert!(
        coached.contains(
            "you: 1 1\ncoach: missed 1 2\n\
             Your 1 1 left the 2s odd; u takes it back\ncomputer: "
        ),
        "{coached}"
    );
    let analyzed = run(&["analyze", "--hint", "3", "4", "5"], "");
    assert_eq!(stdout(&analyzed), "hint: 1 2\n");
}

/// No winning move: `hint: none`, then why (every column even) and the
/// waiting move; in misère at 1 1 3 the end rule, as the strategy plays.
#[test]
fn the_hint_says_why_in_plain_mode() {
    let text = stdout(&run(&["--rows", "1,2,3"], "?\n0 0\n"));
    assert!(
        text.contains(
            "hint: none\nnim-sum 0: every column is even, and any move makes one odd\n\
             No move wins against perfect play: take 1 from row 3 and wait for a mistake\n"
        ),
        "{text}"
    );
    let text = stdout(&run(&["--misere", "--rows", "1,1,3"], "?\nb\n0 0\n"));
    assert!(
        text.contains("hint: 3 2\ntake 2 from row 3: 3 single chips are left, an odd number\n"),
        "{text}"
    );
    let explained = stdout(&run(&["analyze", "--explain", "3", "5"], ""));
    assert!(
        explained.contains("row 1: 3 xor 6 = 5 > 3: cannot\nrow 2: 5 xor 6 = 3 < 5: take 2\n"),
        "{explained}"
    );
}

/// `h` and `help` print every key and command (the screen's own keys
/// left out), in the game's words; nothing changes and nothing is refused,
/// at the move prompt or during the setup.
#[test]
fn h_prints_every_key_and_command() {
    let text = stdout(&run(&["--rows", "3,4,5"], "h\nhelp\n-1 0\nh\n-1 0\n0 0\n"));
    assert_eq!(lines_with(&text, "Keys and commands").len(), 3, "{text}");
    assert!(
        text.contains("  ROW COUNT  take COUNT chips from row ROW\n"),
        "{text}"
    );
    assert!(
        text.contains("  ?          a hint: what to play, and why\n"),
        "{text}"
    );
    assert!(text.contains("  -1 0       set up new rows\n"), "{text}");
    assert!(!text.contains("Ctrl-L"), "{text}");
    assert!(lines_with(&text, "error: ").is_empty(), "{text}");
    let board = stdout(&run(&["board", "--seed", "1"], "help\n0 0\n"));
    assert!(board.contains("  COLUMN STEPS  move your piece in COLUMN by STEPS cells\n"));
    assert!(
        board.contains("  -1 0          deal a new board\n"),
        "{board}"
    );
}

/// The coach speaks after the computer's slips too, and only then: after
/// a move of the player that left the computer a win (`coach: missed` or
/// `coach: lost`), `I slipped` follows the computer's reply exactly when the
/// position it leaves has a nim-sum other than 0 (the player's win); after
/// `coach: kept`, the computer had nothing to slip.
#[test]
fn the_coach_announces_every_slip_of_the_computer() {
    let script = "1 1\n".repeat(40) + "0 0\n";
    let nim_sum = |line: &str| {
        line["position: ".len()..]
            .split(' ')
            .map(|n| n.parse::<u32>().unwrap())
            .fold(0, |s, n| s ^ n)
    };
    let mut slips = 0;
    for seed in 1..=5 {
        let seed = seed.to_string();
        let args = ["--random", "--level", "easy", "--coach", "--seed", &seed];
        let text = stdout(&run(&args, &script));
        let lines: Vec<&str> = text.lines().collect();
        for (i, _) in lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.starts_with("computer: "))
        {
            let coach = lines[i - 3..i].iter().find(|l| l.starts_with("coach: "));
            let announced = lines[i + 1].starts_with("I slipped");
            slips += usize::from(announced);
            let next = lines[i + 1..]
                .iter()
                .find(|l| l.starts_with("position: ") || l.starts_with("winner: "));
            let (Some(coach), Some(after)) = (coach, next) else {
                continue;
            };
            if after.starts_with("winner: ") {
                continue;
            }
            let computer_could_win = *coach != "coach: kept";
            let expected = computer_could_win && nim_sum(after) != 0;
            assert_eq!(announced, expected, "seed {seed}, line {i}:\n{text}");
        }
    }
    assert!(slips > 3, "{slips} slips in five easy games");
}
