//! `nim worksheet`: the sheet its options name (a seed drawn when none is
//! given, short enough to type again), printed on stdout.

use std::io::{self, Write};
use std::process::ExitCode;

use rand::Rng;

use crate::cli::WorksheetOptions;
use crate::game::learn::Worksheet;
use crate::plain;

/// Seeds drawn for a sheet stay below this: six digits to copy.
const DRAWN_SEEDS: u64 = 1_000_000;

pub fn worksheet(options: WorksheetOptions) -> io::Result<ExitCode> {
    let seed = (options.seed).unwrap_or_else(|| rand::rng().random_range(0..DRAWN_SEEDS));
    let sheet = if options.chosen.is_empty() {
        Worksheet::new(options.lesson, options.count, seed)
    } else {
        Worksheet::chosen(options.chosen, seed)
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    plain::worksheet::print(&sheet, options.lang, options.ascii, &mut out)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
