//! A game's review in the table's place (lines 5-19): each move marked
//! kept, missed (with the move that kept the win) or made from a lost
//! position, the turning point, and why it lost (what it left unbalanced). Shared by `r` at a game's end and by
//! `nim replay`.

use crate::game::review::Review;
use crate::text::Lang;
use crate::text::width::wrap;
use crate::tui::frame::grid::Grid;

/// The title's line; the moves start two lines below it.
const TITLE_LINE: u16 = 5;
/// The column of the moves.
const COL: u16 = 6;
/// The turning point, above its reason's two lines, the last above the
/// move help.
const TURNING_LINE: u16 = 17;
/// Lines for why the turning point lost.
const WHY_LINES: u16 = 2;
/// Moves shown at once.
const SHOWN: usize = (TURNING_LINE - TITLE_LINE - 3) as usize;

/// Draws `review` in the table's place.
pub fn draw(grid: &mut Grid, lang: Lang, review: &Review) {
    for line in TITLE_LINE..=TURNING_LINE + WHY_LINES {
        grid.put(1, line, &" ".repeat(80));
    }
    grid.centre(TITLE_LINE, &lang.review_title());
    // A long game shows the moves around its turning point.
    let around = review.turning.unwrap_or(1).saturating_sub(3);
    let first = around.min(review.plies.len().saturating_sub(SHOWN));
    for (line, ply) in (TITLE_LINE + 2..).zip(review.plies.iter().skip(first).take(SHOWN)) {
        grid.put(COL, line, &lang.review_ply(ply));
    }
    let turning = review.turning.and_then(|n| review.plies.get(n - 1));
    grid.centre(TURNING_LINE, &lang.review_turning(turning));
    let why = lang.review_why(turning).map(|why| wrap(&why, 80));
    for (line, text) in (TURNING_LINE + 1..).zip(why.iter().flatten().take(WHY_LINES.into())) {
        grid.centre(line, text);
    }
}

/// At a game's end: the review when `r` opened it (and how to go back, on
/// line 21), else on line 21, when the summary leaves it free, how to open it.
pub fn at_the_end(grid: &mut Grid, lang: Lang, review: Option<&Review>) {
    match review {
        Some(review) => {
            draw(grid, lang, review);
            grid.put(1, 21, &" ".repeat(80));
            grid.centre(21, &lang.review_back());
        }
        None if grid.line_text(21).trim().is_empty() => grid.centre(21, &lang.review_hint()),
        None => {}
    }
}
