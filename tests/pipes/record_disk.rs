//! `--record` on a record's worst day, through the binary and real files:
//! a file-size limit stops the recording, not the game, and leaves a record
//! that replays; a second game cannot record into a file the first holds,
//! `--force` or not; a record that is a symbolic link is written through
//! the link, and keeps its permissions.
#![cfg(unix)]

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use crate::support::pipes::{lines_with, nim, run, stdout};

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// 14 rows of 63 chips, emptied one chip at a time, row after row: 882
/// moves, the last one player 2's.
fn long_game() -> (Vec<&'static str>, String) {
    let args = vec![
        "--plain",
        "--players",
        "2",
        "--rows",
        "63,63,63,63,63,63,63,63,63,63,63,63,63,63",
    ];
    let mut moves = String::new();
    for _ in 0..63 {
        for row in 1..=14 {
            moves.push_str(&format!("{row} 1\n"));
        }
    }
    moves.push_str("0 0\n");
    (args, moves)
}

#[test]
fn a_file_size_limit_stops_the_recording_not_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    let (mut args, moves) = long_game();
    args.extend(["--record", "g.txt"]);
    // A limit of one block (512 or 1024 bytes, as the shell counts them):
    // the recording meets it a few dozen moves in.
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -f 1 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_nim"))
        .args(&args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(moves.as_bytes())
        .unwrap();
    let played = child.wait_with_output().unwrap();
    let text = stdout(&played);
    // Before: killed by SIGXFSZ (status 153 from a shell) at the limit.
    assert!(played.status.success(), "{played:?}");
    assert_eq!(lines_with(&text, "winner:"), ["winner: player 2"]);
    let said: Vec<&str> = text.lines().filter(|l| l.contains("Recording")).collect();
    assert_eq!(
        said,
        ["Recording into g.txt stopped: the file-size limit is reached. The game goes on."],
        "once"
    );
    // The record holds whole lines only, and replays as unfinished with
    // every move it kept.
    let record = std::fs::read_to_string(&file).unwrap();
    assert!(record.len() <= 1024 && record.ends_with('\n'), "{record}");
    let kept = record.lines().filter(|l| !l.starts_with('[')).count();
    assert!(kept > 10, "{record}");
    let replayed = run(&["replay", "--plain", path_str(&file)], "");
    assert!(replayed.status.success(), "{replayed:?}");
    let shown = stdout(&replayed);
    assert_eq!(lines_with(&shown, "position:").len(), kept + 1);
    assert!(lines_with(&shown, "winner:").is_empty(), "{shown}");
    assert!(shown.ends_with("The record ends before the game does.\n"));
}

#[test]
fn two_games_cannot_record_into_one_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("same.txt");
    let first = [
        "--plain",
        "--players",
        "2",
        "--rows",
        "5,5,5",
        "--record",
        path_str(&file),
    ];
    let mut a = nim(&first)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut a_in = a.stdin.take().unwrap();
    let mut a_out = BufReader::new(a.stdout.take().unwrap());
    let mut line = String::new();
    // The record is made and locked before the first position shows.
    while a_out.read_line(&mut line).unwrap() > 0 && !line.starts_with("position:") {
        line.clear();
    }
    writeln!(a_in, "1 1").unwrap();
    for force in [&["--force"][..], &[]] {
        let mut second = vec!["--plain", "--players", "2", "--rows", "3,3"];
        second.extend(["--record", path_str(&file)]);
        second.extend(force);
        let refused = run(&second, "");
        assert_eq!(refused.status.code(), Some(2), "{refused:?}");
        assert!(refused.stdout.is_empty(), "{refused:?}");
        let error = String::from_utf8(refused.stderr).unwrap();
        let expected = if force.is_empty() {
            "already exists"
        } else {
            "nim: another game is recording into"
        };
        assert!(error.contains(expected), "{error}");
    }
    writeln!(a_in, "2 1\n3 1\n0 0").unwrap();
    drop(a_in);
    while a_out.read_line(&mut line).unwrap() > 0 {}
    assert!(a.wait().unwrap().success());
    // The first game's record is whole: its rows, its three moves.
    let record = std::fs::read_to_string(&file).unwrap();
    assert!(record.contains("[Start \"5 5 5\"]"), "{record}");
    assert!(record.ends_with("1 1\n2 1\n3 1\n"), "{record}");
    let replayed = run(&["replay", "--plain", path_str(&file)], "");
    assert!(replayed.status.success(), "{replayed:?}");
    // Once the first game is over, the file is free again.
    let after = run(
        &[
            "--plain",
            "--players",
            "2",
            "--rows",
            "3,3",
            "--force",
            "--record",
            path_str(&file),
        ],
        "1 1\n0 0\n",
    );
    assert!(after.status.success(), "{after:?}");
}

