//! The door's one accepting thread: every newcomer accepted at once and
//! knocked at the door, and, until it says something, kept in a waiting
//! room that one `poll` watches with the listener. A newcomer gets a
//! greeter thread of its own only once bytes came (or its ten seconds for
//! its greeting ran out); one that closes without a word is let go with
//! no thread at all, so a flood of sockets that connect and close costs
//! the host an accept and a look each, and while nothing happens the
//! thread sleeps in `poll` without a timed wake-up.

use std::io;
use std::net::{TcpListener, TcpStream};
use std::time::{Duration, Instant};

use crate::game::net::protocol::{Message, Refusal};
use crate::game::net::referee::Gate;

use super::door::{Entry, Sound, sound};
use super::greeter::{Porch, greet};
use super::hold::refuse;
use super::limits::CROWDED_WAIT;
use crate::io::socket::link::GREETING_WAIT;

/// A newcomer that has said nothing yet, and when its time runs out.
#[derive(Debug)]
struct Unread {
    id: u64,
    stream: TcpStream,
    deadline: Instant,
}

/// Accepts every newcomer and answers it, or greets it once it speaks;
/// returns only when the listener fails for good.
pub fn open_door(listener: &TcpListener, gate: Gate, porch: &Porch) -> io::Error {
    if let Err(error) = listener.set_nonblocking(true) {
        return error;
    }
    let mut room: Vec<Unread> = Vec::new();
    loop {
        let (listener_ready, stirred) = match wait(listener, &room) {
            Ok(ready) => ready,
            Err(error) => return error,
        };
        let now = Instant::now();
        // Those that spoke, closed or ran out of time leave the room: the
        // ones that stayed silent stay, in the order they came.
        let mut staying = Vec::with_capacity(room.len());
        for (unread, stirred) in room.into_iter().zip(stirred) {
            if stirred && sound(&unread.stream) == Sound::Closed {
                porch.door.leave(unread.id);
            } else if stirred || now >= unread.deadline {
                if porch.door.known(unread.id) {
                    start_greeter(porch, gate, unread);
                }
            } else {
                staying.push(unread);
            }
        }
        room = staying;
        if listener_ready && let Err(error) = accept_all(listener, porch, gate, &mut room) {
            return error;
        }
    }
}

/// Waits until the listener has a newcomer, one in the room stirs, or the
/// first deadline in the room passes: whether the listener is ready, and
/// which in the room stirred.
#[cfg(unix)]
fn wait(listener: &TcpListener, room: &[Unread]) -> io::Result<(bool, Vec<bool>)> {
    use nix::errno::Errno;
    use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
    use std::os::fd::AsFd;

    let mut fds = Vec::with_capacity(room.len() + 1);
    fds.push(PollFd::new(listener.as_fd(), PollFlags::POLLIN));
    fds.extend(
        room.iter()
            .map(|unread| PollFd::new(unread.stream.as_fd(), PollFlags::POLLIN)),
    );
    let timeout = match room.iter().map(|unread| unread.deadline).min() {
        // Rounded up, so the wake comes after the deadline, not just before.
        Some(first) => {
            let left = first.saturating_duration_since(Instant::now()) + Duration::from_millis(1);
            PollTimeout::from(u16::try_from(left.as_millis()).unwrap_or(u16::MAX))
        }
        None => PollTimeout::NONE,
    };
    match poll(&mut fds, timeout) {
        Ok(_) | Err(Errno::EINTR) => {}
        Err(errno) => return Err(errno.into()),
    }
    // Flags the system does not name are news too.
    let stirred = |fd: &PollFd| fd.any().unwrap_or(true);
    Ok((stirred(&fds[0]), fds[1..].iter().map(stirred).collect()))
}

/// Without `poll`: every newcomer to its greeter at once (the room stays
/// empty), the listener waited for in `accept`.
#[cfg(not(unix))]
fn wait(listener: &TcpListener, _: &[Unread]) -> io::Result<(bool, Vec<bool>)> {
    listener.set_nonblocking(false)?;
    Ok((true, Vec::new()))
}

/// Accepts every newcomer waiting, and answers each or seats it.
fn accept_all(
    listener: &TcpListener,
    porch: &Porch,
    gate: Gate,
    room: &mut Vec<Unread>,
) -> io::Result<()> {
    let mut closed = Vec::new();
    let crowded = Message::Refused(Refusal::Crowded);
    loop {
        let (stream, peer) = match listener.accept() {
            Ok(accepted) => accepted,
            Err(error) if error.kind() == io::ErrorKind::WouldBlock => return Ok(()),
            Err(error) if passing(&error) => continue,
            Err(error) if exhausted(&error) => {
                // Out of sockets or memory for now: the greeters in flight
                // end within seconds and give theirs back.
                std::thread::sleep(Duration::from_millis(100));
                return Ok(());
            }
            Err(error) => return Err(error),
        };
        let deadline = Instant::now() + GREETING_WAIT;
        let entry = match (stream.set_nonblocking(false), stream.try_clone()) {
            (Ok(()), Ok(clone)) => porch.door.knock(peer.ip(), clone, &mut closed),
            _ => Entry::Crowded,
        };
        for crowded_out in closed.drain(..) {
            refuse(crowded_out, &crowded);
        }
        match entry {
            Entry::Busy => refuse(stream, &Message::Refused(Refusal::Busy)),
            Entry::Crowded => {
                let due = Instant::now() + CROWDED_WAIT;
                porch.hold.refuse(stream, crowded.clone(), due);
            }
            Entry::Greet(id) => {
                let unread = Unread {
                    id,
                    stream,
                    deadline,
                };
                match sound(&unread.stream) {
                    Sound::Silent if cfg!(unix) => room.push(unread),
                    // Gone before a word: no greeter needed.
                    Sound::Closed => porch.door.leave(id),
                    Sound::Silent | Sound::Spoken => start_greeter(porch, gate, unread),
                }
            }
        }
    }
}

/// A greeter for a newcomer that spoke (or closed, or ran out of time).
fn start_greeter(porch: &Porch, gate: Gate, unread: Unread) {
    let Unread {
        id,
        stream,
        deadline,
    } = unread;
    let greeter = porch.clone();
    let spawned = std::thread::Builder::new()
        .name("nim-greeter".into())
        .spawn(move || greet(greeter, gate, id, stream, deadline));
    if spawned.is_err() {
        // No thread: the newcomer's socket closed with it.
        porch.door.leave(id);
    }
}

/// An accept that failed for the newcomer's sake, not the listener's.
fn passing(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::Interrupted
    )
}

/// An accept that failed for want of sockets or memory, which newcomers
/// leaving give back.
#[cfg(unix)]
fn exhausted(error: &io::Error) -> bool {
    use nix::libc::{EMFILE, ENFILE, ENOBUFS, ENOMEM};
    matches!(
        error.raw_os_error(),
        Some(EMFILE | ENFILE | ENOBUFS | ENOMEM)
    )
}

#[cfg(not(unix))]
fn exhausted(_: &io::Error) -> bool {
    false
}
