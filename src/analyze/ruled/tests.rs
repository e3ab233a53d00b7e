//! The analyser's winning moves against the game's own: for small rows of
//! groups under every kind of rule, `move:` lists exactly the moves the
//! computer and the hint count as winning ([`crate::game::theory::sum::Games`]), each once.

use proptest::prelude::*;

use crate::analyze::RowError;
use crate::analyze::Spooled;
use crate::analyze::ruled::*;
use crate::analyze::spool::Groups;
use crate::game::record::typed;
use crate::game::theory::sum::{Games, Group, RowGame};

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

/// A position: each row's groups, left to right, none empty.
type Position = Vec<Groups>;

/// A move as typed (`ROW TAKE [AT]`) and the position it leaves.
type Typed = (String, Position);

/// Every move of `rows` by brute force: each group, each count, each
/// place the rule allows, typed as a player types it, with the position
/// it leaves.
fn every_move(rows: &[(Rule, Groups)]) -> Vec<Typed> {
    let mut moves = Vec::new();
    for (r, (rule, groups)) in rows.iter().enumerate() {
        let mut start = 1;
        for (g, &len) in groups.iter().enumerate() {
            let last = g + 1 == groups.len();
            for take in 1..=len {
                for left in 0..=len - take {
                    let right = len - take - left;
                    if !rule.allows(take, left, right) {
                        continue;
                    }
                    let typed = match last && right == 0 {
                        true => format!("{} {take}", r + 1),
                        false => format!("{} {take} {}", r + 1, start + left),
                    };
                    let mut left_rows: Position = rows.iter().map(|(_, g)| g.clone()).collect();
                    let row = &mut left_rows[r];
                    row.splice(g..=g, [left, right].into_iter().filter(|&n| n > 0));
                    moves.push((typed, left_rows));
                }
            }
            start += len + 1;
        }
    }
    moves
}

/// Whether `position` is worth 0 under the rows' rules, by the values'
/// definition ([`Rule::values`]).
fn lost(rules: &[Rule], position: &Position) -> bool {
    let sum = rules.iter().zip(position).fold(0, |sum, (rule, groups)| {
        let values = rule.values(6);
        groups.iter().fold(sum, |sum, &g| sum ^ values[g as usize])
    });
    sum == 0
}

