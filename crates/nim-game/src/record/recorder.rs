//! The record of a session as it is played: the front end shows the
//! recorder every burst of events, and learns what to write: lines to add
//! at the end of the file, a new game's block, or the last game's block
//! again (its result, a move taken back, the opener changed by `p`). Only
//! the last game ever changes, so the file is never written anew.

use crate::record::{Date, Header, Kind, Record, Recorded, file_lines, typed};
use crate::session::{Event, Players, Prompt, Session};
use crate::theory::strategy::{Move, Rules};

/// What the file needs after a burst of events.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    Nothing,
    /// These lines, added at the end of the last game's block.
    Append(Vec<String>),
    /// A new game's lines (the empty line before it first, after another
    /// game), added at the end.
    Begin(Vec<String>),
    /// The last game's lines (the empty line before it first, after
    /// another game) in place of those written for it: something already
    /// written changed.
    Rewrite(Vec<String>),
}

/// Every game of a session, the last one being played.
#[derive(Debug, Clone)]
pub struct Recorder {
    date: Option<Date>,
    seed: Option<u64>,
    games: Vec<Record>,
}

impl Recorder {
    /// A recorder for a session played on `date` with `seed` (`--seed`).
    pub fn new(date: Option<Date>, seed: Option<u64>) -> Self {
        Recorder {
            date,
            seed,
            games: Vec::new(),
        }
    }

    /// The games so far, the last one being played (or just over).
    pub fn records(&self) -> &[Record] {
        &self.games
    }

    /// The last game that ended with a winner.
    pub fn last_finished(&self) -> Option<&Record> {
        self.games.iter().rev().find(|r| r.header.result.is_some())
    }

    /// Forgets all but the last `count` games: what a recorder without a
    /// file needs for the review, so a long session does not grow.
    pub fn keep_last(&mut self, count: usize) {
        let extra = self.games.len().saturating_sub(count);
        self.games.drain(..extra);
    }

    /// The whole file.
    pub fn lines(&self) -> Vec<String> {
        file_lines(&self.games)
    }

    /// The last game's lines, after the empty line that separates it from
    /// the game before.
    pub(crate) fn last_lines(&self) -> Vec<String> {
        let from = self.games.len().saturating_sub(1);
        let mut lines = file_lines(&self.games[from..]);
        if from > 0 {
            lines.insert(0, String::new());
        }
        lines
    }

    /// Takes in `events`, which `session` has just come to (the session's
    /// opening with the first call).
    pub fn observe<T: Recorded, R>(&mut self, events: &[Event], session: &Session<T, R>) -> Change {
        let mut appended = Vec::new();
        let mut rewrite = false;
        let mut began = false;
        if self.games.is_empty() || events.contains(&Event::NewGame) {
            // A game left before its first move (a new deal, a new layout)
            // leaves no block behind: the new game takes its place.
            if self
                .games
                .last()
                .is_some_and(|r| r.moves.is_empty() && r.header.result.is_none())
            {
                self.games.pop();
                rewrite = true;
            } else {
                began = true;
            }
            if !self.games.is_empty() {
                appended.push(String::new());
            }
            let header = self.header_of(session);
            appended.extend(header.lines());
            self.games.push(Record {
                header,
                moves: Vec::new(),
            });
        }
        let Some(current) = self.games.last_mut() else {
            return Change::Nothing;
        };
        let first = session.sides()[0];
        if current.header.first != first {
            current.header.first = first;
            rewrite = true;
        }
        let moves: Vec<Move> = session.moves().into_iter().map(|(_, mv)| mv).collect();
        if moves.starts_with(&current.moves) {
            appended.extend(moves[current.moves.len()..].iter().map(|&mv| typed(mv)));
        } else {
            rewrite = true;
        }
        current.moves = moves;
        let winner = events.iter().find_map(|event| match event {
            Event::Victory { winner, .. } => Some(*winner),
            _ => None,
        });
        if let Some(winner) = winner
            && session.prompt() == Prompt::GameOver
        {
            current.header.result = Some(winner);
            rewrite = true;
        }
        if began {
            Change::Begin(self.last_lines())
        } else if rewrite {
            Change::Rewrite(self.last_lines())
        } else if appended.is_empty() {
            Change::Nothing
        } else {
            Change::Append(appended)
        }
    }

    /// The tags of the game `session` plays now, its result unknown.
    fn header_of<T: Recorded, R>(&self, session: &Session<T, R>) -> Header {
        let options = session.options();
        let mut header = Header {
            game: Kind::Rows,
            date: self.date,
            start: Vec::new(),
            rules: None,
            misere: options.rules == Rules::Misere,
            level: (options.players == Players::One).then_some(options.level),
            seed: self.seed,
            first: session.sides()[0],
            players: options.players,
            result: None,
            deal: None,
        };
        session.start_table().describe(&mut header);
        header
    }
}
