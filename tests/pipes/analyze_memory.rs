//! `nim analyze -` in flat memory and without a temporary directory: one
//! row of a million groups within an address-space cap that the row held
//! in memory broke, and a few rows with `$TMPDIR` missing.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use crate::support::pipes::stdout;

/// Runs `nim ARGS` with `input` on stdin through `sh`, after `setup` (a
/// `ulimit`, an `export`).
fn run_in_shell(setup: &str, args: &str, input: &[u8]) -> Output {
    let script = format!("{setup}; exec \"$0\" {args}");
    let mut child = Command::new("sh")
        .args(["-c", &script, env!("CARGO_BIN_EXE_nim")])
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh starts");
    let mut stdin = child.stdin.take().unwrap();
    // A child that fails early closes its end: not this test's failure.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// `1+1+...+1`, `groups` groups, on one line.
fn one_row(groups: usize) -> Vec<u8> {
    let mut row = "1+".repeat(groups).into_bytes();
    row.pop();
    row.push(b'\n');
    row
}

/// The row of a million groups took 70 MB (65 bytes a group: the groups,
/// their values, each written as a string) and aborted under a cap of 40
/// MB or 60 MB of address space; streamed, it takes about 11 MB.
#[cfg(target_os = "linux")]
#[test]
fn one_row_of_a_million_groups_runs_under_a_memory_cap() {
    let row = one_row(1_000_001);
    let cap = "ulimit -v 40000";
    let full = run_in_shell(cap, "analyze --rule kayles -", &row);
    let errors = String::from_utf8_lossy(&full.stderr);
    assert_eq!(full.status.code(), Some(0), "{errors}");
    let text = stdout(&full);
    // Every group is worth 1: an odd count wins by taking one whole,
    // listed once, by the last group's move.
    assert!(text.ends_with("grundy: 1\ngrundy-sum: 1\nverdict: win\nmove: 1 1\n"));
    assert!(text.starts_with("position: 1+1+1+"));
    let hint = run_in_shell(cap, "analyze --hint --rule kayles -", &row);
    assert_eq!(stdout(&hint), "hint: 1 1\n");
}

/// A few rows need no temporary file; rows past memory name the
/// directory that failed and what to do (they said `nim: No such file or
/// directory (os error 2)`, exit 1, for three rows).
#[test]
fn few_rows_need_no_temporary_directory() {
    let missing = "export TMPDIR=/nonexistent/nim-test";
    let book = run_in_shell(missing, "analyze -", b"3 4 5\n");
    assert_eq!(book.status.code(), Some(0));
    assert!(stdout(&book).starts_with("position: 3 4 5\nnim-sum: 2\n"));
    let ruled = run_in_shell(missing, "analyze --rule kayles -", b"3+1 4 5\n");
    assert_eq!(ruled.status.code(), Some(0));
    assert!(stdout(&ruled).starts_with("position: 3+1 4 5\n"));
    let many = "1\n".repeat(1_100_000);
    let failed = run_in_shell(missing, "analyze -", many.as_bytes());
    assert_eq!(failed.status.code(), Some(1));
    assert!(failed.stdout.is_empty());
    let said = String::from_utf8(failed.stderr).unwrap();
    assert!(said.starts_with("nim analyze: "), "{said}");
    assert!(
        said.contains("/nonexistent/nim-test") && said.contains("TMPDIR"),
        "{said}"
    );
    assert!(
        said.lines().all(|line| line.chars().count() <= 80),
        "{said}"
    );
}

/// `--limit none` on a heap past memory: the values grow until memory
/// runs out, then a refusal with status 2 says where (it aborted with
/// "memory allocation of 268435456 bytes failed", signal 6, status 134).
#[cfg(target_os = "linux")]
#[test]
fn values_past_memory_are_refused_not_aborted() {
    let cap = "ulimit -v 60000";
    for args in [
        "analyze --rule sub:4294967295 --limit none --values 4294967295",
        "analyze --rule sub:3,4294967295 --limit none 4294967295 1",
    ] {
        let output = run_in_shell(cap, args, b"");
        let said = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args}: {said}");
        assert!(output.stdout.is_empty(), "{args}");
        assert!(said.starts_with("nim analyze: "), "{args}: {said}");
        assert!(
            said.contains("memory ran out with values computed up to "),
            "{said}"
        );
        assert!(said.contains("4294967295"), "{said}");
        assert!(
            said.lines().all(|line| line.chars().count() <= 80),
            "{said}"
        );
    }
}
