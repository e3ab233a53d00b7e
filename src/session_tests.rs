use rand::SeedableRng;
use rand::rngs::StdRng;

use super::*;
use crate::rows::Rows;
use crate::strategy::{Assessment, Hint, winning_moves};
use crate::table::{MoveError, NextGame};

/// A session on `rows`, started: the opening events come with it.
fn session_with(options: Options, rows: &[u32]) -> (Session<Rows, StdRng>, Vec<Event>) {
    let layout = Layout::new(rows.to_vec()).unwrap();
    let mut session = Session::new(options, layout, StdRng::seed_from_u64(11));
    let opening = session.start();
    (session, opening)
}

fn session(rows: &[u32]) -> Session<Rows, StdRng> {
    session_with(Options::default(), rows).0
}

fn line(mv: Move) -> String {
    format!("{} {}", mv.heap + 1, mv.take)
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
                mv: Move { heap: 0, take: 2 }
            },
            Event::Assessed {
                side: Side::You,
                assessment: Assessment::KeptWin
            },
            Event::Moved {
                side: Side::Computer,
                mv: Move { heap: 2, take: 1 }
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
        Err(InputError::Move(MoveError::NoSuchHeap {
            heap: 9,
            heaps: 3
        }))
    );
}

/// The line entry checks a move against the table, in the book's order.
#[test]
fn moves_are_checked_against_the_position() {
    use crate::table::MoveError::*;
    let mut s = session(&[3, 4, 5]);
    s.submit("1 3").unwrap();
    // You took row 1; the computer answered: 0 4 4.
    let refused = |error: MoveError| Err(InputError::Move(error));
    assert_eq!(s.submit("4 1"), refused(NoSuchHeap { heap: 4, heaps: 3 }));
    assert_eq!(s.submit("-2 1"), refused(NoSuchHeap { heap: -2, heaps: 3 }));
    assert_eq!(s.submit("1 1"), refused(EmptyHeap { heap: 1 }));
    assert_eq!(s.submit("2 0"), refused(NotPositive { count: 0 }));
    assert_eq!(s.submit("2 -3"), refused(NotPositive { count: -3 }));
    let too_many = TooMany {
        heap: 3,
        count: 5,
        holds: 4,
    };
    assert_eq!(s.submit("3 5"), refused(too_many));
    assert!(s.submit("3 4").is_ok());
}

/// The typed entry refuses what the table does not allow, without a panic:
/// a move of 9 from a row of 4 once panicked through the public `play`.
#[test]
fn an_illegal_typed_move_is_refused_and_changes_nothing() {
    let mut s = session(&[3, 4, 5]);
    let before = (s.table().clone(), s.prompt(), s.score());
    for (heap, take) in [(2, 9), (0, 1), (4, 1), (i64::MIN, i64::MAX), (1, 0)] {
        let refused = s.act(Command::Move { heap, take });
        assert!(matches!(refused, Err(InputError::Move(_))), "{heap} {take}");
        assert_eq!((s.table().clone(), s.prompt(), s.score()), before);
    }
    assert_eq!(s.act(Command::Answer(3)), Err(InputError::NotAsked));
    assert_eq!((s.table().clone(), s.prompt(), s.score()), before);
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
    assert_eq!(s.setup().unwrap().rows(), Some(2));
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
            mv: Move { heap: 0, take: 4 }
        }]
    );
    assert_eq!(s.prompt(), Prompt::Move(Side::You));
}

/// `?` (or F1) during the setup is refused for what it is, however typed.
#[test]
fn there_is_no_hint_during_setup() {
    let mut s = session(&[3, 4, 5]);
    s.submit("-1 0").unwrap();
    for hint in ["?", " ? ", "？", "\u{FEFF}?\n"] {
        assert_eq!(s.submit(hint), Err(InputError::NoHintInSetup), "{hint:?}");
        assert_eq!(s.prompt(), Prompt::SetupRows);
    }
    assert_eq!(s.act(Command::Hint), Err(InputError::NoHintInSetup));
    for typed in [Command::Undo, Command::Binary, Command::Setup] {
        assert_eq!(s.act(typed), Err(InputError::NotAsked), "{typed:?}");
    }
    assert_eq!(s.prompt(), Prompt::SetupRows);
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
                mv: Move { heap: 1, take: 1 }
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
            mv: Move { heap: 0, take: 2 }
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
        s.act(Command::Leave).unwrap(),
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
            mv: Move { heap: 0, take: 2 },
            why: crate::strategy::Why::NimSumZero
        })]
    );
    assert_eq!(s.heaps(), &[3, 4, 5]);
    assert_eq!(s.prompt(), Prompt::Move(Side::You));
}
