//! `nim worksheet`'s options: the lesson, how many puzzles, the seed, and
//! the language and glyphs it is printed in; or the puzzles a teacher
//! chose, each a position as `--rows` writes it (`3,4,5`: rows of nim) or
//! a code (a lesson's puzzle, or a chosen position with its rules).

use super::command::Subcommand;
use super::flags::Id;
use super::front::Front;
use super::given::Given;
use super::read_learn::read_code;
use super::refuse::refuse_in;
use crate::cli::{CliError, Invocation, WorksheetOptions};
use crate::game::learn::{AnyCode, DEFAULT_COUNT, PositionCode, rows_position};
use crate::game::numbers::is_comma;
use crate::game::table::layout::Layout;
use crate::game::theory::rule::RowRules;
use crate::text::help::Refusal;
use crate::text::{Lang, Locale};

pub(super) fn worksheet_options(
    given: &Given,
    lang: Lang,
    words: &[String],
    locale: Locale,
) -> Result<Invocation, CliError> {
    let refuse = |refusal| refuse_in(lang, Subcommand::Worksheet, refusal);
    if !words.is_empty()
        && let Some(id) = [Id::Lesson, Id::Count]
            .into_iter()
            .find(|&id| given.has(id))
    {
        return Err(refuse(Refusal::SheetChosen {
            flag: &format!("--{}", id.name()),
        }));
    }
    let chosen = (words.iter())
        .zip(1..)
        .map(|(word, number)| chosen_puzzle(word, number, lang))
        .collect::<Result<_, _>>()?;
    let front = Front::read(given, lang, locale);
    Ok(Invocation::Worksheet(WorksheetOptions {
        chosen,
        lesson: given.lesson(),
        count: given.count().unwrap_or(DEFAULT_COUNT),
        seed: given.seed(),
        lang: front.shown_lang(),
        ascii: front.ascii || given.has(Id::Ascii),
    }))
}

/// A chosen puzzle as typed: rows with a comma between them, else a code.
fn chosen_puzzle(word: &str, number: usize, lang: Lang) -> Result<AnyCode, CliError> {
    let refuse = |refusal| refuse_in(lang, Subcommand::Worksheet, refusal);
    if !word.contains(is_comma) {
        return read_code(word).map_err(refuse);
    }
    let layout = match Layout::parse_list(word) {
        Ok(layout) => layout,
        Err(error) => {
            let refusal = Refusal::SheetRows {
                number,
                error: &error,
            };
            return Err(refuse_in(lang, Subcommand::Worksheet, refusal));
        }
    };
    let position = rows_position(layout.rows().to_vec(), &RowRules::default(), false);
    // Rows `--rows` takes always have a code.
    PositionCode::of(&position)
        .map(AnyCode::Chosen)
        .ok_or_else(|| refuse(Refusal::PuzzleCode { typed: word }))
}
