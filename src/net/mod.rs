//! Two players on two machines (`nim serve`, `nim join`), the pure part:
//! the line protocol, the host's referee and the joiner's replica. Each is a
//! state machine fed one parsed line at a time that says what to send back
//! and whether to close; the sockets, the reader thread and the words the
//! player reads belong to the front ends that drive them (not wired yet).

pub mod exchange;
pub mod peer;
pub mod protocol;
pub mod referee;
pub mod replica;
pub mod wire;

#[cfg(test)]
pub(crate) mod fixture;

#[cfg(test)]
mod game_tests;

#[cfg(test)]
mod hostile_tests;
