//! `nim analyze`: a position explained, for teachers and scripts.
//!
//! Fixed lines first (`position:`, `nim-sum:`, `verdict:`, one `move:` per
//! winning move), then, for a board-sized position, the binary table a teacher
//! would write on the blackboard: each count in binary and their XOR.

use std::io::{self, Write};

use thiserror::Error;

use crate::game::{MAX_ROWS, write_counts};
use crate::strategy::{Rules, Verdict, nim_sum, verdict, winning_moves};

/// Why the rows could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AnalyzeError {
    #[error("row {index}: {typed:?} is not a count of chips")]
    NotACount { index: usize, typed: String },
    #[error("no rows to analyze")]
    NoRows,
}

/// Reads rows as typed: whole numbers from 0 up to `u32::MAX`.
pub fn parse_rows<'a>(tokens: impl IntoIterator<Item = &'a str>) -> Result<Vec<u32>, AnalyzeError> {
    let rows = tokens
        .into_iter()
        .enumerate()
        .map(|(index, token)| {
            token.parse::<u32>().map_err(|_| AnalyzeError::NotACount {
                index: index + 1,
                typed: token.to_string(),
            })
        })
        .collect::<Result<Vec<u32>, _>>()?;
    if rows.is_empty() {
        return Err(AnalyzeError::NoRows);
    }
    Ok(rows)
}

/// Writes the analysis of `rows` under `rules`.
pub fn write_analysis<W: Write>(rows: &[u32], rules: Rules, out: &mut W) -> io::Result<()> {
    let mut counts = String::with_capacity(rows.len() * 3);
    write_counts(&mut counts, rows).expect("writing to a String cannot fail");
    writeln!(out, "position: {counts}")?;
    let sum = nim_sum(rows);
    writeln!(out, "nim-sum: {sum}")?;
    let word = match verdict(rows, rules) {
        Verdict::Win => "win",
        Verdict::Loss => "loss",
    };
    writeln!(out, "verdict: {word}")?;
    for mv in winning_moves(rows, rules) {
        writeln!(out, "move: {} {}", mv.row + 1, mv.count)?;
    }
    if rows.len() <= MAX_ROWS {
        write_binary_table(rows, sum, out)?;
    }
    Ok(())
}

/// Each count in binary, digits aligned, then a rule and the nim-sum.
fn write_binary_table<W: Write>(rows: &[u32], sum: u32, out: &mut W) -> io::Result<()> {
    let largest = rows.iter().copied().max().unwrap_or(0);
    let bits = (u32::BITS - largest.leading_zeros()).max(1) as usize;
    let width = largest.to_string().len();
    writeln!(out)?;
    for &count in rows {
        writeln!(out, "  {count:>width$} = {count:0bits$b}")?;
    }
    writeln!(out, "  {} ^ {}", " ".repeat(width), "-".repeat(bits))?;
    writeln!(out, "  {sum:>width$} = {sum:0bits$b}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn analysis(rows: &[u32], rules: Rules) -> String {
        let mut out = Vec::new();
        write_analysis(rows, rules, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn explains_three_four_five() {
        let text = analysis(&[3, 4, 5], Rules::Normal);
        assert!(text.starts_with("position: 3 4 5\nnim-sum: 2\nverdict: win\nmove: 1 2\n"));
        assert!(text.contains("  3 = 011\n  4 = 100\n  5 = 101\n"));
        assert!(text.ends_with("  2 = 010\n"));
    }

    #[test]
    fn a_losing_position_has_no_moves() {
        let text = analysis(&[1, 2, 3], Rules::Normal);
        assert!(text.contains("verdict: loss\n"));
        assert!(!text.contains("move:"));
    }

    #[test]
    fn misere_changes_the_endgame() {
        let normal = analysis(&[1, 1], Rules::Normal);
        let misere = analysis(&[1, 1], Rules::Misere);
        assert!(normal.contains("verdict: loss"));
        assert!(misere.contains("verdict: win\nmove: 1 1\nmove: 2 1\n"));
    }

    #[test]
    fn rows_may_be_zero_but_must_be_counts() {
        assert_eq!(parse_rows(["0", "7"]), Ok(vec![0, 7]));
        assert_eq!(
            parse_rows(["3", "-1"]),
            Err(AnalyzeError::NotACount {
                index: 2,
                typed: "-1".into()
            })
        );
        assert_eq!(parse_rows([]), Err(AnalyzeError::NoRows));
    }
}
