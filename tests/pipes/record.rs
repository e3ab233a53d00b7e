//! `--record` and `nim replay` through the binary, in plain mode: a game
//! written as it is played replays with the same positions and its review
//! names the turning point; an existing file is kept without `--force`; a
//! game killed mid-way keeps every move made; a bad record says which line.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::Stdio;

use crate::support::pipes::{lines_with, nim, run, stdout};

fn dir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

fn file_in(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("g.txt")
}

#[test]
fn a_recorded_game_replays_and_its_review_names_the_turning_point() {
    let dir = dir();
    let file = file_in(&dir);
    // 3 4 5: 1 1 gives the win away (the winning move is 1 2); the
    // computer then keeps it to the end.
    let args = ["--plain", "--seed", "1", "--record", path_str(&file)];
    let played = run(&args, "1 1\n1 1\n1 1\n2 1\n2 1\n2 1\n2 1\n0 0\n");
    assert!(played.status.success());
    let played = stdout(&played);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.starts_with("[Game \"nim\"]\n[Format \"1\"]\n[Date \""),
        "{text}"
    );
    assert!(text.contains("[Start \"3 4 5\"]\n"), "{text}");
    assert!(text.contains("[Seed \"1\"]\n"), "{text}");
    assert!(text.contains("[Result \"computer\"]\n"), "{text}");
    assert!(text.contains("\n1 1\n"), "{text}");

    let replayed = run(&["replay", "--review", path_str(&file)], "");
    assert!(replayed.status.success(), "{replayed:?}");
    let replayed = stdout(&replayed);
    // The same positions and moves as the game printed, in order.
    let game = &played[..played.find("winner:").unwrap()];
    let positions = |text: &str| -> Vec<String> {
        let mut seen: Vec<String> = lines_with(text, "position:")
            .into_iter()
            .map(String::from)
            .collect();
        seen.dedup();
        seen
    };
    // The game shows the positions its player moves from; the replay
    // every one, in the same order.
    let all = positions(&replayed);
    let mut rest = all.iter();
    for position in positions(game) {
        assert!(
            rest.any(|p| *p == position),
            "{position} in order:\n{replayed}"
        );
    }
    assert_eq!(lines_with(game, "you:"), lines_with(&replayed, "you:"));
    assert_eq!(
        lines_with(game, "computer:"),
        lines_with(&replayed, "computer:")
    );
    assert_eq!(lines_with(&replayed, "winner:"), ["winner: computer"]);
    let review = lines_with(&replayed, "review:");
    assert_eq!(review[0], "review: 1 1 1 missed 1 2", "{replayed}");
    assert_eq!(lines_with(&replayed, "turning:")[0], "turning: 1");
    assert!(replayed.contains("The turning point: move 1, where 1 2 would have kept the win."));
    // Why: 1 1 left 2 4 5, whose 2s column is odd; said in lines that fit.
    assert!(
        replayed.contains("1 1 left an odd number of 1s in the 2s column: the other side could then make\nevery column even, and win."),
        "{replayed}"
    );
}

