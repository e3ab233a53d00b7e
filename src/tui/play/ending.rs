//! A finished game on the screen: its final position stays, lines 20-21
//! sum it up (the coach's tally, or why a game that could not be won was
//! lost and how to win it), and line 22 asks for Enter or Space before the
//! next game starts.

use crate::text::{EndOfGame, Lang, Worded};
use crate::tui::frame::grid::{Grid, HELP_LINE, PROMPT_LINE};

/// Lines 20-22 while a game is over, in place of the move help and prompt:
/// the summary of `end` (the game the screen remembers), if it has one.
pub(in crate::tui) fn draw<T: Worded>(grid: &mut Grid, lang: Lang, end: Option<EndOfGame>) {
    let lines = end
        .map(|end| lang.end_of_game::<T>(&end))
        .filter(|lines| !lines.is_empty())
        .unwrap_or_else(|| vec![lang.game_over_final()]);
    for (line, text) in (HELP_LINE..).zip(&lines) {
        grid.centre(line, text);
    }
    let end = grid.put(1, PROMPT_LINE, &lang.game_over_prompt());
    grid.set_cursor(end, PROMPT_LINE);
}
