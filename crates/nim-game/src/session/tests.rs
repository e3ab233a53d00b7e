use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::session::*;
use crate::table::rows::Rows;
use crate::table::{MoveError, NextGame};
use crate::theory::strategy::{Assessment, Rules, winning_moves};

mod commands;
pub(crate) mod props;
mod rules;

/// A session on `rows`, started: the opening events come with it.
pub(super) fn session_with(options: Options, rows: &[u32]) -> (Session<Rows, StdRng>, Vec<Event>) {
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

/// Plays perfect moves for the human until the game ends (starting the
/// next game first if one is over); returns every event.
pub(super) fn play_perfectly(session: &mut Session<Rows, StdRng>) -> Vec<Event> {
    let mut all = Vec::new();
    if session.prompt() == Prompt::GameOver {
        all.extend(session.act(Command::NextGame).unwrap());
    }
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
                mv: Move::new(0, 2)
            },
            Event::Assessed {
                side: Side::You,
                assessment: Assessment::KeptWin
            },
            Event::Moved {
                side: Side::Computer,
                mv: Move::new(2, 1)
            },
        ]
    );
    assert_eq!(s.heaps(), &[1, 4, 4]);
}

#[test]
fn perfect_play_wins_and_the_layout_grows() {
    let mut s = session(&[3, 4, 5]);
    let events = play_perfectly(&mut s);
    assert_eq!(
        events.last(),
        Some(&Event::Victory {
            winner: Side::You,
            next: NextGame::EveryRow
        })
    );
    // The final position stays until the next game is asked for.
    assert_eq!(s.prompt(), Prompt::GameOver);
    assert_eq!(s.heaps(), &[0, 0, 0]);
    assert_eq!(s.score().entries, [(Side::You, 1), (Side::Computer, 0)]);
    assert_eq!(s.act(Command::NextGame), Ok(vec![Event::NewGame]));
    assert_eq!(s.table().layout().rows(), &[4, 5, 6]);
    assert_eq!(s.heaps(), &[4, 5, 6]);
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
    assert!(matches!(events.last(), Some(Event::Victory { .. })));
    assert_eq!(s.heaps(), &[0, 0, 0]);
    assert_eq!(
        s.submit(""),
        Ok(vec![Event::NewGame]),
        "Enter: the next game"
    );
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
                mv: Move::new(1, 1)
            },
            Event::Victory {
                winner: Side::You,
                next: NextGame::EveryRow
            },
        ]
    );
    s.act(Command::NextGame).unwrap();
    assert_eq!(s.table().layout().rows(), &[2, 2]);
    let (mut s, _) = session_with(options, &[2, 3]);
    let events = play_perfectly(&mut s);
    assert!(events.contains(&Event::Victory {
        winner: Side::You,
        next: NextGame::EveryRow
    }));
    s.act(Command::NextGame).unwrap();
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
            mv: Move::new(0, 2)
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
    assert!(
        !events.contains(&Event::NewGame),
        "not before it is asked for"
    );
    let next = s.act(Command::NextGame).unwrap();
    assert!(matches!(
        &next[..],
        [
            Event::NewGame,
            Event::Moved {
                side: Side::Computer,
                ..
            }
        ]
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
        [Event::Victory {
            winner: Side::Player1,
            next: NextGame::Same
        },]
    );
    assert_eq!(s.score().entries, [(Side::Player1, 1), (Side::Player2, 0)]);
    s.act(Command::NextGame).unwrap();
    assert_eq!(s.prompt(), Prompt::Move(Side::Player1));
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
    s.act(Command::NextGame).unwrap();
    assert_eq!(s.table().layout().rows(), &[63, 63, 63]);
}
