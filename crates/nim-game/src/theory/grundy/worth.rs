//! The options of one heap that are worth a given value, for a heap too
//! big to look at its options one by one: a proven period makes the
//! splits of a heap repeat, so a heap of four billion chips is listed
//! lazily, in [`Rule::options`]' order, and counted in about a period's
//! work per take.
//!
//! Pure, and no text.

use super::Sequence;
use crate::theory::rule::{LEAVE_NONE, LEAVE_ONE, LEAVE_TWO, Rule};

/// How many options are worth the value, how many of them are their own
/// mirror image (nothing left, or two equal heaps), and how many leave
/// one heap: two heaps and their mirror are two positions to leave, one
/// heap left from either end the same one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Worth {
    pub options: u64,
    pub symmetric: u64,
    pub ends: u64,
}

impl Worth {
    /// The positions these options leave, the mirrors counted: each a
    /// move to list.
    pub fn moves(self) -> u64 {
        2 * self.options - self.symmetric - self.ends
    }
}

/// The heaps a split of `rest` leaves, `(a, rest - a)` for `a` from 1 to
/// `upto`, worth `wanted`.
#[derive(Debug, Clone, Copy)]
struct Splits {
    rest: u32,
    upto: u32,
    wanted: u32,
}

/// Each take with its digit, and how far splits without taking go.
type Takes = (Vec<(u32, u8)>, Option<u32>);

/// The takes a rule allows and what each may leave, then the splits
/// without taking: `None` for a rule whose takes go on (a repeating
/// digit), which this module does not serve.
fn takes(rule: &Rule, n: u32) -> Option<Takes> {
    let (takes, free) = match rule {
        Rule::Octal(octal) if !octal.repeats => {
            let takes = (1..=octal.length() as u32)
                .filter(|&j| j <= n)
                .map(|j| (j, rule.digit(j)))
                .collect();
            (takes, octal.split_free.then_some(n / 2))
        }
        Rule::Grundy => (Vec::new(), Some(n.saturating_sub(1) / 2)),
        _ => return None,
    };
    Some((takes, free))
}

/// Whether [`options_worth`] and [`count_worth`] answer for `rule`'s heaps.
pub fn served(rule: &Rule, sequence: &Sequence) -> bool {
    sequence.period().is_some() && takes(rule, 0).is_some()
}

/// Every option of a heap of `n` worth `wanted`, in [`Rule::options`]'
/// order; `None` unless `sequence` has a proven period and `rule` is a
/// finite octal code or Grundy's game.
pub fn options_worth<'a>(
    rule: &Rule,
    sequence: &'a Sequence,
    n: u32,
    wanted: u32,
) -> Option<Box<dyn Iterator<Item = (u32, u32)> + 'a>> {
    sequence.period()?;
    let (takes, free) = takes(rule, n)?;
    let value = move |x: u32| sequence.value(x).unwrap_or(u32::MAX);
    let by_take = takes.into_iter().flat_map(move |(take, digit)| {
        let rest = n - take;
        let none = (rest == 0 && digit & LEAVE_NONE != 0 && wanted == 0).then_some((0, 0));
        let one =
            (rest > 0 && digit & LEAVE_ONE != 0 && value(rest) == wanted).then_some((0, rest));
        let upto = if digit & LEAVE_TWO != 0 { rest / 2 } else { 0 };
        let two = splits(sequence, Splits { rest, upto, wanted });
        none.into_iter().chain(one).chain(two)
    });
    let free = free.into_iter().flat_map(move |upto| {
        splits(
            sequence,
            Splits {
                rest: n,
                upto,
                wanted,
            },
        )
    });
    Some(Box::new(by_take.chain(free)))
}

