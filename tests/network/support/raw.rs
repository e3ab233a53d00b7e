//! Raw sockets at the host's door: a connection from a chosen loopback
//! address (any of 127.0.0.0/8, or ::1), a greeting and its answer, and
//! the codes a guesser sends.

use std::io::{BufRead, BufReader, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::os::fd::AsRawFd;
use std::time::Duration;

/// A connection to `target` from `source`, so that one test plays
/// guessers at several addresses; `None` when the host is not there (or
/// no longer).
pub fn connect_from(source: IpAddr, target: SocketAddr, patience: Duration) -> Option<TcpStream> {
    use nix::sys::socket::{
        AddressFamily, SockFlag, SockType, SockaddrStorage, bind, connect, socket,
    };
    let family = match source {
        IpAddr::V4(_) => AddressFamily::Inet,
        IpAddr::V6(_) => AddressFamily::Inet6,
    };
    let fd = socket(family, SockType::Stream, SockFlag::empty(), None).ok()?;
    bind(
        fd.as_raw_fd(),
        &SockaddrStorage::from(SocketAddr::new(source, 0)),
    )
    .ok()?;
    connect(fd.as_raw_fd(), &SockaddrStorage::from(target)).ok()?;
    let stream = TcpStream::from(fd);
    stream.set_read_timeout(Some(patience)).ok()?;
    Some(stream)
}

/// One greeting and its answer's line (empty when the host said nothing).
pub fn greet(stream: &mut TcpStream, code: &str) -> String {
    let _ = stream.write_all(format!("nim 1 join {code}\n").as_bytes());
    let mut line = String::new();
    let _ = BufReader::new(&*stream).read_line(&mut line);
    line.trim_end().to_string()
}

/// The code as the greeting carries it: the groups shown, joined.
pub fn wire(code: &str) -> String {
    code.replace('-', "")
}

/// A code that is not `code`.
pub fn wrong(code: &str) -> String {
    let digits = wire(code);
    let nines = "9".repeat(digits.len());
    if digits == nines {
        "8".repeat(digits.len())
    } else {
        nines
    }
}

/// Whether this machine has IPv6 loopback (a container may not).
pub fn ipv6_loopback() -> bool {
    std::net::TcpListener::bind("[::1]:0").is_ok()
}
