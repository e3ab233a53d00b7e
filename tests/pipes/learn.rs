//! `nim learn` through the built binary and real pipes, its progress in a
//! temporary data directory (never the real home): a whole sitting from
//! one row to the end of the ladder, wrong and refused answers, `--seed`,
//! a kill between two answers, a corrupt progress file.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::Stdio;

use crate::support::learner::{Learner, nim};
use crate::support::pipes;
use crate::support::solver::{Solver, Typed, answer, places};

#[test]
fn a_newcomer_climbs_the_whole_ladder_in_a_sitting() {
    let data = tempfile::tempdir().unwrap();
    let mut learner = Learner::start(&["learn", "--seed", "5"], data.path());
    let mut answered = 0;
    while let Some(seen) = learner.puzzle() {
        learner.say(&answer(&seen, true));
        let [verdict, reason, _] = learner.verdict();
        assert_eq!(
            verdict, "verdict: right",
            "{seen:?}\n{}",
            learner.transcript
        );
        assert!(!reason.is_empty());
        answered += 1;
    }
    let transcript = learner.finish();
    let lessons = pipes::lines_with(&transcript, "lesson: ");
    assert_eq!(lessons.len(), 9, "{transcript}");
    assert_eq!(lessons[0], "lesson: 1 One row");
    assert_eq!(lessons[5], "lesson: 6 The binary rule");
    // Three right answers a lesson, and not one more.
    assert_eq!(answered, 27);
    assert!(transcript.contains("Lesson 6 passed! Lesson 7 is open."));
    // The way on, named as this program can be typed (built by cargo).
    assert!(
        transcript
            .trim_end()
            .ends_with("Now play with the coach: cargo run -- --coach")
    );
    let progress = fs::read_to_string(data.path().join("nim/progress")).unwrap();
    // The place, and every answer counted: three right in each lesson.
    let lessons: String = (1..=9)
        .map(|n| format!("lesson {n} right 3 hinted 0 wrong 0\n"))
        .collect();
    let expected = format!(
        "nim-progress 2\nopened 9\ncurrent 9\nstreak 0\nrun 27 best 27\npassed 1 2 3 4 5 6 7 8 9\n{lessons}"
    );
    assert_eq!(progress, expected);
}

#[test]
fn a_wrong_answer_shows_the_right_one_and_a_fresh_puzzle() {
    let data = tempfile::tempdir().unwrap();
    let mut learner = Learner::start(&["learn", "--seed", "8", "--lesson", "6"], data.path());
    let mut wrong = 0;
    while wrong < 4 {
        let seen = learner.puzzle().unwrap();
        learner.say(&answer(&seen, false));
        let [verdict, reason, step] = learner.verdict();
        let shown = verdict.strip_prefix("verdict: wrong ").expect(&verdict);
        // The answer shown is right, by the game tree.
        let mut solver = Solver::of(&seen);
        let rows = places(&seen.heaps);
        if seen.question == "verdict" {
            let wins = solver.wins(&rows);
            assert_eq!(shown, if wins { "yes" } else { "no" });
        } else {
            let moves = solver.moves(&rows);
            let typed = |&((row, take, at), _): &(Typed, Vec<u64>)| match at {
                Some(at) => format!("{} {take} {at}", row + 1),
                None => format!("{} {take}", row + 1),
            };
            let (_, after) = (moves.iter().find(|mv| typed(mv) == shown))
                .unwrap_or_else(|| panic!("{shown} is no move of {seen:?}"));
            assert!(!solver.wins(after), "{seen:?}: {shown}");
            assert!(reason.contains("leaves"), "{reason}");
        }
        assert_eq!(step, "No harm done: three right in a row pass the lesson.");
        wrong += 1;
    }
    learner.say("q");
    let transcript = learner.finish();
    assert_eq!(pipes::lines_with(&transcript, "puzzle: ").len(), 5);
    assert_eq!(
        pipes::lines_with(&transcript, "lesson: "),
        ["lesson: 6 The binary rule"]
    );
}

#[test]
fn refused_lines_never_count_and_the_question_comes_again() {
    let data = tempfile::tempdir().unwrap();
    let mut learner = Learner::start(&["learn", "--seed", "3", "--lesson", "2"], data.path());
    let seen = learner.puzzle().unwrap();
    // `?` gives a hint (then a right answer does not count toward the
    // run: `tests/pipes/learn_hint.rs`); `b` before lesson 6 says when the
    // binary view comes.
    for typed in ["", "x", "9 9", "1 0", "1 99", "u", "maybe", "h", "b"] {
        learner.say(typed);
    }
    learner.say(&answer(&seen, true));
    let [verdict, _, step] = learner.verdict();
    assert_eq!(verdict, "verdict: right");
    assert_eq!(step, "1 right in a row: 2 more pass the lesson.");
    learner.say("0 0");
    let transcript = learner.finish();
    let errors = pipes::lines_with(&transcript, "error: ");
    // Every line but h and b is refused; none is judged.
    assert_eq!(errors.len(), 7, "{transcript}");
    assert!(transcript.contains("? a hint in three steps"));
    assert!(transcript.contains("The binary view comes with lesson 6"));
    assert_eq!(pipes::lines_with(&transcript, "verdict: ").len(), 1);
    assert_eq!(pipes::lines_with(&transcript, "lesson: ").len(), 1);
}

