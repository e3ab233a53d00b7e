//! `nim`: the game of Nim from a classic Turbo Pascal textbook, remade in Rust.
//!
//! The computer plays Bouton's XOR strategy exactly as the book's `ChooseMove`
//! does it, digit column by digit column, and waits for a mistake when it is
//! losing. The rules live in a pure core; the terminal screen and the plain
//! line mode only draw what the core reports and hand it what the player types.
//!
//! # Organization
//!
//! Floor by floor; no module imports one that imports it back.
//!
//! The ground floor, importing nothing of the core:
//! - [`numbers`]: numbers as people write them, one reader and one sign rule.
//! - [`width`]: how many terminal columns text takes.
//! - [`strategy`]: nim-sum, the book's `ChooseMove`, winning moves, misère.
//! - [`rule`]: a row's rule (Arsac's R_i): nim, `take:K`, `sub:A,B`, an octal
//!   code, Grundy's game; which moves it allows and its options.
//! - [`sum`]: sums of games: each row under its rule, the Grundy sum, the
//!   computer's move, hint and coach for rows that are not all nim.
//! - [`layout`]: the book's `ncol` and its limits (2-14 rows, 1-63 chips), the
//!   only place they are checked.
//!
//! The pure core, tested without a terminal:
//! - [`grundy`]: Grundy sequences of a rule for big heaps: closed forms,
//!   subtraction sets, octal codes by rare and common values, periods claimed
//!   only when a theorem proves them, and a limit instead of a long hang.
//! - [`bits`]: the book's `BitForm` and the one binary table every view shows.
//! - [`table`]: what the session plays on, a game of heaps ([`table::Table`]),
//!   and what `-1 0` means for it ([`table::Renewal`]).
//! - [`rows`]: the book's rows, a layout and its position.
//! - [`board`]: 尼姆棋's board, whose gaps are the heaps.
//! - [`setup`]: the book's `GetChange`: answers in, a layout out.
//! - [`command`]: a typed line parsed into a [`command::Command`], the numbers
//!   as typed; no rules inside.
//! - [`players`]: the sides, who opens, the session's options.
//! - [`session`]: the book's main loop as a state machine. Its one typed entry,
//!   [`session::Session::act`], checks every command and never panics;
//!   [`session::Session::submit`] is the parser plus that entry.
//! - [`start`]: the command line's choice of game and of the rows' first layout.
//! - [`record`]: records of games (PGN-style tags, moves as typed): written,
//!   read back with `line N:` refusals, replayed through a two-player
//!   session, and kept as a session is played ([`record::Recorder`]).
//! - [`review`]: a game's moves marked kept, missed or lost, and its
//!   turning point.
//! - [`learn`]: `nim learn` and `nim puzzle`: the lesson ladder as data, its
//!   seeded puzzles, the judge of an answer (a typed verdict and its reason).
//!
//! The words:
//! - [`text`]: every sentence, from the Fluent catalogues in `locales/` (English,
//!   Russian, Chinese); each game's own message ids follow the table's type
//!   ([`text::Worded`]). The core never imports it.
//!
//! The shells:
//! - [`cli`]: the command line, turned into typed options.
//! - [`run`]: the composition root: the seeded generator, the table, the screen
//!   or plain mode, or an analysis.
//! - [`plain`]: the line-by-line front end for pipes and scripts.
//! - [`lines`]: lines read in bounded pieces, so no input grows the memory.
//! - [`record_file`]: `--record`'s file: each change written at once and in
//!   place (never the file anew), locked for the session; and a record read
//!   for `nim replay` one game at a time.
//! - [`progress`]: the learner's progress file, written atomically.
//! - [`tutor`]: what `nim learn`'s front ends share: the progress around
//!   each answer, the next puzzle, a typed line read as an answer.
//! - [`plain_learn`]: `nim learn` and `nim puzzle` line by line; on the
//!   screen both are `tui/learn.rs` (the ladder, or one puzzle), driven by
//!   the one event loop every screen shares (`tui/event_loop.rs`).
//! - [`net`]: `nim serve` and `nim join`'s pure core, not wired yet: the
//!   line protocol ([`net::protocol`]), the host's referee and the joiner's
//!   replica as state machines fed one line at a time; no sockets.
//! - [`analyze`]: `nim analyze`, a position explained, streamed from stdin.
//! - [`tui`]: the book's 80x25 screen (crossterm): terminal guard, the grid,
//!   the presenter and its diff renderer, views, line editor, the enlarge notice.
//!
//! # Where the book's procedures live
//!
//! | book | here |
//! |---|---|
//! | main program | [`session::Session`] (commands in through [`session::Session::act`], events out), driven by [`tui::run`] and [`plain::run`] |
//! | `Prepare` | `Session::new_game` and [`table::Table::next_game`] (`col := ncol`); the headers from [`text::Lang::header`], drawn by the screen's view |
//! | `ShowField` | the screen's view (`tui/view.rs`); [`plain`] prints `position:` |
//! | `GetPlayerMove` | the screen's line editor (the book's `ReadLn`, `tui/input.rs`), [`command::parse_command`], then [`table::Table::check`] in [`session::Session::act`] |
//! | `GetChange` | [`setup::Setup`], its limits in [`layout::Draft`]; its screen in `tui/setup_view.rs` |
//! | `SetOwnerMove` | `Session::computer_turns` (`session_play.rs`): [`strategy`] for the book's rows, [`sum`] for rows under their own rules |
//! | `CheckField` | [`table::Table::is_over`] |
//! | `PlayerVictory` | [`session::Event::Victory`] + [`layout::Layout::grown`], through [`table::Table::next_game`] of [`rows::Rows`] |
//! | `OwnVictory` | [`session::Event::Victory`], the same layout again |
//! | `ChooseMove` | [`strategy::choose_move`], [`strategy::book_winning_move`] |
//! | `BitForm` | [`bits::bit_form`]; [`bits::BitTable`] for every binary view |
#![forbid(unsafe_code)]

pub mod analyze;
pub mod bits;
pub mod board;
pub mod cli;
pub mod command;
pub mod grundy;
pub mod layout;
pub mod learn;
pub mod lines;
pub mod net;
pub mod network;
pub mod numbers;
pub mod plain;
pub mod plain_learn;
pub mod players;
pub mod progress;
pub mod record;
pub mod record_file;
pub mod review;
pub mod rows;
pub mod rule;
pub mod run;
pub mod session;
pub mod setup;
pub mod start;
pub mod strategy;
pub mod sum;
pub mod table;
pub mod text;
pub mod tui;
pub mod tutor;
pub mod width;
