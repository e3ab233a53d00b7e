//! `nim analyze` on its own: the printed lines, the row parser at every
//! integer boundary, and the streamed path against the in-memory one.

use proptest::prelude::*;

use super::read::KEPT;
use crate::analyze::*;

fn asked(rules: Rules, report: Report) -> Asked {
    Asked {
        rules,
        report,
        lang: Lang::ENGLISH,
    }
}

fn analysis(rows: &[u32], rules: Rules) -> String {
    let mut out = Vec::new();
    write_analysis(rows, asked(rules, Report::Full), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn explains_three_four_five() {
    let text = analysis(&[3, 4, 5], Rules::Normal);
    assert!(text.starts_with("position: 3 4 5\nnim-sum: 2\nverdict: win\nmove: 1 2\n"));
    // The place values over the digits, each row labelled, the nim-sum in
    // binary on a labelled line of its own, a `^` under its odd column.
    let table = [
        "",
        "               4 2 1",
        "  row 1    3 = 0 1 1",
        "  row 2    4 = 1 0 0",
        "  row 3    5 = 1 0 1",
        "  nim-sum  2 = 0 1 0",
        "  odd            ^",
        "",
    ];
    assert!(text.ends_with(&table.join("\n")), "{text}");
    assert!(!text.contains("row 1:"), "no explanation unless asked");
}

#[test]
fn explain_gives_each_rows_step() {
    let explained = |rows: &[u32], rules| {
        let mut out = Vec::new();
        write_analysis(rows, asked(rules, Report::Explain), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    let text = explained(&[3, 6, 5], Rules::Normal);
    // The fixed lines unchanged, then a line per row, then the table.
    assert!(
        text.starts_with(
            "position: 3 6 5\nnim-sum: 0\nverdict: loss\n\
         row 1: 3 xor 0 = 3, not < 3: cannot\n\
         row 2: 6 xor 0 = 6, not < 6: cannot\n\
         row 3: 5 xor 0 = 5, not < 5: cannot\n\n"
        ),
        "{text}"
    );
    let text = explained(&[3, 2, 5, 2], Rules::Normal);
    assert!(
        text.contains(
            "move: 3 2\n\
         row 1: 3 xor 6 = 5 > 3: cannot\n\
         row 2: 2 xor 6 = 4 > 2: cannot\n\
         row 3: 5 xor 6 = 3 < 5: take 2\n\
         row 4: 2 xor 6 = 4 > 2: cannot\n"
        ),
        "{text}"
    );
    // Misère's end rule from 1 1 3 on, as the strategy plays it.
    let text = explained(&[1, 1, 3], Rules::Misere);
    assert!(
        text.contains(
            "move: 3 2\n\
         row 1: misere end: another row keeps more than 1 chip: cannot\n\
         row 2: misere end: another row keeps more than 1 chip: cannot\n\
         row 3: misere end: 3 to 1 leaves 3 single chips, odd: take 2\n"
        ),
        "{text}"
    );
    let text = explained(&[1, 1, 0], Rules::Misere);
    assert!(text.contains("row 1: misere end: 1 to 0 leaves 1 single chip, odd: take 1\n"));
    assert!(text.contains("row 3: misere end: no chip to take: cannot\n"));
    let text = explained(&[1, 0, 0], Rules::Misere);
    assert!(text.contains("row 1: misere end: 1 to 0 leaves 0 single chips, even: cannot\n"));
}

#[test]
fn a_losing_position_has_no_moves() {
    let text = analysis(&[1, 2, 3], Rules::Normal);
    assert!(text.contains("verdict: loss\n"));
    assert!(!text.contains("move:"));
}

#[test]
fn misere_changes_the_endgame() {
    let normal = analysis(&[1, 1], Rules::Normal);
    let misere = analysis(&[1, 1], Rules::Misere);
    assert!(normal.contains("verdict: loss"));
    assert!(misere.contains("verdict: win\nmove: 1 1\nmove: 2 1\n"));
}

#[test]
fn rows_may_be_zero_but_must_be_counts() {
    assert_eq!(parse_rows(["0", "7"]), Ok(vec![0, 7]));
    assert_eq!(
        parse_rows(["3", "-1"]),
        Err(RowError::Negative {
            index: 2,
            typed: "-1".into()
        })
    );
    assert_eq!(parse_rows([]), Err(RowError::NoRows));
}

fn streamed(input: &[u8], rules: Rules) -> Result<String, RowError> {
    let mut out = Vec::new();
    match analyze_stream(input, asked(rules, Report::Full), &mut out) {
        Err(AnalyzeError::Rows(error)) => return Err(error),
        other => other.unwrap(),
    }
    Ok(String::from_utf8(out).unwrap())
}

#[test]
fn each_bad_row_is_named_for_what_it_is() {
    let error = |input: &[u8]| streamed(input, Rules::Normal).unwrap_err();
    assert_eq!(
        error(b"3 4294967296"),
        RowError::TooLarge {
            index: 2,
            typed: "4294967296".into()
        }
    );
    assert_eq!(
        error(b"-5"),
        RowError::Negative {
            index: 1,
            typed: "-5".into()
        }
    );
    assert_eq!(
        error(b"3 \xff 4"),
        RowError::NotACount {
            index: 2,
            typed: "\u{FFFD}".into()
        }
    );
    assert_eq!(error(b" \n\t "), RowError::NoRows);
    let long = format!("1 {}", "9".repeat(100_000));
    assert!(matches!(
        error(long.as_bytes()),
        RowError::TooLarge { index: 2, typed } if typed.len() == KEPT
    ));
    assert_eq!(
        streamed(b"-0 +7 0004294967295", Rules::Normal)
            .unwrap()
            .lines()
            .next(),
        Some("position: 0 7 4294967295")
    );
}

/// Rows as people write them, on the command line and in a file alike:
/// leading zeros, full-width digits and commas, any white space, a
/// byte-order mark at the start of a line.
#[test]
fn rows_read_as_people_write_them() {
    let rows = Ok(vec![5, 4, 1]);
    assert_eq!(
        parse_rows(["000000000000000000000000000000005", "4", "1"]),
        rows
    );
    for typed in [
        "5\u{0B}4\u{0C}1",
        "５ ４ １",
        "5，4，1",
        "５、４、１",
        "5　4　1",
        "\u{FEFF}5 4 1",
        "＋5 +4 1",
        "5 4 1\u{2028}",
    ] {
        assert_eq!(parse_rows([typed]), rows, "{typed:?}");
        let text = streamed(typed.as_bytes(), Rules::Normal);
        assert!(
            text.as_deref()
                .is_ok_and(|t| t.starts_with("position: 5 4 1\n")),
            "{typed:?}: {text:?}"
        );
    }
    // Each argument is a line of its own: a mark may start it.
    assert_eq!(parse_rows(["\u{FEFF}5", "\u{FEFF}4", "1"]), rows);
    assert_eq!(
        streamed("5 4\r\n\u{FEFF}1\n".as_bytes(), Rules::Normal)
            .unwrap()
            .lines()
            .next(),
        Some("position: 5 4 1")
    );
    assert_eq!(
        parse_rows(["－5"]),
        Err(RowError::Negative {
            index: 1,
            typed: "－5".into()
        })
    );
    assert_eq!(parse_rows(["－０", "３"]), Ok(vec![0, 3]));
    // Within a row the mark is no digit.
    assert!(matches!(
        parse_rows(["5\u{FEFF}4"]),
        Err(RowError::NotACount { index: 1, .. })
    ));
    let long = format!("1 {}7", "0".repeat(100_000));
    assert_eq!(
        streamed(long.as_bytes(), Rules::Normal)
            .unwrap()
            .lines()
            .next(),
        Some("position: 1 7")
    );
}

/// A comma stands between two rows: a row missing beside one is named, as
/// shifting the rows after it would change every move's row number.
#[test]
fn a_comma_stands_between_two_rows() {
    assert_eq!(parse_rows(["3,4", ",5"]), Ok(vec![3, 4, 5]));
    assert_eq!(parse_rows(["3,4,", "5"]), Ok(vec![3, 4, 5]));
    assert_eq!(parse_rows(["3, 4 ,5"]), Ok(vec![3, 4, 5]));
    let missing = |index| Err::<Vec<u32>, _>(RowError::MissingRow { index });
    assert_eq!(parse_rows(["3,,4"]), missing(2));
    assert_eq!(parse_rows(["3， ，4"]), missing(2));
    assert_eq!(parse_rows([",3"]), missing(1));
    assert_eq!(parse_rows(["3,"]), missing(2));
    assert_eq!(parse_rows(["3", ","]), missing(2));
    let streamed_missing = |input: &[u8]| streamed(input, Rules::Normal).unwrap_err();
    assert_eq!(streamed_missing(b"3 4,"), RowError::MissingRow { index: 3 });
    assert_eq!(
        streamed_missing(b"3,\n,4"),
        RowError::MissingRow { index: 2 }
    );
    // A bad row before a comma is named for itself.
    assert!(matches!(
        parse_rows(["x,4"]),
        Err(RowError::NotACount { index: 1, .. })
    ));
}

/// Bytes that are not UTF-8 read as U+FFFD wherever they stand, and a
/// character cut by the end of input too.
#[test]
fn broken_utf8_is_no_count() {
    for (input, typed) in [
        (&b"3 \xff"[..], "\u{FFFD}"),
        (b"3 4\xe3\x80", "4\u{FFFD}"),
        (b"3 \xe3\x804", "\u{FFFD}4"),
        (b"3 \xc0\x80", "\u{FFFD}\u{FFFD}"),
    ] {
        assert_eq!(
            streamed(input, Rules::Normal),
            Err(RowError::NotACount {
                index: 2,
                typed: typed.into()
            }),
            "{input:?}"
        );
    }
}

/// Every integer boundary a parser might trip on.
fn boundaries() -> Vec<String> {
    let edges = [
        i128::from(i64::MIN),
        i128::from(i64::MAX),
        i128::from(u32::MAX),
        i128::from(u64::MAX),
        0,
    ];
    edges
        .iter()
        .flat_map(|&e| [e - 1, e, e + 1])
        .map(|n| n.to_string())
        .collect()
}

#[test]
fn rows_at_every_integer_boundary() {
    for typed in boundaries() {
        let value: i128 = typed.parse().unwrap();
        let parsed = parse_rows([typed.as_str()]);
        match value {
            v if v < 0 => assert!(matches!(parsed, Err(RowError::Negative { .. })), "{typed}"),
            v if v > i128::from(u32::MAX) => {
                assert!(matches!(parsed, Err(RowError::TooLarge { .. })), "{typed}")
            }
            v => assert_eq!(parsed, Ok(vec![v as u32]), "{typed}"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The streamed path prints exactly what the in-memory one does.
    #[test]
    fn streaming_equals_the_rows_in_memory(
        rows in proptest::collection::vec(0u32..70, 1..20),
        misere in any::<bool>(),
        separator in proptest::sample::select(vec![" ", "\n", "\t", "  \r\n"]),
    ) {
        let rules = if misere { Rules::Misere } else { Rules::Normal };
        let input: Vec<String> = rows.iter().map(u32::to_string).collect();
        let input = input.join(separator);
        prop_assert_eq!(streamed(input.as_bytes(), rules).unwrap(), analysis(&rows, rules));
    }

    /// A reader's pieces may cut a character anywhere: the rows read the same.
    #[test]
    fn rows_read_the_same_in_pieces_of_any_size(
        rows in proptest::collection::vec(0u32..70, 1..12),
        wide in any::<bool>(),
        capacity in 1usize..8,
    ) {
        let digits: Vec<String> = rows.iter().map(u32::to_string).collect();
        let mut typed = format!("\u{FEFF}{}", digits.join("\u{3000}，"));
        if wide {
            typed = typed
                .chars()
                .map(|c| match c.to_digit(10) {
                    Some(d) => char::from_u32(0xFF10 + d).unwrap(),
                    None => c,
                })
                .collect();
        }
        let mut out = Vec::new();
        let input = std::io::BufReader::with_capacity(capacity, typed.as_bytes());
        analyze_stream(input, asked(Rules::Normal, Report::Full), &mut out).unwrap();
        prop_assert_eq!(String::from_utf8(out).unwrap(), analysis(&rows, Rules::Normal));
    }

    #[test]
    fn no_row_makes_parsing_panic(
        typed in "\\PC{0,40}|[-+]?[0-9]{1,40}|[\u{FEFF}，、 　,－-]{0,3}[0-9０-９]{0,40}[，、 　,]{0,3}"
    ) {
        let _ = parse_rows([typed.as_str()]);
        let _ = streamed(typed.as_bytes(), Rules::Normal);
    }
}

#[test]
fn the_hint_is_the_first_move_listed() {
    let hint = |rows: &[u32], rules| {
        let mut out = Vec::new();
        write_analysis(rows, asked(rules, Report::Hint), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    assert_eq!(hint(&[3, 4, 5], Rules::Normal), "hint: 1 2\n");
    assert_eq!(hint(&[1, 2, 3], Rules::Normal), "hint: none\n");
    assert_eq!(hint(&[1, 1], Rules::Misere), "hint: 1 1\n");
    let mut out = Vec::new();
    analyze_stream(&b"3 4 5"[..], asked(Rules::Normal, Report::Hint), &mut out).unwrap();
    assert_eq!(out, b"hint: 1 2\n");
}

#[test]
fn the_table_aligns_a_nim_sum_wider_than_every_row() {
    let text = analysis(&[8, 6, 3], Rules::Normal);
    assert!(
        text.ends_with(
            "  row 1     8 = 1 0 0 0\n  row 2     6 = 0 1 1 0\n  row 3     3 = 0 0 1 1\n  \
             nim-sum  13 = 1 1 0 1\n  odd           ^ ^   ^\n"
        ),
        "{text}"
    );
    // Too wide for the place values: digit against digit, without them.
    let text = analysis(&[4_000_000_000, 3], Rules::Normal);
    assert!(text.contains("\n\n  row 1    4000000000 = 11101110011010110010100000000000\n"));
    assert!(text.lines().all(|line| line.len() <= 80), "{text}");
}
