//! `nim puzzle` through the built binary: the day's puzzle is the same on
//! every run, a numbered one replays, the board's is drawn, the verdict
//! follows the answer.

use crate::support::pipes::{lines_with, run, stdout};

#[test]
fn the_daily_puzzle_is_the_same_on_every_run() {
    let first = stdout(&run(&["puzzle", "--daily"], ""));
    let second = stdout(&run(&["puzzle", "--daily", "--lang", "zh"], ""));
    assert!(first.starts_with("The puzzle of "), "{first}");
    assert_eq!(
        lines_with(&first, "puzzle: "),
        lines_with(&second, "puzzle: ")
    );
    assert_eq!(
        lines_with(&first, "question: "),
        lines_with(&second, "question: ")
    );
}

#[test]
fn a_numbered_puzzle_replays_and_gets_its_verdict() {
    let text = stdout(&run(&["puzzle", "--seed", "4"], "q\n"));
    // Named by the code the seed drew, which opens it again.
    assert!(text.starts_with("Puzzle "), "{text}");
    assert_eq!(lines_with(&text, "code: ").len(), 1, "{text}");
    assert_eq!(lines_with(&text, "verdict: "), Vec::<&str>::new());
    let question = lines_with(&text, "question: ")[0];
    // Whatever is answered, the verdict names the right answer when wrong.
    let answer = if question == "question: verdict" {
        "y"
    } else {
        "1 1"
    };
    let judged = stdout(&run(&["puzzle", "--seed", "4"], &format!("{answer}\n")));
    assert_eq!(
        lines_with(&judged, "puzzle: "),
        lines_with(&text, "puzzle: ")
    );
    let verdict = lines_with(&judged, "verdict: ");
    assert_eq!(verdict.len(), 1, "{judged}");
    assert!(
        judged
            .trim_end()
            .ends_with("Another puzzle: cargo run -- puzzle"),
        "{judged}"
    );
}

#[test]
fn the_board_puzzle_draws_its_board_under_its_gaps() {
    // A seed whose board puzzle asks for a move.
    let text = stdout(&run(&["puzzle", "board", "--seed", "4"], ""));
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("puzzle: "))
        .unwrap();
    assert_eq!(lines[at].split(' ').count(), 9, "{text}");
    for line in &lines[at + 1..at + 9] {
        assert_eq!(line.len(), 8);
        assert!(line.chars().all(|c| matches!(c, 'R' | 'B' | '.')), "{line}");
    }
    assert_eq!(lines[at + 9], "question: move");
}

#[test]
fn daily_and_seed_together_are_refused() {
    let output = run(&["puzzle", "--daily", "--seed", "3"], "");
    assert_eq!(output.status.code(), Some(2));
}

/// The code a puzzle prints opens that puzzle again, whatever the seed
/// (past 2^53 too), for rows and for the board, in every language.
#[test]
fn every_printed_puzzle_code_opens_the_same_puzzle() {
    for game in [&[][..], &["board"][..]] {
        for lang in ["en", "ru", "zh"] {
            let mut args = vec!["puzzle"];
            args.extend_from_slice(game);
            args.extend_from_slice(&["--lang", lang]);
            args.extend_from_slice(&["--seed", "1798360575565815300"]);
            let first = stdout(&run(&args, ""));
            let code = &lines_with(&first, "code: ")[0]["code: ".len()..];
            let again = stdout(&run(&["puzzle", code, "--lang", lang], ""));
            assert!(again.contains(code), "{code}: {again}");
            assert_eq!(
                lines_with(&again, "puzzle: "),
                lines_with(&first, "puzzle: "),
                "{game:?} {lang} {code}"
            );
        }
    }
}

/// A misère puzzle says so in a `rules:` line before its position.
#[test]
fn a_misere_puzzle_says_so_in_a_rules_line() {
    let text = stdout(&run(&["puzzle", "--rows", "4,1", "--misere"], ""));
    let rules = text.find("rules: misere\n").expect("a rules line");
    assert!(rules < text.find("puzzle: 4 1\n").unwrap(), "{text}");
}

/// A game's key that a puzzle does not take (`u`) is refused in a puzzle's
/// words, not a lesson's, and as every refusal is: no capital after
/// `error: `.
#[test]
fn a_key_a_puzzle_does_not_take_is_refused_as_a_puzzles() {
    let text = stdout(&run(&["puzzle", "--rows", "3,4,5"], "u\nq\n"));
    let errors = lines_with(&text, "error: ");
    assert_eq!(
        errors,
        ["error: that key does nothing here: type your answer, or h for the keys"],
        "{text}"
    );
}
