//! Rows under their own rules on the screen: each row's rule beside it,
//! and what the hint says a row is worth.

use crate::game::table::layout::Layout;
use crate::game::theory::rule::Rule;
use crate::game::theory::sum::Derivation;

use crate::tui::frame::field::{COUNT_COL, FIRST_ROW_LINE, Field};
use crate::tui::frame::grid::Grid;

/// What a row is worth under its rule, and the Grundy sum of all rows;
/// `why`, how the hinted group's value comes from its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worth {
    pub row: usize,
    pub rule: Rule,
    pub value: u32,
    pub sum: u32,
    pub why: Derivation,
}

/// Each row's rule after its places, as far as there is room before the
/// count (line 3 names them all, or those without a tag).
pub(in crate::tui) fn rule_tags(grid: &mut Grid, layout: &Layout, rules: &[Rule]) {
    let field = Field::of(layout);
    for (i, (&places, rule)) in (1u16..).zip(layout.rows().iter().zip(rules)) {
        let line = i + FIRST_ROW_LINE - 1;
        let Some((start, room)) = tag_room(field, places) else {
            continue;
        };
        let tag = rule.to_string();
        let shown: String = if tag.len() <= room {
            tag
        } else {
            tag.chars().take(room - 1).chain(['~']).collect()
        };
        grid.put(start, line, &shown);
    }
}

/// Which rows show their rule beside them: those with room for a tag.
pub(in crate::tui) fn tagged(layout: &Layout) -> Vec<bool> {
    let field = Field::of(layout);
    (layout.rows().iter())
        .map(|&places| tag_room(field, places).is_some())
        .collect()
}

/// Where a row of `places` puts its tag and how many columns it has, when
/// that is at least the 3 a cut tag needs (`ka~`).
fn tag_room(field: Field, places: u32) -> Option<(u16, usize)> {
    let start = field.place_col(places)? + 3;
    let room = usize::from(COUNT_COL.saturating_sub(start + 1));
    (room >= 3).then_some((start, room))
}
