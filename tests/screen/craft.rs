//! Terminal craft on the screen: the real cursor, one frame for a paste,
//! Ctrl-Z and SIGTSTP, the mouse.

use super::*;

/// The real cursor: a blinking underline where the next key goes, the
/// user's shape given back on the way out; a pasted move is one frame.
#[test]
fn the_cursor_follows_the_field_and_a_paste_is_one_frame() {
    let mut nim = start(&[]);
    let entered = nim.raw_since(0);
    assert!(find(&entered, b"\x1b[3 q"), "a blinking underline");
    nim.send("1 2");
    nim.wait("the cursor after the typed text", |s| {
        !s.hide_cursor() && s.cursor_position() == (21, 14)
    });
    nim.send("\x7f\x7f\x7f");
    nim.wait("an empty field", |s| s.cursor_position() == (21, 11));
    // `1 2` and Enter in one write: the echo never reaches the terminal.
    let before = nim.bytes();
    nim.send("1 2\r");
    nim.wait_line(23, "I took 1 chip from row 3.");
    nim.wait("the cursor back in the field", |s| {
        s.cursor_position() == (21, 11)
    });
    let frame = nim.raw_since(before);
    assert!(
        !find(&frame, b"1 2"),
        "{:?}",
        String::from_utf8_lossy(&frame)
    );
    assert_eq!(frame.windows(8).filter(|w| w == b"\x1b[?2026h").count(), 1);
    assert!(frame.len() <= 100, "{} bytes", frame.len());
    nim.send("0 0\r");
    assert_restored(&mut nim, 0);
    let left = nim.raw_since(0);
    assert!(
        find(&left, b"\x1b[0 q\x1b[?25h\x1b[?1049l"),
        "the user's cursor back"
    );
}

fn find(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

/// The state letter of process `pid` (`T` when stopped).
fn state_of(pid: u32) -> char {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The state follows the command's name in parentheses.
    stat.rsplit_once(") ")
        .and_then(|(_, rest)| rest.chars().next())
        .unwrap_or('?')
}

/// The process whose parent is `parent`.
fn child_of(parent: u32) -> u32 {
    let deadline = std::time::Instant::now() + pty::PATIENCE;
    while std::time::Instant::now() < deadline {
        for entry in std::fs::read_dir("/proc").unwrap().flatten() {
            let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
                continue;
            };
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let ppid = stat
                .rsplit_once(") ")
                .and_then(|(_, rest)| rest.split(' ').nth(1))
                .and_then(|p| p.parse::<u32>().ok());
            if ppid == Some(parent) {
                return pid;
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("no child of {parent}");
}

/// Waits until process `pid` is in `state`.
fn wait_state(pid: u32, state: char) {
    let deadline = std::time::Instant::now() + pty::PATIENCE;
    while state_of(pid) != state {
        assert!(
            std::time::Instant::now() < deadline,
            "{pid} never reached {state}"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// Ctrl-Z under a shell: the terminal given back (cooked, normal screen,
/// cursor shown), the process stopped; SIGCONT brings the screen back as it
/// was, typed field included. A SIGTSTP from outside does the same.
#[test]
fn ctrl_z_suspends_and_sigcont_brings_the_game_back() {
    let script = format!("{NIM} --lang en --seed 1; true");
    let mut nim = Nim::spawn("/bin/sh", &["-c", &script]);
    nim.wait("the first frame", |s| line_of(s, 22).starts_with(PROMPT));
    let game = child_of(nim.pid());
    let pid = Pid::from_raw(game as i32);
    nim.send("1 2");
    nim.wait_line(22, "Your move: 1 2_");
    for stop in ["ctrl-z", "sigtstp"] {
        match stop {
            "ctrl-z" => nim.send("\x1a"),
            _ => kill(pid, Signal::SIGTSTP).unwrap(),
        }
        wait_state(game, 'T');
        nim.wait("the normal screen", |s| {
            !s.alternate_screen() && !s.hide_cursor()
        });
        let flags = nim.termios().local_flags;
        assert!(
            flags.contains(LocalFlags::ICANON | LocalFlags::ECHO),
            "{stop}"
        );
        kill(pid, Signal::SIGCONT).unwrap();
        nim.wait("the game again", |s| s.alternate_screen());
        nim.wait_line(22, "Your move: 1 2_");
        nim.wait_text(centre(TITLE), 1, TITLE);
    }
    nim.send("\r");
    nim.wait_line(23, "I took 1 chip from row 3.");
    nim.send("\x03");
    assert_eq!(nim.exit_status().exit_code(), 0);
}

/// Leading its own session (no shell to return to), the game ignores Ctrl-Z
/// rather than freeze the terminal.
#[test]
fn without_a_shell_ctrl_z_is_ignored() {
    let mut nim = start(&[]);
    nim.send("\x1a");
    nim.send("1");
    nim.wait_line(22, "Your move: 1_");
    assert_ne!(state_of(nim.pid()), 'T');
    nim.screen(|s| assert!(s.alternate_screen()));
    nim.send("\x03");
    assert_restored(&mut nim, 0);
}

/// `--mouse`: a click on the third chip of row 3 of 3 4 5 takes 3 chips; a
/// click on a dot does nothing; quitting turns mouse reporting off.
#[test]
fn a_click_plays_with_mouse_reporting_on() {
    let mut nim = Nim::spawn(NIM, &["--lang", "en", "--mouse", "--players", "2"]);
    nim.wait("the first frame", |s| {
        line_of(s, 22).starts_with("Player 1")
    });
    let entered = nim.raw_since(0);
    assert!(
        find(&entered, b"\x1b[?1000h\x1b[?1006h"),
        "presses, in SGR form"
    );
    assert!(!find(&entered, b"\x1b[?1003h"), "no motion tracking");
    // SGR mouse: button 0 pressed at column 26, line 7, then released.
    nim.send("\x1b[<0;26;7M\x1b[<0;26;7m");
    nim.wait("the move", |s| line_of(s, 22).starts_with("Player 2"));
    assert_eq!(counts(&nim), [3, 4, 2]);
    nim.wait_line(23, "Player 1 took 3 chips from row 3.");
    // A dot, then a row number: nothing happens.
    nim.send("\x1b[<0;28;7M\x1b[<0;28;7m\x1b[<0;4;5M\x1b[<0;4;5m");
    nim.send("1");
    nim.wait_line(22, "Player 2, your move: 1_");
    assert_eq!(counts(&nim), [3, 4, 2]);
    assert_eq!(nim.line(24), "");
    nim.send("\x7f0 0\r");
    assert_restored(&mut nim, 0);
    let all = nim.raw_since(0);
    let off = b"\x1b[?1006l\x1b[?1000l";
    let last_off = all.windows(off.len()).rposition(|w| w == off);
    let last_on = all.windows(8).rposition(|w| w == b"\x1b[?1000h");
    assert!(last_off > last_on, "reporting is off at the end");
}
