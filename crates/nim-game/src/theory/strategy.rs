//! The computer's play: the book's `ChooseMove`, Bouton's theorem, and the
//! misère variant (the book's `BitForm` is [`crate::theory::bits`]'s).
//!
//! Everything here is pure. Counts are `u32` so that `nim analyze` can explain
//! positions far beyond the board's 63 chips; the board itself never exceeds
//! [`crate::table::layout::MAX_CHIPS`].

use rand::Rng;

/// Which side wins when the last chip is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Rules {
    /// Whoever takes the last chip wins (the book).
    #[default]
    Normal,
    /// Whoever takes the last chip loses.
    Misere,
}

/// How well the computer plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Level {
    /// The book's move one time in six, else a mistake people make
    /// ([`Slip`]).
    Easy,
    /// The book's move one time in two, else a mistake people make.
    Medium,
    /// Always the book's move: the computer never errs.
    #[default]
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The one English spelling: `--level`'s value, the record's `Level`
    /// tag, the catalogues' selector.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The level spelled `name`, if one is.
    pub fn named(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }

    /// The chance of the book's move, as `numerator / denominator`.
    pub(crate) fn book_odds(self) -> (u32, u32) {
        match self {
            Level::Easy => (1, 6),
            Level::Medium => (1, 2),
            Level::Hard => (1, 1),
        }
    }
}

/// One move: take `take` from heap `heap` (0-based): chips from a row, or
/// cells a piece moves in a column of the board. A row's move may also say
/// where its chips start (`at`, the 1-based place of the first): a rule that
/// takes from the middle of a row needs it. `None` is the book's move, from
/// the right end of the row's last group, and the only one nim and the board
/// make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Move {
    pub heap: usize,
    pub take: u32,
    pub at: Option<u32>,
}

impl Move {
    /// A move from the right end (`ROW COUNT`): the book's, and the board's.
    pub fn new(heap: usize, take: u32) -> Self {
        Move {
            heap,
            take,
            at: None,
        }
    }
}

/// Whether the side to move can force a win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Win,
    Loss,
}

/// XOR of all counts: zero exactly when the side to move loses (normal play).
pub fn nim_sum(rows: &[u32]) -> u32 {
    rows.iter().fold(0, |acc, &c| acc ^ c)
}

/// The book's bit-by-bit search for a winning move, digit column by digit column.
///
/// Finds the highest digit whose column sum is odd, takes the first row with a 1
/// there, clears that digit and flips every lower digit whose column is odd.
/// `None` when every column is even (the side to move is losing).
pub(crate) fn book_winning_move(rows: &[u32]) -> Option<Move> {
    let parity = column_parities(rows);
    let top = (0..u32::BITS as usize).rev().find(|&d| parity[d] == 1)?;
    let row = rows.iter().position(|&c| (c >> top) & 1 == 1)?;
    let mut digits = digits_of(rows[row]);
    digits[top] = 0;
    for d in (0..top).rev() {
        if parity[d] == 1 {
            digits[d] ^= 1;
        }
    }
    let left = digits
        .iter()
        .enumerate()
        .fold(0u32, |acc, (d, &bit)| acc | (u32::from(bit) << d));
    Some(Move::new(row, rows[row] - left))
}

/// Column sums modulo 2, one per binary digit (index 0 = least significant).
fn column_parities(rows: &[u32]) -> [u8; u32::BITS as usize] {
    let mut parity = [0u8; u32::BITS as usize];
    for &count in rows {
        for (d, p) in digits_of(count).iter().enumerate() {
            parity[d] ^= p;
        }
    }
    parity
}

/// All binary digits of a count, least significant first (the book's BitForm, widened).
fn digits_of(count: u32) -> [u8; u32::BITS as usize] {
    std::array::from_fn(|d| ((count >> d) & 1) as u8)
}

