//! The commands besides a move: the setup dialogue (the book's GetChange),
//! undo, the hint and quitting.

use rand::rngs::StdRng;

use crate::session::tests::{play_perfectly, session_with};
use crate::session::*;
use crate::table::rows::Rows;
use crate::theory::strategy::Hint;

fn session(rows: &[u32]) -> Session<Rows, StdRng> {
    session_with(Options::default(), rows).0
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
            mv: Move::new(0, 4)
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
        assert_eq!(s.act(typed.clone()), Err(InputError::NotAsked), "{typed:?}");
    }
    assert_eq!(s.prompt(), Prompt::SetupRows);
}

#[test]
fn quit_is_an_event() {
    let mut s = session(&[3, 4, 5]);
    assert_eq!(s.submit("0 0").unwrap(), [Event::Quit]);
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
    // A finished game cannot be reopened, while it stays on the table or
    // after the next game starts.
    play_perfectly(&mut s);
    assert_eq!(s.submit("u"), Err(InputError::GameOver));
    s.act(Command::NextGame).unwrap();
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
            mv: Move::new(0, 2),
            why: crate::theory::strategy::Why::NimSumZero
        })]
    );
    assert_eq!(s.heaps(), &[3, 4, 5]);
    assert_eq!(s.prompt(), Prompt::Move(Side::You));
}
