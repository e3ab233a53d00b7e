//! The parser of a typed line: arbitrary Unicode, control characters, 10 KB
//! lines, numbers at every integer boundary (i64, u32 and u64 limits, ±1), and
//! every spelling of a number (full-width, ideographic, the minus sign, any
//! white space, leading zeros, a byte-order mark) read as its ASCII one.

use proptest::prelude::*;

use super::fixture::typed_line;

use crate::session::command::*;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::table::{Seat, Table};

mod at;

fn board() -> Rows {
    // 3 4 5 with row 1 emptied: 0 4 5.
    let mut rows = Rows::new(Layout::default());
    rows.apply(Move::new(0, 3), Seat::First);
    rows
}

fn parse(line: &str) -> Result<Command, CommandError> {
    parse_command(line)
}

/// The command for taking `count` from row `row` (0-based), as typed.
fn take(row: usize, count: u32) -> Result<Command, CommandError> {
    Ok(Command::from(Move::new(row, count)))
}

#[test]
fn moves_with_every_separator() {
    for line in [
        "2 3", "  2   3 ", "2\t3", "2,3", "2, 3", "2 ,3", "+2 +3", "2 3\n", "2 3\r\n",
    ] {
        assert_eq!(parse(line), take(1, 3), "{line:?}");
    }
}

#[test]
fn hint_undo_and_binary() {
    assert_eq!(parse(" ? "), Ok(Command::Hint));
    assert_eq!(parse("u"), Ok(Command::Undo));
    assert_eq!(parse("U\n"), Ok(Command::Undo));
    assert_eq!(parse("b"), Ok(Command::Binary));
    assert!(matches!(parse("??"), Err(CommandError::NotANumber { .. })));
    assert!(matches!(parse("u 1"), Err(CommandError::NotANumber { .. })));
}

#[test]
fn quit_and_setup() {
    for line in ["0 0", "0", "0 7", "0,0", "-0 5"] {
        assert_eq!(parse(line), Ok(Command::Quit), "{line:?}");
    }
    for line in ["-1 0", "-1", "-1,3"] {
        assert_eq!(parse(line), Ok(Command::Setup), "{line:?}");
    }
}

#[test]
fn each_mistake_has_its_reason() {
    let not_a_number = |typed: &str| {
        Err(CommandError::NotANumber {
            typed: typed.into(),
        })
    };
    assert_eq!(parse("two 3"), not_a_number("two"));
    assert_eq!(parse("2 3x"), not_a_number("3x"));
    assert_eq!(parse("2.5 1"), not_a_number("2.5"));
    assert_eq!(parse("- 1"), not_a_number("-"));
    // Digits of other scripts than ASCII and its full-width forms are not read.
    assert_eq!(parse("٢ 3"), not_a_number("٢"));
    assert_eq!(parse("2 3\u{200B}"), not_a_number("3\u{200B}"));
    let wrong_count = |typed: &str, found| {
        Err(CommandError::WrongCount {
            typed: typed.into(),
            found,
        })
    };
    assert_eq!(parse(""), Err(CommandError::Empty));
    assert_eq!(parse("   "), Err(CommandError::Empty));
    assert_eq!(parse("2"), wrong_count("2", 1));
    assert_eq!(parse(" 2 3 4 "), wrong_count("2 3 4", 3));
    assert_eq!(
        parse("99999999999999999999999 1"),
        Err(CommandError::TooLarge {
            typed: "99999999999999999999999".into()
        })
    );
    assert_eq!(
        parse("2 1000000001"),
        Err(CommandError::TooLarge {
            typed: "1000000001".into()
        })
    );
    for line in ["2,,3", ",2 3", "2,", "2,3,4", "2 3,4"] {
        assert!(
            matches!(parse(line), Err(CommandError::BadSeparator { .. })),
            "{line:?}"
        );
    }
}

/// Full-width digits, signs and commas (what a Chinese input method types),
/// the ideographic comma and space, and every other white space.
#[test]
fn numbers_read_as_people_write_them() {
    for line in [
        "２ ３",
        "２，３",
        "２、３",
        "2、3",
        "２　３",
        "\u{3000}2 3\u{3000}",
        "2\u{0B}3",
        "2\u{0C}3",
        "\u{0B}2\u{0C}3\u{0B}",
        "2\u{A0}3",
        "2 ，3",
        "＋２ ＋3",
        "02 0003",
        "0000000000000000000000000000000000002 3",
    ] {
        assert_eq!(parse(line), take(1, 3), "{line:?}");
    }
    assert_eq!(parse("－１ ０"), Ok(Command::Setup));
    assert_eq!(parse("\u{2212}1"), Ok(Command::Setup));
    assert_eq!(parse("０ ０"), Ok(Command::Quit));
    assert_eq!(parse("？"), Ok(Command::Hint));
    assert_eq!(parse("ｕ"), Ok(Command::Undo));
    assert_eq!(parse_setup("００７"), Ok(Command::Answer(7)));
    assert_eq!(parse_setup("－３"), Ok(Command::Answer(-3)));
    assert_eq!(
        parse_setup(&format!("{}14", "0".repeat(100))),
        Ok(Command::Answer(14))
    );
    assert!(matches!(
        parse("2，，3"),
        Err(CommandError::BadSeparator { .. })
    ));
    assert!(matches!(
        parse("－ 1"),
        Err(CommandError::NotANumber { .. })
    ));
}

