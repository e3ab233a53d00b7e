//! One newcomer's greeting, on a thread of its own: its line within its
//! own deadline, its turn to have the code compared, and its answer. A
//! wrong code is answered only after [`WRONG_WAIT`], from the door's hold
//! (the greeter's place is free at once); the right one is welcomed only
//! if the joiner is still there and no player is in yet.

use std::net::TcpStream;
use std::sync::Arc;
use std::sync::mpsc::Sender;
use std::time::Instant;

use crate::game::net::protocol::{Message, Refusal};
use crate::game::net::referee::{Admission, Gate};

use super::Event;
use super::door::{Door, Turn};
use super::hold::Hold;
use super::limits::WRONG_WAIT;
#[cfg(doc)]
use crate::io::socket::link::GREETING_WAIT;
use crate::io::socket::link::{Lines, Link, no_deadline, read_heard};

/// The player let in: their connection and its reader.
pub type Admitted = (Link, Lines);

/// What a greeter needs of the door: the shared state, the hold for its
/// late answers, and where the player let in goes.
#[derive(Debug, Clone)]
pub struct Porch {
    pub door: Arc<Door>,
    pub hold: Arc<Hold>,
    pub host: Sender<Event>,
}

/// Greets newcomer `id` on `stream`, whose greeting is due by `deadline`
/// ([`GREETING_WAIT`] after it came).
pub fn greet(porch: Porch, gate: Gate, id: u64, stream: TcpStream, deadline: Instant) {
    let Porch { door, hold, host } = porch;
    let Ok((mut link, mut lines)) = Link::open(stream, Some(deadline)) else {
        door.leave(id);
        return;
    };
    let heard = read_heard(&mut lines, &mut Vec::new());
    let compares = Gate::compares(&heard);
    if !door.heard(id, compares) {
        // Closed to make room: the door told it so.
        return;
    }
    let answer = if compares {
        match door.turn(id) {
            Turn::Now => gate.greet(heard),
            Turn::Crowded => Admission::Turned(Some(Message::Refused(Refusal::Crowded))),
            Turn::Busy => Admission::Turned(Some(Message::Refused(Refusal::Busy))),
            Turn::Gone => return,
        }
    } else {
        gate.greet(heard)
    };
    let send = match answer {
        Admission::Welcome(welcome) => {
            // A joiner that gave up (its socket closed) is not let in.
            if !link.still_there() {
                None
            } else if !door.take(id) {
                Some(Message::Refused(Refusal::Busy))
            } else if link.send(&[welcome]).is_ok() {
                no_deadline(&mut lines);
                door.leave(id);
                if host.send(Event::Admitted(Ok((link, lines)))).is_err() {
                    door.give_back();
                }
                return;
            } else {
                door.give_back();
                None
            }
        }
        Admission::Wrong(refusal) => {
            door.wrong(id);
            door.leave(id);
            hold.refuse(link.into_stream(), refusal, Instant::now() + WRONG_WAIT);
            return;
        }
        Admission::Turned(send) => send,
    };
    if let Some(line) = send {
        let _ = link.send(&[line]);
    }
    link.close();
    door.leave(id);
}
