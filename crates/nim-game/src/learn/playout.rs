//! A puzzle's position played out against the computer: after a wrong
//! answer the learner sees the refutation made on the rows and then plays
//! on, and the computer (perfect play, [`Position::engine`]'s first
//! winning move) shows that the position was lost. Discovery plays small
//! positions out the same way before a lesson's rule is told. Pure: the
//! front ends draw [`PlayOut::position`] and feed the learner's moves.

use crate::learn::judge::lens_of;
use crate::learn::position::worth;
use crate::learn::{Lens, Lesson, Play, Position};
use crate::table::board::Board;
use crate::table::layout::Layout;
use crate::table::rows::{self, Rows};
use crate::table::{MoveError, Seat, Table, check_heaps};
use crate::theory::engine::Engine;
use crate::theory::rule::RowRules;
use crate::theory::strategy::{Move, Rules};

/// Who moves: the learner (black on the board) or the computer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Turn {
    Learner,
    Computer,
}

impl Turn {
    pub fn other(self) -> Turn {
        match self {
            Turn::Learner => Turn::Computer,
            Turn::Computer => Turn::Learner,
        }
    }

    /// The board's seat: the learner plays black, the first seat.
    fn seat(self) -> Seat {
        match self {
            Turn::Learner => Seat::First,
            Turn::Computer => Seat::Second,
        }
    }
}

/// A position's moves played on its ground: here, beside the ground, so that
/// `position.rs` needs nothing of the play-out.
impl Position {
    /// Each row's places after `moves` (played in turn from this
    /// position), as the game's rows keep them: a move inside a row leaves
    /// its groups apart. `None` for the board, which has no rows, and for
    /// a move the rows refuse.
    pub fn places_after(&self, moves: &[Move]) -> Option<rows::Position> {
        let mut ground = Ground::of(self)?;
        for (i, &mv) in moves.iter().enumerate() {
            let turn = if i % 2 == 0 {
                Turn::Learner
            } else {
                Turn::Computer
            };
            let mv = ground.checked(mv).ok()?;
            ground.apply(mv, turn);
        }
        ground.places().cloned()
    }
}

/// The table a play-out is played on, as the game keeps it: the board with
/// its pieces, or rows whose groups split as the rows' rules say.
#[derive(Debug, Clone)]
pub(crate) enum Ground {
    /// The book's rows, each chip in its place as the game keeps it (one
    /// row is a lesson, not a layout): a chip taken stays a place.
    Heaps(rows::Position),
    Rows(Rows),
    Board(Board),
}

impl Ground {
    /// The table of `position` as set; `None` if its rows are no layout
    /// the game could hold (a puzzle's never are).
    pub(crate) fn of(position: &Position) -> Option<Ground> {
        Some(match &position.play {
            Play::Board(board) => Ground::Board(board.clone()),
            Play::Nim(_) => Ground::Heaps(rows::Position::full(&position.heaps)),
            Play::Ruled(rules) => Ground::Rows(Rows::with_rules(
                Layout::new(position.heaps.clone()).ok()?,
                RowRules::Each(rules.clone()),
            )),
        })
    }

    pub(crate) fn heaps(&self) -> &[u32] {
        match self {
            Ground::Heaps(places) => places.rows(),
            Ground::Rows(rows) => rows.heaps(),
            Ground::Board(board) => board.heaps(),
        }
    }

    pub(crate) fn engine(&self, rules: Rules) -> Engine<'_> {
        match self {
            Ground::Heaps(places) => Engine::new(places.rows(), rules, None),
            Ground::Rows(rows) => rows.engine(rules),
            Ground::Board(board) => board.engine(Rules::Normal),
        }
    }

    pub(crate) fn apply(&mut self, mv: Move, turn: Turn) {
        match self {
            Ground::Heaps(places) => _ = places.apply(mv),
            Ground::Rows(rows) => _ = rows.apply(mv, turn.seat()),
            Ground::Board(board) => _ = board.apply(mv, turn.seat()),
        }
    }

    fn check(&self, heap: i64, take: i64, at: Option<i64>) -> Result<Move, MoveError> {
        match (self, at) {
            (Ground::Heaps(places), None) => check_heaps(places.rows(), heap, take),
            (Ground::Heaps(_), Some(_)) => Err(MoveError::NoPlaces),
            (Ground::Rows(rows), None) => rows.check(heap, take),
            (Ground::Rows(rows), Some(at)) => rows.check_at(heap, take, at),
            (Ground::Board(board), None) => board.check(heap, take),
            (Ground::Board(board), Some(at)) => board.check_at(heap, take, at),
        }
    }

    /// `mv` checked as a typed move is: a move the rows refuse is an error.
    pub(crate) fn checked(&self, mv: Move) -> Result<Move, MoveError> {
        let number = |n: u32| i64::from(n);
        let heap = i64::try_from(mv.heap).map_or(i64::MAX, |h| h + 1);
        self.check(heap, number(mv.take), mv.at.map(number))
    }

    /// Why this position is lost for the side to move, through `lesson`'s
    /// eyes.
    pub(crate) fn lens(&self, like: &Position, lesson: Lesson) -> Lens {
        lens_of(lesson, &like.play, self.heaps(), || match self {
            Ground::Rows(rows) => worth(rows),
            Ground::Heaps(_) | Ground::Board(_) => Vec::new(),
        })
    }

    /// Each row's places, which hold a chip and which are taken, as the
    /// game's rows show them; `None` for the board.
    pub(crate) fn places(&self) -> Option<&rows::Position> {
        match self {
            Ground::Heaps(places) => Some(places),
            Ground::Rows(rows) => Some(rows.position()),
            Ground::Board(_) => None,
        }
    }

    /// The position as a puzzle's, for the front ends to draw and word.
    pub(crate) fn position(&self, like: &Position) -> Position {
        match self {
            Ground::Board(board) => Position::board(board.clone()),
            Ground::Heaps(_) | Ground::Rows(_) => Position {
                heaps: self.heaps().to_vec(),
                play: like.play.clone(),
            },
        }
    }

    /// The computer's move: the winning move whose lost position
    /// `lesson` explains most simply (the last chip, a copy, 1 2 3, pairs;
    /// else the first), else (never from a position the learner left
    /// lost) the fewest chips from a biggest row, to wait for a slip.
    /// `None` when no move is left.
    pub(crate) fn best(&self, rules: Rules, like: &Position, lesson: Lesson) -> Option<Move> {
        let engine = self.engine(rules);
        let winning = engine.winning_moves();
        let simplest = (winning.iter().enumerate()).min_by_key(|&(order, &mv)| {
            let mut after = self.clone();
            after.apply(mv, Turn::Computer);
            (rank(&after.lens(like, lesson)), order)
        });
        if let Some((_, &mv)) = simplest {
            return Some(mv);
        }
        let moves = engine.moves();
        let most = moves.iter().map(|mv| self.heaps()[mv.heap]).max()?;
        moves.into_iter().find(|mv| self.heaps()[mv.heap] == most)
    }
}

