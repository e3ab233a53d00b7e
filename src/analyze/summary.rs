//! `nim analyze --rule R --summary`: a rule's values summed up as a row
//! of the research tables (see `crate::game::theory::grundy::summarize`),
//! one plain line a figure:
//!
//! ```text
//! computed: 4095
//! preperiod: 71
//! period: 12
//! largest: 8 at 27
//! rare-mask: 1
//! rare: 2
//! last-rare: 7
//! ```
//!
//! `preperiod:` and `period:` say `none known` for a game nobody has
//! solved (a sentence follows), `none found` otherwise; `rare:` says
//! `endless` when a rare value recurs in the period (`last-rare: none`).

use std::io::Write;

use crate::analyze::{AnalyzeError, Computing, RulesError};
use crate::game::theory::grundy::{PROVE_AHEAD, Rare, Sequence, summarize, unsolved};
use crate::game::theory::rule::Rule;
use crate::text::Lang;

/// Writes the summary of `rule`'s values computed up to `upto` (or until
/// a period is proven, or the limit); what a Ctrl-C left is summed up too.
pub fn write_summary<W: Write>(
    rule: &Rule,
    upto: Option<u32>,
    lang: Lang,
    computing: Computing,
    out: &mut W,
) -> Result<(), AnalyzeError> {
    let refused = |error| RulesError::Values {
        rule: rule.to_string(),
        error,
    };
    let limits = computing.limits;
    let asked = upto.unwrap_or(limits.heaps.min(u32::MAX - 1));
    let sequence = Sequence::watched(rule, asked, limits, computing.watch);
    (computing.done)();
    let sequence = sequence.map_err(refused)?;
    let sequence = match upto {
        Some(upto) if !sequence.stopped() => sequence.reaching(upto).map_err(refused)?,
        _ => sequence,
    };
    // The heaps asked for and no more, a period only if they prove it;
    // else every heap computed (a period sums up every heap).
    let heaps = upto.map_or(usize::MAX, |upto| upto as usize + 1);
    let summary = sequence.summary(rule, heaps).unwrap_or_else(|| {
        // A closed form computed nothing: its values as far as asked.
        let upto = upto.unwrap_or(PROVE_AHEAD - 1);
        let closed: Vec<u32> = (0..=upto).map(|n| sequence.value(n).unwrap_or(0)).collect();
        summarize(&closed, sequence.period())
    });
    let open = unsolved(rule);
    writeln!(out, "computed: {}", summary.computed)?;
    match summary.period {
        Some(period) => {
            writeln!(out, "preperiod: {}", period.from)?;
            writeln!(out, "period: {}", period.period)?;
        }
        None if open => {
            writeln!(out, "preperiod: none known")?;
            writeln!(out, "period: none known")?;
        }
        None => {
            writeln!(out, "preperiod: none found")?;
            writeln!(out, "period: none found up to {}", summary.computed)?;
        }
    }
    writeln!(
        out,
        "largest: {} at {}",
        summary.largest, summary.largest_at
    )?;
    writeln!(out, "rare-mask: {}", summary.mask)?;
    match summary.rare {
        Rare::Count(count) => writeln!(out, "rare: {count}")?,
        Rare::Endless => writeln!(out, "rare: endless")?,
    }
    match summary.last_rare {
        Some(heap) => writeln!(out, "last-rare: {heap}")?,
        None => writeln!(out, "last-rare: none")?,
    }
    if open {
        writeln!(out, "{}", lang.unsolved(&rule.to_string()))?;
    }
    Ok(())
}
