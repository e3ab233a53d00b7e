//! Take-and-break rules (octal codes, Grundy's game) by the rare-and-common
//! values method of Winning Ways ("Sparse Space Spells Speed", chapter 4)
//! as Achim Flammenkamp describes it: for a mask `m`, call a value *rare*
//! when `G & m` has an even number of 1 bits, *common* when odd. A common
//! value is the xor of one rare and one common value, never of two alike,
//! so the common values a split reaches come from the pairs with a heap of
//! rare value only: few, when rare values are rare. The smallest common
//! value not reached bounds the mex; the rare values below it are then
//! looked for among all pairs, which usually finds each of them within a
//! few pairs. Every value stays the exact mex whatever the mask: the mask,
//! re-chosen as the values grow to keep the rare ones fewest, only decides
//! the speed.

use super::period::{self, Period, Proof};
use super::{LIMIT, Marks, WORK_LIMIT};
use crate::rule::{LEAVE_NONE, LEAVE_ONE, LEAVE_TWO, Rule};

/// The most mask bits tried (masks 0 to 1023).
const MASK_BITS: u32 = 10;

/// The moves of a rule, sorted by what they leave.
#[derive(Debug, Default)]
struct Moves {
    /// Takes that may leave nothing (the whole heap).
    none: Vec<u32>,
    /// Takes that may leave one heap.
    one: Vec<u32>,
    /// Takes that may leave two heaps (0: a split without taking).
    two: Vec<u32>,
    /// Grundy's game: the two heaps differ.
    unequal: bool,
    /// A repeating digit: from this take on, every take does as `tail_digit`.
    tail: Option<(u32, u8)>,
    tail_digit: u8,
}

impl Moves {
    fn of(rule: &Rule) -> Moves {
        let mut moves = Moves::default();
        let (digits, free) = match rule {
            Rule::Grundy => (Vec::new(), true),
            Rule::Octal(octal) => {
                let mut digits = octal.digits.clone();
                if octal.repeats {
                    let last = digits.pop().unwrap_or(0);
                    moves.tail = Some((digits.len() as u32 + 1, last));
                    moves.tail_digit = last;
                }
                (digits, octal.split_free)
            }
            _ => (Vec::new(), false),
        };
        moves.unequal = *rule == Rule::Grundy;
        if free {
            moves.two.push(0);
        }
        for (i, &d) in digits.iter().enumerate() {
            let take = i as u32 + 1;
            if d & LEAVE_NONE != 0 {
                moves.none.push(take);
            }
            if d & LEAVE_ONE != 0 {
                moves.one.push(take);
            }
            if d & LEAVE_TWO != 0 {
                moves.two.push(take);
            }
        }
        moves
    }
}

/// The computation under way.
struct Engine {
    moves: Moves,
    values: Vec<u32>,
    marks: Marks,
    mask: u32,
    /// Heaps (from 1) whose value is rare under `mask`, ascending.
    rare: Vec<u32>,
    /// Values every take past the tail's start reaches so far.
    tail_reached: Vec<bool>,
    /// The largest value so far.
    largest: u32,
    work: u64,
}

/// The values up to `upto` (fewer once a period is proven, or when
/// [`LIMIT`] or [`WORK_LIMIT`] stops them), and the proven period.
pub fn values(rule: &Rule, upto: u32) -> (Vec<u32>, Option<Period>) {
    let moves = Moves::of(rule);
    let proof = match rule {
        Rule::Octal(octal) if !octal.split_free && !octal.repeats => {
            Some(Proof::GuySmith(octal.length() as u32))
        }
        _ => None,
    };
    let mut engine = Engine {
        moves,
        values: Vec::new(),
        marks: Marks::default(),
        mask: 0,
        rare: Vec::new(),
        tail_reached: Vec::new(),
        largest: 0,
        work: 0,
    };
    let last = upto.min(LIMIT) as usize;
    while engine.values.len() <= last && engine.work <= WORK_LIMIT {
        engine.step();
        let len = engine.values.len();
        if period::checkpoint(len) {
            if let Some(found) = proof.and_then(|proof| period::find(&engine.values, proof)) {
                return (engine.values, Some(found));
            }
            engine.choose_mask();
        }
    }
    let found = proof.and_then(|proof| period::find(&engine.values, proof));
    (engine.values, found)
}

fn rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones() % 2 == 0
}

