use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::*;
use crate::game::Rows;
use crate::strategy::{Assessment, Hint, Level, Verdict, verdict, winning_moves};
use crate::table::{MoveError, NextGame};

fn session_with(options: Options, rows: &[u32]) -> (Session<Rows, StdRng>, Vec<Event>) {
    let layout = Layout::new(rows.to_vec()).unwrap();
    Session::new(options, layout, StdRng::seed_from_u64(11))
}

fn session(rows: &[u32]) -> Session<Rows, StdRng> {
    session_with(Options::default(), rows).0
}

fn line(mv: Move) -> String {
    format!("{} {}", mv.row + 1, mv.count)
}

/// Plays perfect moves for the human until the game ends; returns every event.
fn play_perfectly(session: &mut Session<Rows, StdRng>) -> Vec<Event> {
    let mut all = Vec::new();
    for _ in 0..200 {
        let rules = session.options().rules;
        let mv = winning_moves(session.heaps(), rules)[0];
        let events = session.submit(&line(mv)).unwrap();
        let over = events.iter().any(|e| matches!(e, Event::Victory { .. }));
        all.extend(events);
        if over {
            return all;
        }
    }
    panic!("the game did not end");
}

#[test]
fn a_move_and_the_computers_reply() {
    let mut s = session(&[3, 4, 5]);
    assert_eq!(s.prompt(), Prompt::Move(Side::You));
    let events = s.submit("1 2").unwrap();
    assert_eq!(
        events,
        [
            Event::Moved {
                side: Side::You,
                mv: Move { row: 0, count: 2 }
            },
            Event::Assessed {
                side: Side::You,
                assessment: Assessment::KeptWin
            },
            Event::Moved {
                side: Side::Computer,
                mv: Move { row: 2, count: 1 }
            },
        ]
    );
    assert_eq!(s.heaps(), &[1, 4, 4]);
}

#[test]
fn perfect_play_wins_and_the_layout_grows() {
    let mut s = session(&[3, 4, 5]);
    let events = play_perfectly(&mut s);
    let tail = &events[events.len() - 2..];
    assert_eq!(
        tail,
        [
            Event::Victory {
                winner: Side::You,
                next: NextGame::EveryRow
            },
            Event::NewGame
        ]
    );
    assert_eq!(s.table().layout().rows(), &[4, 5, 6]);
    assert_eq!(s.heaps(), &[4, 5, 6]);
    assert_eq!(s.score().entries, [(Side::You, 1), (Side::Computer, 0)]);
    assert_eq!(s.prompt(), Prompt::Move(Side::You));
}

#[test]
fn the_computer_wins_after_a_mistake_and_the_layout_stays() {
    let mut s = session(&[3, 4, 5]);
    let mut events = Vec::new();
    while !events.iter().any(|e| matches!(e, Event::Victory { .. })) {
        // Always one chip from the first row that has any: a poor plan.
        let row = s.heaps().iter().position(|&c| c > 0).unwrap();
        events = s.submit(&format!("{} 1", row + 1)).unwrap();
    }
    assert!(events.contains(&Event::Victory {
        winner: Side::Computer,
        next: NextGame::Same
    }));
    assert_eq!(events.last(), Some(&Event::NewGame));
    assert_eq!(s.table().layout().rows(), &[3, 4, 5]);
    assert_eq!(s.heaps(), &[3, 4, 5]);
    assert_eq!(s.score().entries, [(Side::You, 0), (Side::Computer, 1)]);
}

#[test]
fn a_refused_line_changes_nothing() {
    let mut s = session(&[3, 4, 5]);
    s.submit("1 3").unwrap();
    let before = (s.table().clone(), s.prompt(), s.score());
    for bad in ["", "x", "1 1", "4 1", "2 0", "2 9", "2 3 4", "2,,3"] {
        assert!(s.submit(bad).is_err(), "{bad:?}");
        assert_eq!((s.table().clone(), s.prompt(), s.score()), before);
    }
    assert_eq!(
        s.submit("9 1"),
        Err(InputError::Command(
            MoveError::NoSuchHeap { heap: 9, heaps: 3 }.into()
        ))
    );
}

