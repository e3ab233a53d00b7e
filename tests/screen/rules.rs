//! Rows under their own rules on the book's screen, through a terminal: a
//! Kayles row beside a nim row, a move into the middle of the Kayles row
//! (`ROW COUNT AT`) that leaves a gap, and a move at a place beside it.
#![cfg(unix)]

use nim_pty::{Nim, line_of, places};

/// A place whose chip the last move took.
const JUST: &str = "\u{2591}";

const NIM: &str = env!("CARGO_BIN_EXE_nim");
const CHIP: &str = "\u{2584}";

fn enter(nim: &mut Nim, prompt: &str, line: &str) {
    nim.send(line);
    nim.wait_line(22, &format!("{prompt}{line}_"));
    nim.send("\r");
}

#[test]
fn a_kayles_row_with_a_gap_takes_a_move_at_its_place() {
    let args = [
        "--lang",
        "en",
        "--seed",
        "1",
        "--players",
        "2",
        "--rows",
        "3,5",
    ];
    let mut all = args.to_vec();
    all.extend(["--rules", "nim kayles"]);
    let mut nim = Nim::spawn(NIM, &all);
    nim.wait("the first frame", |s| {
        line_of(s, 22).starts_with("Player 1, your move: ")
    });
    let rules = "Rules by row: nim kayles; whoever makes the last move wins";
    nim.wait_text((80 - rules.len() as u16) / 2, 3, rules);
    assert!(nim.line(6).contains("kayles"), "{}", nim.line(6));
    assert_eq!(places(&nim, 6, 5), CHIP.repeat(5));

    // Chip 3 of row 2: the Kayles row splits into 2 and 2.
    enter(&mut nim, "Player 1, your move: ", "2 1 3");
    nim.wait_line(23, "Player 1 took 1 from row 2, from chip 3.");
    // The chip just taken is marked until the next move.
    assert_eq!(
        places(&nim, 6, 5),
        format!("{CHIP}{CHIP}{JUST}{CHIP}{CHIP}")
    );
    nim.wait_text(72, 6, " 4");

    // Across the gap: refused in the rule's words, with the book's beep.
    enter(&mut nim, "Player 2, your move: ", "2 2 2");
    nim.wait("the refusal", |s| {
        line_of(s, 24).starts_with("row 2: the 2 chips from chip 2")
    });
    assert_eq!(
        places(&nim, 6, 5),
        format!("{CHIP}{CHIP}{JUST}{CHIP}{CHIP}")
    );

    // The left group, at its place: chips 1 and 2.
    nim.send("\u{15}");
    enter(&mut nim, "Player 2, your move: ", "2 2 1");
    nim.wait_line(23, "Player 2 took 2 from row 2, from chip 1.");
    assert_eq!(places(&nim, 6, 5), format!("{JUST}{JUST}.{CHIP}{CHIP}"));
    nim.wait_text(72, 6, " 2");
    nim.send("0 0\r");
    let status = nim.exit_status();
    assert_eq!(status.exit_code(), 0, "{status:?}");
}

/// `?` on a mixed sum, three times: the hinted row's worth and the sum,
/// why its group is worth that (the mex of what its moves reach), the move.
#[test]
fn the_hint_on_a_sum_comes_in_three_steps() {
    let args = ["--lang", "en", "--seed", "1", "--rows", "3,5,4"];
    let mut all = args.to_vec();
    all.extend(["--rules", "nim kayles sub:1,3,4"]);
    let mut nim = Nim::spawn(NIM, &all);
    nim.wait("the first frame", |s| {
        line_of(s, 22).starts_with("Your move: ")
    });
    let steps = [
        "row 2 under kayles is worth 4; Grundy sum 5 (? again: why)",
        "kayles 5: its moves reach 0-3; the least they miss, 4, is its worth",
        "Take 1 from row 2: that leaves a Grundy sum of 0",
    ];
    for step in steps {
        enter(&mut nim, "Your move: ", "?");
        nim.wait_line(24, step);
    }
    nim.send("0 0\r");
    let status = nim.exit_status();
    assert_eq!(status.exit_code(), 0, "{status:?}");
}
