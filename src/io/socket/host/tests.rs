//! The door over real loopback sockets: a joiner that gave up is not let
//! in, silent or closed newcomers make room for one that speaks (read yet
//! or not), greetings from a guessing source make room for one from
//! another, and the counts of newcomers stay within their limits.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use std::net::IpAddr;

use super::door::{Door, Entry};
use super::greeter::{Porch, greet};
use super::hold::Hold;
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

/// A door whose news nobody reads.
fn door() -> Door {
    Door::new(mpsc::channel().0)
}

/// The `n`-th address of a network of 65,536.
fn address(network: [u8; 2], n: usize) -> IpAddr {
    IpAddr::from([network[0], network[1], (n / 256) as u8, (n % 256) as u8])
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
    let (to, events) = mpsc::channel();
    let door = Arc::new(Door::new(to.clone()));
    let (mut far, near) = pair();
    far.write_all(format!("nim 1 join {CODE}\n").as_bytes())
        .unwrap();
    drop(far);
    let mut closed = Vec::new();
    let Entry::Greet(id) = door.knock(
        near.peer_addr().unwrap().ip(),
        near.try_clone().unwrap(),
        &mut closed,
    ) else {
        panic!("room at the door");
    };
    let gate = Gate::new(Code::new(CODE).unwrap());
    let porch = Porch {
        door: Arc::clone(&door),
        hold: Hold::start(),
        host: to,
    };
    let deadline = Instant::now() + crate::io::socket::link::GREETING_WAIT;
    greet(porch, gate, id, near, deadline);
    assert!(
        !matches!(events.try_recv(), Ok(Event::Admitted(_))),
        "nobody let in"
    );
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
    let door = door();
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
    assert!(door.heard(ids[0], true));
    let (_far, near) = pair();
    let entry = door.knock(near.peer_addr().unwrap().ip(), near, &mut closed);
    assert!(matches!(entry, Entry::Greet(_)));
    assert_eq!(closed.len(), 1);
    assert!(!door.heard(ids[1], true), "the second made room");
    assert!(door.heard(ids[2], true));
    // Once every one has said its line, there is no room to make.
    for &id in &ids[3..] {
        assert!(door.heard(id, true));
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
    let door = door();
    let mut closed = Vec::new();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let _far = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
    let (near, _) = listener.accept().unwrap();
    let mut greeted = 0;
    for n in 0..IN_ALL + 5 {
        let ip = address([10, 0], n);
        match door.knock(ip, near.try_clone().unwrap(), &mut closed) {
            Entry::Greet(id) => {
                greeted += 1;
                assert!(door.heard(id, true));
            }
            Entry::Crowded => {}
            Entry::Busy => panic!("no game on"),
        }
    }
    assert_eq!(greeted, IN_ALL);
    assert!(closed.is_empty());
}

/// A door full of newcomers from as many addresses: the first has sent
/// its greeting, which its greeter has not read yet; then one more sends
/// nothing and closes, and the rest stay silent. Newcomers from further
/// addresses make room: the closed one first, then the oldest silent
/// ones, never the one that spoke (before, it was the oldest not yet
/// heard, and was closed first: §10's race).
#[test]
fn a_greeting_not_read_yet_is_never_taken_for_silence() {
    let door = door();
    let mut closed = Vec::new();
    let mut far_ends = Vec::new();
    let mut ids = Vec::new();
    let mut gone = None;
    for n in 0..IN_ALL {
        let (mut far, near) = pair();
        if n == 0 {
            far.write_all(format!("nim 1 join {CODE}\n").as_bytes())
                .unwrap();
        }
        if n == 5 {
            gone = Some(near.try_clone().unwrap());
        }
        let Entry::Greet(id) = door.knock(address([10, 1], n), near, &mut closed) else {
            panic!("room at the door");
        };
        ids.push(id);
        far_ends.push(far);
    }
    let spoke = ids[0];
    drop(far_ends.remove(5));
    // The end of its stream has reached this side.
    let gone = gone.unwrap();
    gone.set_nonblocking(true).unwrap();
    until(|| matches!(gone.peek(&mut [0]), Ok(0)));
    let mut knock = |n: usize, closed: &mut Vec<TcpStream>| {
        let (far, near) = pair();
        far_ends.push(far);
        door.knock(address([10, 2], n), near, closed)
    };
    assert!(matches!(knock(0, &mut closed), Entry::Greet(_)));
    assert_eq!(closed.len(), 1);
    assert!(!door.heard(ids[5], true), "the closed one made room first");
    for n in 1..=IN_ALL {
        closed.clear();
        assert!(matches!(knock(n, &mut closed), Entry::Greet(_)), "{n}");
        assert_eq!(closed.len(), 1);
    }
    assert!(
        door.heard(spoke, true),
        "the one that spoke keeps its place"
    );
    for &id in &ids[1..] {
        assert!(!door.heard(id, true), "the silent ones made room");
    }
}

/// A door full of greetings waiting for their turn, four from each of
/// eight addresses: one from a ninth address is let in, and the place is
/// taken from an address that holds four; once those addresses have sent
/// wrong codes, a newcomer from a tenth takes a place from the worst of
/// them, and the guessing addresses themselves are turned away as they
/// knock (paused), which the siege counts.
#[test]
fn greetings_from_guessing_sources_make_room_for_another() {
    let (to, events) = mpsc::channel();
    let door = Door::new(to);
    let mut closed = Vec::new();
    let mut far_ends = Vec::new();
    let mut by_source: Vec<Vec<u64>> = vec![Vec::new(); 8];
    let mut knock = |ip: IpAddr, closed: &mut Vec<TcpStream>| {
        let (far, near) = pair();
        far_ends.push(far);
        door.knock(ip, near, closed)
    };
    for (s, ids) in by_source.iter_mut().enumerate() {
        for _ in 0..PER_SOURCE {
            let Entry::Greet(id) = knock(address([10, 4], s), &mut closed) else {
                panic!("room at the door");
            };
            assert!(door.heard(id, true));
            ids.push(id);
        }
    }
    // A ninth address, holding nothing, against eight holding four each.
    let Entry::Greet(ninth) = knock(address([10, 5], 0), &mut closed) else {
        panic!("room made");
    };
    assert!(door.heard(ninth, true));
    assert_eq!(closed.len(), 1);
    // One wrong code from each of the first two addresses: they stand
    // worse than anyone, the second the worst.
    door.wrong(by_source[0][0]);
    door.wrong(by_source[1][0]);
    door.wrong(by_source[1][1]);
    let victims = by_source[1].clone();
    closed.clear();
    let entry = knock(address([10, 6], 0), &mut closed);
    assert!(matches!(entry, Entry::Greet(_)), "{entry:?}");
    assert_eq!(closed.len(), 1);
    let gone: Vec<u64> = victims
        .iter()
        .copied()
        .filter(|&id| !door.heard(id, true))
        .collect();
    assert_eq!(gone, [victims[3]], "the newest of the worst");
    // A guessing address, paused, is turned away as it knocks.
    closed.clear();
    let entry = knock(address([10, 4], 1), &mut closed);
    assert!(matches!(entry, Entry::Crowded), "{entry:?}");
    assert!(closed.is_empty());
    let siege = door.siege();
    assert_eq!(
        siege,
        Siege {
            wrong: 3,
            crowded: 3
        }
    );
    assert!(matches!(events.try_recv(), Ok(Event::Stirred)));
}

/// A whole door: a raw joiner with the right code is welcomed, and the
/// next newcomer, even with the right code, is told at once that a game is
/// on.
#[test]
fn once_a_player_is_in_the_next_is_told_busy() {
    let code = Code::new(CODE).unwrap();
    let door = Listening::bind("127.0.0.1:0".parse().unwrap(), code).unwrap();
    let address = door.address().unwrap();
    let waiting = std::thread::spawn(move || door.admit(|_| {}).map(|_| ()));
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
