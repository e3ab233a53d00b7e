//! `nim analyze`'s refusals of rules and of rows under them, through the
//! built binary: each named, within 80 columns, in every language.

use crate::support::pipes::{refused, run, stdout};
use unicode_width::UnicodeWidthStr;

/// A space inside an octal code is named (it said "not  ", the space
/// unseen), in every language, within 80 columns.
#[test]
fn a_space_in_an_octal_code_is_named() {
    for (lang, word) in [("en", "space"), ("ru", "пробел"), ("zh", "空格")] {
        let said = refused(&["--lang", lang, "analyze", "--rule", "0.7 7", "5"]);
        assert!(said.contains(word), "{lang}: {said}");
        assert!(said.lines().all(|l| l.width() <= 80), "{lang}: {said}");
    }
}

#[test]
fn a_heap_past_the_limit_is_refused_with_the_limit() {
    let text = refused(&["analyze", "--rule", "grundy", "3000000"]);
    assert!(
        text.contains("3000000") && text.contains("2000000"),
        "{text}"
    );
    // 4.7 (Daisies) is proven periodic now; its repeating cousin is not.
    let text = refused(&["analyze", "--rule", "4.[7]", "--values", "4294967295"]);
    assert!(text.contains("2000000"), "{text}");
    // A proven period answers any heap at once: Kayles' 4294967295 is
    // worth G(71 + 4294967224 mod 12) = G(75) = 8.
    let kayles = stdout(&run(
        &["analyze", "--rules", "kayles nim", "4294967295", "8"],
        "",
    ));
    assert!(kayles.contains("grundy: 8 8\n"), "{kayles}");
    assert!(kayles.contains("verdict: loss\n"), "{kayles}");
    // Its winning moves are listed up to 100, then counted (this test
    // refused them once: there are hundreds of millions).
    let kayles = stdout(&run(
        &["analyze", "--rules", "kayles nim", "4294967295", "0"],
        "",
    ));
    assert_eq!(kayles.matches("\nmove: ").count(), 100, "{kayles}");
    assert!(kayles.contains("\nmore: 1 "), "{kayles}");
    // With no period to list them by, a group's options are looked at one
    // by one when they are not too many (Lasker's nim of three million
    // chips); past that (four billion), the verdict all the same, the
    // moves found among the first options (none here: the winning move,
    // taking all but one chip, is among the last), and the word that the
    // rest are not counted (this test refused it once).
    let lasker = stdout(&run(&["analyze", "--rule", "lasker", "3000000", "1"], ""));
    assert!(lasker.contains("grundy: 2999999 1\n"), "{lasker}");
    assert!(lasker.contains("verdict: win\nmove: "), "{lasker}");
    assert!(!lasker.contains("uncounted:"), "{lasker}");
    for lang in ["en", "ru", "zh"] {
        let out = run(
            &[
                "--lang",
                lang,
                "analyze",
                "--rule",
                "lasker",
                "4000000000",
                "1",
            ],
            "",
        );
        assert!(out.status.success(), "{out:?}");
        let lasker = stdout(&out);
        // 4000000000 is 0 mod 4: worth 3999999999.
        assert!(
            lasker.starts_with(
                "position: 4000000000 1\nrules: lasker lasker\ngrundy: 3999999999 1\n\
                 grundy-sum: 3999999998\nverdict: win\nuncounted: 1\n"
            ),
            "{lasker}"
        );
        assert!(lasker.lines().count() >= 8, "{lasker}");
        for line in lasker.lines() {
            assert!(line.width() <= 80, "{lang}: {line}");
        }
    }
    let hint = stdout(&run(
        &["analyze", "--hint", "--rule", "lasker", "4000000000", "1"],
        "",
    ));
    assert_eq!(hint, "hint: uncounted 1\n");
    // A move another row has is the hint, uncounted or not: taking 1 from
    // 3999999999 (worth 4000000000) leaves 3999999998, worth itself.
    let hint = stdout(&run(
        &[
            "analyze",
            "--hint",
            "--rule",
            "lasker",
            "4000000000",
            "1",
            "3999999999",
        ],
        "",
    ));
    assert_eq!(hint, "hint: 3 1\n");
}

/// Every malformed rule is a usage error that names the problem.
#[test]
fn malformed_rules_are_refused_by_name() {
    let long = format!("0.{}", "7".repeat(33));
    for (rule, says) in [
        ("", "the rule is empty"),
        ("take:0", "take: needs"),
        ("sub:", "sub: needs"),
        ("0.8", "not 8"),
        ("1.5", "starts with 0. or 4."),
        ("0.[", "a bracket holds one digit"),
        (&long, "at most 32 digits"),
        ("kayless", "there is no rule \"kayless\""),
        ("0.000", "zeros only"),
    ] {
        for command in [&["analyze", "--rule", rule, "3"][..], &["--rule", rule]] {
            let text = refused(command);
            assert!(text.contains(says), "{command:?}: {text}");
        }
    }
    let text = refused(&["analyze", "--rules", "kayles 0.9", "3", "4"]);
    assert!(text.contains("--rules \"0.9\" is not a rule"), "{text}");
}

