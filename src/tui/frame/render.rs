//! The bytes of one frame: the cells that changed since the last one, each
//! run reached by the shortest cursor move (none when the cursor is already
//! there, a relative move, a rewrite of a short unchanged stretch, or an
//! absolute one), and the terminal's own cursor left where the next typed
//! character goes.

use std::io::{self, Write};

use super::grid::{COLS, Grid, LINES, Style, WIDE_TAIL, is_ambiguous};
use crate::text::width::char_width;

/// Where the terminal's cursor stands, 0-based `(line, col)` in the frame.
pub type At = (usize, usize);

/// Writes the cells of `next` that differ from `before`, top to bottom, then
/// puts the cursor where `next` wants it. `at` is where the cursor stands
/// (`None`: unknown) and is left where it ends. Returns the runs of changed
/// cells written: a frame of one run needs no synchronized update.
pub fn write_changes(
    before: &Grid,
    next: &Grid,
    origin: (u16, u16),
    at: &mut Option<At>,
    out: &mut Vec<u8>,
) -> io::Result<usize> {
    let cols = usize::from(COLS);
    let mut runs = 0;
    // The style the terminal is writing in now.
    let mut current = Style::Plain;
    for line in 0..usize::from(LINES) {
        let dirty = |col: usize| {
            before.cell(line, col) != next.cell(line, col)
                || before.style_of(line, col) != next.style_of(line, col)
        };
        let mut col = 0;
        while col < cols {
            let c = next.cell(line, col);
            let w = if c == WIDE_TAIL { 0 } else { char_width(c) };
            if w == 0 || !(col..col + w).any(dirty) {
                col += w.max(1);
                continue;
            }
            if *at != Some((line, col)) {
                let (bytes, jumped) = reach(*at, (line, col), next, current, origin);
                out.extend_from_slice(&bytes);
                if jumped || runs == 0 {
                    runs += 1;
                }
            } else if runs == 0 {
                runs = 1;
            }
            let style = next.style_of(line, col);
            if style != current {
                out.extend_from_slice(current.sgr().1);
                out.extend_from_slice(style.sgr().0);
                current = style;
            }
            write!(out, "{c}")?;
            col += w;
            // Past the last column the cursor waits to wrap, and after an
            // ambiguous character its column depends on the terminal: then
            // where it stands is not known.
            *at = (col < cols && !is_ambiguous(c)).then_some((line, col));
        }
    }
    out.extend_from_slice(current.sgr().1);
    if let Some((col, line)) = next.cursor() {
        let to = (usize::from(line) - 1, usize::from(col) - 1);
        if *at != Some(to) {
            out.extend_from_slice(&reach(*at, to, next, Style::Plain, origin).0);
            *at = Some(to);
        }
    }
    Ok(runs)
}

/// The bytes that take the cursor from `at` to `to`: the shortest move, or
/// the cells between written again when that is shorter (same line, forward,
/// all in the `style` being written). True when it is a jump, not a rewrite.
fn reach(at: Option<At>, to: At, next: &Grid, style: Style, origin: (u16, u16)) -> (Vec<u8>, bool) {
    let jump = shortest_move(at, to, origin);
    let gap = match at {
        Some((line, from)) if line == to.0 && from < to.1 => {
            // Ambiguous characters would leave the cursor's column unknown.
            let same = (from..to.1)
                .all(|g| next.style_of(line, g) == style && !is_ambiguous(next.cell(line, g)));
            same.then(|| {
                (from..to.1)
                    .map(|g| next.cell(line, g))
                    .filter(|&g| g != WIDE_TAIL)
                    .collect::<String>()
            })
        }
        _ => None,
    };
    match gap {
        Some(gap) if gap.len() <= jump.len() => (gap.into_bytes(), false),
        _ => (jump, true),
    }
}

/// The fewest bytes that take the cursor from `from` (if known) to `to`.
pub fn shortest_move(from: Option<At>, to: At, origin: (u16, u16)) -> Vec<u8> {
    let (line, col) = (to.0 + usize::from(origin.1), to.1 + usize::from(origin.0));
    let mut best = format!("\x1b[{};{}H", line + 1, col + 1).into_bytes();
    let Some(from) = from else {
        return best;
    };
    let from = (
        from.0 + usize::from(origin.1),
        from.1 + usize::from(origin.0),
    );
    let mut consider = |candidate: String| {
        if candidate.len() < best.len() {
            best = candidate.into_bytes();
        }
    };
    let vertical = match line.cmp(&from.0) {
        std::cmp::Ordering::Equal => String::new(),
        std::cmp::Ordering::Greater => relative(line - from.0, 'B'),
        std::cmp::Ordering::Less => relative(from.0 - line, 'A'),
    };
    let horizontal = match col.cmp(&from.1) {
        std::cmp::Ordering::Equal => String::new(),
        std::cmp::Ordering::Greater => relative(col - from.1, 'C'),
        std::cmp::Ordering::Less => relative(from.1 - col, 'D'),
    };
    consider(format!("{vertical}{horizontal}"));
    // A carriage return to the left edge, then down by line feeds: after a
    // carriage return a line feed means the same on every terminal.
    if line >= from.0 {
        let right = if col == 0 {
            String::new()
        } else {
            relative(col, 'C')
        };
        consider(format!("\r{}{right}", "\n".repeat(line - from.0)));
    }
    best
}

/// A relative cursor move by `n` (> 0) in direction `code` (`A` up, `B`
/// down, `C` right, `D` left); a move by one needs no count.
fn relative(n: usize, code: char) -> String {
    if n == 1 {
        format!("\x1b[{code}")
    } else {
        format!("\x1b[{n}{code}")
    }
}
