//! Plain mode through the built binary and real pipes (`nim analyze`:
//! `analyze.rs`).

use std::process::Stdio;

use crate::support::pipes::{converse, counts, lines_with, nim, run, stdout};
use nim::game::theory::strategy::{Rules, winning_moves};
#[test]
fn perfect_play_wins_and_every_row_grows() {
    let transcript = converse(&["--rows", "3,4,5", "--seed", "1"], |rows, seen| {
        if seen.contains("winner:") {
            return None;
        }
        let mv = winning_moves(rows, Rules::Normal)[0];
        Some(format!("{} {}", mv.heap + 1, mv.take))
    });
    let positions = lines_with(&transcript, "position: ");
    assert_eq!(positions[0], "position: 3 4 5");
    assert_eq!(lines_with(&transcript, "winner: "), ["winner: you"]);
    assert_eq!(*positions.last().unwrap(), "position: 4 5 6");
    assert!(!lines_with(&transcript, "computer: ").is_empty());
    assert!(transcript.contains("Every row gets one more chip"));
    // Each prefixed line starts a line of its own, never glued to a prompt.
    assert!(transcript.lines().all(|l| !l.contains("move: position")));
}

#[test]
fn the_computer_wins_and_the_same_rows_return() {
    let transcript = converse(&["--rows", "3,4,5", "--seed", "2"], |rows, seen| {
        if seen.contains("winner:") {
            return None;
        }
        let row = rows.iter().position(|&c| c > 0).unwrap();
        Some(format!("{} 1", row + 1))
    });
    assert_eq!(lines_with(&transcript, "winner: "), ["winner: computer"]);
    let positions = lines_with(&transcript, "position: ");
    assert_eq!(*positions.last().unwrap(), "position: 3 4 5");
    // After the game, and again at the end of input.
    assert_eq!(
        lines_with(&transcript, "score: "),
        ["score: you 0 computer 1", "score: you 0 computer 1"]
    );
}

#[test]
fn the_first_move_and_the_reply() {
    let output = run(&["--rows", "3,4,5"], "1 2\n0 0\n");
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(
        lines_with(&text, "position: "),
        ["position: 3 4 5", "position: 1 4 4"]
    );
    assert_eq!(lines_with(&text, "computer: "), ["computer: 3 1"]);
}

#[test]
fn refused_input_leaves_the_position_alone() {
    let bad = [
        "abc", "9 1", "1 0", "1 9", "1 2 3", "", "2,,3", "-5 1", "1 -1",
    ];
    let input = format!("{}\n0 0\n", bad.join("\n"));
    let output = run(&["--rows", "3,4,5"], &input);
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(lines_with(&text, "error: ").len(), bad.len());
    let positions = lines_with(&text, "position: ");
    assert_eq!(positions.len(), bad.len() + 1);
    assert!(positions.iter().all(|&p| p == "position: 3 4 5"));
    assert!(text.contains("error: there is no row 9; the rows are 1 to 3"));
    assert!(text.contains("error: row 1 holds only 3 chips; you cannot take 9"));
    assert!(lines_with(&text, "computer: ").is_empty());
}

#[test]
fn setup_asks_again_after_bad_answers() {
    let input = "-1 0\n1\nx\n3\n0\n64\n2\n5\n7\n0 0\n";
    let output = run(&["--rows", "3,4,5"], input);
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(
        lines_with(&text, "error: "),
        [
            "error: 1 row is too few; choose 2 to 14",
            "error: \"x\" is not a whole number; type how many rows, 2 to 14",
            "error: row 1 cannot hold 0 chips; choose 1 to 63",
            "error: row 1 cannot hold 64 chips; choose 1 to 63",
        ]
    );
    assert_eq!(
        lines_with(&text, "position: "),
        ["position: 3 4 5", "position: 2 5 7"]
    );
}

#[test]
fn zero_zero_quits_in_the_middle_of_setup() {
    for input in ["-1 0\n0 0\n", "-1 0\n3\n4\n0 0\n", "-1 0\n3\n0,0\n"] {
        let output = run(&["--rows", "3,4,5"], input);
        assert!(output.status.success(), "{input:?}");
        let text = stdout(&output);
        assert!(lines_with(&text, "error: ").is_empty(), "{input:?}: {text}");
        assert!(text.ends_with("Goodbye!\n"), "{input:?}: {text}");
    }
}

#[test]
fn minus_one_zero_leaves_setup_and_the_game_goes_on_as_it_was() {
    let output = run(&["--rows", "3,4,5"], "1 2\n-1 0\n4\n-1 0\n2 1\n0 0\n");
    let text = stdout(&output);
    assert!(text.contains("(-1 0 goes back to the game as it was, 0 0 leaves the program)"));
    assert!(lines_with(&text, "error: ").is_empty(), "{text}");
    let positions = lines_with(&text, "position: ");
    assert_eq!(
        positions[..3],
        ["position: 3 4 5", "position: 1 4 4", "position: 1 4 4"]
    );
    // The move after leaving the setup is played on the old rows.
    assert_eq!(lines_with(&text, "computer: ").len(), 2);
    assert!(positions[3].starts_with("position: 1 3 "), "{text}");
}

