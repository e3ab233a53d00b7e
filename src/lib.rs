//! `nim`: the game of Nim from a classic Turbo Pascal textbook, remade in Rust.
//!
//! The computer plays Bouton's XOR strategy exactly as the book's `ChooseMove`
//! does it, digit column by digit column, and waits for a mistake when it is
//! losing. The rules live in a pure core; the terminal screen and the plain
//! line mode only draw what the core reports and hand it what the player types.
//!
//! # Organization
//!
//! The folders are the floors. A module imports only from its own floor or
//! below, never up; the three front ends never import one another; and no
//! two top-level modules import each other. `tests/layers.rs` reads every
//! file under `src/` and fails on an arrow that breaks these rules.
//!
//! 0. [`game`]: the pure core, the crate `nim-game` (`crates/nim-game/`)
//!    whose manifest names no terminal, text, signal, socket or file crate,
//!    so the compiler keeps it pure; it is tested without any of them.
//!    - [`game::numbers`]: numbers as people write them, one reader and one
//!      sign rule.
//!    - [`game::theory`]: nim-sum and the book's `ChooseMove`
//!      ([`game::theory::strategy`]), `BitForm` and the one binary table
//!      ([`game::theory::bits`]), a row's rule (Arsac's R_i,
//!      [`game::theory::rule`]), Grundy sequences for big heaps
//!      ([`game::theory::grundy`]), sums of games ([`game::theory::sum`]).
//!    - [`game::table`]: what a session plays on ([`game::table::Table`]):
//!      the book's rows and their layout and limits, 尼姆棋's board, the
//!      setup dialogue (`GetChange`), the command line's choice of game.
//!    - [`game::session`]: the book's main loop as a state machine, the typed
//!      line ([`game::session::command`]) and the players. Its one typed
//!      entry, [`game::session::Session::act`], checks every command and
//!      never panics.
//!    - [`game::record`]: records of games (PGN-style tags, moves as typed):
//!      written, read back with `line N:` refusals, replayed, and kept as a
//!      session is played; [`game::review`] marks a game's moves.
//!    - [`game::learn`]: the lesson ladder as data, its seeded puzzles, the
//!      judge of an answer.
//!    - [`game::net`]: the network game's pure part: the line protocol, the
//!      host's referee and the joiner's replica as state machines fed one
//!      line at a time, an address and a join code as typed.
//!    - [`game::analysis`]: why rows typed for `nim analyze` could not be
//!      answered.
//! 1. [`io`]: the world outside: input read in bounded lines, `--record`'s
//!    file, the learner's progress file, the network game's sockets
//!    ([`io::socket`]).
//! 2. [`text`]: every sentence, from the Fluent catalogues in `locales/`
//!    (English, Russian, Chinese); how many columns text takes; the binary
//!    table's lines.
//! 3. [`tutor`]: what the two front ends of `nim learn` share.
//! 4. The front ends, each on its own:
//!    - [`plain`]: lines in, lines out, for pipes and scripts; its `learn`,
//!      `net`, `replay` and `review` say the same games line by line.
//!    - [`tui`]: the book's 80x25 screen (crossterm): terminal plumbing
//!      (`term/`), the frame every screen draws in (`frame/`), and a folder
//!      per screen (`play/`, `learn/`, `replay/`, `net/`).
//!    - [`analyze`]: `nim analyze`, a position explained, streamed from stdin.
//! 5. [`cli`]: the command line, turned into typed options.
//! 6. [`run`]: the composition root: the seeded generator, the table, the
//!    screen or plain mode, an analysis, a lesson, a record or a network game.
//!
//! A feature crosses the floors under one name. The network game:
//! `game`'s `net/` (protocol, referee, replica, address), `io/socket/` (the
//! host's door, the joiner's way in, the link), `text/net.rs` (its words),
//! `plain/net.rs` and `tui/net/` (its two front ends), `cli/read_net.rs`
//! (`nim serve` and `nim join`'s options) and `run/net.rs` (the wiring).
//! Lessons likewise: `game`'s `learn/`, `io/progress/`, `text/learn.rs`,
//! [`tutor`], `plain/learn.rs`, `tui/learn/`, `cli/read_learn.rs`, `run/`.
//!
//! # Where the book's procedures live
//!
//! | book | here |
//! |---|---|
//! | main program | [`game::session::Session`] (commands in through [`game::session::Session::act`], events out), driven by [`tui::run`] and [`plain::run`] |
//! | `Prepare` | `Session::new_game` and [`game::table::Table::next_game`] (`col := ncol`); the headers from [`text::Lang::header`], drawn by the screen's view |
//! | `ShowField` | the screen's view (`tui/play/view.rs`); [`plain`] prints `position:` |
//! | `GetPlayerMove` | the screen's line editor (the book's `ReadLn`, `tui/frame/input.rs`), [`game::session::command::parse_command`], then [`game::table::Table::check`] in [`game::session::Session::act`] |
//! | `GetChange` | [`game::table::setup::Setup`], its limits in [`game::table::layout::Draft`]; its screen in `tui/play/setup_view.rs` |
//! | `SetOwnerMove` | `Session::computer_turns` (`session/play.rs` of `crates/nim-game/src`): [`game::theory::strategy`] for the book's rows, [`game::theory::sum`] for rows under their own rules |
//! | `CheckField` | [`game::table::Table::is_over`] |
//! | `PlayerVictory` | [`game::session::Event::Victory`] + [`game::table::layout::Layout::grown`], through [`game::table::Table::next_game`] of [`game::table::rows::Rows`] |
//! | `OwnVictory` | [`game::session::Event::Victory`], the same layout again |
//! | `ChooseMove` | [`game::theory::strategy::choose_move`], [`game::theory::strategy::book_winning_move`] |
//! | `BitForm` | [`game::theory::bits::bit_form`]; [`game::theory::bits::BitTable`] for every binary view |
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
