//! The session with rows under their own rules: moves with places, the
//! setup that names a row's rule with its chips, and any input keeping the
//! game sound.

use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::session::*;
use crate::table::rows::Rows;
use crate::table::setup::SetupError;
use crate::table::{MoveError, Seat};
use crate::theory::rule::{RowRules, Rule};
use crate::theory::strategy::Rules;

fn ruled(rows: Vec<u32>, rules: &[&str], options: Options) -> Session<Rows, StdRng> {
    let rules = rules.iter().map(|r| Rule::parse(r).unwrap()).collect();
    let table = Rows::with_rules(Layout::new(rows).unwrap(), RowRules::Each(rules));
    let mut s = Session::new(options, table, StdRng::seed_from_u64(3));
    s.start();
    s
}

fn two_players() -> Options {
    Options {
        players: Players::Two,
        ..Options::default()
    }
}

#[test]
fn a_move_at_a_place_and_its_undo() {
    let mut s = ruled(vec![3, 5], &["nim", "kayles"], two_players());
    let events = s.submit("2 1 3").unwrap();
    let mv = Move {
        heap: 1,
        take: 1,
        at: Some(3),
    };
    assert!(events.contains(&Event::Moved {
        side: Side::Player1,
        mv
    }));
    assert_eq!(s.table().position().to_string(), "3 2+2");
    // Without AT: the right end of the last group.
    s.submit("2 2").unwrap();
    assert_eq!(s.table().position().to_string(), "3 2");
    s.submit("u").unwrap();
    assert_eq!(s.table().position().to_string(), "3 2+2");
    s.submit("u").unwrap();
    assert_eq!(s.table().position().to_string(), "3 5");
    let refused = s.submit("2 3 1");
    let kayles = Rule::parse("kayles").unwrap();
    let error = MoveError::RuleCount {
        heap: 2,
        count: 3,
        rule: kayles,
    };
    assert_eq!(refused, Err(InputError::Move(error)));
}

#[test]
fn the_setup_names_a_rows_rule_with_its_chips() {
    let mut s = ruled(vec![3, 5], &["nim", "kayles"], two_players());
    s.submit("-1 0").unwrap();
    assert_eq!(
        s.submit("3 kayles"),
        Err(InputError::Setup(SetupError::RuleForRows))
    );
    s.submit("3").unwrap();
    let lasker = Rule::parse("lasker").unwrap();
    let unplayable = SetupError::Unplayable {
        row: 1,
        rule: lasker,
    };
    assert_eq!(s.submit("4 lasker"), Err(InputError::Setup(unplayable)));
    assert!(matches!(
        s.submit("4 chess"),
        Err(InputError::Parse(CommandError::BadRule { .. }))
    ));
    s.submit("4 take:2").unwrap();
    // Enter alone after the chips: the row keeps its rule.
    s.submit("6").unwrap();
    s.submit("2").unwrap();
    let table = s.table();
    assert_eq!(table.layout().rows(), &[4, 6, 2]);
    let rules: Vec<String> = (0..3).map(|r| table.rule(r).to_string()).collect();
    assert_eq!(rules, ["take:2", "kayles", "nim"]);
}

#[test]
fn plain_setup_answers_keep_every_rule() {
    let mut s = ruled(vec![3, 5], &["kayles", "dawson"], two_players());
    for line in ["-1 0", "2", "4", "4"] {
        s.submit(line).unwrap();
    }
    let rules: Vec<String> = (0..2).map(|r| s.table().rule(r).to_string()).collect();
    assert_eq!(rules, ["kayles", "dawson"]);
}

#[test]
fn misere_takes_no_rule_but_nim() {
    let options = Options {
        rules: Rules::Misere,
        ..two_players()
    };
    let mut s = ruled(vec![3, 5], &["nim", "nim"], options);
    for line in ["-1 0", "2"] {
        s.submit(line).unwrap();
    }
    let kayles = Rule::parse("kayles").unwrap();
    let refused = SetupError::MisereRule {
        row: 1,
        rule: kayles,
    };
    assert_eq!(s.submit("3 kayles"), Err(InputError::Setup(refused)));
    assert!(s.submit("3 nim").is_ok());
}

