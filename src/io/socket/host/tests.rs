//! The door over real loopback sockets: a joiner that gave up is not let
//! in, silent newcomers make room for one that speaks, and the counts of
//! newcomers stay within their limits.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::door::{Door, Entry};
use super::limits::{IN_ALL, PER_SOURCE};
use crate::io::socket::host::*;

const CODE: u64 = 123_456_789_012;

/// A connected pair: the far end, and the near end as the door took it.
fn pair() -> (TcpStream, TcpStream) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let far = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
    let (near, _) = listener.accept().unwrap();
    (far, near)
}

/// Waits, with patience, until `done`; never a fixed sleep.
fn until(mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done() {
        assert!(Instant::now() < deadline, "waited 30 s");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The joiner sent the right code and gave up before the answer: the
/// door looks before it welcomes, and stays open for the next one.
#[test]
fn a_joiner_that_gave_up_is_not_let_in() {
    let door = Arc::new(Door::new());
    let (mut far, near) = pair();
    far.write_all(format!("nim 1 join {CODE}\n").as_bytes())
        .unwrap();
    drop(far);
    let (to, admitted) = mpsc::channel();
    let mut closed = Vec::new();
    let Entry::Greet(id) = door.knock(
        near.peer_addr().unwrap().ip(),
        near.try_clone().unwrap(),
        &mut closed,
    ) else {
        panic!("room at the door");
    };
    let gate = Gate::new(Code::new(CODE).unwrap());
    greet(Arc::clone(&door), gate, id, near, to);
    assert!(admitted.try_recv().is_err(), "nobody let in");
    // The door was not taken: the next one with the code may take it.
    let (_far, near) = pair();
    let Entry::Greet(next) = door.knock(near.peer_addr().unwrap().ip(), near, &mut closed) else {
        panic!("room at the door");
    };
    assert!(door.take(next));
}

/// The check itself: a peer that only sent its line is there; one that
/// closed its socket is not.
#[test]
fn still_there_tells_an_open_peer_from_a_closed_one() {
    let (mut far, near) = pair();
    let (link, mut lines) = Link::open(near, None).unwrap();
    far.write_all(b"nim 1 join 123456789012\n").unwrap();
    crate::io::socket::link::read_heard(&mut lines, &mut Vec::new());
    assert!(link.still_there());
    drop(far);
    until(|| !link.still_there());
}

/// More silent newcomers from one address than the door greets at once:
/// the oldest silent one is told `refused crowded` and closed, and each
/// newcomer gets a place; one that said its line keeps it.
#[test]
fn silent_newcomers_make_room_for_the_next() {
    let door = Door::new();
    let mut silent = Vec::new();
    let mut closed = Vec::new();
    let mut ids = Vec::new();
    for _ in 0..PER_SOURCE {
        let (far, near) = pair();
        let ip = near.peer_addr().unwrap().ip();
        let Entry::Greet(id) = door.knock(ip, near, &mut closed) else {
            panic!("room");
        };
        ids.push(id);
        silent.push(far);
    }
    assert!(closed.is_empty());
    // The first has said its line: the second is the oldest silent one.
    assert!(door.heard(ids[0]));
    let (_far, near) = pair();
    let entry = door.knock(near.peer_addr().unwrap().ip(), near, &mut closed);
    assert!(matches!(entry, Entry::Greet(_)));
    assert_eq!(closed.len(), 1);
    assert!(!door.heard(ids[1]), "the second made room");
    assert!(door.heard(ids[2]));
    // Once every one has said its line, there is no room to make.
    for &id in &ids[3..] {
        assert!(door.heard(id));
    }
    let mut more = Vec::new();
    let (_far, near) = pair();
    let crowded = door.knock(near.peer_addr().unwrap().ip(), near, &mut more);
    assert!(matches!(crowded, Entry::Greet(_)), "the newest was silent");
    assert_eq!(more.len(), 1);
    let _ = silent;
}

/// Newcomers from many addresses: never more than [`IN_ALL`] at once.
#[test]
fn the_door_greets_at_most_in_all() {
    let door = Door::new();
    let mut closed = Vec::new();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let _far = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
    let (near, _) = listener.accept().unwrap();
    let mut greeted = 0;
    for n in 0..IN_ALL + 5 {
        let ip = std::net::IpAddr::from([10, 0, (n / 256) as u8, (n % 256) as u8]);
        match door.knock(ip, near.try_clone().unwrap(), &mut closed) {
            Entry::Greet(id) => {
                greeted += 1;
                assert!(door.heard(id));
            }
            Entry::Crowded => {}
            Entry::Busy => panic!("no game on"),
        }
    }
    assert_eq!(greeted, IN_ALL);
    assert!(closed.is_empty());
}

/// A whole door: a raw joiner with the right code is welcomed, and the
/// next newcomer, even with the right code, is told at once that a game is
/// on.
#[test]
fn once_a_player_is_in_the_next_is_told_busy() {
    let code = Code::new(CODE).unwrap();
    let door = Listening::bind("127.0.0.1:0".parse().unwrap(), code).unwrap();
    let address = door.address().unwrap();
    let waiting = std::thread::spawn(move || door.admit().map(|_| ()));
    let greet = |stream: &mut TcpStream| {
        stream
            .write_all(format!("nim 1 join {CODE}\n").as_bytes())
            .unwrap();
        let mut line = String::new();
        BufReader::new(stream.try_clone().unwrap())
            .read_line(&mut line)
            .unwrap();
        line
    };
    let mut first = TcpStream::connect(address).unwrap();
    assert_eq!(greet(&mut first), "nim 1 welcome\n");
    waiting.join().unwrap().unwrap();
    let mut second = TcpStream::connect(address).unwrap();
    assert_eq!(greet(&mut second), "refused busy\n");
}
