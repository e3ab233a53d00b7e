//! The flags given, each value read into what it means: the first value
//! that is not one its flag takes is refused.

use super::CliError;
use super::flags::{FIRST_CHOICES, Flag, Id, LEVEL_CHOICES, PLAYERS_CHOICES, Value};
use crate::layout::Layout;
use crate::session::{First, Players};
use crate::strategy::Level;
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

    pub fn level(&self) -> Option<Level> {
        match self.get(Id::Level) {
            Some(Parsed::Level(level)) => Some(*level),
            _ => None,
        }
    }
}

/// Reads `typed`, the value of `flag`; `refuse` words a value that is not
/// one the flag takes.
pub fn parse(
    flag: Flag,
    typed: &str,
    refuse: impl Fn(Refusal) -> CliError,
) -> Result<Parsed, CliError> {
    let long = flag.long();
    let choice = |choices: &[&str]| {
        choices
            .iter()
            .position(|choice| choice.eq_ignore_ascii_case(typed))
            .ok_or_else(|| {
                refuse(Refusal::Choice {
                    flag: &long,
                    typed,
                    choices: &choices.join(", "),
                })
            })
    };
    Ok(match flag.id {
        Id::Rows => Parsed::Layout(
            Layout::parse_list(typed).map_err(|error| refuse(Refusal::Layout(&error)))?,
        ),
        Id::Seed => Parsed::Seed(typed.parse().map_err(|_| refuse(Refusal::Seed { typed }))?),
        Id::First => Parsed::First([First::Player, First::Computer][choice(&FIRST_CHOICES)?]),
        Id::Level => {
            Parsed::Level([Level::Easy, Level::Medium, Level::Hard][choice(&LEVEL_CHOICES)?])
        }
        Id::Players => Parsed::Players(
            [Players::One, Players::Two][PLAYERS_CHOICES
                .iter()
                .position(|n| *n == typed.trim())
                .ok_or_else(|| refuse(Refusal::Players { typed }))?],
        ),
        Id::Lang => {
            let codes: Vec<_> = Lang::codes().collect();
            Parsed::Lang(Lang::from_code(typed).ok_or_else(|| {
                refuse(Refusal::Choice {
                    flag: &long,
                    typed,
                    choices: &codes.join(", "),
                })
            })?)
        }
        _ => {
            debug_assert!(flag.value == Value::Switch, "{flag:?} has no reader");
            Parsed::Switch
        }
    })
}
