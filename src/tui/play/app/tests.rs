//! The game on the screen without a terminal: keys and clicks in, grids out.
use crate::game::session::Options;
use crate::game::table::layout::Layout;
use crate::game::table::rows::Rows;
use crate::tui::TuiConfig;
use crate::tui::frame::screen::{Bell, Screen};
use crate::tui::play::app::*;
use crossterm::event::{KeyCode, KeyModifiers};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn app(rows: Vec<u32>) -> App<Rows, StdRng> {
    let layout = Layout::new(rows).unwrap();
    let session = Session::new(Options::default(), layout, StdRng::seed_from_u64(7));
    App::new(session, TuiConfig::default().into())
}

fn type_line(app: &mut App<Rows, StdRng>, line: &str) -> Vec<Step> {
    let mut keys: Vec<KeyEvent> = line
        .chars()
        .map(|c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))
        .collect();
    keys.push(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
    keys.iter().map(|k| app.key(k)).collect()
}

/// The budget: after the first frame, typing `1 2` and Enter on 3 4 5,
/// with the computer's reply (1 4 4), costs at most 140 bytes, echo
/// included: each typed key is the key alone, the cursor being there.
/// (100 while line 23 said the reply alone; it says both moves now, and
/// the three places just emptied are marked.)
#[test]
fn a_move_and_its_reply_cost_at_most_140_bytes_with_the_echo() {
    let mut app = app(vec![3, 4, 5]);
    let mut screen = Screen::new((80, 25));
    let mut first = Vec::new();
    screen
        .present(
            &app.grid(),
            |size| app.notice(size),
            Bell::Silent,
            &mut first,
        )
        .unwrap();
    assert!(first.len() > 300, "the first frame draws everything");

    let mut echo = Vec::new();
    for c in "1 2".chars() {
        let key = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
        assert_eq!(app.key(&key), Step::Draw);
        screen
            .present(
                &app.grid(),
                |size| app.notice(size),
                Bell::Silent,
                &mut echo,
            )
            .unwrap();
    }
    assert_eq!(echo, b"1 2");
    let mut reply = Vec::new();
    let enter = KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
    assert_eq!(app.key(&enter), Step::Draw);
    screen
        .present(
            &app.grid(),
            |size| app.notice(size),
            Bell::Silent,
            &mut reply,
        )
        .unwrap();

    assert_eq!(app.session.heaps(), [1, 4, 4]);
    let total = echo.len() + reply.len();
    assert!(
        total <= 140,
        "typing and the move wrote {total} bytes: {:?}",
        String::from_utf8_lossy(&reply)
    );
}

#[test]
fn a_refused_move_beeps_and_changes_only_line_24() {
    let mut app = app(vec![3, 4, 5]);
    let before = app.grid();
    assert_eq!(type_line(&mut app, "2 9").last(), Some(&Step::Refused));
    let after = app.grid();
    for line in (1..=25).filter(|&l| l != 24) {
        assert_eq!(before.line_text(line), after.line_text(line), "line {line}");
    }
    assert_eq!(
        after.line_text(24),
        "row 2 holds only 4 chips; you cannot take 9"
    );
    type_line(&mut app, "1 1");
    assert_eq!(app.grid().line_text(24), "", "an accepted move clears it");
}

