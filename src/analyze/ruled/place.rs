//! Where a group sits in its row, and the moves that take from it as a
//! player types them.

use super::RuledMove;

/// A group in its row: the row (0-based), the place of its first chip,
/// whether it is the row's last, its chips.
#[derive(Debug, Clone, Copy)]
pub(super) struct Place {
    pub row: usize,
    pub start: u64,
    pub last: bool,
    pub group: u32,
}

impl Place {
    /// The move that leaves `left` chips left of those it takes and
    /// `right` after, then its mirror image where there is one (the same
    /// heaps left the other way round: another move to type).
    pub fn moves(self, (left, right): (u32, u32)) -> impl Iterator<Item = RuledMove> {
        let twin = (left != right).then_some((right, left));
        std::iter::once((left, right))
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
