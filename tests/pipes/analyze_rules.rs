//! `nim analyze` with rules (`--rule`, `--rules`, `--values`), through
//! the built binary; their refusals are in `analyze_refusals.rs`.

use crate::support::pipes::{refused, run, stdout};
use unicode_width::UnicodeWidthStr;

#[test]
fn a_mixed_sum_lists_every_winning_move() {
    let output = run(&["analyze", "--rules", "kayles nim", "5", "3"], "");
    assert!(output.status.success());
    // Kayles 5 is worth 4, nim 3 is 3: the sum 7 needs kayles 5 worth 3,
    // a heap of 3 (take 2 from the right end: from the left, `1 2 1`,
    // leaves the same heap and is not listed again) or 1+2 and 2+1 (take 2
    // at place 2 or 3).
    assert_eq!(
        stdout(&output),
        "position: 5 3\nrules: kayles nim\ngrundy: 4 3\ngrundy-sum: 7\nverdict: win\n\
         move: 1 2\nmove: 1 2 2\nmove: 1 2 3\n"
    );
}

#[test]
fn a_position_left_by_two_moves_is_listed_once() {
    // Under sub:1,3 taking 1+1's first chip or its last leaves 1 (it
    // listed `1 1 1` and `1 1`), and a heap of 3 loses a chip from either
    // end (it listed `2 1` and `2 1 1`).
    let text = stdout(&run(&["analyze", "--rule", "sub:1,3", "1+1", "3"], ""));
    let moves: Vec<&str> = text.lines().filter(|l| l.starts_with("move:")).collect();
    assert_eq!(moves, ["move: 1 1", "move: 2 1", "move: 2 3"], "{text}");
}

#[test]
fn groups_are_heaps_and_places_count_the_gaps() {
    // Row 1 is 2+1: chips at places 1-2, a gap at 3, a chip at 4.
    let text = stdout(&run(&["analyze", "--rule", "kayles", "2+1", "4"], ""));
    assert!(text.starts_with("position: 2+1 4\nrules: kayles kayles\ngrundy: 3 1\n"));
    assert!(text.contains("grundy-sum: 2\nverdict: win\n"), "{text}");
    // Taking both chips of the first group leaves 1 and 4: 1 xor 1 = 0.
    assert!(text.contains("move: 1 2 1\n"), "{text}");
    let hint = stdout(&run(
        &["analyze", "--hint", "--rule", "kayles", "2+1", "4"],
        "",
    ));
    assert_eq!(hint, "hint: 1 2 1\n");
    let lost = stdout(&run(&["analyze", "--rule", "kayles", "3+3"], ""));
    assert!(
        lost.contains("verdict: loss\n") && !lost.contains("move:"),
        "{lost}"
    );
}

#[test]
fn only_nim_rows_are_analysed_as_ever() {
    for args in [&["3", "4", "5"][..], &["1", "2", "3"], &["7"]] {
        let plain = run(&[&["analyze"][..], args].concat(), "");
        let ruled = run(&[&["analyze", "--rule", "nim"][..], args].concat(), "");
        let each = run(
            &[
                &["analyze", "--rules", &vec!["nim"; args.len()].join(" ")][..],
                args,
            ]
            .concat(),
            "",
        );
        assert_eq!(plain.stdout, ruled.stdout);
        assert_eq!(plain.stdout, each.stdout);
    }
}

#[test]
fn values_end_with_the_proven_period() {
    let text = stdout(&run(
        &["analyze", "--rule", "kayles", "--values", "100"],
        "",
    ));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 102);
    assert_eq!(lines[0], "0 0");
    assert_eq!(lines[5], "5 4");
    assert_eq!(lines[101], "period: 12 from 71");
    let grundy = stdout(&run(&["analyze", "--rule", "grundy", "--values", "10"], ""));
    // Grundy's game: no period is known to anyone, and a sentence says so
    // after the period line (issue 29, item 9).
    assert!(
        grundy.contains("\nperiod: none found up to 4096\nNo period of grundy is known"),
        "{grundy}"
    );
    let take = stdout(&run(&["analyze", "--rule", "take:3", "--values", "5"], ""));
    assert_eq!(take, "0 0\n1 1\n2 2\n3 3\n4 0\n5 1\nperiod: 4 from 0\n");
}

#[test]
fn explain_derives_each_value_by_its_mex() {
    let args = [
        "analyze",
        "--rule",
        "sub:1,3,4",
        "--values",
        "5",
        "--explain",
    ];
    let text = stdout(&run(&args, ""));
    assert!(
        text.contains("0 0\n0 under sub:1,3,4 has no option; mex{} = 0\n"),
        "{text}"
    );
    assert!(
        text.contains(
            "5 3\noptions of 5 under sub:1,3,4: 4 -> 2, 2 -> 0, 1 -> 1; mex{0,1,2} = 3\n"
        ),
        "{text}"
    );
    let long = stdout(&run(
        &["analyze", "--rule", "kayles", "--values", "60", "--explain"],
        "",
    ));
    assert!(
        long.contains("options of 7 under kayles: 6 -> 3, 1+5 -> 5,"),
        "{long}"
    );
    assert!(
        long.contains("(options shown for heaps up to 50;"),
        "{long}"
    );
    assert!(!long.contains("options of 51 "), "{long}");
    for lang in ["en", "ru", "zh"] {
        let text = stdout(&run(
            &[
                "analyze",
                "--lang",
                lang,
                "--rule",
                "0.16",
                "--values",
                "60",
                "--explain",
            ],
            "",
        ));
        for line in text.lines() {
            assert!(line.width() <= 80, "{lang}: {line}");
        }
    }
}

