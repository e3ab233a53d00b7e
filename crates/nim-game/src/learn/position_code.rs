//! A chosen position's code (`nim puzzle --rows 3,4,5` gives one), so that
//! a teacher can hand it out as a lesson's puzzle is handed out: the same
//! letters as a lesson's code ([`PuzzleCode`]), but seven or more of them,
//! so that the six of a lesson's code keep their meaning. It holds the
//! game (nim, misère, rows under rules, the board), the heaps (0 to 63
//! each, up to 15) and each ruled row's rule, then two check characters: a
//! weighted sum modulo the prime 1021, which finds any one character
//! mistyped and any two neighbours swapped, so that a code misheard opens
//! no other position.

use std::fmt;

use crate::learn::code::{CodeError, digit_of, digit_value};
use crate::learn::{Play, Position, board_of_gaps};
use crate::table::layout::{MAX_CHIPS, MAX_ROWS, MIN_ROWS};
use crate::theory::rule::Rule;
use crate::theory::strategy::Rules;

/// A chosen position, by its code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionCode {
    pub position: Position,
}

/// Characters of a lesson's code: a position's code is always longer.
const LESSON_LEN: usize = crate::learn::CODE_LEN;
/// Bits of one heap: 0 to 63 chips.
const HEAP_BITS: u32 = 6;
/// Bits of the number of heaps: 1 to 15.
const COUNT_BITS: u32 = 4;
/// The check: a weighted sum of the characters modulo this prime, in two
/// characters (10 bits).
const CHECK: u32 = 1021;

/// The games a code names, in 2 bits.
const NORMAL: u32 = 0;
const MISERE: u32 = 1;
const RULED: u32 = 2;
const BOARD: u32 = 3;

/// A ruled row's rule, in 3 bits: the named rules, `take:K` with K in 6
/// bits, or any other rule as its text.
const NAMED: [(u32, &str); 5] = [
    (0, "nim"),
    (1, "kayles"),
    (2, "dawson"),
    (4, "grundy"),
    (5, "lasker"),
];
const TAKE: u32 = 3;
const TEXT: u32 = 6;
/// The characters of a rule's text (`sub:1,3,4`, `0.137`, `4.[3]`), in 6
/// bits each after a length of 6 bits.
const TEXT_CHARS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz:,.[]";

impl PositionCode {
    /// The code of `position`, if it is one a teacher can choose: 2 to 14
    /// rows of 1 to 63 chips (the board's 8 gaps as `--rows` gives them),
    /// and rules that read back as themselves.
    pub fn of(position: &Position) -> Option<PositionCode> {
        let code = PositionCode {
            position: position.clone(),
        };
        let written = code.digits()?;
        (decode(&written).as_ref() == Ok(position)).then_some(code)
    }

    /// The code's characters' values (5 bits each), the check last.
    fn digits(&self) -> Option<Vec<u32>> {
        let position = &self.position;
        let mut bits = Bits::default();
        let heaps = &position.heaps;
        if heaps.is_empty() || heaps.len() >= 1 << COUNT_BITS {
            return None;
        }
        let game = match &position.play {
            Play::Nim(Rules::Normal) => NORMAL,
            Play::Nim(Rules::Misere) => MISERE,
            Play::Ruled(_) => RULED,
            Play::Board(_) => BOARD,
        };
        bits.push(game, 2);
        bits.push(heaps.len() as u32, COUNT_BITS);
        for &heap in heaps {
            if heap >= 1 << HEAP_BITS {
                return None;
            }
            bits.push(heap, HEAP_BITS);
        }
        if let Play::Ruled(rules) = &position.play {
            for rule in rules {
                push_rule(&mut bits, rule)?;
            }
        }
        let mut digits = bits.digits();
        // A lesson's code has six characters: a position's, with its two
        // check characters, at least seven.
        while digits.len() + 2 <= LESSON_LEN {
            digits.push(0);
        }
        let check = check(&digits);
        digits.extend([check >> 5, check & 31]);
        Some(digits)
    }
}

/// `rule` as its 3-bit tag and what follows it; `None` for a rule whose
/// text has characters no code holds or is longer than 63.
fn push_rule(bits: &mut Bits, rule: &Rule) -> Option<()> {
    let text = rule.to_string();
    if let Some(&(tag, _)) = NAMED.iter().find(|(_, name)| *name == text) {
        bits.push(tag, 3);
        return Some(());
    }
    if let Rule::Take(most) = rule
        && *most < 1 << 6
    {
        bits.push(TAKE, 3);
        bits.push(*most, 6);
        return Some(());
    }
    if text.len() >= 1 << 6 {
        return None;
    }
    bits.push(TEXT, 3);
    bits.push(text.len() as u32, 6);
    for c in text.bytes() {
        let at = TEXT_CHARS.iter().position(|&t| t == c)?;
        bits.push(at as u32, 6);
    }
    Some(())
}

/// The check of `digits`: each weighted by its place from 1, summed,
/// modulo [`CHECK`]. A prime above any weight times any difference of
/// two characters: one character changed, or two neighbours swapped,
/// always changes it.
fn check(digits: &[u32]) -> u32 {
    (digits.iter().zip(1..))
        .map(|(&d, weight)| d * weight)
        .fold(0, |sum, term| (sum + term) % CHECK)
}

