//! `h` on the screen: every key and command, in place of the table (lines
//! 5-19), until the next answer, Enter or Esc on an empty field.

use crate::text::width::width;
use crate::text::{KeysOf, Lang, Worded};

use crate::tui::frame::grid::Grid;

/// The list's title; the keys start two lines below it.
const TITLE_LINE: u16 = 5;
/// The column of the keys; what each does follows after the widest key.
const KEY_COL: u16 = 6;
/// How to leave the list, the last line above the move help.
const BACK_LINE: u16 = 19;

/// Draws the list in the table's place, in the words of game `G` (of a
/// network game: without the keys it refuses).
pub fn draw<G: Worded>(grid: &mut Grid, lang: Lang, network: bool) {
    grid.centre(TITLE_LINE, &lang.keys_title());
    let list = if network {
        lang.network_key_list::<G>(KeysOf::Screen)
    } else {
        lang.key_list::<G>(KeysOf::Screen)
    };
    let keys = list.iter().map(|(key, _)| width(key)).max().unwrap_or(0);
    let does_col = KEY_COL + u16::try_from(keys).unwrap_or(0) + 3;
    // A blank line under the title while the lines between it and the way
    // back have room for one.
    let room = usize::from(BACK_LINE - TITLE_LINE - 1);
    let first = TITLE_LINE + 1 + u16::from(list.len() < room);
    debug_assert!(list.len() <= room, "{} keys: no room", list.len());
    for (line, (key, does)) in (first..BACK_LINE).zip(list) {
        grid.put(KEY_COL, line, &key);
        grid.put(does_col, line, &does);
    }
    grid.centre(BACK_LINE, &lang.keys_back());
}
