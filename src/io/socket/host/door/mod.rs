//! What the newcomers at the door share: who is being greeted, what the
//! door remembers of each source's wrong codes, the ration of codes
//! compared and whose turn comes next, what the host is told of a siege,
//! and whether a player is in. One lock; nothing slow is done under it.
//!
//! Who goes first is decided by behaviour: a source that sent wrong codes
//! stands behind one that sent none (its address first, then its
//! machine: all of loopback is one), is paused as it earned
//! ([`super::limits::pause`]), and its greetings are the first closed to
//! make room for a newcomer that stands better. A socket that closed, or
//! has said nothing yet, makes room before any that has spoken; whether
//! it spoke is looked at in the socket itself, so a joiner whose greeter
//! has not read its line yet is never taken for a silent one.

mod room;

pub use room::{Sound, sound};

use std::net::{IpAddr, TcpStream};
use std::sync::mpsc::Sender;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::Event;
use super::limits::{ANSWER_WAIT, Bucket, IN_ALL, PER_SOURCE, Source};
use super::records::Records;
use room::make_room;

/// What the host is told of the door under siege.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Siege {
    /// Codes compared and found wrong.
    pub wrong: u64,
    /// Newcomers told `refused crowded`.
    pub crowded: u64,
}

/// Where a newcomer is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Its greeter has not read its line yet.
    Unread,
    /// Its greeting waits for its turn to be compared; the number orders
    /// the waiting ones as they came.
    Waiting(u64),
    /// Being answered: not to be closed to make room.
    Answering,
}

/// A newcomer being greeted.
#[derive(Debug)]
struct Newcomer {
    id: u64,
    source: Source,
    machine: Source,
    /// Its socket, to close it when a later newcomer needs its place.
    stream: TcpStream,
    phase: Phase,
}

#[derive(Debug)]
struct State {
    newcomers: Vec<Newcomer>,
    next_id: u64,
    bucket: Bucket,
    records: Records,
    siege: Siege,
    /// The host has been told of the siege since it last changed.
    told: bool,
    /// A player is in: every newcomer now is told `refused busy`.
    taken: bool,
}

/// The door's shared state.
#[derive(Debug)]
pub struct Door {
    state: Mutex<State>,
    /// Wakes the greetings waiting for their turn.
    turns: Condvar,
    /// Where the host hears that the siege changed.
    host: Sender<Event>,
}

/// What the door does with one who knocks.
#[derive(Debug)]
pub enum Entry {
    /// Greet it: its number, for what it does next.
    Greet(u64),
    /// A game is on.
    Busy,
    /// Too many being greeted and none to make room, or its source is
    /// paused: told `refused crowded`, a moment later.
    Crowded,
}

/// How a greeting's wait for its turn ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Turn {
    /// Compare its code now.
    Now,
    /// No turn within [`ANSWER_WAIT`]: told `refused crowded`.
    Crowded,
    /// A player came in meanwhile.
    Busy,
    /// Closed to make room: the door told it so.
    Gone,
}

