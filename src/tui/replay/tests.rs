use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::game::record::{parse, replay};
use crate::game::table::rows::Rows;
use crate::tui::replay::*;

const RECORD: &str = "[Game \"nim\"]
[Format \"1\"]
[Start \"3 4 5\"]
[First \"you\"]
[Players \"1\"]
[Result \"you\"]
1 2
3 1
1 1
2 4
3 4
";

fn replayed() -> Replayed<Rows> {
    replay::<Rows>(&parse(RECORD).unwrap()[0]).unwrap()
}

fn config() -> ReplayConfig {
    ReplayConfig {
        lang: Lang::ENGLISH,
        glyphs: crate::tui::Glyphs::Unicode,
        quiet: false,
        game: (1, 1),
        review: false,
    }
}

fn press(viewer: &mut Viewer<Rows>, code: KeyCode) -> Went {
    viewer.key(&KeyEvent::new(code, KeyModifiers::NONE))
}

#[test]
fn keys_step_and_jump() {
    let replayed = replayed();
    let mut viewer = Viewer::new(&replayed, config());
    assert_eq!(
        press(&mut viewer, KeyCode::Left),
        Went::Stay,
        "at the start"
    );
    assert_eq!(press(&mut viewer, KeyCode::Right), Went::Draw);
    assert_eq!(viewer.at(), 1);
    assert_eq!(press(&mut viewer, KeyCode::End), Went::Draw);
    assert_eq!(viewer.at(), 5);
    assert_eq!(press(&mut viewer, KeyCode::Right), Went::Stay, "at the end");
    assert_eq!(press(&mut viewer, KeyCode::Left), Went::Draw);
    assert_eq!(viewer.at(), 4);
    assert_eq!(press(&mut viewer, KeyCode::Home), Went::Draw);
    assert_eq!(viewer.at(), 0);
    assert_eq!(press(&mut viewer, KeyCode::Char('x')), Went::Refused);
    assert_eq!(press(&mut viewer, KeyCode::Char('q')), Went::Leave);
    assert_eq!(press(&mut viewer, KeyCode::Esc), Went::Leave);
    assert_eq!(
        press(&mut viewer, KeyCode::Enter),
        Went::Refused,
        "no next game"
    );
}

#[test]
fn space_plays_to_the_end_and_stops() {
    let replayed = replayed();
    let mut viewer = Viewer::new(&replayed, config());
    press(&mut viewer, KeyCode::Char(' '));
    assert!(viewer.playing());
    for at in 1..=5 {
        viewer.tick();
        assert_eq!(viewer.at(), at);
    }
    assert!(!viewer.playing(), "stopped at the end");
    // Space again plays from the start; a step by hand pauses.
    press(&mut viewer, KeyCode::Char(' '));
    assert!(viewer.playing());
    assert_eq!(viewer.at(), 0);
    press(&mut viewer, KeyCode::Right);
    assert!(!viewer.playing());
    press(&mut viewer, KeyCode::Char(' '));
    press(&mut viewer, KeyCode::Char(' '));
    assert!(!viewer.playing(), "Space pauses");
}

#[test]
fn the_screen_names_the_move_that_led_here() {
    let replayed = replayed();
    let mut viewer = Viewer::new(&replayed, config());
    let grid = viewer.grid();
    assert!(
        grid.line_text(23)
            .starts_with("The start of the game. 5 moves follow.")
    );
    assert!(grid.line_text(5).contains("3"), "{}", grid.line_text(5));
    press(&mut viewer, KeyCode::Right);
    let grid = viewer.grid();
    assert!(
        grid.line_text(23)
            .starts_with("Move 1 of 5: You took 2 chips from row 1."),
        "{}",
        grid.line_text(23)
    );
    press(&mut viewer, KeyCode::End);
    assert!(viewer.grid().line_text(24).starts_with("You won."));
    press(&mut viewer, KeyCode::Char('r'));
    let grid = viewer.grid();
    assert!(grid.line_text(5).contains("Review of the game"));
    assert!(
        grid.line_text(7).contains("1. you: 1 2 kept the win"),
        "{}",
        grid.line_text(7)
    );
    assert!(grid.line_text(17).contains("No move gave a win away."));
}
