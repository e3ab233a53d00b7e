//! `nim puzzle --rows`: a position a teacher chose, read with the game's
//! own checks (the layout's limits, `--rule` or `--rules` and their count,
//! misère only with rows of nim, rows a move can be made from), or on the
//! board its eight gaps.

use super::command::Subcommand;
use super::flags::Id;
use super::given::{Given, Parsed};
use super::read_play::check_play_rules;
use super::refuse::refuse_in;
use crate::cli::CliError;
use crate::game::learn::{Position, board_of_gaps, rows_position};
use crate::game::numbers::{is_comma, is_space, read_number};
use crate::game::table::layout::Layout;
use crate::text::Lang;
use crate::text::help::Refusal;

/// The flags that say how the chosen rows are played.
const ROWS_RULES: [(Id, &str); 3] = [
    (Id::Rule, "--rule"),
    (Id::Rules, "--rules"),
    (Id::Misere, "--misere"),
];

/// A rule or misère without `--rows`: there are no rows for it to rule.
pub(super) fn rules_need_rows(given: &Given) -> Result<(), Refusal<'static>> {
    match ROWS_RULES.iter().find(|(id, _)| given.has(*id)) {
        Some(&(_, flag)) => Err(Refusal::PuzzleNeedsRows { flag }),
        None => Ok(()),
    }
}

/// The position `--rows` sets: rows under their rules, or the board of
/// these gaps (`board`), whose game is nim alone.
pub(super) fn chosen(given: &Given, lang: Lang) -> Result<Position, CliError> {
    let refuse = |refusal| refuse_in(lang, Subcommand::Puzzle, refusal);
    let typed = given.typed(Id::Rows).unwrap_or_default();
    if given.has(Id::Board) {
        if let Some(&(_, flag)) = ROWS_RULES.iter().find(|(id, _)| given.has(*id)) {
            return Err(refuse(Refusal::BoardIsNim { flag }));
        }
        let gaps =
            read_gaps(typed).map_err(|typed| refuse(Refusal::Gaps { typed, error: None }))?;
        let board = board_of_gaps(&gaps).map_err(|error| {
            refuse(Refusal::Gaps {
                typed,
                error: Some(error),
            })
        })?;
        return Ok(Position::board(board));
    }
    let layout = Layout::parse_list(typed)
        .map_err(|error| refuse_in(lang, Subcommand::Puzzle, Refusal::Layout(&error)))?;
    let mut given = given.clone();
    given.set(Id::Rows, Parsed::Layout(layout.clone()));
    check_play_rules(&given, lang, Subcommand::Puzzle)?;
    let heaps = layout.rows().to_vec();
    Ok(rows_position(
        heaps,
        &given.row_rules(),
        given.has(Id::Misere),
    ))
}

/// Counts separated by commas, as `--rows` takes them; the first that is
/// not a whole number comes back as typed.
fn read_gaps(typed: &str) -> Result<Vec<u32>, &str> {
    (typed.split(is_comma).map(|t| t.trim_matches(is_space)))
        .map(|token| {
            read_number(token)
                .and_then(|number| number.count().ok())
                .ok_or(token)
        })
        .collect()
}