/// A won position with a huge Kayles group: its values from the period,
/// its verdict, its winning moves (all six here) each leaving 0.
#[test]
fn a_huge_kayles_group_gets_its_verdict_and_moves() {
    let text = stdout(&run(&["analyze", "--rule", "kayles", "3000000", "1"], ""));
    // G(3000000) = G(71 + 2999929 mod 12) = G(72) = 4; G(1) = 1.
    assert!(
        text.starts_with(
            "position: 3000000 1\nrules: kayles kayles\ngrundy: 4 1\ngrundy-sum: 5\nverdict: win\n"
        ),
        "{text}"
    );
    // Taking 2 leaves a+b = 2999998 worth 1: (3, 2999995) and its mirror,
    // (11, 2999987), (39, 2999959): 3 and 2999995 are worth 3 and 2.
    let moves: Vec<&str> = text.lines().filter(|l| l.starts_with("move: ")).collect();
    assert_eq!(
        moves,
        [
            "move: 1 2 4",
            "move: 1 2 2999996",
            "move: 1 2 12",
            "move: 1 2 2999988",
            "move: 1 2 40",
            "move: 1 2 2999960"
        ]
    );
    assert!(!text.contains("more:"), "{text}");
    let hint = stdout(&run(
        &["analyze", "--hint", "--rule", "kayles", "3000000", "1"],
        "",
    ));
    assert_eq!(hint, "hint: 1 2 4\n");
}

/// A heap of four billion chips: values from the period, the first 100
/// winning moves, how many more in a plain line and a sentence that fits
/// 80 columns in every language.
#[test]
fn a_four_billion_heap_lists_100_moves_and_counts_the_rest() {
    for lang in ["en", "ru", "zh"] {
        let text = stdout(&run(
            &["--lang", lang, "analyze", "--rule", "kayles", "4000000000"],
            "",
        ));
        // 4000000000 = 71 + 333333327 * 12 + 5: worth G(76) = 1.
        assert!(
            text.contains("grundy: 1\ngrundy-sum: 1\nverdict: win\n"),
            "{text}"
        );
        assert_eq!(text.matches("\nmove: ").count(), 100, "{text}");
        assert!(text.contains("\nmore: 1 666666575\n"), "{text}");
        assert!(text.contains("666666575") && text.contains("100"), "{text}");
        for line in text.lines() {
            assert!(line.width() <= 80, "{lang}: {line}");
        }
    }
    let hint = stdout(&run(
        &["analyze", "--hint", "--rule", "kayles", "4000000000"],
        "",
    ));
    assert!(hint.starts_with("hint: 1 "), "{hint}");
}

/// Rows under rules from stdin are read to the end, however long: half a
/// million empty rows (a MiB) before a heap of 5 do not hide it.
#[test]
fn stdin_under_rules_is_read_to_its_end() {
    let mut input = "0\n".repeat(524_288);
    input.push_str("5\n");
    let text = stdout(&run(&["analyze", "--rule", "kayles", "-"], &input));
    // Kayles 5 is worth 4: a win, taken in the last row.
    assert!(
        text.contains("grundy-sum: 4\nverdict: win\n"),
        "{}",
        &text[text.len() - 200..]
    );
    assert!(
        text.contains("move: 524289 "),
        "{}",
        &text[text.len() - 200..]
    );
}

/// A number across the first MiB's end is read whole: 12 then 3 is a sum
/// of 4 xor 3 (kayles 12 is worth 4), not of 12 cut to 1.
#[test]
fn no_number_is_cut_in_two() {
    let mut input = "0\n".repeat(524_287);
    input.push_str("12\n3\n");
    let text = stdout(&run(&["analyze", "--rule", "kayles", "-"], &input));
    assert!(
        text.contains("grundy-sum: 7\n"),
        "{}",
        &text[text.len() - 200..]
    );
    let output = run(
        &["analyze", "--rules", "kayles", "-"],
        &"1\n".repeat(600_000),
    );
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8(output.stderr).unwrap();
    assert!(error.contains("600000 rows"), "{error}");
}

/// Counts take their plural: one rule, one row.
#[test]
fn a_count_of_one_is_singular() {
    let text = refused(&["analyze", "--rules", "kayles", "3", "4"]);
    assert!(text.contains("1 rule for 2 rows"), "{text}");
    let text = refused(&["analyze", "--rules", "kayles nim", "3"]);
    assert!(text.contains("2 rules for 1 row:"), "{text}");
    let text = refused(&["--rows", "3,4", "--rules", "kayles", "--plain"]);
    assert!(text.contains("1 rule for 2 rows"), "{text}");
}
