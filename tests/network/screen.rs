//! A network game on the book's screen: a host in plain mode through pipes,
//! the joiner on an 80x25 pseudo-terminal. The joiner's move reaches the
//! host, the host's move shows on the joiner's line 23 and in its rows,
//! the host leaving shows the closed sentence, and a key gives the
//! terminal back.
#![cfg(unix)]

use crate::support::proc;
use crate::support::raw::{connect_from, greet, wrong};
use nim_pty::{Nim, command, line_of, places, shell, show, wait_prompt};
use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

const CHIP: &str = "\u{2584}";

/// A joiner on the screen, rows 3 4 5, its first move asked; the host.
fn joined() -> (proc::Proc, Nim) {
    let (host, address, code) = proc::serve(&["--rows", "3,4,5", "--first", "join"]);
    let nim = Nim::spawn(proc::NIM, &["join", &address, &code, "--lang", "en"]);
    nim.wait("the joiner's first frame", |s| {
        line_of(s, 22) == "Your move: _"
    });
    (host, nim)
}

#[test]
fn a_joiner_on_the_screen_plays_a_host_in_plain_mode() {
    // Rows 1-3 on lines 5-7, the joiner asked for the first move.
    let (mut host, mut nim) = joined();
    assert_eq!(places(&nim, 5, 3), CHIP.repeat(3));
    assert_eq!(places(&nim, 7, 5), CHIP.repeat(5));
    assert_eq!(nim.line(23), "Your turn.");

    nim.send("1 1");
    nim.wait_line(22, "Your move: 1 1_");
    nim.send("\r");
    assert_eq!(host.expect_prefix("opponent:"), "1 1");
    assert_eq!(host.expect_prefix("position:"), "2 4 5");
    nim.wait_line(23, "Waiting for the other player's move...");
    assert_eq!(places(&nim, 5, 3), format!("{CHIP}{CHIP}."));

    host.send("2 1");
    nim.wait_line(23, "The other player played 2 1.");
    assert_eq!(places(&nim, 6, 4), format!("{CHIP}{CHIP}{CHIP}."));
    nim.wait_text(72, 6, " 3");
    nim.wait_line(22, "Your move: _");

    host.send("0 0");
    // After the host left, lines 20-21 and 25 offer nothing that no longer
    // works: no move, no new rows, no hint or binary view.
    nim.wait("the closed sentence, lines 20-21 and 25 bare", |s| {
        line_of(s, 24) == "The other player left the game."
            && line_of(s, 25) == "Score: you 0, the other player 0"
            && line_of(s, 20).is_empty()
            && line_of(s, 21).is_empty()
    });
    nim.send("x");
    assert_eq!(nim.exit_status().exit_code(), 0);
    // The program's last bytes may still be on their way to the reader.
    nim.wait("the normal screen and the goodbye", |s| {
        !s.alternate_screen()
            && s.contents()
                .contains("Score: you 0, the other player 0. Goodbye!")
    });
}

/// Ctrl-C on the network screen leaves with an interrupt's status, as on
/// every screen and in plain mode (REFERENCE's exit statuses), and tells
/// the other side why.
#[test]
fn ctrl_c_says_bye_interrupt_and_exits_130() {
    let (mut host, mut nim) = joined();
    nim.send("\x03");
    assert_eq!(host.expect_prefix("closed:"), "left interrupt");
    assert_eq!(nim.exit_status().exit_code(), 130);
    nim.wait("the normal screen", |s| !s.alternate_screen());
}

#[test]
fn sigterm_restores_the_terminal_and_says_bye_signal() {
    let (mut host, mut nim) = joined();
    kill(Pid::from_raw(nim.pid() as i32), Signal::SIGTERM).unwrap();
    assert_eq!(host.expect_prefix("closed:"), "left signal");
    assert_eq!(nim.exit_status().exit_code(), 128 + 15);
    nim.wait("the normal screen", |s| !s.alternate_screen());
}

/// Ctrl-Z in a network game, inside an interactive bash with job control:
/// the terminal goes back to the shell while the game is stopped; a move
/// the host makes meanwhile waits in the socket, and `fg` brings the game
/// back drawn whole with that move on line 23. Ctrl-C then leaves, telling
/// the host.
#[test]
fn ctrl_z_and_fg_in_a_network_game() {
    let (mut host, address, code) = proc::serve(&["--rows", "3,4,5"]);
    let mut sh = shell();
    command(
        &mut sh,
        &format!("{} join {address} {code} --lang en", proc::NIM),
    );
    sh.wait("the joiner's screen", |s| {
        s.alternate_screen() && line_of(s, 23) == "Waiting for the other player's move..."
    });
    sh.send("\x1a");
    wait_prompt(&sh);
    host.expect_prefix("position:");
    host.send("1 1");
    command(&mut sh, "fg");
    sh.wait("the game back, with the host's move", |s| {
        s.alternate_screen()
            && line_of(s, 23) == "The other player played 1 1."
            && line_of(s, 22) == "Your move: _"
            && line_of(s, 1).contains("THE GAME OF NIM")
    });
    sh.send("\x03");
    assert_eq!(host.expect_prefix("closed:"), "left interrupt");
    wait_prompt(&sh);
    assert!(host.wait().success());
}

