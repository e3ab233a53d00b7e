//! Two `nim` processes over loopback: `nim serve` and `nim join` playing
//! whole games in plain mode (rows and the board), the ways a game ends
//! (a player leaving, a peer killed), and a raw socket sending everything
//! a careless or hostile peer might. No test depends on a fixed port: the
//! host listens on port 0 and says which it got.
//!
//! What it checks: a game of rows and two of the board played out, the same
//! winner and score on both sides, `0 0` and the end of input telling the
//! other side, a joiner killed with SIGKILL (`closed: lost`), SIGTERM and
//! SIGINT sending `bye` and exiting 143 and 130, refusals of undo, setup and
//! moves out of turn, a hint; a raw socket at the door (every bad greeting
//! answered with one line while the host keeps waiting, a silent newcomer
//! cut off after 10 seconds) and in the game (`hostile.rs`: a wrong ply, an
//! illegal move, a message out of turn, an unknown keyword, a bell byte, a
//! long line: each `error WORD`, the host's `closed: fault WORD` and status
//! 1, and nothing of it on the host's output); a joiner where nobody listens
//! and at a host that never answers (10 seconds). The door's limits under
//! siege are `door.rs` and `flood.rs`; a joiner on the screen, and the host
//! told of a wrong code, `screen.rs`. The in-memory side (the codec, the
//! referee, the replica) is tested in `crates/nim-game/src/net/`, the
//! sockets alone in `src/io/socket/link/tests.rs`.

/// The helpers of these tests, each a file of `tests/network/support/`.
mod support {
    pub mod proc;
    pub mod raw;
}

mod described;
mod door;
mod flood;
mod hostile;
mod screen;
mod vanish;

use support::proc::{Proc, join, serve};

/// The first move that empties a nonzero heap of `position:` (rows'
/// chips, or the board's gaps): legal in both games.
fn a_move(position: &str) -> String {
    let heaps: Vec<u32> = position
        .split_whitespace()
        .map(|n| n.parse().expect("plain rows"))
        .collect();
    let (row, &chips) = (1..).zip(&heaps).find(|(_, n)| **n > 0).expect("a move");
    format!("{row} {chips}")
}

/// Plays a game out, the host first: each side answers its own
/// `position:` (after the other side's move, past the position the game
/// started from) until a `winner:`. The winners each side names.
fn play_out(host: &mut Proc, joiner: &mut Proc) -> [String; 2] {
    let mut turn = 0;
    let mut opening = true;
    loop {
        let side = if turn == 0 { &mut *host } else { &mut *joiner };
        if !std::mem::take(&mut opening) {
            side.expect_prefix("opponent:");
        }
        let line = side.expect("position: or winner:", |line| {
            line.starts_with("position:") || line.starts_with("winner:")
        });
        if let Some(winner) = line.strip_prefix("winner: ") {
            let winner = winner.to_string();
            let other = if turn == 0 { &mut *joiner } else { &mut *host };
            let theirs = other.expect_prefix("winner:");
            return if turn == 0 {
                [winner, theirs]
            } else {
                [theirs, winner]
            };
        }
        let mv = a_move(line.trim_start_matches("position:"));
        side.send(&mv);
        turn = 1 - turn;
    }
}

#[test]
fn two_processes_play_rows_to_the_end_and_the_host_leaves() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5", "--seed", "1"]);
    let mut joiner = join(&address, &code);
    let [host_says, joiner_says] = play_out(&mut host, &mut joiner);
    // The host took 3, the joiner 4, the host 5: the host won.
    assert_eq!(
        (host_says.as_str(), joiner_says.as_str()),
        ("you", "opponent")
    );
    assert_eq!(host.expect_prefix("score:"), "you 1 opponent 0");
    assert_eq!(joiner.expect_prefix("score:"), "you 0 opponent 1");
    assert!(joiner.saw("opponent: 1 3") && joiner.saw("you: 2 4"));
    host.send("0 0");
    assert_eq!(joiner.expect_prefix("closed:"), "left quit");
    assert_eq!(joiner.expect_prefix("score:"), "you 0 opponent 1");
    assert!(host.wait().success());
    assert!(joiner.wait().success());
}

/// The first move line of each game a side saw (`you:` or `opponent:`),
/// with the `position:` lines before it in that game.
fn openings(seen: &[String]) -> Vec<(Vec<&str>, &str)> {
    let mut games = Vec::new();
    let mut positions = Vec::new();
    let mut opened = false;
    for line in seen {
        if line.starts_with("winner:") {
            (positions, opened) = (Vec::new(), false);
        } else if let Some(position) = line.strip_prefix("position: ") {
            positions.push(position);
        } else if !opened && (line.starts_with("you:") || line.starts_with("opponent:")) {
            games.push((std::mem::take(&mut positions), line.as_str()));
            opened = true;
        }
    }
    games
}

