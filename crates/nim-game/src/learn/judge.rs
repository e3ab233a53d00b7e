//! The judge of an answer: right or wrong, the right answer, and the reason
//! as numbers for the words to use. Every reason ends on a lost position
//! (the one the winning move leaves, or the puzzle's own when it is lost)
//! and explains it through the lesson's lens: the last chip, the copy, 1 2
//! 3, paired powers of two, even binary columns, misère's end, the board's
//! gaps, Grundy values.

use crate::learn::{Lesson, Play, Position, Puzzle, Question, RowWorth};
use crate::theory::strategy::Move;

/// What the learner answered: a checked move, or yes/no.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Move(Move),
    Wins(bool),
}

/// The verdict on an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judgement {
    pub right: bool,
    /// The right answer: the learner's own when right, else a winning move
    /// or the true yes/no.
    pub answer: Answer,
    pub reason: Reason,
}

/// Why the right answer is right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reason {
    /// The winning move that leaves [`Reason::lost`]; `None` when the
    /// puzzle's position is itself lost.
    pub mv: Option<Move>,
    /// A position lost for the player to move there.
    pub lost: Vec<u32>,
    /// Why it is lost, in the lesson's terms.
    pub lens: Lens,
}

/// Why a position is lost for the player to move, with the numbers to say it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lens {
    /// Nothing is left: the last chip was taken.
    LastChip,
    /// Two equal rows of `count`: whatever is taken from one, the other
    /// player takes from the other.
    Copy { count: u32 },
    /// 1 2 3: every move lets the other player leave two equal rows.
    OneTwoThree,
    /// Rows in equal pairs (1 1 4 4): whatever is taken from a row, the
    /// other player takes as many from its partner (lesson 4).
    Pairs { rows: Vec<u32> },
    /// Lost, though its rows do not pair off: lesson 4's lens where only
    /// lesson 5's powers explain it.
    Unpaired { rows: Vec<u32> },
    /// Each row a sum of powers of two, every power in pairs.
    Powers { rows: Vec<u32> },
    /// Every binary column even: nim-sum 0.
    NimSum { rows: Vec<u32> },
    /// Misère: only single chips, an odd number of them.
    MisereSingles { ones: u32 },
    /// Misère with two or more rows above one chip: nim-sum 0, as in normal play.
    MisereSum { rows: Vec<u32> },
    /// The board's gaps, nim rows with nim-sum 0.
    Gaps { gaps: Vec<u32> },
    /// Each row's rule, groups and Grundy value; the values' nim-sum is 0.
    Grundy { rows: Vec<RowWorth> },
}

/// Judges `answer` to `puzzle`. A move must have been checked
/// ([`Position::check`]); a move given to a yes/no question, or yes/no to
/// a move question, is judged wrong.
pub fn judge(puzzle: &Puzzle, answer: Answer) -> Judgement {
    let position = &puzzle.position;
    let best = || position.winning_moves().first().copied();
    match (puzzle.question, answer) {
        (Question::Move, Answer::Move(mv)) if position.wins_by(mv) => Judgement {
            right: true,
            answer,
            reason: reason(puzzle, Some(mv)),
        },
        (Question::Move, _) => {
            let mv = best();
            Judgement {
                right: false,
                answer: mv.map_or(Answer::Wins(false), Answer::Move),
                reason: reason(puzzle, mv),
            }
        }
        (Question::Wins, given) => {
            let truth = position.wins();
            Judgement {
                right: given == Answer::Wins(truth),
                answer: Answer::Wins(truth),
                reason: reason(puzzle, if truth { best() } else { None }),
            }
        }
    }
}

/// The reason: `mv` (a winning move) and the lost position it leaves, or
/// the puzzle's position when `mv` is `None`.
fn reason(puzzle: &Puzzle, mv: Option<Move>) -> Reason {
    let position = &puzzle.position;
    let lost = mv.map_or_else(|| position.heaps.clone(), |mv| position.after(mv));
    let lens = lens(puzzle.lesson, position, mv, &lost);
    Reason { mv, lost, lens }
}

/// Why `lost` (what `mv` leaves of `position`) is lost, through `lesson`'s
/// eyes.
fn lens(lesson: Lesson, position: &Position, mv: Option<Move>, lost: &[u32]) -> Lens {
    lens_of(lesson, &position.play, lost, || position.worth_after(mv))
}

/// Why `lost`, heaps of a game played as `play`, is lost through
/// `lesson`'s eyes; `worth` gives ruled rows' groups and values, asked
/// only for them. Rows in equal pairs are lesson 4's pairs up to it (and
/// lesson 2's copy for two rows), so that lesson 4 never splits a row.
pub(crate) fn lens_of(
    lesson: Lesson,
    play: &Play,
    lost: &[u32],
    worth: impl FnOnce() -> Vec<RowWorth>,
) -> Lens {
    let mut left: Vec<u32> = lost.iter().copied().filter(|&c| c > 0).collect();
    left.sort_unstable();
    match play {
        Play::Board(_) => Lens::Gaps {
            gaps: lost.to_vec(),
        },
        Play::Ruled(_) => Lens::Grundy { rows: worth() },
        Play::Nim(_) if lesson == Lesson::Misere => {
            if left.iter().all(|&c| c == 1) {
                Lens::MisereSingles {
                    ones: left.len() as u32,
                }
            } else {
                Lens::MisereSum {
                    rows: lost.to_vec(),
                }
            }
        }
        Play::Nim(_) => match left.as_slice() {
            [] => Lens::LastChip,
            [a, b] if a == b => Lens::Copy { count: *a },
            [1, 2, 3] => Lens::OneTwoThree,
            _ if lesson <= Lesson::Pairs && paired(&left) => Lens::Pairs {
                rows: lost.to_vec(),
            },
            // Lesson 4 never splits a row: a lost position its pairs
            // cannot explain (a wrong move left a row that is no power of
            // two) is said to be lost, the why left to lesson 5.
            _ if lesson == Lesson::Pairs => Lens::Unpaired {
                rows: lost.to_vec(),
            },
            _ if lesson <= Lesson::Powers => Lens::Powers {
                rows: lost.to_vec(),
            },
            _ => Lens::NimSum {
                rows: lost.to_vec(),
            },
        },
    }
}

/// Whether sorted counts come in equal pairs (1 1 4 4).
pub(crate) fn paired(sorted: &[u32]) -> bool {
    sorted.len().is_multiple_of(2) && sorted.chunks(2).all(|pair| pair[0] == pair[1])
}
