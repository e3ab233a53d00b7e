//! The analyser's winning moves against the game's own: for small rows of
//! groups under every kind of rule, `move:` lists exactly the moves the
//! computer and the hint count as winning ([`crate::sum::Games`]), each once.

use proptest::prelude::*;

use super::*;
use crate::plain::typed;
use crate::sum::{Games, Group, RowGame};

fn rule() -> impl Strategy<Value = Rule> {
    prop::sample::select(vec![
        "nim",
        "take:2",
        "sub:1,3,4",
        "sub:2,3",
        "kayles",
        "dawson",
        "0.6",
        "0.51",
        "0.137",
    ])
    .prop_map(|name| Rule::parse(name).unwrap())
}

fn row() -> impl Strategy<Value = (Rule, Groups)> {
    (rule(), prop::collection::vec(1u32..=6, 1..=3))
}

/// The rows as the game holds them: a taken place between groups.
fn games(rows: &[(Rule, Groups)]) -> Games {
    let row_game = |(rule, groups): &(Rule, Groups)| {
        let mut at = 1;
        let groups = (groups.iter())
            .map(|&len| {
                let group = Group { at, len };
                at += len + 1;
                group
            })
            .collect();
        let rule = rule.clone();
        RowGame { rule, groups }
    };
    Games::new(rows.iter().map(row_game).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn every_winning_move_is_listed_once(rows in prop::collection::vec(row(), 1..=3)) {
        let rules = RowRules::Each(rows.iter().map(|(rule, _)| rule.clone()).collect());
        let groups: Vec<Groups> = rows.iter().map(|(_, groups)| groups.clone()).collect();
        let mut out = Vec::new();
        write_ruled(&groups, &rules, Report::Full, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let mut listed: Vec<&str> = (text.lines())
            .filter_map(|line| line.strip_prefix("move: "))
            .collect();
        let count = listed.len();
        listed.sort_unstable();
        listed.dedup();
        prop_assert_eq!(listed.len(), count, "a move listed twice: {}", text);
        let mut winning: Vec<String> = games(&rows).winning_moves().into_iter().map(typed).collect();
        winning.sort_unstable();
        prop_assert_eq!(listed, winning, "{}", text);
    }
}
