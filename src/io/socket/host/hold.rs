//! Refusals held back: a wrong code's answer ([`WRONG_WAIT`]) and the
//! `refused crowded` of a newcomer turned away as it knocks
//! ([`CROWDED_WAIT`]), each kept on one thread for all of them until it
//! is due, so that a guesser waits for every answer without holding a
//! greeter's place, and one that connects again as soon as it is answered
//! connects about once a second. At most [`HELD_MOST`] are held; past it
//! the oldest is answered early. The thread sleeps until the next is due,
//! and while none is held it waits without waking.

use std::collections::VecDeque;
use std::io::Write;
use std::net::{Shutdown, TcpStream};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Instant;

use crate::game::net::protocol::Message;

use super::limits::HELD_MOST;
#[cfg(doc)]
use super::limits::{CROWDED_WAIT, WRONG_WAIT};

#[derive(Debug)]
struct Held {
    due: Instant,
    stream: TcpStream,
    /// The refusal to say.
    line: Message,
}

/// The refusals waiting to be said.
#[derive(Debug)]
pub struct Hold {
    held: Mutex<VecDeque<Held>>,
    due: Condvar,
    /// No thread could be started: every refusal is said at once.
    at_once: bool,
}

impl Hold {
    /// The hold and its thread.
    pub fn start() -> Arc<Hold> {
        let hold = Arc::new(Hold {
            held: Mutex::new(VecDeque::new()),
            due: Condvar::new(),
            at_once: false,
        });
        let answering = Arc::clone(&hold);
        let started = std::thread::Builder::new()
            .name("nim-door-hold".into())
            .spawn(move || answering.answer_when_due());
        match started {
            Ok(_) => hold,
            Err(_) => Arc::new(Hold {
                held: Mutex::new(VecDeque::new()),
                due: Condvar::new(),
                at_once: true,
            }),
        }
    }

    fn held(&self) -> MutexGuard<'_, VecDeque<Held>> {
        self.held
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Tells `stream` why it is refused (`line`) at `due`, and closes it.
    pub fn refuse(&self, stream: TcpStream, line: Message, due: Instant) {
        if self.at_once {
            refuse(stream, &line);
            return;
        }
        let early = {
            let mut held = self.held();
            let at = held.partition_point(|other| other.due <= due);
            held.insert(at, Held { due, stream, line });
            if held.len() > HELD_MOST {
                held.pop_front()
            } else {
                None
            }
        };
        self.due.notify_one();
        if let Some(early) = early {
            refuse(early.stream, &early.line);
        }
    }

    fn answer_when_due(&self) {
        let mut held = self.held();
        loop {
            let now = Instant::now();
            match held.front().map(|first| first.due) {
                None => {
                    held = self.due.wait(held).unwrap_or_else(|p| p.into_inner());
                }
                Some(due) if due > now => {
                    held = self
                        .due
                        .wait_timeout(held, due - now)
                        .unwrap_or_else(|p| p.into_inner())
                        .0;
                }
                Some(_) => {
                    let Some(first) = held.pop_front() else {
                        continue;
                    };
                    drop(held);
                    refuse(first.stream, &first.line);
                    held = self.held();
                }
            }
        }
    }
}

/// Tells a newcomer at once why it is not greeted (`line`), and closes. A
/// fresh socket's buffers take the short line, in one write, without
/// waiting.
pub fn refuse(mut stream: TcpStream, line: &Message) {
    let _ = stream.set_nonblocking(true);
    let _ = stream.write_all(format!("{line}\n").as_bytes());
    let _ = stream.shutdown(Shutdown::Both);
}
