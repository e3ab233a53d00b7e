//! Discovery in plain mode: `discover` at a question plays the lesson's
//! small games (a guess, then first or second), each played out with the
//! game's prefixes; the rule and the question come again, and nothing is
//! recorded.

use crate::support::learner::Learner;
use crate::support::pipes;
use crate::support::solver::{Seen, Solver, places};

#[test]
fn discover_plays_lesson_sixs_small_games_and_second_wins_the_choice() {
    let data = tempfile::tempdir().unwrap();
    let args = ["learn", "--seed", "2", "--lesson", "6"];
    let mut learner = Learner::start(&args, data.path());
    let first = learner.puzzle().unwrap();
    learner.say("discover");
    let mut games = Vec::new();
    let mut winners = Vec::new();
    let mut heaps: Vec<u32> = Vec::new();
    let mut before = String::new();
    loop {
        let line = learner.line().expect("the small games go on");
        // The position before the computer's opening move is followed by
        // `computer:`, not a prompt (REFERENCE): it is not answered.
        let opening = before == "Play it out: I move first.";
        before = line.clone();
        if opening {
            assert_eq!(line, "position: 2 5 7", "{}", learner.transcript);
        } else if let Some(rest) = line.strip_prefix("discover: ") {
            games.push(rest.to_string());
            // A guess (y or n) for the first game, second for the last.
            learner.say("maybe");
            learner.say(if games.len() == 1 { "n" } else { "2" });
        } else if let Some(rest) = line.strip_prefix("position: ") {
            heaps = pipes::counts(&format!("position: {rest}"));
            // The winning move by the game tree when there is one.
            let seen = Seen {
                lesson: 6,
                heaps: heaps.clone(),
                rules: Vec::new(),
                misere: false,
                question: "move".into(),
            };
            let mut solver = Solver::of(&seen);
            let rows = places(&heaps);
            let (row, take, _) = solver
                .find(&rows, true)
                .or_else(|| solver.find(&rows, false))
                .unwrap();
            learner.say(&format!("{} {take}", row + 1));
        } else if let Some(winner) = line.strip_prefix("winner: ") {
            winners.push(winner.to_string());
            if winners.len() == 2 {
                break;
            }
        }
    }
    assert_eq!(games, ["3 5 6", "2 5 7"]);
    // 3 5 6 is lost for the learner, who moves first; moving second on
    // 2 5 7 wins with the right replies.
    assert_eq!(winners, ["computer", "you"]);
    let again = learner.puzzle().unwrap();
    assert_eq!((again.heaps, again.question), (first.heaps, first.question));
    learner.say("q");
    let transcript = learner.finish();
    assert!(
        transcript.contains("Type discover to find this lesson's rule in a few small games first,")
    );
    assert!(
        transcript.contains("The player to move loses here, whatever they do. You guessed right.")
    );
    assert!(transcript.contains("You chose to move second, and that wins here."));
    assert!(transcript.contains("Do you want to move first or second? (1/2):"));
    assert_eq!(
        pipes::lines_with(&transcript, "error: ").len(),
        2,
        "{transcript}"
    );
    // The rule once, after the games: not before them.
    let rule_at = transcript.find("The same in binary").expect("the rule");
    assert!(
        rule_at > transcript.rfind("winner: ").unwrap(),
        "{transcript}"
    );
    assert_eq!(
        transcript.matches("The same in binary").count(),
        1,
        "{transcript}"
    );
    assert!(pipes::lines_with(&transcript, "verdict: ").is_empty());
    assert!(!heaps.is_empty());
    // Nothing was answered: nothing was recorded.
    let progress = std::fs::read_to_string(data.path().join("nim/progress")).unwrap_or_default();
    assert!(!progress.contains("streak 1"), "{progress}");
}

/// As on the screen, a lesson's small games come before its rule: plain
/// mode offers them and holds the rule back until they are played, `rule`
/// is typed, or the first answer is judged; it printed the rule right
/// after the offer.
#[test]
fn the_rule_comes_after_the_small_games_or_when_asked_or_after_the_first_answer() {
    let rule = "The same in binary: write the rows in binary, one under another.";
    let data = tempfile::tempdir().unwrap();
    let args = ["learn", "--seed", "2", "--lesson", "6"];
    // Asked for: the rule, then the question again.
    let mut learner = Learner::start(&args, data.path());
    let first = learner.puzzle().unwrap();
    assert!(!learner.transcript.contains(rule), "{}", learner.transcript);
    learner.say("rule");
    let again = learner.puzzle().unwrap();
    assert_eq!(again.heaps, first.heaps);
    assert!(learner.transcript.contains(rule), "{}", learner.transcript);
    learner.say("q");
    learner.finish();
    // Not asked for: after the first answer's verdict, once.
    let mut learner = Learner::start(&args, data.path());
    let seen = learner.puzzle().unwrap();
    learner.say(&crate::support::solver::answer(&seen, true));
    learner.puzzle().unwrap();
    learner.say("q");
    let transcript = learner.finish();
    let verdict = transcript.find("verdict: ").unwrap();
    assert_eq!(transcript.matches(rule).count(), 1, "{transcript}");
    assert!(transcript.find(rule).unwrap() > verdict, "{transcript}");
}
