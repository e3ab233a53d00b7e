//! Subtraction sets (`sub:A,B,...`): each value the mex of at most as many
//! values as there are amounts, so the sequence is linear to compute, and a
//! window as long as the largest amount proves a period.

use super::Marks;
use super::period::{self, Period, Proof};
use super::watch::{Control, Due, Progress, Watch};

/// The values up to `upto` (or fewer, once a period is proven; never past
/// [`LIMIT`]), the proven period, and whether `watch` stopped them.
pub fn values(amounts: &[u32], upto: u32, watch: Watch) -> (Vec<u32>, Option<Period>, bool) {
    let largest = amounts.last().copied().unwrap_or(1);
    let proof = Proof::Window(largest);
    let last = upto as usize;
    let mut values: Vec<u32> = Vec::with_capacity((last + 1).min(1 << 26));
    let mut due = Due::default();
    let mut top = 0;
    let mut marks = Marks::default();
    for n in 0..=last {
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
            return (values, Some(found), false);
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
                return (values, found, true);
            }
        }
    }
    let found = period::find(&values, proof);
    (values, found, false)
}
