//! The options of the commands that show rather than play: `nim replay`,
//! `nim learn`, `nim puzzle`.

use std::path::PathBuf;

use super::command::Subcommand;
use super::flags::Id;
use super::front::Front;
use super::given::Given;
use super::refuse::refuse_in;
use crate::cli::{CliError, Invocation, LearnOptions, Pick, PuzzleOptions, ReplayOptions};
use crate::game::learn::AnyCode;
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
/// day's, a seed's, a code's and a chosen position's are four different
/// choices (`words`: the code, if one was typed).
pub(super) fn puzzle_options(
    given: &Given,
    lang: Lang,
    words: &[String],
    locale: Locale,
) -> Result<Invocation, CliError> {
    let refuse = |refusal| refuse_in(lang, Subcommand::Puzzle, refusal);
    let chosen = given.has(Id::Rows);
    // A date asks for that day's puzzle.
    let daily = given.has(Id::Daily) || given.has(Id::Date);
    if given.has(Id::Date) && given.seed().is_some() {
        return Err(refuse(Refusal::DateOrSeed));
    }
    if daily && given.seed().is_some() {
        return Err(refuse(Refusal::DailyOrSeed));
    }
    let picks = usize::from(daily)
        + usize::from(given.seed().is_some())
        + usize::from(chosen)
        + words.len();
    if picks > 1 {
        return Err(refuse(Refusal::PuzzleOne));
    }
    let pick = if let Some(word) = words.first() {
        match read_code(word).map_err(refuse)? {
            AnyCode::Drawn(code) => Pick::Code(code),
            AnyCode::Chosen(code) => Pick::Chosen(code.position),
        }
    } else if chosen {
        Pick::Chosen(super::read_chosen::chosen(given, lang)?)
    } else {
        super::read_chosen::rules_need_rows(given).map_err(refuse)?;
        match given.seed() {
            _ if daily => Pick::Daily,
            Some(seed) => Pick::Seed(seed),
            None => Pick::Any,
        }
    };
    Ok(Invocation::Puzzle(PuzzleOptions {
        board: given.has(Id::Board),
        pick,
        date: given.date(),
        front: Front::read(given, lang, locale),
    }))
}

/// A code as typed, read as it is heard (any case, O for 0, I and L for 1,
/// dashes and spaces ignored); anything else is refused with what a code
/// looks like.
pub(super) fn read_code(typed: &str) -> Result<AnyCode, Refusal<'_>> {
    typed.parse().map_err(|_| Refusal::PuzzleCode { typed })
}
