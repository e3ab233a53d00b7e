//! A connection to the other `nim`: lines written whole, lines read through
//! the game's bounded reader, one reader thread that hands each line (or
//! the end) to the front end's loop, and the kernel's keepalive and user
//! timeout to find a peer that vanished without a word, idle or with a
//! line unacknowledged, so the program itself never wakes while it waits.

use std::fmt;
use std::io::{self, BufReader, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::mpsc::SyncSender;
use std::time::{Duration, Instant};

use crate::game::net::exchange::Heard;
use crate::game::net::protocol::{LineError, MAX_LINE, Message};
use crate::io::lines::{Line, LineReader};

/// How long the greeting (and the joiner's wait for the welcome and its
/// first game) may take; a peer still silent after it is refused.
pub const GREETING_WAIT: Duration = Duration::from_secs(10);

/// Lines read and not yet handled, at most: past it the reader thread
/// waits, so a peer sending faster than the game answers fills its own
/// socket's buffers, never this program's memory.
pub const QUEUE: usize = 64;

/// How long a line may take to leave: a peer that stops reading for this
/// long is taken for gone.
const WRITE_WAIT: Duration = Duration::from_secs(10);

/// Keepalive: a minute without a byte, then probes ten seconds apart,
/// five of them: a peer that answers none is gone.
const KEEP_IDLE_SECONDS: u32 = 60;
const KEEP_INTERVAL_SECONDS: u32 = 10;
const KEEP_PROBES: u32 = 5;

/// How long sent data may stay unacknowledged before the connection is
/// dropped (`TCP_USER_TIMEOUT`): the time keepalive takes to give up, so
/// a side with a move in flight, which keepalive does not probe, finds a
/// vanished peer as soon as an idle side does, not after the fifteen
/// minutes of the kernel's retransmissions. Linux also ends keepalive's
/// probing at it, so both ways agree on about two minutes.
pub const GONE_AFTER: Duration =
    Duration::from_secs((KEEP_IDLE_SECONDS + KEEP_INTERVAL_SECONDS * KEEP_PROBES) as u64);

/// The game's own deadline passed (the greeting's), as a read error. The
/// system's `ETIMEDOUT` is something else: keepalive or the user timeout
/// found the peer gone.
#[derive(Debug)]
struct DeadlinePassed;

impl fmt::Display for DeadlinePassed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the deadline passed")
    }
}

impl std::error::Error for DeadlinePassed {}

fn deadline_passed() -> io::Error {
    io::Error::new(io::ErrorKind::TimedOut, DeadlinePassed)
}

/// The socket's reading half, with a deadline for a whole line: a sender
/// that trickles a byte at a time cannot stretch it.
#[derive(Debug)]
pub struct Incoming {
    stream: TcpStream,
    deadline: Option<Instant>,
}

impl Read for Incoming {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let left = match self.deadline {
            Some(at) => match at.checked_duration_since(Instant::now()) {
                Some(left) if !left.is_zero() => Some(left),
                _ => return Err(deadline_passed()),
            },
            None => None,
        };
        self.stream.set_read_timeout(left)?;
        match self.stream.read(buffer) {
            // The read timeout just set ran out (`EAGAIN` on Unix, a
            // timeout elsewhere): that is the deadline, not the peer.
            Err(error) if left.is_some() && ran_out(&error) => Err(deadline_passed()),
            read => read,
        }
    }
}

/// The lines the other side sends.
pub type Lines = LineReader<BufReader<Incoming>>;

/// A connection: its writing half here, its reading half in [`Lines`].
#[derive(Debug)]
pub struct Link {
    stream: TcpStream,
}

impl Link {
    /// Splits an accepted or connected stream, with keepalive on and the
    /// waits this protocol needs; the reader starts with `deadline`.
    pub fn open(stream: TcpStream, deadline: Option<Instant>) -> io::Result<(Link, Lines)> {
        stream.set_nodelay(true)?;
        stream.set_write_timeout(Some(WRITE_WAIT))?;
        keep_alive(&stream);
        let incoming = Incoming {
            stream: stream.try_clone()?,
            deadline,
        };
        let lines = LineReader::new(BufReader::new(incoming), crate::io::lines::Input::Stream);
        Ok((Link { stream }, lines))
    }

    /// Sends lines, each with its newline, in one write.
    pub fn send(&mut self, lines: &[Message]) -> io::Result<()> {
        if lines.is_empty() {
            return Ok(());
        }
        let mut bytes = String::new();
        for line in lines {
            bytes.push_str(&line.to_string());
            bytes.push('\n');
        }
        self.stream.write_all(bytes.as_bytes())
    }

