//! The winning moves of a group too big to list them all (a Kayles group
//! of three million chips has about a million): the first [`LISTED`], in
//! the order of every other group's, then how many more there are, all
//! from the rule's proven period ([`worth`]).

use std::io;

use super::Found;
use super::place::{Place, left_of};
use crate::game::theory::grundy::{Sequence, worth};
use crate::game::theory::rule::Rule;

/// The most winning moves listed from one such group.
pub const LISTED: u64 = 100;

/// Lists the first moves of the group at `place` that leave its value
/// `wanted`, then [`Found::More`] when there are more; false when `each`
/// said stop. A rule [`worth`] does not serve was refused before.
pub(super) fn winning_moves(
    rule: &Rule,
    sequence: &Sequence,
    place: Place,
    wanted: u32,
    each: &mut dyn FnMut(Found) -> io::Result<bool>,
) -> io::Result<bool> {
    let Some(options) = worth::options_worth(rule, sequence, place.group, wanted) else {
        return Ok(true);
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
