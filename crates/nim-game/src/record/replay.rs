//! A recorded game played again: every move through a session of two
//! players, so that a record is checked by the rules of play themselves,
//! and every position kept for the replay to show.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::record::{Block, Header, Reason, RecordError, Recorded, other, typed};
use crate::session::command::Command;
use crate::session::{Event, Options, Players, Prompt, Session, Side};
use crate::theory::strategy::{Level, Move, Rules};

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
    let header = block.record.header.clone();
    let mut replaying = Replaying::<T>::new(header, block.first_line, block.result_line)?;
    for (&mv, &line) in block.record.moves.iter().zip(&block.move_lines) {
        replaying.play(line, mv)?;
    }
    replaying.finish(block.torn)
}

/// A game being played again a move at a time, as its record is read: a
/// long record never has more than one game in memory.
pub(crate) struct Replaying<T> {
    session: Session<T, ChaCha8Rng>,
    replayed: Replayed<T>,
    result_line: usize,
}

impl<T: Recorded> Replaying<T> {
    /// The game `header` describes (its tags from `first_line`, its
    /// `[Result]` at `result_line`), at its start.
    pub fn new(header: Header, first_line: usize, result_line: usize) -> Result<Self, RecordError> {
        let session = session_of::<T>(&header, first_line)?;
        Ok(Replaying {
            replayed: Replayed {
                header,
                tables: vec![session.table().clone()],
                plies: Vec::new(),
                winner: None,
            },
            session,
            result_line,
        })
    }

    /// The move on `line`, or why the game refuses it.
    pub fn play(&mut self, line: usize, mv: Move) -> Result<(), RecordError> {
        let fail = |reason| RecordError { line, reason };
        let typed = typed(mv);
        if self.session.prompt() == Prompt::GameOver {
            return Err(fail(Reason::MoveAfterEnd { typed }));
        }
        let game = self.replayed.header.game;
        let events = self.session.act(command(mv)).map_err(|error| {
            fail(Reason::IllegalMove {
                typed: typed.clone(),
                game,
                error,
            })
        })?;
        let first = self.replayed.header.first;
        let real = |side| match side {
            Side::Player1 => first,
            _ => other(first),
        };
        for event in events {
            match event {
                Event::Moved { side, mv } => self.replayed.plies.push((real(side), mv)),
                Event::Victory { winner, .. } => self.replayed.winner = Some(real(winner)),
                _ => {}
            }
        }
        self.replayed.tables.push(self.session.table().clone());
        Ok(())
    }

    /// The game played again, once the moves agree with its `[Result]`; a
    /// `torn` game (cut short by a torn write) is what its moves make it.
    pub fn finish(mut self, torn: bool) -> Result<Replayed<T>, RecordError> {
        let replayed = &mut self.replayed;
        if torn {
            replayed.header.result = replayed.winner;
        }
        if replayed.header.result != replayed.winner {
            return Err(RecordError {
                line: self.result_line,
                reason: Reason::WrongResult {
                    said: replayed.header.result,
                    is: replayed.winner,
                },
            });
        }
        Ok(self.replayed)
    }
}

/// A session of two players at the start of the game `header` describes
/// (from `first_line`), under its rules: the first player is the record's
/// opener.
fn session_of<T: Recorded>(
    header: &Header,
    first_line: usize,
) -> Result<Session<T, ChaCha8Rng>, RecordError> {
    let table = T::rebuild(header).ok_or_else(|| RecordError {
        line: first_line,
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
