//! The fading hint and the binary view of `nim learn` through pipes: `?`
//! gives a step a line, the last after `hint: ROW COUNT [AT]` (or `hint:
//! none`), as the game's `?` prints it; a learner who follows it to the
//! end is right every time, by a move the game-tree search says wins, and
//! never passes a lesson that way; `b` prints the binary table from the
//! binary lesson on; a reason's numbers stand in columns under it.

use std::path::Path;

use crate::support::learner::Learner;
use crate::support::pipes;
use crate::support::solver::{Solver, Typed, answer, places};

/// `?` three times: the steps read back, and the answer `hint:` gives, as
/// typed (`y` or `n` for a yes/no question).
fn follow_the_hint(learner: &mut Learner, verdict: bool) -> (Vec<String>, Option<String>) {
    for _ in 0..3 {
        learner.say("?");
    }
    let mut steps = Vec::new();
    let mut hinted = None;
    while steps.len() < 3 {
        let line = learner.line().expect("a hint's step");
        if let Some(mv) = line.strip_prefix("hint: ") {
            hinted = (mv != "none").then(|| mv.to_string());
        } else if let Some(at) = line.find("Hint ") {
            steps.push(line[at..].to_string());
        }
    }
    let answer = match (verdict, &hinted) {
        (true, Some(_)) => Some("y".to_string()),
        (true, None) => Some("n".to_string()),
        (false, mv) => mv.clone(),
    };
    (steps, answer)
}

/// `typed` (`ROW COUNT [AT]`) as the solver names a move.
fn typed(mv: &str) -> Typed {
    let n: Vec<u32> = mv.split(' ').map(|w| w.parse().unwrap()).collect();
    (n[0] as usize - 1, n[1], n.get(2).copied())
}

#[test]
fn a_hint_follower_is_right_every_time_and_passes_no_lesson_by_it() {
    for lesson in 1..=9 {
        let data = tempfile::tempdir().unwrap();
        let lesson = lesson.to_string();
        let args = ["learn", "--seed", "11", "--lesson", lesson.as_str()];
        let mut learner = Learner::start(&args, data.path());
        for _ in 0..4 {
            let seen = learner.puzzle().expect("a puzzle");
            let verdict = seen.question == "verdict";
            let (steps, answer) = follow_the_hint(&mut learner, verdict);
            for (n, step) in steps.iter().enumerate() {
                assert!(
                    step.starts_with(&format!("Hint {} of 3: ", n + 1)),
                    "{step}"
                );
            }
            let mut solver = Solver::of(&seen);
            let rows = places(&seen.heaps);
            // The step that gives a move names a move that wins.
            if let Some(mv) = answer.as_deref().filter(|_| !verdict) {
                let (_, after) = (solver.moves(&rows).into_iter())
                    .find(|(m, _)| *m == typed(mv))
                    .unwrap_or_else(|| panic!("{mv} is no move of {seen:?}"));
                assert!(!solver.wins(&after), "{mv} in {seen:?}");
            }
            if verdict {
                let said = answer.as_deref() == Some("y");
                assert_eq!(said, solver.wins(&rows), "{seen:?}");
            }
            learner.say(&answer.expect("an answer"));
            let [verdict, _, step] = learner.verdict();
            assert_eq!(verdict, "verdict: right");
            assert_eq!(
                step,
                "Right, with a hint: it does not count toward the three in a row."
            );
        }
        learner.say("q");
        let transcript = learner.finish();
        // No lesson was passed: no second `lesson:` line, the run at 0.
        assert_eq!(pipes::lines_with(&transcript, "lesson: ").len(), 1);
        let progress = std::fs::read_to_string(data.path().join("nim/progress")).unwrap();
        let lines: Vec<&str> = progress.lines().collect();
        assert!(
            lines.contains(&format!("current {lesson}").as_str()),
            "{progress}"
        );
        assert!(lines.contains(&"streak 0"), "{progress}");
        // Every answer counted as solved after a hint, none as right alone.
        let hinted = lines
            .iter()
            .find(|l| l.starts_with(&format!("lesson {lesson} ")));
        let hinted = hinted.unwrap_or_else(|| panic!("{progress}"));
        assert!(
            hinted.contains(" right 0 hinted ") && !hinted.contains(" hinted 0 "),
            "{progress}"
        );
    }
}