#[test]
fn setup_asks_again_until_each_answer_fits() {
    let mut s = session(&[3, 4, 5]);
    assert_eq!(s.submit("-1 0").unwrap(), [Event::SetupStarted]);
    assert_eq!(s.prompt(), Prompt::SetupRows);
    assert_eq!(s.submit("1"), Err(SetupError::Rows { value: 1 }.into()));
    assert_eq!(s.submit("15"), Err(SetupError::Rows { value: 15 }.into()));
    assert!(s.submit("two").is_err());
    assert!(s.submit("2 3").is_err());
    assert_eq!(s.prompt(), Prompt::SetupRows);
    assert_eq!(s.submit("2").unwrap(), [Event::SetupRows(2)]);
    assert_eq!(s.prompt(), Prompt::SetupRow(1));
    assert_eq!(
        s.submit("0"),
        Err(SetupError::Chips { row: 1, value: 0 }.into())
    );
    assert_eq!(
        s.submit("64"),
        Err(SetupError::Chips { row: 1, value: 64 }.into())
    );
    assert_eq!(s.setup().unwrap().rows, Some(2));
    assert_eq!(
        s.submit("63").unwrap(),
        [Event::SetupRow { row: 1, chips: 63 }]
    );
    assert_eq!(s.prompt(), Prompt::SetupRow(2));
    assert_eq!(
        s.submit("1").unwrap(),
        [Event::SetupRow { row: 2, chips: 1 }, Event::NewGame]
    );
    assert_eq!(s.table().layout().rows(), &[63, 1]);
    assert_eq!(s.heaps(), &[63, 1]);
    assert_eq!(s.prompt(), Prompt::Move(Side::You));
    assert!(s.setup().is_none());
}

#[test]
fn the_computer_opens_the_game_after_setup() {
    let options = Options {
        first: First::Computer,
        ..Options::default()
    };
    let (mut s, _) = session_with(options, &[1, 1]);
    for answer in ["-1 0", "2", "5"] {
        s.submit(answer).unwrap();
    }
    let events = s.submit("1").unwrap();
    assert_eq!(
        events[2..],
        [Event::Moved {
            side: Side::Computer,
            mv: Move { row: 0, count: 4 }
        }]
    );
    assert_eq!(s.prompt(), Prompt::Move(Side::You));
}

#[test]
fn quit_is_an_event() {
    let mut s = session(&[3, 4, 5]);
    assert_eq!(s.submit("0 0").unwrap(), [Event::Quit]);
}

#[test]
fn misere_the_last_chip_loses() {
    let options = Options {
        rules: Rules::Misere,
        ..Options::default()
    };
    let (mut s, _) = session_with(options, &[1, 1]);
    // You take one; the computer must take the last chip and loses.
    let events = s.submit("1 1").unwrap();
    assert_eq!(
        events[2..],
        [
            Event::Moved {
                side: Side::Computer,
                mv: Move { row: 1, count: 1 }
            },
            Event::Victory {
                winner: Side::You,
                next: NextGame::EveryRow
            },
            Event::NewGame,
        ]
    );
    assert_eq!(s.table().layout().rows(), &[2, 2]);
    let (mut s, _) = session_with(options, &[2, 3]);
    let events = play_perfectly(&mut s);
    assert!(events.contains(&Event::Victory {
        winner: Side::You,
        next: NextGame::EveryRow
    }));
    assert_eq!(s.table().layout().rows(), &[3, 4]);
}

#[test]
fn the_computer_can_open_every_game() {
    let options = Options {
        first: First::Computer,
        ..Options::default()
    };
    let (mut s, opening) = session_with(options, &[3, 4, 5]);
    assert_eq!(
        opening,
        [Event::Moved {
            side: Side::Computer,
            mv: Move { row: 0, count: 2 }
        }]
    );
    assert_eq!(s.heaps(), &[1, 4, 5]);
    assert_eq!(s.score().entries[0].0, Side::Computer);
    // Whatever you do now, the computer wins, and opens the next game too.
    let mut events = Vec::new();
    while !events.iter().any(|e| matches!(e, Event::Victory { .. })) {
        let row = s.heaps().iter().rposition(|&c| c > 0).unwrap();
        events = s.submit(&format!("{} 1", row + 1)).unwrap();
    }
    let after_new_game = events
        .iter()
        .skip_while(|e| !matches!(e, Event::NewGame))
        .nth(1);
    assert!(matches!(
        after_new_game,
        Some(Event::Moved {
            side: Side::Computer,
            ..
        })
    ));
    assert_eq!(s.heaps(), &[1, 4, 5]);
}

