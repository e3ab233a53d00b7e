//! The round trip: a record written by the recorder always replays
//! (random sessions of rows, ruled rows and the board, normal and misère,
//! undos and passes, the empty game), and the lines it appends always make
//! the whole file.

use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::record::*;
use crate::session::command::Command;
use crate::session::{First, Options, Prompt, Session};
use crate::table::Table;
use crate::table::board::Board;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::theory::rule::RowRules;
use crate::theory::strategy::Rules;

mod malformed;
mod torn;

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

/// A file kept as the recorder's changes say, the last game's first line
/// at `last`: after every change it holds what the recorder holds, so lines
/// appended or put in the last game's place are never wrong, and nothing
/// before the last game is ever written again.
fn follow(file: &mut Vec<String>, last: &mut usize, change: Change, recorder: &Recorder) {
    match change {
        Change::Nothing => {}
        Change::Append(lines) => file.extend(lines),
        Change::Begin(lines) => {
            *last = file.len();
            file.extend(lines);
        }
        Change::Rewrite(lines) => {
            file.truncate(*last);
            file.extend(lines);
        }
    }
    assert_eq!(*file, recorder.lines());
}

/// Plays `acts` on `session`, the recorder watching; returns the recorder.
fn play<T: Recorded>(mut session: Session<T, ChaCha8Rng>, acts: &[Act]) -> Recorder {
    let mut recorder = Recorder::new(Date::parse("2026.11.23"), Some(7));
    let (mut file, mut last) = (Vec::new(), 0);
    let opening = session.start();
    let change = recorder.observe(&opening, &session);
    follow(&mut file, &mut last, change, &recorder);
    for act in acts {
        if session.prompt() == Prompt::GameOver {
            let events = session.act(Command::NextGame).unwrap();
            let change = recorder.observe(&events, &session);
            follow(&mut file, &mut last, change, &recorder);
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
            follow(&mut file, &mut last, change, &recorder);
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
    let text = recorder.lines().join("\n") + "\n";
    assert!(text.ends_with("[Result \"*\"]\n"), "{text}");
    let blocks = parse(&text).unwrap();
    let replayed = replay::<Rows>(&blocks[0]).unwrap();
    assert!(replayed.plies.is_empty());
    assert_eq!(replayed.tables.len(), 1);
    assert_eq!(replayed.tables[0].heaps(), [3, 4, 5]);
}

#[test]
fn a_recorder_without_a_file_keeps_the_last_games_only() {
    let mut recorder = Recorder::new(None, None);
    let rows = Rows::new(Layout::new(vec![1, 1]).unwrap());
    let options = options(false, true, false);
    let mut session = Session::<Rows, _>::new(options, rows, ChaCha8Rng::seed_from_u64(1));
    recorder.observe(&session.start(), &session);
    for _ in 0..5 {
        for line in ["1 1", "2 1"] {
            let events = session.submit(line).unwrap();
            recorder.observe(&events, &session);
        }
        let events = session.act(Command::NextGame).unwrap();
        recorder.observe(&events, &session);
        recorder.keep_last(2);
    }
    assert_eq!(recorder.records().len(), 2);
    let last = recorder.last_finished().unwrap();
    assert_eq!(last.header.result, Some(Side::Player2));
    assert_eq!(last.moves.len(), 2);
}
