//! The flags given, each value read into what it means: the first value
//! that is not one its flag takes is refused.

use std::net::SocketAddr;

use super::CliError;
use super::command::Subcommand;
use super::flags::{FIRST_CHOICES, Flag, Id, LEVEL_CHOICES, SERVE_FIRST_CHOICES, Value};
use crate::game::learn::{Day, Lesson, MAX_COUNT};
use crate::game::net::address;
use crate::game::net::protocol::Role;
use crate::game::numbers::{is_space, read_number};
use crate::game::session::{First, Players};
use crate::game::table::layout::Layout;
use crate::game::theory::grundy::Limits;
use crate::game::theory::rule::{RowRules, Rule, RuleError};
use crate::game::theory::strategy::Level;
use crate::text::Lang;
use crate::text::help::Refusal;

/// A flag's value, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Parsed {
    Switch,
    Layout(Layout),
    Seed(u64),
    First(First),
    Players(Players),
    Lang(Lang),
    Level(Level),
    Rule(Rule),
    Rules(Vec<Rule>),
    Values(u32),
    /// `--limit N|none`.
    Limit(Limits),
    /// `--record`'s file, as given.
    Path(String),
    /// `--game N`, from 1.
    Game(usize),
    /// `--lesson N`, from 1 to 9.
    Lesson(Lesson),
    /// `--count N`: a worksheet's puzzles.
    Count(u32),
    /// A value read later, with the other flags: `nim puzzle --rows`, rows
    /// or the board's gaps as `board` says.
    Typed(String),
    /// `--date YYYY-MM-DD`.
    Date(Day),
    /// `nim serve --first`: who opens each game over the network.
    Opener(Role),
    /// `--listen ADDR:PORT`.
    Listen(SocketAddr),
}

/// Flags in the order given, each at most once.
#[derive(Debug, Clone, Default)]
pub struct Given(Vec<(Id, Parsed)>);

impl Given {
    pub fn push(&mut self, id: Id, parsed: Parsed) {
        self.0.push((id, parsed));
    }

    pub fn has(&self, id: Id) -> bool {
        self.get(id).is_some()
    }

    fn get(&self, id: Id) -> Option<&Parsed> {
        self.0
            .iter()
            .find(|(given, _)| *given == id)
            .map(|(_, p)| p)
    }

    pub fn layout(&self) -> Option<&Layout> {
        match self.get(Id::Rows) {
            Some(Parsed::Layout(layout)) => Some(layout),
            _ => None,
        }
    }

    pub fn seed(&self) -> Option<u64> {
        match self.get(Id::Seed) {
            Some(Parsed::Seed(seed)) => Some(*seed),
            _ => None,
        }
    }

    pub fn first(&self) -> Option<First> {
        match self.get(Id::First) {
            Some(Parsed::First(first)) => Some(*first),
            _ => None,
        }
    }

    pub fn players(&self) -> Option<Players> {
        match self.get(Id::Players) {
            Some(Parsed::Players(players)) => Some(*players),
            _ => None,
        }
    }

    pub fn lang(&self) -> Option<Lang> {
        match self.get(Id::Lang) {
            Some(Parsed::Lang(lang)) => Some(*lang),
            _ => None,
        }
    }

    /// `--rule` or `--rules`, the book's nim for every row by default.
    pub fn row_rules(&self) -> RowRules {
        match (self.get(Id::Rule), self.get(Id::Rules)) {
            (Some(Parsed::Rule(rule)), _) => RowRules::Every(rule.clone()),
            (_, Some(Parsed::Rules(rules))) => RowRules::Each(rules.clone()),
            _ => RowRules::default(),
        }
    }

    /// How many rules `--rules` gives.
    pub fn rules_count(&self) -> Option<usize> {
        match self.get(Id::Rules) {
            Some(Parsed::Rules(rules)) => Some(rules.len()),
            _ => None,
        }
    }

    /// `--limit`, or the quick default.
    pub fn limits(&self) -> Limits {
        match self.get(Id::Limit) {
            Some(Parsed::Limit(limits)) => *limits,
            _ => Limits::DEFAULT,
        }
    }

    pub fn values(&self) -> Option<u32> {
        match self.get(Id::Values) {
            Some(Parsed::Values(n)) => Some(*n),
            _ => None,
        }
    }

    pub fn record(&self) -> Option<&str> {
        match self.get(Id::Record) {
            Some(Parsed::Path(path)) => Some(path),
            _ => None,
        }
    }

