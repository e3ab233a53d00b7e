//! One step of the rare-and-common method: a heap's value from the values
//! before it (see the module above for the method and its sources).

use super::seen::Seen;
use super::{Cell, Moves};
use crate::theory::rule::{LEAVE_NONE, LEAVE_ONE, LEAVE_TWO};

/// The most mask bits tried (masks 0 to 1023).
const MASK_BITS: u32 = 10;

/// The computation under way.
pub(super) struct Engine<V: Cell> {
    moves: Moves,
    pub(super) values: Vec<V>,
    seen: Seen,
    mask: u32,
    /// Heaps (from 1) whose value is rare under `mask`, ascending, and
    /// their values alongside (the inner loop reads only the other heap).
    pub(super) rare: Vec<u32>,
    rare_values: Vec<u16>,
    /// Values every take past the tail's start reaches so far, each once.
    tail_reached: Vec<u16>,
    tail_has: Vec<bool>,
    /// The largest value so far.
    pub(super) largest: u16,
    pub(super) work: u64,
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

/// How a step went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Stepped {
    /// The value is kept.
    Kept,
    /// The value does not fit these cells, but fits wider ones.
    Wider,
    /// The value does not fit a `u16`.
    TooBig,
}

fn rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones().is_multiple_of(2)
}

impl<V: Cell> Engine<V> {
    pub(super) fn new(moves: Moves, room: usize) -> Engine<V> {
        // Reserved whole if it can be; else grown as room allows.
        let mut values = Vec::new();
        let _ = values.try_reserve_exact(room);
        Engine {
            moves,
            values,
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
        }
    }

    /// Whether the tables have room for one more heap, grown if need be
    /// (fallibly: memory running out is said, not an abort).
    pub(super) fn room_for_one(&mut self) -> bool {
        self.values.try_reserve(1).is_ok()
            && self.rare.try_reserve(1).is_ok()
            && self.rare_values.try_reserve(1).is_ok()
    }

    /// The same computation with two bytes a value: every value copied
    /// once (a byte's values are the first to be widened, as the code
    /// asks for wider values late if ever); itself back when there is no
    /// room for the copy.
    pub(super) fn widen(self) -> Result<Engine<u16>, Box<Engine<V>>> {
        let mut wide: Vec<u16> = Vec::new();
        if wide.try_reserve_exact(self.values.capacity()).is_err() {
            return Err(Box::new(self));
        }
        wide.extend(self.values.iter().map(|&v| v.wide()));
        Ok(Engine {
            moves: self.moves,
            values: wide,
            seen: self.seen,
            mask: self.mask,
            rare: self.rare,
            rare_values: self.rare_values,
            tail_reached: self.tail_reached,
            tail_has: self.tail_has,
            largest: self.largest,
            work: self.work,
            wanted: self.wanted,
            stretches: self.stretches,
        })
    }

    /// Computes the next heap's value, kept if it fits.
    pub(super) fn step(&mut self) -> Stepped {
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
                self.seen.mark(self.values[(n - take) as usize].wide());
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
        let Ok(wide) = u16::try_from(self.seen.mex(cap)) else {
            return Stepped::TooBig;
        };
        let Some(mex) = V::narrow(wide) else {
            return Stepped::Wider;
        };
        self.values.push(mex);
        self.largest = self.largest.max(wide);
        if n > 0 && rare(u32::from(wide), self.mask) {
            self.rare.push(n);
            self.rare_values.push(wide);
        }
        Stepped::Kept
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
            add(self.values[rest as usize].wide(), &mut tail);
        }
        if digit & LEAVE_TWO != 0 {
            let (rest, upto) = (rest as usize, rest as usize / 2);
            let values: &[V] = &self.values[..rest];
            for a in 1..=upto {
                add(values[a].wide() ^ values[rest - a].wide(), &mut tail);
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
        let values: &[V] = &self.values[..rest as usize];
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
        // Each rest's pairs in STRETCHES stretches, the first the small
        // heaps'; a rest with few pairs has them all in its first.
        let mut stretches = std::mem::take(&mut self.stretches);
        stretches.clear();
        for &rest in rests {
            let (rest, upto) = (rest as usize, upto(rest));
            let cuts = if upto >= CUT_FROM { STRETCHES } else { 1 };
            stretches.extend((0..STRETCHES).map(|j| {
                let (from, to) = (j.min(cuts), (j + 1).min(cuts));
                Stretch {
                    rest,
                    next: 1 + from * upto / cuts,
                    end: 1 + to * upto / cuts,
                }
            }));
        }
        let mut round = 0;
        loop {
            let chunk = CHUNK.max(2 * wanted.len());
            let mut any = false;
            for mine in stretches.chunks_exact_mut(STRETCHES) {
                let (small, far) = mine.split_at_mut(1);
                any |= self.look_in(&mut small[0], chunk);
                // From the second round, when the first chunk did not find
                // them all, one far stretch too: the next in turn that has
                // pairs left.
                if round > 0 {
                    let n = far.len();
                    any |= (0..n).any(|k| self.look_in(&mut far[(round + k) % n], chunk));
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
    pub(super) fn choose_mask(&mut self) {
        // Masks past the values' bits change nothing: as many as values.
        let span = (u32::from(self.largest) + 1)
            .next_power_of_two()
            .min(1 << MASK_BITS);
        let mut counts = vec![0u64; span as usize];
        for &v in &self.values[1..] {
            counts[(u32::from(v.wide()) & (span - 1)) as usize] += 1;
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
                .filter(|&n| rare(u32::from(values[n as usize].wide()), best))
                .collect();
            self.rare_values = self
                .rare
                .iter()
                .map(|&n| values[n as usize].wide())
                .collect();
        }
    }
}