#[test]
fn a_linked_record_is_written_through_its_link_and_keeps_its_mode() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real");
    std::fs::create_dir(&real).unwrap();
    let target = real.join("g.txt");
    std::fs::write(&target, "an older record\n").unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o640)).unwrap();
    let link = dir.path().join("g.txt");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let args = [
        "--plain",
        "--players",
        "2",
        "--rows",
        "3,3",
        "--force",
        "--record",
        path_str(&link),
    ];
    // A move taken back, and a game's end: the block changes twice.
    let played = run(&args, "1 1\n2 1\nu\n2 3\n1 2\n0 0\n");
    assert!(played.status.success(), "{played:?}");
    let meta = std::fs::symlink_metadata(&link).unwrap();
    assert!(meta.file_type().is_symlink(), "the link stays a link");
    let mode = std::fs::metadata(&target).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o640);
    let record = std::fs::read_to_string(&target).unwrap();
    assert!(!record.contains("older"), "{record}");
    assert!(
        record.contains("[Result \"player 1\"]\n1 1\n2 3\n1 2\n\n"),
        "{record}"
    );
    let replayed = run(&["replay", "--plain", path_str(&link)], "");
    assert!(replayed.status.success(), "{replayed:?}");
    assert_eq!(
        lines_with(&stdout(&replayed), "winner:"),
        ["winner: player 1"]
    );
}

/// A full disk (`/dev/full` fails every write with "no space left"): the
/// recording stops at the first write with its message, the games go on,
/// and `r` still reviews the last one.
#[test]
fn a_full_disk_stops_the_recording_not_the_game() {
    let args = [
        "--plain",
        "--players",
        "2",
        "--rows",
        "1,1",
        "--force",
        "--record",
        "/dev/full",
    ];
    let played = run(&args, "1 1\n2 1\n1 1\n2 1\nr\n0 0\n");
    // Before: `nim: No space left on device (os error 28)`, status 1, at
    // the first write.
    assert!(played.status.success(), "{played:?}");
    let text = stdout(&played);
    assert_eq!(
        lines_with(&text, "winner:"),
        ["winner: player 2", "winner: player 2"]
    );
    let said = lines_with(&text, "Recording into");
    assert_eq!(
        said,
        ["Recording into /dev/full stopped: the disk is full. The game goes on."]
    );
    assert!(!lines_with(&text, "review:").is_empty(), "{text}");
}

/// A record that stops shows its reason whole, wrapped, never cut
/// (`Illegal seek (os....` before), and a long name shortened in its
/// middle, the file's own name kept (`games.t...` before).
#[test]
fn a_stopped_recording_says_its_whole_reason_and_the_files_name() {
    let args = ["--rows", "1,2", "--players", "2", "--plain"];
    let mut stdout_args = args.to_vec();
    stdout_args.extend(["--record", "/dev/stdout", "--force"]);
    let text = stdout(&run(&stdout_args, "1 1\n2 2\n0 0\n"));
    let joined = text.replace('\n', " ");
    let said = "Recording into /dev/stdout stopped: Illegal seek (os error 29). The game goes on.";
    assert!(joined.contains(said), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    // A name past 40 columns: its start, `...`, and its own name.
    let dir = tempfile::tempdir().unwrap();
    let deep = dir.path().join("nim-records-of-the-class").join("2026");
    std::fs::create_dir_all(&deep).unwrap();
    let file = deep.join("games.txt");
    std::fs::write(&file, "").unwrap();
    let output = run(&[&args[..], &["--record", path_str(&file)]].concat(), "");
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8(output.stderr).unwrap();
    let start = &path_str(dir.path())[..10];
    assert!(said.starts_with(&format!("nim: {start}")), "{said}");
    assert!(said.contains(".../games.txt already exists"), "{said}");
    assert!(said.lines().all(|l| l.chars().count() <= 80), "{said}");
}
