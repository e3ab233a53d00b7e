//! The record's file as its writes go: counted (thousands of games cost a
//! few writes each, never the file again), and failing as a full disk
//! fails (the file put back as it was, the recording stopped, the game not).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::game::record::{Date, parse, replay};
use crate::game::session::command::Command;
use crate::game::session::{Options, Players, Prompt};
use crate::game::table::layout::Layout;
use crate::game::table::rows::Rows;
use crate::io::record_file::*;

/// A file in memory that counts what is asked of it, with `room` bytes at
/// most: a write past them writes what fits and fails, as a full disk does.
#[derive(Debug, Default)]
struct Counted {
    bytes: Vec<u8>,
    writes: usize,
    written: usize,
    cuts: usize,
    syncs: usize,
    room: Option<usize>,
}

impl Sink for Counted {
    fn write_at(&mut self, at: u64, bytes: &[u8]) -> io::Result<()> {
        self.writes += 1;
        let at = at as usize;
        let room = self.room.unwrap_or(usize::MAX);
        let fits = bytes.len().min(room.saturating_sub(at));
        if self.bytes.len() < at + fits {
            self.bytes.resize(at + fits, 0);
        }
        self.bytes[at..at + fits].copy_from_slice(&bytes[..fits]);
        self.written += fits;
        if fits < bytes.len() {
            return Err(io::ErrorKind::StorageFull.into());
        }
        Ok(())
    }

    fn cut(&mut self, len: u64) -> io::Result<()> {
        self.cuts += 1;
        self.bytes.truncate(len as usize);
        Ok(())
    }

    fn sync(&mut self) -> io::Result<()> {
        self.syncs += 1;
        Ok(())
    }
}

fn two_rows_of_one() -> Session<Rows, ChaCha8Rng> {
    let options = Options {
        players: Players::Two,
        ..Options::default()
    };
    let rows = Rows::new(Layout::new(vec![1, 1]).unwrap());
    Session::new(options, rows, ChaCha8Rng::seed_from_u64(1))
}

fn recorder() -> Recorder {
    Recorder::new(Date::parse("2026.11.26"), None)
}

/// Plays `games` games of `1 1`, `2 1` (an undo in each when `undo`),
/// each burst shown to `record`.
fn play(record: &mut RecordFile<Counted>, games: usize, undo: bool) {
    let mut session = two_rows_of_one();
    let opening = session.start();
    record.saw(&opening, &session).unwrap();
    for game in 0..games {
        if game > 0 {
            let events = session.act(Command::NextGame).unwrap();
            record.saw(&events, &session).unwrap();
        }
        let mut moves = vec![Command::Move { heap: 1, take: 1 }];
        if undo {
            moves.extend([Command::Undo, Command::Move { heap: 1, take: 1 }]);
        }
        moves.push(Command::Move { heap: 2, take: 1 });
        for command in moves {
            let events = session.act(command).unwrap();
            record.saw(&events, &session).unwrap();
        }
        assert_eq!(session.prompt(), Prompt::GameOver);
    }
}

#[test]
fn two_thousand_games_cost_three_writes_each_and_never_the_file_again() {
    let mut record = RecordFile::on(Counted::default(), Path::new("g.txt"), recorder());
    play(&mut record, 2000, false);
    let file = record.recorder.lines().join("\n") + "\n";
    let sink = record.sink();
    assert_eq!(String::from_utf8_lossy(&sink.bytes), file);
    // A game's tags, its first move, its last move with the result: three
    // writes (before: the whole file again at every game's end, one write
    // a line, 3.1 million writes for 500 games).
    assert!(sink.writes <= 3 * 2000, "{} writes", sink.writes);
    // The result's tag and the moves after it are all that is written twice.
    assert!(
        sink.written <= file.len() + 2000 * 40,
        "{} bytes",
        sink.written
    );
    assert_eq!(sink.cuts, 0);
    // Games end faster than once a second here: far fewer syncs than games.
    assert!(sink.syncs >= 1 && sink.syncs < 2000, "{} syncs", sink.syncs);
    let blocks = parse(&file).unwrap();
    assert_eq!(blocks.len(), 2000);
}

#[test]
fn a_move_taken_back_is_a_cut_alone() {
    let mut record = RecordFile::on(Counted::default(), Path::new("g.txt"), recorder());
    play(&mut record, 3, true);
    let file = record.recorder.lines().join("\n") + "\n";
    let sink = record.sink();
    assert_eq!(String::from_utf8_lossy(&sink.bytes), file);
    // Each undo cuts the move off; the file is never written anew.
    assert_eq!(sink.cuts, 3);
    assert!(
        sink.written <= file.len() + 3 * (40 + 4),
        "{} bytes",
        sink.written
    );
}

#[test]
fn a_full_disk_puts_the_file_back_as_it_was() {
    for room in (0..340).step_by(3) {
        let sink = Counted {
            room: Some(room),
            ..Counted::default()
        };
        let mut record = RecordFile::on(sink, Path::new("g.txt"), recorder());
        let mut session = two_rows_of_one();
        let mut events = session.start();
        let commands = [
            Command::Move { heap: 1, take: 1 },
            Command::Move { heap: 2, take: 1 },
            Command::NextGame,
            Command::Move { heap: 2, take: 1 },
            Command::Undo,
            Command::Move { heap: 1, take: 1 },
            Command::Move { heap: 2, take: 1 },
        ];
        let mut failed = None;
        for command in commands {
            if let Err(error) = record.saw(&events, &session) {
                failed = Some(error);
                break;
            }
            events = session.act(command).unwrap();
        }
        let failed = failed.or_else(|| record.saw(&events, &session).err());
        let Some(error) = failed else {
            let file = record.recorder.lines().join("\n").len() + 1;
            assert!(room >= file, "room {room}: nothing failed");
            continue;
        };
        assert_eq!(Why::of(&error), Why::NoRoom);
        // What stays is a record: whole lines, and every game in it
        // replays (none at all when the first tags did not fit).
        let text = String::from_utf8(record.sink().bytes.clone()).unwrap();
        assert!(
            text.is_empty() || text.ends_with('\n'),
            "room {room}: {text}"
        );
        match parse(&text) {
            Ok(blocks) => {
                for block in &blocks {
                    assert!(replay::<Rows>(block).is_ok(), "room {room}: {text}");
                }
            }
            Err(_) => assert!(text.is_empty(), "room {room}: {text}"),
        }
    }
}
