//! The pure core of `nim`, the game of Nim from a classic Turbo Pascal
//! textbook: the rules, the theory, the tables, the session, records,
//! reviews, lessons and the network protocol. No terminal, no words, no
//! files and no sockets: its manifest names none of their crates, so the
//! compiler keeps it so, and `tests/layers` checks that its code names no
//! part of `std` that reaches them; everything here is tested without them.
//! The game (the root package) reaches it as `nim::game`.
//!
//! Its modules stand on floors, lowest first, each naming only its own
//! floor's files or the floors below (checked by `tests/layers`): 0
//! `numbers`, `theory`; 1 `table`, `analysis`; 2 `session`; 3 `record`,
//! `review`, `net`; 4 `learn`.
//!
//! - [`numbers`]: numbers as people write them, one reader and one sign rule.
//! - [`theory`]: nim-sum and the book's `ChooseMove`, `BitForm`, a row's
//!   rule, Grundy sequences, sums of games, and the one engine that answers
//!   any position.
//! - [`table`]: what a session plays on: the book's rows, their layout and
//!   limits, 尼姆棋's board, the setup dialogue, the choice of game.
//! - [`session`]: the book's main loop as a state machine, the typed line,
//!   the players.
//! - [`record`] and [`review`]: records of games, and a game's moves marked.
//! - [`learn`]: the lesson ladder, its puzzles, the judge of an answer.
//! - [`net`]: the network game's protocol, referee and replica.
//! - [`analysis`]: why rows typed for `nim analyze` could not be answered.
//!
//! `ARCHITECTURE.md`, at the top of the repository, says what else this
//! crate must never do (read the clock, seed its own generator), how the
//! game uses it, and which function does the work of each of the book's
//! procedures.

#![forbid(unsafe_code)]

pub mod analysis;
pub mod learn;
pub mod net;
pub mod numbers;
pub mod record;
pub mod review;
pub mod session;
pub mod table;
pub mod theory;
