//! `nim analyze --rule RULE --values N`: `n G(n)` for heaps 0 to N, one
//! pair a line, then `period: P from S` when a period is proven, or
//! `period: none found up to M` (M the largest heap computed), and for a
//! game nobody has solved a sentence saying so. With `--explain`, each
//! value of a small heap is followed by its mex derivation, wrapped to 80
//! columns. A computation stopped by Ctrl-C writes the values it reached.

use std::io::Write;

use crate::analyze::{AnalyzeError, Computing, Report, RulesError};
use crate::game::theory::grundy::{Sequence, unsolved};
use crate::game::theory::rule::Rule;
use crate::text::Lang;
use crate::text::width;

/// The largest heap whose derivation `--explain` shows: past it an option
/// list outgrows a screen (a heap of n under Kayles has about n options).
pub const EXPLAIN_UPTO: u32 = 50;

/// The widest a derivation's line may be.
const COLUMNS: usize = 80;

/// Writes the values of `rule`'s heaps 0 to `upto`; a heap past what can
/// be computed, with no period found, is refused before anything is written.
pub fn write_values<W: Write>(
    rule: &Rule,
    upto: u32,
    (lang, report): (Lang, Report),
    computing: Computing,
    out: &mut W,
) -> Result<(), AnalyzeError> {
    let refused = |error| RulesError::Values {
        rule: rule.to_string(),
        error,
    };
    let sequence = Sequence::watched(rule, upto, computing.limits, computing.watch);
    (computing.done)();
    let sequence = sequence.map_err(refused)?;
    let sequence = match sequence.stopped() {
        false => sequence.reaching(upto).map_err(refused)?,
        // Ctrl-C: what was computed, and what is proven on it.
        true if sequence.period().is_none() => {
            let reached = sequence.computed().min(upto);
            return write_upto(rule, reached, &sequence, (lang, report), out);
        }
        true => sequence,
    };
    write_upto(rule, upto, &sequence, (lang, report), out)
}

/// The values of heaps 0 to `upto`, all known, then the period line.
fn write_upto<W: Write>(
    rule: &Rule,
    upto: u32,
    sequence: &Sequence,
    (lang, report): (Lang, Report),
    out: &mut W,
) -> Result<(), AnalyzeError> {
    let value = |n: u32| sequence.value(n).unwrap_or(0);
    let explain = report == Report::Explain;
    for n in 0..=upto {
        writeln!(out, "{n} {}", value(n))?;
        if explain && n <= EXPLAIN_UPTO {
            for line in wrap(&derivation(rule, n, &value, lang), COLUMNS) {
                writeln!(out, "{line}")?;
            }
        }
        if explain && n == EXPLAIN_UPTO && upto > EXPLAIN_UPTO {
            writeln!(out, "{}", lang.mex_cut(EXPLAIN_UPTO))?;
        }
    }
    match sequence.period() {
        Some(period) => writeln!(out, "period: {} from {}", period.period, period.from)?,
        None => {
            // A closed form with no period (nim, Lasker's) computed nothing.
            let computed = sequence.computed();
            let shown = if computed == u32::MAX { upto } else { computed };
            writeln!(out, "period: none found up to {shown}")?;
            if unsolved(rule) {
                writeln!(out, "{}", lang.unsolved(&rule.to_string()))?;
            }
        }
    }
    Ok(())
}

/// `options of 5 under sub:1,3,4: 4 -> 2, 2 -> 0, 1 -> 1; mex{0,1,2} = 3`.
fn derivation(rule: &Rule, n: u32, value: &impl Fn(u32) -> u32, lang: Lang) -> String {
    let mut options = Vec::new();
    let mut reached = Vec::new();
    for (a, b) in rule.options(n) {
        let v = value(a) ^ value(b);
        let heaps = if a == 0 {
            b.to_string()
        } else {
            format!("{a}+{b}")
        };
        options.push(format!("{heaps} -> {v}"));
        reached.push(v);
    }
    if options.is_empty() {
        return lang.mex_no_option(n, &rule.to_string());
    }
    reached.sort_unstable();
    reached.dedup();
    let reached: Vec<String> = reached.iter().map(u32::to_string).collect();
    lang.mex_derivation(
        n,
        &rule.to_string(),
        &options.join(", "),
        &reached.join(","),
        value(n),
    )
}

/// `text` in lines of at most `columns`, broken by the Unicode
/// line-breaking rules; lines after the first indented by 4.
fn wrap(text: &str, columns: usize) -> Vec<String> {
    const INDENT: &str = "    ";
    let mut lines = width::wrap(text, columns);
    let Some(first) = lines
        .first()
        .filter(|first| text.starts_with(first.as_str()))
    else {
        return lines;
    };
    let rest = text[first.len()..].trim_start();
    let narrower = columns.saturating_sub(INDENT.len());
    lines.truncate(1);
    for line in width::wrap(rest, narrower) {
        lines.push(format!("{INDENT}{line}"));
    }
    lines
}
