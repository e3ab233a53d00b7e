//! What plain mode prints of the book's rows: their counts, and for rows
//! under their own rules the `rules:` line, groups joined by `+`, the
//! header that states the rules, and moves as a player types them.

use super::Printed;
use crate::game::table::rows::Rows;
use crate::game::theory::strategy::Rules;
use crate::text::{Lang, shortened};

impl Printed for Rows {
    /// The rows are their counts: `position:` says it all.
    fn picture(&self) -> Vec<String> {
        Vec::new()
    }

    /// Counts, a row of several groups as their sizes joined by `+`.
    fn written(&self) -> String {
        self.position().to_string()
    }

    fn rules(&self) -> Option<String> {
        let rules = self.rule_list()?;
        Some(rules.iter().map(shortened).collect::<Vec<_>>().join(" "))
    }

    fn rules_shortened(&self) -> bool {
        (self.rule_list().iter().flatten()).any(|rule| shortened(rule) != rule.to_string())
    }

    /// Lines 2 and 3 say that each row plays its own rule, and which.
    fn header(&self, lang: Lang, rules: Rules) -> [String; 3] {
        match self.rule_list() {
            Some(list) => lang.ruled_header(&list, None),
            None => lang.header::<Self>(rules),
        }
    }
}

/// A move as a player types it: `ROW COUNT`, or `ROW COUNT AT` (the
/// record's form).
pub use crate::game::record::typed;

#[cfg(test)]
mod tests;
