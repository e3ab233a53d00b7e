//! `?` and `b` on the lesson's screen, and the numbers in columns beside
//! the rows. `?` gives the hint's next step on line 23 (and what another
//! `?` does on line 24); in `nim puzzle` it brings the lesson's text up
//! too. Once a step is given, a right answer to that puzzle does not count
//! toward the run. `b` turns the binary view on and off from the binary
//! lesson on, as in the game; before it, line 23 says when it comes.

use std::borrow::Cow;

use rand::Rng;

use super::columns::Columns;
use super::{Course, LearnApp};

use crate::game::learn::{Lens, Play, Position, Puzzle};
use crate::game::table::rows;
use crate::game::table::{Seat, Table};
use crate::game::theory::strategy::Move;
use crate::tui::Step;
use crate::tutor::hint::{Asked, Fading};

impl<G: Rng> LearnApp<G> {
    /// `?`: the next step, or once the hint is whole its last step again
    /// (the lesson's text stands above it).
    pub(super) fn hint(&mut self) -> Step {
        let step = match self.fading.ask() {
            Asked::Step(step) => step,
            Asked::Lesson => self.fading.last().unwrap_or(0),
        };
        match &mut self.course {
            Course::Ladder(tutor) => tutor.hinted(),
            Course::One { lesson, .. } => *lesson = true,
        }
        self.said = [
            self.lang.hint_step(&self.puzzle, step),
            self.lang.hint_after(step),
        ];
        Step::Draw
    }

    /// `b`: the binary view on or off, from the binary lesson on.
    pub(super) fn binary(&mut self) -> Step {
        if self.puzzle.lesson.shows_binary() {
            self.binary = !self.binary;
        } else {
            self.said[0] = self.lang.learn_binary_later();
        }
        Step::Draw
    }

    /// `h`: the keys, on lines 23 and 24.
    pub(super) fn help(&mut self) -> Step {
        let mut lines = self.lang.learn_help().into_iter();
        self.said = [0, 1].map(|_| lines.next().unwrap_or_default());
        Step::Draw
    }

    /// The puzzle as the screen shows it: after a verdict on the board, with
    /// the reason's move made (black's piece moved), or the refuted move
    /// and the reply that beats it, as its columns are.
    pub(super) fn shown_puzzle(&self) -> Cow<'_, Puzzle> {
        match (&self.puzzle.position.play, self.shown_moves()) {
            (Play::Board(board), [Some(mv), reply]) => {
                let mut board = board.clone();
                board.apply(mv, Seat::First);
                if let Some(reply) = reply {
                    board.apply(reply, Seat::Second);
                }
                let mut puzzle = self.puzzle.clone();
                puzzle.position = Position::board(board);
                Cow::Owned(puzzle)
            }
            _ => Cow::Borrowed(&self.puzzle),
        }
    }

    /// The moves the screen shows made on the puzzle: after a verdict the
    /// reason's move, or the refuted move and the reply that beats it.
    fn shown_moves(&self) -> [Option<Move>; 2] {
        let reason = self.judged.as_ref().map(|a| &a.judgement.reason);
        match (&self.refutation, reason) {
            (Some(refuted), _) => [Some(refuted.tried), refuted.reply],
            (None, Some(reason)) => [reason.mv, None],
            (None, None) => [None, None],
        }
    }

    /// The rows as the screen shows them (none on the board): the
    /// puzzle's places, the chips the shown moves take as dots, a split
    /// row's groups apart, as the game draws them.
    pub(super) fn shown_places(&self) -> Option<rows::Position> {
        let moves: Vec<Move> = self.shown_moves().into_iter().flatten().collect();
        self.puzzle.position.places_after(&moves)
    }

    /// A new puzzle: no hint given yet.
    pub(super) fn fresh_hint(&mut self) {
        self.fading = Fading::default();
    }

    /// The numbers beside the rows: after a verdict the reason's columns
    /// (the nim-sum's, or the powers of two) for what its move leaves;
    /// else the puzzle, in binary while `b` is on.
    pub(super) fn columns(&self) -> Columns {
        let position = &self.puzzle.position;
        let binary = self.binary && self.puzzle.lesson.shows_binary();
        let Some(answered) = &self.judged else {
            let columns = match &position.play {
                _ if !binary => Columns::None,
                Play::Board(_) => Columns::Gaps(position.heaps.clone()),
                Play::Ruled(_) => match position.engine().games() {
                    Some(games) => {
                        let rows = 0..position.heaps.len();
                        Columns::Values(rows.map(|row| games.row_value(row)).collect())
                    }
                    None => Columns::None,
                },
                Play::Nim(_) => Columns::Binary(position.heaps.clone()),
            };
            return columns;
        };
        // A wrong answer's rows are what its refutation leaves, told in
        // the words beside them; a right one's what the reason's move does.
        let reason = &answered.judgement.reason;
        let (left, lens) = match &self.refutation {
            Some(refuted) => (refuted.lost.clone(), &refuted.lens),
            None => (reason.lost.clone(), &reason.lens),
        };
        match lens {
            Lens::Gaps { gaps } => Columns::Gaps(gaps.clone()),
            Lens::Grundy { rows } if binary => {
                Columns::Values(rows.iter().map(|row| row.value).collect())
            }
            Lens::Powers { rows } => Columns::Powers(rows.clone()),
            Lens::NimSum { rows } | Lens::MisereSum { rows } => Columns::Binary(rows.clone()),
            _ if binary => Columns::Binary(left),
            _ => Columns::None,
        }
    }
}
