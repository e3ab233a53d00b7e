//! The turns of a game: who makes its first move (`p`, a pass before it),
//! taking moves back (`u`), and its end, which stays on the table until the
//! next game is asked for. A tally of the coach's verdicts sums a person's
//! play for the summary.

use rand::Rng;

use crate::session::{Command, Event, InputError, Phase, Session, Side};
use crate::table::{Seat, Table};
use crate::theory::strategy::{Assessment, Move};

/// One move of the current game, with the coach's verdict on it (a
/// person's moves only).
#[derive(Debug, Clone, Copy)]
pub(super) struct Turn {
    pub(super) side: Side,
    /// The move as it was made (as a player types it).
    pub(super) mv: Move,
    /// The move as the table took it, its place written out: what undo
    /// gives back.
    pub(super) placed: Move,
    pub(super) assessment: Option<Assessment>,
}

/// The coach's verdicts on one side's moves in the current game (or in the
/// game just over, until the next one starts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    /// Moves that kept a winning position.
    pub kept: u32,
    /// Moves that gave a winning position away.
    pub missed: u32,
    /// Moves made from a lost position, where no move wins against perfect
    /// play.
    pub lost: u32,
}

impl Tally {
    /// True when the side moved and never had a winning position: the game
    /// was lost for it from its first move (against perfect play).
    pub fn never_winning(&self) -> bool {
        self.kept == 0 && self.missed == 0 && self.lost > 0
    }
}

impl<T: Table, R> Session<T, R> {
    /// The coach's verdicts on `side`'s moves in this game so far (taken
    /// back moves no longer count).
    pub fn tally(&self, side: Side) -> Tally {
        let mut tally = Tally::default();
        let verdicts = self.history.iter().filter(|turn| turn.side == side);
        for Turn { assessment, .. } in verdicts {
            match assessment {
                Some(Assessment::KeptWin) => tally.kept += 1,
                Some(Assessment::MissedWin { .. }) => tally.missed += 1,
                Some(Assessment::NoWinToMiss) => tally.lost += 1,
                None => {}
            }
        }
        tally
    }

    /// While a game is over: the table the next game will start on.
    #[cfg(test)]
    pub(crate) fn upcoming(&self) -> Option<&T> {
        match &self.phase {
            Phase::Over(next) => Some(next),
            _ => None,
        }
    }

    /// The side that made the first move of this game, once it is made.
    pub fn opener(&self) -> Option<Side> {
        self.history.first().map(|turn| turn.side)
    }

    /// The moves of this game so far (or of the game just over), in order,
    /// as they were made: what a record writes.
    pub fn moves(&self) -> Vec<(Side, Move)> {
        self.history
            .iter()
            .map(|turn| (turn.side, turn.mv))
            .collect()
    }

    /// The table this game started from: the moves taken back from a copy.
    pub(crate) fn start_table(&self) -> T {
        let mut table = self.table.clone();
        let opener = self.sides()[0];
        for turn in self.history.iter().rev() {
            let seat = if turn.side == opener {
                Seat::First
            } else {
                Seat::Second
            };
            table.restore(turn.placed, seat);
        }
        table
    }
}

impl<T: Table, R: Rng> Session<T, R> {
    /// `p`: before the game's first move, the other side makes it instead
    /// (the computer at once). Refused once a move is made, and nothing
    /// changes. Two players may hand it back and forth until one moves.
    pub(super) fn pass(&mut self) -> Result<Vec<Event>, InputError> {
        if !self.history.is_empty() {
            return Err(InputError::PassTooLate);
        }
        let to = self.other(self.to_move);
        self.to_move = to;
        let mut events = vec![Event::Passed { to }];
        self.computer_turns(&mut events);
        Ok(events)
    }

    /// Takes back the last move of a person and every computer move after it,
    /// within the current game; `None` (and nothing changes) when there is
    /// no such move.
    pub(super) fn undo(&mut self) -> Option<Vec<Event>> {
        let last = self
            .history
            .iter()
            .rposition(|turn| turn.side != Side::Computer)?;
        // The seats as the moves were made, before the opening move may go.
        let opener = self.sides()[0];
        let turns: Vec<Turn> = self.history.drain(last..).rev().collect();
        for turn in &turns {
            let seat = if turn.side == opener {
                Seat::First
            } else {
                Seat::Second
            };
            self.table.restore(turn.placed, seat);
        }
        let taken: Vec<(Side, Move)> = turns.iter().map(|turn| (turn.side, turn.mv)).collect();
        self.to_move = taken.last().map_or(self.to_move, |&(side, _)| side);
        Some(vec![Event::Undone(taken)])
    }

    /// A command while a game is over and its final position stands: the
    /// next game, the binary view of the end, or a way out; nothing else.
    pub(super) fn act_when_over(&mut self, command: Command) -> Result<Vec<Event>, InputError> {
        match command {
            Command::NextGame => Ok(self.next_game()),
            Command::Quit => Ok(vec![Event::Quit]),
            Command::Binary => Ok(vec![Event::Binary]),
            Command::Help => Ok(vec![Event::Help]),
            Command::Answer(_) | Command::AnswerRule(..) | Command::Leave => {
                Err(InputError::NotAsked)
            }
            Command::Move { .. }
            | Command::MoveAt { .. }
            | Command::Setup
            | Command::Hint
            | Command::Undo
            | Command::Pass
            | Command::Learn
            | Command::Puzzle
            | Command::Coach(_)
            | Command::Level(_) => Err(InputError::GameOver),
        }
    }

    /// The next game on the table readied at the end of the last, and the
    /// computer's opening move if it opens.
    fn next_game(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        match std::mem::replace(&mut self.phase, Phase::Playing) {
            Phase::Over(table) => {
                self.table = table;
                self.new_game(&mut events);
                self.computer_turns(&mut events);
            }
            phase => self.phase = phase,
        }
        events
    }
}

#[cfg(test)]
mod tests;