/// How many options of a heap of `n` are worth `wanted`; `None` where
/// [`options_worth`] is.
pub fn count_worth(rule: &Rule, sequence: &Sequence, n: u32, wanted: u32) -> Option<Worth> {
    sequence.period()?;
    let (takes, free) = takes(rule, n)?;
    let value = |x: u32| sequence.value(x).unwrap_or(u32::MAX);
    let mut worth = Worth::default();
    for (take, digit) in takes {
        let rest = n - take;
        if rest == 0 && digit & LEAVE_NONE != 0 && wanted == 0 {
            worth.options += 1;
            worth.symmetric += 1;
        }
        if rest > 0 && digit & LEAVE_ONE != 0 && value(rest) == wanted {
            worth.options += 1;
            worth.ends += 1;
        }
        if digit & LEAVE_TWO != 0 {
            worth = add(
                sequence,
                worth,
                Splits {
                    rest,
                    upto: rest / 2,
                    wanted,
                },
            );
        }
    }
    if let Some(upto) = free {
        worth = add(
            sequence,
            worth,
            Splits {
                rest: n,
                upto,
                wanted,
            },
        );
    }
    Some(worth)
}

/// `worth` with the splits worth the value added.
fn add(sequence: &Sequence, mut worth: Worth, splits: Splits) -> Worth {
    let value = |x: u32| sequence.value(x).unwrap_or(u32::MAX);
    worth.options += count_splits(sequence, splits);
    // (rest/2, rest/2) is its own mirror.
    let half = splits.rest / 2;
    let even = splits.rest.is_multiple_of(2) && half >= 1 && half <= splits.upto;
    if even && value(half) ^ value(half) == splits.wanted {
        worth.symmetric += 1;
    }
    worth
}

/// Where the splits repeat: from `a0` on both heaps are past the period's
/// start, so `(a + p, rest - a - p)` is worth what `(a, rest - a)` is;
/// the offsets in the first period that are worth `wanted`.
fn repeating(sequence: &Sequence, splits: Splits) -> (u64, u64, Vec<u64>) {
    let period = sequence.period().expect("checked by the callers");
    let (p, a0) = (u64::from(period.period), u64::from(period.from.max(1)));
    let value = |x: u64| sequence.value(x as u32).unwrap_or(u32::MAX);
    let rest = u64::from(splits.rest);
    let upto = u64::from(splits.upto);
    let span = (upto + 1).saturating_sub(a0).min(p);
    let offsets = (0..span)
        .filter(|&o| value(a0 + o) ^ value(rest - a0 - o) == splits.wanted)
        .collect();
    (a0, p, offsets)
}

fn splits(sequence: &Sequence, splits: Splits) -> impl Iterator<Item = (u32, u32)> + '_ {
    let Splits { rest, upto, wanted } = splits;
    let value = move |x: u32| sequence.value(x).unwrap_or(u32::MAX);
    let (a0, p, offsets) = repeating(sequence, splits);
    let early =
        (1..=upto.min((a0 - 1) as u32)).filter(move |&a| value(a) ^ value(rest - a) == wanted);
    let late = (0u64..)
        .take_while({
            let empty = offsets.is_empty();
            move |&k| !empty && a0 + k * p <= u64::from(upto)
        })
        .flat_map(move |k| {
            let offsets = offsets.clone();
            offsets.into_iter().map(move |o| a0 + k * p + o)
        })
        .take_while(move |&a| a <= u64::from(upto))
        .map(|a| a as u32);
    early.chain(late).map(move |a| (a, rest - a))
}

fn count_splits(sequence: &Sequence, splits: Splits) -> u64 {
    let Splits { rest, upto, wanted } = splits;
    let value = |x: u32| sequence.value(x).unwrap_or(u32::MAX);
    let (a0, p, offsets) = repeating(sequence, splits);
    let early = (1..=upto.min((a0 - 1) as u32))
        .filter(|&a| value(a) ^ value(rest - a) == wanted)
        .count() as u64;
    // a0 + k*p + o <= upto for k below `whole`, and for o < `left` then.
    let span = (u64::from(upto) + 1).saturating_sub(a0);
    let (whole, left) = (span / p, span % p);
    let late = whole * offsets.len() as u64 + offsets.iter().filter(|&&o| o < left).count() as u64;
    early + late
}

#[cfg(test)]
mod tests;
