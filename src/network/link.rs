//! A connection to the other `nim`: lines written whole, lines read through
//! the game's bounded reader, one reader thread that hands each line (or
//! the end) to the front end's loop, and the kernel's keepalive to find a
//! peer that vanished without a word, so the program itself never wakes
//! while it waits.

use std::io::{self, BufReader, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::mpsc::SyncSender;
use std::time::{Duration, Instant};

use crate::lines::{Line, LineReader};
use crate::net::exchange::Heard;
use crate::net::protocol::{LineError, MAX_LINE, Message};

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
                _ => return Err(io::ErrorKind::TimedOut.into()),
            },
            None => None,
        };
        self.stream.set_read_timeout(left)?;
        self.stream.read(buffer)
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
        let lines = LineReader::new(BufReader::new(incoming), crate::lines::Input::Stream);
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

    /// Closes both halves: the reader thread sees the end.
    pub fn close(&self) {
        let _ = self.stream.shutdown(Shutdown::Both);
    }
}

/// Reads one line of the protocol, or says why there is none: the end of
/// the stream (or a reset, or keepalive's verdict), or a deadline passed.
pub fn read_heard(lines: &mut Lines, buffer: &mut Vec<u8>) -> Heard {
    // MAX_LINE counts the newline; the reader's limit does not.
    match lines.read_line(buffer, MAX_LINE - 1) {
        Ok(Line::Text(_)) => Heard::line(buffer),
        Ok(Line::TooLong) => Heard::Line(Err(LineError::Long)),
        Ok(Line::End) => Heard::End,
        Err(error) if timed_out(&error) => Heard::Timeout,
        Err(_) => Heard::End,
    }
}

fn timed_out(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock
    )
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

/// Asks the kernel to probe a silent peer: after a minute without a byte,
/// five probes ten seconds apart; a peer that answers none is gone, and
/// the blocked read returns an error (the end, to the front end).
#[cfg(unix)]
fn keep_alive(stream: &TcpStream) {
    use nix::sys::socket::{setsockopt, sockopt};
    let _ = setsockopt(stream, sockopt::KeepAlive, &true);
    #[cfg(any(target_os = "linux", target_os = "android", target_os = "freebsd"))]
    {
        let _ = setsockopt(stream, sockopt::TcpKeepIdle, &60);
        let _ = setsockopt(stream, sockopt::TcpKeepInterval, &10);
        let _ = setsockopt(stream, sockopt::TcpKeepCount, &5);
    }
}

#[cfg(not(unix))]
fn keep_alive(_: &TcpStream) {}

#[cfg(test)]
#[path = "link_tests.rs"]
mod tests;