#[test]
fn two_players_take_turns() {
    let options = Options {
        players: Players::Two,
        ..Options::default()
    };
    let (mut s, opening) = session_with(options, &[2, 1]);
    assert!(opening.is_empty());
    assert_eq!(s.prompt(), Prompt::Move(Side::Player1));
    s.submit("1 1").unwrap();
    assert_eq!(s.prompt(), Prompt::Move(Side::Player2));
    s.submit("2 1").unwrap();
    let events = s.submit("1 1").unwrap();
    assert_eq!(
        events[2..],
        [
            Event::Victory {
                winner: Side::Player1,
                next: NextGame::Same
            },
            Event::NewGame
        ]
    );
    assert_eq!(s.score().entries, [(Side::Player1, 1), (Side::Player2, 0)]);
    assert_eq!(s.prompt(), Prompt::Move(Side::Player1));
}

fn options() -> impl Strategy<Value = Options> {
    let levels = proptest::sample::select(vec![Level::Easy, Level::Medium, Level::Hard]);
    (any::<bool>(), any::<bool>(), any::<bool>(), levels).prop_map(
        |(misere, computer, two, level)| Options {
            rules: if misere { Rules::Misere } else { Rules::Normal },
            first: if computer && !two {
                First::Computer
            } else {
                First::Player
            },
            players: if two { Players::Two } else { Players::One },
            level,
        },
    )
}

fn typed_line() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => (1i64..=5, 0i64..=8).prop_map(|(r, c)| format!("{r} {c}")),
        1 => Just("-1 0".to_string()),
        1 => Just("0 0".to_string()),
        3 => proptest::sample::select(vec!["u", "?", "b", "U"]).prop_map(str::to_string),
        2 => (-2i64..=70).prop_map(|n| n.to_string()),
        1 => proptest::sample::select(vec![i64::MIN, i64::MAX, i64::from(u32::MAX) + 1])
            .prop_map(|n| format!("{n} 1")),
        1 => "\\PC{0,12}",
        1 => any::<String>(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any input: no panic, refused lines change nothing, accepted moves take
    /// exactly what they say, a finished game starts again from the layout,
    /// and after any undo the position and the turn are a replay of the moves
    /// kept.
    #[test]
    fn any_input_sequence_keeps_the_game_sound(
        options in options(),
        rows in proptest::collection::vec(1u32..=6, 2..=4),
        seed in any::<u64>(),
        lines in proptest::collection::vec(typed_line(), 1..80),
    ) {
        let layout = Layout::new(rows).unwrap();
        let (mut s, opening) =
            Session::<Rows, _>::new(options, layout, StdRng::seed_from_u64(seed));
        let mut last_move_prompt = s.prompt();
        // The moves of the current game still standing.
        let mut kept: Vec<(Side, Move)> = opening
            .iter()
            .filter_map(|e| match e {
                Event::Moved { side, mv } => Some((*side, *mv)),
                _ => None,
            })
            .collect();
        for line in lines {
            if matches!(s.prompt(), Prompt::Move(_)) {
                last_move_prompt = s.prompt();
            }
            let before = s.heaps().to_vec();
            let prompt = s.prompt();
            let score = s.score();
            match s.submit(&line) {
                Err(_) => {
                    prop_assert_eq!(s.heaps(), &before[..]);
                    prop_assert_eq!(s.prompt(), prompt);
                    prop_assert_eq!(s.score(), score);
                }
                Ok(events) => {
                    let mut expected = before;
                    for event in &events {
                        match event {
                            Event::Moved { mv, side } => {
                                prop_assert!(mv.count >= 1);
                                prop_assert!(mv.count <= expected[mv.row], "{:?} takes too much", side);
                                kept.push((*side, *mv));
                                if *side == Side::Computer
                                    && options.level == Level::Hard
                                    && verdict(&expected, options.rules) == Verdict::Win
                                {
                                    let mut after = expected.clone();
                                    after[mv.row] -= mv.count;
                                    prop_assert_eq!(verdict(&after, options.rules), Verdict::Loss);
                                }
                                expected[mv.row] -= mv.count;
                            }
                            Event::Victory { .. } => {
                                prop_assert!(expected.iter().all(|&c| c == 0));
                            }
                            Event::NewGame => {
                                expected = s.table().layout().rows().to_vec();
                                kept.clear();
                            }
                            Event::Undone(taken) => {
                                for &(side, mv) in taken {
                                    prop_assert_eq!(kept.pop(), Some((side, mv)));
                                    expected[mv.row] += mv.count;
                                }
                                let last = taken.last().map(|&(side, _)| side);
                                prop_assert!(last.is_some_and(|side| side != Side::Computer));
                                prop_assert_eq!(Some(s.prompt()), last.map(Prompt::Move));
                            }
                            _ => {}
                        }
                    }
                    prop_assert_eq!(s.heaps(), &expected[..]);
                    if events.contains(&Event::SetupLeft) {
                        prop_assert_eq!(s.prompt(), last_move_prompt);
                    }
                    if events.contains(&Event::Quit) {
                        break;
                    }
                }
            }
            // The position is always the layout less the moves kept.
            if s.setup().is_none() {
                let mut replay = s.table().layout().rows().to_vec();
                for &(_, mv) in &kept {
                    replay[mv.row] -= mv.count;
                }
                prop_assert_eq!(s.heaps(), &replay[..]);
            }
            let layout = s.table().layout().rows();
            prop_assert_eq!(layout.len(), s.heaps().len());
            prop_assert!(s.heaps().iter().zip(layout).all(|(c, n)| c <= n));
        }
    }
}

