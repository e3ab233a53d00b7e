//! A shared puzzle on the book's screen, through a terminal: `nim puzzle
//! CODE` under its code's heading, a chosen position under its own, and the
//! board drawn as `nim board` draws it (its lines marked A-H, black filled
//! and red hollow).
#![cfg(unix)]

use nim::game::learn::{Lesson, PuzzleCode, Question};
use nim::game::table::Table;
use nim::game::table::board::{Piece, SIZE};
use nim_pty::Nim;

const NIM: &str = env!("CARGO_BIN_EXE_nim");

/// `nim puzzle ARGS` on an 80x25 screen, once line 22 asks `question`.
fn start(args: &[&str], question: &str) -> Nim {
    let mut all = vec!["puzzle", "--lang", "en"];
    all.extend_from_slice(args);
    let nim = Nim::spawn_with(NIM, &all, (80, 25), &[("TERM", "xterm-256color")]);
    nim.wait_line(22, question);
    nim
}

fn question(q: Question, board: bool) -> &'static str {
    match (q, board) {
        (Question::Wins, _) => "Can the player to move win? (y/n): _",
        (Question::Move, true) => "Your winning move (COLUMN STEPS): _",
        (Question::Move, false) => "Your winning move (ROW COUNT): _",
    }
}

#[test]
fn a_code_opens_its_puzzle_under_its_heading() {
    let code = PuzzleCode {
        lesson: Lesson::Binary,
        level: 1,
        seed: 777,
    };
    let p = code.puzzle();
    let mut nim = start(&[&code.to_string()], question(p.question, false));
    assert_eq!(nim.line(1).trim(), format!("Puzzle {code}"));
    for (line, count) in (10..).zip(&p.position.heaps) {
        let shown = nim.line(line);
        assert_eq!(shown.split_whitespace().last(), Some(&*count.to_string()));
    }
    nim.send("q\r");
    assert!(nim.exit_status().success());
}

#[test]
fn a_chosen_position_is_set_under_its_own_heading() {
    let mut nim = start(&["--rows", "1,2,3"], question(Question::Wins, false));
    // Its heading gives its code, which opens the same puzzle again.
    let heading = nim.line(1).trim().to_string();
    let code = heading
        .strip_prefix("A puzzle set from 1 2 3, code ")
        .expect(&heading);
    assert!(code.len() > 6, "{heading}");
    let mut again = start(&[code], question(Question::Wins, false));
    assert_eq!(again.line(1).trim(), heading);
    again.send("n\r");
    again.wait_line(23, "Right!");
    again.send("q");
    assert!(again.exit_status().success());
    nim.send("n\r");
    nim.wait_line(23, "Right!");
    nim.send("q");
    assert!(nim.exit_status().success());
}

#[test]
fn the_board_is_drawn_as_nim_board_draws_it() {
    let code = PuzzleCode {
        lesson: Lesson::Board,
        level: 2,
        seed: 99,
    };
    let p = code.puzzle();
    let nim::game::learn::Play::Board(board) = &p.position.play else {
        panic!("a board");
    };
    let mut nim = start(&[&code.to_string()], question(p.question, true));
    assert_eq!(
        nim.line(8),
        "You play black ●, moving up; red ○ moves down."
    );
    for cell in 0..SIZE {
        let shown = nim.line(10 + cell as u16);
        let mark = char::from(b'A' + cell as u8);
        let cells: Vec<char> = shown.split_whitespace().flat_map(|w| w.chars()).collect();
        assert_eq!(cells.first(), Some(&mark), "{shown}");
        assert_eq!(cells.last(), Some(&mark), "{shown}");
        let pieces: Vec<char> = (0..SIZE)
            .map(|c| match board.piece_at(c, cell) {
                Some(Piece::Black) => '●',
                Some(Piece::Red) => '○',
                None => '.',
            })
            .collect();
        assert_eq!(cells[1..=SIZE], pieces[..], "{shown}");
    }
    let gaps: Vec<String> = (nim.line(18).split_whitespace().skip(1))
        .map(String::from)
        .collect();
    let expected: Vec<String> = board.heaps().iter().map(u32::to_string).collect();
    assert_eq!(gaps, expected);
    nim.send("q\r");
    assert!(nim.exit_status().success());
}
