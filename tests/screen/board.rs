//! `nim board` as a player sees it: an 80x25 pseudo-terminal read back through
//! a terminal emulator, every assertion at a (column, line), 1-based.
#![cfg(unix)]

use nim::game::theory::strategy::{Rules, winning_moves};
use nim_pty::{Nim, line_of, text_at};

const NIM: &str = env!("CARGO_BIN_EXE_nim");
const PROMPT: &str = "Your move: ";
/// Column of board column `c` (1-based): three columns a cell from 30.
fn x(c: u16) -> u16 {
    27 + 3 * c
}

fn start(args: &[&str]) -> Nim {
    let mut all = vec!["board", "--seed", "7"];
    all.extend_from_slice(args);
    let nim = Nim::spawn(NIM, &all);
    nim.wait("the board", |s| !line_of(s, 22).is_empty());
    nim
}

/// The free cells under each column, read from line 14.
fn gaps(nim: &Nim) -> Vec<u32> {
    nim.screen(|s| {
        (1..=8)
            .map(|c| text_at(s, x(c), 14, 1).parse().unwrap())
            .collect()
    })
}

/// Types a move and Enter at the prompt, once the field shows it.
fn enter(nim: &mut Nim, line: &str) {
    nim.send(line);
    nim.wait_line(22, &format!("{PROMPT}{line}_"));
    nim.send("\r");
}

#[test]
fn the_board_a_move_a_refusal_a_victory_and_a_new_deal() {
    let mut nim = start(&["--lang", "en"]);
    assert_the_board_drawn(&nim);
    // A refusal beeps and says why on line 24.
    enter(&mut nim, "9 1");
    nim.wait_line(24, "there is no column 9; the columns are 1 to 8");
    assert_eq!(nim.screen(|s| s.audible_bell_count()), 1);
    let first = gaps(&nim);
    play_well_until_a_new_deal(&mut nim);
    // The new board, and the score counts the game.
    assert_ne!(gaps(&nim), first);
    assert!(nim.line(25).contains("you 1") || nim.line(25).contains("computer 1"));
    nim.send("\x03");
    assert_eq!(nim.exit_status().exit_code(), 130);
}

/// The first frame: title, sides, column numbers, row marks, the pieces
/// and the gaps under them, the move help.
fn assert_the_board_drawn(nim: &Nim) {
    let title = "NIM CHESS (尼姆棋)";
    nim.screen(|s| {
        assert!(line_of(s, 1).trim() == title, "{}", line_of(s, 1));
        assert_eq!(
            line_of(s, 4).trim(),
            "Black ● moves up and starts: you. Red ○ moves down: computer."
        );
        for c in 1..=8 {
            assert_eq!(text_at(s, x(c), 5, 1), c.to_string());
        }
        for (line, mark) in (6..=13).zip('A'..) {
            assert_eq!(text_at(s, 27, line, 1), mark.to_string());
            assert_eq!(text_at(s, 54, line, 1), mark.to_string());
        }
        // Every column: one red piece (red, hollow) above one black (filled).
        for c in 1..=8 {
            let cells: Vec<String> = (6..=13).map(|l| text_at(s, x(c), l, 1)).collect();
            let red = cells.iter().position(|g| g == "○").unwrap();
            let black = cells.iter().position(|g| g == "●").unwrap();
            assert!(red < black);
            let cell = s.cell(5 + red as u16, x(c) - 1).unwrap();
            assert_eq!(cell.fgcolor(), vt100::Color::Idx(1), "red is red");
            assert_eq!(text_at(s, x(c), 14, 1), (black - red - 1).to_string());
        }
        assert_eq!(
            line_of(s, 20).trim(),
            "Enter your move as COLUMN STEPS (e.g. 3 2 moves your piece in column 3 by 2)"
        );
    });
}

/// Line 22 while a finished game stays on the screen.
const OVER: &str = "Press Enter or Space for the next game_";

/// Plays well until the game ends: each move answered on line 23, the end
/// announced with a new deal on line 24.
fn play_well_until_a_new_deal(nim: &mut Nim) {
    let mut moves = 0;
    loop {
        let now = gaps(nim);
        let mv = match winning_moves(&now, Rules::Normal).first() {
            Some(mv) => (mv.heap + 1, mv.take),
            None => ((0..8).max_by_key(|&c| now[c]).unwrap() + 1, 1),
        };
        enter(nim, &format!("{} {}", mv.0, mv.1));
        moves += 1;
        nim.wait("the reply, or the end of the game", |s| {
            let asked = line_of(s, 22);
            (asked == format!("{PROMPT}_") || asked == OVER) && !line_of(s, 23).is_empty()
        });
        let message = nim.line(24);
        if message.contains("A new board is dealt") {
            assert!(message.starts_with("You won!") || message.starts_with("I won!"));
            // The final board stays, every column closed, until Space.
            nim.wait_line(22, OVER);
            assert!(gaps(nim).iter().all(|&g| g == 0), "{:?}", gaps(nim));
            nim.send(" ");
            nim.wait("the new board", |s| line_of(s, 22) == format!("{PROMPT}_"));
            break;
        }
        // Both moves: in full, or in short where the two leave no room.
        let said = nim.line(23);
        assert!(
            said.starts_with(&format!("You moved your piece in column {} by ", mv.0))
                || said.starts_with(&format!("You moved {} in column {}; I moved ", mv.1, mv.0)),
            "{said}"
        );
        assert!(said.contains("I moved"), "{said}");
        assert!(moves < 60, "the game ends");
    }
}

#[test]
fn the_chinese_board() {
    let mut nim = start(&["--lang", "zh"]);
    nim.screen(|s| {
        assert_eq!(line_of(s, 1).trim(), "尼姆棋");
        assert!(line_of(s, 4).contains("黑棋 ● 向上走，由你先走；"));
        assert!(line_of(s, 14).contains("空格"));
        assert!(line_of(s, 22).starts_with("你的走法："));
    });
    nim.send("9 1\r");
    nim.wait_line(24, "没有第 9 列；列号是 1 到 8");
    // A lost position: the hint says why, then the waiting move.
    for step in ["尼姆和为 0：每一行都是偶数", "等待失误"] {
        nim.send("?\r");
        nim.wait(step, |s| line_of(s, 24).contains(step));
    }
    // Pass: the computer opens from there, and the hint comes in three
    // steps, in the board's words: the binary line, the column, the move.
    nim.send("p\r");
    nim.wait("the computer's opening", |s| {
        line_of(s, 4).contains("由电脑先走")
    });
    for step in ["提示 1/3：", "提示 2/3：", "各行都是偶数"] {
        nim.send("?\r");
        nim.wait(step, |s| line_of(s, 24).contains(step));
    }
    nim.send("\x03");
    assert_eq!(nim.exit_status().exit_code(), 130);
}
