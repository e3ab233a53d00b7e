//! A game's review on the screen (`r` at its end): every move can be seen,
//! however long the game, line 16 saying which show and how many there
//! are, and no place value of the binary view stands above it.

use super::*;

#[test]
fn a_long_games_review_scrolls_to_every_move_and_says_which_show() {
    let ones = ["1"; 11].join(",");
    let args = ["--lang", "en", "--rows", &ones, "--players", "2"];
    let mut nim = Nim::spawn_with(NIM, &args, (80, 25), &[("TERM", "xterm-256color")]);
    nim.wait("the first frame", |s| {
        line_of(s, 22).starts_with("Player 1, your move:")
    });
    // The binary view on: its place value stands on line 4 in play.
    nim.send("\x1bOQ");
    let words = |s: &vt100::Screen, line| {
        line_of(s, line)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    nim.wait("the binary view", |s| words(s, 4) == "Row 1 Chips");
    for row in 1..=11 {
        let player = if row % 2 == 1 { 1 } else { 2 };
        nim.wait_line(22, &format!("Player {player}, your move: _"));
        nim.send(&format!("{row} 1\r"));
    }
    nim.wait("the game's end", |s| {
        line_of(s, 21).contains("r shows the review")
    });
    nim.send("r");
    nim.wait("the review", |s| {
        line_of(s, 5).trim() == "Review of the game"
    });
    assert_eq!(
        nim.screen(|s| words(s, 4)),
        "Row Chips",
        "no place value above the review"
    );
    // Eleven moves, nine in sight: the last nine (no turning point: the
    // game's end), and line 16 says so.
    let page = |from: usize, to: usize| {
        format!("Moves {from}-{to} of 11: Up, Down, PgUp, PgDn show the others")
    };
    let first_move = |nim: &Nim| nim.line(7).trim().split('.').next().unwrap().to_string();
    nim.wait("the page line", |s| line_of(s, 16).trim() == page(3, 11));
    assert_eq!(first_move(&nim), "3");
    assert!(
        nim.line(15).trim().starts_with("11. Player 1: 11 1"),
        "{}",
        nim.line(15)
    );
    nim.send("\x1b[H");
    nim.wait("the first moves", |s| line_of(s, 16).trim() == page(1, 9));
    assert!(
        nim.line(7).trim().starts_with("1. Player 1: 1 1"),
        "{}",
        nim.line(7)
    );
    nim.send("\x1b[B");
    nim.wait("one move down", |s| line_of(s, 16).trim() == page(2, 10));
    nim.send("\x1b[6~");
    nim.wait("a page down, to the end", |s| {
        line_of(s, 16).trim() == page(3, 11)
    });
    nim.send("\x1b[5~");
    nim.wait("a page up, to the start", |s| {
        line_of(s, 16).trim() == page(1, 9)
    });
    // Enter: back to the game's end, the binary view's place value again.
    nim.send("\r");
    nim.wait("the game's end again", |s| {
        line_of(s, 21).contains("r shows the review")
    });
    assert_eq!(nim.screen(|s| words(s, 4)), "Row 1 Chips");
    nim.send("\x03");
    nim.exit_status();
}
