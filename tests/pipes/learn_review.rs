//! Missed puzzles coming back, through the built binary and real pipes,
//! each sitting on a day set by `--date`: a puzzle answered wrong returns
//! the next day, 3 days after a right review, 7 days after the next, then
//! no more, and never before its day. And `nim learn --report` counts
//! what a scripted sitting answered.

use std::fs;
use std::path::Path;

use crate::support::learner::{Learner, nim};
use crate::support::pipes;
use crate::support::solver::answer;

/// The day `n` after 2026-11-23 (n at most 38) as `--date` takes it.
fn date(n: i64) -> String {
    match 23 + n {
        d @ ..=30 => format!("2026-11-{d:02}"),
        d => format!("2026-12-{:02}", d - 30),
    }
}

/// One sitting on day `n` after 2026-11-23: the first puzzle answered (`right` or
/// not), then `q`. Its transcript and the verdict's three lines.
fn sitting(data: &Path, n: i64, right: bool) -> (String, [String; 3]) {
    let day = date(n);
    let args = ["learn", "--seed", "4", "--lesson", "2", "--date", &day];
    let mut learner = Learner::start(&args, data);
    let seen = learner.puzzle().expect("a puzzle");
    learner.say(&answer(&seen, right));
    let verdict = learner.verdict();
    learner.say("q");
    (learner.finish(), verdict)
}

/// The `again:` line of a transcript, if a missed puzzle came back.
fn again(transcript: &str) -> Option<String> {
    pipes::lines_with(transcript, "again: ")
        .first()
        .map(|l| l.to_string())
}

#[test]
fn a_missed_puzzle_comes_back_after_1_3_and_7_days_and_not_before() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("nim/progress");
    // Day 0: a wrong answer.
    let (_, [verdict, ..]) = sitting(data.path(), 0, false);
    assert!(verdict.starts_with("verdict: wrong "), "{verdict}");
    let text = fs::read_to_string(&file).unwrap();
    let line = pipes::lines_with(&text, "missed ")[0];
    let code = line.split(' ').nth(1).unwrap().to_string();
    assert_eq!(
        line,
        format!("missed {code} 2026-11-23 right 0 due 2026-11-24")
    );
    let expected = format!("again: 2 {code} 2026-11-23");
    // Not the same day.
    let (transcript, _) = sitting(data.path(), 0, true);
    assert_eq!(again(&transcript), None, "{transcript}");
    // Day 1: it comes first, before the lesson, and is answered right.
    let (transcript, [verdict, _, step]) = sitting(data.path(), 1, true);
    assert!(
        transcript.contains(&format!(
            "First, a puzzle you missed before comes back.\n{expected}\n\
             Lesson 2: a puzzle you missed on 2026-11-23. Try it again!\npuzzle: "
        )),
        "{transcript}"
    );
    assert_eq!(verdict, "verdict: right");
    assert_eq!(step, "It comes back in 3 days, on 2026-11-27.");
    // Days 2 and 3: not yet. Day 4: back, right again: 7 days.
    for n in [2, 3] {
        let (transcript, _) = sitting(data.path(), n, true);
        assert_eq!(again(&transcript), None, "day {n}: {transcript}");
    }
    let (transcript, [_, _, step]) = sitting(data.path(), 4, true);
    assert_eq!(again(&transcript), Some(expected.clone()), "{transcript}");
    assert_eq!(step, "It comes back in 7 days, on 2026-12-04.");
    // Day 10: not yet. Day 11: back, right: learned.
    let (transcript, _) = sitting(data.path(), 10, true);
    assert_eq!(again(&transcript), None, "{transcript}");
    let (transcript, [_, _, step]) = sitting(data.path(), 11, true);
    assert_eq!(again(&transcript), Some(expected), "{transcript}");
    assert_eq!(
        step,
        "Right again: this puzzle is learned, and will not come back."
    );
    let (transcript, _) = sitting(data.path(), 30, true);
    assert_eq!(again(&transcript), None, "{transcript}");
    let text = fs::read_to_string(&file).unwrap();
    assert!(
        text.contains(&format!("missed {code} 2026-11-23 learned 2026-12-04\n")),
        "{text}"
    );
}

#[test]
fn a_review_answered_wrong_comes_back_the_next_day() {
    let data = tempfile::tempdir().unwrap();
    sitting(data.path(), 0, false);
    let (transcript, [verdict, _, step]) = sitting(data.path(), 1, false);
    assert!(again(&transcript).is_some(), "{transcript}");
    assert!(verdict.starts_with("verdict: wrong "), "{verdict}");
    assert_eq!(step, "It comes back tomorrow, 2026-11-25.");
    let (transcript, _) = sitting(data.path(), 2, true);
    let back = again(&transcript).expect("back the next day");
    assert!(
        back.ends_with(" 2026-11-24"),
        "missed again on day 1: {back}"
    );
}

