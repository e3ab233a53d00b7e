//! A network game on the book's screen: the one event loop fed by two
//! threads, the keys' and the connection's, into one channel (see `wake`),
//! so the program waits for either with no CPU used and no timed wake-up.

pub(in crate::tui) mod app;
pub(in crate::tui) mod view;

use std::io::{self, Write};
use std::sync::{Arc, Mutex, TryLockError, mpsc};

use crate::game::net::exchange::Heard;
use crate::game::net::peer::{Finish, NetTable, Peer, bye_of};
use crate::game::net::protocol::Message;
use crate::io::socket::link::{Lines, Link, spawn_reader};

use super::term::event_loop::drive_with;
use super::term::terminal;
use super::term::wake::Arrival;
use crate::tui::{Scene, TuiConfig};
use app::{NetApp, Wire};

/// Plays a network game on the screen until one side leaves or the
/// connection ends; then says the score on the normal screen. A signal
/// that ends the program sends `bye signal` (`bye interrupt` for SIGINT)
/// first, when the link is free.
pub fn run<T: NetTable + Scene + Send + 'static>(
    peer: Peer<T>,
    link: Link,
    lines: Lines,
    config: TuiConfig,
) -> io::Result<Finish> {
    let wire: Wire = Arc::new(Mutex::new(Some(link)));
    let app = NetApp::new(peer, Arc::clone(&wire), config);
    let (to, inbox) = mpsc::sync_channel(crate::io::socket::link::QUEUE);
    spawn_reader(lines, to.clone(), Arrival::<Heard>::Other);
    terminal::on_ending_signal(Some(last_words(wire)));
    let ended = drive_with(app, config.mouse, to, inbox, |app| {
        (app.finish(), app.farewell())
    });
    terminal::on_ending_signal(None);
    let (finish, farewell) = ended?;
    // On the normal screen, once the terminal is given back.
    let mut stdout = io::stdout();
    writeln!(stdout, "{farewell}")?;
    stdout.flush()?;
    Ok(finish)
}

/// The `bye` a signal sends, through the shared link. `try_lock`: a signal
/// never waits for a line the game is sending (the link's own write
/// deadline bounds that one); the words are then left unsaid.
fn last_words(wire: Wire) -> terminal::LastWords {
    Box::new(move |signal| {
        let mut link = match wire.try_lock() {
            Ok(link) => link,
            Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(TryLockError::WouldBlock) => return,
        };
        if let Some(link) = link.as_mut() {
            let _ = link.send(&[Message::Bye(bye_of(signal))]);
            link.close();
        }
    })
}
