//! Rows as `position:` writes them when rules split rows: each row one
//! count, or its groups' counts joined by `+` (`2+1`), separated by white
//! space or single commas, numbers as people write them.

use std::io::Read;

use super::read::KEPT;
use super::{AnalyzeError, RowError};
use crate::numbers::{BYTE_ORDER_MARK, NotACount, is_comma, is_space, read_number};

/// The most bytes of stdin read for rows with groups (rows under rules are
/// a position a teacher writes, not a data set).
const STDIN_LIMIT: u64 = 1 << 20;

/// A row: its groups' chip counts, left to right.
pub type Groups = Vec<u32>;

/// Reads rows with groups from the arguments, each argument a line.
pub fn parse_grouped<'a>(
    args: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<Groups>, AnalyzeError> {
    let mut rows = Vec::new();
    for arg in args {
        let arg = arg.trim_start_matches(BYTE_ORDER_MARK);
        for word in arg.split(is_space).filter(|w| !w.is_empty()) {
            let pieces: Vec<&str> = word.split(is_comma).collect();
            for piece in &pieces {
                if piece.is_empty() {
                    // `3,,4`, `,3`, `3,`: a comma with no row beside it.
                    if pieces.len() > 1 {
                        let index = rows.len() + 1;
                        return Err(RowError::MissingRow { index }.into());
                    }
                    continue;
                }
                rows.push(row(piece, rows.len() + 1)?);
            }
        }
    }
    if rows.is_empty() {
        return Err(RowError::NoRows.into());
    }
    Ok(rows)
}

/// Reads rows with groups from `input`, at most [`STDIN_LIMIT`] bytes.
pub fn read_grouped(input: impl Read) -> Result<Vec<Groups>, AnalyzeError> {
    let mut bytes = Vec::new();
    input.take(STDIN_LIMIT).read_to_end(&mut bytes)?;
    let text = String::from_utf8_lossy(&bytes);
    parse_grouped(text.lines())
}

fn row(word: &str, index: usize) -> Result<Groups, RowError> {
    let typed = || {
        let mut kept = String::new();
        for c in word.chars() {
            if kept.len() + c.len_utf8() > KEPT {
                break;
            }
            kept.push(c);
        }
        kept
    };
    word.split('+')
        .map(|group| match read_number(group).map(|n| n.count()) {
            Some(Ok(count)) => Ok(count),
            Some(Err(NotACount::Negative)) => Err(RowError::Negative {
                index,
                typed: typed(),
            }),
            Some(Err(NotACount::TooLarge)) => Err(RowError::TooLarge {
                index,
                typed: typed(),
            }),
            None => Err(RowError::NotACount {
                index,
                typed: typed(),
            }),
        })
        .collect()
}
