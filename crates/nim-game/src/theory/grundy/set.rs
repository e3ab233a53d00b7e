//! A set of small values as bits, for one heap's options: cleared in a few
//! words, and searched a word at a time for the first value not reached.

/// Values below `cap` (a power of two), one bit each.
#[derive(Debug, Default, Clone)]
pub(crate) struct ValueSet {
    words: Vec<u64>,
    cap: u32,
}

/// The bits of a word whose values are common under `mask` (odd parity of
/// `v & mask`), for the word holding values `64 * word ..`.
pub(crate) fn common_word(word: usize, mask: u32) -> u64 {
    let low = (0..64u32)
        .filter(|j| (j & mask).count_ones() % 2 == 1)
        .fold(0u64, |bits, j| bits | 1 << j);
    let high = ((word as u64) << 6) & u64::from(mask);
    if high.count_ones() % 2 == 1 {
        !low
    } else {
        low
    }
}

impl ValueSet {
    /// Empties the set and makes room for values below `cap`.
    pub fn clear(&mut self, cap: u32) {
        self.cap = cap;
        let words = (cap as usize).div_ceil(64);
        self.words.clear();
        self.words.resize(words, 0);
    }

    // Inlined even at opt-level "z": the inner loops call these.
    #[inline(always)]
    pub fn insert(&mut self, v: u32) {
        let word = (v / 64) as usize;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
            self.cap = self.cap.max(v + 1);
        }
        let words: &mut [u64] = &mut self.words;
        words[word] |= 1 << (v % 64);
    }

    /// Adds every value of `other`.
    pub(crate) fn union(&mut self, other: &ValueSet) {
        for (i, &w) in other.words.iter().enumerate() {
            if w != 0 {
                if i >= self.words.len() {
                    self.words.resize(i + 1, 0);
                }
                self.words[i] |= w;
            }
        }
    }

    /// The valid bits of word `i`: values below `cap`.
    fn valid(&self, i: usize) -> u64 {
        absent_valid(self.cap, i)
    }

    /// The smallest common value (under `common`, a word's common bits)
    /// not in the set, or `cap`; and how many values below it are missing.
    pub(crate) fn first_common_missing(&self, common: &[u64]) -> (u32, usize) {
        let mut missing = 0;
        for (i, &w) in self.words.iter().enumerate() {
            let absent = !w & self.valid(i);
            let found = absent & common[i];
            if found != 0 {
                let at = found.trailing_zeros();
                missing += (absent & ((1 << at) - 1)).count_ones() as usize;
                return (64 * i as u32 + at, missing);
            }
            missing += absent.count_ones() as usize;
        }
        (self.cap, missing)
    }

    /// The values below `bound` not in the set.
    pub(crate) fn absent_below(&self, bound: u32) -> ValueSet {
        let mut absent = ValueSet::default();
        absent.clear(bound);
        for (i, word) in absent.words.iter_mut().enumerate() {
            *word = !self.words.get(i).copied().unwrap_or(0) & absent_valid(bound, i);
        }
        absent
    }

    /// Removes `v`; whether it was there.
    #[inline(always)]
    pub fn take(&mut self, v: u32) -> bool {
        match self.words.get_mut((v / 64) as usize) {
            Some(word) if *word & (1 << (v % 64)) != 0 => {
                *word &= !(1 << (v % 64));
                true
            }
            _ => false,
        }
    }

    /// The smallest value not in the set.
    pub fn mex(&self) -> u32 {
        for (i, &w) in self.words.iter().enumerate() {
            if w != !0 {
                return 64 * i as u32 + (!w).trailing_zeros();
            }
        }
        64 * self.words.len() as u32
    }
}

/// The bits of word `i` that hold values below `bound`.
fn absent_valid(bound: u32, i: usize) -> u64 {
    let below = u64::from(bound).saturating_sub(64 * i as u64);
    if below >= 64 { !0 } else { (1 << below) - 1 }
}