/// A host on the screen, waiting at its door: its address and code, read
/// from the terminal.
fn serving(args: &[&str]) -> (Nim, String, String) {
    let mut all = vec!["serve", "--lang", "en"];
    all.extend_from_slice(args);
    let nim = Nim::spawn(proc::NIM, &all);
    nim.wait("the address and the code", |s| {
        line_of(s, 2).starts_with("code: ")
    });
    let address = nim.line(1).trim_start_matches("listening: ").to_string();
    let code = nim.line(2).trim_start_matches("code: ").to_string();
    (nim, address, code)
}

/// A host on the screen waits on the normal screen: a wrong code tried at
/// its door is told there at once, with the `door:` line and its
/// sentence (before, the host heard nothing of guessers).
#[test]
fn the_host_on_the_screen_hears_of_a_wrong_code() {
    let (nim, address, code) = serving(&["--rows", "3,4,5"]);
    let target = address.parse().unwrap();
    let source = std::net::Ipv4Addr::new(127, 0, 0, 2).into();
    let mut guesser = connect_from(source, target, proc::PATIENCE).expect("connects");
    assert_eq!(greet(&mut guesser, &wrong(&code)), "refused code");
    nim.wait("the wrong code told", |s| {
        let lines: Vec<String> = (1..=25).map(|n| line_of(s, n)).collect();
        lines.iter().any(|line| line == "door: wrong 1 crowded 0")
            && lines
                .iter()
                .any(|line| line == "Someone tried a wrong code at the door.")
    });
}

/// Keys typed while the host waits at its door (the terminal in cooked
/// mode, echoing them) are not played when the joiner arrives: `1 3` and
/// `0 0` typed there neither take row 1 nor end the game.
#[test]
fn keys_typed_at_the_door_are_not_played() {
    let (mut nim, address, code) = serving(&["--rows", "3,4,5"]);
    nim.send("1 3\r0 0\r");
    nim.wait("the keys echoed", |s| {
        (1..=25).any(|line| line_of(s, line) == "0 0")
    });
    let mut joiner = proc::join(&address, &code);
    joiner.expect("the wait", |line| {
        line.contains("Waiting for the other player")
    });
    nim.wait("the host's first frame", |s| {
        s.alternate_screen() && line_of(s, 22) == "Your move: _"
    });
    assert_eq!(places(&nim, 5, 3), CHIP.repeat(3), "{}", nim.screen(show));
    nim.send("2 1\r");
    assert_eq!(
        joiner.expect("the host's first move", |line| {
            line.starts_with("opponent:") || line.starts_with("closed:")
        }),
        "opponent: 2 1"
    );
    assert_eq!(joiner.expect_prefix("position:"), "3 3 5");
    nim.wait_line(23, "Waiting for the other player's move...");
    assert_eq!(places(&nim, 5, 3), CHIP.repeat(3));
}

/// The host on the screen at a game's end: line 21 offers the review and
/// `r` shows it, line 25 lists no key of a game in play; once the joiner
/// left, lines 20-21 and 25 offer nothing but the key that leaves.
#[test]
fn the_end_of_a_network_game_offers_only_what_works() {
    let (mut nim, address, code) = serving(&["--rows", "1,1"]);
    let mut joiner = proc::join(&address, &code);
    nim.wait("the host's first frame", |s| {
        s.alternate_screen() && line_of(s, 22) == "Your move: _"
    });
    nim.send("1 1\r");
    assert_eq!(joiner.expect_prefix("opponent:"), "1 1");
    joiner.send("2 1");
    let offer = "r shows the review of this game, move by move";
    nim.wait("the end: the review offered, no key help", |s| {
        line_of(s, 22) == "Press Enter for the next game."
            && line_of(s, 24) == "The other player won this game."
            && line_of(s, 21).trim() == offer
            && line_of(s, 25) == "Score: you 0, the other player 1"
    });

    nim.send("r");
    nim.wait("the review", |s| {
        line_of(s, 5).trim() == "Review of the game"
            && line_of(s, 7).trim() == "1. Player 1: 1 1 (no move won there)"
            && line_of(s, 8).trim() == "2. Player 2: 2 1 kept the win"
            && line_of(s, 21).trim() == "Press Enter to go back."
    });
    nim.send("\r");
    nim.wait("the final position again", |s| {
        line_of(s, 21).trim() == offer
    });

    joiner.close_input();
    nim.wait("the closed screen: only a key to leave", |s| {
        line_of(s, 24) == "The other player left the game (their input ended)."
            && line_of(s, 22) == "Press any key to leave."
            && line_of(s, 20).is_empty()
            && line_of(s, 21).is_empty()
            && line_of(s, 25) == "Score: you 0, the other player 1"
    });
    nim.send("r");
    assert_eq!(nim.exit_status().exit_code(), 0);
}