/// DESIGN §4: `position:` at the start of every game, before the other
/// side's opening move too: on both sides, whoever opens, in the next game
/// as in the first.
#[test]
fn both_sides_see_the_starting_position_of_every_game() {
    for first in ["host", "join"] {
        let (mut host, address, code) = serve(&["--rows", "3,4,5", "--first", first]);
        let mut joiner = join(&address, &code);
        for _ in 0..2 {
            if first == "host" {
                play_out(&mut host, &mut joiner);
            } else {
                play_out(&mut joiner, &mut host);
            }
        }
        host.send("0 0");
        joiner.expect_prefix("closed:");
        for side in [&host, &joiner] {
            let games = openings(&side.seen);
            assert_eq!(games.len(), 2, "{:?}", side.seen);
            for (positions, opening) in games {
                assert_eq!(
                    positions.first(),
                    Some(&"3 4 5"),
                    "{opening}: {:?}",
                    side.seen
                );
            }
        }
    }
}

/// `r` in plain mode reviews the last finished game on both sides, as in
/// a local game (`h` lists it); before one is over, it says there is none.
#[test]
fn r_reviews_the_last_network_game_on_both_sides() {
    let (mut host, address, code) = serve(&["--rows", "1,1"]);
    let mut joiner = join(&address, &code);
    host.expect_prefix("position:");
    host.send("r");
    assert!(host.expect_prefix("error:").contains("no finished game"));
    play_out(&mut host, &mut joiner);
    for side in [&mut host, &mut joiner] {
        side.send("r");
        assert_eq!(side.expect_prefix("review:"), "1 1 1 lost");
        assert_eq!(side.expect_prefix("review:"), "2 2 1 kept");
        assert_eq!(side.expect_prefix("turning:"), "none");
    }
}

/// A script's moves, piped to the host before anyone joined, are played
/// once the game starts: only a terminal's typed-ahead keys are dropped.
#[test]
fn moves_piped_before_the_joiner_came_are_played() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    host.send("1 1");
    let mut joiner = join(&address, &code);
    assert_eq!(joiner.expect_prefix("opponent:"), "1 1");
    assert_eq!(joiner.expect_prefix("position:"), "2 4 5");
}

#[test]
fn two_processes_play_the_board_and_a_second_game() {
    let (mut host, address, code) = serve(&["board", "--seed", "7", "--first", "join"]);
    let mut joiner = join(&address, &code);
    // The joiner opens: play_out's host is whoever moves first.
    let [joiner_says, host_says] = play_out(&mut joiner, &mut host);
    assert_ne!(joiner_says, host_says);
    // Both plain sides are ready at once: the next game is dealt.
    let [joiner_again, host_again] = play_out(&mut joiner, &mut host);
    assert_ne!(joiner_again, host_again);
    joiner.close_input();
    assert_eq!(host.expect_prefix("closed:"), "left end");
    assert!(joiner.wait().success());
    assert!(host.wait().success());
}

#[test]
fn a_killed_joiner_is_lost_and_the_host_ends_cleanly() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let mut joiner = join(&address, &code);
    host.expect_prefix("position:");
    host.send("1 1");
    joiner.expect_prefix("position:");
    joiner.child.kill().unwrap();
    assert_eq!(host.expect_prefix("closed:"), "lost");
    assert_eq!(host.expect_prefix("score:"), "you 0 opponent 0");
    assert!(host.wait().success());
}

#[test]
fn moves_out_of_turn_and_undo_are_refused_locally() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let mut joiner = join(&address, &code);
    joiner.expect("the wait", |line| {
        line.contains("Waiting for the other player")
    });
    joiner.send("1 1");
    let refusal = joiner.expect_prefix("error:");
    assert!(refusal.contains("other player's turn"), "{refusal}");
    host.expect_prefix("position:");
    host.send("u");
    let refusal = host.expect_prefix("error:");
    assert!(refusal.contains("not taken back"), "{refusal}");
    host.send("-1 0");
    assert!(host.expect_prefix("error:").contains("host chose"));
    host.send("1 1");
    joiner.expect_prefix("opponent:");
    assert_eq!(joiner.expect_prefix("position:"), "2 4 5");
    // The keys a network game takes: no undo, no new rows.
    joiner.send("h");
    joiner.expect("the way out", |line| line.trim_start().starts_with("0 0"));
    assert!(
        !joiner
            .seen
            .iter()
            .any(|line| line.trim_start().starts_with("u "))
    );
    // 2 4 5: the nim-sum is 3, and only row 1 can take it away.
    joiner.send("?");
    assert_eq!(joiner.expect_prefix("hint:"), "1 1");
}

