//! A wrong answer's refutation through real pipes: `refute:` follows
//! `verdict: wrong`, and its move wins against the answer by the game
//! tree (`support/solver.rs`); `play` plays the refuted position out with
//! the game's prefixes, and the computer wins it.

use crate::support::learner::Learner;
use crate::support::pipes;
use crate::support::solver::{Seen, Solver, Typed, answer, places};

/// The move of `rows` typed as `typed`, and what it leaves.
fn find(solver: &Solver, rows: &[u64], typed: &str) -> Vec<u64> {
    let as_typed = |&(row, take, at): &Typed| match at {
        Some(at) => format!("{} {take} {at}", row + 1),
        None => format!("{} {take}", row + 1),
    };
    (solver.moves(rows).into_iter())
        .find(|(mv, _)| as_typed(mv) == typed)
        .unwrap_or_else(|| panic!("{typed} is no move of {rows:?}"))
        .1
}

#[test]
fn every_wrong_answer_is_refuted_by_a_winning_reply_in_every_lesson() {
    let data = tempfile::tempdir().unwrap();
    for lesson in 1..=9 {
        let lesson = lesson.to_string();
        let args = ["learn", "--seed", "21", "--lesson", &lesson];
        let mut learner = Learner::start(&args, data.path());
        let mut refuted = 0;
        for _ in 0..6 {
            let seen: Seen = learner.puzzle().unwrap();
            let wrong = answer(&seen, false);
            learner.say(&wrong);
            let [verdict, _, _] = learner.verdict();
            if verdict == "verdict: right" {
                // A row of one chip has no wrong move.
                assert!(learner.refuted.is_empty());
                continue;
            }
            assert!(verdict.starts_with("verdict: wrong"), "{verdict}");
            let mut solver = Solver::of(&seen);
            let rows = places(&seen.heaps);
            let left = match (seen.question.as_str(), wrong.as_str()) {
                ("verdict", "n") => {
                    assert!(learner.refuted.is_empty(), "a wrong no is not refuted");
                    continue;
                }
                ("verdict", _) => {
                    let tried = learner.refuted[1]
                        .strip_prefix("try: ")
                        .unwrap()
                        .to_string();
                    find(&solver, &rows, &tried)
                }
                _ => find(&solver, &rows, &wrong),
            };
            let reply = learner.refuted[0]
                .strip_prefix("refute: ")
                .unwrap()
                .to_string();
            if reply == "none" {
                assert!(seen.misere && left.iter().all(|&r| r == 0), "{seen:?}");
                continue;
            }
            let lost = find(&solver, &left, &reply);
            assert!(!solver.wins(&lost), "{seen:?}: {wrong}, {reply}");
            assert!(!learner.refuted.last().unwrap().is_empty());
            refuted += 1;
        }
        assert!(refuted > 0, "lesson {lesson}: {}", learner.transcript);
        learner.say("q");
        learner.finish();
    }
}

#[test]
fn play_plays_the_refuted_position_out_and_the_question_comes_again() {
    let data = tempfile::tempdir().unwrap();
    let args = ["learn", "--seed", "4", "--lesson", "6"];
    let mut learner = Learner::start(&args, data.path());
    // A wrong move, so that the computer opens the play-out.
    let seen = loop {
        let seen = learner.puzzle().unwrap();
        if seen.question == "move" {
            break seen;
        }
        learner.say(&answer(&seen, true));
        learner.verdict();
    };
    let wrong = answer(&seen, false);
    learner.say(&wrong);
    learner.verdict();
    // Lesson 6 plays nim: the wrong move takes from the row's end.
    let mut left = seen.heaps.clone();
    let typed: Vec<usize> = wrong.split(' ').map(|n| n.parse().unwrap()).collect();
    left[typed[0] - 1] -= typed[1] as u32;
    let next = learner.puzzle().unwrap();
    learner.say("play");
    let mut moves = 0;
    let mut before = String::new();
    let winner = loop {
        let line = learner.line().expect("the play-out goes on");
        if let Some(winner) = line.strip_prefix("winner: ") {
            break winner.to_string();
        }
        // The position before the computer's opening move is followed by
        // `computer:`, not a prompt (REFERENCE): it is not answered.
        let opening = before == "Play it out: I move first.";
        before = line.clone();
        if let Some(rest) = line.strip_prefix("position: ")
            && !opening
        {
            let heaps = pipes::counts(&format!("position: {rest}"));
            let row = heaps.iter().position(|&c| c > 0).unwrap();
            // A refused line changes nothing: the same position is asked.
            learner.say("9 9");
            learner.say(&format!("{} 1", row + 1));
            moves += 1;
        }
    };
    assert_eq!(winner, "computer");
    assert!(moves > 0);
    let again = learner.puzzle().unwrap();
    assert_eq!((again.heaps, again.question), (next.heaps, next.question));
    learner.say("q");
    let transcript = learner.finish();
    let at = transcript.find("verdict: wrong").unwrap();
    let after: Vec<&str> = transcript[at..].lines().collect();
    assert!(after[1].starts_with("refute: "), "{transcript}");
    assert!(transcript.contains("Type play to play it out against me"));
    assert!(transcript.contains("Play it out: I move first."));
    assert!(transcript.contains("I won it: that position was lost for you."));
    let computer = pipes::lines_with(&transcript, "computer: ");
    assert_eq!(computer[0], after[1].replace("refute: ", "computer: "));
    // As in a game, the position comes before the computer's opening move
    // (REFERENCE's `position:`): the rows the wrong answer left.
    let start = transcript.find("Play it out: I move first.\n").unwrap();
    let opening: Vec<&str> = transcript[start..].lines().skip(1).take(2).collect();
    let left: Vec<String> = left.iter().map(u32::to_string).collect();
    assert_eq!(
        opening[0],
        format!("position: {}", left.join(" ")),
        "{transcript}"
    );
    assert_eq!(opening[1], computer[0], "{transcript}");
    assert_eq!(pipes::lines_with(&transcript, "you: ").len(), moves);
    assert_eq!(pipes::lines_with(&transcript, "error: ").len(), moves);
    println!("{transcript}");
}

/// Every line a sitting of wrong answers, hints and play-outs prints fits
/// 80 columns in every language (the refutations and reasons were one line
/// of up to 224 columns), and each wrapped sentence's later lines are
/// indented, so that the driver reads it whole.
#[test]
fn every_line_of_wrong_answers_fits_80_columns_in_every_language() {
    use unicode_width::UnicodeWidthStr;
    let data = tempfile::tempdir().unwrap();
    let mut wrapped = 0;
    for lang in ["en", "ru", "zh"] {
        for lesson in 1..=9 {
            let lesson = lesson.to_string();
            let args = ["learn", "--lang", lang, "--seed", "21", "--lesson", &lesson];
            let mut learner = Learner::start(&args, data.path());
            for _ in 0..4 {
                let Some(seen) = learner.puzzle() else { break };
                for _ in 0..3 {
                    learner.say("?");
                }
                learner.say(&answer(&seen, false));
                learner.verdict();
            }
            learner.say("q");
            let transcript = learner.finish();
            for line in transcript.lines() {
                assert!(line.width() <= 80, "{} columns: {line}", line.width());
            }
            wrapped += transcript
                .lines()
                .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
                .count();
        }
    }
    assert!(wrapped > 0, "no sentence was long enough to wrap");
}
