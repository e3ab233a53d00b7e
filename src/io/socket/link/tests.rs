//! The connection over a real loopback socket: lines whole, a line past
//! the limit refused without reading on, a trickling sender cut off at the
//! deadline, and the reader thread handing on every line and then the end.

use std::io::{self, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::game::net::protocol::{Fault, WireMove};
use crate::io::socket::link::*;

/// A connected pair: the far end as a raw socket, the near end opened.
fn pair(deadline: Option<Instant>) -> (TcpStream, Link, Lines) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let far = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
    let (near, _) = listener.accept().unwrap();
    let (link, lines) = Link::open(near, deadline).unwrap();
    (far, link, lines)
}

#[test]
fn lines_are_read_whole_and_bounded() {
    let (mut far, _link, mut lines) = pair(None);
    let long = format!("layout {}\n", "1 ".repeat(200));
    far.write_all(b"move 1 2 3\r\nnext\n").unwrap();
    far.write_all(long.as_bytes()).unwrap();
    let mut buffer = Vec::new();
    let step = WireMove {
        row: 2,
        count: 3,
        at: None,
    };
    assert_eq!(
        read_heard(&mut lines, &mut buffer),
        Heard::Line(Ok(Message::Move { ply: 1, step }))
    );
    assert_eq!(
        read_heard(&mut lines, &mut buffer),
        Heard::Line(Ok(Message::Next))
    );
    assert_eq!(
        read_heard(&mut lines, &mut buffer),
        Heard::Line(Err(LineError::Long))
    );
    drop(far);
}

#[test]
fn a_trickling_sender_meets_the_deadline() {
    let deadline = Instant::now() + Duration::from_millis(300);
    let (mut far, _link, mut lines) = pair(Some(deadline));
    let writer = std::thread::spawn(move || {
        for byte in b"nim 1 join 0000" {
            if far.write_all(&[*byte]).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(Duration::from_millis(500));
    });
    let mut buffer = Vec::new();
    assert_eq!(read_heard(&mut lines, &mut buffer), Heard::Timeout);
    assert!(Instant::now() >= deadline);
    writer.join().unwrap();
}

#[test]
fn the_reader_hands_on_every_line_then_the_end() {
    let (mut far, mut link, lines) = pair(None);
    let (to, from) = mpsc::sync_channel(QUEUE);
    spawn_reader(lines, to, |heard| heard);
    far.write_all(b"next\nerror drift\n").unwrap();
    drop(far);
    assert_eq!(from.recv().unwrap(), Heard::Line(Ok(Message::Next)));
    assert_eq!(
        from.recv().unwrap(),
        Heard::Line(Ok(Message::Error(Fault::Drift)))
    );
    assert_eq!(from.recv().unwrap(), Heard::End);
    assert!(from.recv().is_err(), "the thread ended");
    // Writing to a peer that left fails, sooner or later, never hangs.
    let sent = (0..100)
        .map(|_| link.send(&[Message::Next]))
        .find(Result::is_err);
    assert!(sent.is_some());
}

#[test]
fn a_bad_byte_stops_the_reader() {
    let (mut far, _link, lines) = pair(None);
    let (to, from) = mpsc::sync_channel(QUEUE);
    spawn_reader(lines, to, |heard| heard);
    far.write_all(b"next\x1b[2J\nnext\n").unwrap();
    assert_eq!(
        from.recv().unwrap(),
        Heard::Line(Err(LineError::Byte(0x1b)))
    );
    assert!(from.recv().is_err(), "nothing read after it");
}

/// The system's `ETIMEDOUT` (keepalive or the user timeout found the peer
/// gone) is the connection lost, told `closed: lost`; only the game's own
/// deadline is the peer's silence (`error slow`). A reset is lost too.
#[test]
fn a_vanished_peer_is_lost_and_only_the_deadline_is_slow() {
    let gone = io::Error::from_raw_os_error(nix::libc::ETIMEDOUT);
    assert_eq!(gone.kind(), io::ErrorKind::TimedOut);
    assert_eq!(heard_of(&gone), Heard::End);
    let reset = io::Error::from(io::ErrorKind::ConnectionReset);
    assert_eq!(heard_of(&reset), Heard::End);
    assert_eq!(heard_of(&deadline_passed()), Heard::Timeout);
    // The read timeout's own EAGAIN is the deadline, never the peer.
    let again = io::Error::from_raw_os_error(nix::libc::EAGAIN);
    assert!(ran_out(&again));
    assert!(!ran_out(&gone));
}

/// The whole way to the exit status, for both sides' machines: the
/// system's verdict ends the game as `closed: lost`, status 0 (as the
/// reference's exit statuses say, docs/REFERENCE.md), where it was
/// `fault slow`, status 1; the deadline alone is `fault slow`.
#[test]
fn a_vanished_peer_ends_the_game_as_lost_with_status_0() {
    use crate::game::net::exchange::Closed;
    use crate::game::net::fixture::joined;
    use crate::game::net::peer::Finish;
    use crate::game::net::protocol::Code;
    use crate::game::net::replica::Replica;

    let gone = io::Error::from_raw_os_error(nix::libc::ETIMEDOUT);
    let (mut referee, mut replica) = joined(vec![3, 4, 5]);
    let (mut greeting, _) = Replica::new(Code::new(1).unwrap());
    for closed in [
        referee.heard(heard_of(&gone)).closed,
        replica.heard(heard_of(&gone)).closed,
        greeting.heard(heard_of(&gone)).closed,
    ] {
        assert_eq!(closed, Some(Closed::Lost));
        assert_eq!(Finish::Closed(Closed::Lost).status(), 0);
    }
    let (mut greeting, _) = Replica::new(Code::new(1).unwrap());
    let slow = greeting.heard(heard_of(&deadline_passed())).closed;
    assert_eq!(slow, Some(Closed::Fault(Fault::Slow)));
    assert_eq!(Finish::Closed(Closed::Fault(Fault::Slow)).status(), 1);
}

/// The greeting's deadline, met by a silent peer over a real socket, is
/// told as the deadline (read back through the whole reader).
#[test]
fn a_silent_peer_meets_the_deadline_not_the_end() {
    let deadline = Instant::now() + Duration::from_millis(100);
    let (_far, _link, mut lines) = pair(Some(deadline));
    let mut buffer = Vec::new();
    assert_eq!(read_heard(&mut lines, &mut buffer), Heard::Timeout);
}

/// Both sides' sockets probe a silent peer and bound unacknowledged data
/// to the same two minutes: the options read back as set.
#[test]
fn keepalive_and_the_user_timeout_are_set() {
    use nix::sys::socket::{getsockopt, sockopt};
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let far = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
    let (near, _) = listener.accept().unwrap();
    for stream in [near, far] {
        let (link, _lines) = Link::open(stream, None).unwrap();
        let socket = &link.stream;
        assert!(getsockopt(socket, sockopt::KeepAlive).unwrap());
        assert_eq!(getsockopt(socket, sockopt::TcpKeepIdle).unwrap(), 60);
        assert_eq!(getsockopt(socket, sockopt::TcpKeepInterval).unwrap(), 10);
        assert_eq!(getsockopt(socket, sockopt::TcpKeepCount).unwrap(), 5);
        let millis = getsockopt(socket, sockopt::TcpUserTimeout).unwrap();
        assert_eq!(millis, 110_000);
        assert_eq!(Duration::from_millis(millis.into()), GONE_AFTER);
    }
}
