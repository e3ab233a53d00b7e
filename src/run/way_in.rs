//! What the game opens from its own screen (`l`, `d`): the lessons, kept
//! where `nim learn` keeps them, and the day's puzzle, as `nim puzzle
//! --daily` sets it (the clock is read here, at the composition root).

use crate::cli::Pick;
use crate::game::table::start::Game;
use crate::io::progress::Store;
use crate::text::Lang;
use crate::tui::WayIn;

/// The way in of a game of `game` played with `seed`, in `lang`.
pub(super) fn way_in(game: Game, seed: Option<u64>, lang: Lang) -> WayIn {
    let set = super::puzzle::set(Pick::Daily, game == Game::Board, None, lang);
    WayIn {
        store: Store::locate(),
        seed,
        today: super::today(),
        daily: Some((set.puzzle, set.heading)),
        daily_code: set.code,
    }
}
