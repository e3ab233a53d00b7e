//! Subtraction sets (`sub:A,B,...`): each value the mex of at most as many
//! values as there are amounts, so the sequence is linear to compute, and a
//! window as long as the largest amount proves a period.

use super::period::{self, Proof};
use super::watch::{Control, Due, Progress, Watch};
use super::{Computed, Marks, Values};

/// The values up to `upto` (or fewer, once a period is proven, or when
/// `watch` stops them or memory runs out), and the proven period.
pub(super) fn values(amounts: &[u32], upto: u32, watch: Watch) -> Computed {
    let computed = |values: Vec<u32>, period, stopped, short| Computed {
        values: Values::Wide(values),
        period,
        stopped,
        short,
        work: 0,
    };
    let largest = amounts.last().copied().unwrap_or(1);
    let proof = Proof::Window(largest);
    let last = upto as usize;
    // Reserved whole if it can be; else grown, until memory runs out.
    let mut values: Vec<u32> = Vec::new();
    let _ = values.try_reserve_exact((last + 1).min(1 << 26));
    let mut due = Due::default();
    let mut top = 0;
    let mut marks = Marks::default();
    for n in 0..=last {
        if values.try_reserve(1).is_err() {
            let found = period::find(&values, proof);
            return computed(values, found, false, true);
        }
        marks.next();
        for &a in amounts.iter().take_while(|&&a| a as usize <= n) {
            marks.mark(values[n - a as usize]);
        }
        let value = marks.mex();
        top = top.max(value);
        values.push(value);
        if period::checkpoint(values.len())
            && let Some(found) = period::find(&values, proof)
        {
            return computed(values, Some(found), false, false);
        }
        let done = values.len() as u32;
        if due.now(done, 0) {
            let progress = Progress {
                done,
                largest: top,
                rare: None,
            };
            if watch(progress) == Control::Stop {
                let found = period::find(&values, proof);
                return computed(values, found, true, false);
            }
        }
    }
    let found = period::find(&values, proof);
    computed(values, found, false, false)
}
