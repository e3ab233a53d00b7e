//! Periods claimed only when proven. A sequence's values are checked for
//! the smallest period `p` and, for it, the earliest start `s` such that
//! G(n+p) = G(n) from `s` to the last value computed; the rule's theorem
//! says whether that run is long enough to hold forever.
//!
//! The search is linear in the values (a rolling hash finds the shifts
//! where a long enough run can end, [`find`]), so that looking for a
//! period at every doubling costs about as much as the computing.

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
/// or a finite octal code, splitting without taking or not ([`Proof`]).
pub(crate) fn provable(rule: &Rule) -> bool {
    proof(rule).is_some()
}

/// The theorem that proves a period of `rule`, if one does.
pub(crate) fn proof(rule: &Rule) -> Option<Proof> {
    match rule {
        Rule::Sub(amounts) => Some(Proof::Window(amounts.last().copied().unwrap_or(1))),
        Rule::Octal(octal) if !octal.repeats => Some(Proof::GuySmith(octal.length() as u32)),
        _ => None,
    }
}

/// What proves a period from a run of matching values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Proof {
    /// A subtraction set whose largest amount is the field: a window of
    /// that many matching values starting at `s` fixes every later value,
    /// since each value depends only on the `largest` before it.
    Window(u32),
    /// The periodicity theorem of Guy and Smith for a finite octal code
    /// whose last digit is digit `k` (R. K. Guy and C. A. B. Smith, "The
    /// G-values of various games", Proc. Cambridge Philos. Soc. 52 (1956)
    /// 514-526; Winning Ways, chapter 4): G(n+p) = G(n) for all
    /// s <= n < 2s+p+k, with s >= 1, implies it for all n >= s.
    ///
    /// The proof, by induction on n >= 2s+p+k: a move from n+p takes j <= k
    /// chips and leaves a+b = n+p-j >= 2s+2p, so the larger heap b is at
    /// least s+p and (a, b-p) is the same move from n, worth the same as
    /// G(b-p) = G(b); a move from n leaves a+c >= 2s+p, the larger c is at
    /// least s, and (a, c+p) is the same move from n+p. A split without
    /// taking (a code `4.`, Daisies' 4.7 for one) is the case j = 0 and
    /// needs nothing more, so those codes are proven by the same bound.
    /// Why s >= 1: b-p = 0 would turn a split into a move that leaves one
    /// heap, which the code may not allow (0.4: 0 0 0 1 repeats 0 from 0
    /// for 2s+p+k = 2 values, then changes). A run from 0 is checked as a
    /// run from 1 and G(p) = G(0).
    GuySmith(u32),
}

impl Proof {
    /// Whether G(n+p) = G(n) for all `s <= n < end` proves the period.
    fn holds(self, p: u64, s: u64, end: u64) -> bool {
        match self {
            Proof::Window(largest) => end >= s + u64::from(largest),
            Proof::GuySmith(k) => end >= 2 * s.max(1) + p + u64::from(k),
        }
    }

    /// The values that prove period `p` from `s`, if G(n+p) = G(n) holds
    /// from `s` on as far as they go: [`Proof::holds`] at its bound.
    fn needed(self, p: u64, s: u64) -> u64 {
        match self {
            Proof::Window(largest) => s + u64::from(largest) + p,
            Proof::GuySmith(k) => 2 * s.max(1) + 2 * p + u64::from(k),
        }
    }

    /// The fewest matches from the end back, among `len` values, that can
    /// prove a period: a run of r ending at `len - p` starts at
    /// `len - p - r`.
    fn least_run(self, len: u64) -> u64 {
        match self {
            Proof::Window(largest) => u64::from(largest),
            // 2(len-p-r) + p + k <= len - p  <=>  2r >= len + k.
            Proof::GuySmith(k) => (len + u64::from(k)).div_ceil(2),
        }
    }
}

