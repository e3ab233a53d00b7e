//! `nim`: the game of Nim from a classic Turbo Pascal textbook, remade in Rust.
//!
//! The computer plays Bouton's XOR strategy exactly as the book's `ChooseMove`
//! does it, digit column by digit column, and waits for a mistake when it is
//! losing. The rules live in a pure core; the terminal screen and the plain
//! line mode only draw what the core reports and hand it what the player types.
//!
//! # Organization
//!
//! The top-level modules are floors, lowest first. A module uses only its
//! own floor and those below; the three front ends never use one another;
//! and no two top-level modules use each other. `tests/layers/` fails on
//! any import that breaks this, and the compiler keeps floor 0 apart.
//!
//! 0. [`game`]: the pure core, the crate `nim-game` (`crates/nim-game/`).
//! 1. [`io`]: input lines, the record and progress files, sockets.
//! 2. [`text`]: every sentence, from the catalogues in `locales/`.
//! 3. [`tutor`]: what the two front ends of `nim learn` share.
//! 4. The front ends: [`plain`], [`tui`] and [`analyze`].
//! 5. [`cli`]: the command line, turned into typed options.
//! 6. [`run`]: the composition root.
//!
//! `ARCHITECTURE.md`, at the top of the repository, has the rest: what each
//! folder holds and must not do, which function does the work of each of
//! the book's procedures (most keep their names in doc comments, so a
//! search for `ChooseMove` finds it), and where to add a rule, a lesson, a
//! screen, a plain-mode prefix, a language or a word of the protocol.
#![forbid(unsafe_code)]

pub mod analyze;
pub mod cli;
/// The pure core, a crate of its own (`crates/nim-game`), named here
/// `game` so every path reads `crate::game::...` as in the folders.
pub use nim_game as game;
pub mod io;
pub mod plain;
pub mod run;
pub mod text;
pub mod tui;
pub mod tutor;
