//! `nim learn` and `nim puzzle`, the pure part: the lesson ladder as data,
//! the puzzles of each lesson ([`puzzle()`]), the judge of an answer
//! ([`judge()`]), and the learner's place on the ladder ([`Progress`]).
//!
//! No I/O, no text, no clock: the front ends word what comes back
//! (`text`), keep the progress (`io::progress`) and give the
//! day number of `nim puzzle --daily`.

mod any_code;
mod chosen;
mod code;
mod discover;
mod generate;
mod hint;
mod judge;
mod ladder;
mod mistake;
mod playout;
mod position;
mod position_code;
mod refute;
mod review;
mod tally;
mod worksheet;
mod written;

pub use any_code::AnyCode;
pub use chosen::{GapsError, board_of_gaps, chosen, rows_position};
pub use code::{CODE_LEN, CodeError, PuzzleCode, any_code, any_puzzle, daily_code, daily_puzzle};
pub use discover::{Ask, Discovery, Said, Stage, Step};
pub use generate::puzzle;
pub use hint::{HINT_STEPS, HintStep, Idea, Place, Pointer, hint_steps};
pub use judge::{Answer, Judgement, Lens, Reason, judge};
pub use ladder::{Advance, Given, Progress, ProgressError};
pub use mistake::{Mistake, classify};
pub use playout::{PlayOut, Refusal, Turn};
pub use position::{Play, Position, RowWorth};
pub use position_code::PositionCode;
pub use refute::{Refutation, play_out, refute};
pub use review::{Day, INTERVALS, KEEP_LEARNED, LEARNED, MOST_MISSED, Missed, MissedSet};
pub use tally::{Count, Outcome, Tally};
pub use worksheet::{DEFAULT_COUNT, Entry, MAX_COUNT, Worksheet, answer_key};
pub use written::LONGEST_WRITTEN;

/// The rungs of the ladder, in order: from one row to the board and sums of
/// games. Lessons 1-6 take a newcomer from one row to the binary rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lesson {
    /// One row: take it all.
    OneRow,
    /// Two rows: equal rows lose for the side to move; copy the other player.
    TwoRows,
    /// 1 2 3: a lost position of three rows, and why.
    OneTwoThree,
    /// Rows that are single powers of two: equal powers pair off (the
    /// Chinese text's first algorithm, its simplest case).
    Pairs,
    /// Every row as a sum of powers of two; pair equal powers across rows.
    Powers,
    /// The binary rule: nim-sum 0 loses (Bouton).
    Binary,
    /// Misère: the end rule.
    Misere,
    /// 尼姆棋: the board's gaps are nim rows.
    Board,
    /// Sums of games: a `take:K` row beside nim rows, by Grundy values.
    Sums,
}

impl Lesson {
    pub const ALL: [Lesson; 9] = [
        Lesson::OneRow,
        Lesson::TwoRows,
        Lesson::OneTwoThree,
        Lesson::Pairs,
        Lesson::Powers,
        Lesson::Binary,
        Lesson::Misere,
        Lesson::Board,
        Lesson::Sums,
    ];

    /// 1-based, as the learner sees it and `--lesson` takes it.
    pub fn number(self) -> u32 {
        Lesson::ALL.iter().position(|&l| l == self).unwrap_or(0) as u32 + 1
    }

    /// The lesson numbered `n` (1-based), if there is one.
    pub fn from_number(n: u64) -> Option<Lesson> {
        let index = usize::try_from(n).ok()?.checked_sub(1)?;
        Lesson::ALL.get(index).copied()
    }

    /// The rung above, `None` on the last.
    pub fn next(self) -> Option<Lesson> {
        Lesson::from_number(u64::from(self.number()) + 1)
    }

    /// The questions the lesson asks: every lesson asks for a winning move,
    /// all but the first also whether the player to move can win.
    pub fn questions(self) -> &'static [Question] {
        match self {
            Lesson::OneRow => &[Question::Move],
            _ => &[Question::Move, Question::Wins],
        }
    }
}

/// Right answers in a row that pass a lesson.
pub const PASS_STREAK: u32 = 3;

/// What a puzzle asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Question {
    /// Find a winning move (set only where there is one; any is right).
    Move,
    /// Can the player to move win? (`y` / `n`)
    Wins,
}

/// One puzzle: a position, a question, and the lesson whose lens explains it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    pub lesson: Lesson,
    pub position: Position,
    pub question: Question,
}

#[cfg(test)]
mod tests;