impl Door {
    pub fn new(host: Sender<Event>) -> Door {
        Door {
            state: Mutex::new(State {
                newcomers: Vec::new(),
                next_id: 0,
                bucket: Bucket::new(Instant::now()),
                records: Records::default(),
                siege: Siege::default(),
                told: true,
                taken: false,
            }),
            turns: Condvar::new(),
            host,
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A greeter that panicked left only counts behind: go on with them.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Tells the host the siege changed, once until it looks.
    fn stir(&self, state: &mut State) {
        if std::mem::replace(&mut state.told, false) {
            let _ = self.host.send(Event::Stirred);
        }
    }

    /// The siege so far; the host will be told again when it changes.
    pub fn siege(&self) -> Siege {
        let mut state = self.state();
        state.told = true;
        state.siege
    }

    /// One who knocks from `ip`, with a clone of its socket. Past a limit
    /// a newcomer that stands worse is closed to make room (of its own
    /// source: only one closed or silent); `closed` gets the sockets so
    /// closed, to be told why outside the lock.
    pub fn knock(&self, ip: IpAddr, stream: TcpStream, closed: &mut Vec<TcpStream>) -> Entry {
        let mut state = self.state();
        if state.taken {
            return Entry::Busy;
        }
        let now = Instant::now();
        let (source, machine) = (Source::of(ip), Source::machine(ip));
        let mut entry = Entry::Crowded;
        if state.records.paused_until(source, now).is_none() {
            let standing = state.records.standing(source, machine, now);
            let mine = |n: &Newcomer| n.source == source;
            let held = state.newcomers.iter().filter(|n| mine(n)).count();
            let room = (held < PER_SOURCE
                || make_room(&mut state, mine, (standing, held), now, closed))
                && (state.newcomers.len() < IN_ALL
                    || make_room(&mut state, |_| true, (standing, held), now, closed));
            if room {
                let id = state.next_id;
                state.next_id += 1;
                state.newcomers.push(Newcomer {
                    id,
                    source,
                    machine,
                    stream,
                    phase: Phase::Unread,
                });
                entry = Entry::Greet(id);
            }
        }
        let crowded = closed.len() + usize::from(matches!(entry, Entry::Crowded));
        if crowded > 0 {
            state.siege.crowded += crowded as u64;
            self.stir(&mut state);
        }
        if !closed.is_empty() {
            // One of them may be waiting for its turn.
            self.turns.notify_all();
        }
        entry
    }

    /// Newcomer `id` said its line, one that `compares` a code or not;
    /// false when it was closed to make room (it is then done).
    pub fn heard(&self, id: u64, compares: bool) -> bool {
        let mut state = self.state();
        let order = state.next_id;
        state.next_id += 1;
        match state.newcomers.iter_mut().find(|n| n.id == id) {
            Some(newcomer) => {
                newcomer.phase = if compares {
                    Phase::Waiting(order)
                } else {
                    Phase::Answering
                };
                true
            }
            None => false,
        }
    }

    /// Waits for newcomer `id`'s turn to have its code compared: the
    /// ration allows one, and no greeting that stands better waits for it
    /// (a paused source's wait until its pause ends). At most
    /// [`ANSWER_WAIT`].
    pub fn turn(&self, id: u64) -> Turn {
        let deadline = Instant::now() + ANSWER_WAIT;
        let mut state = self.state();
        loop {
            if state.taken {
                return Turn::Busy;
            }
            let now = Instant::now();
            let Some(me) = state.newcomers.iter().position(|n| n.id == id) else {
                return Turn::Gone;
            };
            let paused = state.records.paused_until(state.newcomers[me].source, now);
            let wake = match paused {
                Some(until) => until,
                None if next_turn(&state, now) == Some(id) => {
                    let wait = state.bucket.wait(now);
                    if wait.is_zero() {
                        state.bucket.take(now);
                        state.newcomers[me].phase = Phase::Answering;
                        self.turns.notify_all();
                        return Turn::Now;
                    }
                    now + wait
                }
                None => deadline,
            };
            if wake > deadline || now >= deadline {
                state.newcomers[me].phase = Phase::Answering;
                state.siege.crowded += 1;
                self.stir(&mut state);
                self.turns.notify_all();
                return Turn::Crowded;
            }
            let left = wake
                .saturating_duration_since(now)
                .max(Duration::from_millis(1));
            state = self
                .turns
                .wait_timeout(state, left)
                .unwrap_or_else(|poisoned| poisoned.into_inner())
                .0;
        }
    }

    /// Newcomer `id`'s code was compared and found wrong: its source and
    /// machine remember it, and the host hears of it.
    pub fn wrong(&self, id: u64) {
        let mut state = self.state();
        let now = Instant::now();
        if let Some(n) = state.newcomers.iter().find(|n| n.id == id) {
            let (source, machine) = (n.source, n.machine);
            state.records.wrong(source, machine, now);
        }
        state.siege.wrong += 1;
        self.stir(&mut state);
        // The waiting ones of that source are paused now.
        self.turns.notify_all();
    }

    /// Whether newcomer `id` is still at the door (not closed to make room).
    pub fn known(&self, id: u64) -> bool {
        self.state().newcomers.iter().any(|n| n.id == id)
    }

    /// Newcomer `id` is done, however it went. (One that waited for its
    /// turn woke the others as its wait ended.)
    pub fn leave(&self, id: u64) {
        self.state().newcomers.retain(|n| n.id != id);
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
        self.turns.notify_all();
        true
    }

    /// The welcome could not be sent: the door is open again.
    pub fn give_back(&self) {
        self.state().taken = false;
    }
}

/// The waiting greeting whose turn is next: of those not paused, the one
/// whose source stands best, then holds the fewest places, then came
/// first. A newcomer from a source that has not guessed goes before a
/// crowd from one that has, and before a crowd from one that may yet.
fn next_turn(state: &State, now: Instant) -> Option<u64> {
    let places = |source: Source| {
        state
            .newcomers
            .iter()
            .filter(|n| n.source == source)
            .count()
    };
    state
        .newcomers
        .iter()
        .filter_map(|n| match n.phase {
            Phase::Waiting(order) => Some((n, order)),
            _ => None,
        })
        .filter(|(n, _)| state.records.paused_until(n.source, now).is_none())
        .min_by_key(|(n, order)| {
            let standing = state.records.standing(n.source, n.machine, now);
            (standing, places(n.source), *order)
        })
        .map(|(n, _)| n.id)
}
