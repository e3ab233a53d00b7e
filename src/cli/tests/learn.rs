//! `nim learn` and `nim puzzle` on the command line.

use super::{parse, refused};
use crate::cli::*;
use crate::game::learn::Lesson;

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

#[test]
fn learn_takes_a_lesson_a_seed_and_the_usual_switches() {
    let options = learn(&[
        "learn", "--lesson", "6", "--seed=9", "--plain", "--lang", "zh",
    ]);
    assert_eq!(options.lesson, Some(Lesson::Binary));
    assert_eq!(options.seed, Some(9));
    assert!(options.front.plain);
    assert!(!options.front.quiet);
    // The screens beep at a refused answer, as the game does: --quiet.
    assert!(learn(&["learn", "--quiet"]).front.quiet);
    assert!(puzzle(&["--quiet", "puzzle"]).front.quiet);
    assert_eq!(options.front.lang, Lang::from_code("zh").unwrap());
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
    // Rows are set with the game's own limits.
    refused(&["puzzle", "--rows", "3,4,x"]);
    refused(&["puzzle", "--rows", "3"]);
}

#[test]
fn help_is_printed_with_status_zero() {
    for args in [["learn", "--help"], ["puzzle", "-h"]] {
        let help = parse(&args).expect_err("help");
        assert_eq!(help.exit_code(), 0);
        assert!(help.to_string().contains(&format!("nim {}", args[0])));
    }
}

/// The flags every command takes before its word work before `learn` and
/// `puzzle` as after it, the language first of all.
#[test]
fn global_flags_go_before_learn_and_puzzle() {
    let ru = Lang::from_code("ru").unwrap();
    assert_eq!(learn(&["--lang", "ru", "learn"]).front.lang, ru);
    assert_eq!(
        learn(&[
            "--lang", "zh", "--seed", "3", "--plain", "learn", "--lesson", "2"
        ]),
        learn(&[
            "learn", "--lesson", "2", "--lang", "zh", "--seed", "3", "--plain"
        ]),
    );
    assert_eq!(
        puzzle(&["--seed", "4", "--ascii", "puzzle", "board"]),
        puzzle(&["puzzle", "--board", "--seed", "4", "--ascii"]),
    );
    assert!(puzzle(&["--ascii", "puzzle"]).front.ascii);
    assert!(refused(&["--seed", "1", "learn", "--seed", "2"]).contains("before and after"));
    assert!(refused(&["--rows", "3,4", "learn"]).contains("nim learn has no option --rows"));
    let words = refused(&["--lang", "ru", "learn", "--lesson", "10"]);
    assert!(words.contains("уроки пронумерованы от 1 до 9"), "{words}");
}

/// A flag of `learn` or `puzzle` elsewhere names the command that takes it;
/// a flag elsewhere with `learn` or `puzzle` is one they do not have.
#[test]
fn a_flag_out_of_place_names_its_command() {
    for (args, says) in [
        (&["--lesson", "3"][..], "--lesson is an option of nim learn"),
        (&["board", "--daily"], "--daily is an option of nim puzzle"),
        (&["--board"], "--board is an option of nim puzzle"),
        (
            &["analyze", "--lesson", "2", "3"],
            "--lesson is an option of",
        ),
        (
            &["analyze", "--review", "3"],
            "--review is an option of nim replay",
        ),
        (&["--game", "2"], "--game is an option of nim replay"),
        (
            &["puzzle", "--lesson", "2"],
            "nim puzzle has no option --lesson",
        ),
        (
            &["learn", "--record", "g.txt"],
            "nim learn has no option --record",
        ),
        (&["learn", "--coach"], "nim learn has no option --coach"),
        (&["puzzle", "--misere"], "--misere goes with --rows"),
        (
            &["puzzle", "board", "board"],
            "\"board\" is not a puzzle's code",
        ),
        (&["puzzle", "analyze"], "\"analyze\" is not a puzzle's code"),
        (
            &["puzzle", "--board", "--board"],
            "--board is given more than once",
        ),
    ] {
        let words = refused(args);
        assert!(words.contains(says), "{args:?}: {words}");
    }
    assert!(refused(&["puzzle", "--daily", "--seed", "1"]).contains("give one"));
}

/// `nim help learn` is `nim learn --help`, from the catalogues: the
/// command's own flags first, its usage, in the language asked for.
#[test]
fn learn_and_puzzle_have_their_help() {
    let help = |args: &[&str]| {
        let error = parse(args).expect_err("help");
        assert_eq!(error.kind(), ErrorKind::DisplayHelp, "{args:?}");
        error.to_string()
    };
    assert_eq!(help(&["help", "learn"]), help(&["learn", "--help"]));
    assert_eq!(help(&["help", "puzzle"]), help(&["puzzle", "-h"]));
    let learn = help(&["learn", "-h"]);
    assert!(learn.contains("Usage: nim learn [OPTIONS]"), "{learn}");
    let first = learn.lines().find(|l| l.trim_start().starts_with("--"));
    assert!(first.unwrap().contains("--lesson <N>"), "{learn}");
    assert!(
        !learn.contains("--daily") && !learn.contains("--rows"),
        "{learn}"
    );
    let puzzle = help(&["puzzle", "--help"]);
    assert!(puzzle.contains("Usage: nim puzzle [board] [CODE] [OPTIONS]"));
    assert!(puzzle.contains("--daily") && puzzle.contains("--board"));
    assert!(!puzzle.contains("--lesson"), "{puzzle}");
    let zh = help(&["--lang", "zh", "help", "puzzle"]);
    assert!(zh.contains("每日一题") && zh.contains("用法"), "{zh}");
}

/// `--date` sets the day of `nim learn` (and its report) and of the day's
/// puzzle; a day that is not one is refused, as is a date beside a seed.
#[test]
fn a_date_is_taken_as_a_day_and_anything_else_is_refused() {
    use crate::game::learn::Day;
    let options = learn(&["learn", "--date", "2026-11-27", "--report"]);
    assert_eq!(options.date, Some(Day(20_784)));
    assert!(options.report);
    assert!(!learn(&["learn"]).report);
    let daily = puzzle(&["puzzle", "--date=2026-11-27"]);
    assert_eq!((daily.pick, daily.date), (Pick::Daily, Some(Day(20_784))));
    assert_eq!(puzzle(&["puzzle", "--daily"]).date, None);
    for bad in ["2026-13-01", "2026-02-29", "27.11.2026", "tomorrow"] {
        let refusal = refused(&["learn", "--date", bad]);
        assert!(
            refusal.starts_with(&format!("error: --date {bad}: not a date YYYY-MM-DD")),
            "{refusal}"
        );
    }
    let both = refused(&["puzzle", "--date", "2026-11-27", "--seed", "3"]);
    assert!(
        both.starts_with("error: --date sets the day's puzzle"),
        "{both}"
    );
    assert!(refused(&["--date", "2026-11-27"]).contains("--date"));
    assert!(refused(&["puzzle", "--report"]).contains("--report"));
    let ru = refused(&["learn", "--lang", "ru", "--date", "x"]);
    assert!(ru.contains("не дата"), "{ru}");
}
