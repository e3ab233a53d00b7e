//! The winning moves of a group too big to list them all (a Kayles group
//! of three million chips has about a million): the first [`LISTED`], in
//! the order of every other group's, then how many more there are: from
//! the rule's proven period ([`worth`]), or, with none, by looking at
//! every option once when they are not too many ([`SCAN_BUDGET`]); past
//! that, the moves found among the first options, and the word that the
//! rest are not counted (Lasker's nim, a group of four billion).

use std::io;

use super::Found;
use super::place::{Place, left_of};
use crate::game::theory::grundy::{Sequence, worth};
use crate::game::theory::rule::Rule;

/// The most winning moves listed from one such group.
pub const LISTED: u64 = 100;

/// The most options looked at one by one for a group with no period to go
/// by (about a second): Lasker's nim to some 60 million chips, a repeating
/// digit that splits to 20,000.
pub const SCAN_BUDGET: u64 = 100_000_000;

/// Lists the first moves of the group at `place` that leave its value
/// `wanted`, then [`Found::More`] when there are more (or
/// [`Found::Uncounted`], past [`SCAN_BUDGET`] options with no period);
/// false when `each` said stop.
pub(super) fn winning_moves(
    rule: &Rule,
    sequence: &Sequence,
    place: Place,
    wanted: u32,
    each: &mut dyn FnMut(Found) -> io::Result<bool>,
) -> io::Result<bool> {
    let Some(options) = worth::options_worth(rule, sequence, place.group, wanted) else {
        return scan(rule, sequence, place, wanted, each);
    };
    let mut listed = 0;
    'options: for option in options.map(left_of) {
        for one in place.moves(option) {
            if listed == LISTED {
                break 'options;
            }
            listed += 1;
            if !each(Found::Move(one))? {
                return Ok(false);
            }
        }
    }
    let total =
        worth::count_worth(rule, sequence, place.group, wanted).map_or(listed, |w| w.moves());
    if total > listed {
        let more = Found::More {
            row: place.row + 1,
            heap: place.group,
            listed,
            more: total - listed,
        };
        return each(more);
    }
    Ok(true)
}

/// [`winning_moves`] without a period: every option looked at once, up to
/// [`SCAN_BUDGET`] of them.
fn scan(
    rule: &Rule,
    sequence: &Sequence,
    place: Place,
    wanted: u32,
    each: &mut dyn FnMut(Found) -> io::Result<bool>,
) -> io::Result<bool> {
    let value = |n: u32| sequence.value(n).unwrap_or(u32::MAX);
    let (mut listed, mut more) = (0, 0);
    let mut options = rule.options(place.group);
    let looked = (&mut options).take(SCAN_BUDGET as usize);
    for option in looked.filter(|&(a, b)| value(a) ^ value(b) == wanted) {
        for one in place.moves(left_of(option)) {
            if listed == LISTED {
                more += 1;
                continue;
            }
            listed += 1;
            if !each(Found::Move(one))? {
                return Ok(false);
            }
        }
    }
    let row = place.row + 1;
    let heap = place.group;
    if options.next().is_some() {
        return each(Found::Uncounted { row, heap, listed });
    }
    if more > 0 {
        return each(Found::More {
            row,
            heap,
            listed,
            more,
        });
    }
    Ok(true)
}
