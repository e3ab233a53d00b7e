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

use super::period::{self, Period};
use super::set::{ValueSet, common_word};
use super::watch::{Control, Due, Progress, Watch};
use crate::theory::rule::{LEAVE_NONE, LEAVE_ONE, LEAVE_TWO, Rule};

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
    /// A repeating digit: from this take on, every take does as the digit.
    tail: Option<(u32, u8)>,
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
    reached: ValueSet,
    mask: u32,
    /// The common bits of each word of values under `mask`.
    common: Vec<u64>,
    /// Heaps (from 1) whose value is rare under `mask`, ascending.
    rare: Vec<u32>,
    /// Values every take past the tail's start reaches so far.
    tail_reached: ValueSet,
    /// The largest value so far.
    largest: u32,
    work: u64,
}

/// The values up to `upto` (fewer once a period is proven, or when
/// the work allowed or `watch` stops them), the proven period, and
/// whether `watch` stopped them.
pub fn values(rule: &Rule, upto: u32, work: u64, watch: Watch) -> (Vec<u32>, Option<Period>, bool) {
    let moves = Moves::of(rule);
    let proof = period::proof(rule);
    let last = upto as usize;
    let mut engine = Engine {
        moves,
        // A big sequence all at once: growing by doubling would hold both
        // copies at once (12 MB for 2,000,000 heaps instead of 8). A small
        // one grows: measured faster.
        // Reserved, not touched: past 2^26 heaps it grows instead, so
        // that a heap asked with no limit reserves no more than it fills.
        values: Vec::with_capacity(if (1 << 20..1 << 26).contains(&last) {
            last + 1
        } else {
            0
        }),
        reached: ValueSet::default(),
        mask: 0,
        common: Vec::new(),
        rare: Vec::new(),
        tail_reached: ValueSet::default(),
        largest: 0,
        work: 0,
    };
    let mut due = Due::default();
    let mut stopped = false;
    while engine.values.len() <= last && engine.work <= work && !stopped {
        engine.step();
        let len = engine.values.len();
        if period::checkpoint(len) {
            if let Some(found) = proof.and_then(|proof| period::find(&engine.values, proof)) {
                return (engine.values, Some(found), false);
            }
            engine.choose_mask();
        }
        if due.now(len as u32, engine.work) {
            let progress = Progress {
                done: len as u32,
                largest: engine.largest,
                rare: Some(engine.rare.len() as u32),
            };
            stopped = watch(progress) == Control::Stop;
        }
    }
    let found = proof.and_then(|proof| period::find(&engine.values, proof));
    (engine.values, found, stopped)
}

fn rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones().is_multiple_of(2)
}

impl Engine {
    /// Computes the next heap's value.
    fn step(&mut self) {
        let n = self.values.len() as u32;
        // No option reaches `cap` or more: an xor of values below it.
        let cap = (self.largest + 1).next_power_of_two().max(64);
        self.reached.clear(cap);
        self.grow_tail(n);
        self.reached.union(&self.tail_reached);
        if self.moves.none.contains(&n) {
            self.reached.insert(0);
        }
        for &take in &self.moves.one {
            if take < n {
                self.reached.insert(self.values[(n - take) as usize]);
            }
        }
        let two = std::mem::take(&mut self.moves.two);
        let rests = two
            .iter()
            .filter(|&&take| take + 2 <= n)
            .map(|&take| n - take);
        for rest in rests.clone() {
            self.mark_rare_pairs(rest);
        }
        if self.common.len() < (cap / 64) as usize {
            self.common = (0..(cap / 64) as usize)
                .map(|i| common_word(i, self.mask))
                .collect();
        }
        let (bound, mut missing) = self.reached.first_common_missing(&self.common);
        for rest in rests {
            if missing == 0 {
                break;
            }
            missing = self.look_for(rest, bound, missing);
        }
        self.moves.two = two;
        let mex = self.reached.mex();
        self.values.push(mex);
        self.largest = self.largest.max(mex);
        if n > 0 && rare(mex, self.mask) {
            self.rare.push(n);
        }
    }

    /// A repeating digit: heap `n` gains the options of the take `n - start`
    /// over heap `n - 1`'s, kept in one set as they accumulate.
    // Kept out of `step`: inlined, it slowed 0.16's heaps by a tenth.
    #[inline(never)]
    fn grow_tail(&mut self, n: u32) {
        let Some((start, digit)) = self.moves.tail else {
            return;
        };
        if n < start {
            return;
        }
        let rest = n - start;
        if digit & LEAVE_NONE != 0 && rest == 0 {
            self.tail_reached.insert(0);
        }
        if digit & LEAVE_ONE != 0 && rest > 0 {
            self.tail_reached.insert(self.values[rest as usize]);
        }
        if digit & LEAVE_TWO != 0 {
            let (rest, upto) = (rest as usize, rest as usize / 2);
            let values: &[u32] = &self.values[..rest];
            for a in 1..=upto {
                self.tail_reached.insert(values[a] ^ values[rest - a]);
            }
            self.work += upto as u64;
        }
    }

    /// Marks what the pairs of `rest` with a heap of rare value reach:
    /// every common value they can.
    fn mark_rare_pairs(&mut self, rest: u32) {
        // Slices, not `Vec` indexing: at opt-level "z" the latter is a call.
        let values: &[u32] = &self.values;
        let rare: &[u32] = &self.rare;
        for &a in rare {
            if a >= rest {
                break;
            }
            if self.moves.unequal && 2 * a == rest {
                continue;
            }
            self.reached
                .insert(values[a as usize] ^ values[(rest - a) as usize]);
        }
        self.work += rare.len() as u64;
    }

    /// Looks among all pairs of `rest` for the `missing` values below
    /// `bound` not reached yet; the count still missing comes back.
    fn look_for(&mut self, rest: u32, bound: u32, mut missing: usize) -> usize {
        let upto = if self.moves.unequal {
            (rest - 1) / 2
        } else {
            rest / 2
        } as usize;
        let mut wanted = self.reached.absent_below(bound);
        let rest = rest as usize;
        // Pairs (a, rest - a) for a from 1: the left heaps up, the right down.
        let lefts = &self.values[1..=upto];
        let rights = self.values[rest - upto..rest].iter().rev();
        for (i, (&x, &y)) in lefts.iter().zip(rights).enumerate() {
            let v = x ^ y;
            if wanted.take(v) {
                self.reached.insert(v);
                missing -= 1;
                if missing == 0 {
                    self.work += i as u64 + 1;
                    return 0;
                }
            }
        }
        self.work += upto as u64;
        missing
    }

    /// The mask with the fewest heaps of rare value so far; the list of
    /// rare heaps rebuilt if it changes.
    fn choose_mask(&mut self) {
        // Masks past the values' bits change nothing: as many as values.
        let span = (self.largest + 1).next_power_of_two().min(1 << MASK_BITS);
        let mut counts = vec![0u64; span as usize];
        for &v in &self.values[1..] {
            counts[(v & (span - 1)) as usize] += 1;
        }
        let rare_count = |mask: u32| -> u64 {
            let iter = counts.iter().enumerate();
            iter.filter(|&(v, _)| rare(v as u32, mask))
                .map(|(_, c)| c)
                .sum()
        };
        let best = (0..span).min_by_key(|&mask| rare_count(mask)).unwrap_or(0);
        if rare_count(best) < rare_count(self.mask & (span - 1)) {
            self.mask = best;
            self.common.clear();
            let values = &self.values;
            self.rare = (1..values.len() as u32)
                .filter(|&n| rare(values[n as usize], best))
                .collect();
        }
    }
}
