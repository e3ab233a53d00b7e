//! `nim learn` and `nim puzzle` on the command line.

use super::*;
use crate::cli::parse_args;
use crate::learn::Lesson;

fn parse(args: &[&str]) -> Result<Invocation, CliError> {
    let mut all = vec!["nim"];
    all.extend_from_slice(args);
    parse_args(all, Locale::default())
}

fn learn(args: &[&str]) -> LearnOptions {
    match parse(args) {
        Ok(Invocation::Learn(options)) => options,
        other => panic!("{args:?}: {other:?}"),
    }
}

fn puzzle(args: &[&str]) -> PuzzleOptions {
    match parse(args) {
        Ok(Invocation::Puzzle(options)) => options,
        other => panic!("{args:?}: {other:?}"),
    }
}

fn refused(args: &[&str]) -> String {
    let error = parse(args).expect_err("refused");
    assert_eq!(error.exit_code(), 2, "{error}");
    error.to_string()
}

#[test]
fn learn_takes_a_lesson_a_seed_and_the_usual_switches() {
    let options = learn(&[
        "learn", "--lesson", "6", "--seed=9", "--plain", "--lang", "zh",
    ]);
    assert_eq!(options.lesson, Some(Lesson::Binary));
    assert_eq!(options.seed, Some(9));
    assert!(options.plain);
    assert_eq!(options.lang, Lang::from_code("zh").unwrap());
    assert_eq!(learn(&["learn"]).lesson, None);
}

#[test]
fn a_lesson_out_of_range_is_refused_with_the_range() {
    for typed in ["0", "10", "x", "-1", ""] {
        let words = refused(&["learn", "--lesson", typed]);
        assert!(words.contains("1 to 9"), "{words}");
    }
}

#[test]
fn puzzle_picks_by_day_or_seed_on_rows_or_board() {
    assert_eq!(puzzle(&["puzzle"]).pick, Pick::Any);
    assert!(!puzzle(&["puzzle"]).board);
    assert_eq!(puzzle(&["puzzle", "--daily"]).pick, Pick::Daily);
    assert_eq!(puzzle(&["puzzle", "--seed", "4"]).pick, Pick::Seed(4));
    assert!(puzzle(&["puzzle", "board", "--daily"]).board);
    assert!(puzzle(&["puzzle", "--board"]).board);
    assert!(refused(&["puzzle", "--daily", "--seed", "1"]).contains("--daily"));
}

#[test]
fn flags_of_the_other_command_and_strays_are_refused() {
    refused(&["puzzle", "--lesson", "2"]);
    refused(&["learn", "--daily"]);
    refused(&["learn", "board"]);
    refused(&["learn", "--seed", "x"]);
    refused(&["learn", "--seed"]);
    refused(&["learn", "--lang", "xx"]);
    refused(&["learn", "--plain=yes"]);
    refused(&["puzzle", "--rows", "3,4"]);
}

#[test]
fn help_is_printed_with_status_zero() {
    for args in [["learn", "--help"], ["puzzle", "-h"]] {
        let help = parse(&args).expect_err("help");
        assert_eq!(help.exit_code(), 0);
        assert!(help.to_string().contains(&format!("nim {}", args[0])));
    }
}
