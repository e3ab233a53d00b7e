//! The host's door: a listening socket, and every newcomer greeted on a
//! thread of its own, so none keeps another waiting. A greeting that is
//! wrong, late or not a greeting at all gets its one line and a closed
//! connection, and the host goes on waiting, with the code it gave out;
//! guesses are rationed ([`limits`]); once a player is in, whoever comes
//! next is told at once that a game is on.

mod door;
mod greeter;
pub mod limits;

use std::io::{self, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::mpsc::{self, Sender};
use std::time::Duration;

use crate::game::net::protocol::{Code, Message, Refusal};
use crate::game::net::referee::Gate;

use door::{Door, Entry};
use greeter::{Admitted, greet};

use super::link::{Lines, Link};

/// A socket listening for the one player, and the code it must bring.
#[derive(Debug)]
pub struct Listening {
    listener: TcpListener,
    gate: Gate,
}

impl Listening {
    /// Listens at `address` (port 0: one the system picks).
    pub fn bind(address: SocketAddr, code: Code) -> io::Result<Listening> {
        Ok(Listening {
            listener: TcpListener::bind(address)?,
            gate: Gate::new(code),
        })
    }

    /// Where the joiner connects: the port the system picked included.
    pub fn address(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    pub fn code(&self) -> Code {
        self.gate.code()
    }

    /// Waits for the right player and welcomes them: the connection, its
    /// reader with no deadline left. The door stays open on a thread of
    /// its own for as long as the program runs, telling later newcomers
    /// `refused busy`.
    pub fn admit(self) -> io::Result<(Link, Lines)> {
        let (to, admitted) = mpsc::channel();
        let Listening { listener, gate } = self;
        let door = to.clone();
        std::thread::spawn(move || {
            let error = open_door(&listener, gate, &door);
            // Nobody listens once a player is in.
            let _ = door.send(Err(error));
        });
        drop(to);
        admitted
            .recv()
            .unwrap_or_else(|_| Err(io::ErrorKind::BrokenPipe.into()))
    }
}

/// Accepts every newcomer at once and hands it to a greeter, or answers
/// it at once; returns only when the listener fails for good.
fn open_door(listener: &TcpListener, gate: Gate, to: &Sender<io::Result<Admitted>>) -> io::Error {
    let door = Arc::new(Door::new());
    let mut closed = Vec::new();
    loop {
        let (stream, peer) = match listener.accept() {
            Ok(accepted) => accepted,
            Err(error) if passing(&error) => continue,
            Err(error) if exhausted(&error) => {
                // Out of sockets or memory for now: the greeters in flight
                // end within seconds and give theirs back.
                std::thread::sleep(Duration::from_millis(100));
                continue;
            }
            Err(error) => return error,
        };
        let entry = match stream.try_clone() {
            Ok(clone) => door.knock(peer.ip(), clone, &mut closed),
            Err(_) => Entry::Crowded,
        };
        for crowded_out in closed.drain(..) {
            refuse(crowded_out, Refusal::Crowded);
        }
        match entry {
            Entry::Busy => refuse(stream, Refusal::Busy),
            Entry::Crowded => refuse(stream, Refusal::Crowded),
            Entry::Greet(id) => {
                let (shared, to) = (Arc::clone(&door), to.clone());
                let spawned = std::thread::Builder::new()
                    .name("nim-greeter".into())
                    .spawn(move || greet(shared, gate, id, stream, to));
                if spawned.is_err() {
                    // No thread: the newcomer's socket closed with it.
                    door.leave(id);
                }
            }
        }
    }
}

/// Tells a newcomer at once why it is not greeted, and closes. A fresh
/// socket's buffers take the short line, in one write, without waiting.
fn refuse(mut stream: TcpStream, why: Refusal) {
    let _ = stream.set_nonblocking(true);
    let _ = stream.write_all(format!("{}\n", Message::Refused(why)).as_bytes());
    let _ = stream.shutdown(Shutdown::Both);
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
fn exhausted(error: &io::Error) -> bool {
    use nix::libc::{EMFILE, ENFILE, ENOBUFS, ENOMEM};
    matches!(
        error.raw_os_error(),
        Some(EMFILE | ENFILE | ENOBUFS | ENOMEM)
    )
}

#[cfg(test)]
mod tests;