/// The smallest period `values` prove, with its earliest start.
///
/// A period `p` is proven only if the last `m` values (`m` the proof's
/// least run) equal the `m` values `p` before them ([`tail_repeats`]), so
/// the search is linear.
pub fn find<T: Copy + PartialEq + Into<u64>>(values: &[T], proof: Proof) -> Option<Period> {
    let len = values.len();
    let m = usize::try_from(proof.least_run(len as u64)).ok()?.max(1);
    // The period with the longest run so far, and where its run starts: a
    // multiple of it repeats from there at least, so its own walk back
    // starts there (else a period not yet proven, 0.376's 4 over 1.9
    // million heaps, is walked again for each of its multiples: minutes).
    let mut base: Option<(usize, usize)> = None;
    for p in tail_repeats(values, m) {
        let mut s = len - m - p;
        if let Some((p0, s0)) = base
            && p.is_multiple_of(p0)
        {
            s = s.min(s0);
        }
        let s = run_start(values, p, s);
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

/// How many values would prove the period in sight, if it holds on: the
/// smallest `p` whose run of G(n+p) = G(n) covers the last eighth of
/// `values` at least, from where that run starts. `None` when no period
/// is in sight. Linear, as [`find`].
pub(crate) fn in_sight<T: Copy + PartialEq + Into<u64>>(values: &[T], proof: Proof) -> Option<u64> {
    let len = values.len();
    let m = len / 8;
    let p = tail_repeats(values, m).next()?;
    let s = run_start(values, p, len - m - p);
    Some(proof.needed(p as u64, s as u64))
}

/// The shifts `p`, smallest first, where the last `m` values (`m` at
/// least 1, below the length) equal the `m` values `p` before them: a
/// rolling hash of the window sliding back, each match checked value by
/// value (a false match costs a comparison, never a wrong shift).
fn tail_repeats<T: Copy + PartialEq + Into<u64>>(
    values: &[T],
    m: usize,
) -> impl Iterator<Item = usize> + '_ {
    let len = values.len();
    let m = if m == 0 || m >= len { 0 } else { m };
    let tail = &values[len - m..];
    let target = hash(tail);
    // The window's hash at start i is the sum of f(v[i+j]) * B^j.
    let top = pow(BASE, (m as u64).saturating_sub(1));
    let mut h = target;
    let starts = if m == 0 { 0..0 } else { 0..len - m };
    starts.rev().filter_map(move |i| {
        // Slide back from start i+1 to i.
        let dropped = mul(f(values[i + m]), top);
        h = add(f(values[i]), mul(BASE, sub(h, dropped)));
        (h == target && values[i..i + m] == *tail).then_some(len - m - i)
    })
}

/// Where the run of G(n+p) = G(n) that reaches `from` starts.
fn run_start<T: PartialEq>(values: &[T], p: usize, from: usize) -> usize {
    let mut s = from;
    while s > 0 && values[s - 1] == values[s - 1 + p] {
        s -= 1;
    }
    s
}

/// Arithmetic modulo the prime 2^61 - 1.
const MODULUS: u64 = (1 << 61) - 1;
const BASE: u64 = 0x1E37_79B9_7F4A_7C15 % MODULUS;

/// A value as a hash digit: never 0, so that runs of 0 count.
fn f<T: Into<u64>>(v: T) -> u64 {
    v.into() + 1
}

fn mul(a: u64, b: u64) -> u64 {
    let x = u128::from(a) * u128::from(b);
    let folded = (x as u64 & MODULUS) + (x >> 61) as u64;
    let folded = (folded & MODULUS) + (folded >> 61);
    if folded >= MODULUS {
        folded - MODULUS
    } else {
        folded
    }
}

fn add(a: u64, b: u64) -> u64 {
    let s = a + b;
    if s >= MODULUS { s - MODULUS } else { s }
}

fn sub(a: u64, b: u64) -> u64 {
    if a >= b { a - b } else { a + MODULUS - b }
}

fn pow(mut base: u64, mut exp: u64) -> u64 {
    let mut result = 1;
    while exp > 0 {
        if exp & 1 == 1 {
            result = mul(result, base);
        }
        base = mul(base, base);
        exp >>= 1;
    }
    result
}

fn hash<T: Copy + Into<u64>>(window: &[T]) -> u64 {
    window.iter().rev().fold(0, |h, &v| add(mul(h, BASE), f(v)))
}

/// Whether `n` values is a moment to look for a period: every power of two
/// from 64 on, so the looking costs about as much as the computing.
pub(crate) fn checkpoint(n: usize) -> bool {
    n >= 64 && n.is_power_of_two()
}

#[cfg(test)]
mod tests;
