//! Seeds replay the same game: a fixed seed and a fixed script of lines give
//! exactly the transcript in `tests/golden/`, at every level. A dependency
//! upgrade that changed the generator's output would fail here.
//!
//! To record new transcripts after a deliberate change of the game:
//! `NIM_RECORD_GOLDEN=1 cargo test --test golden`, then read the diff.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Moves that are sometimes refused, a hint, an undo, the binary table, and
/// enough play that the computer's choices (its mistakes, its tie-breaks and
/// the random layout) all show.
const SCRIPT: &str = "1 1\n2 1\n3 1\n?\nu\n4 2\n1 1\n2 2\n3 1\nb\n1 1\n2 1\n3 1\n4 1\n\
1 1\n2 1\n3 1\n4 1\n5 1\n6 1\n7 1\n1 1\n2 1\n3 1\n4 1\n5 1\n0 0\n";

fn transcript(level: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nim"))
        .args([
            "--random", "--seed", "2026", "--level", level, "--coach", "--lang", "en",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(SCRIPT.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

fn golden(level: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{level}.txt"))
}

#[test]
fn a_seed_replays_the_same_game_at_every_level() {
    for level in ["easy", "medium", "hard"] {
        let seen = transcript(level);
        let path = golden(level);
        if std::env::var_os("NIM_RECORD_GOLDEN").is_some() {
            std::fs::write(&path, &seen).unwrap();
        }
        let expected =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(seen, expected, "{level}: the seeded game changed");
    }
}
