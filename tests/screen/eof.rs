//! The end of input on a real terminal: one Ctrl-D ends plain mode and
//! `nim analyze -`. A terminal hands the reader one zero-length read per
//! Ctrl-D pressed at the start of a line, so this cannot be shown with pipes,
//! whose end of input is read again and again.
#![cfg(unix)]

use nim_pty::Nim;

const NIM: &str = env!("CARGO_BIN_EXE_nim");
const CTRL_D: &str = "\x04";

/// `nim --plain` on a terminal, once it asks for the first move.
fn plain() -> Nim {
    let nim = Nim::spawn(NIM, &["--plain", "--lang", "en", "--seed", "1"]);
    wait_for(&nim, "position: 3 4 5\nYour move:");
    nim
}

/// Waits until the terminal shows `text` (lines joined by newlines).
fn wait_for(nim: &Nim, text: &str) {
    nim.wait(&format!("{text:?} on the terminal"), |s| {
        s.contents().contains(text)
    });
}

fn assert_ends_with_status_zero(nim: &mut Nim) {
    let status = nim.exit_status();
    assert_eq!(status.exit_code(), 0, "{status:?}");
}

#[test]
fn one_ctrl_d_at_the_prompt_ends_plain_mode() {
    let mut nim = plain();
    nim.send(CTRL_D);
    assert_ends_with_status_zero(&mut nim);
}

#[test]
fn one_ctrl_d_ends_plain_mode_after_a_move() {
    let mut nim = plain();
    nim.send("1 2\r");
    wait_for(&nim, "position: 1 4 4\nYour move:");
    nim.send(CTRL_D);
    assert_ends_with_status_zero(&mut nim);
}

/// Ctrl-D after typed text sends that text without a newline, as `cat`
/// gets it: plain mode answers it as a line at once, and the next Ctrl-D,
/// at the start of a line, ends.
#[test]
fn ctrl_d_after_typed_text_sends_the_line_and_the_next_ends() {
    let mut nim = plain();
    nim.send("abc");
    nim.send(CTRL_D);
    wait_for(&nim, "Your move: abc\nerror: \"abc\" is not a whole number");
    wait_for(&nim, "ROW COUNT, e.g. 2 3\nposition: 3 4 5\nYour move:");
    nim.send("1 2");
    nim.send(CTRL_D);
    wait_for(
        &nim,
        "Your move: 1 2\nyou: 1 2\ncomputer: 3 1\nposition: 1 4 4\nYour move:",
    );
    nim.send(CTRL_D);
    assert_ends_with_status_zero(&mut nim);
}

#[test]
fn one_ctrl_d_during_setup_ends_plain_mode() {
    let mut nim = plain();
    nim.send("-1 0\r");
    wait_for(&nim, "Number of rows (2-14):");
    nim.send(CTRL_D);
    assert_ends_with_status_zero(&mut nim);
}

#[test]
fn one_ctrl_d_after_the_rows_ends_analyze_reading_stdin() {
    let mut nim = Nim::spawn(NIM, &["analyze", "-"]);
    nim.send("3 4 5\r");
    nim.wait("the echo of the line and its Enter", |s| {
        s.contents().starts_with("3 4 5") && s.cursor_position() == (1, 0)
    });
    nim.send(CTRL_D);
    assert_ends_with_status_zero(&mut nim);
    wait_for(&nim, "position: 3 4 5\nnim-sum: 2\nverdict: win\nmove: 1 2");
}

/// After rows typed without Enter, the first Ctrl-D sends them and the
/// second, with nothing pending, ends the input, as for `cat`.
#[test]
fn ctrl_d_after_rows_without_enter_sends_them_and_the_next_ends() {
    let mut nim = Nim::spawn(NIM, &["analyze", "-"]);
    nim.send("1 2\r3");
    wait_for(&nim, "1 2\n3");
    nim.send(CTRL_D);
    nim.send(CTRL_D);
    assert_ends_with_status_zero(&mut nim);
    wait_for(&nim, "position: 1 2 3\nnim-sum: 0\nverdict: loss");
}

/// Ctrl-C ends plain mode as Ctrl-D does, with the session's score, and
/// the status of an interrupt.
#[test]
fn ctrl_c_prints_the_score_and_ends() {
    let mut nim = plain();
    nim.send("\x03");
    wait_for(&nim, "Your move: ^C\nscore: you 0 computer 0");
    let status = nim.exit_status();
    assert_eq!(status.exit_code(), 130, "{status:?}");
}

/// The score Ctrl-C prints counts the games already played.
#[test]
fn ctrl_c_after_a_game_counts_it() {
    let args = ["--plain", "--lang", "en", "--players", "2"];
    let mut nim = Nim::spawn(NIM, &args);
    for (mv, next) in [("1 3", "0 4 5"), ("2 4", "0 0 5")] {
        nim.send(&format!("{mv}\r"));
        wait_for(&nim, &format!("position: {next}"));
    }
    nim.send("3 5\r");
    wait_for(
        &nim,
        "score: first 1 second 0\nposition: 3 4 5\nPlayer 1, your move:",
    );
    nim.send("\x03");
    wait_for(&nim, "^C\nscore: first 1 second 0");
    assert_eq!(nim.exit_status().exit_code(), 130);
}
