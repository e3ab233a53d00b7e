//! A row's rule: which moves a heap allows (Arsac's R_i). Every rule here is
//! one of Winning Ways' heap games: a move takes `j` chips from a heap and
//! leaves nothing, one heap or two, as the rule's digit for `j` allows; two
//! rules also split a heap without taking (Lasker's nim, Grundy's game).
//!
//! Pure, and no text: a rule is parsed from its written form into a [`Rule`]
//! or a typed [`RuleError`], and written back in one canonical spelling.

use std::fmt;

use thiserror::Error;

/// The most digits an octal code may have after its point.
pub const MAX_OCTAL_DIGITS: usize = 32;

/// A digit's bits: what taking `j` chips from a heap of `n` may leave.
pub const LEAVE_NONE: u8 = 1;
/// One non-empty heap: the chips come from an end.
pub const LEAVE_ONE: u8 = 2;
/// Two non-empty heaps: the chips come from the middle.
pub const LEAVE_TWO: u8 = 4;

/// One heap game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Take any number of chips from an end (the book's game, `0.[3]`).
    Nim,
    /// Take 1 to K chips from an end (`take:K`).
    Take(u32),
    /// Take exactly one of the amounts from an end (`sub:A,B,...`), ascending,
    /// no repeats.
    Sub(Vec<u32>),
    /// An octal code: [`Octal`].
    Octal(Octal),
    /// Split a heap into two unequal heaps (Grundy's game).
    Grundy,
}

/// Winning Ways' octal code `D.DDD` or `D.DD[D]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Octal {
    /// The digit before the point: 4 lets a heap split without taking.
    pub split_free: bool,
    /// Digit j-1 says what taking j chips may leave ([`LEAVE_NONE`] etc.).
    pub digits: Vec<u8>,
    /// The last digit repeats forever (written in brackets).
    pub repeats: bool,
}

/// Why a written rule is not a rule.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the rule is empty")]
    Empty,
    #[error("unknown rule name {0:?}")]
    UnknownName(String),
    #[error("take: needs a whole number of at least 1")]
    BadTake,
    #[error("sub: needs amounts of at least 1, separated by commas")]
    BadSub,
    #[error("an octal code starts with 0. or 4.")]
    OctalLead,
    #[error("an octal code's digits are 0 to 7, found {0:?}")]
    OctalDigit(char),
    #[error("an octal code needs a digit after its point")]
    OctalNoDigits,
    #[error("an octal code with only zeros allows no move")]
    OctalNoMoves,
    #[error("an octal code's bracket holds one digit and ends the code")]
    OctalBracket,
    #[error("an octal code has at most 32 digits after its point")]
    OctalTooLong,
}

impl Rule {
    /// Reads a rule as a player writes it (names in any case).
    pub fn parse(text: &str) -> Result<Rule, RuleError> {
        let text = text.trim().to_ascii_lowercase();
        if text.is_empty() {
            return Err(RuleError::Empty);
        }
        if let Some(k) = text.strip_prefix("take:") {
            return match k.parse::<u32>() {
                Ok(k) if k >= 1 => Ok(Rule::Take(k)),
                _ => Err(RuleError::BadTake),
            };
        }
        if let Some(list) = text.strip_prefix("sub:") {
            return parse_sub(list);
        }
        if text.starts_with(|c: char| c.is_ascii_digit()) {
            return Octal::parse(&text).map(Rule::from_octal);
        }
        match text.as_str() {
            "nim" => Ok(Rule::Nim),
            "kayles" => Ok(Rule::Octal(Octal::fixed(&[7, 7]))),
            "dawson" => Ok(Rule::Octal(Octal::fixed(&[0, 7]))),
            "lasker" => Ok(Rule::Octal(Octal {
                split_free: true,
                digits: vec![3],
                repeats: true,
            })),
            "grundy" => Ok(Rule::Grundy),
            _ => Err(RuleError::UnknownName(text)),
        }
    }

    /// `0.[3]` is the book's game: one spelling for one game.
    fn from_octal(octal: Octal) -> Rule {
        if !octal.split_free && octal.repeats && octal.digits == [3] {
            Rule::Nim
        } else {
            Rule::Octal(octal)
        }
    }

