//! The format: what is written reads back as it was, a record written by
//! the recorder always replays (random sessions of rows, ruled rows and
//! the board, normal and misère, undos and passes, the empty game), and
//! every malformed line is refused with its number.

use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::parse::Block;
use super::*;
use crate::board::Board;
use crate::command::Command;
use crate::layout::Layout;
use crate::rows::Rows;
use crate::rule::RowRules;
use crate::session::{First, Options, Prompt, Session};
use crate::strategy::Rules;
use crate::table::Table;

/// What a random session does next.
#[derive(Debug, Clone, Copy)]
enum Act {
    /// A legal move, picked by its index among them.
    Move(usize),
    Undo,
    Pass,
}

fn acts() -> impl Strategy<Value = Vec<Act>> {
    let act = prop_oneof![
        6 => any::<usize>().prop_map(Act::Move),
        1 => Just(Act::Undo),
        1 => Just(Act::Pass),
    ];
    prop::collection::vec(act, 0..30)
}

/// Every move `check` allows on `table`, as commands.
fn legal<T: Table>(table: &T) -> Vec<Command> {
    let heaps = table.heaps();
    (0..heaps.len())
        .flat_map(|heap| (1..=heaps[heap]).map(move |take| (heap, take)))
        .filter(|&(heap, take)| table.check(heap as i64 + 1, i64::from(take)).is_ok())
        .map(|(heap, take)| Command::Move {
            heap: heap as i64 + 1,
            take: i64::from(take),
        })
        .collect()
}

/// A file kept as the recorder's changes say: after every change it holds
/// what the recorder holds, so lines appended are never wrong.
fn follow(file: &mut Vec<String>, change: Change, recorder: &Recorder) {
    match change {
        Change::Nothing => {}
        Change::Append(lines) => file.extend(lines),
        Change::Rewrite => *file = recorder.lines(),
    }
    assert_eq!(*file, recorder.lines());
}

/// Plays `acts` on `session`, the recorder watching; returns the recorder.
fn play<T: Recorded>(mut session: Session<T, ChaCha8Rng>, acts: &[Act]) -> Recorder {
    let mut recorder = Recorder::new(Date::parse("2026.11.23"), Some(7));
    let mut file = Vec::new();
    let opening = session.start();
    let change = recorder.observe(&opening, &session);
    follow(&mut file, change, &recorder);
    for act in acts {
        if session.prompt() == Prompt::GameOver {
            let events = session.act(Command::NextGame).unwrap();
            let change = recorder.observe(&events, &session);
            follow(&mut file, change, &recorder);
        }
        let command = match *act {
            Act::Move(pick) => {
                let moves = legal(session.table());
                if moves.is_empty() {
                    continue;
                }
                moves[pick % moves.len()].clone()
            }
            Act::Undo => Command::Undo,
            Act::Pass => Command::Pass,
        };
        if let Ok(events) = session.act(command) {
            let change = recorder.observe(&events, &session);
            follow(&mut file, change, &recorder);
        }
    }
    recorder
}

/// The recorder's file reads back as its games, and each replays to the
/// positions of its moves, the last one to where the session stands.
fn round_trip<T: Recorded>(recorder: &Recorder, now: &T) -> Result<(), TestCaseError> {
    let text = recorder.lines().join("\n") + "\n";
    let blocks = parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    prop_assert_eq!(blocks.len(), recorder.records().len());
    for (block, record) in blocks.iter().zip(recorder.records()) {
        prop_assert_eq!(&block.record, record);
        let replayed =
            replay::<T>(block).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(replayed.plies.len(), record.moves.len());
        prop_assert_eq!(replayed.winner, record.header.result);
    }
    let last = replay::<T>(blocks.last().unwrap()).unwrap();
    prop_assert_eq!(last.tables.last().unwrap().heaps(), now.heaps());
    Ok(())
}

fn options(misere: bool, two: bool, computer_first: bool) -> Options {
    Options {
        rules: if misere { Rules::Misere } else { Rules::Normal },
        players: if two { Players::Two } else { Players::One },
        first: if computer_first && !two {
            First::Computer
        } else {
            First::Player
        },
        ..Options::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn rows_round_trip(
        layout in prop::collection::vec(1u32..=6, 2..=4),
        misere in any::<bool>(),
        two in any::<bool>(),
        computer_first in any::<bool>(),
        seed in any::<u64>(),
        acts in acts(),
    ) {
        let rows = Rows::new(Layout::new(layout).unwrap());
        let session = Session::<Rows, _>::new(
            options(misere, two, computer_first),
            rows,
            ChaCha8Rng::seed_from_u64(seed),
        );
        let mut end = session.clone();
        let recorder = play(session, &acts);
        end = replay_session(end, &acts);
        round_trip(&recorder, end.table())?;
    }

    #[test]
    fn ruled_rows_round_trip(
        layout in prop::collection::vec(1u32..=7, 2..=3),
        two in any::<bool>(),
        seed in any::<u64>(),
        acts in acts(),
    ) {
        let rules: Vec<Rule> = ["kayles", "nim", "take:2"]
            .iter()
            .take(layout.len())
            .map(|r| Rule::parse(r).unwrap())
            .collect();
        let rows = Rows::with_rules(Layout::new(layout).unwrap(), RowRules::Each(rules));
        let session = Session::<Rows, _>::new(
            options(false, two, !two),
            rows,
            ChaCha8Rng::seed_from_u64(seed),
        );
        let end = replay_session(session.clone(), &acts);
        let recorder = play(session, &acts);
        round_trip(&recorder, end.table())?;
    }

    #[test]
    fn board_round_trip(
        misere in any::<bool>(),
        two in any::<bool>(),
        seed in any::<u64>(),
        acts in acts(),
    ) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let board = Board::deal(&mut rng);
        let session = Session::<Board, _>::new(options(misere, two, false), board, rng);
        let end = replay_session(session.clone(), &acts);
        let recorder = play(session, &acts);
        round_trip(&recorder, end.table())?;
    }
}

/// The session as [`play`] leaves it (the same acts on a copy).
fn replay_session<T: Recorded>(
    mut session: Session<T, ChaCha8Rng>,
    acts: &[Act],
) -> Session<T, ChaCha8Rng> {
    session.start();
    for act in acts {
        if session.prompt() == Prompt::GameOver {
            let _ = session.act(Command::NextGame);
        }
        let command = match *act {
            Act::Move(pick) => {
                let moves = legal(session.table());
                if moves.is_empty() {
                    continue;
                }
                moves[pick % moves.len()].clone()
            }
            Act::Undo => Command::Undo,
            Act::Pass => Command::Pass,
        };
        let _ = session.act(command);
    }
    session
}

#[test]
fn the_empty_game_round_trips() {
    let rows = Rows::new(Layout::default());
    let session = Session::<Rows, _>::new(Options::default(), rows, ChaCha8Rng::seed_from_u64(1));
    let recorder = play(session.clone(), &[]);
    let text = recorder.lines().join("\n");
    assert!(text.ends_with("[Result \"*\"]"), "{text}");
    let blocks = parse(&text).unwrap();
    let replayed = replay::<Rows>(&blocks[0]).unwrap();
    assert!(replayed.plies.is_empty());
    assert_eq!(replayed.tables.len(), 1);
    assert_eq!(replayed.tables[0].heaps(), [3, 4, 5]);
}

/// A good record of the book's rows to break line by line.
const GOOD: &str = "[Game \"nim\"]
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
    lines.join("\n")
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
