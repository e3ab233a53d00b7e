//! The options of the commands that show rather than play: `nim replay`,
//! `nim learn`, `nim puzzle`.

use std::path::PathBuf;

use super::command::Subcommand;
use super::flags::Id;
use super::front::Front;
use super::given::Given;
use super::refuse::refuse_in;
use crate::cli::{CliError, Invocation, LearnOptions, Pick, PuzzleOptions, ReplayOptions};
use crate::text::help::Refusal;
use crate::text::{Lang, Locale};

/// `nim replay`'s options: one record file.
pub(super) fn replay_options(
    given: &Given,
    lang: Lang,
    mut words: Vec<String>,
    locale: Locale,
) -> Result<Invocation, CliError> {
    let Some(path) = words.pop() else {
        return Err(refuse_in(lang, Subcommand::Replay, Refusal::NeedsRecord));
    };
    Ok(Invocation::Replay(ReplayOptions {
        path: PathBuf::from(path),
        review: given.has(Id::Review),
        game: given.game(),
        front: Front::read(given, lang, locale),
    }))
}

/// `nim learn`'s options: where to start, and how to show it.
pub(super) fn learn_options(given: &Given, lang: Lang, locale: Locale) -> Invocation {
    Invocation::Learn(LearnOptions {
        lesson: given.lesson(),
        seed: given.seed(),
        date: given.date(),
        report: given.has(Id::Report),
        front: Front::read(given, lang, locale),
    })
}

/// `nim puzzle`'s options: which puzzle, of the rows or the board; the
/// day's and a seed's are two different choices.
pub(super) fn puzzle_options(
    given: &Given,
    lang: Lang,
    locale: Locale,
) -> Result<Invocation, CliError> {
    if given.has(Id::Date) && given.seed().is_some() {
        return Err(refuse_in(lang, Subcommand::Puzzle, Refusal::DateOrSeed));
    }
    // A date asks for that day's puzzle.
    let daily = given.has(Id::Daily) || given.has(Id::Date);
    let pick = match (daily, given.seed()) {
        (true, Some(_)) => {
            return Err(refuse_in(lang, Subcommand::Puzzle, Refusal::DailyOrSeed));
        }
        (true, None) => Pick::Daily,
        (false, Some(seed)) => Pick::Seed(seed),
        (false, None) => Pick::Any,
    };
    Ok(Invocation::Puzzle(PuzzleOptions {
        board: given.has(Id::Board),
        pick,
        date: given.date(),
        front: Front::read(given, lang, locale),
    }))
}
