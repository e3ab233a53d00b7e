//! What the game opens from its own screen (`l`, `d`): the lessons, kept
//! where `nim learn` keeps them, and the day's puzzle, as `nim puzzle
//! --daily` sets it (the clock is read here, at the composition root).

use crate::game::learn::{Puzzle, daily_puzzle};
use crate::game::record::Date;
use crate::game::table::start::Game;
use crate::io::progress::Store;
use crate::text::Lang;
use crate::tui::WayIn;

use super::records::days_since_epoch;

/// The way in of a game of `game` played with `seed`, in `lang`.
pub(super) fn way_in(game: Game, seed: Option<u64>, lang: Lang) -> WayIn {
    WayIn {
        store: Store::locate(),
        seed,
        daily: Some(daily(lang, game == Game::Board)),
    }
}

/// Today's puzzle (UTC), of the rows or of the board, under its heading.
pub(super) fn daily(lang: Lang, board: bool) -> (Puzzle, String) {
    let day = days_since_epoch().unwrap_or(0);
    let civil = Date::from_days(i64::try_from(day).unwrap_or(0));
    let date = format!("{:04}-{:02}-{:02}", civil.year, civil.month, civil.day);
    (daily_puzzle(day, board), lang.puzzle_daily(&date))
}