/// The position of a code's characters, checked: its check, its game,
/// and a position a teacher could have chosen.
fn decode(digits: &[u32]) -> Result<Position, CodeError> {
    if digits.len() <= LESSON_LEN {
        return Err(CodeError::Length);
    }
    let (body, tail) = digits.split_at(digits.len() - 2);
    if check(body) != tail[0] << 5 | tail[1] {
        return Err(CodeError::Unknown);
    }
    let mut bits = Reader::new(body);
    let game = bits.take(2)?;
    let count = bits.take(COUNT_BITS)? as usize;
    let heaps: Vec<u32> = (0..count)
        .map(|_| bits.take(HEAP_BITS))
        .collect::<Result<_, _>>()?;
    let position = match game {
        NORMAL => Position::nim(heaps, Rules::Normal),
        MISERE => Position::nim(heaps, Rules::Misere),
        BOARD => Position::board(board_of_gaps(&heaps).map_err(|_| CodeError::Unknown)?),
        _ => {
            let rules = (0..count)
                .map(|_| read_rule(&mut bits))
                .collect::<Result<_, _>>()?;
            Position {
                heaps,
                play: Play::Ruled(rules),
            }
        }
    };
    // Only padding may follow, and only what `--rows` could have set.
    if !bits.rest_is_zero() || !chosen_shape(&position) {
        return Err(CodeError::Unknown);
    }
    Ok(position)
}

/// A ruled row's rule, as [`push_rule`] wrote it.
fn read_rule(bits: &mut Reader) -> Result<Rule, CodeError> {
    let tag = bits.take(3)?;
    let text = match tag {
        TAKE => format!("take:{}", bits.take(6)?),
        TEXT => {
            let len = bits.take(6)?;
            (0..len)
                .map(|_| {
                    let at = bits.take(6)? as usize;
                    TEXT_CHARS
                        .get(at)
                        .map(|&c| char::from(c))
                        .ok_or(CodeError::Unknown)
                })
                .collect::<Result<_, _>>()?
        }
        tag => (NAMED.iter().find(|(t, _)| *t == tag))
            .map(|(_, name)| name.to_string())
            .ok_or(CodeError::Unknown)?,
    };
    Rule::parse(&text).map_err(|_| CodeError::Unknown)
}

/// Rows as `--rows` takes them (2 to 14 of 1 to 63 chips, a move to make)
/// or the board's 8 gaps.
fn chosen_shape(position: &Position) -> bool {
    let heaps = &position.heaps;
    let rows = matches!(position.play, Play::Board(_))
        || ((MIN_ROWS..=MAX_ROWS).contains(&heaps.len())
            && heaps.iter().all(|&h| (1..=MAX_CHIPS).contains(&h)));
    rows && !position.moves().is_empty()
}

impl fmt::Display for PositionCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for digit in self.digits().unwrap_or_default() {
            write!(f, "{}", digit_of(digit))?;
        }
        Ok(())
    }
}

impl std::str::FromStr for PositionCode {
    type Err = CodeError;

    /// Read as a lesson's code is read: any case, O for 0, I and L for 1,
    /// dashes and spaces ignored.
    fn from_str(text: &str) -> Result<Self, CodeError> {
        let digits: Vec<u32> = crate::learn::code::code_chars(text)
            .map(|c| digit_value(c).ok_or(CodeError::Character(c)))
            .collect::<Result<_, _>>()?;
        decode(&digits).map(|position| PositionCode { position })
    }
}

/// Bits written from the most significant, then cut into characters.
#[derive(Default)]
struct Bits(Vec<bool>);

impl Bits {
    fn push(&mut self, value: u32, width: u32) {
        self.0
            .extend((0..width).rev().map(|bit| value >> bit & 1 == 1));
    }

    /// 5 bits a character, the last padded with zeros.
    fn digits(&self) -> Vec<u32> {
        (self.0.chunks(5))
            .map(|chunk| {
                (0..5).fold(0, |d, at| {
                    d << 1 | u32::from(chunk.get(at).copied().unwrap_or(false))
                })
            })
            .collect()
    }
}

/// The bits of characters, read from the first.
struct Reader {
    bits: Vec<bool>,
    at: usize,
}

impl Reader {
    fn new(digits: &[u32]) -> Reader {
        let bits = (digits.iter())
            .flat_map(|&d| (0..5).rev().map(move |bit| d >> bit & 1 == 1))
            .collect();
        Reader { bits, at: 0 }
    }

    fn take(&mut self, width: u32) -> Result<u32, CodeError> {
        let width = width as usize;
        let bits = self
            .bits
            .get(self.at..self.at + width)
            .ok_or(CodeError::Unknown)?;
        self.at += width;
        Ok(bits.iter().fold(0, |v, &b| v << 1 | u32::from(b)))
    }

    fn rest_is_zero(&self) -> bool {
        self.bits[self.at..].iter().all(|&b| !b)
    }
}

#[cfg(test)]
mod tests;