/// How simply a lens explains a lost position: the earlier lessons' ideas
/// first.
fn rank(lens: &Lens) -> u8 {
    match lens {
        Lens::LastChip => 0,
        Lens::Copy { .. } => 1,
        Lens::OneTwoThree => 2,
        Lens::Pairs { .. } => 3,
        _ => 4,
    }
}

/// Why a move was not played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    Over,
    /// The computer is to move.
    NotYourTurn,
    /// The move breaks the rules, as in a game.
    Move(MoveError),
}

/// A position played out between the learner and the computer.
#[derive(Debug, Clone)]
pub struct PlayOut {
    ground: Ground,
    /// The puzzle's position, for its game (misère, rules, the board).
    like: Position,
    lesson: Lesson,
    turn: Turn,
}

impl PlayOut {
    /// `position` with `turn` to move, the computer's replies chosen
    /// through `lesson`'s eyes; `None` for a position no table holds.
    pub fn new(position: &Position, lesson: Lesson, turn: Turn) -> Option<PlayOut> {
        Some(PlayOut {
            ground: Ground::of(position)?,
            like: position.clone(),
            lesson,
            turn,
        })
    }

    /// Play out from `position` after the learner's `mv`: the computer
    /// moves next, and its first move is the refutation.
    pub fn after(position: &Position, lesson: Lesson, mv: Move) -> Option<PlayOut> {
        let mut out = PlayOut::new(position, lesson, Turn::Learner)?;
        out.ground.apply(mv, Turn::Learner);
        out.turn = Turn::Computer;
        Some(out)
    }

    /// The position now, drawn and worded as a puzzle's.
    pub fn position(&self) -> Position {
        self.ground.position(&self.like)
    }

    pub fn heaps(&self) -> &[u32] {
        self.ground.heaps()
    }

    /// Each row's places now, as the game draws and writes them (a split
    /// row as its groups); `None` on the board.
    pub fn places(&self) -> Option<&rows::Position> {
        self.ground.places()
    }

    /// Who moves next (meaningless once over).
    pub fn turn(&self) -> Turn {
        self.turn
    }

    /// Whether a move may name the place of its first chip.
    pub fn has_places(&self) -> bool {
        match &self.ground {
            Ground::Rows(rows) => rows.has_places(),
            Ground::Heaps(_) | Ground::Board(_) => false,
        }
    }

    /// Every legal move now, as typed.
    pub fn moves(&self) -> Vec<Move> {
        self.ground.engine(self.like.rules()).moves()
    }

    /// The winner once no move is left: in normal play the side that
    /// cannot move loses; in misère the one left with nothing wins, for
    /// the other took the last chip.
    pub fn winner(&self) -> Option<Turn> {
        let rules = self.like.rules();
        if !self.ground.engine(rules).is_over() {
            return None;
        }
        Some(match rules {
            Rules::Misere => self.turn,
            Rules::Normal => self.turn.other(),
        })
    }

    /// The learner's move typed as `ROW COUNT [AT]`, checked as the game
    /// checks it and played; nothing changes when it is refused.
    pub fn learner(&mut self, heap: i64, take: i64, at: Option<i64>) -> Result<Move, Refusal> {
        if self.winner().is_some() {
            return Err(Refusal::Over);
        }
        if self.turn != Turn::Learner {
            return Err(Refusal::NotYourTurn);
        }
        let mv = self.ground.check(heap, take, at).map_err(Refusal::Move)?;
        self.ground.apply(mv, Turn::Learner);
        self.turn = Turn::Computer;
        Ok(mv)
    }

    /// The computer's move, played, when it is the computer's turn and
    /// the game is not over.
    pub fn computer(&mut self) -> Option<Move> {
        if self.turn != Turn::Computer || self.winner().is_some() {
            return None;
        }
        let mv = (self.ground).best(self.like.rules(), &self.like, self.lesson)?;
        self.ground.apply(mv, Turn::Computer);
        self.turn = Turn::Learner;
        Some(mv)
    }
}
