//! A game's review in the table's place (lines 5-19): each move marked
//! kept, missed (with the move that kept the win) or made from a lost
//! position, nine at a time (the others in sight by the arrow keys, PgUp,
//! PgDn, Home and End, line 16 saying which show), the turning point, and
//! why it lost (what it left unbalanced). Shared by `r` at a game's end and
//! by `nim replay`.

use crossterm::event::KeyCode;

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

/// The line that says which moves show, when not all fit.
const PAGE_LINE: u16 = TURNING_LINE - 1;

/// A review on the screen and the moves in sight: a game longer than
/// [`SHOWN`] moves is scrolled with the arrow keys and PgUp, PgDn, Home,
/// End, and a line says which moves show and how many there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paged {
    pub review: Review,
    /// The index of the first move shown.
    first: usize,
}

impl Paged {
    /// Opens on the moves around the turning point (the last of them when
    /// there is none: the game's end).
    pub fn new(review: Review) -> Paged {
        let end = review.plies.len();
        let around = review.turning.map_or(end, |n| n + 2);
        let first = around.saturating_sub(SHOWN);
        let mut paged = Paged { review, first };
        paged.scroll_to(first);
        paged
    }

    /// The most the first move shown may be.
    fn last_first(&self) -> usize {
        self.review.plies.len().saturating_sub(SHOWN)
    }

    fn scroll_to(&mut self, first: usize) {
        self.first = first.min(self.last_first());
    }

    /// A key that scrolls: whether it did (a key that cannot move the
    /// moves any further is still taken, and changes nothing).
    pub fn scroll(&mut self, key: KeyCode) -> Option<bool> {
        let before = self.first;
        let to = match key {
            KeyCode::Up => before.saturating_sub(1),
            KeyCode::Down => before + 1,
            KeyCode::PageUp => before.saturating_sub(SHOWN),
            KeyCode::PageDown => before + SHOWN,
            KeyCode::Home => 0,
            KeyCode::End => usize::MAX,
            _ => return None,
        };
        self.scroll_to(to);
        Some(self.first != before)
    }
}

/// Draws the review in the table's place, the moves from `paged`'s first.
pub fn draw(grid: &mut Grid, lang: Lang, paged: &Paged) {
    let review = &paged.review;
    for line in TITLE_LINE..=TURNING_LINE + WHY_LINES {
        grid.put(1, line, &" ".repeat(80));
    }
    grid.centre(TITLE_LINE, &lang.review_title());
    let shown = review.plies.iter().skip(paged.first).take(SHOWN);
    for (line, ply) in (TITLE_LINE + 2..).zip(shown) {
        grid.put(COL, line, &lang.review_ply(ply));
    }
    let all = review.plies.len();
    if all > SHOWN {
        let last = (paged.first + SHOWN).min(all);
        grid.centre(PAGE_LINE, &lang.review_page(paged.first + 1, last, all));
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
pub fn at_the_end(grid: &mut Grid, lang: Lang, review: Option<&Paged>) {
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
