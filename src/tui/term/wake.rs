//! What wakes the one event loop: the terminal's events alone (every local
//! screen), or those and whatever else a screen is fed (the network game's
//! lines), both waited for with no timeout and so with no CPU used.
//!
//! crossterm's `event::read` cannot be woken by another thread, and while
//! it (or `event::poll`) blocks it holds crossterm's global event lock. So
//! a screen with a second source has its keys read on a thread of their
//! own ([`Inbox::start`]): that thread and the second source's own thread
//! (the connection's reader) both send into one channel, and the loop
//! blocks on the channel's `recv`. The loop then never calls `event::poll`
//! itself, which would wait for the key thread's lock; a burst is drained
//! with `try_recv`. Local screens keep reading the terminal directly
//! ([`Keys`]): one thread fewer, and exactly the loop they always had.

use std::convert::Infallible;
use std::io;
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, TryRecvError};
use std::time::{Duration, Instant};

use crossterm::event::{self, Event as TermEvent};

use super::screen_app::ScreenApp;
use crate::tui::Step;

/// What woke the loop: a terminal event, or something a screen is fed.
#[derive(Debug)]
pub enum Wake<X> {
    Term(TermEvent),
    Other(X),
}

/// What goes into a fed screen's channel: the key thread's events (or its
/// failure), or the other source's news.
#[derive(Debug)]
pub enum Arrival<X> {
    Key(io::Result<TermEvent>),
    Other(X),
}

/// A screen fed by something besides the terminal.
pub trait Fed<X>: ScreenApp {
    /// `news` arrived: what the loop does about it.
    fn arrived(&mut self, news: X) -> Step;
}

/// Every screen can be fed nothing.
impl<A: ScreenApp> Fed<Infallible> for A {
    fn arrived(&mut self, news: Infallible) -> Step {
        match news {}
    }
}

/// Where the loop's events come from.
pub trait Source {
    type Other;

    /// The next event, or `None` once `deadline` passed first. With no
    /// deadline it blocks with no timeout.
    fn next(&mut self, deadline: Option<Instant>) -> io::Result<Option<Wake<Self::Other>>>;

    /// An event already there, without waiting (the rest of a burst).
    fn ready(&mut self) -> io::Result<Option<Wake<Self::Other>>>;
}

/// The terminal read directly: the local screens' source.
#[derive(Debug)]
pub struct Keys;

impl Source for Keys {
    type Other = Infallible;

    fn next(&mut self, deadline: Option<Instant>) -> io::Result<Option<Wake<Infallible>>> {
        if let Some(at) = deadline
            && !event::poll(at.saturating_duration_since(Instant::now()))?
        {
            return Ok(None);
        }
        event::read().map(|event| Some(Wake::Term(event)))
    }

    fn ready(&mut self) -> io::Result<Option<Wake<Infallible>>> {
        // A zero timeout only asks what is already there.
        if event::poll(Duration::ZERO)? {
            return event::read().map(|event| Some(Wake::Term(event)));
        }
        Ok(None)
    }
}

/// One channel for the keys and another source.
#[derive(Debug)]
pub struct Inbox<X> {
    inbox: Receiver<Arrival<X>>,
}

impl<X: Send + 'static> Inbox<X> {
    /// Starts the key thread, sending into `to`; the loop reads `inbox`.
    /// The thread is never joined: it stays blocked in `event::read` until
    /// the program ends, which follows the screen that needed it.
    pub fn start(to: SyncSender<Arrival<X>>, inbox: Receiver<Arrival<X>>) -> Inbox<X> {
        std::thread::spawn(move || {
            loop {
                let event = event::read();
                let failed = event.is_err();
                if to.send(Arrival::Key(event)).is_err() || failed {
                    return;
                }
            }
        });
        Inbox { inbox }
    }
}

impl<X> Inbox<X> {
    fn opened(arrival: Arrival<X>) -> io::Result<Wake<X>> {
        match arrival {
            Arrival::Key(event) => event.map(Wake::Term),
            Arrival::Other(news) => Ok(Wake::Other(news)),
        }
    }
}

impl<X> Source for Inbox<X> {
    type Other = X;

    fn next(&mut self, deadline: Option<Instant>) -> io::Result<Option<Wake<X>>> {
        let arrival = match deadline {
            None => self.inbox.recv().ok(),
            Some(at) => match self
                .inbox
                .recv_timeout(at.saturating_duration_since(Instant::now()))
            {
                Ok(arrival) => Some(arrival),
                Err(RecvTimeoutError::Timeout) => return Ok(None),
                Err(RecvTimeoutError::Disconnected) => None,
            },
        };
        let arrival = arrival.ok_or_else(|| io::Error::other("no keys and no news can come"))?;
        Inbox::opened(arrival).map(Some)
    }

    fn ready(&mut self) -> io::Result<Option<Wake<X>>> {
        match self.inbox.try_recv() {
            Ok(arrival) => Inbox::opened(arrival).map(Some),
            // A channel with nobody left to send says so at the next wait.
            Err(TryRecvError::Empty | TryRecvError::Disconnected) => Ok(None),
        }
    }
}
