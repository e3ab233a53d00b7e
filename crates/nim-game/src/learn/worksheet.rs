//! A worksheet as data (`nim worksheet`): numbered puzzles drawn from one
//! seed, each through its code (so a child can open it with `nim puzzle
//! CODE`), and the answer key. The same seed, lesson and count give the
//! same sheet, so a sheet names its seed and can be printed again.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::learn::{Answer, AnyCode, Judgement, Lesson, Puzzle, PuzzleCode, Question, judge};
use crate::theory::strategy::Move;

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

/// Draws of a code at a puzzle's own growth before the sheet looks among
/// bigger puzzles of the lesson for one it does not hold yet.
const TRIES: usize = 40;
/// Draws at each bigger growth: past them, the lesson is taken to have no
/// other puzzle (lesson 1 has twelve in all; 400 draws miss one of them
/// once in 10^15).
const GROWN_TRIES: usize = 400;

/// One numbered puzzle and its answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub code: AnyCode,
    pub puzzle: Puzzle,
    /// The right answer (a winning move, or the verdict) and its reason.
    pub key: Judgement,
    /// Every winning move, where a move is asked: each is a right answer.
    pub moves: Vec<Move>,
}

impl Entry {
    fn of(code: AnyCode) -> Entry {
        let puzzle = code.puzzle();
        let key = answer_key(&puzzle);
        let moves = match puzzle.question {
            Question::Move => puzzle.position.winning_moves(),
            Question::Wins => Vec::new(),
        };
        Entry {
            code,
            puzzle,
            key,
            moves,
        }
    }
}

/// The sheet: its seed, its lesson (`None`: lessons 1-6 in turn, or the
/// puzzles chosen), how many puzzles were asked for, its puzzles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worksheet {
    pub seed: u64,
    pub lesson: Option<Lesson>,
    /// `--count`: more than [`Worksheet::entries`] holds when the lesson
    /// has no more different puzzles.
    pub count: u32,
    /// Puzzles a teacher chose (by their codes), not drawn.
    pub chosen: bool,
    pub entries: Vec<Entry>,
}

impl Worksheet {
    /// `count` puzzles (1 to [`MAX_COUNT`]) of `lesson`, or of lessons 1-6
    /// in turn, growing down the sheet, never one position twice: where a
    /// puzzle's growth has none left, a bigger one of its lesson; where
    /// the lesson has none left, the sheet ends there.
    pub fn new(lesson: Option<Lesson>, count: u32, seed: u64) -> Self {
        let count = count.clamp(1, MAX_COUNT);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut entries: Vec<Entry> = Vec::with_capacity(count as usize);
        for at in 0..count as usize {
            let of = lesson.unwrap_or(MIX[at * MIX.len() / count as usize]);
            let growth = (at * 3 / count as usize) as u32;
            let held = |code: &PuzzleCode| {
                let position = code.puzzle().position;
                entries.iter().any(|e| e.puzzle.position == position)
            };
            let fresh = (growth..=2)
                .flat_map(|level| {
                    let tries = if level == growth { TRIES } else { GROWN_TRIES };
                    std::iter::repeat_n(level, tries + 1)
                })
                .map(|level| PuzzleCode::draw(of, level, &mut rng))
                .find(|code| !held(code));
            if let Some(code) = fresh {
                entries.push(Entry::of(AnyCode::Drawn(code)));
            }
        }
        Worksheet {
            seed,
            lesson,
            count,
            chosen: false,
            entries,
        }
    }

    /// A sheet of the puzzles `codes` name, in their order (a chosen
    /// position by its code, so that each opens with `nim puzzle CODE`).
    pub fn chosen(codes: Vec<AnyCode>, seed: u64) -> Self {
        let entries: Vec<Entry> = codes.into_iter().map(Entry::of).collect();
        Worksheet {
            seed,
            lesson: None,
            count: entries.len() as u32,
            chosen: true,
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
