//! A network game on the book's screen (not built yet: plain mode plays).

use std::io;

use crate::net::peer::{Finish, NetTable, Peer};
use crate::network::link::{Lines, Link};

use super::{Scene, TuiConfig};

/// Plays a network game on the screen until one side leaves or the
/// connection ends.
pub fn run<T: NetTable + Scene + Send + 'static>(
    _peer: Peer<T>,
    _link: Link,
    _lines: Lines,
    _config: TuiConfig,
) -> io::Result<Finish> {
    Err(io::Error::other(
        "the network screen is not built yet: use --plain",
    ))
}
