//! The class's tools through the built binary: every puzzle `nim puzzle`
//! sets is named by a code that opens it again (`nim puzzle CODE`, the
//! board's too); a bad code is refused; `--rows` sets a chosen position
//! (rows of nim, misère, rules, the board's gaps), answered right and
//! wrong by a game-tree search; `nim worksheet` prints the same sheet for
//! the same seed, within 80 columns in every language, and every answer of
//! its key is judged right by `nim puzzle CODE`.

use unicode_width::UnicodeWidthStr;

use crate::support::pipes::{counts, lines_with, run, stdout};
use crate::support::solver::{RowRule, Seen, answer};

/// The puzzle as plain mode prints it: its rules, its heaps, its question.
fn seen(text: &str) -> Seen {
    let rules = lines_with(text, "rules: ");
    let misere = rules.contains(&"rules: misere");
    let rules = match rules.first() {
        Some(line) if !misere => line["rules: ".len()..]
            .split(' ')
            .map(RowRule::named)
            .collect(),
        _ => Vec::new(),
    };
    let question = lines_with(text, "question: ")[0]["question: ".len()..].to_string();
    Seen {
        // The search's own check: misère is the seventh lesson's.
        lesson: if misere { 7 } else { 0 },
        heaps: counts(lines_with(text, "puzzle: ")[0]),
        rules,
        misere,
        question,
    }
}

/// The code printed on its `code:` line.
fn code_of(text: &str) -> String {
    let line = lines_with(text, "code: ");
    assert_eq!(line.len(), 1, "{text}");
    line[0]["code: ".len()..].to_string()
}

/// The lines that show the puzzle, from its heading's next line to its
/// question.
fn shown(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.lines().collect();
    let end = lines
        .iter()
        .position(|l| l.starts_with("question: "))
        .unwrap();
    lines[1..=end].to_vec()
}

#[test]
fn every_code_printed_opens_the_same_puzzle() {
    for board in [false, true] {
        for seed in 0..12u64 {
            let mut args = vec!["puzzle"];
            if board {
                args.push("board");
            }
            let seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).to_string();
            args.extend_from_slice(&["--seed", &seed]);
            let first = stdout(&run(&args, ""));
            let code = code_of(&first);
            assert_eq!(code.len(), 6, "{code}");
            assert!(first.starts_with(&format!("Puzzle {code}\n")), "{first}");
            let again = stdout(&run(&["puzzle", &code], ""));
            assert!(again.starts_with(&format!("Puzzle {code}\n")), "{again}");
            assert_eq!(shown(&again), shown(&first), "seed {seed}");
            // Read as it is heard: any case.
            let heard = stdout(&run(&["puzzle", &code.to_lowercase()], ""));
            assert_eq!(shown(&heard), shown(&first));
            if board {
                assert_eq!(lines_with(&again, "puzzle: ")[0].split(' ').count(), 9);
            }
        }
    }
}

#[test]
fn the_days_puzzle_is_named_by_its_date_and_its_code() {
    let text = stdout(&run(&["puzzle", "--daily"], ""));
    let code = code_of(&text);
    let heading = text.lines().next().unwrap();
    assert!(heading.starts_with("The puzzle of 20"), "{heading}");
    assert!(heading.contains(&format!("(UTC), {code}:")), "{heading}");
    let again = stdout(&run(&["puzzle", &code], ""));
    assert_eq!(shown(&again), shown(&text));
}

#[test]
fn a_bad_code_is_refused_with_what_a_code_looks_like() {
    for typed in ["4K7Q2", "HELLO!", "ZZZZZZ"] {
        let output = run(&["puzzle", typed], "");
        assert_eq!(output.status.code(), Some(2));
        assert!(output.stdout.is_empty());
        let words = String::from_utf8_lossy(&output.stderr);
        assert!(words.contains("is not a puzzle's code"), "{words}");
        assert!(words.contains("such as 4K7Q2M"), "{words}");
    }
}

/// `nim puzzle ARGS` answered right, then wrong (where it can be).
fn answered(args: &[&str]) -> (String, String) {
    let mut all = vec!["puzzle"];
    all.extend_from_slice(args);
    let text = stdout(&run(&all, ""));
    let puzzle = seen(&text);
    let right = stdout(&run(&all, &format!("{}\n", answer(&puzzle, true))));
    let wrong = stdout(&run(&all, &format!("{}\n", answer(&puzzle, false))));
    assert_eq!(
        lines_with(&right, "verdict: "),
        ["verdict: right"],
        "{right}"
    );
    (text, wrong)
}

