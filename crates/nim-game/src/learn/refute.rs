//! A wrong answer's refutation: the reply that beats it, and why the
//! position that reply leaves is lost, in the lesson's terms. A wrong move
//! is refuted as played. A wrong "yes" (the position is lost) is refuted
//! through a try: the fewest chips a move may take from a biggest row,
//! the move a learner who thinks there is a win would most likely try
//! first (any other loses the same way). A wrong "no" needs no
//! refutation: the verdict's winning move is the learner's answer.

use crate::learn::playout::{Ground, PlayOut, Turn};
use crate::learn::{Answer, Lens, Lesson, Position, Puzzle, Question};
use crate::theory::strategy::{Move, Rules};

/// What beats a wrong answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refutation {
    /// The move refuted: the learner's own, or the judge's try for a
    /// wrong "yes".
    pub tried: Move,
    /// Whether [`Refutation::tried`] is the learner's move.
    pub own: bool,
    /// The heaps `tried` leaves.
    pub left: Vec<u32>,
    /// The reply that wins; `None` when `tried` took the last chip in
    /// misère, and so lost at once.
    pub reply: Option<Move>,
    /// The heaps the reply leaves: lost for the learner to move there.
    pub lost: Vec<u32>,
    /// Why [`Refutation::lost`] is lost, in the lesson's terms.
    pub lens: Lens,
}

/// The refutation of `answer` to `puzzle`, when it is a wrong move or a
/// wrong "yes"; `None` for a right answer and for a wrong "no".
pub fn refute(puzzle: &Puzzle, answer: Answer) -> Option<Refutation> {
    let position = &puzzle.position;
    let (tried, own) = match (puzzle.question, answer) {
        (Question::Move, Answer::Move(mv)) if !position.wins_by(mv) => (mv, true),
        (Question::Wins, Answer::Wins(true)) if !position.wins() => (a_try(position)?, false),
        _ => return None,
    };
    after_try(position, puzzle.lesson, tried, own)
}

/// The fewest chips a move may take from a biggest row.
fn a_try(position: &Position) -> Option<Move> {
    let moves = position.moves();
    let most = moves.iter().map(|mv| position.heaps[mv.heap]).max()?;
    moves.into_iter().find(|mv| position.heaps[mv.heap] == most)
}

/// `tried` played on `position` and answered.
fn after_try(position: &Position, lesson: Lesson, tried: Move, own: bool) -> Option<Refutation> {
    let mut ground = Ground::of(position)?;
    ground.apply(tried, Turn::Learner);
    let left = ground.heaps().to_vec();
    let rules = position.rules();
    let reply = match rules {
        Rules::Misere if left.iter().all(|&c| c == 0) => None,
        _ => ground.best(rules, position, lesson),
    };
    if let Some(reply) = reply {
        ground.apply(reply, Turn::Computer);
    }
    Some(Refutation {
        tried,
        own,
        left,
        reply,
        lost: ground.heaps().to_vec(),
        lens: ground.lens(position, lesson),
    })
}

/// The refuted position to play out: after the learner's own move the
/// computer moves first, with the refutation; after a wrong "yes" the
/// learner tries any move from the lost position. `None` when the wrong
/// move itself ended the game (misère's last chip).
pub fn play_out(puzzle: &Puzzle, refutation: &Refutation) -> Option<PlayOut> {
    refutation.reply?;
    match refutation.own {
        true => PlayOut::after(&puzzle.position, puzzle.lesson, refutation.tried),
        false => PlayOut::new(&puzzle.position, puzzle.lesson, Turn::Learner),
    }
}
