//! The joiner's way in: a connection within ten seconds, the greeting, and
//! the host's welcome and first game read within ten seconds of sending it.
//! The host answers a greeting within five seconds of reading it (its
//! `ANSWER_WAIT`), so its welcome comes while the joiner still waits. A
//! host that refuses, says something else or says nothing ends it here,
//! with the reason.

use std::io;
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

use crate::game::net::exchange::Closed;
use crate::game::net::protocol::Code;
use crate::game::net::replica::Replica;

use super::link::{GREETING_WAIT, Lines, Link, no_deadline, read_heard};

/// How long connecting may take.
const CONNECT_WAIT: Duration = Duration::from_secs(10);

/// Why joining failed.
#[derive(Debug)]
pub enum JoinError {
    /// The address names no host (or the lookup failed).
    Resolve(io::Error),
    /// No connection within the wait, or every address refused it.
    Connect(io::Error),
    /// Connected, but the host refused the greeting, went silent or said
    /// something else: what closed it.
    Closed(Closed),
}

/// A joined game: the connection, its reader, and the replica with the
/// host's first game begun.
#[derive(Debug)]
pub struct Joined {
    pub link: Link,
    pub lines: Lines,
    pub replica: Box<Replica>,
}

/// Connects to `address` (`HOST:PORT`), greets with `code`, and waits for
/// the first game.
pub fn join(address: &str, code: Code) -> Result<Joined, JoinError> {
    let stream = connect(address, Instant::now() + CONNECT_WAIT)?;
    let deadline = Instant::now() + GREETING_WAIT;
    let (mut link, mut lines) = Link::open(stream, Some(deadline)).map_err(JoinError::Connect)?;
    let (mut replica, greeting) = Replica::new(code);
    link.send(&[greeting]).map_err(JoinError::Connect)?;
    let mut buffer = Vec::new();
    while replica.rows().is_none() && replica.board().is_none() {
        let heard = read_heard(&mut lines, &mut buffer);
        let reply = replica.heard(heard);
        let _ = link.send(&reply.send);
        if let Some(closed) = reply.closed {
            link.close();
            return Err(JoinError::Closed(closed));
        }
    }
    no_deadline(&mut lines);
    Ok(Joined {
        link,
        lines,
        replica: Box::new(replica),
    })
}

/// The first of the address's hosts that answers before `deadline`.
fn connect(address: &str, deadline: Instant) -> Result<TcpStream, JoinError> {
    let addresses: Vec<SocketAddr> = address
        .to_socket_addrs()
        .map_err(JoinError::Resolve)?
        .collect();
    let mut last = io::Error::new(io::ErrorKind::NotFound, "no address");
    for address in addresses {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(JoinError::Connect(io::ErrorKind::TimedOut.into()));
        }
        match TcpStream::connect_timeout(&address, left) {
            Ok(stream) => return Ok(stream),
            Err(error) => last = error,
        }
    }
    Err(JoinError::Connect(last))
}
