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
//!
//! References: Berlekamp, Conway and Guy, *Winning Ways*, 2nd ed., vol. 1,
//! ch. 4 ("Sparse Space Spells Speed"); A. Gangolli and T. Plambeck, "A
//! note on periodicity in some octal games", IJGT 18 (1989), where the
//! method took 0.376 and 0.354 to their periods; A. Flammenkamp, "Sprague-
//! Grundy values of octal games" (wwwhomes.uni-bielefeld.de/achim/octal.html)
//! and his page on Grundy's game (grundy.html), whose figures the tests
//! check.
//!
//! Values are kept as `u16` (2 bytes a heap: Grundy's game to 10^7 in
//! 20 MB). A byte is too small (Grundy's game passes 255 at 7,250,049); a
//! value past `u16::MAX` stops the computation there, as the work limit
//! does, rather than wrap.

use super::period::{self, Period};
use super::seen::Seen;
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
    values: Vec<u16>,
    seen: Seen,
    mask: u32,
    /// Heaps (from 1) whose value is rare under `mask`, ascending, and
    /// their values alongside (the inner loop reads only the other heap).
    rare: Vec<u32>,
    rare_values: Vec<u16>,
    /// Values every take past the tail's start reaches so far, each once.
    tail_reached: Vec<u16>,
    tail_has: Vec<bool>,
    /// The largest value so far.
    largest: u16,
    work: u64,
    /// The rare values [`Engine::look_for`] still looks for.
    wanted: Vec<u16>,
    /// Where [`Engine::look_for`] is in each stretch of each rest's pairs.
    stretches: Vec<Stretch>,
}

/// Pairs `(a, rest - a)` for `a` from `next` up to `end` (excluded) not
/// looked at yet.
#[derive(Debug, Clone, Copy)]
struct Stretch {
    rest: usize,
    next: usize,
    end: usize,
}

/// How many stretches a rest's pairs are cut into for the rare values'
/// search, when they are many.
const STRETCHES: usize = 8;

/// The fewest pairs a rest has for them to be cut into stretches.
const CUT_FROM: usize = 1024;

/// The fewest pairs [`Engine::look_for`] marks before it looks at which
/// of the values it wants it found.
const CHUNK: usize = 64;

/// The values up to `upto` (fewer once a period is proven, when the work
/// allowed or `watch` stops them, or at a value past `u16::MAX`; more,
/// up to heap `most`, where a period in sight needs them to be proven),
/// the proven period, and whether `watch` stopped them.
pub fn values(
    rule: &Rule,
    (upto, most): (u32, u32),
    work: u64,
    watch: Watch,
) -> (Vec<u16>, Option<Period>, bool) {
    let moves = Moves::of(rule);
    let proof = period::proof(rule);
    let last = upto as usize;
    let mut engine = Engine {
        moves,
        // A big sequence all at once: growing by doubling would hold both
        // copies at once. A small one grows: measured faster.
        // Reserved, not touched: past 2^26 heaps it grows instead, so
        // that a heap asked with no limit reserves no more than it fills.
        values: Vec::with_capacity(if (1 << 20..1 << 26).contains(&last) {
            last + 1
        } else {
            0
        }),
        seen: Seen::default(),
        mask: 0,
        rare: Vec::new(),
        rare_values: Vec::new(),
        tail_reached: Vec::new(),
        tail_has: vec![false; 1 << 16],
        largest: 0,
        work: 0,
        wanted: Vec::new(),
        stretches: Vec::new(),
    };
    let mut due = Due::default();
    let mut stopped = false;
    let mut last = last;
    let mut overflow = false;
    loop {
        while engine.values.len() <= last && engine.work <= work && !stopped {
            if !engine.step() {
                overflow = true;
                break;
            }
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
                    largest: u32::from(engine.largest),
                    rare: Some(engine.rare.len() as u32),
                };
                stopped = watch(progress) == Control::Stop;
            }
        }
        // Reached the heap asked for, unproven: on to where a period in
        // sight would be proven, if that is within `most`.
        let cut_short = stopped || overflow || engine.work > work;
        let need = proof.and_then(|proof| period::in_sight(&engine.values, proof));
        match need {
            Some(need) if !cut_short && need > (last + 1) as u64 && need <= u64::from(most) + 1 => {
                last = need as usize - 1;
            }
            _ => break,
        }
    }
    let found = proof.and_then(|proof| period::find(&engine.values, proof));
    (engine.values, found, stopped)
}