#[test]
fn a_seed_replays_a_lesson_exactly() {
    let script = "1 1\ny\nn\n1 2\n2 1\ny\n1 1\nn\n";
    let run = || {
        let data = tempfile::tempdir().unwrap();
        let output = pipes_in(
            &["learn", "--seed", "21", "--lesson", "4"],
            data.path(),
            script,
        );
        assert!(output.contains("puzzle: "));
        output
    };
    assert_eq!(run(), run());
}

/// Runs `nim` with the whole of `input` piped in; its stdout.
fn pipes_in(args: &[&str], data: &Path, input: &str) -> String {
    let mut child = nim(args, data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn progress_survives_a_kill_between_two_answers_and_resumes() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("nim/progress");
    let mut learner = Learner::start(&["learn", "--seed", "2"], data.path());
    for n in 1..=4 {
        let seen = learner.puzzle().unwrap();
        learner.say(&answer(&seen, true));
        learner.verdict();
        // Between two answers the file is whole: the old or the new.
        let text = fs::read_to_string(&file).unwrap();
        assert!(
            text.starts_with("nim-progress 2\n") && text.ends_with('\n'),
            "{text}"
        );
        if n == 4 {
            learner.child.kill().unwrap();
            learner.child.wait().unwrap();
        }
    }
    let text = fs::read_to_string(&file).unwrap();
    assert_eq!(
        text,
        "nim-progress 2\nopened 2\ncurrent 2\nstreak 1\nrun 4 best 4\npassed 1\n\
         lesson 1 right 3 hinted 0 wrong 0\nlesson 2 right 1 hinted 0 wrong 0\n"
    );
    // No temporary file is left beside it.
    assert_eq!(fs::read_dir(data.path().join("nim")).unwrap().count(), 1);
    let again = pipes_in(&["learn"], data.path(), "");
    assert!(
        again.starts_with("Welcome back: lesson 2, 1 right so far.\nlesson: 2 Two rows: copy\n"),
        "{again}"
    );
}

#[test]
fn a_corrupt_progress_file_is_set_aside_and_learning_starts_afresh() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("nim");
    fs::create_dir_all(&dir).unwrap();
    let bytes = b"nim-progress 1\nopened 4\ncurr\xffent";
    fs::write(dir.join("progress"), bytes).unwrap();
    fs::write(dir.join("progress.bad-1"), "an earlier one").unwrap();
    let output = pipes_in(&["learn"], data.path(), "");
    let kept = dir.join("progress.bad-2");
    assert!(
        output.starts_with(&format!(
            "The progress file is damaged: it is set aside, and learning starts afresh:\n{}: line 1: expected text\nlesson: 1 One row\n",
            kept.display()
        )),
        "{output}"
    );
    assert_eq!(fs::read(&kept).unwrap(), bytes);
    assert_eq!(
        fs::read_to_string(dir.join("progress.bad-1")).unwrap(),
        "an earlier one"
    );
    assert!(!dir.join("progress").exists());
}

#[test]
fn the_data_directory_follows_the_xdg_rule() {
    let home = tempfile::tempdir().unwrap();
    let mut command = pipes::nim(&["learn", "--seed", "1"]);
    command
        .env_remove("XDG_DATA_HOME")
        .env("HOME", home.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped());
    let mut child = command.spawn().unwrap();
    // Lesson 1's puzzles are one row: taking it all is right.
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while !line.starts_with("puzzle: ") {
        line.clear();
        out.read_line(&mut line).unwrap();
    }
    let count = line
        .trim_end()
        .strip_prefix("puzzle: ")
        .unwrap()
        .to_string();
    writeln!(child.stdin.take().unwrap(), "1 {count}").unwrap();
    assert!(child.wait().unwrap().success());
    let file = home.path().join(".local/share/nim/progress");
    assert_eq!(
        fs::read_to_string(file).unwrap(),
        "nim-progress 2\nopened 1\ncurrent 1\nstreak 1\nrun 1 best 1\nlesson 1 right 1 hinted 0 wrong 0\n"
    );
}

#[test]
fn a_lesson_out_of_range_is_refused_with_the_range() {
    let data = tempfile::tempdir().unwrap();
    let output = nim(&["learn", "--lesson", "12"], data.path())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let words = String::from_utf8(output.stderr).unwrap();
    assert!(
        words.contains("--lesson 12: the lessons are 1 to 9"),
        "{words}"
    );
    assert!(!data.path().join("nim").exists());
}

#[test]
fn prefixes_stay_english_in_every_language() {
    for lang in ["ru", "zh"] {
        let data = tempfile::tempdir().unwrap();
        let output = pipes_in(
            &["learn", "--lang", lang, "--lesson", "8", "--seed", "4"],
            data.path(),
            "1 1\ny\n",
        );
        assert!(output.contains("\nquestion: "), "{output}");
        assert!(output.contains("\npuzzle: "), "{output}");
        assert!(output.contains("\nverdict: "), "{output}");
        assert!(output.starts_with("lesson: 8 "), "{output}");
    }
}