    /// Whether the peer is still there: it has not closed its side nor
    /// reset the connection. Asked before a welcome, so that a joiner who
    /// gave up waiting is not let in. Looks without reading or waiting.
    pub fn still_there(&self) -> bool {
        if self.stream.set_nonblocking(true).is_err() {
            return false;
        }
        let peeked = self.stream.peek(&mut [0; 1]);
        let blocking = self.stream.set_nonblocking(false).is_ok();
        let open = match peeked {
            Ok(n) => n > 0,
            Err(error) => error.kind() == io::ErrorKind::WouldBlock,
        };
        open && blocking
    }

    /// The socket itself, for a last line said later (the door's hold);
    /// its reader, if kept, reads on the same connection.
    pub fn into_stream(self) -> TcpStream {
        self.stream
    }

    /// Closes both halves: the reader thread sees the end.
    pub fn close(&self) {
        let _ = self.stream.shutdown(Shutdown::Both);
    }
}

/// Reads one line of the protocol, or says why there is none: the end of
/// the stream (or a reset, or the system's verdict that the peer is gone),
/// or the game's own deadline passed.
pub fn read_heard(lines: &mut Lines, buffer: &mut Vec<u8>) -> Heard {
    // MAX_LINE counts the newline; the reader's limit does not.
    match lines.read_line(buffer, MAX_LINE - 1) {
        Ok(Line::Text(_)) => Heard::line(buffer),
        Ok(Line::TooLong) => Heard::Line(Err(LineError::Long)),
        Ok(Line::End) => Heard::End,
        Err(error) => heard_of(&error),
    }
}

/// What a failed read means for the game: the game's deadline is the
/// peer's silence (`error slow` at the greeting); anything else, the
/// system's `ETIMEDOUT` from keepalive or the user timeout included, is
/// the connection lost.
fn heard_of(error: &io::Error) -> Heard {
    if error
        .get_ref()
        .is_some_and(|inner| inner.is::<DeadlinePassed>())
    {
        Heard::Timeout
    } else {
        Heard::End
    }
}

/// A read timeout's own error, as the system reports it: `EAGAIN` on
/// Unix, where `ETIMEDOUT` is the peer gone; a timeout elsewhere.
fn ran_out(error: &io::Error) -> bool {
    error.kind() == io::ErrorKind::WouldBlock
        || (!cfg!(unix) && error.kind() == io::ErrorKind::TimedOut)
}

/// Ends the reader's deadline: after the greeting there is no limit for
/// thinking.
pub fn no_deadline(lines: &mut Lines) {
    lines.get_mut().get_mut().deadline = None;
}

/// Hands every line the other side sends to `deliver` until the stream
/// ends, a line is refused (the front end closes on it), or nobody listens.
/// The thread is never joined: it ends with the connection.
pub fn spawn_reader<X: Send + 'static>(mut lines: Lines, to: SyncSender<X>, wrap: fn(Heard) -> X) {
    std::thread::spawn(move || {
        let mut buffer = Vec::with_capacity(MAX_LINE);
        loop {
            let heard = read_heard(&mut lines, &mut buffer);
            let last = !matches!(heard, Heard::Line(Ok(_)));
            if to.send(wrap(heard)).is_err() || last {
                return;
            }
        }
    });
}

/// Asks the kernel to find a vanished peer: keepalive probes a silent one
/// (after a minute without a byte, five probes ten seconds apart), and
/// the user timeout drops a connection whose data stays unacknowledged
/// for [`GONE_AFTER`]. Either way the blocked read returns `ETIMEDOUT`:
/// the connection lost, to the front end.
#[cfg(unix)]
fn keep_alive(stream: &TcpStream) {
    use nix::sys::socket::{setsockopt, sockopt};
    let _ = setsockopt(stream, sockopt::KeepAlive, &true);
    #[cfg(any(target_os = "linux", target_os = "android", target_os = "freebsd"))]
    {
        let _ = setsockopt(stream, sockopt::TcpKeepIdle, &KEEP_IDLE_SECONDS);
        let _ = setsockopt(stream, sockopt::TcpKeepInterval, &KEEP_INTERVAL_SECONDS);
        let _ = setsockopt(stream, sockopt::TcpKeepCount, &KEEP_PROBES);
    }
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        let millis = GONE_AFTER.as_millis() as u32;
        let _ = setsockopt(stream, sockopt::TcpUserTimeout, &millis);
    }
}

#[cfg(not(unix))]
fn keep_alive(_: &TcpStream) {}

#[cfg(test)]
mod tests;
