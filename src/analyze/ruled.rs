//! `nim analyze` with rules: each row a sum of groups under its rule, worth
//! the xor of its groups' Grundy values ([`crate::grundy`]); the position
//! worth the xor of its rows'. Every winning move is listed as a player
//! types it: `move: ROW COUNT AT`, AT the 1-based place of the first chip
//! taken, a taken place counted between groups; no AT for a move that takes
//! from the right end of the row's last group.

use std::collections::HashMap;
use std::io::{self, Write};
use std::rc::Rc;

use super::groups::Groups;
use super::{Report, RulesError};
use crate::grundy::{GrundyError, LIMIT, Sequence};
use crate::rule::{LEAVE_TWO, RowRules, Rule};

/// A row's rule and groups, with the values of its groups.
struct Row<'a> {
    rule: &'a Rule,
    groups: &'a [u32],
    values: Vec<u32>,
    sequence: Rc<Sequence>,
}

impl Row<'_> {
    fn value(&self) -> u32 {
        self.values.iter().fold(0, |sum, v| sum ^ v)
    }
}

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

/// The values of every group, one sequence per rule; a group with no value
/// here is refused by its row.
fn valued<'a>(rows: &'a [Groups], rules: &'a RowRules) -> Result<Vec<Row<'a>>, RulesError> {
    if let RowRules::Each(list) = rules
        && list.len() != rows.len()
    {
        return Err(RulesError::Count {
            rules: list.len(),
            rows: rows.len(),
        });
    }
    let mut largest: HashMap<&Rule, u32> = HashMap::new();
    for (i, groups) in rows.iter().enumerate() {
        let top = groups.iter().copied().max().unwrap_or(0);
        let entry = largest.entry(rules.of_row(i)).or_insert(0);
        *entry = (*entry).max(top);
    }
    let mut sequences: HashMap<&Rule, Result<Rc<Sequence>, GrundyError>> = HashMap::new();
    for (rule, top) in largest {
        sequences.insert(rule, Sequence::new(rule, top).map(Rc::new));
    }
    let mut valued = Vec::new();
    for (i, groups) in rows.iter().enumerate() {
        let rule = rules.of_row(i);
        let problem = |heap: u32, limit: u32| RulesError::Heap {
            row: i + 1,
            rule: rule.to_string(),
            error: GrundyError::TooLarge { heap, limit },
        };
        let sequence = match &sequences[rule] {
            Ok(sequence) => sequence,
            Err(GrundyError::TooLarge { limit, .. }) => {
                let heap = groups.iter().copied().max().unwrap_or(0);
                return Err(problem(heap, *limit));
            }
        };
        let values = groups
            .iter()
            .map(|&g| sequence.value(g).ok_or(problem(g, sequence.computed())))
            .collect::<Result<Vec<u32>, RulesError>>()?;
        valued.push(Row {
            rule,
            groups,
            values,
            sequence: Rc::clone(sequence),
        });
    }
    Ok(valued)
}

/// Writes the analysis of `rows` under `rules`; nothing is written when a
/// row cannot be answered.
pub fn write_ruled<W: Write>(
    rows: &[Groups],
    rules: &RowRules,
    report: Report,
    out: &mut W,
) -> Result<(), RulesError> {
    let valued = valued(rows, rules)?;
    let sum = valued.iter().fold(0, |s, row| s ^ row.value());
    let mut moves = Vec::new();
    if sum != 0 {
        for (i, row) in valued.iter().enumerate() {
            winning_moves(i, row, sum, &mut moves)?;
        }
    }
    let io = |result: io::Result<()>| result.map_err(RulesError::Io);
    if report == Report::Hint {
        return io(match moves.first() {
            Some(first) => writeln!(out, "hint: {first}"),
            None => writeln!(out, "hint: none"),
        });
    }
    io(write_lines(&valued, sum, &moves, report, out))
}

