//! The built `nim` through pipes: plain mode, `nim analyze`, the command
//! line, records and replay, lessons and puzzles, the board, the golden
//! transcripts. One binary, one module per area.

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