/// The place a move names, largest when none is typed (the right end).
fn at(typed: &str) -> u32 {
    typed
        .split(' ')
        .nth(2)
        .map_or(u32::MAX, |at| at.parse().unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn every_winning_move_is_the_game_s(rows in prop::collection::vec(row(), 1..=3)) {
        let rules = RowRules::Each(rows.iter().map(|(rule, _)| rule.clone()).collect());
        let groups: Vec<Groups> = rows.iter().map(|(_, groups)| groups.clone()).collect();
        let mut out = Vec::new();
        let (lang, quick) = (Lang::default(), Computing::QUICK);
        write_ruled(&groups, &rules, Report::Full, lang, quick, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let winning: Vec<String> = games(&rows).winning_moves().into_iter().map(typed).collect();
        for listed in text.lines().filter_map(|line| line.strip_prefix("move: ")) {
            prop_assert!(winning.iter().any(|w| w == listed), "{} is not winning: {}", listed, text);
        }
    }

    /// Against a brute-force oracle: the positions the listed moves leave
    /// are exactly the distinct winning positions, each once, each by its
    /// simplest move (no AT where one takes from the row's right end, else
    /// the rightmost place). `sub:1,3` listed `1 1` and `1 1 1` for `1+1`.
    #[test]
    fn each_winning_position_is_listed_once(rows in prop::collection::vec(oracle_row(), 1..=3)) {
        let rules: Vec<Rule> = rows.iter().map(|(rule, _)| rule.clone()).collect();
        let groups: Vec<Groups> = rows.iter().map(|(_, groups)| groups.clone()).collect();
        let mut out = Vec::new();
        let (lang, quick) = (Lang::default(), Computing::QUICK);
        let each = RowRules::Each(rules.clone());
        write_ruled(&groups, &each, Report::Full, lang, quick, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let every = every_move(&rows);
        // The simplest move to each winning position.
        let mut best: Vec<Typed> = Vec::new();
        for (typed, left) in every.iter().filter(|(_, left)| lost(&rules, left)) {
            match best.iter_mut().find(|(_, seen)| seen == left) {
                Some(seen) if at(typed) > at(&seen.0) => seen.0 = typed.clone(),
                Some(_) => {}
                None => best.push((typed.clone(), left.clone())),
            }
        }
        let mut expected: Vec<String> = best.into_iter().map(|(typed, _)| typed).collect();
        let mut listed: Vec<String> = (text.lines())
            .filter_map(|line| line.strip_prefix("move: "))
            .map(str::to_string)
            .collect();
        expected.sort_unstable();
        listed.sort_unstable();
        prop_assert_eq!(listed, expected, "{}", text);
    }
}

/// The rules of the oracle's rows: every kind that takes a chip, with
/// rows whose groups repeat often.
fn oracle_row() -> impl Strategy<Value = (Rule, Groups)> {
    let rules = prop::sample::select(vec![
        "nim", "take:2", "sub:1,3", "sub:2,3", "kayles", "dawson", "0.6", "0.51", "0.137", "0.34",
    ])
    .prop_map(|name| Rule::parse(name).unwrap());
    (rules, prop::collection::vec(1u32..=4, 1..=4))
}

/// The grouped rows as they were read before they were streamed: the text
/// split at white space, then at commas, then at `+`.
fn split_grouped(text: &str) -> Result<Vec<Groups>, RowError> {
    use crate::game::numbers::{BYTE_ORDER_MARK, is_comma, is_space, read_number};
    let mut rows = Vec::new();
    for line in text.split('\n') {
        let line = line.trim_start_matches(BYTE_ORDER_MARK);
        for word in line.split(is_space).filter(|w| !w.is_empty()) {
            let pieces: Vec<&str> = word.split(is_comma).collect();
            for piece in &pieces {
                if piece.is_empty() {
                    if pieces.len() > 1 {
                        return Err(RowError::MissingRow {
                            index: rows.len() + 1,
                        });
                    }
                    continue;
                }
                let index = rows.len() + 1;
                let mut typed = String::new();
                for c in piece.chars() {
                    if typed.len() + c.len_utf8() > crate::analyze::read::KEPT {
                        break;
                    }
                    typed.push(c);
                }
                let groups: Result<Groups, RowError> = piece
                    .split('+')
                    .map(|g| match read_number(g).map(|n| n.count()) {
                        Some(Ok(count)) => Ok(count),
                        Some(Err(crate::game::numbers::NotACount::Negative)) => {
                            Err(RowError::Negative {
                                index,
                                typed: typed.clone(),
                            })
                        }
                        Some(Err(crate::game::numbers::NotACount::TooLarge)) => {
                            Err(RowError::TooLarge {
                                index,
                                typed: typed.clone(),
                            })
                        }
                        None => Err(RowError::NotACount {
                            index,
                            typed: typed.clone(),
                        }),
                    })
                    .collect();
                rows.push(groups?);
            }
        }
    }
    if rows.is_empty() {
        return Err(RowError::NoRows);
    }
    Ok(rows)
}

fn grouped_text() -> impl Strategy<Value = String> {
    let piece = prop::sample::select(vec![
        "0",
        "1",
        "7",
        "12",
        "4294967295",
        "4294967296",
        "-1",
        "-0",
        "+",
        ",",
        "，",
        " ",
        "\n",
        "\t",
        "x",
        "\u{FEFF}",
        "３",
        "99999999999999999999",
    ]);
    prop::collection::vec(piece, 0..24).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Read from stdin a byte at a time, or from the arguments, the rows
    /// are those of the text split whole: nothing is cut, nothing is lost.
    #[test]
    fn grouped_rows_stream_as_they_split(text in grouped_text()) {
        let expected = split_grouped(&text);
        let args = crate::analyze::parse_grouped(text.split('\n'))
            .map_err(|e| e.to_string());
        prop_assert_eq!(&args, &expected.clone().map_err(|e| e.to_string()));
        // In memory, and in a temporary file from the first byte.
        for spool in [Spooled::default(), Spooled::keeping(0)] {
            let input = std::io::BufReader::with_capacity(1, text.as_bytes());
            let streamed = crate::analyze::groups::read_grouped_into(input, spool)
                .map_err(|e| e.to_string())
                .and_then(|spool| {
                    crate::analyze::spool::collected(&spool).map_err(|e| e.to_string())
                });
            prop_assert_eq!(streamed, expected.clone().map_err(|e| e.to_string()));
        }
    }
}

/// A Kayles group of three million chips: its first [`huge::LISTED`]
/// winning moves, each leaving heaps worth 0 together, then how many more
/// there are, as many as a scan of every option finds.
#[test]
fn a_huge_group_lists_its_first_winning_moves_and_counts_the_rest() {
    use crate::game::theory::grundy::Sequence;
    let kayles = Rule::parse("kayles").unwrap();
    let n = 3_000_000;
    let groups = crate::analyze::parse_grouped(["3000000"]).unwrap();
    let mut out = Vec::new();
    let rules = RowRules::Every(kayles.clone());
    let (lang, quick) = (Lang::default(), Computing::QUICK);
    write_ruled(&groups, &rules, Report::Full, lang, quick, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let sequence = Sequence::new(&kayles, n).unwrap();
    let value = |x: u32| sequence.value(x).unwrap();
    let moves: Vec<Vec<u32>> = (text.lines())
        .filter_map(|line| line.strip_prefix("move: "))
        .map(|m| m.split(' ').map(|x| x.parse().unwrap()).collect())
        .collect();
    assert_eq!(moves.len() as u64, super::huge::LISTED, "{text}");
    for one in &moves {
        let take = one[1];
        let left = one.get(2).map_or(n - take, |at| at - 1);
        let right = n - take - left;
        assert!(kayles.allows(take, left, right), "{one:?}");
        assert_eq!(value(left) ^ value(right), 0, "{one:?}");
    }
    let winning = (kayles.options(n))
        .filter(|&(a, b)| value(a) ^ value(b) == 0)
        .map(|(a, b)| if a == b || a == 0 { 1 } else { 2 })
        .sum::<u64>();
    let more = format!("more: 1 {}\n", winning - super::huge::LISTED);
    assert!(text.contains(&more), "{text}");
}

/// Lasker's nim has no period: a group past 2,000,000 chips gets its
/// winning moves by looking at each option once, each leaving 0.
#[test]
fn a_huge_group_with_no_period_is_scanned_once() {
    use crate::game::theory::grundy::Sequence;
    let lasker = Rule::parse("lasker").unwrap();
    let n = 2_500_001;
    let groups = crate::analyze::parse_grouped(["2500001", "6"]).unwrap();
    let mut out = Vec::new();
    let rules = RowRules::Every(lasker.clone());
    let (lang, quick) = (Lang::default(), Computing::QUICK);
    write_ruled(&groups, &rules, Report::Full, lang, quick, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let sequence = Sequence::new(&lasker, n).unwrap();
    let value = |x: u32| sequence.value(x).unwrap();
    let sum = value(n) ^ value(6);
    let moves: Vec<Vec<u32>> = (text.lines())
        .filter_map(|line| line.strip_prefix("move: 1 "))
        .map(|m| m.split(' ').map(|x| x.parse().unwrap()).collect())
        .collect();
    assert!(!moves.is_empty(), "{text}");
    for one in &moves {
        let take = one[0];
        let left = one.get(1).map_or(n - take, |at| at - 1);
        let right = n - take - left;
        assert!(lasker.allows(take, left, right), "{one:?}");
        assert_eq!(value(left) ^ value(right), value(n) ^ sum, "{one:?}");
    }
}

mod wall;
