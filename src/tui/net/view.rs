//! Lines 22-25 of a network game, drawn over the local game's screen
//! (`view::draw`): the question on line 22 (the field only while the game
//! is on), whose turn it is and the other player's move on line 23, what
//! was refused or how it ended on line 24, and the games each player won
//! on line 25, with the keys only while they do something. Pure, as every
//! view: worded lines in, a grid out.

use crate::text::Lang;
use crate::tui::frame::grid::{Grid, HELP_LINE, PROMPT_LINE};
use crate::tui::frame::input::LineEditor;
use crate::tui::play::view::{MESSAGE_LINE, MOVE_LINE, SCORE_LINE, score_line_with};

/// What lines 22-25 say; `None` leaves the local game's line as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Lines {
    /// Line 22: the question.
    pub ask: Option<String>,
    /// Line 21 says the commands of a network game (no setup, no undo).
    pub help: bool,
    /// Lines 20-21 are blank: the connection closed, and they would offer
    /// moves or keys that no longer do anything.
    pub blank: bool,
    /// Line 25 lists the keys of a game in play (none at a game's end,
    /// where lines 21-22 say what works, nor once the connection closed).
    pub keys: bool,
    /// Whether the typed field follows the question.
    pub field: bool,
    /// Line 23.
    pub news: Option<String>,
    /// Line 24, over the game's own message.
    pub say: Option<String>,
    /// Line 25, with the key help when there is room.
    pub score: String,
}

/// Draws `lines` over the local game's lines 22-25.
pub fn draw(grid: &mut Grid, lang: Lang, lines: &Lines, field: &LineEditor) {
    if let Some(ask) = &lines.ask {
        grid.clear_line(PROMPT_LINE);
        grid.hide_cursor();
        let col = grid.put(1, PROMPT_LINE, ask);
        if lines.field {
            field.draw(grid, col, PROMPT_LINE);
        }
    }
    if let Some(news) = &lines.news {
        grid.clear_line(MOVE_LINE);
        grid.put(1, MOVE_LINE, news);
    }
    if let Some(say) = &lines.say {
        grid.clear_line(MESSAGE_LINE);
        grid.put(1, MESSAGE_LINE, say);
    }
    if lines.help {
        grid.clear_line(HELP_LINE + 1);
        grid.centre(HELP_LINE + 1, &lang.net_help_commands());
    }
    if lines.blank {
        grid.clear_line(HELP_LINE);
        grid.clear_line(HELP_LINE + 1);
    }
    grid.clear_line(SCORE_LINE);
    if lines.keys {
        let help = [lang.net_key_help(), lang.key_help_short()];
        score_line_with(grid, &lines.score, help);
    } else {
        grid.put(1, SCORE_LINE, &lines.score);
    }
}
