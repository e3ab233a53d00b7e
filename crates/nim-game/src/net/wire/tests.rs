//! The tables on the wire: the worst position and the longest description
//! still fit the line limit; a description read back builds the same table;
//! a description out of order or out of the game's limits is refused.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::net::protocol::{MAX_LINE, parse};
use crate::net::wire::*;
use crate::table::Seat;
use crate::theory::strategy::Move;

/// Each line written fits, and reads back as itself.
fn fits_and_reads_back(lines: &[Message]) {
    for line in lines {
        let written = format!("{line}\n");
        assert!(written.len() <= MAX_LINE, "{written:?}");
        assert_eq!(parse(written.as_bytes()).as_ref(), Ok(line), "{written:?}");
    }
}

/// The draft's one-line position could not carry this one: 14 rows of 63
/// places, every other chip taken, 32 groups in each row.
#[test]
fn the_worst_position_fits_a_row_per_line() {
    let layout = Layout::new(vec![63; 14]).unwrap();
    let mut rows = Rows::new(layout);
    for heap in 0..14 {
        for at in (2..=62).step_by(2) {
            let mv = Move {
                heap,
                take: 1,
                at: Some(at),
            };
            rows.apply(mv, Seat::First);
        }
    }
    let lines = position_lines(&rows, 999_999);
    assert_eq!(lines.len(), 15);
    assert_eq!(lines[1].to_string(), format!("row 1 1{}", "+1".repeat(31)));
    let one_line: usize = lines.iter().map(|line| line.to_string().len()).sum();
    assert!(one_line > MAX_LINE, "the case is not the worst: {one_line}");
    fits_and_reads_back(&lines);
}

/// Fourteen rows each under the longest octal code the game reads.
#[test]
fn the_longest_description_fits_a_rule_per_line() {
    let longest = Rule::parse(&format!("0.{}[7]", "7".repeat(31))).unwrap();
    let layout = Layout::new(vec![63; 14]).unwrap();
    let rows = Rows::with_rules(layout, RowRules::Every(longest));
    let lines = game_lines(&rows, Rules::Normal, Role::Joiner);
    assert_eq!(lines.len(), 2 + 14 + 3);
    fits_and_reads_back(&lines);
}

/// What the host describes, the joiner builds: the same snapshot, the
/// same rules, misère and opener.
#[test]
fn a_description_builds_the_same_table() {
    let kayles = Rule::parse("kayles").unwrap();
    let each = vec![Rule::Nim, kayles.clone(), Rule::Nim];
    let rows = Rows::with_rules(Layout::new(vec![3, 4, 5]).unwrap(), RowRules::Each(each));
    let board = Board::deal(&mut ChaCha8Rng::seed_from_u64(7));
    let cases: Vec<(Vec<Vec<u32>>, Vec<Message>)> = vec![
        (
            rows.snapshot(),
            game_lines(&rows, Rules::Normal, Role::Host),
        ),
        (
            board.snapshot(),
            game_lines(&board, Rules::Misere, Role::Joiner),
        ),
    ];
    for (snapshot, lines) in cases {
        fits_and_reads_back(&lines);
        let mut gathering = Gathering::default();
        let (last, before) = lines.split_last().unwrap();
        for line in before {
            assert!(matches!(gathering.take(line), Ok(None)), "{line}");
        }
        let game = gathering.take(last).unwrap().unwrap();
        let built = match &game.table {
            Described::Rows(built) => {
                assert_eq!(built.rule(1), &kayles);
                built.snapshot()
            }
            Described::Board(built) => {
                assert_eq!(game.rules, Rules::Misere);
                built.snapshot()
            }
        };
        assert_eq!(built, snapshot);
    }
    assert_eq!(
        rows.describe()[2],
        Message::Rule {
            row: 2,
            rule: kayles
        }
    );
}

fn gather(lines: &[&str]) -> Result<Option<DescribedGame>, Fault> {
    let mut gathering = Gathering::default();
    let mut last = Ok(None);
    for line in lines {
        last = gathering.take(&parse(line.as_bytes()).unwrap());
        if last.is_err() {
            break;
        }
    }
    last
}

#[test]
fn descriptions_out_of_order_or_limits_are_refused() {
    let turn = [
        vec!["layout 3 4"],
        vec!["game rows", "game rows"],
        vec!["game rows", "deal 0 7 0 7 0 7 0 7 0 7 0 7 0 7 0 7"],
        vec!["game board", "layout 3 4"],
        vec!["game rows", "misere no"],
        vec!["game rows", "layout 3 4", "start"],
        vec!["game rows", "layout 3 4", "misere no", "rule 1 kayles"],
        vec!["game rows", "layout 3 4", "first host", "misere no"],
        vec![
            "game rows",
            "layout 3 4",
            "misere no",
            "first host",
            "first host",
        ],
        vec!["game rows", "layout 3 4", "move 1 1 1"],
    ];
    for lines in turn {
        assert_eq!(gather(&lines).err(), Some(Fault::Turn), "{lines:?}");
    }
    let malformed = [
        vec!["game rows", "layout 3"],
        vec!["game rows", "layout 3 64"],
        vec!["game rows", "layout 3 0"],
        vec!["game rows", "layout 3 4", "rule 3 kayles"],
        vec!["game rows", "layout 3 4", "rule 0 kayles"],
        vec!["game rows", "layout 3 4", "rule 1 kayles", "rule 1 dawson"],
        vec!["game rows", "layout 3 4", "rule 1 lasker"],
        vec!["game board", "deal 0 7"],
        vec!["game board", "deal 7 0 0 7 0 7 0 7 0 7 0 7 0 7 0 7"],
        vec!["game board", "deal 0 8 0 7 0 7 0 7 0 7 0 7 0 7 0 7"],
        vec!["game board", "deal 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1"],
        // No move can be made: refused as `--rows 1,1 --rule dawson` is.
        vec![
            "game rows",
            "layout 1 1",
            "rule 1 dawson",
            "rule 2 dawson",
            "misere no",
            "first join",
            "start",
        ],
        vec![
            "game rows",
            "layout 3 4",
            "rule 1 kayles",
            "misere yes",
            "first host",
            "start",
        ],
    ];
    for lines in malformed {
        assert_eq!(gather(&lines).err(), Some(Fault::Malformed), "{lines:?}");
    }
    let fine = [
        "game rows",
        "layout 3 4",
        "rule 2 kayles",
        "misere no",
        "first join",
        "start",
    ];
    assert!(matches!(
        gather(&fine),
        Ok(Some(DescribedGame {
            first: Role::Joiner,
            ..
        }))
    ));
}

#[test]
fn a_rule_too_long_for_a_line_is_found_before_it_is_sent() {
    let layout = Layout::new(vec![3, 4]).unwrap();
    let amounts: Vec<u32> = (0..30).map(|n| 1_000_000_000 + n).collect();
    let long = Rows::with_rules(layout.clone(), RowRules::Every(Rule::Sub(amounts)));
    assert!(!describable(&long));
    let written = format!("{}\n", long.describe()[2]);
    assert_eq!(
        parse(written.as_bytes()),
        Err(crate::net::protocol::LineError::Long)
    );
    let short = Rows::with_rules(layout, RowRules::Every(Rule::parse("sub:1,3,4").unwrap()));
    assert!(describable(&short));
}