/// After the hint's last step, `?` prints the lesson's text again.
#[test]
fn after_the_last_step_the_lesson_comes_again() {
    let data = tempfile::tempdir().unwrap();
    let out = learn(&["--lesson", "2"], data.path(), "?\n?\n?\n?\nq\n");
    let first = out
        .find("Hint 1 of 3: Can you leave two equal rows?")
        .unwrap();
    let third = out.find("Hint 3 of 3: ").unwrap();
    let again = out.rfind("Two rows holding the same").unwrap();
    assert!(first < third && third < again, "{out}");
    assert_eq!(pipes::lines_with(&out, "hint: ").len(), 1, "{out}");
}

#[test]
fn b_prints_the_binary_table_from_the_binary_lesson_on() {
    let data = tempfile::tempdir().unwrap();
    let before = learn(&["--lesson", "5"], data.path(), "b\nq\n");
    assert!(before.contains("The binary view comes with lesson 6"));
    assert!(!before.contains("nim-sum"));
    let out = learn(&["--lesson", "6"], data.path(), "b\nq\n");
    let heaps = pipes::counts(pipes::lines_with(&out, "puzzle: ")[0]);
    for (row, count) in heaps.iter().enumerate() {
        let line = format!("  row {}  ", row + 1);
        let shown = out.lines().find(|l| l.starts_with(&line)).expect("a row");
        let digits: String = shown
            .split('=')
            .nth(1)
            .unwrap()
            .split_whitespace()
            .collect();
        assert_eq!(u32::from_str_radix(&digits, 2).unwrap(), *count, "{out}");
    }
    assert!(out.lines().any(|l| l.starts_with("  nim-sum")), "{out}");
}

/// A reason in lesson 6 writes the rows in binary under it, a row a line,
/// the nim-sum 0 under them; lesson 5 writes powers of two in columns, each
/// held by an even number of rows.
#[test]
fn a_reasons_numbers_stand_in_columns() {
    let six = wrong_answers("6", 6);
    let sums = pipes::lines_with(&six, "  nim-sum");
    assert!(!sums.is_empty(), "{six}");
    for line in sums {
        let (sum, digits) = line["  nim-sum".len()..].split_once('=').unwrap();
        assert_eq!(sum.trim(), "0", "{line}");
        assert!(digits.split_whitespace().all(|d| d == "0"), "{line}");
    }
    assert!(!six.contains("In binary: "), "{six}");
    let five = wrong_answers("5", 8);
    let held = pipes::lines_with(&five, "  how many");
    assert!(!held.is_empty(), "{five}");
    for line in held {
        let counts = line["  how many".len()..].split_whitespace();
        assert!(
            counts
                .map(|n| n.parse::<u32>().unwrap() % 2)
                .all(|odd| odd == 0),
            "{line}"
        );
    }
}

/// `puzzles` puzzles of `lesson`, each answered wrong; the transcript.
fn wrong_answers(lesson: &str, puzzles: usize) -> String {
    let data = tempfile::tempdir().unwrap();
    let args = ["learn", "--seed", "5", "--lesson", lesson];
    let mut learner = Learner::start(&args, data.path());
    for _ in 0..puzzles {
        let seen = learner.puzzle().unwrap();
        learner.say(&answer(&seen, false));
        learner.verdict();
    }
    learner.say("q");
    learner.finish()
}

/// `nim learn --seed 4 ARGS` with `input` piped in; its output.
fn learn(args: &[&str], data: &Path, input: &str) -> String {
    let mut all = vec!["learn", "--seed", "4"];
    all.extend(args);
    let mut learner = Learner::start(&all, data);
    learner.say(input.trim_end());
    learner.finish()
}
