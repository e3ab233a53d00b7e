//! Terminal craft on the screen: the real cursor, one frame for a paste,
//! the mouse. (Ctrl-Z and the signals of job control: `jobs.rs`.)

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
    nim.wait("the reply", |s| {
        line_of(s, 23).ends_with("I took 1 chip from row 3.")
    });
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
    // 140, not 100, since line 23 says both moves and the emptied places
    // are marked (the unit test's budget).
    assert!(frame.len() <= 140, "{} bytes", frame.len());
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

/// Reports a terminal can send with a coordinate of 0 (SGR, X10 and rxvt
/// mouse reports, a cursor position report) panicked inside crossterm's
/// parser in a debug build, as the tests' own build is: now they change
/// nothing, with or without `--mouse`.
#[test]
fn reports_with_a_zero_coordinate_change_nothing() {
    for args in [&[][..], &["--mouse"]] {
        let mut nim = start(args);
        nim.send("\x1b[<0;0;0M\x1b[M   \x1b[0;0R\x1b[32;0;0M\x1b[<0;0;0m");
        nim.send("1");
        nim.wait_line(22, "Your move: 1_");
        assert_eq!(counts(&nim), [3, 4, 5]);
        nim.send("\x03");
        assert_restored(&mut nim, 130);
    }
}

/// Without `--mouse` a click is not a move, even from a terminal that some
/// other program left reporting.
#[test]
fn without_mouse_a_click_is_ignored() {
    let mut nim = start(&[]);
    // The third chip of row 3, as in the test above.
    nim.send("\x1b[<0;26;7M\x1b[<0;26;7m");
    nim.send("1");
    nim.wait_line(22, "Your move: 1_");
    assert_eq!(counts(&nim), [3, 4, 5]);
    assert_eq!(nim.line(23), "");
    nim.send("\x03");
    assert_restored(&mut nim, 130);
}
