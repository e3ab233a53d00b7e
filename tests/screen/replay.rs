//! `nim replay` on the book's screen, through a terminal: the position
//! steps forward and back with the arrows, Home and End jump, `r` shows the
//! review, q leaves and gives the terminal back; `r` at the end of a game
//! on the screen shows that game's review; and a record that cannot be
//! written stops the recording on the screen, not the game.
#![cfg(unix)]

use nim_pty::{Nim, line_of, text_at};

const NIM: &str = env!("CARGO_BIN_EXE_nim");

const RECORD: &str = "[Game \"nim\"]
[Format \"1\"]
[Start \"3 4 5\"]
[First \"you\"]
[Players \"1\"]
[Result \"computer\"]
1 1
1 2
2 1
3 1
2 3
3 4
";

/// The chips of the three rows, from their counts in columns 72-73.
fn counts(nim: &Nim) -> Vec<String> {
    nim.screen(|s| {
        (5..=7)
            .map(|line| text_at(s, 72, line, 2).trim().to_string())
            .collect()
    })
}

#[test]
fn a_replay_steps_forward_and_back() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    std::fs::write(&file, RECORD).unwrap();
    let mut nim = Nim::spawn(NIM, &["replay", "--lang", "en", file.to_str().unwrap()]);
    nim.wait_line(23, "The start of the game. 6 moves follow.");
    assert_eq!(counts(&nim), ["3", "4", "5"]);
    nim.send("\x1b[C");
    nim.wait_line(23, "Move 1 of 6: You took 1 chip from row 1.");
    assert_eq!(counts(&nim), ["2", "4", "5"]);
    nim.send("\x1b[C");
    nim.wait_line(23, "Move 2 of 6: I took 2 chips from row 1.");
    assert_eq!(counts(&nim), ["0", "4", "5"]);
    nim.send("\x1b[D");
    nim.wait_line(23, "Move 1 of 6: You took 1 chip from row 1.");
    assert_eq!(counts(&nim), ["2", "4", "5"]);
    nim.send("\x1b[F");
    nim.wait_line(23, "Move 6 of 6: I took 4 chips from row 3.");
    nim.wait_line(24, "The computer won.");
    assert_eq!(counts(&nim), ["0", "0", "0"]);
    nim.send("\x1b[H");
    nim.wait_line(23, "The start of the game. 6 moves follow.");
    nim.send("r");
    // The win changed hands at every move but the last: the turning point
    // is the last move that gave it away, after which the computer kept it.
    let turning = "The turning point: move 5, where 3 1 would have kept the win.";
    // Why it lost, on the two lines under it: the column it left odd. The
    // whole frame is up once its last line is.
    let why = "2 3 left an odd number of 1s in the 4s column: the other side could then make every column even, and win.";
    nim.wait("the review", |s| {
        line_of(s, 17).trim() == turning
            && format!("{} {}", line_of(s, 18).trim(), line_of(s, 19).trim()) == why
    });
    assert_eq!(nim.line(5).trim(), "Review of the game");
    let first = nim.line(7);
    assert_eq!(first.trim(), "1. you: 1 1 gave the win away; 1 2 kept it");
    // r again gives the position back.
    nim.send("r");
    nim.wait("the rows again", |s| line_of(s, 5).starts_with("   1"));
    nim.send("q");
    assert!(nim.exit_status().success());
}

#[test]
fn r_at_the_end_of_a_game_shows_its_review() {
    // 1 and 2: the player leaves 1 and 1, the computer takes one, the
    // player the last.
    let args = ["--lang", "en", "--rows", "1,2", "--seed", "1"];
    let mut nim = Nim::spawn(NIM, &args);
    nim.wait("the first frame", |s| {
        line_of(s, 22).starts_with("Your move: ")
    });
    nim.send("2 1");
    nim.wait_line(22, "Your move: 2 1_");
    nim.send("\r");
    nim.wait("the reply", |s| {
        line_of(s, 23).contains("I took 1 chip from row")
    });
    let last = if nim.line(23).contains("row 1") {
        "2 1"
    } else {
        "1 1"
    };
    nim.send(last);
    nim.wait_line(22, &format!("Your move: {last}_"));
    nim.send("\r");
    nim.wait_line(22, "Press Enter or Space for the next game_");
    nim.wait("how to open the review", |s| {
        line_of(s, 21).trim() == "r shows the review of this game, move by move"
    });
    nim.send("r");
    // The whole frame is up once its last line is.
    nim.wait("the review", |s| {
        line_of(s, 21).trim() == "Press Enter to go back."
    });
    assert_eq!(nim.line(5).trim(), "Review of the game");
    assert_eq!(nim.line(7).trim(), "1. you: 2 1 kept the win");
    assert!(
        nim.line(8).trim().starts_with("2. computer: "),
        "{}",
        nim.line(8)
    );
    assert!(
        nim.line(8).trim().ends_with("(no move won there)"),
        "{}",
        nim.line(8)
    );
    assert_eq!(nim.line(9).trim(), format!("3. you: {last} kept the win"));
    assert_eq!(nim.line(17).trim(), "No move gave a win away.");
    nim.send("\r");
    nim.wait("the final position", |s| {
        line_of(s, 5).trim() != "Review of the game"
    });
    nim.wait_line(22, "Press Enter or Space for the next game_");
    nim.send("\x03");
    nim.exit_status();
}

#[test]
fn a_game_on_the_screen_is_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    let args = [
        "--lang",
        "en",
        "--seed",
        "3",
        "--record",
        file.to_str().unwrap(),
    ];
    let mut nim = Nim::spawn(NIM, &args);
    nim.wait("the first frame", |s| {
        line_of(s, 22).starts_with("Your move: ")
    });
    nim.send("1 2");
    nim.wait_line(22, "Your move: 1 2_");
    nim.send("\r");
    nim.wait("the reply", |s| line_of(s, 23).contains("I took"));
    let text = std::fs::read_to_string(&file).unwrap();
    let moves: Vec<&str> = text.lines().filter(|l| !l.starts_with('[')).collect();
    assert_eq!(moves.len(), 2, "{text}");
    assert_eq!(moves[0], "1 2");
    nim.send("0 0\r");
    assert!(nim.exit_status().success());
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .contains("[Result \"*\"]")
    );
}

/// The timeout of the wait the replay's main thread is blocked in, from
/// `/proc/PID/syscall` (Linux): `Some(None)` in `epoll_wait` with no
/// timeout, `Some(Some(ms))` with one, `None` anywhere else (running, or a
/// system this test cannot read).
fn blocked(pid: u32) -> Option<Option<u32>> {
    // epoll_wait and epoll_pwait, whose fourth argument is the timeout.
    let waits: &[&str] = match std::env::consts::ARCH {
        "x86_64" => &["232", "281"],
        "aarch64" => &["22"],
        _ => return None,
    };
    let text = std::fs::read_to_string(format!("/proc/{pid}/syscall")).ok()?;
    let fields: Vec<&str> = text.split_whitespace().collect();
    if !waits.contains(fields.first()?) {
        return None;
    }
    let timeout = u64::from_str_radix(fields.get(4)?.trim_start_matches("0x"), 16).ok()?;
    // An int in a 64-bit register: its low half.
    match timeout as u32 {
        u32::MAX => Some(None),
        ms => Some(Some(ms)),
    }
}

/// Whether the system shows where the process waits.
fn can_see_waits(pid: u32) -> bool {
    let deadline = std::time::Instant::now() + nim_pty::PATIENCE;
    while std::time::Instant::now() < deadline {
        if blocked(pid).is_some() {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    false
}

/// Waits until the replay blocks as `paused` says: with no timeout, or
/// with one (playing: until its next move is due).
fn wait_blocked(pid: u32, paused: bool) {
    let deadline = std::time::Instant::now() + nim_pty::PATIENCE;
    while blocked(pid).map(|timeout| timeout.is_none()) != Some(paused) {
        assert!(
            std::time::Instant::now() < deadline,
            "never blocked as {} (now {:?})",
            if paused { "paused" } else { "playing" },
            blocked(pid)
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// Space plays the game through, one move after another; Space again
/// pauses, and paused the replay waits for a key with no timeout (so no
/// move can come by itself), then steps on from where it stopped.
#[test]
fn space_plays_the_moves_and_pauses() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    std::fs::write(&file, RECORD).unwrap();
    let mut nim = Nim::spawn(NIM, &["replay", "--lang", "en", file.to_str().unwrap()]);
    nim.wait_line(23, "The start of the game. 6 moves follow.");
    let pid = nim.pid();
    let visible = can_see_waits(pid);
    if visible {
        wait_blocked(pid, true);
    }
    nim.send(" ");
    if visible {
        wait_blocked(pid, false);
    }
    nim.wait_line(23, "Move 1 of 6: You took 1 chip from row 1.");
    assert_eq!(counts(&nim), ["2", "4", "5"]);
    nim.wait_line(23, "Move 2 of 6: I took 2 chips from row 1.");
    assert_eq!(counts(&nim), ["0", "4", "5"]);
    nim.send(" ");
    if visible {
        wait_blocked(pid, true);
    }
    // Where it stopped: at move 2, or at 3 if that one came with the key.
    let at = if nim.line(23).starts_with("Move 2 ") {
        2
    } else {
        3
    };
    if visible {
        assert!(nim.line(23).starts_with(&format!("Move {at} of 6")));
    }
    nim.send("\x1b[C");
    nim.wait("one step on by hand", |s| {
        line_of(s, 23).starts_with(&format!("Move {} of 6", at + 1))
    });
    // End and Home jump as ever.
    nim.send("\x1b[F");
    nim.wait_line(24, "The computer won.");
    nim.send("\x1b[H");
    nim.wait_line(23, "The start of the game. 6 moves follow.");
    nim.send("q");
    assert!(nim.exit_status().success());
}

/// A record that cannot be written (`/dev/full`: no space left) stops the
/// recording, not the game: line 24 says so, and the game is played on.
#[test]
fn a_full_disk_stops_the_recording_on_the_screen_not_the_game() {
    let args = [
        "--lang",
        "en",
        "--players",
        "2",
        "--rows",
        "1,1",
        "--force",
        "--record",
        "/dev/full",
    ];
    let mut nim = Nim::spawn(NIM, &args);
    nim.wait("the recording stopped", |s| {
        line_of(s, 24).trim_end()
            == "Recording into /dev/full stopped: the disk is full. The game goes on."
    });
    nim.send("1 1\r");
    nim.wait("the game going on", |s| {
        line_of(s, 22).starts_with("Player 2, your move: ")
    });
    nim.send("2 1\r");
    nim.wait("the game's end", |s| {
        line_of(s, 24).starts_with("Player 2 wins!")
    });
    nim.send("\x03");
    assert_eq!(nim.exit_status().exit_code(), 130);
}

/// A file-size limit met on the screen stops the recording, not the game:
/// the write past the limit fails (SIGXFSZ, which would end the program,
/// is not taken as an ending signal), the game plays on to every move typed,
/// Ctrl-C leaves with status 0, and the record replays.
#[test]
fn a_file_size_limit_stops_the_recording_on_the_screen_not_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    let record = file.to_str().unwrap();
    let rows = ["63"; 14].join(",");
    let args = [
        "-c",
        "ulimit -f 1 && exec \"$0\" \"$@\"",
        NIM,
        "--lang",
        "en",
        "--players",
        "2",
        "--rows",
        &rows,
        "--record",
        record,
    ];
    let env = [
        ("TERM", "xterm-256color"),
        ("LANG", "C.UTF-8"),
        ("LC_ALL", ""),
    ];
    let mut nim = Nim::spawn_with("sh", &args, (80, 25), &env);
    nim.wait("the first frame", |s| {
        line_of(s, 22).starts_with("Player 1, your move: ")
    });
    // Twenty chips from every row: some 280 lines, past a block or two;
    // a round of fourteen moves at a time, each round seen played.
    for round in 1..=20 {
        let moves: String = (1..=14).map(|row| format!("{row} 1\r")).collect();
        nim.send(&moves);
        let left = (63 - round).to_string();
        nim.wait("a round played", |s| {
            (5..=18).all(|line| text_at(s, 72, line, 2).trim() == left)
        });
    }
    let size = std::fs::metadata(&file).unwrap().len();
    assert!((1..=1024).contains(&size), "{size} bytes");
    nim.send("\x03");
    assert_eq!(nim.exit_status().exit_code(), 130);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.ends_with('\n'), "{text}");
    let replayed = std::process::Command::new(NIM)
        .args(["replay", "--plain", record])
        .output()
        .unwrap();
    assert!(replayed.status.success(), "{replayed:?}");
}