fn line() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (1i64..=4, 0i64..=4).prop_map(|(r, c)| format!("{r} {c}")),
        4 => (1i64..=4, 0i64..=4, -1i64..=8).prop_map(|(r, c, a)| format!("{r} {c} {a}")),
        1 => proptest::sample::select(vec!["u", "?", "b", "p", "", "-1 0", "3", "4 kayles", "5 lasker", "2 sub:1,3"])
            .prop_map(str::to_string),
        1 => "\\PC{0,10}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Whatever is typed, a refusal changes nothing, and every accepted move
    /// takes exactly the chips it says from the places it names.
    #[test]
    fn any_input_keeps_a_ruled_game_sound(
        lines in prop::collection::vec(line(), 1..40),
        computer in any::<bool>(),
    ) {
        let options = if computer { Options::default() } else { two_players() };
        let mut s = ruled(vec![4, 6, 5], &["take:2", "kayles", "dawson"], options);
        for line in lines {
            let before = (s.table().clone(), s.prompt(), s.score());
            match s.submit(&line) {
                Err(_) => prop_assert_eq!((s.table().clone(), s.prompt(), s.score()), before),
                Ok(events) => {
                    let simple = events.iter().all(|e| matches!(e, Event::Moved { .. } | Event::Assessed { .. }));
                    if !simple {
                        continue;
                    }
                    let mut model = before.0.clone();
                    for event in &events {
                        if let Event::Moved { mv, .. } = event {
                            let had = model.heaps()[mv.heap];
                            let placed = model.apply(*mv, Seat::First);
                            prop_assert_eq!(model.heaps()[mv.heap], had - mv.take);
                            prop_assert!(placed.at.is_some());
                        }
                    }
                    prop_assert_eq!(&model, s.table());
                }
            }
        }
    }
}

/// A finished ruled game refuses a move with a place as it refuses any
/// move: the game is over, whatever the line's count of numbers.
#[test]
fn a_finished_ruled_game_refuses_a_placed_move_as_over() {
    let mut s = ruled(vec![2, 1], &["kayles", "nim"], two_players());
    s.submit("1 2").unwrap();
    s.submit("2 1").unwrap();
    assert_eq!(s.prompt(), Prompt::GameOver);
    for line in ["1 1 1", "1 1"] {
        assert_eq!(s.submit(line), Err(InputError::GameOver), "{line}");
    }
}

/// Under dawson's rule single chips cannot be taken: a move that leaves
/// only those ends the game, and its mover won (the last move wins).
#[test]
fn chips_no_move_can_take_end_the_game() {
    let mut s = ruled(vec![3, 1], &["dawson", "dawson"], two_players());
    let events = s.submit("1 2").unwrap();
    assert_eq!(s.heaps(), &[1, 1]);
    assert_eq!(s.prompt(), Prompt::GameOver);
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Victory {
                winner: Side::Player1,
                ..
            }
        )),
        "{events:?}"
    );
}

/// Rows set up so that no move can be made are no game: refused, the
/// questions start again and the table stays as it was.
#[test]
fn a_setup_with_no_move_starts_again() {
    let mut s = ruled(vec![3, 3], &["dawson", "dawson"], two_players());
    s.submit("-1 0").unwrap();
    s.submit("2").unwrap();
    s.submit("1").unwrap();
    assert_eq!(s.submit("1"), Err(InputError::Setup(SetupError::NoMove)));
    assert_eq!(s.prompt(), Prompt::SetupRows);
    assert_eq!(s.heaps(), &[3, 3]);
    s.submit("2").unwrap();
    s.submit("3").unwrap();
    s.submit("2").unwrap();
    assert_eq!(s.heaps(), &[3, 2]);
}