    pub fn game(&self) -> Option<usize> {
        match self.get(Id::Game) {
            Some(Parsed::Game(n)) => Some(*n),
            _ => None,
        }
    }

    pub fn lesson(&self) -> Option<Lesson> {
        match self.get(Id::Lesson) {
            Some(Parsed::Lesson(lesson)) => Some(*lesson),
            _ => None,
        }
    }

    pub fn count(&self) -> Option<u32> {
        match self.get(Id::Count) {
            Some(Parsed::Count(n)) => Some(*n),
            _ => None,
        }
    }

    pub fn date(&self) -> Option<Day> {
        match self.get(Id::Date) {
            Some(Parsed::Date(day)) => Some(*day),
            _ => None,
        }
    }

    /// A value kept as typed ([`Parsed::Typed`]).
    pub fn typed(&self, id: Id) -> Option<&str> {
        match self.get(id) {
            Some(Parsed::Typed(typed)) => Some(typed),
            _ => None,
        }
    }

    /// The flag `id` read again, in place of its value as given.
    pub fn set(&mut self, id: Id, parsed: Parsed) {
        self.0.retain(|(given, _)| *given != id);
        self.0.push((id, parsed));
    }

    pub fn opener(&self) -> Option<Role> {
        match self.get(Id::First) {
            Some(Parsed::Opener(role)) => Some(*role),
            _ => None,
        }
    }

    pub fn listen(&self) -> Option<SocketAddr> {
        match self.get(Id::Listen) {
            Some(Parsed::Listen(addr)) => Some(*addr),
            _ => None,
        }
    }

    pub fn level(&self) -> Option<Level> {
        match self.get(Id::Level) {
            Some(Parsed::Level(level)) => Some(*level),
            _ => None,
        }
    }
}

/// Reads `typed`, the value of `flag` as `command` takes it; `refuse`
/// words a value that is not one the flag takes.
pub fn parse(
    flag: Flag,
    command: Subcommand,
    typed: &str,
    refuse: impl Fn(Refusal) -> CliError,
) -> Result<Parsed, CliError> {
    let flag = flag.in_command(command);
    match flag.id {
        // Rows, or the board's gaps, once the line says which game.
        Id::Rows if command == Subcommand::Puzzle => Ok(Parsed::Typed(typed.to_string())),
        Id::Count => whole(typed)
            .and_then(|n| u32::try_from(n).ok())
            .filter(|n| (1..=MAX_COUNT).contains(n))
            .map(Parsed::Count)
            .ok_or_else(|| refuse(Refusal::CountRange { typed })),
        Id::Rows | Id::Seed | Id::Values | Id::Game | Id::Lesson => number(flag.id, typed, refuse),
        Id::First if command == Subcommand::Serve => {
            let at = choice_of(flag, &SERVE_FIRST_CHOICES, typed, refuse)?;
            Ok(Parsed::Opener([Role::Host, Role::Joiner][at]))
        }
        Id::First | Id::Level | Id::Players | Id::Lang => choice(flag, typed, refuse),
        Id::Rule | Id::Rules => rule(flag, typed, refuse),
        Id::Limit => limit(typed).ok_or_else(|| refuse(Refusal::Limit { typed })),
        // An empty name is no file: refused as a missing value, the flag named.
        Id::Record if typed.is_empty() => Err(refuse(Refusal::NeedsValue {
            flag: &flag.long(),
            example: flag.example,
        })),
        Id::Record => Ok(Parsed::Path(typed.to_string())),
        Id::Date => Day::parse(typed.trim())
            .map(Parsed::Date)
            .ok_or_else(|| refuse(Refusal::Date { typed })),
        Id::Listen => address::listen(typed)
            .map(Parsed::Listen)
            .map_err(|problem| refuse(Refusal::Listen { typed, problem })),
        _ => {
            debug_assert!(flag.value == Value::Switch, "{flag:?} has no reader");
            Ok(Parsed::Switch)
        }
    }
}

/// `--limit none` (any case): no wall; `--limit N`: N heaps at most,
/// N from 1, however long they take.
fn limit(typed: &str) -> Option<Parsed> {
    if typed.trim().eq_ignore_ascii_case("none") {
        return Some(Parsed::Limit(Limits::NONE));
    }
    let heaps = whole(typed)
        .and_then(|n| u32::try_from(n).ok())
        .filter(|&n| n >= 1)?;
    Some(Parsed::Limit(Limits::heaps(heaps)))
}

