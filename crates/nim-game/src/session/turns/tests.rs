//! A game's edges: the pass before its first move, the wait after its end,
//! and the tally of the coach's verdicts.

use super::super::tests::{play_perfectly, session_with};
use crate::session::turns::*;
use crate::session::{First, Options, Players, Prompt};
use crate::theory::strategy::{Level, Move};

#[test]
fn p_before_the_first_move_lets_the_computer_start() {
    // 1 2 3 has a nim-sum of 0: whoever moves first loses.
    let (mut s, opening) = session_with(Options::default(), &[1, 2, 3]);
    assert!(opening.is_empty());
    let events = s.submit("p").unwrap();
    assert_eq!(events[0], Event::Passed { to: Side::Computer });
    assert!(matches!(
        &events[1..],
        [Event::Moved {
            side: Side::Computer,
            ..
        }]
    ));
    assert_eq!(s.prompt(), crate::session::Prompt::Move(Side::You));
    assert_eq!(s.opener(), Some(Side::Computer));
    // Too late now, and nothing changes.
    let heaps = s.heaps().to_vec();
    assert_eq!(s.submit("p"), Err(InputError::PassTooLate));
    assert_eq!(s.heaps(), heaps);
    // The computer's move stays when yours is taken back.
    s.submit(&hint_line(&s)).unwrap();
    s.submit("u").unwrap();
    assert_eq!(s.heaps(), heaps);
    assert_eq!(s.submit("p"), Err(InputError::PassTooLate));
}

/// A perfect move where there is one, else one from the first heap left.
fn hint_line<T: Table, R>(s: &Session<T, R>) -> String {
    let wins = crate::theory::strategy::winning_moves(s.heaps(), s.options().rules);
    let heap = s.heaps().iter().position(|&h| h > 0).unwrap_or(0);
    let mv = wins.first().copied().unwrap_or(Move {
        heap,
        take: 1,
        at: None,
    });
    format!("{} {}", mv.heap + 1, mv.take)
}

#[test]
fn p_after_the_computers_opening_is_refused() {
    let options = Options {
        first: First::Computer,
        ..Options::default()
    };
    let (mut s, _) = session_with(options, &[3, 4, 5]);
    let heaps = s.heaps().to_vec();
    assert_eq!(s.act(Command::Pass), Err(InputError::PassTooLate));
    assert_eq!(s.heaps(), heaps);
    assert_eq!(s.prompt(), Prompt::Move(Side::You));
}

#[test]
fn two_players_hand_the_first_move_to_each_other_until_one_moves() {
    let two = Options {
        players: Players::Two,
        ..Options::default()
    };
    let (mut s, _) = session_with(two, &[2, 3]);
    let to = |side| Ok(vec![Event::Passed { to: side }]);
    assert_eq!(s.submit("p"), to(Side::Player2));
    assert_eq!(s.prompt(), Prompt::Move(Side::Player2));
    assert_eq!(s.submit("P"), to(Side::Player1));
    assert_eq!(s.submit("p"), to(Side::Player2));
    s.submit("1 1").unwrap();
    assert_eq!(s.opener(), Some(Side::Player2));
    assert_eq!(s.submit("p"), Err(InputError::PassTooLate));
}

#[test]
fn a_finished_game_waits_and_takes_only_the_next_game_or_a_way_out() {
    let (mut s, _) = session_with(Options::default(), &[3, 4, 5]);
    play_perfectly(&mut s);
    assert_eq!(s.prompt(), Prompt::GameOver);
    assert_eq!(
        s.upcoming().map(|t| t.heaps().to_vec()),
        Some(vec![4, 5, 6])
    );
    for line in ["1 1", "?", "u", "p", "-1 0"] {
        assert_eq!(s.submit(line), Err(InputError::GameOver), "{line}");
        assert_eq!(s.heaps(), &[0, 0, 0]);
    }
    assert_eq!(s.act(Command::Answer(3)), Err(InputError::NotAsked));
    assert_eq!(s.submit("b"), Ok(vec![Event::Binary]));
    assert_eq!(s.submit("0 0"), Ok(vec![Event::Quit]));
    // Enter (an empty line, or spaces) starts the next game.
    assert_eq!(s.submit("  "), Ok(vec![Event::NewGame]));
    assert_eq!(s.heaps(), &[4, 5, 6]);
    assert_eq!(s.upcoming().map(|t| t.heaps().len()), None);
    // During a game there is no next game to ask for.
    assert_eq!(s.act(Command::NextGame), Err(InputError::NotAsked));
}

#[test]
fn the_tally_counts_the_coachs_verdicts_of_the_game() {
    let (mut s, _) = session_with(Options::default(), &[3, 4, 5]);
    // 3 4 5: 1 2 keeps the win; then a poor move gives it away.
    s.submit("1 2").unwrap();
    s.submit("2 1").unwrap();
    let tally = s.tally(Side::You);
    assert_eq!((tally.kept, tally.missed), (1, 1));
    assert_eq!(s.tally(Side::Computer), Tally::default());
    // Taken back, a move no longer counts.
    s.submit("u").unwrap();
    assert_eq!((s.tally(Side::You).kept, s.tally(Side::You).missed), (1, 0));
    assert!(!s.tally(Side::You).never_winning());
}

#[test]
fn hard_and_first_computer_is_never_winning_for_the_player() {
    let options = Options {
        first: First::Computer,
        level: Level::Hard,
        ..Options::default()
    };
    let (mut s, _) = session_with(options, &[3, 4, 5]);
    while s.prompt() != Prompt::GameOver {
        let line = hint_line(&s);
        s.submit(&line).unwrap();
    }
    let tally = s.tally(Side::You);
    assert!(tally.never_winning(), "{tally:?}");
    assert_eq!(s.score().entries, [(Side::Computer, 1), (Side::You, 0)]);
}
