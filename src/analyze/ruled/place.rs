//! Where a group sits in its row, and the moves that take from it as a
//! player types them.

use super::RuledMove;

/// A group in its row: the row (0-based), the place of its first chip,
/// whether it is the row's last, whether the next group has as many chips,
/// its chips.
#[derive(Debug, Clone, Copy)]
pub(super) struct Place {
    pub row: usize,
    pub start: u64,
    pub last: bool,
    pub same_next: bool,
    pub group: u32,
}

impl Place {
    /// The move that leaves `left` chips left of those it takes and
    /// `right` after, then its mirror image where that leaves another
    /// position (two heaps the other way round). Each position once, by
    /// its simplest move: one heap left is left from the right end (no AT
    /// in the row's last group), and a whole group taken where the next
    /// group is as big is the next group's move (`1+1`: `1 1`, not
    /// `1 1 1`).
    pub fn moves(self, (left, right): (u32, u32)) -> impl Iterator<Item = RuledMove> {
        let twin = (left != right && left > 0 && right > 0).then_some((right, left));
        let this = (left, right);
        let first = (this != (0, 0) || !self.same_next).then_some(this);
        first
            .into_iter()
            .chain(twin)
            .map(move |(left, right)| RuledMove {
                row: self.row + 1,
                take: self.group - left - right,
                at: (right > 0 || !self.last).then_some(self.start + u64::from(left)),
            })
    }
}

/// One heap is left on the left (the move takes from the right end); two
/// heaps as the option lists them, the smaller on the left.
pub(super) fn left_of((a, b): (u32, u32)) -> (u32, u32) {
    if a == 0 { (b, 0) } else { (a, b) }
}
