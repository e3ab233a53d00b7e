//! The values one heap's options reach, as stamps: a value is reached when
//! its stamp is the heap's, so the next heap starts empty by changing the
//! stamp, with no clearing; and marking is one store, with no read first,
//! which is what the rare-and-common method's inner loop does most.

use super::cell::Cell;

/// Every value a `u16` can hold: an xor of two values never leaves it.
const VALUES: usize = 1 << 16;

/// Values reached by the current heap's options.
#[derive(Debug)]
pub(crate) struct Seen {
    /// 256 KB, of which only the values the options reach are ever touched
    /// (a few KB in practice): the rest are never paged in.
    stamps: Box<[u32; VALUES]>,
    stamp: u32,
}

impl Default for Seen {
    fn default() -> Seen {
        let stamps = vec![0u32; VALUES].into_boxed_slice();
        Seen {
            stamps: stamps.try_into().expect("the length is VALUES"),
            stamp: 0,
        }
    }
}

impl Seen {
    /// Empties the set for the next heap.
    pub fn next(&mut self) {
        self.stamp += 1;
    }

    #[inline(always)]
    pub fn mark(&mut self, v: u16) {
        self.stamps[v as usize] = self.stamp;
    }

    #[inline(always)]
    pub fn has(&self, v: u16) -> bool {
        self.stamps[v as usize] == self.stamp
    }

    /// Marks `x ^ values[values.len() - a]` for each heap `a` (from 1,
    /// below the length) and its value `x`: the rare pairs of a split.
    #[inline(always)]
    pub fn mark_pairs<V: Cell>(&mut self, values: &[V], heaps: &[u32], xs: &[u16]) {
        let rest = values.len();
        let (heaps4, heaps1) = heaps.as_chunks::<4>();
        let (xs4, xs1) = xs.as_chunks::<4>();
        for (a, x) in heaps4.iter().zip(xs4) {
            self.mark(x[0] ^ values[rest - a[0] as usize].wide());
            self.mark(x[1] ^ values[rest - a[1] as usize].wide());
            self.mark(x[2] ^ values[rest - a[2] as usize].wide());
            self.mark(x[3] ^ values[rest - a[3] as usize].wide());
        }
        for (&a, &x) in heaps1.iter().zip(xs1) {
            self.mark(x ^ values[rest - a as usize].wide());
        }
    }

    /// Marks `left[i] ^ right[len - 1 - i]` for every `i`: the pairs of a
    /// split, one heap going up as the other comes down.
    #[inline(always)]
    pub fn mark_mirrored<V: Cell>(&mut self, left: &[V], right: &[V]) {
        let (left4, left1) = left.as_chunks::<4>();
        let (right1, right4) = right.as_rchunks::<4>();
        for (l, r) in left4.iter().zip(right4.iter().rev()) {
            let [a, b, c, d] = V::xor_mirrored(l, r);
            self.mark(a);
            self.mark(b);
            self.mark(c);
            self.mark(d);
        }
        for (&x, &y) in left1.iter().zip(right1.iter().rev()) {
            self.mark(x.wide() ^ y.wide());
        }
    }

    /// The smallest value below `cap` not reached for which `stop` holds
    /// (else `cap`), and how many values below it are not reached.
    pub fn first_missing(&self, cap: u32, stop: impl Fn(u16) -> bool) -> (u32, usize) {
        let mut missing = 0;
        for v in 0..cap.min(VALUES as u32) as u16 {
            if !self.has(v) {
                if stop(v) {
                    return (u32::from(v), missing);
                }
                missing += 1;
            }
        }
        (cap, missing)
    }

    /// The smallest value below `cap` not reached, else `cap`.
    pub fn mex(&self, cap: u32) -> u32 {
        self.first_missing(cap, |_| true).0
    }
}
