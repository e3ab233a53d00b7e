//! `nim analyze` on its own: the printed lines, the row parser at every
//! integer boundary, and the streamed path against the in-memory one.

use proptest::prelude::*;

use super::read::KEPT;
use super::*;

fn analysis(rows: &[u32], rules: Rules) -> String {
    let mut out = Vec::new();
    write_analysis(rows, rules, Report::Full, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn explains_three_four_five() {
    let text = analysis(&[3, 4, 5], Rules::Normal);
    assert!(text.starts_with("position: 3 4 5\nnim-sum: 2\nverdict: win\nmove: 1 2\n"));
    assert!(text.contains("  3 = 011\n  4 = 100\n  5 = 101\n"));
    // The nim-sum, then a `^` under its odd column.
    assert!(text.ends_with("  2 = 010\n       ^\n"), "{text}");
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
    match analyze_stream(input, rules, Report::Full, &mut out) {
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
        analyze_stream(input, Rules::Normal, Report::Full, &mut out).unwrap();
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
        write_analysis(rows, rules, Report::Hint, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    assert_eq!(hint(&[3, 4, 5], Rules::Normal), "hint: 1 2\n");
    assert_eq!(hint(&[1, 2, 3], Rules::Normal), "hint: none\n");
    assert_eq!(hint(&[1, 1], Rules::Misere), "hint: 1 1\n");
    let mut out = Vec::new();
    analyze_stream(&b"3 4 5"[..], Rules::Normal, Report::Hint, &mut out).unwrap();
    assert_eq!(out, b"hint: 1 2\n");
}

#[test]
fn the_table_aligns_a_nim_sum_wider_than_every_row() {
    let text = analysis(&[8, 6, 3], Rules::Normal);
    assert!(
        text.ends_with(
            "   8 = 1000\n   6 = 0110\n   3 = 0011\n     ^ ----\n  13 = 1101\n       ^^ ^\n"
        ),
        "{text}"
    );
}