#[test]
fn enter_on_an_empty_field_and_f1_in_setup_are_refused_with_reasons() {
    let mut app = app(vec![3, 4, 5]);
    assert_eq!(type_line(&mut app, ""), [Step::Refused]);
    assert_eq!(
        app.grid().line_text(24),
        "the line is empty; type ROW COUNT, e.g. 2 3"
    );
    type_line(&mut app, "-1 0");
    let f1 = KeyEvent::new(KeyCode::F(1), KeyModifiers::NONE);
    assert_eq!(app.key(&f1), Step::Refused);
    assert_eq!(
        app.grid().line_text(24),
        "there is no hint during setup; type how many rows, 2 to 14"
    );
    assert_eq!(type_line(&mut app, "").last(), Some(&Step::Refused));
    assert_eq!(
        app.grid().line_text(24),
        "the line is empty; type how many rows, 2 to 14"
    );
    // Esc on the empty field still leaves the setup; nothing changed.
    let esc = KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE);
    assert_eq!(app.key(&esc), Step::Draw);
    assert!(app.session.setup().is_none());
    assert_eq!(app.session.heaps(), [3, 4, 5]);
    // --quiet: the same reasons, without the beep.
    let layout = Layout::new(vec![3, 4, 5]).unwrap();
    let session = Session::new(Options::default(), layout, StdRng::seed_from_u64(7));
    let quiet = TuiConfig {
        quiet: true,
        ..TuiConfig::default()
    };
    let mut app: App<Rows, StdRng> = App::new(session, quiet.into());
    assert_eq!(type_line(&mut app, ""), [Step::Draw]);
    assert_eq!(
        app.grid().line_text(24),
        "the line is empty; type ROW COUNT, e.g. 2 3"
    );
}

#[test]
fn a_victory_is_announced_on_the_final_position_and_the_grown_layout_drawn_after_enter() {
    let mut app = app(vec![1, 1]);
    type_line(&mut app, "-1 0");
    for answer in ["2", "1", "2"] {
        type_line(&mut app, answer);
    }
    // 1 2: take one from row 2, the computer must leave one chip, take it.
    type_line(&mut app, "2 1");
    let last = app.session.heaps().iter().position(|&c| c == 1);
    type_line(&mut app, &format!("{} 1", last.unwrap() + 1));
    let grid = app.grid();
    assert!(grid.line_text(23).starts_with("You took 1 chip from row"));
    assert_eq!(
        grid.line_text(24),
        "You won! Every row gets one more chip. Play again!"
    );
    assert_eq!(app.session.heaps(), [0, 0], "the final position stays");
    assert_eq!(grid.line_text(22), "Press Enter or Space for the next game");
    assert!(grid.line_text(25).starts_with("Score: you 1, computer 0"));
    // A key that is not Enter or Space beeps and changes nothing.
    assert_eq!(
        app.key(&KeyEvent::new(KeyCode::Char('1'), KeyModifiers::NONE)),
        Step::Refused
    );
    assert_eq!(app.session.heaps(), [0, 0]);
    assert_eq!(
        app.key(&KeyEvent::new(KeyCode::Char(' '), KeyModifiers::NONE)),
        Step::Draw
    );
    assert_eq!(app.session.heaps(), [2, 3]);
    assert_eq!(app.editor.text(), "", "the space is typed nowhere");
    assert_eq!(app.grid().line_text(22), "Your move:");
}

#[test]
fn a_click_on_a_chip_takes_it_and_those_right_of_it() {
    let two_players = Options {
        players: crate::game::session::Players::Two,
        ..Options::default()
    };
    let layout = Layout::new(vec![3, 4, 5]).unwrap();
    let session = Session::<Rows, _>::new(two_players, layout, StdRng::seed_from_u64(7));
    let mut app = App::new(session, TuiConfig::default().into());
    // Row 3 (line 7): its chips at columns 22, 24, ..., 30; the third is 26.
    assert_eq!(app.click(26, 7), Step::Draw);
    assert_eq!(app.session.heaps(), [3, 4, 2]);
    // Now a dot, the row number, the count, a blank: nothing.
    for (col, line) in [(26, 7), (4, 7), (73, 7), (23, 7), (22, 9)] {
        assert_eq!(app.click(col, line), Step::Wait, "({col}, {line})");
    }
    assert_eq!(app.session.heaps(), [3, 4, 2]);
    // Behind the enlarge notice a click does nothing either.
    app.resize((60, 20));
    assert_eq!(app.click(22, 5), Step::Wait);
    assert_eq!(app.session.heaps(), [3, 4, 2]);
}

