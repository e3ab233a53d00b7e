//! Which puzzle `nim puzzle` sets, and its heading: every puzzle but a
//! chosen position's is drawn through its code, which the heading names
//! (`Puzzle 4K7Q2M`, the day's with its date), so that it can be shared.

use crate::cli::Pick;
use crate::game::learn::{Day, PositionCode, Puzzle, PuzzleCode, any_code, chosen, daily_code};
use crate::game::table::rows::Counts;
use crate::text::Lang;

/// A puzzle and what names it.
pub(super) struct Set {
    pub puzzle: Puzzle,
    pub heading: String,
    /// `None` for a chosen position, which has a code of its own form.
    pub code: Option<PuzzleCode>,
    /// A chosen position's code, which opens it again.
    pub chosen: Option<PositionCode>,
}

/// The puzzle `pick` names, of the board where `board` says (a code says
/// its own game); the day's is `date`'s (`--date`), else the clock's.
pub(super) fn set(pick: Pick, board: bool, date: Option<Day>, lang: Lang) -> Set {
    let code = match pick {
        Pick::Chosen(position) => {
            let code = PositionCode::of(&position);
            let written = code.as_ref().map(PositionCode::to_string);
            let rows = Counts(&position.heaps).to_string();
            let heading = lang.puzzle_chosen(&rows, written.as_deref());
            let puzzle = chosen(position);
            return Set {
                puzzle,
                heading,
                code: None,
                chosen: code,
            };
        }
        Pick::Daily => {
            // Any day `--date` reads has its own puzzle, before 1970 too.
            let today = super::records::days_since_epoch().and_then(|d| i64::try_from(d).ok());
            let day = date.map(|date| date.0).or(today).unwrap_or(0);
            let code = daily_code(day, board);
            return Set {
                puzzle: code.puzzle(),
                heading: lang.puzzle_daily(&Day(day).to_string(), code, Some(day) == today),
                code: Some(code),
                chosen: None,
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
        chosen: None,
    }
}
