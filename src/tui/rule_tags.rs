//! Rows under their own rules on the screen: each row's rule beside it,
//! and what the hint says a row is worth.

use crate::layout::Layout;
use crate::rule::Rule;

use super::field::{COUNT_COL, FIRST_ROW_LINE, Field};
use super::grid::Grid;

/// What a row is worth under its rule, and the Grundy sum of all rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worth {
    pub row: usize,
    pub rule: Rule,
    pub value: u32,
    pub sum: u32,
}

/// Each row's rule after its places, as far as there is room before the
/// count (line 3 names them all, or points here).
pub(super) fn rule_tags(grid: &mut Grid, layout: &Layout, rules: &[Rule]) {
    let field = Field::of(layout);
    for (i, (&places, rule)) in (1u16..).zip(layout.rows().iter().zip(rules)) {
        let line = i + FIRST_ROW_LINE - 1;
        let Some(end) = field.place_col(places) else {
            continue;
        };
        let start = end + 3;
        let room = usize::from(COUNT_COL.saturating_sub(start + 1));
        let tag = rule.to_string();
        if room >= 3 {
            let shown: String = if tag.len() <= room {
                tag
            } else {
                tag.chars().take(room - 1).chain(['~']).collect()
            };
            grid.put(start, line, &shown);
        }
    }
}