fn write_lines<W: Write>(
    rows: &[Row],
    sum: u32,
    moves: &[RuledMove],
    report: Report,
    out: &mut W,
) -> io::Result<()> {
    let joined = |row: &Row| {
        let groups: Vec<String> = row.groups.iter().map(u32::to_string).collect();
        groups.join("+")
    };
    let line = |prefix: &str, items: Vec<String>| format!("{prefix}: {}", items.join(" "));
    writeln!(
        out,
        "{}",
        line("position", rows.iter().map(joined).collect())
    )?;
    if !rows.iter().all(|row| row.rule.is_nim()) {
        let names = rows.iter().map(|row| row.rule.to_string()).collect();
        writeln!(out, "{}", line("rules", names))?;
    }
    let values = rows.iter().map(|row| row.value().to_string()).collect();
    writeln!(out, "{}", line("grundy", values))?;
    writeln!(out, "grundy-sum: {sum}")?;
    writeln!(out, "verdict: {}", if sum == 0 { "loss" } else { "win" })?;
    for one in moves {
        writeln!(out, "move: {one}")?;
    }
    if report == Report::Explain {
        for (i, row) in rows.iter().enumerate() {
            writeln!(out, "{}", explain_row(i + 1, row))?;
        }
    }
    Ok(())
}

/// `row 2: kayles G(2) xor G(1) = 2 xor 1 = 3`, in the fixed English of
/// the analyser's other explain lines.
fn explain_row(number: usize, row: &Row) -> String {
    let heaps: Vec<String> = row.groups.iter().map(|g| format!("G({g})")).collect();
    let values: Vec<String> = row.values.iter().map(u32::to_string).collect();
    let mut text = format!("row {number}: {} {}", row.rule, heaps.join(" xor "));
    if row.values.len() > 1 {
        text.push_str(&format!(" = {}", values.join(" xor ")));
    }
    text.push_str(&format!(" = {}", row.value()));
    text
}

/// Every move in row `index` that leaves the sum 0, in order of group, then
/// of the options of the group.
fn winning_moves(
    index: usize,
    row: &Row,
    sum: u32,
    moves: &mut Vec<RuledMove>,
) -> Result<(), RulesError> {
    let mut start: u64 = 1;
    let last = row.groups.len().saturating_sub(1);
    for (j, (&group, &value)) in row.groups.iter().zip(&row.values).enumerate() {
        let wanted = value ^ sum;
        for (left, right) in winning_options(row.rule, &row.sequence, group, wanted, index)? {
            let take = group - left - right;
            let at = (right > 0 || j != last).then_some(start + u64::from(left));
            moves.push(RuledMove {
                row: index + 1,
                take,
                at,
            });
        }
        start += u64::from(group) + 1;
    }
    Ok(())
}

/// The options of a group of `group` chips worth `wanted`, as the chips a
/// move leaves left and right of those it takes: one heap is left on the
/// left (the move takes from the right end); two heaps as the option lists
/// them, the smaller on the left.
fn winning_options(
    rule: &Rule,
    sequence: &Sequence,
    group: u32,
    wanted: u32,
    index: usize,
) -> Result<Vec<(u32, u32)>, RulesError> {
    let left_of = |(a, b): (u32, u32)| if a == 0 { (b, 0) } else { (a, b) };
    match rule {
        Rule::Nim => Ok((wanted < group)
            .then_some((wanted, 0))
            .into_iter()
            .collect()),
        Rule::Take(k) => {
            // Among the rests a move leaves, K in a row, one at most is
            // worth `wanted` (a rest is worth itself mod K+1).
            let modulus = u64::from(*k) + 1;
            let (lowest, wanted) = (u64::from(group.saturating_sub(*k)), u64::from(wanted));
            let Some(top) = u64::from(group).checked_sub(1) else {
                return Ok(Vec::new());
            };
            let rest = (wanted < modulus && top >= wanted)
                .then(|| top - (top - wanted) % modulus)
                .filter(|&rest| rest >= lowest);
            Ok(rest.map(|rest| (rest as u32, 0)).into_iter().collect())
        }
        Rule::Sub(amounts) => Ok(amounts
            .iter()
            .filter(|&&a| a <= group && sequence.value(group - a) == Some(wanted))
            .map(|&a| (group - a, 0))
            .collect()),
        _ if group > scan_limit(rule) => Err(RulesError::Moves {
            row: index + 1,
            rule: rule.to_string(),
            heap: group,
            limit: scan_limit(rule),
        }),
        _ => {
            let value = |n: u32| sequence.value(n).unwrap_or(u32::MAX);
            Ok(rule
                .options(group)
                .filter(|&(a, b)| value(a) ^ value(b) == wanted)
                .map(left_of)
                .collect())
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
