//! The class's tools on the command line: `nim puzzle CODE`, `nim puzzle
//! --rows` (with the game's `--rule`, `--rules`, `--misere`; the board's
//! gaps), and `nim worksheet`.

use super::{parse, refused};
use crate::cli::*;
use crate::game::learn::{Lesson, Play, PuzzleCode};
use crate::game::table::board::Board;
use crate::game::theory::rule::Rule;
use crate::game::theory::strategy::Rules;

fn pick(args: &[&str]) -> Pick {
    match parse(args) {
        Ok(Invocation::Puzzle(options)) => options.pick,
        other => panic!("{args:?}: {other:?}"),
    }
}

fn sheet(args: &[&str]) -> WorksheetOptions {
    match parse(args) {
        Ok(Invocation::Worksheet(options)) => options,
        other => panic!("{args:?}: {other:?}"),
    }
}

#[test]
fn a_code_opens_its_puzzle_as_it_is_heard() {
    let code = PuzzleCode {
        lesson: Lesson::Board,
        level: 2,
        seed: 4242,
    };
    let written = code.to_string();
    assert_eq!(pick(&["puzzle", &written]), Pick::Code(code));
    let heard = written.to_lowercase();
    assert_eq!(pick(&["puzzle", &heard]), Pick::Code(code));
    assert_eq!(
        pick(&["--plain", "puzzle", "board", &written]),
        Pick::Code(code)
    );
}

#[test]
fn a_bad_code_is_refused_saying_what_a_code_looks_like() {
    for typed in ["4K7Q2", "4K7Q2MM", "4K7Q2U", "ZZZZZZ", "4K7Q2!"] {
        let words = refused(&["puzzle", typed]);
        assert!(
            words.contains(&format!("\"{typed}\" is not a puzzle's code")),
            "{words}"
        );
        assert!(words.contains("six letters and digits"), "{words}");
    }
    let ru = refused(&["--lang", "ru", "puzzle", "xyz"]);
    assert!(ru.contains("не код задачи"), "{ru}");
    assert!(refused(&["puzzle", "4K7Q2M", "4K7Q2M"]).contains("takes options only"));
}

#[test]
fn one_way_of_choosing_the_puzzle_at_a_time() {
    for args in [
        &["puzzle", "4K7Q2M", "--seed", "3"][..],
        &["puzzle", "4K7Q2M", "--daily"],
        &["puzzle", "--rows", "3,4,5", "--seed", "3"],
        &["puzzle", "--rows", "3,4,5", "--daily"],
        &["puzzle", "4K7Q2M", "--rows", "3,4,5"],
    ] {
        assert!(refused(args).contains("each choose the puzzle"), "{args:?}");
    }
}

#[test]
fn rows_are_read_as_the_game_reads_them() {
    let Pick::Chosen(position) = pick(&["puzzle", "--rows", "3,4,5"]) else {
        panic!("rows");
    };
    assert_eq!(position.heaps, [3, 4, 5]);
    assert_eq!(position.play, Play::Nim(Rules::Normal));
    let Pick::Chosen(misere) = pick(&["puzzle", "--rows", "1,1,1", "--misere"]) else {
        panic!("misère");
    };
    assert_eq!(misere.play, Play::Nim(Rules::Misere));
    let Pick::Chosen(ruled) = pick(&["puzzle", "--rows", "5,3", "--rules", "take:3 nim"]) else {
        panic!("rules");
    };
    assert_eq!(ruled.play, Play::Ruled(vec![Rule::Take(3), Rule::Nim]));
    let Pick::Chosen(every) = pick(&["puzzle", "--rule", "kayles", "--rows", "4,2"]) else {
        panic!("rule");
    };
    assert!(matches!(every.play, Play::Ruled(ref rules) if rules.len() == 2));
    // The game's own refusals.
    assert!(refused(&["puzzle", "--rows", "3,4", "--rules", "nim"]).contains("rules"));
    assert!(
        refused(&[
            "puzzle",
            "--rows",
            "3,4",
            "--rules",
            "kayles nim",
            "--misere"
        ])
        .contains("--misere")
    );
    assert!(refused(&["puzzle", "--rows", "0,4"]).contains("row 1"));
    assert!(refused(&["puzzle", "--rules", "kayles nim"]).contains("goes with --rows"));
}

#[test]
fn the_board_is_set_by_its_eight_gaps() {
    let Pick::Chosen(position) = pick(&["puzzle", "board", "--rows", "3,0,5,1,2,6,4,0"]) else {
        panic!("board");
    };
    assert_eq!(position.heaps, [3, 0, 5, 1, 2, 6, 4, 0]);
    assert!(matches!(position.play, Play::Board(Board { .. })));
    let words = refused(&["puzzle", "board", "--rows", "3,4,5"]);
    assert!(
        words.contains("8 gaps") && words.contains("3 gaps given"),
        "{words}"
    );
    let words = refused(&["puzzle", "--rows", "1,2,3,4,5,6,7,0", "--board"]);
    assert!(words.contains("column 7 cannot hold 7"), "{words}");
    let words = refused(&["puzzle", "board", "--rows", "0,0,0,0,0,0,0,0"]);
    assert!(words.contains("no piece could move"), "{words}");
    let words = refused(&["puzzle", "board", "--rows", "1,x,0,0,0,0,0,0"]);
    assert!(words.contains("\"x\" is not a number"), "{words}");
    let words = refused(&["puzzle", "board", "--rows", "1,1,0,0,0,0,0,0", "--misere"]);
    assert!(words.contains("--misere"), "{words}");
}

#[test]
fn a_worksheet_takes_its_lesson_count_and_seed() {
    let options = sheet(&["worksheet"]);
    assert_eq!(
        (options.lesson, options.count, options.seed),
        (None, 6, None)
    );
    let options = sheet(&[
        "worksheet",
        "--lesson",
        "6",
        "--count",
        "10",
        "--seed",
        "7",
        "--lang",
        "ru",
        "--ascii",
    ]);
    assert_eq!(options.lesson, Some(Lesson::Binary));
    assert_eq!((options.count, options.seed), (10, Some(7)));
    assert!(options.ascii);
    for typed in ["0", "41", "x", "-1"] {
        let words = refused(&["worksheet", "--count", typed]);
        assert!(words.contains("1 to 40 puzzles"), "{words}");
    }
    assert!(refused(&["worksheet", "--plain"]).contains("nim worksheet has no option --plain"));
    assert!(refused(&["--count", "3"]).contains("--count is an option of nim worksheet"));
    assert!(refused(&["worksheet", "6"]).contains("6"));
}

#[test]
fn the_help_names_the_worksheet_and_the_code() {
    let help = |args: &[&str]| parse(args).expect_err("help").to_string();
    let main = help(&["--help"]);
    assert!(
        main.lines()
            .any(|l| l.trim_start().starts_with("worksheet ")),
        "{main}"
    );
    let sheet = help(&["worksheet", "--help"]);
    assert!(sheet.contains("Usage: nim worksheet [OPTIONS]"), "{sheet}");
    for flag in [
        "--lesson <N>",
        "--count <N>",
        "--seed <N>",
        "--lang",
        "--ascii",
    ] {
        assert!(sheet.contains(flag), "{flag}: {sheet}");
    }
    let puzzle = help(&["help", "puzzle"]);
    assert!(
        puzzle.contains("<CODE>") && puzzle.contains("--rows"),
        "{puzzle}"
    );
    assert!(
        puzzle.contains("--misere") && puzzle.contains("--rules"),
        "{puzzle}"
    );
}
