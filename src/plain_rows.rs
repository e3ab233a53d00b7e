//! What plain mode prints of the book's rows: their counts, and for rows
//! under their own rules the `rules:` line, groups joined by `+`, the
//! header that states the rules, and moves as a player types them.

use super::Printed;
use crate::rows::Rows;
use crate::rule::Rule;
use crate::strategy::Rules;
use crate::text::Lang;

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

/// The longest spelling of a rule on the `rules:` line: a `sub:` list of
/// thousands of amounts would make it a line of a hundred kilobytes.
const LONGEST: usize = 40;

/// A rule as `rules:` spells it: canonical, but a longer `sub:` list shows
/// its first amounts, `...` and how many it has, `sub:1,2,3,...(20000)`.
fn shortened(rule: &Rule) -> String {
    let whole = rule.to_string();
    let Rule::Sub(amounts) = rule else {
        return whole;
    };
    if whole.len() <= LONGEST {
        return whole;
    }
    let mut short = String::from("sub:");
    for (i, amount) in amounts.iter().enumerate() {
        let next = if i == 0 { amount.to_string() } else { format!(",{amount}") };
        if short.len() + next.len() > LONGEST / 2 {
            break;
        }
        short.push_str(&next);
    }
    format!("{short},...({})", amounts.len())
}

/// A move as a player types it: `ROW COUNT`, or `ROW COUNT AT` (the
/// record's form).
pub use crate::record::typed;

#[cfg(test)]
#[path = "plain_rules_tests.rs"]
mod tests;
