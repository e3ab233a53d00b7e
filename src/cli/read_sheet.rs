//! `nim worksheet`'s options: the lesson, how many puzzles, the seed, and
//! the language and glyphs it is printed in.

use super::flags::Id;
use super::front::Front;
use super::given::Given;
use crate::cli::{CliError, Invocation, WorksheetOptions};
use crate::game::learn::DEFAULT_COUNT;
use crate::text::{Lang, Locale};

pub(super) fn worksheet_options(
    given: &Given,
    lang: Lang,
    locale: Locale,
) -> Result<Invocation, CliError> {
    let front = Front::read(given, lang, locale);
    Ok(Invocation::Worksheet(WorksheetOptions {
        lesson: given.lesson(),
        count: given.count().unwrap_or(DEFAULT_COUNT),
        seed: given.seed(),
        lang: front.shown_lang(),
        ascii: front.ascii || given.has(Id::Ascii),
    }))
}
