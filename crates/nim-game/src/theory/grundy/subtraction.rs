//! Subtraction sets (`sub:A,B,...`): each value the mex of at most as many
//! values as there are amounts, so the sequence is linear to compute, and a
//! window as long as the largest amount proves a period.

use super::Marks;
use super::period::{self, Period, Proof};

/// The values up to `upto` (or fewer, once a period is proven; never past
/// [`LIMIT`]), and the proven period.
pub fn values(amounts: &[u32], upto: u32) -> (Vec<u32>, Option<Period>) {
    let largest = amounts.last().copied().unwrap_or(1);
    let proof = Proof::Window(largest);
    let last = upto as usize;
    let mut values: Vec<u32> = Vec::with_capacity(last + 1);
    let mut marks = Marks::default();
    for n in 0..=last {
        marks.next();
        for &a in amounts.iter().take_while(|&&a| a as usize <= n) {
            marks.mark(values[n - a as usize]);
        }
        values.push(marks.mex());
        if period::checkpoint(values.len())
            && let Some(found) = period::find(&values, proof)
        {
            return (values, Some(found));
        }
    }
    let found = period::find(&values, proof);
    (values, found)
}
