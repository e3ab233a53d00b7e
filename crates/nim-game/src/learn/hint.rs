//! The hint of a lesson's puzzle, given in steps so that the help fades
//! in rather than handing over the answer: first a question that points at
//! the lesson's idea (it names no row and no number of chips), then the
//! place (the row to take from, and why that one; or that the position is
//! lost already), then the answer itself. A yes/no question's hint leads
//! to the verdict the same way. Data only: `text` words each step.

use crate::learn::{Answer, Lens, Lesson, Play, Puzzle, Question, judge};
use crate::theory::strategy::{Move, Rules, nim_sum};

/// Steps a hint has: the idea, the place, the answer.
pub const HINT_STEPS: usize = 3;

/// One step of a hint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HintStep {
    /// A question pointing at the idea, in the lesson's terms.
    Idea(Idea),
    /// Where to look.
    Place(Place),
    /// The answer: the winning move, or the verdict; `mv` is the move that
    /// wins (on a yes, the reason for it), `None` when nothing wins.
    Answer { answer: Answer, mv: Option<Move> },
}

/// The lesson's idea, asked as a question. It carries no numbers: the
/// first step never names the move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Idea {
    /// Can you leave the other player nothing?
    TakeAll,
    /// Can you leave two equal rows?
    EqualRows,
    /// Can you leave 1 2 3, or two equal rows?
    OneTwoThree,
    /// Which power of two has no partner?
    UnpairedPower,
    /// Which binary column has an odd number of 1s?
    OddColumn,
    /// Misère's end: can you leave an odd number of single chips?
    OddSingles,
    /// The board: written in binary, which gaps' column is odd?
    OddGapColumn,
    /// Rows under their own rules: which column of the rows' values is odd?
    OddValue,
}

/// The second step: the row (or the board's column) to move in, and why
/// that one; or why there is none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// Move in `row` (0-based).
    Row { row: usize, pointer: Pointer },
    /// No move wins: the position is lost already, for this reason.
    Lost(Lens),
}

/// Why the row of the [`Place`] is the one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pointer {
    /// The only row: take every chip.
    All,
    /// Make it as big as row `other` (0-based).
    Equal { other: usize },
    /// Empty it: two equal rows are left.
    Clear,
    /// It holds more than 1 2 3 needs.
    OneTwoThree,
    /// It holds the biggest power of two without a partner.
    Power { power: u32 },
    /// It has a 1 in the highest odd binary column, worth `weight`.
    Column { weight: u32 },
    /// Misère's end: from it, leave an odd number of single chips.
    Singles,
    /// It is worth `value`; the values' nim-sum is `sum`.
    Value { value: u32, sum: u32 },
}

/// The steps of `puzzle`'s hint, in the order they are given. The move it
/// gives is the one the judge explains, so the hint and the reason agree.
pub fn hint_steps(puzzle: &Puzzle) -> [HintStep; HINT_STEPS] {
    let reason = judge(puzzle, Answer::Wins(true)).reason;
    let idea = idea(puzzle, &reason.lens);
    let place = match reason.mv {
        Some(mv) => Place::Row {
            row: mv.heap,
            pointer: pointer(puzzle, mv, &reason.lens),
        },
        None => Place::Lost(reason.lens),
    };
    let answer = match (puzzle.question, reason.mv) {
        (Question::Move, Some(mv)) => Answer::Move(mv),
        (_, mv) => Answer::Wins(mv.is_some()),
    };
    [
        HintStep::Idea(idea),
        HintStep::Place(place),
        HintStep::Answer {
            answer,
            mv: reason.mv,
        },
    ]
}

/// The lesson's idea; misère's depends on the end the winning move (or the
/// lost position) is at.
fn idea(puzzle: &Puzzle, lens: &Lens) -> Idea {
    match (&puzzle.position.play, puzzle.lesson) {
        (Play::Board(_), _) => Idea::OddGapColumn,
        (Play::Ruled(_), _) => Idea::OddValue,
        (Play::Nim(Rules::Misere), _) => match lens {
            Lens::MisereSingles { .. } => Idea::OddSingles,
            _ => Idea::OddColumn,
        },
        (_, Lesson::OneRow) => Idea::TakeAll,
        (_, Lesson::TwoRows) => Idea::EqualRows,
        (_, Lesson::OneTwoThree) => Idea::OneTwoThree,
        (_, Lesson::Pairs | Lesson::Powers) => Idea::UnpairedPower,
        _ => Idea::OddColumn,
    }
}

/// Why `mv`'s row is the one to move in.
fn pointer(puzzle: &Puzzle, mv: Move, lens: &Lens) -> Pointer {
    let position = &puzzle.position;
    let top = |sum: u32| 1 << sum.ilog2();
    let sum = nim_sum(&position.heaps);
    match (&position.play, puzzle.lesson, lens) {
        (Play::Ruled(_), _, _) => {
            let rows = position.worth_after(None);
            let value = rows.get(mv.heap).map_or(0, |row| row.value);
            let sum = rows.iter().fold(0, |sum, row| sum ^ row.value);
            Pointer::Value { value, sum }
        }
        (_, _, Lens::MisereSingles { .. }) => Pointer::Singles,
        (_, _, Lens::LastChip) if position.heaps.iter().filter(|&&c| c > 0).count() == 1 => {
            Pointer::All
        }
        (Play::Nim(_), Lesson::TwoRows | Lesson::OneTwoThree, Lens::Copy { .. }) => {
            let left = position.after(mv);
            let other = (0..left.len()).find(|&row| row != mv.heap && left[row] == left[mv.heap]);
            match other {
                _ if left[mv.heap] == 0 => Pointer::Clear,
                Some(other) => Pointer::Equal { other },
                None => Pointer::Column { weight: top(sum) },
            }
        }
        (Play::Nim(_), Lesson::OneTwoThree, _) => Pointer::OneTwoThree,
        (Play::Nim(_), Lesson::Pairs | Lesson::Powers, _) => Pointer::Power { power: top(sum) },
        _ => Pointer::Column { weight: top(sum) },
    }
}

impl Lesson {
    /// Whether the lesson's screen has the binary view (`b`): from the
    /// binary rule on, where its columns are what the lesson reads.
    pub fn shows_binary(self) -> bool {
        self >= Lesson::Binary
    }
}
