use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rand::SeedableRng;

use crate::game::learn::puzzle as lesson_puzzle;
use crate::tui::learn::*;

fn one_row(seed: u64) -> Puzzle {
    lesson_puzzle(Lesson::OneRow, 0, &mut ChaCha8Rng::seed_from_u64(seed))
}

fn single(puzzle: Puzzle) -> LearnApp<ChaCha8Rng> {
    let course = Course::One {
        heading: "Puzzle number 5.".to_string(),
        lesson: false,
    };
    LearnApp::with(
        course,
        puzzle,
        Default::default(),
        Lang::ENGLISH,
        Glyphs::Unicode,
    )
}

fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

/// Types `line` and Enter; the step of the Enter.
fn enter<G: Rng>(app: &mut LearnApp<G>, line: &str) -> Step {
    for c in line.chars() {
        app.key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    app.key(&KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE))
}

#[test]
fn one_puzzle_its_verdict_and_enter_leaves() {
    let puzzle = one_row(5);
    let chips = puzzle.position.heaps[0];
    let mut app = single(puzzle);
    let grid = app.grid();
    assert_eq!(grid.line_text(1).trim(), "Puzzle number 5.");
    assert_eq!(grid.line_text(2).trim(), "", "no lesson until ?");
    assert_eq!(enter(&mut app, "?"), Step::Draw);
    assert!(app.grid().line_text(2).starts_with("One row of chips."));
    assert_eq!(enter(&mut app, "x"), Step::Refused, "a refusal beeps");
    assert_eq!(enter(&mut app, &format!("1 {chips}")), Step::Draw);
    let grid = app.grid();
    assert_eq!(grid.line_text(23).trim(), "Right!");
    assert_eq!(
        grid.line_text(24).trim(),
        "Another puzzle: nim puzzle. Tomorrow's: nim puzzle --daily."
    );
    assert!(grid.line_text(22).starts_with("Press Enter to leave."));
    assert_eq!(enter(&mut app, ""), Step::Quit);
}

#[test]
fn after_a_wrong_verdict_q_leaves_at_once() {
    let puzzle = one_row(6);
    let chips = puzzle.position.heaps[0];
    assert!(chips > 1, "a wrong move exists");
    let mut app = single(puzzle);
    enter(&mut app, "1 1");
    assert!(app.grid().line_text(23).starts_with("Not this time:"));
    let q = KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE);
    assert_eq!(app.key(&q), Step::Quit);
}

#[test]
fn ctrl_z_suspends_a_lesson_and_a_puzzle() {
    let (tutor, said) = Tutor::open(
        None,
        Some(Lesson::OneRow),
        ChaCha8Rng::seed_from_u64(1),
        Lang::ENGLISH,
    );
    let mut ladder = LearnApp::new(tutor, said, Lang::ENGLISH, Glyphs::Unicode);
    assert_eq!(ladder.key(&ctrl('z')), Step::Suspend);
    assert_eq!(ladder.key(&ctrl('l')), Step::Redraw);
    assert_eq!(single(one_row(1)).key(&ctrl('z')), Step::Suspend);
}

#[test]
fn behind_the_enlarge_notice_nothing_is_typed() {
    let mut app = single(one_row(2));
    ScreenApp::resize(&mut app, (80, 24));
    assert_eq!(enter(&mut app, "1 1"), Step::Wait);
    assert!(app.grid().line_text(23).trim().is_empty(), "no verdict");
    assert_eq!(app.key(&ctrl('c')), Step::Quit);
    ScreenApp::resize(&mut app, (80, 25));
    assert_eq!(enter(&mut app, "1 1"), Step::Draw);
}

/// `--quiet`: a refused answer is said on line 23 without the beep.
#[test]
fn quiet_refuses_without_the_beep() {
    let mut app = single(one_row(5)).quiet(true);
    assert_eq!(enter(&mut app, "x"), Step::Draw);
    assert!(
        !app.grid().line_text(23).trim().is_empty(),
        "the refusal is said"
    );
}
