//! Two players on two machines (`nim serve`, `nim join`), the pure part:
//! the line protocol, the host's referee and the joiner's replica. Each is a
//! state machine fed one parsed line at a time that says what to send back
//! and whether to close; the sockets and the reader thread are
//! `io::socket`'s, the words the player reads `text`'s, and
//! the two front ends that drive them `plain/net.rs` and `tui/net/`.

pub mod address;
pub mod exchange;
pub mod peer;
pub mod protocol;
pub mod referee;
pub mod replica;
pub mod wire;

#[cfg(any(test, feature = "testing"))]
pub mod fixture;

#[cfg(test)]
mod tests;