    pub(crate) fn is_nim(&self) -> bool {
        *self == Rule::Nim
    }

    /// What taking `take` chips may leave, as [`LEAVE_NONE`] | [`LEAVE_ONE`] |
    /// [`LEAVE_TWO`]; 0 when the rule never takes that many.
    pub fn digit(&self, take: u32) -> u8 {
        const END: u8 = LEAVE_NONE | LEAVE_ONE;
        match self {
            _ if take == 0 => 0,
            Rule::Nim => END,
            Rule::Take(k) if take <= *k => END,
            Rule::Sub(amounts) if amounts.binary_search(&take).is_ok() => END,
            Rule::Octal(octal) => octal.digit(take),
            _ => 0,
        }
    }

    /// Whether the rule splits a heap without taking a chip.
    pub(crate) fn splits_free(&self) -> bool {
        match self {
            Rule::Octal(octal) => octal.split_free,
            Rule::Grundy => true,
            _ => false,
        }
    }

    /// Whether a game under this rule can be played on the rows: every move
    /// takes at least one chip, so a game always ends.
    pub fn playable(&self) -> bool {
        !self.splits_free()
    }

    /// Whether a move can leave a heap in two groups.
    pub fn splits(&self) -> bool {
        match self {
            Rule::Octal(octal) => {
                octal.split_free || octal.digits.iter().any(|d| d & LEAVE_TWO != 0)
            }
            Rule::Grundy => true,
            _ => false,
        }
    }

    /// Whether taking `take` chips from a group, leaving `left` chips before
    /// them and `right` after, is a move.
    pub fn allows(&self, take: u32, left: u32, right: u32) -> bool {
        let needed = match (left, right) {
            (0, 0) => LEAVE_NONE,
            (0, _) | (_, 0) => LEAVE_ONE,
            _ => LEAVE_TWO,
        };
        self.digit(take) & needed != 0
    }

    /// Every option of a heap of `n`: the heaps a move leaves, `(a, b)` with
    /// `a <= b` and 0 for no heap, each once.
    pub fn options(&self, n: u32) -> impl Iterator<Item = (u32, u32)> + '_ {
        let takes = (1..=n).flat_map(move |take| {
            let digit = self.digit(take);
            let rest = n - take;
            let none = (rest == 0 && digit & LEAVE_NONE != 0).then_some((0, 0));
            let one = (rest > 0 && digit & LEAVE_ONE != 0).then_some((0, rest));
            let two_upto = if digit & LEAVE_TWO != 0 { rest / 2 } else { 0 };
            let two = (1..=two_upto).map(move |a| (a, rest - a));
            none.into_iter().chain(one).chain(two)
        });
        let free_upto = match self {
            Rule::Grundy => (n.saturating_sub(1)) / 2,
            _ if self.splits_free() => n / 2,
            _ => 0,
        };
        takes.chain((1..=free_upto).map(move |a| (a, n - a)))
    }

    /// The Grundy values of heaps 0 to `upto` by their definition: each is
    /// the smallest value no option reaches (mex), an option of two heaps
    /// worth the nim-sum of theirs. Quadratic or worse: the rows' heaps (at
    /// most 63 chips) and the tests' reference; big heaps need
    /// [`crate::theory::grundy`].
    pub fn values(&self, upto: u32) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::with_capacity(upto as usize + 1);
        let mut reached: Vec<bool> = Vec::new();
        for n in 0..=upto {
            reached.clear();
            for (a, b) in self.options(n) {
                let v = (values[a as usize] ^ values[b as usize]) as usize;
                if v >= reached.len() {
                    reached.resize(v + 1, false);
                }
                reached[v] = true;
            }
            let mex = reached.iter().position(|&r| !r).unwrap_or(reached.len());
            values.push(mex as u32);
        }
        values
    }
}

fn parse_sub(list: &str) -> Result<Rule, RuleError> {
    let mut amounts = list
        .split(',')
        .map(|a| a.trim().parse::<u32>().ok().filter(|&a| a >= 1))
        .collect::<Option<Vec<u32>>>()
        .ok_or(RuleError::BadSub)?;
    amounts.sort_unstable();
    amounts.dedup();
    Ok(Rule::Sub(amounts))
}

