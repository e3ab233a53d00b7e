//! Making room at a full door: which newcomer a later one may close, by
//! what its socket shows (closed, silent, or spoken: looked at in the
//! socket itself, without reading) and by how its source stands.

use std::net::{Shutdown, TcpStream};
use std::time::Instant;

use super::{Newcomer, Phase, State};
use crate::io::socket::host::limits::Source;
use crate::io::socket::host::records::Standing;

/// What a newcomer not yet heard has sent, seen in its socket without
/// reading it or waiting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Sound {
    /// Gone: the end of its stream, or an error.
    Closed,
    /// Nothing yet.
    Silent,
    /// Bytes wait to be read: it spoke.
    Spoken,
}

#[cfg(unix)]
pub fn sound(stream: &TcpStream) -> Sound {
    use nix::errno::Errno;
    use nix::sys::socket::{MsgFlags, recv};
    use std::os::fd::AsRawFd;

    let flags = MsgFlags::MSG_PEEK | MsgFlags::MSG_DONTWAIT;
    match recv(stream.as_raw_fd(), &mut [0; 1], flags) {
        Ok(0) => Sound::Closed,
        Ok(_) => Sound::Spoken,
        Err(Errno::EAGAIN | Errno::EINTR) => Sound::Silent,
        Err(_) => Sound::Closed,
    }
}

#[cfg(not(unix))]
pub fn sound(_: &TcpStream) -> Sound {
    Sound::Silent
}

/// Closes, among the newcomers `which`, the one that makes room for a
/// newcomer standing at `standing` whose source holds `held` places:
/// the oldest closed one, else the oldest silent one, else a greeting
/// whose source stands worse (or as well but holds two places more), the
/// worst and newest of them. Its socket goes to `closed`, shut for
/// reading so its greeter wakes and finds itself gone. False when none
/// would make room.
pub(super) fn make_room(
    state: &mut State,
    which: impl Fn(&Newcomer) -> bool,
    (standing, held): (Standing, usize),
    now: Instant,
    closed: &mut Vec<TcpStream>,
) -> bool {
    let holding = |source: Source| {
        state
            .newcomers
            .iter()
            .filter(|n| n.source == source)
            .count()
    };
    let worse = |n: &Newcomer| -> Option<(Standing, usize)> {
        let theirs = state.records.standing(n.source, n.machine, now);
        let places = holding(n.source);
        (theirs > standing || (theirs == standing && places > held + 1)).then_some((theirs, places))
    };
    // The highest rank goes: a closed one, a silent one, then one that
    // spoke; among the first two the oldest, among the last the worst.
    let mut best: Option<(usize, (u8, Standing, usize, u64))> = None;
    for (at, n) in state.newcomers.iter().enumerate() {
        if !which(n) {
            continue;
        }
        let rank = match n.phase {
            Phase::Answering => None,
            Phase::Unread => match sound(&n.stream) {
                // The oldest first: the key grows as the id falls.
                Sound::Closed => Some((2, Standing::default(), 0, u64::MAX - n.id)),
                Sound::Silent => Some((1, Standing::default(), 0, u64::MAX - n.id)),
                Sound::Spoken => worse(n).map(|(s, p)| (0, s, p, n.id)),
            },
            Phase::Waiting(_) => worse(n).map(|(s, p)| (0, s, p, n.id)),
        };
        if let Some(rank) = rank
            && best.is_none_or(|(_, kept)| rank > kept)
        {
            best = Some((at, rank));
        }
    }
    let Some((at, _)) = best else {
        return false;
    };
    let newcomer = state.newcomers.remove(at);
    let _ = newcomer.stream.shutdown(Shutdown::Read);
    closed.push(newcomer.stream);
    true
}
