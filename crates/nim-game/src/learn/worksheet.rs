//! A worksheet as data (`nim worksheet`): numbered puzzles drawn from one
//! seed, each through its code (so a child can open it with `nim puzzle
//! CODE`), and the answer key. The same seed, lesson and count give the
//! same sheet, so a sheet names its seed and can be printed again.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::learn::{Answer, Judgement, Lesson, Puzzle, PuzzleCode, Question, judge};

/// Puzzles on a sheet unless `--count` says otherwise: a lesson's worth,
/// and two sides of paper.
pub const DEFAULT_COUNT: u32 = 6;
/// Most puzzles on one sheet.
pub const MAX_COUNT: u32 = 40;

/// The lessons a sheet without `--lesson` climbs, easiest first: the rows
/// in normal play, from one row to the binary rule.
const MIX: [Lesson; 6] = [
    Lesson::OneRow,
    Lesson::TwoRows,
    Lesson::OneTwoThree,
    Lesson::Pairs,
    Lesson::Powers,
    Lesson::Binary,
];

/// Draws of a code before a sheet takes a puzzle it already holds.
const TRIES: usize = 40;

/// One numbered puzzle and its answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub code: PuzzleCode,
    pub puzzle: Puzzle,
    /// The right answer (a winning move, or the verdict) and its reason.
    pub key: Judgement,
}

/// The sheet: its seed, its lesson (`None`: lessons 1-6 in turn), its
/// puzzles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worksheet {
    pub seed: u64,
    pub lesson: Option<Lesson>,
    pub entries: Vec<Entry>,
}

impl Worksheet {
    /// `count` puzzles (1 to [`MAX_COUNT`]) of `lesson`, or of lessons 1-6
    /// in turn, growing down the sheet; no position twice where the lesson
    /// has enough of them.
    pub fn new(lesson: Option<Lesson>, count: u32, seed: u64) -> Self {
        let count = count.clamp(1, MAX_COUNT) as usize;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut entries: Vec<Entry> = Vec::with_capacity(count);
        for at in 0..count {
            let of = lesson.unwrap_or(MIX[at * MIX.len() / count]);
            let growth = (at * 3 / count) as u32;
            let mut code = PuzzleCode::draw(of, growth, &mut rng);
            for _ in 0..TRIES {
                let position = code.puzzle().position;
                if !entries.iter().any(|e| e.puzzle.position == position) {
                    break;
                }
                code = PuzzleCode::draw(of, growth, &mut rng);
            }
            let puzzle = code.puzzle();
            let key = answer_key(&puzzle);
            entries.push(Entry { code, puzzle, key });
        }
        Worksheet {
            seed,
            lesson,
            entries,
        }
    }
}

/// The right answer to `puzzle` and its reason: the first winning move, or
/// the true verdict.
pub fn answer_key(puzzle: &Puzzle) -> Judgement {
    let position = &puzzle.position;
    let answer = match (puzzle.question, position.winning_moves().first()) {
        (Question::Move, Some(&mv)) => Answer::Move(mv),
        _ => Answer::Wins(position.wins()),
    };
    judge(puzzle, answer)
}
