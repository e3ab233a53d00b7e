//! Records read back: good ones replay, every malformed line is refused
//! with its number, and a block reads as written.

use crate::record::parse::Block;
use crate::record::*;
use crate::table::Table;
use crate::table::board::Board;
use crate::table::rows::Rows;

/// A good record of the book's rows to break line by line.
pub(super) const GOOD: &str = "[Game \"nim\"]
[Format \"1\"]
[Date \"2026.11.23\"]
[Start \"3 4 5\"]
[Misere \"no\"]
[Level \"hard\"]
[Seed \"?\"]
[First \"you\"]
[Players \"1\"]
[Result \"you\"]
1 2
3 1
1 1
2 4
3 4
";

const BOARD: &str = "[Game \"board\"]
[Format \"1\"]
[Start \"4 0 0 0 0 0 0 0\"]
[First \"player 1\"]
[Players \"2\"]
[Result \"player 1\"]
[Deal \"2-7 1-2 1-2 1-2 1-2 1-2 1-2 1-2\"]
1 4
";

/// `GOOD` with line `line` (1-based) replaced by `by` (removed if empty).
fn with_line(text: &str, line: usize, by: &str) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    if by.is_empty() {
        lines.remove(line - 1);
    } else {
        lines[line - 1] = by;
    }
    // A record nim writes ends with a newline: a line without one is torn.
    lines.join("\n") + "\n"
}

fn refused(text: &str) -> RecordError {
    let blocks = match parse(text) {
        Ok(blocks) => blocks,
        Err(error) => return error,
    };
    for block in &blocks {
        let replayed = match block.record.header.game {
            Kind::Rows => replay::<Rows>(block).err(),
            Kind::Board => replay::<Board>(block).err(),
        };
        if let Some(error) = replayed {
            return error;
        }
    }
    panic!("accepted:\n{text}");
}

#[test]
fn good_records_replay() {
    let blocks = parse(GOOD).unwrap();
    let replayed = replay::<Rows>(&blocks[0]).unwrap();
    assert_eq!(replayed.winner, Some(Side::You));
    assert_eq!(replayed.tables.last().unwrap().heaps(), [0, 0, 0]);
    let blocks = parse(BOARD).unwrap();
    let replayed = replay::<Board>(&blocks[0]).unwrap();
    assert_eq!(replayed.winner, Some(Side::Player1));
    // Two games, blank lines around, Windows line ends.
    let two = format!("\n{GOOD}\n\n{BOARD}\n").replace('\n', "\r\n");
    assert_eq!(parse(&two).unwrap().len(), 2);
}

/// A record, the line refused, and what the reason must be.
type Case = (String, usize, fn(&Reason) -> bool);

#[test]
fn every_malformed_line_is_refused_with_its_number() {
    use Reason::*;
    let cases: Vec<Case> = vec![
        (String::new(), 1, |r| matches!(r, Empty)),
        ("\n\n".into(), 2, |r| matches!(r, Empty)),
        (with_line(GOOD, 3, "[Colour \"red\"]"), 3, |r| {
            matches!(r, UnknownTag { .. })
        }),
        (with_line(GOOD, 3, "[Date 2026.11.23]"), 3, |r| {
            matches!(r, NotATag { .. })
        }),
        (with_line(GOOD, 3, "[Date \"2026.11.23\""), 3, |r| {
            matches!(r, NotATag { .. })
        }),
        (with_line(GOOD, 3, "[Format \"1\"]"), 3, |r| {
            matches!(r, RepeatedTag { name: "Format" })
        }),
        (with_line(GOOD, 1, "[Game \"chess\"]"), 1, |r| {
            matches!(r, BadValue { name: "Game", .. })
        }),
        (with_line(GOOD, 2, "[Format \"2\"]"), 2, |r| {
            matches!(r, BadValue { name: "Format", .. })
        }),
        (with_line(GOOD, 3, "[Date \"2026.02.30\"]"), 3, |r| {
            matches!(r, BadValue { name: "Date", .. })
        }),
        (with_line(GOOD, 4, "[Start \"3 4 64\"]"), 4, |r| {
            matches!(r, BadValue { name: "Start", .. })
        }),
        (with_line(GOOD, 4, "[Start \"5\"]"), 4, |r| {
            matches!(r, BadValue { name: "Start", .. })
        }),
        (with_line(GOOD, 5, "[Misere \"maybe\"]"), 5, |r| {
            matches!(r, BadValue { name: "Misere", .. })
        }),
        (with_line(GOOD, 6, "[Level \"expert\"]"), 6, |r| {
            matches!(r, BadValue { name: "Level", .. })
        }),
        (with_line(GOOD, 7, "[Seed \"-1\"]"), 7, |r| {
            matches!(r, BadValue { name: "Seed", .. })
        }),
        (with_line(GOOD, 8, "[First \"player 1\"]"), 8, |r| {
            matches!(r, BadValue { name: "First", .. })
        }),
        (with_line(GOOD, 9, "[Players \"3\"]"), 9, |r| {
            matches!(
                r,
                BadValue {
                    name: "Players",
                    ..
                }
            )
        }),
        (with_line(GOOD, 10, "[Result \"nobody\"]"), 10, |r| {
            matches!(r, BadValue { name: "Result", .. })
        }),
        (with_line(GOOD, 7, "[Rules \"kayles nim\"]"), 7, |r| {
            matches!(r, RulesCount { rules: 2, rows: 3 })
        }),
        (with_line(GOOD, 7, "[Rules \"lasker nim nim\"]"), 7, |r| {
            matches!(r, BadValue { name: "Rules", .. })
        }),
        (
            with_line(
                &with_line(GOOD, 5, "[Misere \"yes\"]"),
                7,
                "[Rules \"kayles nim nim\"]",
            ),
            5,
            |r| matches!(r, MisereRules),
        ),
        (with_line(GOOD, 1, ""), 1, |r| {
            matches!(r, MissingTag { name: "Game" })
        }),
        (with_line(GOOD, 4, ""), 1, |r| {
            matches!(r, MissingTag { name: "Start" })
        }),
        (with_line(GOOD, 10, ""), 1, |r| {
            matches!(r, MissingTag { name: "Result" })
        }),
        (with_line(GOOD, 8, ""), 1, |r| {
            matches!(r, MissingTag { name: "First" })
        }),
        (with_line(GOOD, 9, ""), 1, |r| {
            matches!(r, MissingTag { name: "Players" })
        }),
        (with_line(BOARD, 7, ""), 1, |r| {
            matches!(r, MissingTag { name: "Deal" })
        }),
        (
            with_line(BOARD, 7, "[Deal \"7-2 1-2 1-2 1-2 1-2 1-2 1-2 1-2\"]"),
            7,
            |r| matches!(r, BadValue { name: "Deal", .. }),
        ),
        (with_line(BOARD, 7, "[Deal \"2-7 1-2\"]"), 7, |r| {
            matches!(r, BadValue { name: "Deal", .. })
        }),
        (with_line(BOARD, 3, "[Start \"3 0 0 0 0 0 0 0\"]"), 3, |r| {
            matches!(r, BadValue { name: "Start", .. })
        }),
        (with_line(BOARD, 3, "[Rules \"nim\"]"), 3, |r| {
            matches!(r, UnknownTag { .. })
        }),
        (with_line(GOOD, 11, "one two"), 11, |r| {
            matches!(r, BadMove { .. })
        }),
        (with_line(GOOD, 11, "0 0"), 11, |r| {
            matches!(r, BadMove { .. })
        }),
        (with_line(GOOD, 11, "?"), 11, |r| {
            matches!(r, BadMove { .. })
        }),
        (with_line(GOOD, 11, "1 -2"), 11, |r| {
            matches!(r, BadMove { .. })
        }),
        (with_line(GOOD, 11, "4 1"), 11, |r| {
            matches!(r, IllegalMove { .. })
        }),
        (with_line(GOOD, 12, "1 2"), 12, |r| {
            matches!(r, IllegalMove { .. })
        }),
        (with_line(GOOD, 11, "1 2 1"), 11, |r| {
            matches!(r, IllegalMove { .. })
        }),
        (with_line(BOARD, 8, "1 5"), 8, |r| {
            matches!(r, IllegalMove { .. })
        }),
        (format!("{GOOD}1 1\n"), 16, |r| {
            matches!(r, MoveAfterEnd { .. })
        }),
        (format!("{GOOD}[Game \"nim\"]\n"), 16, |r| {
            matches!(r, TagAfterMoves)
        }),
        (with_line(GOOD, 10, "[Result \"computer\"]"), 10, |r| {
            matches!(r, WrongResult { .. })
        }),
        (with_line(GOOD, 15, ""), 10, |r| {
            matches!(
                r,
                WrongResult {
                    said: Some(_),
                    is: None
                }
            )
        }),
        (with_line(GOOD, 10, "[Result \"*\"]"), 10, |r| {
            matches!(
                r,
                WrongResult {
                    said: None,
                    is: Some(_)
                }
            )
        }),
        ("3 4\n".into(), 1, |r| {
            matches!(r, MissingTag { name: "Game" })
        }),
        (format!("{GOOD}\n{}", with_line(GOOD, 11, "9 9")), 27, |r| {
            matches!(r, IllegalMove { .. })
        }),
    ];
    for (text, line, reason) in cases {
        let error = refused(&text);
        assert_eq!(error.line, line, "{error}\n{text}");
        assert!(reason(&error.reason), "{error}\n{text}");
    }
}

#[test]
fn a_block_of_a_record_reads_as_written() {
    let blocks = parse(GOOD).unwrap();
    let written = blocks[0].record.lines().join("\n") + "\n";
    assert_eq!(written, GOOD);
    assert_eq!(Block::new(blocks[0].record.clone()), blocks[0]);
}
