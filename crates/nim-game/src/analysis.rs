//! Why rows or rules typed for `nim analyze` could not be answered. The
//! reading itself streams stdin, so it lives with its front end
//! (`analyze/`); these refusals are pure, and the words (`text/`) say them.

use thiserror::Error;

use crate::theory::grundy::GrundyError;

/// Why a row could not be read. `index` is the 1-based row; `typed` the
/// row as typed (cut short if it was long). `Display` is for developers and
/// tests; `text` words it for people.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RowError {
    #[error("row {index}: {typed:?} is not a count of chips")]
    NotACount { index: usize, typed: String },
    #[error("row {index}: {typed} is negative")]
    Negative { index: usize, typed: String },
    #[error("row {index}: {typed} is larger than {}", u32::MAX)]
    TooLarge { index: usize, typed: String },
    /// A comma with no row on one side of it (`3,,4`, `,3`, `3,`).
    #[error("row {index} is missing between commas")]
    MissingRow { index: usize },
    #[error("no rows to analyze")]
    NoRows,
}

/// Why `nim analyze` with rules could not answer: a count of rules that is
/// not the count of rows, or a heap with no value here. Worded by `text`;
/// status 2. A bad row is a [`RowError`], and the input or output failing
/// is the front end's to carry: the core reads and writes nothing.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesError {
    #[error("{rules} rules for {rows} rows")]
    Count { rules: usize, rows: usize },
    #[error("row {row} under {rule}: {error}")]
    Heap {
        row: usize,
        rule: String,
        error: GrundyError,
    },
    #[error("{rule}: {error}")]
    Values { rule: String, error: GrundyError },
}
