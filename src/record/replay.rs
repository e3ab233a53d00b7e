//! A recorded game played again: every move through a session of two
//! players, so that a record is checked by the rules of play themselves,
//! and every position kept for the replay to show.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{Block, Header, Reason, RecordError, Recorded, other, typed};
use crate::command::Command;
use crate::session::{Event, Options, Players, Prompt, Session, Side};
use crate::strategy::{Level, Move, Rules};

/// A game played again from its record.
#[derive(Debug, Clone)]
pub struct Replayed<T> {
    pub header: Header,
    /// The position after each number of moves: `tables[0]` is the start.
    pub tables: Vec<T>,
    /// Each move with the side that made it.
    pub plies: Vec<(Side, Move)>,
    /// Who won; `None` when the record ends before the game does.
    pub winner: Option<Side>,
}

/// Plays `block`'s moves from its start: the positions, or the line of the
/// first move the game refuses (and why), of a move after the end, or of a
/// `[Result]` the moves do not give.
pub fn replay<T: Recorded>(block: &Block) -> Result<Replayed<T>, RecordError> {
    let header = &block.record.header;
    let mut session = session_of::<T>(block)?;
    let real = |side| match side {
        Side::Player1 => header.first,
        _ => other(header.first),
    };
    let mut replayed = Replayed {
        header: header.clone(),
        tables: vec![session.table().clone()],
        plies: Vec::new(),
        winner: None,
    };
    for (&mv, &line) in block.record.moves.iter().zip(&block.move_lines) {
        let fail = |reason| RecordError { line, reason };
        let typed = typed(mv);
        if session.prompt() == Prompt::GameOver {
            return Err(fail(Reason::MoveAfterEnd { typed }));
        }
        let events = session.act(command(mv)).map_err(|error| {
            let game = header.game;
            fail(Reason::IllegalMove {
                typed: typed.clone(),
                game,
                error,
            })
        })?;
        for event in events {
            match event {
                Event::Moved { side, mv } => replayed.plies.push((real(side), mv)),
                Event::Victory { winner, .. } => replayed.winner = Some(real(winner)),
                _ => {}
            }
        }
        replayed.tables.push(session.table().clone());
    }
    if header.result != replayed.winner {
        return Err(RecordError {
            line: block.result_line,
            reason: Reason::WrongResult {
                said: header.result,
                is: replayed.winner,
            },
        });
    }
    Ok(replayed)
}

/// A session of two players at the start of `block`'s game, under its
/// rules: the first player is the record's opener.
fn session_of<T: Recorded>(block: &Block) -> Result<Session<T, ChaCha8Rng>, RecordError> {
    let header = &block.record.header;
    let table = T::rebuild(header).ok_or_else(|| RecordError {
        line: block.first_line,
        reason: Reason::BadValue {
            name: "Game",
            typed: header.game.name().to_string(),
            game: header.game,
        },
    })?;
    let options = Options {
        rules: if header.misere {
            Rules::Misere
        } else {
            Rules::Normal
        },
        players: Players::Two,
        level: Level::Hard,
        ..Options::default()
    };
    // Two players make no random choice; the generator only deals the
    // board of a next game, which a replay never plays.
    let mut session = Session::new(options, table, ChaCha8Rng::seed_from_u64(0));
    session.start();
    Ok(session)
}

/// A recorded move as the session's typed entry takes it, 1-based.
fn command(mv: Move) -> Command {
    let heap = mv.heap as i64 + 1;
    let take = i64::from(mv.take);
    match mv.at {
        None => Command::Move { heap, take },
        Some(at) => Command::MoveAt {
            heap,
            take,
            at: i64::from(at),
        },
    }
}
