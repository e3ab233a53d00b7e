use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::game::record::{parse, replay as replayed};
use crate::game::table::rows::Rows;
use crate::text::Lang;
use crate::tui::replay::clock::*;

const RECORD: &str = "[Game \"nim\"]\n[Format \"1\"]\n[Start \"3 4 5\"]\n[First \"you\"]\n\
[Players \"1\"]\n[Result \"you\"]\n1 2\n3 1\n1 1\n2 4\n3 4\n";

fn played(games: usize) -> Played<Rows> {
    let game = replayed::<Rows>(&parse(RECORD).unwrap()[0]).unwrap();
    let config = ReplayConfig {
        lang: Lang::ENGLISH,
        glyphs: crate::tui::Glyphs::Unicode,
        quiet: false,
        game: (1, games),
        review: false,
    };
    Played {
        viewer: Viewer::new(&game, config),
        due: None,
        next: false,
        fits: true,
    }
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
    KeyEvent::new(code, modifiers)
}

fn press(played: &mut Played<Rows>, code: KeyCode) -> Step {
    ScreenApp::key(played, &key(code, KeyModifiers::NONE))
}

#[test]
fn paused_there_is_no_deadline_and_playing_one_tick_away() {
    let mut played = played(1);
    assert_eq!(played.deadline(), None, "paused: no wake-up");
    let before = Instant::now();
    assert_eq!(press(&mut played, KeyCode::Char(' ')), Step::Draw);
    let due = played.deadline().expect("playing: the next move is due");
    assert!(due > before && due <= Instant::now() + TICK);
    // A key that changes nothing leaves the pace alone.
    press(&mut played, KeyCode::Char('r'));
    assert_eq!(played.deadline(), Some(due));
    assert_eq!(played.tick(), Step::Draw);
    assert_eq!(played.viewer.at(), 1);
    let next = played.deadline().unwrap();
    assert!(next >= due + TICK, "the next move a tick later");
    press(&mut played, KeyCode::Char(' '));
    assert_eq!(played.deadline(), None, "paused again");
    assert_eq!(played.viewer.at(), 1);
}

#[test]
fn the_last_tick_stops_the_clock() {
    let mut played = played(1);
    press(&mut played, KeyCode::Char(' '));
    for at in 1..=5 {
        played.tick();
        assert_eq!(played.viewer.at(), at);
    }
    assert_eq!(played.deadline(), None);
}

#[test]
fn a_late_tick_sets_the_next_move_a_tick_from_now() {
    let mut played = played(1);
    press(&mut played, KeyCode::Char(' '));
    // As after a suspension: the move was due long ago.
    played.due = Some(Instant::now() - 10 * TICK);
    played.tick();
    assert!(played.deadline().unwrap() > Instant::now());
}

#[test]
fn control_keys_and_the_ways_out() {
    let mut played = played(2);
    let ctrl = |c| key(KeyCode::Char(c), KeyModifiers::CONTROL);
    assert_eq!(played.key(&ctrl('z')), Step::Suspend);
    assert_eq!(played.key(&ctrl('l')), Step::Redraw);
    assert_eq!(press(&mut played, KeyCode::Enter), Step::Quit);
    assert!(played.next, "Enter: the next game");
    let mut played = self::played(2);
    assert_eq!(press(&mut played, KeyCode::Char('q')), Step::Quit);
    assert!(!played.next, "q: the replay is left");
    assert_eq!(played.key(&ctrl('c')), Step::Quit);
}

#[test]
fn behind_the_enlarge_notice_only_the_ways_out_act() {
    let mut played = played(1);
    played.resize((79, 25));
    assert_eq!(press(&mut played, KeyCode::Right), Step::Wait);
    assert_eq!(press(&mut played, KeyCode::Char(' ')), Step::Wait);
    assert_eq!((played.viewer.at(), played.deadline()), (0, None));
    let ctrl_z = key(KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(played.key(&ctrl_z), Step::Suspend);
    played.resize((80, 25));
    assert_eq!(press(&mut played, KeyCode::Right), Step::Draw);
    let [long, _] = played.notice((40, 10));
    assert!(long.contains("40"), "{long}");
}