/// A scripted sitting: right, wrong, right, right, wrong, ..., then the
/// report card's counts are exactly the verdicts given.
#[test]
fn the_report_counts_the_answers_given() {
    let data = tempfile::tempdir().unwrap();
    let day = date(0);
    let args = ["learn", "--seed", "11", "--lesson", "3", "--date", &day];
    let mut learner = Learner::start(&args, data.path());
    let script = [true, false, true, true, false, true, false, false, true];
    let (mut right, mut wrong, mut run, mut best) = (0, 0, 0, 0);
    let mut lessons = std::collections::BTreeMap::<u32, (u32, u32)>::new();
    for &want in &script {
        let seen = learner.puzzle().unwrap();
        learner.say(&answer(&seen, want));
        let [verdict, ..] = learner.verdict();
        let counts = lessons.entry(seen.lesson).or_default();
        if verdict == "verdict: right" {
            (right, run) = (right + 1, run + 1);
            counts.0 += 1;
        } else {
            (wrong, run) = (wrong + 1, 0);
            counts.1 += 1;
        }
        best = best.max(run);
    }
    learner.say("q");
    learner.finish();
    assert!(wrong >= 3, "the script's wrong answers were wrong");
    let output = nim(&["learn", "--report"], data.path()).output().unwrap();
    assert!(output.status.success());
    let report = String::from_utf8(output.stdout).unwrap();
    let lines = pipes::lines_with(&report, "report: ");
    let mut expected = vec![
        format!("report: lessons-passed {}", lessons.len() - 1),
        format!("report: right {right}"),
        "report: hinted 0".to_string(),
        format!("report: wrong {wrong}"),
    ];
    for (lesson, (r, w)) in &lessons {
        expected.push(format!(
            "report: lesson {lesson} right {r} hinted 0 wrong {w}"
        ));
    }
    assert_eq!(lines[..expected.len()], expected, "{report}");
    let rest = &lines[expected.len()..];
    let mistakes: u32 = (rest.iter())
        .filter_map(|l| l.strip_prefix("report: mistake "))
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u32>().unwrap())
        .sum();
    assert_eq!(mistakes, wrong, "every wrong answer has a kind: {report}");
    assert!(
        rest.contains(&format!("report: run {run} best {best}").as_str()),
        "{report}"
    );
    let due = pipes::lines_with(&report, "report: due ");
    assert_eq!(due.len() as u32, wrong, "{report}");
    assert!(due.iter().all(|l| l.ends_with(" 2026-11-24")), "{report}");
    // Then the card in words, as the screen shows it.
    assert!(
        report.contains(&format!("Missed puzzles waiting: {wrong}.")),
        "{report}"
    );
    assert!(report.contains("Most frequent mistake ("), "{report}");
}

/// A day before 1970 has its puzzle, named by its own date, never 1970's
/// (they were all 1970-01-01's, `DDHX20`); a day after it keeps the puzzle
/// it had, and a day that is not today is not called today's.
#[test]
fn every_day_has_its_own_puzzle_before_1970_too() {
    let data = tempfile::tempdir().unwrap();
    let heading = |date: &str| {
        let output = nim(&["puzzle", "--date", date], data.path())
            .output()
            .unwrap();
        assert!(output.status.success(), "{date}");
        let text = String::from_utf8(output.stdout).unwrap();
        text.lines().next().unwrap().to_string()
    };
    assert_eq!(
        heading("2026-11-26"),
        "The puzzle of 2026-11-26 (UTC), DC9K2G: the same for everyone on that day."
    );
    assert!(heading("1970-01-01").contains(", DDHX20: "));
    let output = nim(&["puzzle", "--daily"], data.path()).output().unwrap();
    let today = String::from_utf8(output.stdout).unwrap();
    assert!(
        today.contains(": the same for everyone today.\n"),
        "{today}"
    );
    let mut codes = Vec::new();
    for date in [
        "1969-12-31",
        "1969-12-30",
        "0000-01-01",
        "0000-02-29",
        "0001-01-01",
    ] {
        let said = heading(date);
        assert!(
            said.starts_with(&format!("The puzzle of {date} (UTC), ")),
            "{said}"
        );
        codes.push(said.split(", ").nth(1).unwrap()[..6].to_string());
    }
    codes.push("DDHX20".to_string());
    let mut distinct = codes.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), codes.len(), "{codes:?}");
}

/// `nim puzzle --date`: the day's puzzle of that date, the same on every
/// run and another the next day; `--daily` beside it changes nothing.
#[test]
fn a_date_sets_the_puzzle_of_that_day() {
    let data = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let output = nim(args, data.path()).output().unwrap();
        assert!(output.status.success());
        String::from_utf8(output.stdout).unwrap()
    };
    let today = run(&["puzzle", "--date", "2026-11-27"]);
    assert!(
        today.starts_with("The puzzle of 2026-11-27 (UTC), ")
            && today.contains(": the same for everyone on that day.\ncode: "),
        "{today}"
    );
    assert_eq!(run(&["puzzle", "--daily", "--date", "2026-11-27"]), today);
    let puzzle = |text: &str| pipes::lines_with(text, "puzzle: ").concat();
    let days: Vec<String> = (24..=30)
        .map(|d| puzzle(&run(&["puzzle", "--date", &format!("2026-11-{d}")])))
        .collect();
    assert!(days.iter().any(|p| *p != puzzle(&today)), "{days:?}");
    let refused = nim(&["puzzle", "--date", "2026-11-31"], data.path())
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    let said = String::from_utf8(refused.stderr).unwrap();
    assert!(
        said.starts_with("error: --date 2026-11-31: not a date YYYY-MM-DD, e.g. 2026-11-27\n"),
        "{said}"
    );
}
