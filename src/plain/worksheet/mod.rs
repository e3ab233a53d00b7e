//! `nim worksheet`, printed: a title, the seed and the command that prints
//! the sheet again, lines for a name and the date, then each puzzle
//! numbered, drawn as on the screen (the rows' numbers, chips and counts at
//! the screen's columns; the board as `nim board` draws it, its lines
//! marked A-H), its question and a line to answer on; after a form feed,
//! the answer key: each puzzle's code, its answer and the reason. Every
//! line fits 80 columns. No terminal is needed: this is plain text, for a
//! printer.

use std::io::{self, Write};

use crate::game::learn::{Entry, Play, Worksheet};
use crate::game::table::board::{Board, Piece, SIZE};
use crate::text::Lang;
use crate::text::width::width;
use crate::text::width::wrap;

/// The page's width, by display columns.
const PAGE: usize = 80;

/// How chips and pieces are printed: the screen's own, or ASCII.
#[derive(Debug, Clone, Copy)]
struct Glyphs {
    chip: char,
    black: char,
    red: char,
}

/// The screen's glyphs: its chip, and `nim board`'s filled and hollow
/// pieces; `--ascii` as the screen's `--ascii` draws them.
fn glyphs(ascii: bool) -> Glyphs {
    if ascii {
        Glyphs {
            chip: 'o',
            black: '#',
            red: 'o',
        }
    } else {
        Glyphs {
            chip: '\u{2584}',
            black: '●',
            red: '○',
        }
    }
}

/// The command that prints `sheet` again: a chosen sheet by its puzzles'
/// codes.
pub fn again(sheet: &Worksheet) -> String {
    let mut command = String::from("nim worksheet");
    if sheet.chosen {
        for entry in &sheet.entries {
            command.push_str(&format!(" {}", entry.code));
        }
    }
    if let Some(lesson) = sheet.lesson {
        command.push_str(&format!(" --lesson {}", lesson.number()));
    }
    let count = sheet.count;
    if !sheet.chosen && count != crate::game::learn::DEFAULT_COUNT {
        command.push_str(&format!(" --count {count}"));
    }
    command.push_str(&format!(" --seed {}", sheet.seed));
    command
}

/// The whole sheet, in `lang`, in ASCII where `ascii` says.
pub fn print<W: Write>(sheet: &Worksheet, lang: Lang, ascii: bool, out: &mut W) -> io::Result<()> {
    for line in lines(sheet, lang, ascii) {
        writeln!(out, "{}", line.trim_end())?;
    }
    out.flush()
}

/// The sheet's lines; the answer key starts on the line that opens with a
/// form feed.
pub fn lines(sheet: &Worksheet, lang: Lang, ascii: bool) -> Vec<String> {
    let glyphs = glyphs(ascii);
    let mut lines = vec![centred(&lang.sheet_title(sheet))];
    lines.extend(wrap(&lang.sheet_again(sheet.seed, &again(sheet)), PAGE));
    if let Some(fewer) = lang.sheet_fewer(sheet) {
        lines.extend(wrap(&fewer, PAGE));
    }
    lines.extend(wrap(&lang.sheet_open(), PAGE));
    lines.push(String::new());
    lines.push(lang.sheet_name());
    for (at, entry) in sheet.entries.iter().enumerate() {
        lines.push(String::new());
        lines.extend(puzzle(at + 1, entry, lang, glyphs));
    }
    lines.push(format!("\u{c}{}", lang.sheet_key(sheet.seed)));
    for (at, entry) in sheet.entries.iter().enumerate() {
        lines.push(String::new());
        lines.extend(lang.sheet_key_entry(at + 1, entry));
    }
    lines
}

/// One numbered puzzle: its heading, what it needs besides its heaps, its
/// drawing, its question and the line to answer on.
fn puzzle(number: usize, entry: &Entry, lang: Lang, glyphs: Glyphs) -> Vec<String> {
    let puzzle = &entry.puzzle;
    let mut lines = wrap(&lang.sheet_puzzle(number, entry), PAGE);
    let setting = match &puzzle.position.play {
        Play::Board(_) => vec![lang.sheet_board_sides([glyphs.black, glyphs.red])],
        _ => lang.puzzle_setting(puzzle),
    };
    for line in setting {
        lines.extend(wrap(&line, PAGE));
    }
    lines.push(String::new());
    match &puzzle.position.play {
        Play::Board(board) => lines.extend(board_lines(board, lang, glyphs)),
        _ => lines.extend(rows_lines(&puzzle.position.heaps, glyphs)),
    }
    lines.push(String::new());
    lines.extend(wrap(lang.puzzle_question(puzzle).trim_end(), PAGE));
    lines.push(String::new());
    lines.push(lang.sheet_answer());
    lines
}

