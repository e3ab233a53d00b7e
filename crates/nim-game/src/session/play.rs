//! The moves of a game: a side's move judged and made, the computer's
//! turns (the book's SetOwnerMove), each answered by the table's engine
//! ([`crate::theory::engine`]).

use rand::Rng;

use crate::session::{Event, Phase, Session, Side, Turn};
use crate::table::{Ending, Table};
use crate::theory::strategy::{Assessment, Hint, Move, Rules};

impl<T: Table, R: Rng> Session<T, R> {
    /// The computer's move at its level, after the move before it; `None`
    /// when no move is left.
    fn computer_move(&mut self) -> Option<Move> {
        let level = self.options.level;
        let last = self.history.last().map(|turn| turn.mv);
        (self.table.engine(self.options.rules)).level_move(level, last, &mut self.rng)
    }
}

impl<T: Table, R> Session<T, R> {
    /// The coach's judgement of `mv`, played from the table as it stands.
    pub(super) fn assess(&self, mv: Move) -> Assessment {
        self.table.engine(self.options.rules).assess(mv)
    }

    /// What the side to move should play; `None` when nothing is left.
    pub(super) fn hint(&self) -> Option<Hint> {
        self.table.engine(self.options.rules).hint()
    }
}

impl<T: Table, R: Rng> Session<T, R> {
    /// A checked move of the side to move, judged for the coach, and the
    /// computer's answer.
    pub(super) fn play_move(&mut self, mv: Move) -> Vec<Event> {
        let mut events = Vec::new();
        let side = self.to_move;
        let assessment = self.assess(mv);
        self.make_move(mv, Some(assessment), &mut events);
        // After `Moved` and before a victory or the computer's reply.
        events.insert(1, Event::Assessed { side, assessment });
        self.computer_turns(&mut events);
        events
    }

    pub(super) fn make_move(
        &mut self,
        mv: Move,
        assessment: Option<Assessment>,
        events: &mut Vec<Event>,
    ) {
        let side = self.to_move;
        let seat = self.seat(side);
        let placed = self.table.apply(mv, seat);
        self.history.push(Turn {
            side,
            mv,
            placed,
            assessment,
        });
        events.push(Event::Moved { side, mv });
        if !self.table.is_over() {
            self.to_move = self.other(side);
            return;
        }
        let winner = match self.options.rules {
            Rules::Normal => side,
            Rules::Misere => self.other(side),
        };
        self.finish(winner, events);
    }

    /// The game is over and `winner` won it: the score, and the next table.
    fn finish(&mut self, winner: Side, events: &mut Vec<Event>) {
        let seat = usize::from(self.options.sides()[1] == winner);
        self.wins[seat] = self.wins[seat].saturating_add(1);
        let ending = match winner {
            Side::You => Ending::PlayerVictory,
            _ => Ending::OwnVictory,
        };
        // The next table is readied now (a new deal draws from the
        // generator here, as the book's game did) and waits while the
        // final position stays on the table.
        let mut table = self.table.clone();
        let next = table.next_game(ending, &mut self.rng);
        self.phase = Phase::Over(table);
        events.push(Event::Victory { winner, next });
    }

    /// The book's SetOwnerMove, for as long as it is the computer's turn.
    pub(super) fn computer_turns(&mut self, events: &mut Vec<Event>) {
        while self.to_move == Side::Computer && matches!(self.phase, Phase::Playing) {
            let Some(mv) = self.computer_move() else {
                return;
            };
            // A slip of the computer is the player's chance: the coach says so.
            let assessment = self.assess(mv);
            let at = events.len();
            self.make_move(mv, None, events);
            let over = events[at..]
                .iter()
                .any(|event| matches!(event, Event::Victory { .. }));
            if matches!(assessment, Assessment::MissedWin { .. }) && !over {
                let side = Side::Computer;
                events.insert(at + 1, Event::Assessed { side, assessment });
            }
        }
    }
}
