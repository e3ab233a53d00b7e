//! One reader for every number and code on the command line: full-width
//! digits (a Chinese input method's) are read by every numeric flag, a
//! date, a puzzle's code and a join code as `--rows` reads them; an empty
//! file name is refused with its flag named.

use super::{parse, refused};

/// Each command line with full-width digits beside the same in ASCII.
const ALIKE: [(&[&str], &[&str]); 10] = [
    (&["learn", "--lesson", "４"], &["learn", "--lesson", "4"]),
    (
        &["worksheet", "--count", "１２", "--seed", "７"],
        &["worksheet", "--count", "12", "--seed", "7"],
    ),
    (
        &["replay", "--game", "２", "x"],
        &["replay", "--game", "2", "x"],
    ),
    (
        &["analyze", "--rule", "kayles", "--values", "５"],
        &["analyze", "--rule", "kayles", "--values", "5"],
    ),
    (
        &["analyze", "--rule", "kayles", "--limit", "５０", "3"],
        &["analyze", "--rule", "kayles", "--limit", "50", "3"],
    ),
    (&["--players", "２"], &["--players", "2"]),
    (&["puzzle", "DBKVF４"], &["puzzle", "DBKVF4"]),
    (
        &["puzzle", "--daily", "--date", "２０２６－１１－２６"],
        &["puzzle", "--daily", "--date", "2026-11-26"],
    ),
    (
        &["join", "127.0.0.1:7000", "１８３４－５３６３－５７５８"],
        &["join", "127.0.0.1:7000", "1834-5363-5758"],
    ),
    (&["--seed", " ９ "], &["--seed", "9"]),
];

#[test]
fn full_width_digits_are_read_alike_by_every_number_and_code() {
    for (wide, ascii) in ALIKE {
        let read = parse(ascii).unwrap_or_else(|e| panic!("{ascii:?}: {e}"));
        assert_eq!(parse(wide).ok(), Some(read), "{wide:?}");
    }
}

#[test]
fn what_is_no_number_is_refused_alike_in_every_form() {
    for args in [
        &["learn", "--lesson", "１０"][..],
        &["worksheet", "--count", "－１"],
        &["--seed", "９x"],
        &["replay", "--game", "０", "x"],
    ] {
        refused(args);
    }
}

#[test]
fn an_empty_record_name_is_refused_with_its_flag() {
    let words = refused(&["--record", ""]);
    assert!(words.contains("--record needs a value"), "{words}");
}