/// `text` placed from column `col` (1-based) of `line`, which is padded
/// with spaces to it; the line so far must end left of `col`.
fn place(line: &mut String, col: usize, text: &str) {
    let pad = (col - 1).saturating_sub(width(line));
    line.push_str(&" ".repeat(pad));
    line.push_str(text);
}

/// `text` ending at column `col` of a new line.
fn ending_at(col: usize, text: &str) -> String {
    let mut line = String::new();
    place(&mut line, (col + 1).saturating_sub(width(text)), text);
    line
}

/// `text` in the middle of the page.
fn centred(text: &str) -> String {
    let pad = PAGE.saturating_sub(width(text)) / 2;
    format!("{}{text}", " ".repeat(pad))
}

/// Rows past this many chips take the dense field, one chip a column.
const SPARSE_CHIPS: u32 = 25;
/// The dense field's chips end by this column, before the count.
const DENSE_END: usize = 70;

/// Each row as the screen draws it: its number at column 4, its chips
/// from column 22 two apart, its count ending at column 73. Past 25 chips
/// in a row the chips stand one apart from column 8, as on the screen,
/// and on paper, which no one counts by columns, in groups of five with
/// a blank between (`▄▄▄▄▄ ▄▄▄▄▄ ▄▄`) while the longest row fits so.
fn rows_lines(heaps: &[u32], glyphs: Glyphs) -> Vec<String> {
    let dense = heaps.iter().any(|&c| c > SPARSE_CHIPS);
    let grouped_col = |j: usize| 7 + j + (j - 1) / 5;
    let longest = heaps.iter().copied().max().unwrap_or(0) as usize;
    let grouped = dense && grouped_col(longest.max(1)) <= DENSE_END;
    (heaps.iter().enumerate())
        .map(|(row, &count)| {
            let mut line = String::new();
            place(&mut line, 4, &(row + 1).to_string());
            for j in 1..=count as usize {
                let col = match (dense, grouped) {
                    (false, _) => 20 + 2 * j,
                    (true, true) => grouped_col(j),
                    (true, false) => 7 + j,
                };
                place(&mut line, col, &glyphs.chip.to_string());
            }
            let count = count.to_string();
            place(&mut line, 74 - count.len(), &count);
            line
        })
        .collect()
}

/// Where column `c` (0-based) of the board is printed, as on `nim board`'s
/// screen; its lines' marks stand one cell left and right of it.
fn x(c: usize) -> usize {
    30 + 3 * c
}

/// The board as `nim board` draws it: the columns numbered, the eight
/// lines marked A-H on both sides, each column's gap (its free cells)
/// under it.
fn board_lines(board: &Board, lang: Lang, glyphs: Glyphs) -> Vec<String> {
    let (left, right) = (x(0) - 3, x(SIZE));
    let mut lines = Vec::new();
    let mut numbers = String::new();
    for c in 0..SIZE {
        place(&mut numbers, x(c), &(c + 1).to_string());
    }
    lines.push(numbers);
    for cell in 0..SIZE {
        let mark = char::from(b'A' + cell as u8).to_string();
        let mut line = String::new();
        place(&mut line, left, &mark);
        for c in 0..SIZE {
            let glyph = match board.piece_at(c, cell) {
                Some(Piece::Black) => glyphs.black,
                Some(Piece::Red) => glyphs.red,
                None => '.',
            };
            place(&mut line, x(c), &glyph.to_string());
        }
        place(&mut line, right, &mark);
        lines.push(line);
    }
    let mut gaps = ending_at(left, &lang.board_free());
    for (c, gap) in crate::game::table::Table::heaps(board).iter().enumerate() {
        place(&mut gaps, x(c), &gap.to_string());
    }
    lines.push(gaps);
    lines
}

#[cfg(test)]
mod tests;