#[test]
fn chosen_rows_are_set_and_judged() {
    // Won: a move is asked; lost: the verdict.
    let (text, wrong) = answered(&["--rows", "3,4,5"]);
    // A chosen position has a code of its own, which opens it again.
    assert!(text.starts_with("A puzzle set from 3 4 5, code "), "{text}");
    let code = lines_with(&text, "code: ")[0]["code: ".len()..].to_string();
    assert_eq!(stdout(&run(&["puzzle", &code], "")), text);
    assert_eq!(lines_with(&text, "question: "), ["question: move"]);
    assert!(lines_with(&wrong, "verdict: ")[0].starts_with("verdict: wrong "));
    assert!(wrong.contains("In binary"), "{wrong}");
    let (text, wrong) = answered(&["--rows", "1,2,3"]);
    assert_eq!(lines_with(&text, "question: "), ["question: verdict"]);
    assert_eq!(lines_with(&wrong, "verdict: "), ["verdict: wrong no"]);
}

#[test]
fn chosen_misere_rules_and_board_are_set_and_judged() {
    let (text, wrong) = answered(&["--rows", "1,1,1", "--misere"]);
    assert_eq!(lines_with(&text, "rules: "), ["rules: misere"]);
    assert_eq!(lines_with(&wrong, "verdict: "), ["verdict: wrong no"]);
    assert!(wrong.contains("Misère"), "{wrong}");
    let (text, wrong) = answered(&["--rows", "2,2,3", "--misere"]);
    assert_eq!(lines_with(&text, "question: "), ["question: move"]);
    assert!(lines_with(&wrong, "verdict: ")[0].starts_with("verdict: wrong "));
    let (text, wrong) = answered(&["--rows", "5,3", "--rules", "take:3 nim"]);
    assert_eq!(lines_with(&text, "rules: "), ["rules: take:3 nim"]);
    assert!(wrong.contains("mod 4"), "{wrong}");
    let (text, _) = answered(&["--rows", "4,2", "--rule", "kayles"]);
    assert_eq!(lines_with(&text, "rules: "), ["rules: kayles kayles"]);
    let (text, wrong) = answered(&["board", "--rows", "3,0,5,1,2,6,4,0"]);
    assert_eq!(lines_with(&text, "puzzle: "), ["puzzle: 3 0 5 1 2 6 4 0"]);
    assert!(wrong.contains("gaps"), "{wrong}");
    let refused = run(&["puzzle", "board", "--rows", "3,4,5"], "");
    assert_eq!(refused.status.code(), Some(2));
}

/// The sheet `nim worksheet ARGS` prints.
fn sheet(args: &[&str]) -> String {
    let mut all = vec!["worksheet"];
    all.extend_from_slice(args);
    let output = run(&all, "");
    assert!(output.status.success(), "{output:?}");
    stdout(&output)
}

#[test]
fn the_same_seed_prints_the_same_sheet_within_80_columns() {
    for lesson in ["1", "6", "7", "8", "9"] {
        for seed in ["0", "7", "123456"] {
            for lang in ["en", "ru", "zh"] {
                let args = ["--lesson", lesson, "--seed", seed, "--lang", lang];
                let text = sheet(&args);
                assert_eq!(text, sheet(&args));
                assert_eq!(text.matches('\u{c}').count(), 1, "{text}");
                for line in text.lines() {
                    let line = line.trim_start_matches('\u{c}');
                    assert!(line.width() <= 80, "{lesson} {seed} {lang}: {line}");
                }
            }
        }
    }
    let mixed = sheet(&["--seed", "7"]);
    assert!(
        mixed.contains("nim worksheet --seed 7 prints it again"),
        "{mixed}"
    );
    assert_ne!(mixed, sheet(&["--seed", "8"]));
    assert_eq!(
        sheet(&["--seed", "7", "--count", "3"])
            .matches("Answer: ")
            .count(),
        3
    );
}

#[test]
fn every_answer_of_the_key_is_judged_right_by_nim_puzzle() {
    for args in [
        &["--seed", "5", "--count", "12"][..],
        &["--lesson", "9", "--seed", "2"],
    ] {
        let text = sheet(args);
        let key = &text[text.find('\u{c}').unwrap()..];
        // Each entry's first line: `N. CODE: ANSWER`; its reason is indented.
        let entries: Vec<(&str, &str)> = (key.lines())
            .filter(|line| line.starts_with(|c: char| c.is_ascii_digit()))
            .filter_map(|line| line.split_once(". ")?.1.split_once(": "))
            .collect();
        assert!(entries.len() >= 6, "{key}");
        let mut several = 0;
        for (code, said) in entries {
            // Where several moves win, the key lists every one of them.
            let answers: Vec<&str> = match said {
                yes if yes.starts_with("yes") => vec!["y"],
                no if no.starts_with("no") => vec!["n"],
                any if any.starts_with("any of ") => {
                    several += 1;
                    any["any of ".len()..].split(", ").collect()
                }
                mv => vec![mv],
            };
            for typed in answers {
                let judged = stdout(&run(&["puzzle", code], &format!("{typed}\n")));
                assert_eq!(
                    lines_with(&judged, "verdict: "),
                    ["verdict: right"],
                    "{code} {typed}"
                );
            }
        }
        assert!(several > 0, "{key}");
    }
}
