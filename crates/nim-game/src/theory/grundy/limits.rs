//! Where computing values stops (the limits a command sets, shared by
//! its rules) and why a heap then has no value here.

use thiserror::Error;

use super::{LIMIT, Sequence, WORK_LIMIT};

/// Where computing stops: heaps, and option pairs looked at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub heaps: u32,
    pub work: u64,
}

impl Limits {
    /// [`LIMIT`] and [`WORK_LIMIT`]: a quick answer.
    pub const DEFAULT: Limits = Limits {
        heaps: LIMIT,
        work: WORK_LIMIT,
    };

    /// No wall: as far as asked, however long it takes.
    pub const NONE: Limits = Limits {
        heaps: u32::MAX,
        work: u64::MAX,
    };

    /// At most `heaps` heaps, however much work they take.
    pub const fn heaps(heaps: u32) -> Limits {
        Limits {
            heaps,
            work: u64::MAX,
        }
    }

    /// What is left of this wall once `sequence` was computed within it:
    /// the rules of one command share the default wall, so that many of
    /// them take no longer than one.
    pub fn left_after(self, sequence: &Sequence) -> Limits {
        Limits {
            heaps: self.heaps.saturating_sub(sequence.heaps()),
            work: self.work.saturating_sub(sequence.work()),
        }
    }
}

/// Why a heap has no value here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum GrundyError {
    /// `heap` is past `limit`, the largest heap computed under `rule`,
    /// and no period was found to answer it.
    #[error("heap {heap} is past {limit}, the largest heap computed, and no period was found")]
    TooLarge { heap: u32, limit: u32 },
    /// Memory ran out at `limit`, short of `heap` (`--limit none`): a
    /// refusal, not an abort.
    #[error("memory ran out at heap {limit}, short of heap {heap}")]
    NoMemory { heap: u32, limit: u32 },
}

impl GrundyError {
    /// The heap asked for and the largest heap computed.
    pub fn heaps(self) -> (u32, u32) {
        match self {
            GrundyError::TooLarge { heap, limit } | GrundyError::NoMemory { heap, limit } => {
                (heap, limit)
            }
        }
    }
}
