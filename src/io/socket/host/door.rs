//! What the newcomers at the door share: who is being greeted (counted by
//! source and in all), the ration of codes compared, and whether a player
//! is in. One lock; nothing is done under it but counting.

use std::net::{IpAddr, Shutdown, TcpStream};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::limits::{Bucket, IN_ALL, PER_SOURCE, Source};

/// A newcomer being greeted.
#[derive(Debug)]
struct Newcomer {
    id: u64,
    source: Source,
    /// Its socket, to close it when a later newcomer needs its place.
    stream: TcpStream,
    /// Its greeting line has come: it is being answered, not waited for.
    heard: bool,
}

#[derive(Debug)]
struct State {
    newcomers: Vec<Newcomer>,
    next_id: u64,
    bucket: Bucket,
    /// A player is in: every newcomer now is told `refused busy`.
    taken: bool,
}

/// The door's shared state.
#[derive(Debug)]
pub struct Door {
    state: Mutex<State>,
}

/// What the door does with one who knocks.
#[derive(Debug)]
pub enum Entry {
    /// Greet it: its number, for what it does next.
    Greet(u64),
    /// A game is on.
    Busy,
    /// Too many being greeted, and none of them silent to make room.
    Crowded,
}

impl Door {
    pub fn new() -> Door {
        Door {
            state: Mutex::new(State {
                newcomers: Vec::new(),
                next_id: 0,
                bucket: Bucket::new(Instant::now()),
                taken: false,
            }),
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A greeter that panicked left only counts behind: go on with them.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// One who knocks from `ip`, with a clone of its socket. Past a limit
    /// the oldest newcomer that has not said its line yet (of that source,
    /// or of all) is closed to make room: a silent socket never keeps out
    /// one that speaks at once, as a real joiner does. `closed` gets the
    /// sockets so closed, to be told why outside the lock.
    pub fn knock(&self, ip: IpAddr, stream: TcpStream, closed: &mut Vec<TcpStream>) -> Entry {
        let mut state = self.state();
        if state.taken {
            return Entry::Busy;
        }
        let source = Source::of(ip);
        let mine = |n: &Newcomer| n.source == source;
        if state.newcomers.iter().filter(|n| mine(n)).count() >= PER_SOURCE {
            match make_room(&mut state.newcomers, mine) {
                Some(stream) => closed.push(stream),
                None => return Entry::Crowded,
            }
        }
        if state.newcomers.len() >= IN_ALL {
            match make_room(&mut state.newcomers, |_| true) {
                Some(stream) => closed.push(stream),
                None => return Entry::Crowded,
            }
        }
        let id = state.next_id;
        state.next_id += 1;
        state.newcomers.push(Newcomer {
            id,
            source,
            stream,
            heard: false,
        });
        Entry::Greet(id)
    }

    /// Newcomer `id` said its line; false when it was closed to make room
    /// (it is then done).
    pub fn heard(&self, id: u64) -> bool {
        let mut state = self.state();
        match state.newcomers.iter_mut().find(|n| n.id == id) {
            Some(newcomer) => {
                newcomer.heard = true;
                true
            }
            None => false,
        }
    }

    /// Newcomer `id` is done, however it went.
    pub fn leave(&self, id: u64) {
        self.state().newcomers.retain(|n| n.id != id);
    }

    /// The wait before a code may be compared, its turn reserved; `None`
    /// when the turn is past `longest` (the door is crowded).
    pub fn turn(&self, longest: Duration) -> Option<Duration> {
        self.state().bucket.reserve(Instant::now(), longest)
    }

    /// Takes the door for newcomer `id`, which brought the right code:
    /// false when a player is in already, or `id` was closed meanwhile.
    pub fn take(&self, id: u64) -> bool {
        let mut state = self.state();
        let known = state.newcomers.iter().any(|n| n.id == id);
        if state.taken || !known {
            return false;
        }
        state.taken = true;
        true
    }

    /// The welcome could not be sent: the door is open again.
    pub fn give_back(&self) {
        self.state().taken = false;
    }
}

/// Takes the oldest newcomer of `which` that has not said its line out of
/// the count, and hands back its socket (shut for reading, so its greeter
/// wakes at once and finds itself gone).
fn make_room(
    newcomers: &mut Vec<Newcomer>,
    which: impl Fn(&Newcomer) -> bool,
) -> Option<TcpStream> {
    let at = newcomers.iter().position(|n| !n.heard && which(n))?;
    let newcomer = newcomers.remove(at);
    let _ = newcomer.stream.shutdown(Shutdown::Read);
    Some(newcomer.stream)
}