/// A flag's whole number (0 and up), read as the game reads every number
/// typed (`--rows`, a move, `nim analyze`'s rows): full-width digits and
/// spaces around it too, so that every numeric flag takes the same forms.
fn whole(typed: &str) -> Option<u64> {
    let number = read_number(typed.trim_matches(is_space))?;
    if number.negative && number.magnitude != Some(0) {
        return None;
    }
    number.magnitude
}

/// The flags whose value is a number, or numbers (`--rows`).
fn number(id: Id, typed: &str, refuse: impl Fn(Refusal) -> CliError) -> Result<Parsed, CliError> {
    Ok(match id {
        Id::Rows => Parsed::Layout(
            Layout::parse_list(typed).map_err(|error| refuse(Refusal::Layout(&error)))?,
        ),
        Id::Seed => Parsed::Seed(whole(typed).ok_or_else(|| refuse(Refusal::Seed { typed }))?),
        Id::Values => Parsed::Values(
            whole(typed)
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| refuse(Refusal::Values { typed }))?,
        ),
        Id::Game => Parsed::Game(
            whole(typed)
                .and_then(|n| usize::try_from(n).ok())
                .filter(|&n| n >= 1)
                .ok_or_else(|| refuse(Refusal::GameNumber { typed }))?,
        ),
        _ => Parsed::Lesson(
            whole(typed)
                .and_then(Lesson::from_number)
                .ok_or_else(|| refuse(Refusal::LessonRange { typed }))?,
        ),
    })
}

/// Where `typed` stands among `choices`, in any case; a value that is none
/// of them is refused with them all.
fn choice_of(
    flag: Flag,
    choices: &[&str],
    typed: &str,
    refuse: impl Fn(Refusal) -> CliError,
) -> Result<usize, CliError> {
    choices
        .iter()
        .position(|choice| choice.eq_ignore_ascii_case(typed))
        .ok_or_else(|| {
            refuse(Refusal::Choice {
                flag: &flag.long(),
                typed,
                choices: &choices.join(", "),
            })
        })
}

/// The flags whose value is one of a few words: `--first`, `--level`,
/// `--players`, `--lang`.
fn choice(
    flag: Flag,
    typed: &str,
    refuse: impl Fn(Refusal) -> CliError,
) -> Result<Parsed, CliError> {
    let of = |choices: &[&str]| choice_of(flag, choices, typed, &refuse);
    Ok(match flag.id {
        Id::First => Parsed::First([First::Player, First::Computer][of(&FIRST_CHOICES)?]),
        Id::Level => Parsed::Level(Level::ALL[of(&LEVEL_CHOICES)?]),
        Id::Players => Parsed::Players(match whole(typed) {
            Some(1) => Players::One,
            Some(2) => Players::Two,
            _ => return Err(refuse(Refusal::Players { typed })),
        }),
        _ => {
            let codes: Vec<_> = Lang::codes().collect();
            // A code the catalogues know, as `from_code` finds it.
            of(&codes)?;
            Parsed::Lang(Lang::from_code(typed).unwrap_or_default())
        }
    })
}

/// `--rule` and `--rules`: a rule, or one for each row.
fn rule(flag: Flag, typed: &str, refuse: impl Fn(Refusal) -> CliError) -> Result<Parsed, CliError> {
    let long = flag.long();
    let refused = |typed: &str, error: &RuleError| {
        refuse(Refusal::Rule {
            flag: &long,
            typed,
            error,
        })
    };
    Ok(match flag.id {
        Id::Rule => Parsed::Rule(Rule::parse(typed).map_err(|error| refused(typed, &error))?),
        _ => Parsed::Rules(parse_rules(typed).map_err(|(word, error)| refused(&word, &error))?),
    })
}

/// `--rules "kayles nim"`: the rules separated by white space; the first
/// word that is not a rule comes back with the reason. No word at all is
/// the empty rule.
fn parse_rules(typed: &str) -> Result<Vec<Rule>, (String, RuleError)> {
    let words: Vec<&str> = typed.split_whitespace().collect();
    if words.is_empty() {
        return Err((typed.to_string(), RuleError::Empty));
    }
    words
        .into_iter()
        .map(|word| Rule::parse(word).map_err(|error| (word.to_string(), error)))
        .collect()
}