#[test]
fn rules_that_do_not_fit_the_line_are_refused_with_the_reason() {
    for (args, says) in [
        (
            &["analyze", "--rule", "kayles", "--rules", "nim", "3"][..],
            "--rule and --rules",
        ),
        (
            &["analyze", "--rules", "kayles", "3", "4"],
            "1 rule for 2 rows",
        ),
        (&["--rules", "kayles nim"], "2 rules for 3 rows"),
        (&["--rows", "3,4", "--rules", "kayles"], "1 rule for 2 rows"),
        (&["--random", "--rules", "kayles nim nim"], "--random draws"),
        (
            &["--rule", "lasker"],
            "nim analyze --rule lasker --values 50",
        ),
        (&["--rules", "nim grundy nim"], "grundy splits a heap"),
        (&["--rule", "4.07"], "cannot be played"),
        (&["--misere", "--rule", "kayles"], "misère sums"),
        (
            &["analyze", "--misere", "--rules", "nim take:2", "3", "4"],
            "misère sums",
        ),
        (&["board", "--rule", "kayles"], "nim board plays nim"),
        (
            &["--rows", "1,1", "--rule", "dawson"],
            "no move can be made from --rows 1,1",
        ),
        (&["--rules", "nim nim nim", "board"], "nim board plays nim"),
        (&["analyze", "--values", "10"], "give it with --rule"),
        (
            &["analyze", "--rules", "kayles", "--values", "10"],
            "give it with --rule",
        ),
        (
            &["analyze", "--rule", "kayles", "--values", "10", "3"],
            "drop the rows",
        ),
        (
            &["analyze", "--rule", "kayles", "--values", "-1"],
            "--values -1: give the last heap",
        ),
        (
            &["analyze", "--rule", "kayles", "--values", "10", "--hint"],
            "--hint is for a position",
        ),
        (
            &["analyze", "--rule", "nim", "--values", "10", "--misere"],
            "--misere is for a position",
        ),
    ] {
        let text = refused(args);
        assert!(text.contains(says), "{args:?}: {text}");
    }
}

/// Every refusal of rules fits 80 columns in every language, and speaks it.
#[test]
fn refusals_of_rules_fit_and_speak_every_language() {
    let long = format!("0.{}", "7".repeat(33));
    let mut cases: Vec<&[&str]> = vec![
        &["--rule", "lasker"],
        &["--rules", "kayles nim"],
        &["--random", "--rules", "kayles nim nim"],
        &["--misere", "--rule", "kayles"],
        &["board", "--rule", "kayles"],
        &["analyze", "--values", "10"],
        &["analyze", "--rule", "kayless", "3"],
        &["analyze", "--rule", "0.[", "3"],
        &["analyze", "--rule", "grundy", "3000000"],
    ];
    let malformed = ["", "take:0", "sub:", "0.8", "1.5", "0.[", &long, "0.000"];
    let with_rule: Vec<[&str; 4]> = malformed
        .iter()
        .map(|rule| ["analyze", "--rules", rule, "3"])
        .collect();
    cases.extend(with_rule.iter().map(|args| &args[..]));
    cases.push(&["analyze", "--rule", "kayles", "--values", "x"]);
    cases.push(&["analyze", "--rule", "kayles", "--rules", "nim", "3"]);
    cases.push(&["analyze", "--rule", "kayles", "--values", "3", "3"]);
    cases.push(&["analyze", "--rule", "kayles", "--values", "3", "--hint"]);
    cases.push(&["--rows", "3,4", "--rules", "kayles"]);
    cases.push(&["analyze", "--rule", "4.[7]", "--values", "4294967295"]);
    for lang in ["en", "ru", "zh"] {
        for &case in &cases {
            let args = [&["--lang", lang][..], case].concat();
            let text = refused(&args);
            for line in text.lines() {
                assert!(line.width() <= 80, "{lang} {case:?}: {line}");
            }
            if lang != "en" {
                let english = refused(&[&["--lang", "en"][..], case].concat());
                assert_ne!(text, english, "{lang} {case:?}");
            }
        }
    }
}

/// Rows with groups are read as the book's rows are: a bad group is named
/// by its row, nothing is printed, exit status 2; any input is refused,
/// never a panic.
#[test]
fn bad_groups_are_refused_by_row() {
    for (rows, says) in [
        (&["3", "2++1"][..], "row 2: \"2++1\" is not a whole number"),
        (&["+2"], "row 1: \"+2\""),
        (&["2+"], "row 1: \"2+\""),
        (&["1+-1"], "row 1: 1+-1 is negative"),
        (&["3,,4"], "row 2 is missing"),
        (&["1+4294967296"], "is more than 4294967295"),
    ] {
        let args = [&["analyze", "--rule", "kayles"][..], rows].concat();
        let text = refused(&args);
        assert!(text.contains(says), "{rows:?}: {text}");
    }
    let piped = run(&["analyze", "--rule", "kayles", "-"], "2+1\n4\n");
    assert_eq!(
        stdout(&piped),
        stdout(&run(&["analyze", "--rule", "kayles", "2+1", "4"], ""))
    );
    let wide = stdout(&run(
        &["analyze", "--rule", "dawson", "4294967295+4294967295"],
        "",
    ));
    assert!(wide.contains("verdict: loss"), "{wide}");
}
