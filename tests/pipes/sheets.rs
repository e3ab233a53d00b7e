//! A teacher's own puzzles through real pipes: a chosen position gets a
//! code that `nim puzzle CODE` opens again, with its rules; `nim worksheet`
//! takes chosen rows and codes, and its key names every winning move.

use crate::support::pipes;

/// `nim puzzle ARGS` in plain mode, answered by nothing: its lines.
fn puzzle(args: &[&str]) -> String {
    let mut all = vec!["puzzle", "--plain", "--lang", "en"];
    all.extend_from_slice(args);
    let output = pipes::run(&all, "");
    assert!(output.status.success(), "{args:?}: {output:?}");
    pipes::stdout(&output)
}

/// The code a puzzle's `code:` line gives.
fn code_of(text: &str) -> String {
    let line = pipes::lines_with(text, "code: ")[0];
    line["code: ".len()..].to_string()
}

#[test]
fn a_chosen_position_has_a_code_that_opens_it_again() {
    for args in [
        &["--rows", "3,4,5"][..],
        &["--rows", "1,1,1", "--misere"],
        &["--rows", "5,3,8", "--rules", "kayles nim sub:1,3,4"],
        &["--rows", "63,62", "--rule", "take:1"],
        &["board", "--rows", "3,0,5,1,2,6,4,0"],
    ] {
        let set = puzzle(args);
        let code = code_of(&set);
        assert!(code.len() > 6, "{code}");
        assert!(set.starts_with("A puzzle set from "), "{set}");
        // Opened by its code, spoken in lower case: the same puzzle.
        let opened = puzzle(&[&code.to_lowercase()]);
        assert_eq!(opened, set, "{args:?}");
    }
    // A lesson's code keeps opening its lesson's puzzle.
    assert!(puzzle(&["DBKVF4"]).starts_with("Puzzle DBKVF4\ncode: DBKVF4\n"));
}

#[test]
fn a_worksheet_takes_chosen_rows_and_codes_and_keys_every_winning_move() {
    let kayles = code_of(&puzzle(&["--rows", "5,3", "--rules", "kayles nim"]));
    let output = pipes::run(
        &[
            "worksheet",
            "--lang",
            "en",
            "--seed",
            "5",
            "3,7,6",
            &kayles,
            "DBKVF4",
        ],
        "",
    );
    assert!(output.status.success(), "{output:?}");
    let sheet = pipes::stdout(&output);
    assert!(
        sheet.contains("Nim worksheet: positions chosen by the teacher"),
        "{sheet}"
    );
    let (puzzles, key) = sheet.split_once('\u{c}').unwrap();
    assert_eq!(puzzles.matches("\n   1 ").count(), 3, "{puzzles}");
    assert!(puzzles.contains("Row 1: under kayles"), "{puzzles}");
    // 3 7 6: 1 2, 2 2 and 3 2 all leave a nim-sum of 0.
    assert!(key.contains(": any of 1 2, 2 2, 3 2\n"), "{key}");
    // The sheet names the command that prints it again, by the codes.
    let again = sheet.lines().nth(1).unwrap();
    let command = again
        .split(": ")
        .nth(1)
        .unwrap()
        .trim_end_matches(" prints it again.");
    let words: Vec<&str> = command.split(' ').skip(2).collect();
    let output = pipes::run(&[&["worksheet", "--lang", "en"][..], &words].concat(), "");
    assert_eq!(pipes::stdout(&output), sheet);
    for (args, says) in [
        (&["worksheet", "3,4", "--count", "3"][..], "drop --count"),
        (&["worksheet", "--lesson", "2", "DBKVF4"], "drop --lesson"),
        (&["worksheet", "3,x"], "#1: row 2"),
        (&["worksheet", "ZZZZZZ"], "not a puzzle's code"),
    ] {
        let output = pipes::run(args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8(output.stderr).unwrap();
        assert!(error.contains(says), "{args:?}: {error}");
    }
}

/// A 40-puzzle sheet of lesson 1 set a row of 1 chip eight times: now
/// each of lesson 1's twelve rows once, and the sheet says so.
#[test]
fn a_long_sheet_of_a_small_lesson_sets_no_puzzle_twice_and_says_how_many() {
    let output = pipes::run(
        &[
            "worksheet",
            "--lang",
            "en",
            "--lesson",
            "1",
            "--count",
            "40",
            "--seed",
            "5",
        ],
        "",
    );
    let sheet = pipes::stdout(&output);
    let (puzzles, _) = sheet.split_once('\u{c}').unwrap();
    let rows: Vec<&str> = puzzles.lines().filter(|l| l.starts_with("   1 ")).collect();
    let mut distinct = rows.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!((rows.len(), distinct.len()), (12, 12), "{puzzles}");
    let said = sheet.replace('\n', " ");
    assert!(
        said.contains("the sheet holds 12 of the 40 asked for, none set twice."),
        "{sheet}"
    );
    assert!(sheet.contains("nim worksheet --lesson 1 --count 40 --seed 5 prints it again."));
}