impl Octal {
    fn fixed(digits: &[u8]) -> Octal {
        Octal {
            split_free: false,
            digits: digits.to_vec(),
            repeats: false,
        }
    }

    fn parse(text: &str) -> Result<Octal, RuleError> {
        let (lead, rest) = text.split_once('.').ok_or(RuleError::OctalLead)?;
        let split_free = match lead {
            "0" => false,
            "4" => true,
            _ => return Err(RuleError::OctalLead),
        };
        let (plain, repeated) = match rest.split_once('[') {
            None => (rest, None),
            Some((plain, bracket)) => {
                let mut inside = bracket.chars();
                match (inside.next(), inside.next(), inside.next()) {
                    (Some(d), Some(']'), None) => (plain, Some(d)),
                    _ => return Err(RuleError::OctalBracket),
                }
            }
        };
        let mut digits = plain
            .chars()
            .chain(repeated)
            .map(|c| match c.to_digit(8) {
                Some(d) => Ok(d as u8),
                None => Err(RuleError::OctalDigit(c)),
            })
            .collect::<Result<Vec<u8>, RuleError>>()?;
        if digits.is_empty() {
            return Err(RuleError::OctalNoDigits);
        }
        if digits.len() > MAX_OCTAL_DIGITS {
            return Err(RuleError::OctalTooLong);
        }
        let repeats = repeated.is_some();
        if !repeats {
            // Trailing zeros say nothing: 0.70 is 0.7.
            while digits.last() == Some(&0) {
                digits.pop();
            }
        }
        if digits.iter().all(|&d| d == 0) && !split_free {
            return Err(RuleError::OctalNoMoves);
        }
        Ok(Octal {
            split_free,
            digits,
            repeats,
        })
    }

    fn digit(&self, take: u32) -> u8 {
        let index = take as usize - 1;
        match self.digits.get(index) {
            Some(&d) => d,
            None if self.repeats => self.digits.last().copied().unwrap_or(0),
            None => 0,
        }
    }

    /// The code's length for the Guy-Smith theorem: the last digit that is
    /// not 0 (a finite code only).
    pub fn length(&self) -> usize {
        self.digits.len()
    }
}

impl fmt::Display for Octal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.split_free { "4." } else { "0." })?;
        // `4.0` keeps its zero: a code needs a digit after its point to
        // be read back.
        if self.digits.is_empty() {
            f.write_str("0")?;
        }
        let last = self.digits.len().saturating_sub(1);
        for (i, d) in self.digits.iter().enumerate() {
            if self.repeats && i == last {
                write!(f, "[{d}]")?;
            } else {
                write!(f, "{d}")?;
            }
        }
        Ok(())
    }
}

/// The canonical spelling: a name where the rule has one, else its form.
impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::Nim => f.write_str("nim"),
            Rule::Take(k) => write!(f, "take:{k}"),
            Rule::Sub(amounts) => {
                f.write_str("sub:")?;
                for (i, a) in amounts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{a}")?;
                }
                Ok(())
            }
            Rule::Octal(octal) => match octal.to_string().as_str() {
                "0.77" => f.write_str("kayles"),
                "0.07" => f.write_str("dawson"),
                "4.[3]" => f.write_str("lasker"),
                code => f.write_str(code),
            },
            Rule::Grundy => f.write_str("grundy"),
        }
    }
}

/// Which rule each row plays under: one for every row (`--rule`, the book's
/// nim by default) or one per row (`--rules`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum RowRules {
    Every(Rule),
    Each(Vec<Rule>),
}

impl Default for RowRules {
    fn default() -> Self {
        RowRules::Every(Rule::Nim)
    }
}

impl RowRules {
    /// Row `row`'s rule (0-based); a row past a list's end is a nim row.
    pub fn of_row(&self, row: usize) -> &Rule {
        match self {
            RowRules::Every(rule) => rule,
            RowRules::Each(rules) => rules.get(row).unwrap_or(&Rule::Nim),
        }
    }

    /// Every row is the book's: nothing changes from the game without rules.
    pub fn all_nim(&self) -> bool {
        match self {
            RowRules::Every(rule) => rule.is_nim(),
            RowRules::Each(rules) => rules.iter().all(Rule::is_nim),
        }
    }
}

#[cfg(test)]
mod tests;
