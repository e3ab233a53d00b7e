//! Numbers as people write them, for every reader of numbers (the game's
//! lines, `--rows`, `nim analyze`): full-width digits and signs, the
//! commas and spaces of a Chinese input method, any white space, a
//! byte-order mark, leading zeros. Imports nothing, so every module can.

/// The ASCII character `c` stands for in a typed number or command: the
/// full-width forms a Chinese input method types (`０`-`９`, `－`, `，`, `？`,
/// U+FF01-U+FF5E) as their ASCII twins, the ideographic comma `、` (and its
/// half-width form) as a comma, the minus sign `−` as `-`, and the
/// ideographic space as a space. Any other character is itself.
pub(crate) fn as_ascii(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c),
        '\u{3000}' => ' ',
        '\u{3001}' | '\u{FF64}' => ',',
        '\u{2212}' => '-',
        _ => c,
    }
}

/// True when `c` separates numbers as a space does: any Unicode white space,
/// so tabs, vertical tabs, form feeds, no-break and ideographic spaces, line
/// and paragraph separators too.
pub fn is_space(c: char) -> bool {
    as_ascii(c).is_whitespace()
}

/// True when `c` is a comma between numbers: `,`, `，` or `、`.
pub fn is_comma(c: char) -> bool {
    as_ascii(c) == ','
}

/// The byte-order mark an editor may write at the start of a file (Notepad
/// does), so at the start of a line of input: not part of what was typed.
pub const BYTE_ORDER_MARK: char = '\u{FEFF}';

/// `line` without a byte-order mark at its start.
pub fn without_bom(line: &str) -> &str {
    line.strip_prefix(BYTE_ORDER_MARK).unwrap_or(line)
}

/// A whole number as typed: its sign and its magnitude.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Number {
    pub negative: bool,
    /// `None` past `u64::MAX`: far too large for any question.
    pub magnitude: Option<u64>,
}

/// Why a number is not a count of things.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotACount {
    /// Below zero (`-0` is zero).
    Negative,
    /// Past `u32::MAX`.
    TooLarge,
}

impl Number {
    /// The number with its sign, if its magnitude is at most `limit`: every
    /// later sum or comparison of it is then free of overflow.
    pub fn within(self, limit: i64) -> Option<i64> {
        self.magnitude
            .and_then(|m| i64::try_from(m).ok())
            .filter(|&m| m <= limit)
            .map(|m| if self.negative { -m } else { m })
    }

    /// The number as a count (0 and up), the one sign rule of every reader
    /// of counts: any negative number is refused as negative, however large.
    pub fn count(self) -> Result<u32, NotACount> {
        if self.negative && self.magnitude != Some(0) {
            return Err(NotACount::Negative);
        }
        self.magnitude
            .and_then(|m| u32::try_from(m).ok())
            .ok_or(NotACount::TooLarge)
    }
}

/// Reads a whole number a character at a time (so `nim analyze` reads a row
/// of any length in constant memory): one optional sign, then decimal
/// digits, each in the forms [`as_ascii`] knows. Leading zeros never make a
/// number too large.
#[derive(Debug, Clone, Copy, Default)]
pub struct NumberReader {
    state: Reading,
}

#[derive(Debug, Clone, Copy, Default)]
enum Reading {
    #[default]
    Empty,
    Signed {
        negative: bool,
    },
    Digits(Number),
    NotANumber,
}

impl NumberReader {
    pub fn push(&mut self, c: char) {
        let c = as_ascii(c);
        let digit = c.to_digit(10).map(u64::from);
        self.state = match (self.state, digit) {
            (Reading::Empty, None) if c == '-' || c == '+' => {
                Reading::Signed { negative: c == '-' }
            }
            (Reading::Empty, Some(d)) => Reading::Digits(Number {
                negative: false,
                magnitude: Some(d),
            }),
            (Reading::Signed { negative }, Some(d)) => Reading::Digits(Number {
                negative,
                magnitude: Some(d),
            }),
            (Reading::Digits(number), Some(d)) => Reading::Digits(Number {
                magnitude: number
                    .magnitude
                    .and_then(|m| m.checked_mul(10)?.checked_add(d)),
                ..number
            }),
            _ => Reading::NotANumber,
        };
    }

    /// The number read, or `None` if the characters do not make one.
    pub fn number(&self) -> Option<Number> {
        match self.state {
            Reading::Digits(number) => Some(number),
            _ => None,
        }
    }
}

/// `token` as a whole number, if it is one.
pub fn read_number(token: &str) -> Option<Number> {
    let mut reader = NumberReader::default();
    token.chars().for_each(|c| reader.push(c));
    reader.number()
}
