//! The options of a game, `nim` or `nim board`, from its flags: what they
//! refuse together.

use std::path::PathBuf;

use super::command::Subcommand;
use super::flags::Id;
use super::front::Front;
use super::given::Given;
use super::refuse::refuse_in;
use crate::cli::{CliError, Invocation, PlayOptions};
use crate::game::session::{First, Options, Players};
use crate::game::table::Table;
use crate::game::table::rows::Rows;
use crate::game::table::start::{Game, Start};
use crate::game::theory::rule::RowRules;
use crate::game::theory::strategy::Rules;
use crate::text::help::Refusal;
use crate::text::{Lang, Locale};

/// The options of a game from its flags; `lang` speaks the refusals.
pub(super) fn play_options(
    game: Game,
    given: &Given,
    lang: Lang,
    locale: Locale,
) -> Result<Invocation, CliError> {
    let command = match game {
        Game::Rows => Subcommand::Rows,
        Game::Board => Subcommand::Board,
    };
    play(game, command, given, lang, locale).map(Invocation::Play)
}

/// The game `game` the flags make, for `command` (`nim serve` plays one
/// too), whose help its refusals point to.
pub(super) fn play(
    game: Game,
    command: Subcommand,
    given: &Given,
    lang: Lang,
    locale: Locale,
) -> Result<PlayOptions, CliError> {
    let players = given.players().unwrap_or_default();
    if players == Players::Two && given.has(Id::Level) {
        return Err(refuse_in(lang, command, Refusal::LevelNeedsComputer));
    }
    let first = given.first().unwrap_or_default();
    if players == Players::Two && first == First::Computer {
        return Err(refuse_in(lang, command, Refusal::FirstNeedsComputer));
    }
    if given.has(Id::Rows) && given.has(Id::Random) {
        return Err(refuse_in(lang, command, Refusal::RowsOrRandom));
    }
    check_play_rules(given, lang, command)?;
    if given.has(Id::Force) && !given.has(Id::Record) {
        return Err(refuse_in(lang, command, Refusal::ForceNeedsRecord));
    }
    Ok(PlayOptions {
        game,
        options: Options {
            rules: rules(given.has(Id::Misere)),
            first,
            players,
            level: given.level().unwrap_or_default(),
        },
        start: match given.layout() {
            Some(layout) => Start::Given(layout.clone()),
            None if given.has(Id::Random) => Start::Random,
            None => Start::Book,
        },
        seed: given.seed(),
        front: Front::read(given, lang, locale),
        row_rules: given.row_rules(),
        record: given.record().map(PathBuf::from),
        force: given.has(Id::Force),
    })
}

/// What every command with rules refuses: both flags, and misère with a
/// rule other than nim (Bouton's misère rule is nim's alone).
pub(super) fn check_rules(given: &Given) -> Result<(), Refusal<'static>> {
    if given.has(Id::Rule) && given.has(Id::Rules) {
        return Err(Refusal::RuleOrRules);
    }
    if given.has(Id::Misere) && !given.row_rules().all_nim() {
        return Err(Refusal::MisereRules);
    }
    Ok(())
}

/// What a game refuses of its rules: a count of rules that is not the
/// count of rows, a count of rows left to chance, a rule with no end.
pub(super) fn check_play_rules(
    given: &Given,
    lang: Lang,
    command: Subcommand,
) -> Result<(), CliError> {
    let refuse = |refusal| Err(refuse_in(lang, command, refusal));
    check_rules(given).or_else(refuse)?;
    if let Some(rules) = given.rules_count() {
        if given.has(Id::Random) {
            return refuse(Refusal::RulesRandom);
        }
        let rows = given.layout().cloned().unwrap_or_default().rows().len();
        if rules != rows {
            return refuse(Refusal::RulesCount { rules, rows });
        }
    }
    let row_rules = given.row_rules();
    let mut rules = match &row_rules {
        RowRules::Every(rule) => std::slice::from_ref(rule).iter(),
        RowRules::Each(rules) => rules.iter(),
    };
    if let Some(rule) = rules.find(|rule| !rule.playable()) {
        let rule = rule.to_string();
        return refuse(Refusal::NotPlayable { rule: &rule });
    }
    // Rows no move can be taken from (single chips under dawson's) are no
    // game: the first player could only leave.
    if let Some(layout) = given.layout()
        && Rows::with_rules(layout.clone(), row_rules).is_over()
    {
        let rows: Vec<String> = layout.rows().iter().map(u32::to_string).collect();
        return refuse(Refusal::NoMove {
            rows: &rows.join(","),
        });
    }
    Ok(())
}

pub(super) fn rules(misere: bool) -> Rules {
    if misere { Rules::Misere } else { Rules::Normal }
}