#[test]
fn an_existing_file_is_kept_without_force() {
    let dir = dir();
    let file = file_in(&dir);
    std::fs::write(&file, "precious\n").unwrap();
    let args = ["--plain", "--record", path_str(&file)];
    let refused = run(&args, "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(refused.stdout.is_empty(), "no game starts");
    let error = String::from_utf8(refused.stderr).unwrap();
    assert!(
        error.contains("already exists") && error.contains("--force"),
        "{error}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "precious\n");

    let args = ["--plain", "--force", "--record", path_str(&file)];
    assert!(run(&args, "0 0\n").status.success());
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.starts_with("[Game \"nim\"]"), "{text}");
    // The empty game: no move, unfinished, and it replays.
    assert!(text.ends_with("[Result \"*\"]\n"), "{text}");
    let replayed = run(&["replay", path_str(&file)], "");
    assert!(replayed.status.success());
    assert_eq!(
        lines_with(&stdout(&replayed), "position:"),
        ["position: 3 4 5"]
    );
}

#[test]
fn force_without_record_is_refused() {
    let refused = run(&["--plain", "--force"], "");
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn a_board_game_and_undo_round_trip() {
    let dir = dir();
    let file = file_in(&dir);
    let args = [
        "board",
        "--plain",
        "--seed",
        "5",
        "--record",
        path_str(&file),
    ];
    let mut child = nim(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut moves = 0;
    let mut line = String::new();
    // Plays the first column with a free cell, one step, and takes the
    // second move back.
    while reader.read_line(&mut line).unwrap() > 0 {
        if let Some(gaps) = line.strip_prefix("position: ") {
            let gaps: Vec<u32> = gaps
                .split_whitespace()
                .map(|g| g.parse().unwrap())
                .collect();
            let answer = match moves {
                1 => "u".to_string(),
                4 => "0 0".to_string(),
                _ => {
                    let column = gaps.iter().position(|&g| g > 0).unwrap() + 1;
                    format!("{column} 1")
                }
            };
            moves += 1;
            writeln!(stdin, "{answer}").unwrap();
        }
        line.clear();
    }
    assert!(child.wait().unwrap().success());
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.contains("[Game \"board\"]") && text.contains("[Deal \""),
        "{text}"
    );
    let replayed = run(&["replay", path_str(&file)], "");
    assert!(replayed.status.success(), "{replayed:?}\n{text}");
}

#[cfg(unix)]
#[test]
fn a_killed_game_keeps_every_move_made() {
    let dir = dir();
    let file = file_in(&dir);
    let args = [
        "--plain",
        "--seed",
        "2",
        "--rows",
        "9,10,11",
        "--record",
        path_str(&file),
    ];
    let mut child = nim(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    let mut answered = 0;
    // Three moves of one chip from row 3, each answered by the computer;
    // the next `position:` is printed after the answer is recorded.
    while reader.read_line(&mut line).unwrap() > 0 {
        if line.starts_with("position: ") {
            if answered == 3 {
                break;
            }
            writeln!(stdin, "3 1").unwrap();
            answered += 1;
        }
        line.clear();
    }
    child.kill().unwrap(); // SIGKILL: no handler runs.
    child.wait().unwrap();
    let text = std::fs::read_to_string(&file).unwrap();
    let moves: Vec<&str> = text.lines().filter(|l| !l.starts_with('[')).collect();
    assert_eq!(moves.len(), 6, "three moves and three answers:\n{text}");
    assert_eq!(
        moves.iter().step_by(2).copied().collect::<Vec<_>>(),
        ["3 1"; 3]
    );
    assert!(text.contains("[Result \"*\"]"), "{text}");
    let replayed = run(&["replay", path_str(&file)], "");
    assert!(replayed.status.success(), "{replayed:?}");
    assert_eq!(lines_with(&stdout(&replayed), "position:").len(), 7);
}

#[test]
fn a_bad_record_names_its_line() {
    let dir = dir();
    let file = file_in(&dir);
    let record = "[Game \"nim\"]\n[Format \"1\"]\n[Start \"3 4 5\"]\n[First \"you\"]\n\
                  [Players \"1\"]\n[Result \"*\"]\n1 2\n1 2\n";
    std::fs::write(&file, record).unwrap();
    let refused = run(&["replay", path_str(&file)], "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(refused.stdout.is_empty(), "nothing shown of a bad record");
    let error = String::from_utf8(refused.stderr).unwrap();
    assert!(
        error.starts_with("nim replay: line 8: 1 2 cannot be played"),
        "{error}"
    );

    let missing = run(&["replay", path_str(&dir.path().join("none.txt"))], "");
    assert_eq!(missing.status.code(), Some(2));
    let nothing = run(&["replay"], "");
    assert_eq!(nothing.status.code(), Some(2));

    std::fs::write(&file, "\u{0}\u{1}garbage\n").unwrap();
    let garbage = run(&["replay", "--lang", "ru", path_str(&file)], "");
    assert_eq!(garbage.status.code(), Some(2));
    let error = String::from_utf8(garbage.stderr).unwrap();
    assert!(error.contains("строка 1: "), "{error}");
}

/// A file past any record's size (or one that never ends) is refused
/// without being held: `/dev/zero` ends at once with the reason.
#[cfg(unix)]
#[test]
fn an_endless_file_is_refused_by_its_size() {
    let refused = run(&["replay", "/dev/zero"], "");
    assert_eq!(refused.status.code(), Some(2));
    let error = String::from_utf8(refused.stderr).unwrap();
    assert!(error.contains("is larger than 16 MB"), "{error}");
    // A whole sentence, not "no record nim writes is".
    assert!(
        error.ends_with("is larger than 16 MB, the largest record nim replay reads\n"),
        "{error}"
    );
}

#[test]
fn game_picks_one_game_of_the_record() {
    let dir = dir();
    let file = file_in(&dir);
    let one = "[Game \"nim\"]\n[Format \"1\"]\n[Start \"1 1\"]\n[First \"you\"]\n\
               [Players \"1\"]\n[Result \"computer\"]\n1 1\n2 1\n";
    let two = one
        .replace("1 1\"]", "2 2\"]")
        .replace("\n1 1\n2 1\n", "\n1 2\n2 2\n");
    std::fs::write(&file, format!("{one}\n{two}")).unwrap();
    let all = stdout(&run(&["replay", path_str(&file)], ""));
    assert_eq!(lines_with(&all, "winner:").len(), 2, "{all}");
    let second = stdout(&run(&["replay", "--game", "2", path_str(&file)], ""));
    assert!(
        second.starts_with("Game 2 of 2\nposition: 2 2\n"),
        "{second}"
    );
    let past = run(&["replay", "--game", "3", path_str(&file)], "");
    assert_eq!(past.status.code(), Some(2));
}

#[test]
fn r_reviews_the_last_finished_game_in_plain_mode() {
    // 1 1: no game over yet; then the game is lost and `r` reviews it.
    let output = run(
        &["--plain", "--seed", "1", "--rows", "1,1"],
        "r\n1 1\nr\n0 0\n",
    );
    let text = stdout(&output);
    assert!(
        text.contains("error: there is no finished game to review yet"),
        "{text}"
    );
    assert_eq!(
        lines_with(&text, "review:"),
        ["review: 1 1 1 lost", "review: 2 2 1 kept"]
    );
    assert_eq!(lines_with(&text, "turning:"), ["turning: none"]);
}

#[test]
fn the_command_line_of_replay() {
    for lang in ["en", "ru", "zh"] {
        let help = run(&["replay", "--help", "--lang", lang], "");
        assert!(help.status.success());
        let help = stdout(&help);
        assert!(
            help.contains("--review") && help.contains("--game <N>"),
            "{help}"
        );
        for line in help.lines() {
            let width: usize = line
                .chars()
                .map(|c| {
                    if ('\u{1100}'..='\u{ffef}').contains(&c) && c > '\u{2e7f}' {
                        2
                    } else {
                        1
                    }
                })
                .sum();
            assert!(width <= 80, "{line}");
        }
    }
    assert!(stdout(&run(&["--help"], "")).contains("  replay "));
    assert!(stdout(&run(&["--help"], "")).contains("--record <FILE>"));
    for refused in [
        &["replay", "--seed", "1", "g.txt"][..],
        &["replay", "a.txt", "b.txt"],
        &["replay", "--game", "0", "g.txt"],
        &["--game", "2"],
        &["--review"],
        &["board", "--review"],
    ] {
        let output = run(refused, "");
        assert_eq!(output.status.code(), Some(2), "{refused:?}");
        let error = String::from_utf8(output.stderr).unwrap();
        assert!(error.starts_with("error: "), "{refused:?}: {error}");
    }
}

#[test]
fn a_record_that_cannot_be_made_stops_before_the_game() {
    let dir = dir();
    let file = dir.path().join("no such dir").join("g.txt");
    let refused = run(&["--plain", "--record", path_str(&file)], "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(refused.stdout.is_empty());
    let error = String::from_utf8(refused.stderr).unwrap();
    assert!(
        error.starts_with("nim: cannot write the record "),
        "{error}"
    );
}

/// A record from a pipe, which cannot be read twice, replays as a file
/// does (held whole, within the limit).
#[cfg(unix)]
#[test]
fn a_record_from_a_pipe_replays() {
    let record = "[Game \"nim\"]\n[Format \"1\"]\n[Start \"1 1\"]\n[First \"player 1\"]\n\
                  [Players \"2\"]\n[Result \"player 2\"]\n1 1\n2 1\n\n";
    let replayed = run(&["replay", "--plain", "/dev/stdin"], &record.repeat(3));
    assert!(replayed.status.success(), "{replayed:?}");
    let text = stdout(&replayed);
    assert_eq!(lines_with(&text, "winner:").len(), 3, "{text}");
    assert!(text.starts_with("Game 1 of 3\n"), "{text}");
}

/// Games are read one at a time: a bad game stops the replay where it
/// stands, the games before it shown, with its line and status 2.
#[test]
fn a_bad_game_stops_the_replay_where_it_stands() {
    let dir = dir();
    let file = file_in(&dir);
    let game = "[Game \"nim\"]\n[Format \"1\"]\n[Start \"1 1\"]\n[First \"player 1\"]\n\
                [Players \"2\"]\n[Result \"player 2\"]\n1 1\n2 1\n";
    std::fs::write(&file, format!("{game}\n{}", game.replace("2 1\n", "2 2\n"))).unwrap();
    let replayed = run(&["replay", "--plain", path_str(&file)], "");
    assert_eq!(replayed.status.code(), Some(2));
    let text = stdout(&replayed);
    assert!(text.starts_with("Game 1 of 2\n"), "{text}");
    assert_eq!(lines_with(&text, "winner:"), ["winner: player 2"]);
    assert!(!text.contains("Game 2 of 2"), "{text}");
    let error = String::from_utf8(replayed.stderr).unwrap();
    assert!(
        error.starts_with("nim replay: line 17: 2 2 cannot be played"),
        "{error}"
    );
}
