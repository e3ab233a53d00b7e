//! A reason's numbers written in columns, where the eye can go down them:
//! the rows in binary under their place values with the nim-sum (the
//! game's binary table), or each row as its powers of two, each power in a
//! column of its own, with how many rows hold it under them. Plain mode
//! prints the lines after the reason; the screen draws the same cells
//! beside the rows.

use crate::game::learn::{Lens, Reason};
use crate::text::Lang;
use crate::text::binary::write_binary_table;

/// The powers of two a count of at most `most` may hold, largest first.
fn powers_to(most: u32) -> impl Iterator<Item = u32> {
    let top = u32::BITS - most.max(1).leading_zeros();
    (0..top).rev().map(|bit| 1 << bit)
}

/// `count`'s powers of two, each in its column among the powers up to
/// `most`'s, right-aligned, joined by ` + ` where a power follows another
/// and by blanks elsewhere, every count of one width: `4 + 2 + 1`,
/// `    2    `, `4     + 1`.
pub fn power_cells(count: u32, most: u32) -> String {
    let mut line = String::new();
    let mut before = false;
    for (i, power) in powers_to(most).enumerate() {
        let here = count & power != 0;
        if i > 0 {
            line.push_str(if here && before { " + " } else { "   " });
        }
        let cell = power.to_string();
        match here {
            true => line.push_str(&cell),
            false => line.push_str(&" ".repeat(cell.len())),
        }
        before |= here;
    }
    line
}

/// Over [`power_cells`]: every power up to `most`'s, in the same columns.
pub fn power_header(most: u32) -> String {
    let cells: Vec<String> = powers_to(most).map(|power| power.to_string()).collect();
    cells.join("   ")
}

/// Under [`power_cells`]: how many of the `rows` hold each power, in the
/// same columns.
pub fn power_counts(rows: &[u32]) -> String {
    let most = rows.iter().copied().max().unwrap_or(0);
    let cells: Vec<String> = (powers_to(most))
        .map(|power| {
            let held = rows.iter().filter(|&&c| c & power != 0).count();
            format!("{held:>w$}", w = power.to_string().len())
        })
        .collect();
    cells.join("   ")
}

impl Lang {
    /// The label of the line under the powers: how many rows hold each.
    pub fn columns_held(self) -> String {
        self.text("learn-columns-held")
    }

    /// The label of gap `gap` (1-based) in the board's binary table.
    pub fn columns_gap(self, gap: usize) -> String {
        self.message("learn-columns-gap", &[("gap", gap.into())])
    }

    /// The reason's table as lines, for plain mode: empty where the
    /// sentence says it all (the copy, 1 2 3, the values).
    pub fn reason_columns(self, reason: &Reason) -> Vec<String> {
        match &reason.lens {
            Lens::Powers { rows } => self.powers_table(rows),
            Lens::NimSum { rows } | Lens::MisereSum { rows } | Lens::Gaps { gaps: rows } => {
                let mut table = Vec::new();
                // Writing to memory cannot fail.
                let _ = write_binary_table(rows, self, &mut table);
                let table = String::from_utf8_lossy(&table).into_owned();
                table.lines().map(str::to_string).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The powers over their columns, `  row 1  7 = 4 + 2 + 1` a row,
    /// then under the powers how many rows hold each, labelled.
    fn powers_table(self, rows: &[u32]) -> Vec<String> {
        let most = rows.iter().copied().max().unwrap_or(0);
        let count_w = most.to_string().len();
        let labels: Vec<String> = (1..=rows.len()).map(|row| self.label_row(row)).collect();
        let held = self.columns_held();
        let label_w = (labels.iter().chain([&held]))
            .map(|l| crate::text::width::width(l))
            .max()
            .unwrap_or(0);
        let pad = |label: &str| {
            let w = crate::text::width::width(label);
            format!("{label}{}", " ".repeat(label_w - w))
        };
        let mut lines: Vec<String> = (labels.iter().zip(rows))
            .map(|(label, &count)| {
                let cells = power_cells(count, most);
                format!("  {}  {count:>count_w$} = {cells}", pad(label))
                    .trim_end()
                    .to_string()
            })
            .collect();
        let blank = " ".repeat(count_w);
        let header = power_header(most);
        lines.insert(0, format!("  {}  {blank}   {header}", " ".repeat(label_w)));
        lines.push(format!(
            "  {}  {blank}   {}",
            pad(&held),
            power_counts(rows)
        ));
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powers_stand_in_their_columns() {
        assert_eq!(power_cells(7, 7), "4 + 2 + 1");
        assert_eq!(power_cells(2, 7), "    2    ");
        assert_eq!(power_cells(4, 7), "4        ");
        assert_eq!(power_cells(5, 7), "4     + 1");
        assert_eq!(power_cells(10, 10), "8     + 2    ");
        assert_eq!(power_counts(&[7, 2, 5]), "2   2   2");
        assert_eq!(power_header(10), "8   4   2   1");
        let lines = Lang::ENGLISH.reason_columns(&Reason {
            mv: None,
            lost: vec![7, 2, 5],
            lens: Lens::Powers {
                rows: vec![7, 2, 5],
            },
        });
        assert_eq!(
            lines,
            [
                "                4   2   1",
                "  row 1     7 = 4 + 2 + 1",
                "  row 2     2 =     2",
                "  row 3     5 = 4     + 1",
                "  how many      2   2   2",
            ]
        );
    }
}
