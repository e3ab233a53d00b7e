//! The joiner's replica: it greets, builds the game described, plays the
//! host's moves through its own session and checks every position; a host
//! that sends a move out of turn, for another ply, against the rules, or a
//! position unlike the replica's own is answered with one `error` line.

use crate::net::exchange::Closed;
use crate::net::protocol::{Refusal, WireMove};
use crate::net::replica::*;

fn line(text: &str) -> Heard {
    Heard::line(text.as_bytes())
}

/// Feeds lines the replica must take without a word.
fn quietly(replica: &mut Replica, lines: &[&str]) {
    for text in lines {
        let reply = replica.heard(line(text));
        assert_eq!((reply.send, reply.closed), (vec![], None), "{text}");
    }
}

/// A replica in a game of rows 3 4 5 (row 2 under kayles), `first` to open.
fn joined(first: &str) -> Replica {
    let (mut replica, greeting) = Replica::new(Code::new(7).unwrap());
    assert_eq!(greeting.to_string(), "nim 1 join 000000000007");
    let first = format!("first {first}");
    let lines = [
        "nim 1 welcome",
        "game rows",
        "layout 3 4 5",
        "rule 2 kayles",
        "misere no",
    ];
    quietly(&mut replica, &lines);
    quietly(&mut replica, &[&first, "start"]);
    replica
}

fn refused_with(replica: &mut Replica, text: &str, fault: Fault) {
    let before = replica.snapshot();
    let reply = replica.heard(line(text));
    assert_eq!(reply.send, vec![Message::Error(fault)], "{text}");
    assert_eq!(reply.closed, Some(Closed::Fault(fault)));
    assert_eq!(replica.snapshot(), before, "never applied");
    assert_eq!(replica.local(Command::Quit), Err(LocalError::Closed));
}

#[test]
fn a_refused_greeting_closes() {
    for (text, why) in [
        ("refused code", Refusal::Code),
        ("refused version", Refusal::Version),
        ("refused busy", Refusal::Busy),
        ("refused crowded", Refusal::Crowded),
    ] {
        let (mut replica, _) = Replica::new(Code::new(7).unwrap());
        assert_eq!(
            replica.heard(line(text)),
            Reply::closed(Closed::Refused(why))
        );
    }
    let (mut replica, _) = Replica::new(Code::new(7).unwrap());
    refused_with(&mut replica, "nim 2 welcome", Fault::Malformed);
    let (mut replica, _) = Replica::new(Code::new(7).unwrap());
    refused_with(&mut replica, "game rows", Fault::Turn);
}

#[test]
fn the_hosts_moves_are_played_and_their_positions_checked() {
    let mut replica = joined("host");
    assert_eq!(replica.snapshot(), Some(vec![vec![3], vec![4], vec![5]]));
    let reply = replica.heard(line("move 1 2 1 2"));
    assert!(matches!(reply.events[0], Event::Moved { .. }));
    quietly(
        &mut replica,
        &["position 1 3", "row 1 3", "row 2 1+2", "row 3 5"],
    );
    let own = replica.local(Command::Move { heap: 3, take: 5 }).unwrap();
    assert_eq!(
        own.send,
        vec![Message::Move {
            ply: 2,
            step: WireMove {
                row: 3,
                count: 5,
                at: None
            }
        }]
    );
    // Not the joiner's turn until the position is agreed.
    let again = replica.local(Command::Move { heap: 1, take: 1 });
    assert_eq!(again, Err(LocalError::NotYourTurn));
    quietly(&mut replica, &["position 2 3", "row 1 3", "row 2 1+2"]);
    refused_with(&mut replica, "row 3 5", Fault::Drift);
}

#[test]
fn a_host_out_of_line_is_refused() {
    let cases = [
        ("move 2 1 1", Fault::Ply),
        ("move 1 4 1", Fault::Move),
        ("move 1 2 3", Fault::Move),
        ("move 1 1 1 2", Fault::Move),
        ("position 0 3", Fault::Turn),
        ("row 1 3", Fault::Turn),
        ("over host", Fault::Turn),
        ("game rows", Fault::Turn),
        ("hello", Fault::Malformed),
        ("move 1 1 1\u{7f}", Fault::Byte),
    ];
    for (text, fault) in cases {
        refused_with(&mut joined("host"), text, fault);
    }
    refused_with(&mut joined("join"), "move 1 1 1", Fault::Turn);
    let mut replica = joined("host");
    quietly(&mut replica, &["move 1 1 1"]);
    refused_with(&mut replica, "move 2 1 1", Fault::Turn);
    let mut replica = joined("host");
    quietly(&mut replica, &["move 1 1 1"]);
    refused_with(&mut replica, "position 2 3", Fault::Drift);
    let mut replica = joined("host");
    quietly(&mut replica, &["move 1 1 1"]);
    refused_with(&mut replica, "position 1 4", Fault::Drift);
    let mut replica = joined("host");
    quietly(&mut replica, &["move 1 1 1", "position 1 3"]);
    refused_with(&mut replica, "row 2 4", Fault::Turn);
}

