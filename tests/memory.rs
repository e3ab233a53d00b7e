//! Bounded memory: however much input arrives, plain mode and `nim analyze -`
//! keep a fixed amount of it, and `nim replay` one game of its record: 24 MB
//! without a newline to plain mode, 24 MB of rows to `nim analyze -`, a 6 MB
//! record replayed, each child's peak under 16 MB. Each child's peak resident
//! memory is read from `getrusage(RUSAGE_CHILDREN)` after it is waited for:
//! the largest peak of any child the process has waited for. So this file is
//! a binary of its own, and its only children are these bounded ones: a child
//! started by another test in the same process would spoil the figure.
#![cfg(target_os = "linux")]

use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Mutex;

use nix::sys::resource::{UsageWho, getrusage};

/// Peak memory allowed, in KiB: a few MB of program, none of the input.
const BOUND_KIB: i64 = 16 * 1024;
/// Input fed to each child: far more than the bound.
const INPUT_BYTES: usize = 24 << 20;

/// The children run one at a time, so each reading is its own.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Runs `nim args`, writes [`INPUT_BYTES`] of `chunk` repeated and then `tail`
/// to its stdin, waits; returns the exit code.
fn feed(args: &[&str], chunk: &[u8], tail: &[u8]) -> Option<i32> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nim"))
        .args(args)
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().unwrap();
    for _ in 0..INPUT_BYTES / chunk.len() {
        stdin.write_all(chunk).unwrap();
    }
    stdin.write_all(tail).unwrap();
    drop(stdin);
    child.wait().unwrap().code()
}

fn peak_kib() -> i64 {
    getrusage(UsageWho::RUSAGE_CHILDREN).unwrap().max_rss()
}

#[test]
fn a_line_without_end_is_never_stored() {
    let _one = ONE_AT_A_TIME.lock().unwrap();
    // 24 MB without a newline, then a move and the end of input.
    let code = feed(&["--rows", "3,4,5"], &[b'7'; 1 << 16], b"\n1 2\n0 0\n");
    assert_eq!(code, Some(0));
    let peak = peak_kib();
    assert!(peak < BOUND_KIB, "plain mode peaked at {peak} KiB");
}

#[test]
fn analyze_streams_its_rows() {
    let _one = ONE_AT_A_TIME.lock().unwrap();
    // 24 MB of rows: six million rows of "3 5 ".
    let code = feed(&["analyze", "-"], &b"3 5 ".repeat(1 << 14), b"\n");
    assert_eq!(code, Some(0));
    let peak = peak_kib();
    assert!(peak < BOUND_KIB, "analyze peaked at {peak} KiB");
}

#[test]
fn replay_holds_one_game_at_a_time() {
    let _one = ONE_AT_A_TIME.lock().unwrap();
    // 6 MB of short games, some 60,000: before, every game was read and
    // replayed (all its positions kept) before the first was shown, some
    // 80 MB for this record.
    let game = "[Game \"nim\"]\n[Format \"1\"]\n[Start \"1 1\"]\n[First \"player 1\"]\n\
                [Players \"2\"]\n[Result \"player 2\"]\n1 1\n2 1\n\n";
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    std::fs::write(&path, game.repeat((6 << 20) / game.len())).unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_nim"))
        .args(["replay", "--plain"])
        .arg(&path)
        .env("LANG", "C")
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let peak = peak_kib();
    assert!(peak < BOUND_KIB, "replay peaked at {peak} KiB");
}