#[test]
fn refusals_name_what_was_typed_and_what_the_question_takes() {
    let output = run(&["--rows", "3,4,5"], "\n-1 0\nabc\n3,\n15\n2\n\n0\n0 0\n");
    let text = stdout(&output);
    assert_eq!(
        lines_with(&text, "error: "),
        [
            "error: the line is empty; type ROW COUNT, e.g. 2 3",
            "error: \"abc\" is not a whole number; type how many rows, 2 to 14",
            "error: \"3,\" is not one number; type how many rows, 2 to 14",
            "error: 15 rows are too many; choose 2 to 14",
            "error: the line is empty; type 1 to 63 chips in row 1",
            "error: row 1 cannot hold 0 chips; choose 1 to 63",
        ]
    );
}

#[test]
fn end_of_input_quits_quietly_even_in_setup() {
    for input in ["", "1 2\n", "-1 0\n3\n4\n", "1 2"] {
        let output = run(&["--rows", "3,4,5"], input);
        assert!(output.status.success(), "{input:?}");
        assert!(output.stderr.is_empty(), "{input:?}");
        assert!(stdout(&output).ends_with('\n'), "{input:?}");
    }
}

#[test]
fn misere_the_last_chip_loses() {
    let output = run(&["--rows", "1,1", "--misere"], "1 1\n0 0\n");
    let text = stdout(&output);
    assert!(text.contains("Whoever takes the last chip loses."));
    assert_eq!(lines_with(&text, "computer: "), ["computer: 2 1"]);
    assert_eq!(lines_with(&text, "winner: "), ["winner: you"]);
    assert_eq!(
        lines_with(&text, "position: "),
        ["position: 1 1", "position: 2 2"]
    );
}

#[test]
fn the_computer_moves_first() {
    let output = run(&["--rows", "3,4,5", "--first", "computer"], "0 0\n");
    let text = stdout(&output);
    // The position it opens from comes first (issue 17), then its move.
    let first_move = text.find("computer: 1 2").expect("the computer opens");
    assert!(first_move > text.find("position: 3 4 5").unwrap());
    assert_eq!(
        lines_with(&text, "position: "),
        ["position: 3 4 5", "position: 1 4 5"]
    );
}

#[test]
fn two_players_take_turns() {
    let output = run(&["--rows", "2,1", "--players", "2"], "1 1\n2 1\n1 1\n0 0\n");
    let text = stdout(&output);
    assert!(lines_with(&text, "computer: ").is_empty());
    assert_eq!(lines_with(&text, "winner: "), ["winner: player 1"]);
    assert!(text.contains("Player 1, your move: "));
    assert!(text.contains("Player 2, your move: "));
    assert_eq!(
        lines_with(&text, "position: "),
        [
            "position: 2 1",
            "position: 1 1",
            "position: 1 0",
            "position: 2 1"
        ]
    );
}

#[test]
fn russian_messages_keep_english_prefixes() {
    let output = run(&["--rows", "3,4,5", "--lang", "ru"], "1 9\n0 0\n");
    let text = stdout(&output);
    assert!(text.contains("ИГРА НИМ"));
    assert!(text.contains("error: в ряду 1 всего 3 фишки; взять 9 нельзя"));
    assert_eq!(lines_with(&text, "position: ").len(), 2);
    let by_locale = run(&["--rows", "3,4,5"], "0 0\n");
    assert!(!stdout(&by_locale).contains("ИГРА НИМ"));
    let mut russian = nim(&["--rows", "3,4,5"]);
    russian.env("LANG", "ru_RU.UTF-8").stdin(Stdio::null());
    assert!(
        String::from_utf8(russian.output().unwrap().stdout)
            .unwrap()
            .contains("ИГРА НИМ")
    );
}

#[test]
fn a_seed_replays_the_same_game() {
    let play = || stdout(&run(&["--random", "--seed", "5"], "1 1\n2 1\n0 0\n"));
    assert_eq!(play(), play());
    let text = play();
    let rows = counts(lines_with(&text, "position: ")[0]);
    assert!((3..=7).contains(&rows.len()));
    assert!(rows.iter().all(|c| (1..=15).contains(c)));
}