/// A byte-order mark (Notepad starts a file with one) at the start of a line
/// is not part of it; anywhere else it is not a digit.
#[test]
fn a_byte_order_mark_starts_a_line_unseen() {
    assert_eq!(parse("\u{FEFF}2 3"), take(1, 3));
    assert_eq!(parse("\u{FEFF}?"), Ok(Command::Hint));
    assert_eq!(parse("\u{FEFF}0 0\r\n"), Ok(Command::Quit));
    assert_eq!(parse_setup("\u{FEFF}7"), Ok(Command::Answer(7)));
    assert_eq!(
        parse("2 \u{FEFF}3"),
        Err(CommandError::NotANumber {
            typed: "\u{FEFF}3".into()
        })
    );
}

/// A move is read as typed: the table checks it (see the session's tests).
#[test]
fn moves_are_kept_as_typed() {
    let typed = |heap, take| Ok(Command::Move { heap, take });
    assert_eq!(parse("4 1"), typed(4, 1));
    assert_eq!(parse("-2 1"), typed(-2, 1));
    assert_eq!(parse("1 1"), typed(1, 1));
    assert_eq!(parse("2 0"), typed(2, 0));
    assert_eq!(parse("2 -3"), typed(2, -3));
    assert_eq!(parse("3 6"), typed(3, 6));
    assert_eq!(parse("3 5"), take(2, 5));
}

#[test]
fn setup_answers_are_single_numbers_or_the_ways_out() {
    assert_eq!(parse_setup(" 7 "), Ok(Command::Answer(7)));
    assert_eq!(parse_setup("-3"), Ok(Command::Answer(-3)));
    assert_eq!(parse_setup("0"), Ok(Command::Answer(0)));
    assert_eq!(parse_setup("0 0"), Ok(Command::Quit));
    assert_eq!(parse_setup("0,5"), Ok(Command::Quit));
    assert_eq!(parse_setup("-1 0"), Ok(Command::Leave));
    assert_eq!(
        parse_setup("7 8"),
        Err(CommandError::WrongCount {
            typed: "7 8".into(),
            found: 2
        })
    );
    assert_eq!(parse_setup(""), Err(CommandError::Empty));
    // A hint is read as one; the session refuses it during the setup.
    for hint in ["?", " ? ", "？", "\u{FEFF}?\n"] {
        assert_eq!(parse_setup(hint), Ok(Command::Hint), "{hint:?}");
    }
    assert!(matches!(
        parse_setup("seven"),
        Err(CommandError::NotANumber { .. })
    ));
}

/// Every integer boundary a parser might trip on: i64, u32 and u64 limits, ±1.
fn boundaries() -> Vec<String> {
    let mut values: Vec<i128> = Vec::new();
    for edge in [
        i128::from(i64::MIN),
        i128::from(i64::MAX),
        i128::from(u32::MAX),
        i128::from(u64::MAX),
        i128::from(i32::MIN),
        i128::from(i32::MAX),
        i128::from(LIMIT),
        -i128::from(LIMIT),
        0,
    ] {
        values.extend([edge - 1, edge, edge + 1]);
    }
    values.iter().map(i128::to_string).collect()
}

#[test]
fn numbers_at_every_integer_boundary_are_refused_or_taken_without_panic() {
    for number in boundaries() {
        let value: i128 = number.parse().unwrap();
        let in_range = (-i128::from(LIMIT)..=i128::from(LIMIT)).contains(&value);
        for line in [
            format!("{number} 1"),
            format!("2 {number}"),
            format!("{number},{number}"),
        ] {
            let result = parse(&line);
            if !in_range {
                assert!(
                    matches!(result, Err(CommandError::TooLarge { .. })),
                    "{line:?} gave {result:?}"
                );
            }
        }
        let setup = parse_setup(&number);
        if in_range {
            assert_eq!(setup, Ok(Command::Answer(value as i64)), "{number}");
        } else {
            assert_eq!(setup, Err(CommandError::TooLarge { typed: number }));
        }
    }
    // The most negative i64, whose magnitude no i64 holds.
    assert_eq!(
        parse("-9223372036854775808 1"),
        Err(CommandError::TooLarge {
            typed: "-9223372036854775808".into()
        })
    );
}

