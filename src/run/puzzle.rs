//! Which puzzle `nim puzzle` sets, and its heading: every puzzle but a
//! chosen position's is drawn through its code, which the heading names
//! (`Puzzle 4K7Q2M`, the day's with its date), so that it can be shared.

use crate::cli::Pick;
use crate::game::learn::{Day, Puzzle, PuzzleCode, any_code, chosen, daily_code};
use crate::game::table::rows::Counts;
use crate::text::Lang;

/// A puzzle and what names it.
pub(super) struct Set {
    pub puzzle: Puzzle,
    pub heading: String,
    /// `None` for a chosen position, which has no code.
    pub code: Option<PuzzleCode>,
}

/// The puzzle `pick` names, of the board where `board` says (a code says
/// its own game); the day's is `date`'s (`--date`), else the clock's.
pub(super) fn set(pick: Pick, board: bool, date: Option<Day>, lang: Lang) -> Set {
    let code = match pick {
        Pick::Chosen(position) => {
            let heading = lang.puzzle_chosen(&Counts(&position.heaps).to_string());
            let puzzle = chosen(position);
            return Set {
                puzzle,
                heading,
                code: None,
            };
        }
        Pick::Daily => {
            // Before 1970, the first day's.
            let day = match date {
                Some(date) => u64::try_from(date.0).unwrap_or(0),
                None => super::records::days_since_epoch().unwrap_or(0),
            };
            let date = Day(i64::try_from(day).unwrap_or(0)).to_string();
            let code = daily_code(day, board);
            return Set {
                puzzle: code.puzzle(),
                heading: lang.puzzle_daily(&date, code),
                code: Some(code),
            };
        }
        Pick::Code(code) => code,
        Pick::Seed(seed) => any_code(board, &mut super::seeded(Some(seed))),
        Pick::Any => any_code(board, &mut super::seeded(None)),
    };
    Set {
        puzzle: code.puzzle(),
        heading: lang.puzzle_code(code),
        code: Some(code),
    }
}
