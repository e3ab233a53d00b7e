//! The network game's tests across its parts: whole seeded games between a
//! referee and a replica in memory, and a hostile joiner.

mod game;
mod hostile;
