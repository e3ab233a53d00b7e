//! `nim analyze` with rules: each row a sum of groups under its rule, worth
//! the xor of its groups' Grundy values ([`crate::game::theory::grundy`]); the position
//! worth the xor of its rows'. Every winning move is listed as a player
//! types it: `move: ROW COUNT AT`, AT the 1-based place of the first chip
//! taken, a taken place counted between groups; no AT for a move that takes
//! from the right end of the row's last group.

use std::io::{self, Write};

mod huge;
mod place;
mod valued;

use super::spool::GroupedRows;
use crate::analyze::{AnalyzeError, Computing, Report};
use crate::game::theory::grundy::{LIMIT, Sequence};
use crate::game::theory::rule::{LEAVE_TWO, RowRules, Rule};
use crate::text::Lang;
use place::{Place, left_of};
use valued::{Row, Valued};

/// One move: row (1-based), chips taken, and the place of the first, or
/// none when it takes from the right end of the row's last group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuledMove {
    pub row: usize,
    pub take: u32,
    pub at: Option<u64>,
}

impl std::fmt::Display for RuledMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.row, self.take)?;
        if let Some(at) = self.at {
            write!(f, " {at}")?;
        }
        Ok(())
    }
}

/// What a pass over the winning moves finds: a move, or, after the first
/// [`LISTED`] moves of a group too big to list them all, how many more it
/// has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    Move(RuledMove),
    More {
        row: usize,
        heap: u32,
        listed: u64,
        more: u64,
    },
    /// After the moves found among the first [`huge::SCAN_BUDGET`] options
    /// of a group with more, and no period to count the rest by.
    Uncounted {
        row: usize,
        heap: u32,
        listed: u64,
    },
}

/// Writes the analysis of `rows` under `rules`; nothing is written when a
/// row cannot be answered. The rows are read once per pass and the moves
/// written as they are found, so that neither is ever held whole.
pub fn write_ruled<R: GroupedRows + ?Sized, W: Write>(
    rows: &R,
    rules: &RowRules,
    report: Report,
    lang: Lang,
    computing: Computing,
    out: &mut W,
) -> Result<(), AnalyzeError> {
    let valued = Valued::new(rows, rules, computing)?;
    let mut sum = 0;
    valued.for_each_row(|row| {
        sum ^= valued.value(row)?;
        Ok(true)
    })?;
    if report == Report::Hint {
        // The first move found; else, if a group was too big to find its
        // move in, the first such row: a win is never "none".
        let (mut first, mut uncounted) = (None, None);
        for_each_move(&valued, sum, &mut |found| {
            match found {
                Found::Move(one) => {
                    first = Some(one);
                    return Ok(false);
                }
                Found::Uncounted { row, .. } => {
                    uncounted.get_or_insert(row);
                }
                Found::More { .. } => {}
            }
            Ok(true)
        })?;
        return Ok(match (first, uncounted) {
            (Some(first), _) => writeln!(out, "hint: {first}"),
            (None, Some(row)) => writeln!(out, "hint: uncounted {row}"),
            (None, None) => writeln!(out, "hint: none"),
        }?);
    }
    write_lines(&valued, sum, report, lang, out)
}

/// Calls `each` with every winning move, rows in order, until it says stop.
fn for_each_move<R: GroupedRows + ?Sized>(
    rows: &Valued<R>,
    sum: u32,
    each: &mut dyn FnMut(Found) -> io::Result<bool>,
) -> Result<(), AnalyzeError> {
    if sum == 0 {
        return Ok(());
    }
    rows.for_each_row(|row| winning_moves(rows, row, sum, each))
}

/// A line of the rows, one item each, written as it comes: `position: 2+1 3`.
fn write_line<R: GroupedRows + ?Sized, W: Write>(
    rows: &Valued<R>,
    prefix: &str,
    mut item: impl FnMut(&Row, &mut W) -> Result<(), AnalyzeError>,
    out: &mut W,
) -> Result<(), AnalyzeError> {
    write!(out, "{prefix}:")?;
    rows.for_each_row(|row| {
        write!(out, " ")?;
        item(row, out)?;
        Ok(true)
    })?;
    Ok(writeln!(out)?)
}

fn write_lines<R: GroupedRows + ?Sized, W: Write>(
    rows: &Valued<R>,
    sum: u32,
    report: Report,
    lang: Lang,
    out: &mut W,
) -> Result<(), AnalyzeError> {
    let joined = |row: &Row, out: &mut W| {
        for (j, group) in rows.groups(row).enumerate() {
            let plus = if j > 0 { "+" } else { "" };
            write!(out, "{plus}{}", group?)?;
        }
        Ok(())
    };
    write_line(rows, "position", joined, out)?;
    if !rows.rules.all_nim() {
        let rule = |row: &Row, out: &mut W| Ok(write!(out, "{}", row.rule)?);
        write_line(rows, "rules", rule, out)?;
    }
    let value = |row: &Row, out: &mut W| Ok(write!(out, "{}", rows.value(row)?)?);
    write_line(rows, "grundy", value, out)?;
    writeln!(out, "grundy-sum: {sum}")?;
    writeln!(out, "verdict: {}", if sum == 0 { "loss" } else { "win" })?;
    for_each_move(rows, sum, &mut |found| {
        match found {
            Found::Move(one) => writeln!(out, "move: {one}")?,
            Found::More {
                row,
                heap,
                listed,
                more,
            } => {
                writeln!(out, "more: {row} {more}")?;
                writeln!(out, "{}", lang.more_moves(row, heap, listed, more))?;
            }
            Found::Uncounted { row, heap, listed } => {
                writeln!(out, "uncounted: {row}")?;
                writeln!(out, "{}", lang.uncounted_moves(row, heap, listed))?;
            }
        }
        Ok(true)
    })?;
    if report == Report::Explain {
        rows.for_each_row(|row| {
            explain_row(rows, row, out)?;
            Ok(true)
        })?;
    }
    Ok(())
}

