//! `nim` through real pipes: the built binary, its input written, its
//! output read, for the plain-mode tests of both games.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

/// `nim` with `args`, in English, and no data directory unless the test
/// gives one: `nim learn` and `nim puzzle` never keep a test's answers in
/// the home of whoever runs the tests.
pub fn nim(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nim"));
    command.args(args).env("LANG", "C").env_remove("LC_ALL");
    command.env_remove("HOME").env_remove("XDG_DATA_HOME");
    command
}

/// Runs `nim` with `input` piped in whole.
pub fn run(args: &[&str], input: &str) -> Output {
    let mut child = nim(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// Runs `nim` with nothing piped in and expects a refusal: status 2,
/// nothing on stdout; what stderr says.
pub fn refused(args: &[&str]) -> String {
    let output = run(args, "");
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?}");
    String::from_utf8(output.stderr).unwrap()
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

pub fn lines_with<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    text.lines().filter(|l| l.starts_with(prefix)).collect()
}

pub fn counts(line: &str) -> Vec<u32> {
    line.split_once(':')
        .unwrap()
        .1
        .split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// Plays a live game over pipes: answers each `position:` with `choose`,
/// until it returns `None`, then quits. Returns everything printed.
pub fn converse(args: &[&str], choose: impl FnMut(&[u32], &str) -> Option<String>) -> String {
    converse_when(args, |_| true, choose)
}

/// As [`converse`], answering only the `position:` lines that `asks` says
/// are questions, given the line before (the one printed before the
/// computer's opening move is not).
pub fn converse_when(
    args: &[&str],
    asks: impl Fn(&str) -> bool,
    mut choose: impl FnMut(&[u32], &str) -> Option<String>,
) -> String {
    let mut child = nim(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let (mut transcript, mut previous) = (String::new(), String::new());
    let mut line = String::new();
    while reader.read_line(&mut line).unwrap() > 0 {
        transcript.push_str(&line);
        if line.starts_with("position: ") && asks(&previous) {
            let answer = choose(&counts(&line), &transcript).unwrap_or_else(|| "0 0".into());
            writeln!(stdin, "{answer}").unwrap();
        }
        previous = std::mem::take(&mut line);
    }
    assert!(child.wait().unwrap().success());
    transcript
}