#[test]
fn bad_flags_exit_with_status_two() {
    for args in [
        &["--rows", "3,99"][..],
        &["--rows", "3"],
        &["--players", "3"],
        &["--first", "nobody"],
        &["--bogus"],
        &["--seed", "x"],
    ] {
        let output = run(args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(!output.stderr.is_empty(), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
    let help = run(&["--help"], "");
    assert_eq!(help.status.code(), Some(0));
    assert!(stdout(&help).contains("`2 3` takes three chips from row 2"));
}

/// Numbers as people write them, from a file Notepad saved (a byte-order
/// mark first) or typed with a Chinese input method (full-width digits and
/// commas, the ideographic space), with leading zeros and any white space.
#[test]
fn numbers_are_read_as_people_write_them() {
    let output = run(
        &["--rows", "3,4,5"],
        "\u{FEFF}１，２\n３\u{3000}１\n\u{FEFF}2\u{0B}1\n0、0\n",
    );
    assert!(output.status.success());
    let text = stdout(&output);
    assert!(lines_with(&text, "error: ").is_empty(), "{text}");
    assert_eq!(lines_with(&text, "computer: ").len(), 3, "{text}");
    assert_eq!(
        lines_with(&text, "position: ")[..2],
        ["position: 3 4 5", "position: 1 4 4"]
    );
    assert!(text.contains("Goodbye!"), "{text}");
    let analyzed = run(
        &["analyze", "000000000000000000000000000000005", "4", "1"],
        "",
    );
    assert!(analyzed.status.success(), "{analyzed:?}");
    assert!(stdout(&analyzed).starts_with("position: 5 4 1\n"));
    for args in [&["analyze", "５，４，１"][..], &["analyze", "5、4", "1"]] {
        let analyzed = run(args, "");
        assert!(analyzed.status.success(), "{args:?}: {analyzed:?}");
        assert!(stdout(&analyzed).starts_with("position: 5 4 1\n"));
    }
    let streamed = run(&["analyze", "-"], "\u{FEFF}5\u{0B}4\u{0C}1\r\n");
    assert!(streamed.status.success(), "{streamed:?}");
    assert!(stdout(&streamed).starts_with("position: 5 4 1\n"));
}

/// What was typed comes back with its invisible characters as `?`: a
/// right-to-left override would reorder the rest of the line on a terminal,
/// and a line separator would split it for a script reading lines.
#[test]
fn refusals_repeat_no_invisible_character() {
    let output = run(
        &["--rows", "3,4,5"],
        "x\u{202E}1\n1\u{2028}2 3\n\u{200B}2 1\n0 0\n",
    );
    let text = stdout(&output);
    assert_eq!(
        lines_with(&text, "error: "),
        [
            "error: \"x?1\" is not a whole number; type ROW COUNT, e.g. 2 3",
            "error: \"1?2 3\" is 3 numbers; type ROW COUNT, e.g. 2 3",
            "error: \"?2\" is not a whole number; type ROW COUNT, e.g. 2 3",
        ]
    );
    assert!(
        !text.contains(['\u{202E}', '\u{2028}', '\u{200B}']),
        "{text:?}"
    );
}

/// `?` during the setup: no hint there, and the question asked again.
#[test]
fn a_hint_asked_during_setup_is_refused_with_the_reason() {
    let output = run(&["--rows", "3,4,5"], "-1 0\n?\n2\n？\n0 0\n");
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(
        lines_with(&text, "error: "),
        [
            "error: there is no hint during setup; type how many rows, 2 to 14",
            "error: there is no hint during setup; type 1 to 63 chips in row 1",
        ]
    );
    assert!(lines_with(&text, "hint: ").is_empty());
}

/// A read error (stdin a directory) is reported on a line of its own, not
/// glued to the prompt.
#[test]
fn a_read_error_starts_its_own_line() {
    let output = nim(&["--plain"])
        .stdin(std::fs::File::open("/").unwrap())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let text = stdout(&output);
    assert!(text.ends_with("Your move: \n"), "{text:?}");
    let error = String::from_utf8(output.stderr).unwrap();
    assert!(error.starts_with("nim: "), "{error:?}");
}

/// Misère is said in a prefixed line a script can read (DESIGN §4), once
/// at the start, in every language; normal play has no such line.
#[test]
fn a_misere_game_says_so_in_a_rules_line() {
    for lang in ["en", "ru", "zh"] {
        let text = stdout(&run(
            &["--rows", "1,1", "--misere", "--lang", lang],
            "0 0\n",
        ));
        assert_eq!(lines_with(&text, "rules: "), ["rules: misere"], "{lang}");
        let board = stdout(&run(
            &["board", "--misere", "--seed", "3", "--lang", lang],
            "0 0\n",
        ));
        assert_eq!(lines_with(&board, "rules: "), ["rules: misere"], "{lang}");
    }
    let text = stdout(&run(&["--rows", "1,1"], "0 0\n"));
    assert!(lines_with(&text, "rules: ").is_empty(), "{text}");
}
