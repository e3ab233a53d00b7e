//! The puzzles of each lesson, drawn from a seeded generator: a seed and
//! the same answers give the same puzzles. They grow with the learner: the
//! right answers in a row so far (the streak) allow more rows and chips,
//! within the lesson's bounds. A "find a winning move" puzzle is set only
//! where there is one; a yes/no puzzle is lost or won by a coin's toss.

use rand::Rng;
use rand::seq::SliceRandom;

use crate::learn::{Lesson, Play, Position, Puzzle, Question};
use crate::table::board::Board;
use crate::theory::rule::Rule;
use crate::theory::strategy::Rules;

/// A puzzle of `lesson` for a learner with `streak` right answers in a row.
pub fn puzzle<R: Rng + ?Sized>(lesson: Lesson, streak: u32, rng: &mut R) -> Puzzle {
    let questions = lesson.questions();
    let question = questions[rng.random_range(0..questions.len())];
    let wins = match question {
        Question::Move => true,
        Question::Wins => rng.random_bool(0.5),
    };
    let level = streak.min(2);
    // Each lesson's positions are small: a wanted verdict turns up within a
    // few draws (the rarest, a lost board, about one in eight).
    let position = loop {
        let position = candidate(lesson, level, rng);
        if position.wins() == wins {
            break position;
        }
    };
    Puzzle {
        lesson,
        position,
        question,
    }
}

/// A position in `lesson`'s shape at `level` (0-2), won or lost.
fn candidate<R: Rng + ?Sized>(lesson: Lesson, level: u32, rng: &mut R) -> Position {
    let normal = |heaps| Position::nim(heaps, Rules::Normal);
    match lesson {
        Lesson::OneRow => normal(vec![rng.random_range(1..=4 + 4 * level)]),
        Lesson::TwoRows => {
            let most = 4 + 2 * level;
            let a = rng.random_range(1..=most);
            // Equal rows half the time: the copy is the lesson.
            let b = if rng.random_bool(0.5) {
                a
            } else {
                rng.random_range(1..=most)
            };
            normal(vec![a, b])
        }
        Lesson::OneTwoThree => normal(one_two_three(level, rng)),
        Lesson::Pairs => {
            let powers = [1, 2, 4, 8];
            // An even number of rows: three single powers never pair off.
            let rows = [2, 4, 4][level as usize];
            let top = 3 + (level as usize).min(1);
            // At most two powers without a partner: then a whole row taken,
            // or one row cut down to another's size, pairs them all, and
            // no row is ever split into powers (lesson 5's idea).
            loop {
                let heaps = draw(rows, rng, |rng| powers[rng.random_range(0..top)]);
                if unpaired(&heaps) <= 2 {
                    break normal(heaps);
                }
            }
        }
        Lesson::Powers => {
            let most = [7, 7, 10][level as usize];
            normal(draw(3, rng, |rng| rng.random_range(1..=most)))
        }
        Lesson::Binary => {
            let rows = 3 + (level as usize).min(1);
            // Up to the 16s column, but no row past the book's field of
            // 25 places: a longer row takes the dense field, beside which
            // the binary view has no room for its place values.
            let most = [10, 15, 25][level as usize];
            normal(draw(rows, rng, |rng| rng.random_range(1..=most)))
        }
        Lesson::Misere => {
            let rows = rng.random_range(2..=3 + level as usize);
            let most = 3 + level;
            // Single chips often: the end rule is the lesson.
            let heaps = draw(rows, rng, |rng| {
                if rng.random_bool(0.5) {
                    1
                } else {
                    rng.random_range(1..=most)
                }
            });
            Position::nim(heaps, Rules::Misere)
        }
        Lesson::Board => Position::board(Board::deal(rng)),
        Lesson::Sums => sums(level, rng),
    }
}

/// How many sizes are held by an odd number of rows: rows left without a
/// partner once equal rows pair off.
fn unpaired(heaps: &[u32]) -> usize {
    let mut odd: Vec<u32> = Vec::new();
    for &count in heaps {
        match odd.iter().position(|&c| c == count) {
            Some(at) => _ = odd.swap_remove(at),
            None => odd.push(count),
        }
    }
    odd.len()
}

/// `rows` heaps, each drawn by `one`.
fn draw<R: Rng + ?Sized>(rows: usize, rng: &mut R, mut one: impl FnMut(&mut R) -> u32) -> Vec<u32> {
    (0..rows).map(|_| one(rng)).collect()
}

/// 1 2 3 in any order, or with one row raised above it (one move wins).
fn one_two_three<R: Rng + ?Sized>(level: u32, rng: &mut R) -> Vec<u32> {
    let mut heaps = vec![1, 2, 3];
    heaps.shuffle(rng);
    if rng.random_bool(0.5) {
        let row = rng.random_range(0..3);
        heaps[row] += rng.random_range(1..=2 + 2 * level);
    }
    heaps
}

/// A row under its own rule beside one or two nim rows, in any order: a
/// `take:K` row first; as the learner grows, a Kayles row (a move inside it
/// splits it, so it is answered `ROW COUNT AT`).
fn sums<R: Rng + ?Sized>(level: u32, rng: &mut R) -> Position {
    let kayles = level == 2 || (level == 1 && rng.random_bool(0.5));
    let ruled = if kayles {
        (
            Rule::parse("kayles").unwrap_or(Rule::Nim),
            rng.random_range(3..=4 + 2 * level),
        )
    } else {
        (
            Rule::Take(rng.random_range(2..=3)),
            rng.random_range(2..=6 + 2 * level),
        )
    };
    let mut rows = vec![ruled];
    let nim_rows = 1 + usize::from(level > 0 && rng.random_bool(0.5));
    for _ in 0..nim_rows {
        rows.push((Rule::Nim, rng.random_range(1..=4 + level)));
    }
    rows.shuffle(rng);
    let (rules, heaps) = rows.into_iter().unzip();
    Position {
        heaps,
        play: Play::Ruled(rules),
    }
}
