//! `nim --rules` in plain mode, as a script sees it: `rules:` once, groups
//! joined by `+` in `position:`, and every move written as it is typed.

use std::io::Write;
use std::process::{Command, Stdio};

const NIM: &str = env!("CARGO_BIN_EXE_nim");

fn transcript(args: &[&str], input: &str) -> String {
    let mut child = Command::new(NIM)
        .args(["--plain", "--lang", "en", "--seed", "1"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nim runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    stdin.write_all(input.as_bytes()).expect("input written");
    drop(stdin);
    let output = child.wait_with_output().expect("nim ends");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

fn prefixed(text: &str) -> Vec<&str> {
    let prefixes = [
        "rules:",
        "position:",
        "you:",
        "computer:",
        "hint:",
        "error:",
    ];
    text.lines()
        .filter(|line| prefixes.iter().any(|p| line.starts_with(p)))
        .collect()
}

/// 3 5 4 under nim, kayles, sub:1,3,4 is worth 3, 4 and 2: the player's
/// 2 1 3 leaves kayles 2+2 (worth 0) and the computer wins by 1 1.
#[test]
fn a_mixed_game_in_plain_mode() {
    let args = ["--rows", "3,5,4", "--rules", "nim kayles sub:1,3,4"];
    let text = transcript(&args, "2 1 3\n?\n2 3 1\n0 0\n");
    assert_eq!(
        prefixed(&text),
        [
            "rules: nim kayles sub:1,3,4",
            "position: 3 5 4",
            "you: 2 1 3",
            "computer: 1 1",
            "position: 2 2+2 4",
            "hint: none",
            "position: 2 2+2 4",
            "error: under kayles you may take 1 or 2 adjacent chips",
            "position: 2 2+2 4",
        ]
    );
}

/// The book's game prints no `rules:` line, with or without `--rules nim`.
#[test]
fn the_book_game_has_no_rules_line() {
    let text = transcript(&["--rows", "3,4,5"], "0 0\n");
    assert!(!text.contains("rules:"), "{text}");
    assert!(text.contains("position: 3 4 5"), "{text}");
}

/// The coach on a ruled row: 3 5 4 (worth 3 4 2, sum 5) is won; 2 1 3
/// splits kayles into 2+2, worth 0, so the sum is 1: a slip, worded by the
/// move and the row's worth it left under its rule.
#[test]
fn the_coach_words_a_slip_by_the_rows_worth() {
    let args = [
        "--rows",
        "3,5,4",
        "--rules",
        "nim kayles sub:1,3,4",
        "--coach",
    ];
    let text = transcript(&args, "2 1 3\n0 0\n");
    let coach = text.lines().position(|line| line.starts_with("coach:"));
    let lines: Vec<&str> = text.lines().skip(coach.expect("a coach line")).collect();
    assert!(lines[0].starts_with("coach: missed "), "{text}");
    assert_eq!(
        lines[1],
        "Your 2 1 3 left row 2 under kayles worth 0, Grundy sum 1; u takes it back"
    );
}

/// `?` on a sum: `hint:`, each row's worth, the sum, why the hinted group
/// is worth its value (the mex of what its moves reach), then the move.
#[test]
fn the_hint_explains_a_value_by_its_mex() {
    let args = ["--rows", "3,5,4", "--rules", "nim kayles sub:1,3,4"];
    let text = transcript(&args, "?\n0 0\n");
    let lines: Vec<&str> = text.lines().collect();
    let hint = lines.iter().position(|l| *l == "hint: 2 1").expect("hint");
    assert_eq!(
        lines[hint + 1..hint + 7],
        [
            "row 1 under nim is worth 3",
            "row 2 under kayles is worth 4",
            "row 3 under sub:1,3,4 is worth 2",
            "Grundy sum 5",
            "kayles 5: its moves reach 0-3; the least they miss, 4, is its worth",
            "Take 1 from row 2: that leaves a Grundy sum of 0",
        ]
    );
}

/// A `sub:` list of thousands of amounts is shortened on the `rules:` line,
/// with its count and a line saying where it is whole; the header names
/// it so too: no line of a hundred kilobytes.
#[test]
fn a_huge_subtraction_set_is_shortened_and_said_so() {
    let amounts: Vec<String> = (1..=20_000).map(|a| a.to_string()).collect();
    let rule = format!("sub:{}", amounts.join(","));
    let text = transcript(&["--rows", "30,40", "--rule", &rule], "0 0\n");
    let rules: Vec<&str> = text.lines().filter(|l| l.starts_with("rules:")).collect();
    assert_eq!(
        rules,
        ["rules: sub:1,2,3,4,5,6,7,8,...(20000) sub:1,2,3,4,5,6,7,8,...(20000)"]
    );
    assert!(text.contains("spell it whole"), "{text}");
    for line in text.lines() {
        assert!(line.len() < 200, "{} bytes: {line:.100}", line.len());
    }
    // A short list is spelled whole, with no such line.
    let text = transcript(&["--rows", "3,4", "--rule", "sub:1,3,4"], "0 0\n");
    assert!(text.contains("rules: sub:1,3,4 sub:1,3,4\n"), "{text}");
    assert!(!text.contains("spell it whole"), "{text}");
}

/// `take:1` allows one chip: said so, not "1 to 1 chips", in a puzzle's
/// rule and in a refused move, in every language.
#[test]
fn take_one_is_one_chip() {
    for (lang, puzzle, refused) in [
        (
            "en",
            "take 1 chip at a time.",
            "under take:1 you may take 1 chip\n",
        ),
        (
            "ru",
            "за ход одна фишка.",
            "по правилу take:1 можно взять одну фишку\n",
        ),
        ("zh", "每次拿 1 枚。", "按 take:1 规则，可取 1 枚\n"),
    ] {
        let run = |args: &[&str], input: &str| {
            let output = Command::new(NIM)
                .args(["--plain", "--lang", lang])
                .args(args)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .and_then(|mut child| {
                    child.stdin.take().unwrap().write_all(input.as_bytes())?;
                    child.wait_with_output()
                })
                .unwrap();
            String::from_utf8(output.stdout).unwrap()
        };
        let said = run(&["puzzle", "--rows", "63,62", "--rule", "take:1"], "");
        assert!(said.contains(puzzle), "{lang}: {said}");
        assert!(
            !said.contains("1 to 1") && !said.contains("1 до 1"),
            "{said}"
        );
        let game = ["--rows", "3,4", "--rule", "take:1", "--players", "2"];
        let said = run(&game, "1 2\n0 0\n");
        assert!(said.contains(refused), "{lang}: {said}");
    }
}