#[test]
fn setup_can_be_left_or_quit_at_any_question() {
    let mut s = session(&[3, 4, 5]);
    s.submit("1 2").unwrap();
    let before = (s.table().layout().clone(), s.table().clone(), s.prompt());
    s.submit("-1 0").unwrap();
    s.submit("3").unwrap();
    s.submit("7").unwrap();
    assert_eq!(s.submit("-1 0").unwrap(), [Event::SetupLeft]);
    assert_eq!(
        (s.table().layout().clone(), s.table().clone(), s.prompt()),
        before
    );
    assert_eq!(
        s.leave_setup(),
        [],
        "outside setup there is nothing to leave"
    );
    s.submit("-1 0").unwrap();
    assert_eq!(s.submit("0 0").unwrap(), [Event::Quit]);
    s.submit("2").unwrap();
    assert_eq!(s.submit("0,1").unwrap(), [Event::Quit]);
}

#[test]
fn a_win_on_full_rows_says_they_stay() {
    let mut s = session(&[63, 62, 63]);
    let events = play_perfectly(&mut s);
    assert!(events.contains(&Event::Victory {
        winner: Side::You,
        next: NextGame::SomeRows
    }));
    let events = play_perfectly(&mut s);
    assert!(events.contains(&Event::Victory {
        winner: Side::You,
        next: NextGame::Full
    }));
    assert_eq!(s.table().layout().rows(), &[63, 63, 63]);
}

#[test]
fn undo_takes_back_the_move_and_the_reply_but_not_a_finished_game() {
    let mut s = session(&[3, 4, 5]);
    assert_eq!(s.submit("u"), Err(InputError::NothingToUndo));
    s.submit("1 2").unwrap();
    s.submit("2 1").unwrap();
    let events = s.submit("u").unwrap();
    assert!(
        matches!(&events[..], [Event::Undone(taken)] if taken.len() == 2 && taken[1].0 == Side::You)
    );
    assert_eq!(s.heaps(), &[1, 4, 4]);
    s.submit("u").unwrap();
    assert_eq!(s.heaps(), &[3, 4, 5]);
    assert_eq!(s.submit("u"), Err(InputError::NothingToUndo));
    // A finished game cannot be reopened.
    play_perfectly(&mut s);
    assert_eq!(s.submit("u"), Err(InputError::NothingToUndo));
    assert_eq!(s.score().entries[0], (Side::You, 1));
}

#[test]
fn undo_with_two_players_takes_back_one_move_and_never_the_computers_opening() {
    let two = Options {
        players: Players::Two,
        ..Options::default()
    };
    let (mut s, _) = session_with(two, &[3, 4, 5]);
    s.submit("1 1").unwrap();
    s.submit("2 1").unwrap();
    s.submit("u").unwrap();
    assert_eq!(s.heaps(), &[2, 4, 5]);
    assert_eq!(s.prompt(), Prompt::Move(Side::Player2));
    let computer_first = Options {
        first: First::Computer,
        ..Options::default()
    };
    let (mut s, opening) = session_with(computer_first, &[3, 4, 5]);
    assert_eq!(opening.len(), 1);
    let opened = s.table().clone();
    assert_eq!(s.submit("u"), Err(InputError::NothingToUndo));
    s.submit("2 1").unwrap();
    s.submit("u").unwrap();
    assert_eq!(s.table(), &opened);
}

#[test]
fn a_hint_changes_nothing() {
    let mut s = session(&[3, 4, 5]);
    let events = s.submit("?").unwrap();
    assert_eq!(
        events,
        [Event::Hinted(Hint::Win {
            mv: Move { row: 0, count: 2 },
            why: crate::strategy::Why::NimSumZero
        })]
    );
    assert_eq!(s.heaps(), &[3, 4, 5]);
    assert_eq!(s.prompt(), Prompt::Move(Side::You));
}
