//! The built `nim` through pipes: plain mode, `nim analyze`, the command
//! line, records and replay, lessons and puzzles, the board, the golden
//! transcripts. One binary, one module per area; the helpers (the pipes, a
//! learner, a game-tree solver, the documents' commands) are in `support/`.
//!
//! What the areas check, beyond their own module docs:
//! - plain mode, `nim analyze` and the command line (`plain.rs`,
//!   `analyze.rs`, `cli.rs`): every `--help` line fits 80 columns in every
//!   language;
//! - records (`record.rs`): a recorded game replayed with the same positions
//!   and its turning point named, `--force`, a board game with an undo, a bad
//!   record by its line, `--game`, `r` in plain mode, and a game killed with
//!   SIGKILL after three moves whose file keeps all six moves, reads as
//!   unfinished and replays; through real limits (`record_disk.rs`): a game
//!   played to its end under `ulimit -f 1` whose record replays as
//!   unfinished, a second game refused a file the first records into
//!   (`--force` too), a record behind a symbolic link;
//! - lessons and puzzles, with `XDG_DATA_HOME` in a temporary directory
//!   (`learn.rs`, `learn_progress.rs`, `learn_bound.rs`, `puzzle.rs`,
//!   `puzzle_kept.rs`): 5,000 wrong answers in one sitting keeping the
//!   lessons passed, a file from before the bound read, the report changing
//!   no file, a link another user planted refused (given away when the tests
//!   run as root), a path's ESC escaped, a puzzle missed in `nim puzzle` back
//!   in `nim learn` and counted; a sitting through all nine lessons (the
//!   ladder's lessons counted: a new lesson is named here), a wrong answer's
//!   right one checked by a search, refusals that never count, a SIGKILL
//!   between two answers leaving the old file or the new one and a resumed
//!   ladder, a mode 000 file (read as nobody when the tests run as root), a
//!   FIFO and a directory left as they were, two learners at once keeping the
//!   lesson one of them opened, a real file-size limit failing saves that are
//!   tried again until one works, a linked file written through; a missed
//!   puzzle back on day 1, 4 and 11 under `--date` and on no day between, and
//!   the report's counts equal to a scripted sitting's verdicts
//!   (`learn_review.rs`);
//! - the teacher's game: seeded games replayed at every level against the
//!   transcripts in `tests/golden/` (`golden.rs`), byte for byte;
//! - the board (`board.rs`): a whole game, refusals, `--first computer`,
//!   `-1 0`, misère and Chinese;
//! - the documents (`docs_examples.rs`): every `nim` command the README and
//!   the guide show runs as shown, found by the rule in `support/docs.rs` and
//!   run through a shell in a temporary home, a `nim join` against a live
//!   host, failing on a refusal, a panic or a command that never ran.

/// The helpers of these tests, each a file of `tests/pipes/support/`.
mod support {
    pub mod docs;
    pub mod learner;
    pub mod pipes;
    pub mod solver;
}

mod analyze;
mod analyze_limit;
mod analyze_memory;
mod analyze_refusals;
mod analyze_rules;
mod board;
mod class;
mod cli;
mod completions;
mod docs_examples;
mod golden;
mod learn;
mod learn_bound;
mod learn_discover;
mod learn_hint;
mod learn_progress;
mod learn_refute;
mod learn_review;
mod man;
mod plain;
mod plain_edges;
mod plain_teach;
mod puzzle;
mod puzzle_kept;
mod record;
mod record_disk;
mod rules_plain;
mod sheets;
mod way_in;
