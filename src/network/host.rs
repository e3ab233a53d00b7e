//! The host's door: a listening socket, and the gate every newcomer passes
//! one at a time. A greeting that is wrong, late or not a greeting at all
//! gets its one line and a closed connection, and the host goes on
//! waiting; after too many wrong codes a new code is drawn and shown.

use std::io;
use std::net::{SocketAddr, TcpListener};
use std::time::Instant;

use crate::net::protocol::Code;
use crate::net::referee::{Admission, Gate};

use super::link::{GREETING_WAIT, Lines, Link, no_deadline, read_heard};

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
    /// reader with no deadline left. `draw` gives a new code when the old
    /// one has taken its last wrong guess; `shown` shows it.
    pub fn admit(
        &mut self,
        mut draw: impl FnMut() -> Code,
        mut shown: impl FnMut(Code) -> io::Result<()>,
    ) -> io::Result<(Link, Lines)> {
        let mut buffer = Vec::new();
        loop {
            let stream = match self.listener.accept() {
                Ok((stream, _)) => stream,
                Err(error) if passing(&error) => continue,
                Err(error) => return Err(error),
            };
            let deadline = Instant::now() + GREETING_WAIT;
            let Ok((mut link, mut lines)) = Link::open(stream, Some(deadline)) else {
                continue;
            };
            match self.gate.greet(read_heard(&mut lines, &mut buffer)) {
                Admission::Welcome(welcome) => {
                    if link.send(&[welcome]).is_ok() {
                        no_deadline(&mut lines);
                        return Ok((link, lines));
                    }
                }
                Admission::Turned { send, renew } => {
                    if let Some(line) = send {
                        let _ = link.send(&[line]);
                    }
                    link.close();
                    if renew {
                        self.gate.renew(draw());
                        shown(self.gate.code())?;
                    }
                }
            }
        }
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