/// How one number is written: each digit ASCII or full-width, a sign of
/// either width (a plus or none for a positive number, a hyphen-minus, a
/// full-width minus or the minus sign for a negative one), leading zeros.
#[derive(Debug, Clone)]
struct Spelling {
    wide_digits: Vec<bool>,
    sign: usize,
    zeros: usize,
}

impl Spelling {
    fn write(&self, n: i64) -> String {
        let signs: [&[&str]; 2] = [&["", "+", "＋"], &["-", "－", "\u{2212}"]];
        let signs = signs[usize::from(n < 0)];
        let digits = format!("{}{}", "0".repeat(self.zeros), n.unsigned_abs());
        let digits = digits.chars().enumerate().map(|(i, d)| {
            let wide = self.wide_digits.get(i).copied().unwrap_or(false);
            let d = d.to_digit(10).unwrap();
            if wide {
                char::from_u32(0xFF10 + d).unwrap()
            } else {
                char::from_digit(d, 10).unwrap()
            }
        });
        signs[self.sign % signs.len()]
            .chars()
            .chain(digits)
            .collect()
    }
}

fn spelling() -> impl Strategy<Value = Spelling> {
    (
        proptest::collection::vec(any::<bool>(), 0..48),
        0usize..6,
        prop_oneof![Just(0usize), 0usize..40],
    )
        .prop_map(|(wide_digits, sign, zeros)| Spelling {
            wide_digits,
            sign,
            zeros,
        })
}

/// White space of every kind a person or a program may put between numbers.
fn space() -> impl Strategy<Value = String> {
    let kinds = vec![
        ' ', '\t', '\u{0B}', '\u{0C}', '\u{A0}', '\u{3000}', '\u{2003}',
    ];
    proptest::collection::vec(proptest::sample::select(kinds), 0..3)
        .prop_map(|s| s.into_iter().collect())
}

/// What separates two numbers: white space, or one comma of any kind with
/// white space around it.
fn separator() -> impl Strategy<Value = String> {
    let commas = vec![",", "，", "、"];
    prop_oneof![
        (space(), space()).prop_map(|(a, b)| format!(" {a}{b}")),
        (space(), proptest::sample::select(commas), space())
            .prop_map(|(a, comma, b)| format!("{a}{comma}{b}")),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn no_line_makes_parsing_panic(line in typed_line()) {
        let position = board();
        if let Ok(Command::Move { heap, take }) = parse_command(&line)
            && let Ok(mv) = position.check(heap, take)
        {
            prop_assert!(mv.take >= 1);
            prop_assert!(mv.take <= position.heaps()[mv.heap]);
        }
        let _ = parse_setup(&line);
    }

    #[test]
    fn a_boundary_number_anywhere_never_panics(
        number in proptest::sample::select(boundaries()),
        before in "[ ,0-9-]{0,4}",
        after in "[ ,0-9-]{0,4}",
    ) {
        let line = format!("{before}{number}{after}");
        let _ = parse(&line);
        let _ = parse_setup(&line);
    }

    /// Any mix of digit forms, signs, leading zeros and separators reads as
    /// the ASCII spelling of the same numbers.
    #[test]
    fn every_spelling_reads_as_the_ascii_one(
        numbers in proptest::collection::vec(-LIMIT..=LIMIT, 1..=2),
        spellings in proptest::collection::vec(spelling(), 2),
        between in separator(),
        around in proptest::collection::vec(space(), 2),
        bom in any::<bool>(),
    ) {
        let ascii: Vec<String> = numbers.iter().map(i64::to_string).collect();
        let written: Vec<String> = numbers
            .iter()
            .zip(&spellings)
            .map(|(&n, spelling)| spelling.write(n))
            .collect();
        let bom = if bom { "\u{FEFF}" } else { "" };
        let line = format!("{bom}{}{}{}", around[0], written.join(&between), around[1]);
        prop_assert_eq!(parse_values(&line), parse_values(&ascii.join(" ")), "{:?}", line);
        prop_assert_eq!(parse_values(&line), Ok(numbers.clone()));
        // Setup's refusals repeat the line as typed; its answers are the same.
        prop_assert_eq!(parse_setup(&line).ok(), parse_setup(&ascii.join(" ")).ok());
    }

    #[test]
    fn every_valid_move_parses_back(row in 2usize..=3, count in 1u32..=4, comma in any::<bool>()) {
        let line = if comma { format!("{row},{count}") } else { format!("{row} {count}") };
        prop_assert_eq!(parse(&line), take(row - 1, count));
    }
}