/// A game of two single chips: the host's `over` must name the winner the
/// replica saw; then `next` asks for the next game.
#[test]
fn the_winner_is_agreed_on() {
    let start = [
        "nim 1 welcome",
        "game rows",
        "layout 1 1",
        "misere no",
        "first join",
        "start",
    ];
    let (mut replica, _) = Replica::new(Code::new(7).unwrap());
    quietly(&mut replica, &start);
    replica.local(Command::Move { heap: 1, take: 1 }).unwrap();
    quietly(&mut replica, &["position 1 2", "row 1 0", "row 2 1"]);
    quietly(
        &mut replica,
        &["move 2 2 1", "position 2 2", "row 1 0", "row 2 0"],
    );
    assert_eq!(replica.winner(), None);
    let mut wrong = Replica::new(Code::new(7).unwrap()).0;
    quietly(&mut wrong, &start);
    wrong.local(Command::Move { heap: 1, take: 1 }).unwrap();
    quietly(&mut wrong, &["position 1 2", "row 1 0", "row 2 1"]);
    quietly(
        &mut wrong,
        &["move 2 2 1", "position 2 2", "row 1 0", "row 2 0"],
    );
    refused_with(&mut wrong, "over join", Fault::Drift);
    quietly(&mut replica, &["over host"]);
    assert_eq!(replica.winner(), Some(Role::Host));
    assert_eq!(replica.local(Command::Undo), Err(LocalError::NoUndo));
    let next = replica.local(Command::NextGame).unwrap();
    assert_eq!(next.send, vec![Message::Next]);
    quietly(&mut replica, &start[1..]);
    assert_eq!(replica.snapshot(), Some(vec![vec![1], vec![1]]));
    assert_eq!(replica.winner(), None);
}

#[test]
fn the_host_leaving_or_lost_closes_without_a_line() {
    let mut replica = joined("host");
    assert_eq!(
        replica.heard(line("bye signal")),
        Reply::closed(Closed::Bye(Bye::Signal))
    );
    let mut replica = joined("host");
    assert_eq!(replica.heard(Heard::End), Reply::closed(Closed::Lost));
    assert_eq!(
        replica.heard(line("move 1 1 1")),
        Reply::closed(Closed::Lost)
    );
    let mut replica = joined("join");
    let bye = replica.local(Command::Quit).unwrap();
    assert_eq!(bye.send, vec![Message::Bye(Bye::Quit)]);
}

/// The host chose the game once: a next game on the other kind of table
/// (which the joiner's screen could not show) is refused.
#[test]
fn a_next_game_on_another_table_is_refused() {
    let (mut replica, _) = Replica::new(Code::new(7).unwrap());
    let first = ["nim 1 welcome", "game rows", "layout 1 1", "misere no"];
    quietly(&mut replica, &first);
    quietly(&mut replica, &["first host", "start"]);
    quietly(
        &mut replica,
        &["move 1 1 1", "position 1 2", "row 1 0", "row 2 1"],
    );
    replica.local(Command::Move { heap: 2, take: 1 }).unwrap();
    quietly(
        &mut replica,
        &["position 2 2", "row 1 0", "row 2 0", "over join"],
    );
    assert_eq!(replica.winner(), Some(Role::Joiner));
    let next = replica.local(Command::NextGame).unwrap();
    assert_eq!(next.send, vec![Message::Next]);
    let board = [
        "game board",
        "deal 0 7 0 7 0 7 0 7 0 7 0 7 0 7 0 7",
        "misere no",
    ];
    quietly(&mut replica, &board);
    quietly(&mut replica, &["first host"]);
    refused_with(&mut replica, "start", Fault::Malformed);
}
