//! `nim analyze` through the built binary and real pipes.

use std::io::{Read, Write};
use std::process::Stdio;

use crate::support::pipes::{nim, run, stdout};

#[test]
fn analyze_explains_a_position() {
    let output = run(&["analyze", "3", "4", "5"], "");
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(text.starts_with("position: 3 4 5\nnim-sum: 2\nverdict: win\nmove: 1 2\n"));
    let lost = stdout(&run(&["analyze", "1", "2", "3", "0"], ""));
    assert!(lost.starts_with("position: 1 2 3 0\nnim-sum: 0\nverdict: loss\n"));
    assert!(!lost.contains("move:"));
    let misere = stdout(&run(&["analyze", "--misere", "1", "1", "1"], ""));
    assert!(misere.contains("verdict: loss"));
    for args in [&["analyze", "3", "x"][..], &["analyze", "-3"], &["analyze"]] {
        let output = run(args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(!output.stderr.is_empty());
    }
}

#[test]
fn analyze_reads_a_million_rows_from_stdin() {
    let rows: String = (0..1_000_000u32).map(|i| format!("{}\n", i % 64)).collect();
    let output = run(&["analyze", "-"], &rows);
    assert!(output.status.success());
    let text = stdout(&output);
    let mut lines = text.lines();
    assert_eq!(lines.next().unwrap().split_whitespace().count(), 1_000_001);
    // 0..64 XORs to 0, and a million rows is 15625 full runs of 64.
    assert_eq!(lines.next(), Some("nim-sum: 0"));
    assert_eq!(lines.next(), Some("verdict: loss"));
}

#[test]
fn a_closed_pipe_ends_analyze_quietly() {
    let rows: String = (1..=200_000u32)
        .map(|i| format!("{} ", i % 50 + 1))
        .collect();
    let mut child = nim(&["analyze", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(rows.as_bytes()).unwrap();
    drop(stdin);
    let mut first = [0u8; 10];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // stdout is dropped here: the rest of the output meets a closed pipe.
    let output = child.wait_with_output().unwrap();
    assert_eq!(&first, b"position: ");
    assert!(output.status.success());
    assert!(output.stderr.is_empty(), "{:?}", output.stderr);
}

#[test]
fn analyze_names_bad_rows_and_exits_with_two() {
    let refused = |args: &[&str], input: &[u8]| {
        let mut child = nim(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input).unwrap();
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}: nothing printed");
        String::from_utf8(output.stderr).unwrap()
    };
    assert!(
        refused(&["analyze", "-"], b"3 \xff 4")
            .contains("row 2: \"\u{FFFD}\" is not a whole number")
    );
    assert!(
        refused(&["analyze", "4294967296"], b"")
            .contains("row 1: 4294967296 is more than 4294967295")
    );
    assert!(refused(&["analyze", "3", "-1"], b"").contains("row 2: -1 is negative"));
    assert!(refused(&["analyze", "-"], b" \n ").contains("no rows to analyze"));
}
