use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rand::SeedableRng;

use crate::game::learn::puzzle as lesson_puzzle;
use crate::tui::learn::*;

/// The lesson's rows against the game's screen, every lesson position.
mod same_rows;

fn one_row(seed: u64) -> Puzzle {
    lesson_puzzle(Lesson::OneRow, 0, &mut ChaCha8Rng::seed_from_u64(seed))
}

fn single(puzzle: Puzzle) -> LearnApp<ChaCha8Rng> {
    let course = Course::One {
        heading: "Puzzle number 5.".to_string(),
        lesson: false,
        keep: None,
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
    // Named as this program can be typed: the tests run under cargo.
    let another = crate::io::invocation::Invocation::here().command("puzzle");
    assert_eq!(
        grid.line_text(24).trim(),
        format!("Another puzzle: {another}")
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

/// The ladder without a progress file, at `lesson`, its small games
/// before the rule skipped (`s`).
fn ladder(lesson: Lesson, seed: u64) -> LearnApp<ChaCha8Rng> {
    let rng = ChaCha8Rng::seed_from_u64(seed);
    let (tutor, _) = Tutor::open(None, Some(lesson), rng, Lang::ENGLISH);
    let mut app = LearnApp::new(tutor, Vec::new(), Lang::ENGLISH, Glyphs::Unicode);
    if app.discovering.is_some() {
        enter(&mut app, "s");
    }
    app
}

/// Each `?` gives the next step on line 23; after the last, `?` keeps it;
/// the answer it gives is right, but the run does not grow.
#[test]
fn the_hint_fades_in_and_a_hinted_answer_does_not_count() {
    let mut app = ladder(Lesson::TwoRows, 3);
    for n in 1..=3 {
        assert_eq!(enter(&mut app, "?"), Step::Draw);
        let line = app.grid().line_text(23);
        assert!(line.starts_with(&format!("Hint {n} of 3: ")), "{line}");
    }
    let last = app.grid().line_text(23);
    enter(&mut app, "?");
    assert_eq!(app.grid().line_text(23), last);
    let typed = last.trim_end().rsplit_once("ype ").unwrap().1;
    enter(&mut app, typed.trim_end_matches('.'));
    let grid = app.grid();
    assert_eq!(grid.line_text(23).trim(), "Right!");
    assert_eq!(
        grid.line_text(24).trim(),
        "Right, with a hint: it does not count toward the three in a row."
    );
    let Course::Ladder(tutor) = &app.course else {
        panic!("the ladder");
    };
    assert_eq!(tutor.progress.streak, 0);
    // The next puzzle starts without a hint: right alone counts again.
    enter(&mut app, "");
    assert_eq!(app.grid().line_text(23).trim(), "");
    assert!(!app.fading.used());
}

/// `b` from lesson 6 on turns the column table on and off; before, it
/// says when it comes and changes nothing.
#[test]
fn b_shows_the_columns_from_the_binary_lesson_on() {
    let mut app = ladder(Lesson::Powers, 3);
    let before = app.grid();
    enter(&mut app, "b");
    assert_eq!(
        app.grid().line_text(23).trim(),
        "The binary view comes with lesson 6: for now, look at the chips."
    );
    assert_eq!(app.grid().line_text(9), before.line_text(9));
    let mut app = ladder(Lesson::Binary, 3);
    let plain = app.grid().line_text(10);
    enter(&mut app, "b");
    let shown = app.grid();
    assert!(
        shown
            .line_text(9)
            .trim_start()
            .starts_with(|c: char| c.is_ascii_digit())
    );
    let rows = app.puzzle.position.heaps.len() as u16;
    assert!(shown.line_text(10 + rows).contains("nim-sum"));
    enter(&mut app, "b");
    assert_eq!(app.grid().line_text(10), plain);
}

/// `nim puzzle`: `?` brings the lesson behind the puzzle up with the
/// hint's first step, and a right answer after it is still right.
#[test]
fn a_single_puzzles_hint_brings_its_lesson_up() {
    let puzzle = one_row(5);
    let chips = puzzle.position.heaps[0];
    let mut app = single(puzzle);
    enter(&mut app, "?");
    let grid = app.grid();
    assert!(grid.line_text(2).starts_with("One row of chips."));
    assert_eq!(
        grid.line_text(23).trim(),
        "Hint 1 of 3: Can you leave the other player nothing at all?"
    );
    enter(&mut app, &format!("1 {chips}"));
    assert_eq!(app.grid().line_text(23).trim(), "Right!");
}
