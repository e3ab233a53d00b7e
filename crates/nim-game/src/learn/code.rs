//! A puzzle's short name: six characters a child can read out to a friend
//! (`4K7Q2M`), which draw the same puzzle anywhere. It holds the lesson,
//! the growth (0-2, as the streak sets it) and a seed of 24 bits: 30 bits,
//! written in Crockford's base 32, whose letters leave out I, L, O and U,
//! so that nothing read aloud is taken for another character. Reading is
//! forgiving as Crockford's is: any case, O for 0, I and L for 1, and
//! dashes and spaces ignored, full-width forms read as their ASCII twins.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

use crate::learn::{Lesson, Puzzle, puzzle};

/// The characters of a code, by value.
const DIGITS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Characters in a code.
pub const CODE_LEN: usize = 6;

/// Bits of the seed: with 4 for the lesson and 2 for the growth, 30, six
/// characters of 5 bits.
const SEED_BITS: u32 = 24;

/// What draws a puzzle: its lesson, its growth and its seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PuzzleCode {
    pub lesson: Lesson,
    /// 0-2: how far the puzzle has grown (the streak when it was set).
    pub level: u32,
    /// Below 2^24.
    pub seed: u32,
}

/// Why a typed code names no puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum CodeError {
    #[error("a puzzle's code has {CODE_LEN} characters")]
    Length,
    #[error("{0:?} is not a character of a puzzle's code")]
    Character(char),
    #[error("no puzzle has this code")]
    Unknown,
}

impl PuzzleCode {
    /// A new code for a puzzle of `lesson` grown to `streak`, its seed
    /// drawn from `rng`.
    pub fn draw<R: Rng + ?Sized>(lesson: Lesson, streak: u32, rng: &mut R) -> Self {
        PuzzleCode {
            lesson,
            level: streak.min(2),
            seed: rng.random_range(0..1 << SEED_BITS),
        }
    }

    /// The puzzle the code names: the same for the same code, always.
    pub fn puzzle(self) -> Puzzle {
        let mut rng = ChaCha8Rng::seed_from_u64(u64::from(self.seed));
        puzzle(self.lesson, self.level, &mut rng)
    }

    /// The code as 30 bits: lesson (0-based), growth, seed.
    fn bits(self) -> u32 {
        let lesson = self.lesson.number() - 1;
        lesson << (SEED_BITS + 2)
            | self.level.min(2) << SEED_BITS
            | self.seed & ((1 << SEED_BITS) - 1)
    }

    fn from_bits(bits: u32) -> Result<Self, CodeError> {
        let lesson = Lesson::from_number(u64::from(bits >> (SEED_BITS + 2)) + 1);
        let level = bits >> SEED_BITS & 3;
        match lesson {
            Some(lesson) if level <= 2 => Ok(PuzzleCode {
                lesson,
                level,
                seed: bits & ((1 << SEED_BITS) - 1),
            }),
            _ => Err(CodeError::Unknown),
        }
    }
}

impl fmt::Display for PuzzleCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bits = self.bits();
        for place in (0..CODE_LEN).rev() {
            let digit = (bits >> (5 * place)) & 31;
            write!(f, "{}", digit_of(digit))?;
        }
        Ok(())
    }
}

/// The character of value `digit` (below 32).
pub(crate) fn digit_of(digit: u32) -> char {
    DIGITS[digit as usize & 31] as char
}

/// The characters of a typed code, its separators (dashes and spaces, in
/// their full-width forms too) left out.
pub(crate) fn code_chars(text: &str) -> impl Iterator<Item = char> + '_ {
    let separator = |c: char| crate::numbers::as_ascii(c) == '-' || crate::numbers::is_space(c);
    text.chars().filter(move |&c| !separator(c))
}

/// The lessons a puzzle of the rows is drawn from in `nim puzzle`.
const ROWS_PUZZLES: [Lesson; 3] = [Lesson::Powers, Lesson::Binary, Lesson::Misere];