#[test]
fn joining_where_nobody_listens_says_why() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    drop(listener);
    let mut joiner = join(&address, "1234-5678-9012");
    let status = joiner.wait();
    assert_eq!(status.code(), Some(1));
    assert!(
        joiner
            .seen
            .iter()
            .any(|line| line.starts_with("stderr: nim join: cannot connect")),
        "{:?}",
        joiner.seen
    );
}

#[test]
fn a_wrong_code_is_refused_and_the_joiner_says_so() {
    let (mut host, address, code) = serve(&[]);
    let wrong = if code == "0000-0000-0000" {
        "0000-0000-0001"
    } else {
        "0000-0000-0000"
    };
    let mut joiner = join(&address, wrong);
    assert_eq!(joiner.expect_prefix("closed:"), "refused code");
    assert_eq!(joiner.wait().code(), Some(1));
    // The host still waits for the right player.
    let mut right = join(&address, &code);
    right.expect("the wait", |line| {
        line.contains("Waiting for the other player")
    });
    host.expect_prefix("position:");
}

/// A signal on either side: the terminal's SIGTERM (or Ctrl-C's SIGINT)
/// sends the last line, the other side says who left and why, and the
/// signalled side exits with 128 + the signal's number.
#[test]
fn a_signal_sends_a_last_line_and_exits_as_signalled() {
    for (signal, number, why) in [("TERM", 15, "left signal"), ("INT", 2, "left interrupt")] {
        let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
        let mut joiner = join(&address, &code);
        host.expect_prefix("position:");
        joiner.expect("the wait", |line| {
            line.contains("Waiting for the other player")
        });
        let pid = joiner.child.id().to_string();
        let killed = std::process::Command::new("kill")
            .args([format!("-{signal}"), pid])
            .status()
            .unwrap();
        assert!(killed.success());
        assert_eq!(host.expect_prefix("closed:"), why);
        assert_eq!(host.expect_prefix("score:"), "you 0 opponent 0");
        assert_eq!(
            joiner.wait().code(),
            Some(128 + number),
            "{:?}",
            joiner.seen
        );
        assert!(joiner.saw("score: you 0 opponent 0"));
        assert!(host.wait().success());
    }
}

/// A host that takes the connection and never answers: the joiner gives up
/// after ten seconds and says so.
#[test]
fn a_silent_host_is_given_up_after_ten_seconds() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    let started = std::time::Instant::now();
    let mut joiner = join(&address, "1234-5678-9012");
    let (_held, _) = listener.accept().unwrap();
    assert_eq!(joiner.expect_prefix("closed:"), "fault slow");
    assert_eq!(joiner.wait().code(), Some(1));
    assert!(started.elapsed() >= std::time::Duration::from_secs(9));
}

/// Rows under their own rules: the joiner plays `ROW COUNT AT` into a
/// Kayles row, and the host sees the row split; `rules:` on both sides.
#[test]
fn ruled_rows_are_played_with_places() {
    let rules = [
        "--rows",
        "3,4,5",
        "--rules",
        "nim kayles nim",
        "--first",
        "join",
    ];
    let (mut host, address, code) = serve(&rules);
    let mut joiner = join(&address, &code);
    assert_eq!(joiner.expect_prefix("rules:"), "nim kayles nim");
    assert_eq!(host.expect_prefix("rules:"), "nim kayles nim");
    assert_eq!(joiner.expect_prefix("position:"), "3 4 5");
    joiner.send("2 1 2");
    assert_eq!(host.expect_prefix("opponent:"), "2 1 2");
    assert_eq!(host.expect_prefix("position:"), "3 1+2 5");
    host.send("3 3 2");
    assert!(host.expect_prefix("error:").contains("under nim"));
    host.send("2 3");
    assert!(host.expect_prefix("error:").contains("kayles"));
}

/// A game whose description would not fit the protocol's lines is refused
/// before the host listens.
#[test]
fn a_rule_too_long_to_send_is_refused_at_the_start() {
    let amounts: Vec<String> = (1..=90).map(|n| n.to_string()).collect();
    let rule = format!("sub:{}", amounts.join(","));
    let mut host = Proc::spawn(&["serve", "--plain", "--rows", "3,4,5", "--rule", &rule]);
    assert_eq!(host.wait().code(), Some(2));
    assert!(host.seen.iter().all(|line| !line.starts_with("listening:")));
    assert!(
        host.seen
            .iter()
            .any(|line| line.contains("too long to send"))
    );
}
