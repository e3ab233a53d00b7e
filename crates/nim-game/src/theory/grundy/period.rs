//! Periods claimed only when proven. A sequence's values are checked for
//! the smallest period `p` and, for it, the earliest start `s` such that
//! G(n+p) = G(n) from `s` to the last value computed; the rule's theorem
//! says whether that run is long enough to hold forever.

use crate::theory::rule::Rule;

/// G(n+period) = G(n) for every n >= from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub period: u32,
    pub from: u32,
}

impl Period {
    /// The heap below `from + period` that `n` is worth the same as.
    pub fn fold(self, n: u32) -> u32 {
        if n < self.from {
            n
        } else {
            self.from + (n - self.from) % self.period
        }
    }
}

/// Whether a theorem here can prove a period of `rule`: a subtraction set,
/// or a finite octal code that splits nothing without taking.
pub(crate) fn provable(rule: &Rule) -> bool {
    match rule {
        Rule::Sub(_) => true,
        Rule::Octal(octal) => !octal.split_free && !octal.repeats,
        _ => false,
    }
}

/// What proves a period from a run of matching values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Proof {
    /// A subtraction set whose largest amount is the field: a window of
    /// that many matching values starting at `s` fixes every later value,
    /// since each value depends only on the `largest` before it.
    Window(u32),
    /// The Guy-Smith periodicity theorem for a finite octal code whose last
    /// digit is digit `k` (Winning Ways, chapter 4): G(n+p) = G(n) for all
    /// s <= n < 2s+p+k implies it for all n >= s.
    GuySmith(u32),
}

impl Proof {
    /// Whether G(n+p) = G(n) for all `s <= n < end` proves the period.
    fn holds(self, p: u64, s: u64, end: u64) -> bool {
        match self {
            Proof::Window(largest) => end >= s + u64::from(largest),
            Proof::GuySmith(k) => end >= 2 * s + p + u64::from(k),
        }
    }
}

/// The smallest period `values` prove, with its earliest start.
pub fn find<T: PartialEq>(values: &[T], proof: Proof) -> Option<Period> {
    let len = values.len();
    // The period with the longest run so far, and where its run starts: a
    // multiple of it repeats from there at least, so its own walk back
    // starts there (else a period not yet proven, 0.376's 4 over 1.9
    // million heaps, is walked again for each of its multiples: minutes).
    let mut base: Option<(usize, usize)> = None;
    for p in 1..=len / 2 {
        // The run of matches from the end back.
        let mut s = len - p;
        if let Some((p0, s0)) = base
            && p % p0 == 0
        {
            s = s.min(s0);
        }
        while s > 0 && values[s - 1] == values[s - 1 + p] {
            s -= 1;
        }
        if proof.holds(p as u64, s as u64, (len - p) as u64) {
            return Some(Period {
                period: p as u32,
                from: s as u32,
            });
        }
        // The longest run so far, if a period long at least.
        if s + 2 * p <= len && base.is_none_or(|(_, s0)| s < s0) {
            base = Some((p, s));
        }
    }
    None
}

/// Whether `n` values is a moment to look for a period: every power of two
/// from 64 on, so the looking costs about as much as the computing.
pub(crate) fn checkpoint(n: usize) -> bool {
    n >= 64 && n.is_power_of_two()
}
