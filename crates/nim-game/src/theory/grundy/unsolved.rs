//! Games whose period nobody knows: computed as far as asked, they are
//! said to be open, so that no figure printed for them reads as a period.
//!
//! Grundy's game, Officers (0.6) and Treblecross (0.007) are open in
//! Winning Ways (chapter 4, the table of octal games and "Grundy's game")
//! and in Achim Flammenkamp's tables of octal games
//! (<https://wwwhomes.uni-bielefeld.de/achim/octal.html>), which list
//! their values computed far (Grundy's game past 2^35 heaps) with no
//! period found.

use crate::theory::rule::Rule;

/// The open codes, as the rule's name prints them.
const OPEN: [&str; 3] = ["grundy", "0.6", "0.007"];

/// Whether no period of `rule` is known (a published open problem).
pub fn unsolved(rule: &Rule) -> bool {
    OPEN.contains(&rule.to_string().as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_open_games_are_open_and_solved_ones_are_not() {
        for open in ["grundy", "0.6", "0.60", "0.007", "0.0070"] {
            assert!(unsolved(&Rule::parse(open).unwrap()), "{open}");
        }
        for solved in ["kayles", "0.07", "0.137", "0.16", "sub:1,3,4", "nim"] {
            assert!(!unsolved(&Rule::parse(solved).unwrap()), "{solved}");
        }
    }
}
