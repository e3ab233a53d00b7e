//! The way in from the game, without a terminal: `h` names it; `l` opens
//! the lessons in the game's place and q brings the game back as it was;
//! `d` the day's puzzle; `c` and `level` take effect from the next move.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::game::learn::daily_puzzle;
use crate::game::session::{Options, Session};
use crate::game::table::layout::Layout;
use crate::game::table::rows::Rows;
use crate::game::theory::strategy::Level;
use crate::tui::play::app::App;
use crate::tui::{ScreenRun, Step, TuiConfig, WayIn};

fn app(way_in: WayIn) -> App<Rows, StdRng> {
    let layout = Layout::new(vec![3, 4, 5]).unwrap();
    let session = Session::new(Options::default(), layout, StdRng::seed_from_u64(7));
    let mut run = ScreenRun::from(TuiConfig::default());
    run.way_in = way_in;
    App::new(session, run)
}

fn type_line(app: &mut App<Rows, StdRng>, line: &str) -> Step {
    let mut last = Step::Wait;
    for c in line.chars() {
        last = app.key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    let enter = app.key(&KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    last.max(enter)
}

fn lines(app: &App<Rows, StdRng>) -> Vec<String> {
    let grid = app.grid();
    (1..=25).map(|line| grid.line_text(line)).collect()
}

#[test]
fn h_names_the_way_in() {
    let mut app = app(WayIn::default());
    type_line(&mut app, "h");
    let shown = lines(&app).join("\n");
    for words in [
        "l, d",
        "l: the lessons; d: the day's puzzle",
        "c, level",
        "c: the coach on or off; level easy, medium or hard",
    ] {
        assert!(shown.contains(words), "{words} missing from\n{shown}");
    }
}

#[test]
fn a_lesson_opens_in_the_games_place_and_q_brings_the_game_back_as_it_was() {
    let mut app = app(WayIn {
        seed: Some(3),
        ..WayIn::default()
    });
    type_line(&mut app, "1 2");
    let game = lines(&app);
    assert_eq!(type_line(&mut app, "l"), Step::Draw);
    let lesson = lines(&app);
    assert_eq!(lesson[0].trim(), "1. One row", "{lesson:#?}");
    // The lesson takes its own answers: 1 2 here is not a move of the game.
    type_line(&mut app, "1 2");
    assert_eq!(app.session.heaps(), [1, 4, 4]);
    // Enter after the verdict: the next puzzle; q leaves the lessons.
    type_line(&mut app, "");
    assert_eq!(type_line(&mut app, "q"), Step::Draw);
    let back = lines(&app);
    // Rows, chips, the last moves and the score: all as they were.
    for line in (0..23).chain([24]) {
        assert_eq!(back[line], game[line], "line {}", line + 1);
    }
    assert_eq!(back[23], "Back in the game: your move.");
    // The game goes on from there.
    type_line(&mut app, "2 1");
    assert_eq!(app.session.moves().len(), 4, "my 2 1 and the reply");
}

#[test]
fn ctrl_c_in_a_lesson_still_quits() {
    let mut app = app(WayIn::default());
    type_line(&mut app, "learn");
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(app.key(&ctrl_c), Step::Quit);
}

#[test]
fn the_days_puzzle_opens_under_its_heading_and_its_verdict_leads_back() {
    let puzzle = daily_puzzle(20_000, false);
    let heading = "Puzzle of the day, 2024-10-04.".to_string();
    let mut app = app(WayIn {
        daily: Some((puzzle, heading.clone())),
        ..WayIn::default()
    });
    type_line(&mut app, "d");
    assert_eq!(lines(&app)[0].trim(), heading);
    // Any answer gets its verdict; Enter after it leaves the puzzle.
    let answer = if lines(&app).iter().any(|l| l.contains("(y/n)")) {
        "y"
    } else {
        "1 1"
    };
    type_line(&mut app, answer);
    assert_eq!(type_line(&mut app, ""), Step::Draw);
    assert_eq!(lines(&app)[23], "Back in the game: your move.");
    assert_eq!(app.session.heaps(), [3, 4, 5]);
    // With no day's puzzle to open, the game says so and goes on.
    let mut bare = self::app(WayIn::default());
    type_line(&mut bare, "puzzle");
    assert_eq!(
        lines(&bare)[23],
        "The day's puzzle cannot be opened here: the game goes on"
    );
}

#[test]
fn the_coach_and_the_level_change_from_the_next_move() {
    let mut app = app(WayIn::default());
    type_line(&mut app, "c");
    assert_eq!(
        lines(&app)[23],
        "The coach is on: after each of your moves it says what the move did"
    );
    type_line(&mut app, "1 2");
    assert!(
        lines(&app)[23].starts_with("Good: your 1 2 kept"),
        "{:?}",
        lines(&app)[23]
    );
    type_line(&mut app, "coach off");
    assert_eq!(lines(&app)[23], "The coach is off; c turns it on again");
    type_line(&mut app, "level easy");
    assert_eq!(app.session.options().level, Level::Easy);
    assert_eq!(
        lines(&app)[23],
        "From my next move I play easy: I make mistakes often"
    );
    assert!(lines(&app)[24].starts_with("Score: you 0, computer 0; level: easy"));
    let before = app.session.heaps().to_vec();
    assert_eq!(type_line(&mut app, "level hardest"), Step::Refused);
    assert_eq!(app.session.heaps(), before.as_slice());
    assert_eq!(app.session.options().level, Level::Easy);
}