/// `row 2: kayles G(2) xor G(1) = 2 xor 1 = 3`, in the fixed English of
/// the analyser's other explain lines, written as the groups come.
fn explain_row<R: GroupedRows + ?Sized, W: Write>(
    rows: &Valued<R>,
    row: &Row,
    out: &mut W,
) -> Result<(), AnalyzeError> {
    write!(out, "row {}: {} ", row.at.index + 1, row.rule)?;
    for (j, group) in rows.groups(row).enumerate() {
        let xor = if j > 0 { " xor " } else { "" };
        write!(out, "{xor}G({})", group?)?;
    }
    if row.at.len > 1 {
        write!(out, " =")?;
        for (j, valued) in rows.values(row).enumerate() {
            let xor = if j > 0 { " xor" } else { "" };
            write!(out, "{xor} {}", valued?.1)?;
        }
    }
    writeln!(out, " = {}", rows.value(row)?)?;
    Ok(())
}

/// Every position in row `index`'s reach worth 0 with the rest, by its
/// simplest move ([`Place::moves`]), in order of group, then of the
/// options of the group, each followed by its mirror image (two heaps
/// left the other way round); false when `each` said stop.
fn winning_moves<R: GroupedRows + ?Sized>(
    rows: &Valued<R>,
    row: &Row,
    sum: u32,
    each: &mut dyn FnMut(Found) -> io::Result<bool>,
) -> Result<bool, AnalyzeError> {
    let mut start: u64 = 1;
    let mut groups = rows.values(row).peekable();
    while let Some(valued) = groups.next() {
        let (group, value) = valued?;
        let next = match groups.peek() {
            Some(Ok((next, _))) => Some(*next),
            _ => None,
        };
        let wanted = value ^ sum;
        let place = Place {
            row: row.at.index,
            start,
            last: next.is_none(),
            same_next: next == Some(group),
            group,
        };
        let go_on = if group > scan_limit(row.rule) {
            huge::winning_moves(row.rule, &row.sequence, place, wanted, each)?
        } else {
            let options = winning_options(row.rule, &row.sequence, group, wanted);
            let mut go_on = true;
            for option in options {
                for one in place.moves(option) {
                    go_on = go_on && each(Found::Move(one))?;
                }
                if !go_on {
                    break;
                }
            }
            go_on
        };
        if !go_on {
            return Ok(false);
        }
        start += u64::from(group) + 1;
    }
    Ok(true)
}

/// The options of a group of `group` chips worth `wanted`, as the chips a
/// move leaves left and right of those it takes: one heap is left on the
/// left (the move takes from the right end); two heaps as the option lists
/// them, the smaller on the left.
fn winning_options(rule: &Rule, sequence: &Sequence, group: u32, wanted: u32) -> Vec<(u32, u32)> {
    match rule {
        Rule::Nim => (wanted < group)
            .then_some((wanted, 0))
            .into_iter()
            .collect(),
        Rule::Take(k) => {
            // Among the rests a move leaves, K in a row, one at most is
            // worth `wanted` (a rest is worth itself mod K+1).
            let modulus = u64::from(*k) + 1;
            let (lowest, wanted) = (u64::from(group.saturating_sub(*k)), u64::from(wanted));
            let Some(top) = u64::from(group).checked_sub(1) else {
                return Vec::new();
            };
            let rest = (wanted < modulus && top >= wanted)
                .then(|| top - (top - wanted) % modulus)
                .filter(|&rest| rest >= lowest);
            rest.map(|rest| (rest as u32, 0)).into_iter().collect()
        }
        Rule::Sub(amounts) => amounts
            .iter()
            .filter(|&&a| a <= group && sequence.value(group - a) == Some(wanted))
            .map(|&a| (group - a, 0))
            .collect(),
        _ => {
            let value = |n: u32| sequence.value(n).unwrap_or(u32::MAX);
            rule.options(group)
                .filter(|&(a, b)| value(a) ^ value(b) == wanted)
                .map(left_of)
                .collect()
        }
    }
}

/// The largest group whose options are looked at one by one: a repeating
/// digit that splits gives a group of n about n*n/4 options, so it stops
/// at 20,000 chips (10^8 options); other rules at [`LIMIT`].
fn scan_limit(rule: &Rule) -> u32 {
    match rule {
        Rule::Octal(octal)
            if octal.repeats && octal.digits.last().is_some_and(|d| d & LEAVE_TWO != 0) =>
        {
            20_000
        }
        _ => LIMIT,
    }
}

#[cfg(test)]
mod tests;
