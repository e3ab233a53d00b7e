//! A puzzle answered in `nim puzzle` is kept as a lesson's is, in a real
//! progress file: a wrong one comes back in `nim learn` after a day, and
//! the report card counts both (`report: puzzles`).
#![cfg(unix)]

use std::fs;

use nim::game::learn::{Answer, Day, Lesson, Puzzle, PuzzleCode, Question, daily_code, judge};

use crate::support::learner::{Learner, nim};
use crate::support::pipes::lines_with;

/// A right (or wrong) answer to `puzzle`, as typed, found by the judge.
fn typed(puzzle: &Puzzle, right: bool) -> String {
    let position = &puzzle.position;
    if puzzle.question == Question::Wins {
        return if position.wins() == right { "y" } else { "n" }.to_string();
    }
    for (row, &count) in position.heaps.iter().enumerate() {
        for take in 1..=count {
            let Ok(mv) = position.check(row as i64 + 1, i64::from(take)) else {
                continue;
            };
            if judge(puzzle, Answer::Move(mv)).right == right {
                return format!("{} {take}", row + 1);
            }
        }
    }
    panic!("no such answer: {puzzle:?}")
}

/// `nim puzzle ARGS` answered `typed`, with `data` as the data directory;
/// what it printed.
fn answered(args: &[&str], typed: &str, data: &std::path::Path) -> String {
    let mut learner = Learner::start(args, data);
    learner.puzzle().expect("a puzzle");
    learner.say(typed);
    learner.finish()
}

#[test]
fn a_puzzle_missed_in_nim_puzzle_comes_back_and_is_counted() {
    let data = tempfile::tempdir().unwrap();
    let day = Day::parse("2026-11-20").unwrap();
    let daily = daily_code(day.0, false);
    let said = answered(
        &["puzzle", "--daily", "--date", "2026-11-20"],
        &typed(&daily.puzzle(), false),
        data.path(),
    );
    assert!(said.contains("verdict: wrong"), "{said}");
    let file = data.path().join("nim/progress");
    let kept = fs::read_to_string(&file).expect("a progress file is written");
    let missed = format!("missed {daily} 2026-11-20 right 0 due 2026-11-21\n");
    assert!(kept.contains(&missed), "{kept}");
    assert!(
        kept.contains("puzzles right 0 hinted 0 wrong 1\n"),
        "{kept}"
    );
    assert!(!kept.contains("\nlesson "), "no lesson counted: {kept}");
    // A code's puzzle answered right: counted, nothing kept to come back.
    let code = PuzzleCode {
        lesson: Lesson::TwoRows,
        level: 1,
        seed: 99,
    };
    let right = typed(&code.puzzle(), true);
    let said = answered(&["puzzle", &code.to_string()], &right, data.path());
    assert!(said.contains("verdict: right"), "{said}");
    // The report card counts both, apart from the lessons.
    let output = nim(&["learn", "--report", "--plain"], data.path())
        .output()
        .unwrap();
    let card = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        lines_with(&card, "report: puzzles "),
        ["report: puzzles right 1 hinted 0 wrong 1"]
    );
    assert_eq!(lines_with(&card, "report: wrong "), ["report: wrong 1"]);
    assert_eq!(lines_with(&card, "report: right "), ["report: right 1"]);
    assert_eq!(
        lines_with(&card, "report: due "),
        [format!("report: due {daily} 2026-11-21").as_str()]
    );
    assert!(
        card.contains("nim puzzle: 1 right, 0 after a hint, 1 wrong."),
        "{card}"
    );
    // The next day it comes back first in `nim learn`.
    let mut learner = Learner::start(&["learn", "--date", "2026-11-21"], data.path());
    learner.puzzle().expect("the missed puzzle");
    learner.say("q");
    let said = learner.finish();
    let again = format!("again: {} {daily} 2026-11-20", daily.lesson.number());
    assert!(said.contains(&again), "{said}");
}