/// `nim puzzle`: the code of a puzzle of the rows (or the board) at the
/// top level, grown as far as a lesson's puzzles grow. Drawn as a code, so
/// that the puzzle can be named, shared and opened again.
pub fn any_code<R: Rng + ?Sized>(board: bool, rng: &mut R) -> PuzzleCode {
    let lesson = if board {
        Lesson::Board
    } else {
        ROWS_PUZZLES[rng.random_range(0..ROWS_PUZZLES.len())]
    };
    PuzzleCode::draw(lesson, 2, rng)
}

/// The puzzle of [`any_code`].
pub fn any_puzzle<R: Rng + ?Sized>(board: bool, rng: &mut R) -> Puzzle {
    any_code(board, rng).puzzle()
}

/// Mixed into the day number, so that the day's puzzle is not the puzzle
/// of `--seed` with the same number.
const DAILY_SALT: u64 = 0x6e69_6d2d_6461_696c;

/// `nim puzzle --daily`: the code of the puzzle of day `day` (days since
/// 1970-01-01, UTC; a day before it is negative and has its own puzzle),
/// the same everywhere.
pub fn daily_code(day: i64, board: bool) -> PuzzleCode {
    let mut rng = ChaCha8Rng::seed_from_u64(day.cast_unsigned() ^ DAILY_SALT);
    any_code(board, &mut rng)
}

/// The puzzle of [`daily_code`].
pub fn daily_puzzle(day: i64, board: bool) -> Puzzle {
    daily_code(day, board).puzzle()
}

/// A character's value, read as Crockford reads it (a full-width form as
/// its ASCII twin, as every number typed is read).
pub(crate) fn digit_value(c: char) -> Option<u32> {
    let c = match crate::numbers::as_ascii(c).to_ascii_uppercase() {
        'O' => '0',
        'I' | 'L' => '1',
        c => c,
    };
    DIGITS
        .iter()
        .position(|&d| d as char == c)
        .map(|v| v as u32)
}

impl FromStr for PuzzleCode {
    type Err = CodeError;

    fn from_str(text: &str) -> Result<Self, CodeError> {
        let mut bits = 0u32;
        let mut count = 0;
        for c in code_chars(text) {
            let digit = digit_value(c).ok_or(CodeError::Character(c))?;
            count += 1;
            if count > CODE_LEN {
                return Err(CodeError::Length);
            }
            bits = bits << 5 | digit;
        }
        if count != CODE_LEN {
            return Err(CodeError::Length);
        }
        PuzzleCode::from_bits(bits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_drawn_reads_back_and_draws_the_same_puzzle() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for lesson in Lesson::ALL {
            for streak in 0..4 {
                for _ in 0..40 {
                    let code = PuzzleCode::draw(lesson, streak, &mut rng);
                    let written = code.to_string();
                    assert_eq!(written.len(), CODE_LEN, "{written}");
                    assert_eq!(written.parse::<PuzzleCode>(), Ok(code), "{written}");
                    assert_eq!(code.puzzle(), code.puzzle());
                    assert_eq!(code.puzzle().lesson, lesson);
                }
            }
        }
    }

    #[test]
    fn a_code_is_read_as_it_is_heard() {
        let code = PuzzleCode {
            lesson: Lesson::Binary,
            level: 1,
            seed: 0x01_2345,
        };
        let written = code.to_string();
        let spoken = written.to_lowercase().replace('0', "o").replace('1', "l");
        let spaced = format!("{}-{} ", &spoken[..3], &spoken[3..]);
        assert_eq!(spaced.parse::<PuzzleCode>(), Ok(code));
    }

    #[test]
    fn codes_of_no_puzzle_are_refused() {
        assert_eq!("ABC".parse::<PuzzleCode>(), Err(CodeError::Length));
        assert_eq!("ABCDEFG".parse::<PuzzleCode>(), Err(CodeError::Length));
        assert_eq!(
            "ABCDE!".parse::<PuzzleCode>(),
            Err(CodeError::Character('!'))
        );
        assert_eq!(
            "ABCDEU".parse::<PuzzleCode>(),
            Err(CodeError::Character('U'))
        );
        // Lesson 16 and growth 3 name nothing.
        assert_eq!("ZZZZZZ".parse::<PuzzleCode>(), Err(CodeError::Unknown));
    }
}