/// The winning move of normal play by the XOR shortcut: the first row whose
/// count has the highest set bit of the nim-sum keeps `count ^ s` chips.
pub fn xor_winning_move(rows: &[u32]) -> Option<Move> {
    let s = nim_sum(rows);
    if s == 0 {
        return None;
    }
    let top = 1u32 << (u32::BITS - 1 - s.leading_zeros());
    let row = rows.iter().position(|&c| c & top != 0)?;
    Some(Move::new(row, rows[row] - (rows[row] ^ s)))
}

/// Who wins from `rows` with the side to move, under `rules`.
pub fn verdict(rows: &[u32], rules: Rules) -> Verdict {
    Summary::of(rows).verdict(rules)
}

/// The counts that decide a misère position as well as a normal one. It is
/// built a row at a time, so `nim analyze -` can judge millions of rows
/// without keeping them: the verdict and each row's winning moves need only
/// this and the row itself.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    nim_sum: u32,
    /// Rows holding more than one chip.
    big: usize,
    /// Rows holding exactly one chip.
    ones: usize,
}

impl Summary {
    pub fn of(rows: &[u32]) -> Self {
        rows.iter().fold(Summary::default(), |s, &c| s.with(c))
    }

    /// The summary with one more row of `count` chips.
    pub fn with(self, count: u32) -> Self {
        Summary {
            nim_sum: self.nim_sum ^ count,
            big: self.big + usize::from(count > 1),
            ones: self.ones + usize::from(count == 1),
        }
    }

    pub fn nim_sum(self) -> u32 {
        self.nim_sum
    }

    /// Rows of more than one chip.
    pub(crate) fn rows_above_one(self) -> usize {
        self.big
    }

    /// Rows of exactly one chip.
    pub fn ones(self) -> usize {
        self.ones
    }

    /// Rows holding more than one chip.
    pub fn big(self) -> usize {
        self.big
    }

    /// Which rule decides the side to move's play under `rules`: the
    /// nim-sum, or misère's end rule from the move where at most one row
    /// holds more than one chip (where [`choose_move`] switches too).
    pub fn deciding(self, rules: Rules) -> Deciding {
        match rules {
            Rules::Misere if self.big == 1 => Deciding::MisereSwitch,
            Rules::Misere if self.big == 0 => Deciding::MisereSingles,
            _ => Deciding::NimSum,
        }
    }

    /// Who wins with the side to move.
    pub fn verdict(self, rules: Rules) -> Verdict {
        if self.is_loss(rules) {
            Verdict::Loss
        } else {
            Verdict::Win
        }
    }

    /// The winning moves from a row of `count` chips in the position this
    /// summarises: how many to take, fewest first.
    ///
    /// A winning move keeps either `count ^ s` chips or (misère, at the end)
    /// 0 or 1 chips, so only those targets are tried.
    pub fn winning_takes(self, count: u32, rules: Rules) -> impl Iterator<Item = u32> {
        let mut targets = [count ^ self.nim_sum, 0, 1];
        targets.sort_unstable_by(|a, b| b.cmp(a));
        let mut last = None;
        targets.into_iter().filter_map(move |to| {
            if to >= count || last == Some(to) {
                return None;
            }
            last = Some(to);
            self.after(count, to).is_loss(rules).then_some(count - to)
        })
    }

    /// The summary after row `from` becomes `to`.
    fn after(self, from: u32, to: u32) -> Self {
        Summary {
            nim_sum: self.nim_sum ^ from ^ to,
            big: self.big - usize::from(from > 1) + usize::from(to > 1),
            ones: self.ones - usize::from(from == 1) + usize::from(to == 1),
        }
    }

    /// Whether the side to move loses against perfect play.
    fn is_loss(self, rules: Rules) -> bool {
        match rules {
            Rules::Normal => self.nim_sum == 0,
            // With no row above one chip, misère is a parity count; otherwise it
            // is decided exactly as in normal play.
            Rules::Misere if self.big == 0 => self.ones % 2 == 1,
            Rules::Misere => self.nim_sum == 0,
        }
    }
}

