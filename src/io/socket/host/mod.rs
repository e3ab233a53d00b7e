//! The host's door: a listening socket, every newcomer watched by one
//! thread until it speaks ([`accept`]), then greeted on a thread of its
//! own, so none keeps another waiting. A greeting that is
//! wrong, late or not a greeting at all gets its one line and a closed
//! connection, and the host goes on waiting, with the code it gave out;
//! guesses are rationed ([`limits`]), and who goes first is decided by
//! what each source did (`door`, `records`); the host hears of a siege
//! as it goes; once a player is in, whoever comes next is told at once
//! that a game is on.

mod accept;
mod door;
mod greeter;
mod hold;
pub mod limits;
mod records;

use std::io;
use std::net::{SocketAddr, TcpListener};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crate::game::net::protocol::Code;
use crate::game::net::referee::Gate;

use accept::open_door;
use door::Door;
pub use door::Siege;
use greeter::{Admitted, Porch};
use hold::Hold;

use super::link::{Lines, Link};

/// How often at most the host is told how the siege goes: the first news
/// at once, then at most one line of it in this long.
pub const SIEGE_EVERY: Duration = Duration::from_secs(5);

/// What the door's threads tell the waiting host.
#[derive(Debug)]
pub(super) enum Event {
    /// The player with the code is in (or the door failed for good).
    Admitted(io::Result<Admitted>),
    /// Wrong codes came, or newcomers were turned away: the counts changed.
    Stirred,
}

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
    /// reader with no deadline left. Meanwhile `siege` hears of wrong codes
    /// and newcomers turned away, at once and then at most every
    /// [`SIEGE_EVERY`]; while nothing happens the host sleeps. The door
    /// stays open on a thread of its own for as long as the program runs,
    /// telling later newcomers `refused busy`.
    pub fn admit(self, mut siege: impl FnMut(Siege)) -> io::Result<(Link, Lines)> {
        let (to, events) = mpsc::channel();
        let Listening { listener, gate } = self;
        let porch = Porch {
            door: Arc::new(Door::new(to.clone())),
            hold: Hold::start(),
            host: to,
        };
        let door = Arc::clone(&porch.door);
        std::thread::spawn(move || {
            let error = open_door(&listener, gate, &porch);
            // Nobody listens once a player is in.
            let _ = porch.host.send(Event::Admitted(Err(error)));
        });
        wait_for_the_player(&events, || siege(door.siege()))
    }
}

/// Waits for the player let in, telling the host of the siege as it
/// changes (`news`): at once, then not again within [`SIEGE_EVERY`],
/// and then the counts as they are.
fn wait_for_the_player(events: &Receiver<Event>, mut news: impl FnMut()) -> io::Result<Admitted> {
    let mut quiet_until = Instant::now();
    let mut untold = false;
    loop {
        let event = if untold {
            let left = quiet_until.saturating_duration_since(Instant::now());
            events.recv_timeout(left)
        } else {
            events.recv().map_err(|_| RecvTimeoutError::Disconnected)
        };
        match event {
            Ok(Event::Admitted(admitted)) => return admitted,
            Ok(Event::Stirred) => untold = true,
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return Err(io::ErrorKind::BrokenPipe.into()),
        }
        let now = Instant::now();
        if untold && now >= quiet_until {
            news();
            untold = false;
            quiet_until = now + SIEGE_EVERY;
        }
    }
}

#[cfg(test)]
mod tests;