fn rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones().is_multiple_of(2)
}

impl Engine {
    /// Computes the next heap's value; false if it does not fit a `u16`.
    fn step(&mut self) -> bool {
        let n = self.values.len() as u32;
        self.seen.next();
        self.grow_tail(n);
        for &v in &self.tail_reached {
            self.seen.mark(v);
        }
        if self.moves.none.contains(&n) {
            self.seen.mark(0);
        }
        for &take in &self.moves.one {
            if take < n {
                self.seen.mark(self.values[(n - take) as usize]);
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
        let mask = self.mask;
        // No option reaches `cap` or more: an xor of values below it.
        let cap = (u32::from(self.largest) + 1).next_power_of_two();
        let common = |v: u16| !rare(u32::from(v), mask);
        let (bound, missing) = self.seen.first_missing(cap, common);
        if missing > 0 {
            let rests: Vec<u32> = rests.collect();
            self.look_for(&rests, bound, missing);
        }
        self.moves.two = two;
        let Ok(mex) = u16::try_from(self.seen.mex(cap)) else {
            return false;
        };
        self.values.push(mex);
        self.largest = self.largest.max(mex);
        if n > 0 && rare(u32::from(mex), self.mask) {
            self.rare.push(n);
            self.rare_values.push(mex);
        }
        true
    }

    /// A repeating digit: heap `n` gains the options of the take `n - start`
    /// over heap `n - 1`'s, kept in one list as they accumulate.
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
        let mut add = |v: u16, tail: &mut Vec<u16>| {
            if !self.tail_has[v as usize] {
                self.tail_has[v as usize] = true;
                tail.push(v);
            }
        };
        let mut tail = std::mem::take(&mut self.tail_reached);
        if digit & LEAVE_NONE != 0 && rest == 0 {
            add(0, &mut tail);
        }
        if digit & LEAVE_ONE != 0 && rest > 0 {
            add(self.values[rest as usize], &mut tail);
        }
        if digit & LEAVE_TWO != 0 {
            let (rest, upto) = (rest as usize, rest as usize / 2);
            let values: &[u16] = &self.values[..rest];
            for a in 1..=upto {
                add(values[a] ^ values[rest - a], &mut tail);
            }
            self.work += upto as u64;
        }
        self.tail_reached = tail;
    }

    /// Marks what the pairs of `rest` with a heap of rare value reach:
    /// every common value they can. The method's inner loop: one load and
    /// one store a rare heap.
    fn mark_rare_pairs(&mut self, rest: u32) {
        let below = self.rare.partition_point(|&a| a < rest);
        let (heaps, xs) = (&self.rare[..below], &self.rare_values[..below]);
        let values: &[u16] = &self.values[..rest as usize];
        // Grundy's game: no equal halves (0 is never a rare heap here):
        // the pairs either side of them, with no test in the loop.
        let equal = if self.moves.unequal && rest.is_multiple_of(2) {
            heaps.binary_search(&(rest / 2)).ok()
        } else {
            None
        };
        match equal {
            Some(at) => {
                self.seen.mark_pairs(values, &heaps[..at], &xs[..at]);
                self.seen
                    .mark_pairs(values, &heaps[at + 1..], &xs[at + 1..]);
            }
            None => self.seen.mark_pairs(values, heaps, xs),
        }
        self.work += below as u64;
    }

    /// Looks among all pairs of each of `rests` for the `missing` values
    /// below `bound` not reached yet, a chunk at a time, until all are
    /// found or every pair has been looked at: the rests in turn (a value
    /// one rest reaches late another may reach early), and in each rest
    /// the pairs with a small heap every round and one stretch of the
    /// others in turn. The small heaps find most values soonest; the
    /// rarest are found sooner among pairs of two big heaps, whose values
    /// spread differently: Grundy's game to 10^6 looks at 40% fewer pairs
    /// than from the small heaps alone (1.89 against 3.14 billion).
    fn look_for(&mut self, rests: &[u32], bound: u32, missing: usize) {
        // The values wanted: every common value below `bound` is reached,
        // so these are rare ones, each usually some hundred pairs away.
        let mut wanted = std::mem::take(&mut self.wanted);
        wanted.clear();
        let below = (0..bound).map(|v| v as u16);
        wanted.extend(below.filter(|&v| !self.seen.has(v)));
        debug_assert_eq!(wanted.len(), missing);
        let unequal = self.moves.unequal;
        // Pairs (a, rest - a) for a from 1 to `upto`.
        let upto = |rest: u32| (if unequal { (rest - 1) / 2 } else { rest / 2 }) as usize;
        let mut stretches = std::mem::take(&mut self.stretches);
        stretches.clear();
        for &rest in rests {
            let (rest, upto) = (rest as usize, upto(rest));
            let cuts = if upto >= CUT_FROM { STRETCHES } else { 1 };
            stretches.extend((0..cuts).map(|j| Stretch {
                rest,
                next: 1 + j * upto / cuts,
                end: 1 + (j + 1) * upto / cuts,
            }));
        }
        let mut round = 0;
        loop {
            let chunk = CHUNK.max(2 * wanted.len());
            let mut any = false;
            let mut each = &mut stretches[..];
            while let Some(first) = each.first() {
                // This rest's stretches (the rests differ).
                let rest = first.rest;
                let cuts = each.iter().take_while(|s| s.rest == rest).count();
                let (mine, others) = each.split_at_mut(cuts);
                each = others;
                any |= self.look_in(&mut mine[0], chunk);
                // From the second round, when the first chunk did not
                // find them all, one other stretch too: the next in turn
                // that has pairs left.
                let far = &mut mine[1..];
                for k in 0..if round > 0 { far.len() } else { 0 } {
                    if self.look_in(&mut far[(round + k) % far.len()], chunk) {
                        any = true;
                        break;
                    }
                }
            }
            round += 1;
            wanted.retain(|&v| !self.seen.has(v));
            if wanted.is_empty() || !any {
                break;
            }
        }
        self.wanted = wanted;
        self.stretches = stretches;
    }

    /// Marks what the next `chunk` pairs of `stretch` reach; false if it
    /// had none left.
    fn look_in(&mut self, stretch: &mut Stretch, chunk: usize) -> bool {
        let chunk = (stretch.end - stretch.next).min(chunk);
        if chunk == 0 {
            return false;
        }
        // The left heaps up from `next`, the right down from `rest - next`:
        // one load and one store a pair, no test.
        let (lo, hi) = (stretch.next, stretch.next + chunk);
        let left = &self.values[lo..hi];
        let right = &self.values[stretch.rest + 1 - hi..stretch.rest + 1 - lo];
        self.seen.mark_mirrored(left, right);
        stretch.next = hi;
        self.work += chunk as u64;
        true
    }

    /// The mask with the fewest heaps of rare value so far; the list of
    /// rare heaps rebuilt if it changes.
    fn choose_mask(&mut self) {
        // Masks past the values' bits change nothing: as many as values.
        let span = (u32::from(self.largest) + 1)
            .next_power_of_two()
            .min(1 << MASK_BITS);
        let mut counts = vec![0u64; span as usize];
        for &v in &self.values[1..] {
            counts[(u32::from(v) & (span - 1)) as usize] += 1;
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
            let values = &self.values;
            self.rare = (1..values.len() as u32)
                .filter(|&n| rare(u32::from(values[n as usize]), best))
                .collect();
            self.rare_values = self.rare.iter().map(|&n| values[n as usize]).collect();
        }
    }
}