#[test]
fn a_click_on_a_free_cell_moves_the_piece_there() {
    use crate::game::table::board::{Board, Column};
    // Column 1: red on A (cell 0), black on H (cell 7).
    let board = Board::new([Column { red: 0, black: 7 }; 8]).unwrap();
    let session = Session::<Board, _>::new(Options::default(), board, StdRng::seed_from_u64(7));
    let mut app = App::new(session, TuiConfig::default().into());
    // Black (the player) to cell E (line 10) of column 1 (column 30): 3 up.
    assert_eq!(app.click(30, 10), Step::Draw);
    assert_eq!(app.session.table().columns()[0].black, 4);
    // A click on a piece or off the board means nothing.
    let before = app.session.table().clone();
    for (col, line) in [(30, 6), (31, 8), (27, 8), (30, 14)] {
        assert_eq!(app.click(col, line), Step::Wait, "({col}, {line})");
    }
    assert_eq!(app.session.table(), &before);
}

fn alt(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::ALT)
}

fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

#[test]
fn a_fast_esc_and_a_digit_are_both_taken() {
    let mut app = app(vec![3, 4, 5]);
    for c in "23".chars() {
        app.key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    // Esc clears "23", then 1 is typed.
    assert_eq!(app.key(&alt('1')), Step::Draw);
    assert_eq!(app.editor.text(), "1");
    // In setup, Esc on an empty field leaves it, and the digit goes to
    // the game's field.
    app.key(&KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
    type_line(&mut app, "-1 0");
    assert!(app.session.setup().is_some());
    assert_eq!(app.key(&alt('2')), Step::Draw);
    assert!(app.session.setup().is_none());
    assert_eq!(app.editor.text(), "2");
}

#[test]
fn behind_the_enlarge_notice_only_the_ways_out_and_redraw_act() {
    let mut app = app(vec![3, 4, 5]);
    app.resize((60, 20));
    let before = app.grid();
    for line in ["3 5", "0 0", "-1 0"] {
        let steps = type_line(&mut app, line);
        assert!(steps.iter().all(|&s| s == Step::Wait), "{line}: {steps:?}");
    }
    assert_eq!(app.key(&alt('1')), Step::Wait);
    assert_eq!(app.grid(), before);
    assert_eq!(app.session.heaps(), [3, 4, 5]);
    assert_eq!(app.key(&ctrl('l')), Step::Redraw);
    assert_eq!(app.key(&ctrl('d')), Step::Quit);
    assert_eq!(app.key(&ctrl('c')), Step::Quit);
    assert_eq!(app.key(&ctrl('z')), Step::Suspend);
    // Large enough again: keys act.
    app.resize((80, 25));
    type_line(&mut app, "3 5");
    assert_ne!(app.session.heaps(), [3, 4, 5]);
}

/// At a won game's end the binary view speaks of the finished game, not of
/// a side to move: nothing on the screen says "you lose" under "You won!".
#[test]
fn the_binary_view_of_a_finished_game_says_it_is_over() {
    let mut app = app(vec![1, 2]);
    type_line(&mut app, "b");
    let before = app.grid();
    assert!(
        (1..=25).any(|l| before.line_text(l).contains("you can win")),
        "the view is on and speaks to you while the game goes on: {:#?}",
        (1..=25).map(|l| before.line_text(l)).collect::<Vec<_>>()
    );
    // 1 2: take one from row 2, the computer must leave one chip, take it.
    type_line(&mut app, "2 1");
    let last = app.session.heaps().iter().position(|&c| c == 1);
    type_line(&mut app, &format!("{} 1", last.unwrap() + 1));
    let grid = app.grid();
    assert!(grid.line_text(24).starts_with("You won!"));
    let lines: Vec<String> = (1..=25).map(|l| grid.line_text(l)).collect();
    assert!(!lines.iter().any(|l| l.contains("lose")), "{lines:#?}");
    assert!(
        lines.iter().any(|l| l.contains("the game is over")),
        "{lines:#?}"
    );
}
