//! What plain mode prints of a table besides its heaps: one trait, so the
//! loop, a replay and a network game print rows and the board alike.

use crate::game::record::Recorded;
use crate::game::session::Side;
use crate::game::table::Table;
use crate::game::table::rows::Counts;
use crate::game::theory::strategy::Rules;
use crate::text::{Lang, Worded};

/// What plain mode prints of a table besides its heaps.
pub trait Printed: Table + Worded + Recorded {
    /// Lines shown for people above `position:`.
    fn picture(&self) -> Vec<String>;

    /// A rule on the `rules:` line is shortened (see [`Printed::rules`]).
    fn rules_shortened(&self) -> bool {
        false
    }

    /// Lines after the rules, once, for a game that needs more words.
    fn intro(&self, _lang: Lang, _sides: [Side; 2]) -> Vec<String> {
        Vec::new()
    }

    /// What follows `position:`: the heaps.
    fn written(&self) -> String {
        Counts(self.heaps()).to_string()
    }

    /// What follows `rules:`, for a game whose rows play their own rules.
    fn rules(&self) -> Option<String> {
        None
    }

    /// The title and the rules, as lines 1-3 of the screen.
    fn header(&self, lang: Lang, rules: Rules) -> [String; 3] {
        lang.header::<Self>(rules)
    }
}
