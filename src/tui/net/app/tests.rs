//! The network game on the screen without a terminal: the joiner's screen
//! fed keys and the host's lines, its grid read back, its lines to the host
//! read from the far end of a loopback socket.

use std::io::{BufRead, BufReader};
use std::net::{TcpListener, TcpStream};
use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::game::net::fixture::{carried, joined};
use crate::game::table::rows::Rows;
use crate::tui::net::app::*;

/// The host's side, the joiner's screen (the host to open, on `rows`), and
/// the far end of the joiner's link, where its lines arrive.
fn game(rows: Vec<u32>) -> (Peer<Rows>, NetApp<Rows>, BufReader<TcpStream>) {
    let (referee, replica) = joined(rows);
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let far = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
    far.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let (near, _) = listener.accept().unwrap();
    let (link, _lines) = Link::open(near, None).unwrap();
    let joiner = Peer::joiner(Box::new(replica)).unwrap();
    let app = NetApp::new(
        joiner,
        Arc::new(Mutex::new(Some(link))),
        TuiConfig::default(),
    );
    (Peer::host(referee), app, BufReader::new(far))
}

/// The host's reply, line by line, to the joiner's screen.
fn deliver(app: &mut NetApp<Rows>, reply: &Reply) {
    for line in &reply.send {
        assert_eq!(app.arrived(carried(line)), Step::Draw, "{line}");
    }
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn type_line(app: &mut NetApp<Rows>, line: &str) -> Step {
    for c in line.chars() {
        app.key(&key(KeyCode::Char(c)));
    }
    app.key(&key(KeyCode::Enter))
}

fn line(app: &NetApp<Rows>, line: u16) -> String {
    app.grid().line_text(line)
}

fn next_line(far: &mut BufReader<TcpStream>) -> String {
    let mut text = String::new();
    far.read_line(&mut text).unwrap();
    text.trim_end().to_string()
}

#[test]
fn the_other_players_move_shows_on_line_23_and_opens_the_field() {
    let (mut host, mut app, _far) = game(vec![3, 4, 5]);
    assert_eq!(line(&app, 23), "Waiting for the other player's move...");
    assert_eq!(line(&app, 22), "The other player's turn.");
    assert_eq!(line(&app, 24), "You are player 2.");
    let moved = host.local(Command::Move { heap: 2, take: 3 }).unwrap();
    deliver(&mut app, &moved);
    assert_eq!(line(&app, 23), "The other player played 2 3.");
    assert_eq!(line(&app, 24), "");
    assert_eq!(line(&app, 22), "Your move:");
    assert_eq!(app.grid().cursor(), Some((12, 22)));
    assert!(line(&app, 6).ends_with(" 1"), "{}", line(&app, 6));
    // No undo in a network game: the key help does not offer it, and
    // line 21 offers no setup.
    assert_eq!(
        line(&app, 25),
        "Score: you 0, the other player 0                       ? hint  b binary  h help"
    );
    assert_eq!(
        line(&app, 21).trim(),
        "or 0 0 to leave the game; ? gives a hint, h lists the keys"
    );
}

#[test]
fn undo_and_a_move_out_of_turn_are_refused_with_the_beep() {
    let (mut host, mut app, _far) = game(vec![3, 4, 5]);
    assert_eq!(type_line(&mut app, "1 1"), Step::Refused);
    assert_eq!(
        line(&app, 24),
        "It is the other player's turn: wait for their move."
    );
    let moved = host.local(Command::Move { heap: 2, take: 3 }).unwrap();
    deliver(&mut app, &moved);
    assert_eq!(type_line(&mut app, "u"), Step::Refused);
    assert_eq!(
        line(&app, 24),
        "Moves are not taken back in a game over the network."
    );
    assert_eq!(line(&app, 23), "The other player played 2 3.");
}

#[test]
fn a_move_goes_to_the_host_and_the_game_ends_with_enter_for_the_next() {
    let (mut host, mut app, mut far) = game(vec![1, 1]);
    let moved = host.local(Command::Move { heap: 1, take: 1 }).unwrap();
    deliver(&mut app, &moved);
    assert_eq!(type_line(&mut app, "2 1"), Step::Draw);
    let sent = next_line(&mut far);
    let reply = host.heard(Heard::line(sent.as_bytes()));
    assert_eq!(reply.closed, None, "{sent}");
    deliver(&mut app, &reply);
    assert_eq!(line(&app, 24), "You won this game!");
    // The winning move was this player's own: the end says it.
    assert_eq!(line(&app, 23), "You played 2 1.");
    assert_eq!(line(&app, 22), "Press Enter for the next game.");
    assert!(line(&app, 25).starts_with("Score: you 1, the other player 0"));

    assert_eq!(app.key(&key(KeyCode::Enter)), Step::Draw);
    assert_eq!(
        line(&app, 22),
        "Waiting for the other player to be ready for the next game..."
    );
    let next = next_line(&mut far);
    assert_eq!(next, "next");
    let heard = host.heard(Heard::line(next.as_bytes()));
    deliver(&mut app, &heard);
    assert_eq!(
        line(&app, 22),
        "Waiting for the other player to be ready for the next game..."
    );
    let both = host.local(Command::NextGame).unwrap();
    deliver(&mut app, &both);
    assert_eq!(line(&app, 23), "Waiting for the other player's move...");
    // A new game: which player this is, until the other player moves.
    assert_eq!(line(&app, 24), "You are player 2.");
}

#[test]
fn the_closed_screen_says_why_and_waits_for_a_key() {
    let (_host, mut app, _far) = game(vec![3, 4, 5]);
    let bye = Heard::Line(Ok(Message::Bye(Bye::Quit)));
    assert_eq!(app.arrived(bye), Step::Draw);
    assert_eq!(line(&app, 24), "The other player left the game.");
    assert_eq!(line(&app, 22), "Press any key to leave.");
    assert_eq!(app.grid().cursor(), None);
    assert_eq!(app.arrived(Heard::End), Step::Wait);
    assert_eq!(app.key(&key(KeyCode::Char('x'))), Step::Quit);
    assert_eq!(app.finish(), Finish::Closed(Closed::Bye(Bye::Quit)));
    assert_eq!(app.farewell(), "Score: you 0, the other player 0. Goodbye!");
}

#[test]
fn ctrl_c_leaves_at_once_with_its_bye() {
    let (_host, mut app, mut far) = game(vec![3, 4, 5]);
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(app.key(&ctrl_c), Step::Quit);
    assert_eq!(next_line(&mut far), "bye interrupt");
    assert_eq!(app.finish(), Finish::Left(Bye::Interrupt));
}

#[test]
fn zero_zero_leaves_with_bye_quit() {
    let (mut host, mut app, mut far) = game(vec![3, 4, 5]);
    let moved = host.local(Command::Move { heap: 2, take: 3 }).unwrap();
    deliver(&mut app, &moved);
    assert_eq!(type_line(&mut app, "0 0"), Step::Quit);
    assert_eq!(next_line(&mut far), "bye quit");
    assert_eq!(app.finish(), Finish::Left(Bye::Quit));
}

/// `h` lists the keys of a network game in the table's place: no undo, no
/// new rows; the review at a game's end, which works.
#[test]
fn the_key_list_leaves_out_what_a_network_game_refuses() {
    let (_host, mut app, _far) = game(vec![3, 4, 5]);
    type_line(&mut app, "h");
    let shown: Vec<String> = (5..=19).map(|n| line(&app, n)).collect();
    assert!(
        shown.iter().any(|l| l.trim_start().starts_with("0 0")),
        "{shown:?}"
    );
    for refused in ["u ", "p ", "-1 0"] {
        let found = shown.iter().any(|l| l.trim_start().starts_with(refused));
        assert!(!found, "{refused}: {shown:?}");
    }
    assert!(
        shown.iter().any(|l| l.trim_start().starts_with("r ")),
        "{shown:?}"
    );
}

/// At a game's end lines 21-25 offer what works there: `r` for the review
/// (which shows, and Enter goes back from), Enter for the next game, and
/// no key help of a game in play on line 25.
#[test]
fn the_end_of_a_game_offers_its_review_and_it_works() {
    let (mut host, mut app, mut far) = game(vec![1, 1]);
    let moved = host.local(Command::Move { heap: 1, take: 1 }).unwrap();
    deliver(&mut app, &moved);
    type_line(&mut app, "2 1");
    let reply = host.heard(Heard::line(next_line(&mut far).as_bytes()));
    deliver(&mut app, &reply);
    assert_eq!(
        line(&app, 21).trim(),
        "r shows the review of this game, move by move"
    );
    assert_eq!(
        line(&app, 25).trim_end(),
        "Score: you 1, the other player 0"
    );
    assert_eq!(app.key(&key(KeyCode::Char('r'))), Step::Draw);
    assert_eq!(line(&app, 5).trim(), "Review of the game");
    assert_eq!(line(&app, 7).trim(), "1. Player 1: 1 1 (no move won there)");
    assert_eq!(line(&app, 8).trim(), "2. Player 2: 2 1 kept the win");
    assert_eq!(line(&app, 21).trim(), "Press Enter to go back.");
    // Enter goes back from the review; the next Enter asks for a game.
    assert_eq!(app.key(&key(KeyCode::Enter)), Step::Draw);
    assert_eq!(
        line(&app, 21).trim(),
        "r shows the review of this game, move by move"
    );
    assert_eq!(line(&app, 22), "Press Enter for the next game.");
    assert_eq!(app.key(&key(KeyCode::Enter)), Step::Draw);
    assert_eq!(next_line(&mut far), "next");
}

/// Once the connection closed, lines 20-21 offer no move, no new rows and
/// no review, and line 25 no keys: any key leaves.
#[test]
fn a_closed_connection_offers_only_a_key_to_leave() {
    for over in [false, true] {
        let (mut host, mut app, mut far) = game(vec![1, 1]);
        if over {
            let moved = host.local(Command::Move { heap: 1, take: 1 }).unwrap();
            deliver(&mut app, &moved);
            type_line(&mut app, "2 1");
            let reply = host.heard(Heard::line(next_line(&mut far).as_bytes()));
            deliver(&mut app, &reply);
        }
        let bye = Heard::Line(Ok(Message::Bye(Bye::Quit)));
        assert_eq!(app.arrived(bye), Step::Draw);
        assert_eq!(line(&app, 20).trim(), "", "over: {over}");
        assert_eq!(line(&app, 21).trim(), "", "over: {over}");
        assert_eq!(line(&app, 22), "Press any key to leave.");
        assert_eq!(line(&app, 24), "The other player left the game.");
        let score = if over { "you 1" } else { "you 0" };
        assert_eq!(
            line(&app, 25).trim_end(),
            format!("Score: {score}, the other player 0")
        );
        assert_eq!(app.key(&key(KeyCode::Char('r'))), Step::Quit);
    }
}
