//! The blackboard: the binary table (plain mode's `b` prints it too) and,
//! with `--explain`, each row's step of the rule.

use std::io::{self, Write};

use crate::game::theory::bits::BitTable;
use crate::game::theory::strategy::{Deciding, Rules, Summary};
use crate::text::Lang;
use crate::text::width::width;

/// The widest a line of the table may be.
const COLUMNS: usize = 80;

/// Each count in binary under the place values of its digit columns (as
/// many as the largest count needs), labelled by its row; under them the
/// nim-sum in binary on a labelled line of its own, then a `^` under each
/// odd column, labelled too. Counts too wide for the place values within 80
/// columns are written digit against digit, without them.
pub fn write_binary_table<W: Write>(rows: &[u32], lang: Lang, out: &mut W) -> io::Result<()> {
    let table = BitTable::fitted(rows);
    let sum = table.summary().nim_sum();
    let labels: Vec<String> = (1..=rows.len()).map(|row| lang.label_row(row)).collect();
    let (sum_label, odd_label) = (lang.label_sum(), lang.label_odd());
    let label_w = labels
        .iter()
        .chain([&sum_label, &odd_label])
        .map(|label| width(label))
        .max()
        .unwrap_or(0);
    let largest = rows.iter().copied().max().unwrap_or(0);
    let count_w = largest.max(sum).to_string().len();
    let weights: Vec<String> = table.weights().map(|w| w.to_string()).collect();
    // `  LABEL  COUNT =` and a blank before the digits.
    let prefix_w = 2 + label_w + 2 + count_w + 2;
    let digit_w = weights.first().map_or(1, String::len);
    let spaced = prefix_w + 1 + table.digits() * (digit_w + 1) - 1 <= COLUMNS;
    let cells = |items: &mut dyn Iterator<Item = String>| -> String {
        let (w, sep) = if spaced { (digit_w, " ") } else { (1, "") };
        let cells: Vec<String> = items.map(|item| format!("{item:>w$}")).collect();
        cells.join(sep)
    };
    let pad = |label: &str| format!("{label}{}", " ".repeat(label_w - width(label)));
    let digits = |count: u32| cells(&mut table.digits_of(count).map(|d| d.to_string()));
    writeln!(out)?;
    if spaced {
        let header = cells(&mut weights.iter().cloned());
        writeln!(out, "{} {header}", " ".repeat(prefix_w))?;
    }
    for (label, &count) in labels.iter().zip(rows) {
        writeln!(
            out,
            "  {}  {count:>count_w$} = {}",
            pad(label),
            digits(count)
        )?;
    }
    writeln!(
        out,
        "  {}  {sum:>count_w$} = {}",
        pad(&sum_label),
        digits(sum)
    )?;
    if sum == 0 {
        return Ok(());
    }
    let marks = cells(
        &mut table
            .odd()
            .into_iter()
            .map(|odd| if odd { "^" } else { " " }.into()),
    );
    let line = format!(
        "  {}{} {marks}",
        pad(&odd_label),
        " ".repeat(prefix_w - 2 - label_w)
    );
    writeln!(out, "{}", line.trim_end())
}

/// `--explain`: row `row` (1-based) of `count` chips, the rule's step and
/// its outcome, in a fixed English form: `row 3: 5 xor 6 = 3 < 5: take 2`,
/// `row 1: 3 xor 6 = 5 > 3: cannot`; at misère's end the count of single
/// chips a move leaves instead.
pub fn explain_row(summary: Summary, rules: Rules, row: usize, count: u32) -> String {
    let s = summary.nim_sum();
    let take = summary.winning_takes(count, rules).next();
    let step = match summary.deciding(rules) {
        Deciding::NimSum => {
            let left = count ^ s;
            let compared = match left.cmp(&count) {
                std::cmp::Ordering::Less => format!(" < {count}"),
                std::cmp::Ordering::Equal => format!(", not < {count}"),
                std::cmp::Ordering::Greater => format!(" > {count}"),
            };
            format!("{count} xor {s} = {left}{compared}")
        }
        Deciding::MisereSwitch if count > 1 => {
            let keep = u32::from(summary.ones().is_multiple_of(2));
            let ones = summary.ones() + usize::from(keep == 1);
            format!(
                "misere end: {count} to {keep} leaves {}, odd",
                singles(ones)
            )
        }
        Deciding::MisereSwitch => "misere end: another row keeps more than 1 chip".into(),
        Deciding::MisereSingles if count == 1 => {
            let ones = summary.ones() - 1;
            let parity = if ones % 2 == 1 { "odd" } else { "even" };
            format!("misere end: 1 to 0 leaves {}, {parity}", singles(ones))
        }
        Deciding::MisereSingles => "misere end: no chip to take".into(),
    };
    match take {
        Some(take) => format!("row {row}: {step}: take {take}"),
        None => format!("row {row}: {step}: cannot"),
    }
}

/// `1 single chip`, `3 single chips`.
fn singles(ones: usize) -> String {
    match ones {
        1 => "1 single chip".into(),
        n => format!("{n} single chips"),
    }
}
