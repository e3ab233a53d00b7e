//! `nim`: the game of Nim from a classic Turbo Pascal textbook, remade in Rust.
//!
//! The computer plays Bouton's XOR strategy exactly as the book's `ChooseMove`
//! does it, digit column by digit column, and waits for a mistake when it is
//! losing. The rules live in a pure core; the terminal screen and the plain
//! line mode only draw what the core reports and hand it what the player types.
//!
//! # Organization
//!
//! The pure core, tested without a terminal:
//! - [`strategy`]: nim-sum, the book's `BitForm` and `ChooseMove`, winning moves, misère.
//! - [`table`]: what the session plays on, a game of heaps ([`table::Table`]).
//! - [`game`]: the book's rows: the layout and the position, their limits, `CheckField`.
//! - [`board`]: 尼姆棋's board, whose gaps are the heaps.
//! - [`command`]: a typed line parsed into a move, quit or setup, with typed errors.
//! - [`session`]: the book's main loop as a state machine: lines in, events out.
//!
//! The words:
//! - [`text`]: every sentence, from the Fluent catalogues in `locales/` (English,
//!   Russian, Chinese); the core never imports it.
//!
//! The shells:
//! - [`cli`]: the command line, turned into typed options.
//! - [`plain`]: the line-by-line front end for pipes and scripts.
//! - [`lines`]: lines read in bounded pieces, so no input grows the memory.
//! - [`analyze`]: `nim analyze`, a position explained, streamed from stdin.
//! - [`tui`]: the book's 80x25 screen (crossterm): terminal guard, diff renderer,
//!   view, line editor, the enlarge notice.
//!
//! # Where the book's procedures live
//!
//! | book | here |
//! |---|---|
//! | main program | [`session::Session`] (`submit` → events), driven by [`tui::run`] and [`plain::run`] |
//! | `Prepare` | `Session::new_game` (`col := ncol`); the headers drawn by [`tui::view::draw`] |
//! | `ShowField` | [`tui::view::draw`]; [`plain`] prints `position:` |
//! | `GetPlayerMove` | [`tui::input::LineEditor`] (the book's `ReadLn`), [`command::parse_command`] + [`table::Table::check`], called by [`session::Session::submit`] |
//! | `GetChange` | [`session::Session::answer_setup`], [`session::Session::leave_setup`]; its screen in [`tui::view::draw`] |
//! | `SetOwnerMove` | `Session::computer_turns` |
//! | `CheckField` | [`table::Table::is_over`] |
//! | `PlayerVictory` | [`session::Event::Victory`] + [`game::Layout::grow`], through [`table::Table::next_game`] |
//! | `OwnVictory` | [`session::Event::Victory`], the same layout again |
//! | `ChooseMove` | [`strategy::choose_move`], [`strategy::book_winning_move`] |
//! | `BitForm` | [`strategy::bit_form`] |
#![forbid(unsafe_code)]

pub mod analyze;
pub mod bits;
pub mod board;
pub mod cli;
pub mod command;
pub mod layout;
pub mod lines;
pub mod numbers;
pub mod plain;
pub mod players;
pub mod rows;
pub mod run;
pub mod session;
pub mod setup;
pub mod start;
pub mod strategy;
pub mod table;
pub mod text;
pub mod tui;
pub mod width;