impl Engine {
    /// Computes the next heap's value.
    fn step(&mut self) {
        let n = self.values.len() as u32;
        self.marks.next();
        self.grow_tail(n);
        for &take in &self.moves.none {
            if take == n {
                self.marks.mark(0);
            }
        }
        for &take in &self.moves.one {
            if take < n {
                self.marks.mark(self.values[(n - take) as usize]);
            }
        }
        let rests: Vec<u32> = self
            .moves
            .two
            .iter()
            .filter(|&&take| take + 2 <= n)
            .map(|&take| n - take)
            .collect();
        for &rest in &rests {
            self.mark_rare_pairs(rest);
        }
        // No option reaches `cap` or more: an xor of values below it.
        let cap = (self.largest + 1).next_power_of_two();
        let bound = (0..cap)
            .find(|&v| !rare(v, self.mask) && !self.reached(v))
            .unwrap_or(cap);
        let mut missing = (0..bound).filter(|&v| !self.reached(v)).count();
        for &rest in &rests {
            if missing == 0 {
                break;
            }
            missing = self.look_for(rest, bound, missing);
        }
        let mex = (0..).find(|&v| !self.reached(v)).unwrap_or(0);
        self.values.push(mex);
        self.largest = self.largest.max(mex);
        if n > 0 && rare(mex, self.mask) {
            self.rare.push(n);
        }
    }

    fn reached(&self, v: u32) -> bool {
        self.marks.has(v) || self.tail_reached.get(v as usize) == Some(&true)
    }

    /// A repeating digit: heap `n` gains the options of the take `n - start`
    /// over heap `n - 1`'s, kept in one set as they accumulate.
    fn grow_tail(&mut self, n: u32) {
        let Some((start, digit)) = self.moves.tail else {
            return;
        };
        if n < start {
            return;
        }
        let rest = n - start;
        let reach = |v: u32, set: &mut Vec<bool>| {
            if v as usize >= set.len() {
                set.resize(v as usize + 1, false);
            }
            set[v as usize] = true;
        };
        let mut set = std::mem::take(&mut self.tail_reached);
        if digit & LEAVE_NONE != 0 && rest == 0 {
            reach(0, &mut set);
        }
        if digit & LEAVE_ONE != 0 && rest > 0 {
            reach(self.values[rest as usize], &mut set);
        }
        if digit & LEAVE_TWO != 0 {
            for a in 1..=rest / 2 {
                reach(self.pair(a, rest - a), &mut set);
            }
            self.work += u64::from(rest / 2);
        }
        self.tail_reached = set;
    }

    fn pair(&self, a: u32, b: u32) -> u32 {
        self.values[a as usize] ^ self.values[b as usize]
    }

    /// Marks what the pairs of `rest` with a heap of rare value reach:
    /// every common value they can.
    fn mark_rare_pairs(&mut self, rest: u32) {
        for i in 0..self.rare.len() {
            let a = self.rare[i];
            if a >= rest {
                break;
            }
            if self.moves.unequal && 2 * a == rest {
                continue;
            }
            self.marks.mark(self.pair(a, rest - a));
        }
        self.work += self.rare.len() as u64;
    }

    /// Looks among all pairs of `rest` for the `missing` values below
    /// `bound` not reached yet; the count still missing comes back.
    fn look_for(&mut self, rest: u32, bound: u32, mut missing: usize) -> usize {
        let upto = if self.moves.unequal {
            (rest - 1) / 2
        } else {
            rest / 2
        };
        for a in 1..=upto {
            let v = self.pair(a, rest - a);
            if v < bound && !self.reached(v) {
                self.marks.mark(v);
                missing -= 1;
                if missing == 0 {
                    self.work += u64::from(a);
                    return 0;
                }
            }
        }
        self.work += u64::from(upto);
        missing
    }

    /// The mask with the fewest heaps of rare value so far; the list of
    /// rare heaps rebuilt if it changes.
    fn choose_mask(&mut self) {
        let mut counts = vec![0u64; 1 << MASK_BITS];
        for &v in &self.values[1..] {
            counts[(v & ((1 << MASK_BITS) - 1)) as usize] += 1;
        }
        let rare_count = |mask: u32| -> u64 {
            let iter = counts.iter().enumerate();
            iter.filter(|&(v, _)| rare(v as u32, mask))
                .map(|(_, c)| c)
                .sum()
        };
        let best = (0..1u32 << MASK_BITS)
            .min_by_key(|&mask| rare_count(mask))
            .unwrap_or(0);
        if rare_count(best) < rare_count(self.mask) {
            self.mask = best;
            let values = &self.values;
            self.rare = (1..values.len() as u32)
                .filter(|&n| rare(values[n as usize], best))
                .collect();
        }
    }
}
