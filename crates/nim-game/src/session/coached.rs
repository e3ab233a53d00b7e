//! What the coach says of one burst of events, and what the screen marks:
//! a person's move, its verdict and why, the computer's reply, and whether
//! that reply slipped. The coach speaks of the position the person's move
//! left, which the reply has already changed; so the verdict names the
//! move, and the reply is said after it. Also the level, changed from the
//! game, and the table as it stood before the burst's moves.

use crate::session::{Event, InputError, Session, Side};
use crate::table::{Seat, Table};
use crate::theory::strategy::{Assessment, Level, Move, RowWorth, Rules};

/// Why a person's move gave a won position away, in its game's own terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Left {
    /// The place value of the highest binary column (the board: line) the
    /// move left odd.
    Odd(u32),
    /// Rows under their own rules: the moved row's Grundy value and the
    /// Grundy sum the move left unbalanced.
    Worth(RowWorth),
    /// Misère's end: an even number of single chips and nothing bigger.
    EvenSingles,
    /// No one column says it (misère with one big row): the move that won.
    Instead(Move),
}

/// A person's move as the coach judged it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Own {
    pub side: Side,
    pub mv: Move,
    pub assessment: Assessment,
    /// Why it gave the win away, when it did.
    pub left: Option<Left>,
}

/// The coach's matter in one burst of events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Coached {
    /// The person's move; `None` when the computer moved alone (it opened).
    pub own: Option<Own>,
    /// The computer's move after it.
    pub reply: Option<Move>,
    /// The reply gave the computer's won position away: the person can win.
    pub slipped: bool,
}

impl Level {
    /// The next level up, round from the hardest to the easiest.
    pub fn next(self) -> Level {
        match self {
            Level::Easy => Level::Medium,
            Level::Medium => Level::Hard,
            Level::Hard => Level::Easy,
        }
    }
}

impl<T: Table, R> Session<T, R> {
    /// `level`: the computer plays at `level` (or the next one) from its
    /// next move; refused with no computer in the session.
    pub(super) fn change_level(&mut self, level: Option<Level>) -> Result<Vec<Event>, InputError> {
        if !self.options.sides().contains(&Side::Computer) {
            return Err(InputError::NoComputer);
        }
        let level = level.unwrap_or_else(|| self.options.level.next());
        self.options.level = level;
        Ok(vec![Event::Level(level)])
    }

    /// The table as it stood before the last `moves` moves of this game (or
    /// of the game just over): what a burst of moves changed.
    pub fn table_before(&self, moves: usize) -> T {
        let mut table = self.table.clone();
        let opener = self.sides()[0];
        for turn in self.history.iter().rev().take(moves) {
            let seat = if turn.side == opener {
                Seat::First
            } else {
                Seat::Second
            };
            table.restore(turn.placed, seat);
        }
        table
    }

    /// What the coach says of `events`, the burst the session just gave:
    /// `None` when no move in it was judged.
    pub fn coached(&self, events: &[Event]) -> Option<Coached> {
        let mut coached = Coached {
            own: None,
            reply: None,
            slipped: false,
        };
        let mut moved = None;
        // Moves made after the person's, for the position it left.
        let mut after = 0;
        for event in events {
            match *event {
                Event::Moved { side, mv } => {
                    after += 1;
                    match side {
                        Side::Computer if moved.is_some() => coached.reply = Some(mv),
                        Side::Computer => {}
                        _ => (moved, after) = (Some(mv), 0),
                    }
                }
                Event::Assessed {
                    side: Side::Computer,
                    ..
                } => coached.slipped = true,
                Event::Assessed { side, assessment } => {
                    let mv = moved?;
                    coached.own = Some(Own {
                        side,
                        mv,
                        assessment,
                        left: None,
                    });
                }
                _ => {}
            }
        }
        if let Some(own) = &mut coached.own {
            own.left = self.left(own.assessment, &self.table_before(after));
        }
        if coached.own.is_none() && !coached.slipped {
            return None;
        }
        Some(coached)
    }

    /// Why a slip lost, from the `position` it left.
    fn left(&self, assessment: Assessment, position: &T) -> Option<Left> {
        let Assessment::MissedWin { better, odd, worth } = assessment else {
            return None;
        };
        let singles = position.heaps().iter().all(|&c| c <= 1);
        Some(match (worth, odd) {
            (Some(worth), _) => Left::Worth(worth),
            (None, Some(weight)) => Left::Odd(weight),
            _ if self.options.rules == Rules::Misere && singles => Left::EvenSingles,
            _ => Left::Instead(better),
        })
    }
}

#[cfg(test)]
mod tests;
