//! The book's `GetChange` on the screen: the setup's questions, each row's
//! answer (its chips, and the rule it named) as it was given.

use crate::game::table::setup::Setup;
use crate::game::theory::rule::Rule;
use crate::text::Lang;

use crate::tui::frame::grid::HELP_LINE;
use crate::tui::frame::grid::{Grid, LINES};
use crate::tui::frame::input::LineEditor;

/// The book's `GetChange`: title, explanation, the number of rows on line 3,
/// then row `i` on line `3+i`, each prompt shown once the one before is answered.
pub(in crate::tui) fn get_change(grid: &mut Grid, lang: Lang, setup: &Setup, field: &LineEditor) {
    grid.centre(1, &lang.setup_title());
    grid.centre(2, &lang.setup_explain());
    grid.centre(HELP_LINE + 1, &lang.setup_leave_screen());
    let col = grid.put(1, 3, &lang.setup_rows_prompt());
    let Some(rows) = setup.rows() else {
        field.draw(grid, col, 3);
        return;
    };
    grid.put(col, 3, &rows.to_string());
    grid.centre(HELP_LINE, &lang.rules_setup_help());
    let rules = setup
        .rules()
        .iter()
        .map(|rule| rule.as_ref().map(Rule::to_string));
    for ((i, chips), rule) in (1u16..).zip(setup.chips()).zip(rules) {
        let col = grid.put(1, 3 + i, &lang.setup_row_prompt(usize::from(i)));
        let answer = match rule {
            Some(rule) => format!("{chips} {rule}"),
            None => chips.to_string(),
        };
        grid.put(col, 3 + i, &answer);
    }
    let next = setup.chips().len() + 1;
    if next <= rows {
        let line = 3 + u16::try_from(next).unwrap_or(LINES);
        let col = grid.put(1, line, &lang.setup_row_prompt(next));
        field.draw(grid, col, line);
    }
}
