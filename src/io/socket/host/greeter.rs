//! One newcomer's greeting, on a thread of its own: its line within its
//! own deadline, its turn to have the code compared, and its answer. A
//! wrong code is answered only after [`WRONG_WAIT`]; the right one is
//! welcomed only if the joiner is still there and no player is in yet.

use std::io;
use std::net::TcpStream;
use std::sync::Arc;
use std::sync::mpsc::Sender;
use std::time::Instant;

use crate::game::net::protocol::{Message, Refusal};
use crate::game::net::referee::{Admission, Gate};

use super::door::Door;
use super::limits::{ANSWER_WAIT, WRONG_WAIT};
use crate::io::socket::link::{GREETING_WAIT, Lines, Link, no_deadline, read_heard};

/// The player let in: their connection and its reader.
pub type Admitted = (Link, Lines);

/// Greets newcomer `id` on `stream`; the player let in goes to `admitted`.
pub fn greet(
    door: Arc<Door>,
    gate: Gate,
    id: u64,
    stream: TcpStream,
    admitted: Sender<io::Result<Admitted>>,
) {
    let deadline = Instant::now() + GREETING_WAIT;
    let Ok((mut link, mut lines)) = Link::open(stream, Some(deadline)) else {
        door.leave(id);
        return;
    };
    let heard = read_heard(&mut lines, &mut Vec::new());
    if !door.heard(id) {
        // Closed to make room: the door told it so.
        return;
    }
    let answer = if Gate::compares(&heard) {
        match door.turn(ANSWER_WAIT) {
            Some(wait) => {
                std::thread::sleep(wait);
                gate.greet(heard)
            }
            None => Admission::Turned(Some(Message::Refused(Refusal::Crowded))),
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
                if admitted.send(Ok((link, lines))).is_err() {
                    door.give_back();
                }
                return;
            } else {
                door.give_back();
                None
            }
        }
        Admission::Wrong(refusal) => {
            std::thread::sleep(WRONG_WAIT);
            Some(refusal)
        }
        Admission::Turned(send) => send,
    };
    if let Some(line) = send {
        let _ = link.send(&[line]);
    }
    link.close();
    door.leave(id);
}
