//! `nim analyze --limit` and `--summary`, and the games nobody has solved,
//! through the built binary.

use crate::support::pipes::{refused, run, stdout};

/// Answered (status 0, nothing on stderr), with what stdout says.
fn answered(args: &[&str]) -> String {
    let output = run(args, "");
    assert_eq!(output.status.code(), Some(0), "{args:?}");
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(errors.is_empty(), "{args:?}: {errors}");
    stdout(&output)
}

#[test]
fn a_small_limit_is_refused_where_it_stopped_and_none_goes_on() {
    let text = refused(&[
        "analyze", "--rule", "0.6", "--values", "5000", "--limit", "3000",
    ]);
    assert!(
        text.contains("up to 3000") && text.contains("heap 5000"),
        "{text}"
    );
    assert!(text.contains("--limit none"), "{text}");
    // The quick default says how to move it.
    let text = refused(&["analyze", "--rule", "grundy", "--values", "3000000"]);
    assert!(
        text.contains("2000000") && text.contains("--limit none"),
        "{text}"
    );
    let text = refused(&["analyze", "--rule", "grundy", "2500000"]);
    assert!(text.contains("--limit"), "{text}");
    let values = answered(&[
        "analyze", "--rule", "0.6", "--values", "5000", "--limit", "none",
    ]);
    let lines: Vec<&str> = values.lines().collect();
    assert_eq!(lines.len(), 5001 + 2, "{:?}", &lines[lines.len() - 3..]);
    assert!(lines[5000].starts_with("5000 "), "{}", lines[5000]);
    assert_eq!(lines[5001], "period: none found up to 5000");
    // A limit as large as asked is no wall; a proven period needs none.
    answered(&[
        "analyze", "--rule", "0.6", "--values", "5000", "--limit", "5000",
    ]);
    let kayles = answered(&[
        "analyze", "--rule", "kayles", "--values", "9", "--limit", "300",
    ]);
    assert!(kayles.ends_with("9 4\nperiod: 12 from 71\n"), "{kayles}");
    // Positions take the limit too.
    let text = refused(&["analyze", "--rule", "0.6", "--limit", "100", "300", "1"]);
    assert!(text.contains("up to 100"), "{text}");
    let won = answered(&["analyze", "--rule", "0.6", "--limit", "none", "300", "1"]);
    assert!(won.contains("verdict: "), "{won}");
    for bad in ["0", "x", "-3", "some"] {
        let text = refused(&["analyze", "--rule", "0.6", "--values", "9", "--limit", bad]);
        assert!(text.contains("--limit"), "{bad}: {text}");
    }
}

#[test]
fn a_summary_is_the_research_table_s_row() {
    let kayles = answered(&["analyze", "--rule", "kayles", "--summary"]);
    assert_eq!(
        kayles,
        "computed: 255\npreperiod: 71\nperiod: 12\nlargest: 8 at 27\n\
         rare-mask: 15\nrare: 10\nlast-rare: 70\n"
    );
    // sub:1,3,4: 0 1 0 1 2 3 2, then again: 0 is rare under every mask.
    let sub = answered(&["analyze", "--rule", "sub:1,3,4", "--summary"]);
    assert_eq!(
        sub,
        "computed: 63\npreperiod: 0\nperiod: 7\nlargest: 3 at 5\n\
         rare-mask: 3\nrare: endless\nlast-rare: none\n"
    );
    // Without a period, the heaps asked for.
    let dawson = answered(&["analyze", "--rule", "0.16", "--summary", "--values", "1000"]);
    assert!(
        dawson.starts_with("computed: 1000\npreperiod: none found\n"),
        "{dawson}"
    );
    assert!(
        dawson.contains("period: none found up to 1000\n"),
        "{dawson}"
    );
    // `--values N` is honoured when a period is proven too: Kayles' first
    // 11 heaps prove none (it said `computed: 255`, `rare: 10` whatever N).
    let first = answered(&["analyze", "--rule", "kayles", "--summary", "--values", "10"]);
    assert_eq!(
        first,
        "computed: 10\npreperiod: none found\nperiod: none found up to 10\n\
         largest: 4 at 5\nrare-mask: 7\nrare: 3\nlast-rare: 6\n"
    );
    let proven = answered(&[
        "analyze",
        "--rule",
        "kayles",
        "--summary",
        "--values",
        "1000",
    ]);
    assert_eq!(proven, kayles);
    for alone in [
        &["analyze", "--summary"][..],
        &["analyze", "--rule", "kayles", "--summary", "3"],
        &["analyze", "--rule", "kayles", "--summary", "--explain"],
        &["analyze", "--rules", "kayles", "--summary", "3"],
    ] {
        let text = refused(alone);
        assert!(text.contains("--summary"), "{alone:?}: {text}");
    }
}

#[test]
fn no_period_is_claimed_for_a_game_nobody_has_solved() {
    for rule in ["grundy", "0.6", "0.007"] {
        let values = answered(&["analyze", "--rule", rule, "--values", "2000"]);
        let lines: Vec<&str> = values.lines().collect();
        let tail = &lines[lines.len() - 2..];
        assert_eq!(tail[0], "period: none found up to 4096", "{rule}");
        assert!(
            tail[1].starts_with("No period of ") && tail[1].contains("is known"),
            "{rule}"
        );
        let summary = answered(&["analyze", "--rule", rule, "--summary", "--values", "2000"]);
        assert!(
            summary.contains("\nperiod: none known\n"),
            "{rule}: {summary}"
        );
        assert!(
            summary.contains("\npreperiod: none known\n"),
            "{rule}: {summary}"
        );
        for lang in ["ru", "zh"] {
            let args = ["--lang", lang, "analyze", "--rule", rule, "--values", "20"];
            let said = answered(&args);
            let last = said.lines().last().unwrap();
            assert!(
                last.contains(rule) && !last.contains("No period"),
                "{lang}: {last}"
            );
        }
    }
    // A solved game without its period proven yet says only what it found.
    let dawson = answered(&["analyze", "--rule", "0.16", "--values", "2000"]);
    assert!(
        dawson.ends_with("period: none found up to 4096\n"),
        "{dawson}"
    );
}

/// Not a terminal: however long the computation, stderr stays empty (the
/// progress is for a person watching).
#[test]
fn nothing_goes_to_stderr_when_it_is_not_a_terminal() {
    let values = answered(&[
        "analyze", "--rule", "grundy", "--values", "20000", "--limit", "none",
    ]);
    assert!(values.contains("\n20000 "), "the last heap");
}