/// The rule that decides a position (see [`Summary::deciding`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deciding {
    /// Bouton's rule: leave a nim-sum of 0 (normal play, and misère while
    /// two rows or more hold more than one chip).
    NimSum,
    /// Misère, one row above one chip: the move that matters, where the
    /// nim-sum stops deciding; shrink that row to leave an odd number of
    /// single chips.
    MisereSwitch,
    /// Misère, no row above one chip: the count of single chips decides.
    MisereSingles,
}

/// Every move that leaves the opponent a losing position, by row, then count.
/// Linear in the number of rows (see [`Summary::winning_takes`]).
pub fn winning_moves(rows: &[u32], rules: Rules) -> Vec<Move> {
    let summary = Summary::of(rows);
    rows.iter()
        .enumerate()
        .flat_map(|(row, &count)| {
            summary
                .winning_takes(count, rules)
                .map(move |count| Move::new(row, count))
        })
        .collect()
}

/// The book's `ChooseMove`: the computer's reply.
///
/// From a winning position the book's bit-by-bit move (misère: the endgame move
/// that leaves an odd number of single chips). From a losing one, the waiting
/// move: one chip from a largest row, ties broken by `rng`. `None` only when
/// every row is empty.
pub fn choose_move<R: Rng + ?Sized>(rows: &[u32], rules: Rules, rng: &mut R) -> Option<Move> {
    let summary = Summary::of(rows);
    if summary.is_loss(rules) {
        return waiting_move(rows, rng);
    }
    match summary.deciding(rules) {
        Deciding::NimSum => book_winning_move(rows),
        Deciding::MisereSwitch | Deciding::MisereSingles => misere_endgame_move(rows, summary),
    }
}

/// The computer's move at `level`, after the other player's `last` move:
/// the book's [`choose_move`] as often as the level says, otherwise a
/// mistake people make ([`Slip`]). With a single row left the book's move
/// is taken at every level: finishing the game then is obvious to anyone
/// (the book's `OwnVictory`). Hard draws nothing more from `rng` than
/// [`choose_move`] does, so it is the book's game.
pub(crate) fn level_move<R: Rng + ?Sized>(
    rows: &[u32],
    rules: Rules,
    level: Level,
    last: Option<Move>,
    rng: &mut R,
) -> Option<Move> {
    let (numerator, denominator) = level.book_odds();
    let single = rows.iter().filter(|&&c| c > 0).count() == 1;
    if numerator == denominator || single || rng.random_ratio(numerator, denominator) {
        return choose_move(rows, rules, rng);
    }
    slips::slip(rows, last, rng)
}

/// Misère with at most one row above one chip: leave an odd number of single
/// chips and nothing bigger.
fn misere_endgame_move(rows: &[u32], summary: Summary) -> Option<Move> {
    if summary.big == 1 {
        let row = rows.iter().position(|&c| c > 1)?;
        // Ones elsewhere: odd already, so clear the row; even, so leave one.
        let keep = if summary.ones % 2 == 1 { 0 } else { 1 };
        return Some(Move::new(row, rows[row] - keep));
    }
    let row = rows.iter().position(|&c| c == 1)?;
    Some(Move::new(row, 1))
}

/// Arsac's advice for a lost position: take one chip from a largest row and
/// wait for a mistake.
fn waiting_move<R: Rng + ?Sized>(rows: &[u32], rng: &mut R) -> Option<Move> {
    let largest = rows.iter().copied().max().filter(|&c| c > 0)?;
    let candidates: Vec<usize> = (0..rows.len()).filter(|&r| rows[r] == largest).collect();
    let row = candidates[rng.random_range(0..candidates.len())];
    Some(Move::new(row, 1))
}

mod slips;
mod teach;

pub use slips::Slip;

pub(crate) use teach::assess;
pub use teach::{Assessment, Hint, RowWorth, Why, hint};

#[cfg(test)]
mod tests;
