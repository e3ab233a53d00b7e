//! `nim learn`'s frame (and `nim puzzle`'s): line 1 the lesson's number
//! and title (or the puzzle's heading), lines 2-6 its text, lines 8-9 what the puzzle needs besides its heaps (misère, a
//! row's rule, the board's colours), lines 10-18 the rows (the book's
//! places: column `20 + 2j`, or one column a place past 25 chips) or the
//! board with its gaps under it, lines 19-21 the reason, line 22 the
//! question and the field, lines 23-24 the verdict and what it did, line 25
//! the keys.

use crate::game::learn::{Play, Puzzle};
use crate::game::table::board::SIZE;
use crate::text::Lang;
use crate::text::width::{char_width, width};
use crate::tui::frame::field::{ASCII_CHIP, CHIP};
use crate::tui::frame::grid::Grid;
use crate::tui::frame::input::LineEditor;
use crate::tui::play::view::Glyphs;

/// What the frame shows.
pub struct Shown<'a> {
    /// Line 1: the lesson's number and title, or the puzzle's heading.
    pub title: String,
    /// Lines 2-6: the lesson's text.
    pub text: Vec<String>,
    pub puzzle: &'a Puzzle,
    /// The question, or what Enter does after a verdict.
    pub prompt: String,
    pub editor: &'a LineEditor,
    pub reason: &'a str,
    /// Lines 23 and 24.
    pub lines: [&'a str; 2],
    /// Line 25 instead of the keys: what saving the answer did.
    pub status: Option<&'a str>,
}

/// Lines the reason may take, from line 19.
const REASON_LINES: usize = 3;

/// Lines a sentence above the question may take: from line 18 under rows
/// (which end on line 17), from 19 under the board (its gaps on 18).
pub(super) fn reason_room(board: bool) -> usize {
    REASON_LINES + usize::from(!board)
}

pub fn draw(shown: &Shown, lang: Lang, glyphs: Glyphs) -> Grid {
    let mut grid = Grid::default();
    grid.centre(1, &shown.title);
    for (line, text) in (2..).zip(&shown.text) {
        grid.put(1, line, text);
    }
    for (line, text) in (8..10).zip(lang.puzzle_setting(shown.puzzle)) {
        grid.put(1, line, &text);
    }
    match &shown.puzzle.position.play {
        Play::Board(board) => draw_board(
            &mut grid,
            &board.picture(),
            &shown.puzzle.position.heaps,
            lang,
        ),
        _ => draw_rows(&mut grid, &shown.puzzle.position.heaps, glyphs),
    }
    let board = matches!(shown.puzzle.position.play, Play::Board(_));
    let reason = wrap(shown.reason, 80);
    // Under rows, line 18 is free: a longer sentence (a refutation) starts
    // there, so that it ends on line 21 like the others.
    let room = reason_room(board);
    let first = 22 - reason.len().clamp(REASON_LINES, room) as u16;
    for (line, text) in (first..).zip(reason.into_iter().take(room)) {
        grid.put(1, line, &text);
    }
    let end = grid.put(1, 22, &shown.prompt);
    shown.editor.draw(&mut grid, end, 22);
    grid.put(1, 23, shown.lines[0]);
    grid.put(1, 24, shown.lines[1]);
    match shown.status {
        Some(status) => _ = grid.put(1, 25, status),
        None => grid.put_ending_at(80, 25, &lang.learn_keys()),
    }
    grid
}

/// Row `i` on line `9 + i`: its number, its chips, its count.
fn draw_rows(grid: &mut Grid, heaps: &[u32], glyphs: Glyphs) {
    let chip = match glyphs {
        Glyphs::Unicode => CHIP,
        Glyphs::Ascii => ASCII_CHIP,
    };
    let dense = heaps.iter().any(|&c| c > 25);
    for (line, &count) in (10u16..18).zip(heaps) {
        grid.put(4, line, &(line - 9).to_string());
        for j in 1..=count as u16 {
            let col = if dense { 8 + j } else { 20 + 2 * j };
            grid.put(col, line, &chip.to_string());
        }
        grid.put_ending_at(73, line, &count.to_string());
    }
}

/// The board's 8 lines (`B`, `R`, `.`), columns numbered above, the gaps
/// (the heaps) under them.
fn draw_board(grid: &mut Grid, picture: &[String], gaps: &[u32], lang: Lang) {
    let col = |c: usize| 29 + 3 * c as u16;
    for (c, gap) in gaps.iter().enumerate().take(SIZE) {
        grid.put(col(c), 9, &(c + 1).to_string());
        grid.put(col(c), 18, &gap.to_string());
    }
    for (line, text) in (10u16..).zip(picture) {
        for (c, cell) in text.chars().enumerate() {
            grid.put(col(c), line, &cell.to_string());
        }
    }
    grid.put_ending_at(col(0) - 2, 18, &lang.board_free());
}

/// `text` cut into lines of at most `columns`, at spaces where it can be
/// (Chinese has none: there, anywhere).
pub fn wrap(text: &str, columns: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_inclusive(' ') {
        if width(&line) + width(word.trim_end()) > columns && !line.is_empty() {
            lines.push(line.trim_end().to_string());
            line.clear();
        }
        for c in word.chars() {
            if width(&line) + char_width(c) > columns {
                lines.push(line.trim_end().to_string());
                line.clear();
            }
            if !(line.is_empty() && c == ' ') {
                line.push(c);
            }
        }
    }
    if !line.trim_end().is_empty() {
        lines.push(line.trim_end().to_string());
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::wrap;
    use crate::text::width::width;

    #[test]
    fn wrapping_keeps_every_word_and_every_line_fits() {
        let text = "Taking 1 from row 2 leaves 3 3. Two equal rows of 3: whatever is taken from one, the other player takes as many from the other, and so takes the last chip.";
        let lines = wrap(text, 80);
        assert_eq!(lines.join(" "), text);
        assert!(lines.iter().all(|l| width(l) <= 80));
        let chinese = "从 1 2 3 无论怎么走，对方都能留下相等的两行，然后照着走。".repeat(4);
        for line in wrap(&chinese, 80) {
            assert!(width(&line) <= 80, "{line}");
        }
        assert_eq!(wrap("", 80), Vec::<String>::new());
    }
}

#[cfg(test)]
mod reason_tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use crate::game::learn::{Answer, Lesson, judge, puzzle};
    use crate::text::Lang;
    use crate::tui::learn::view::{REASON_LINES, wrap};

    #[test]
    fn every_reason_fits_its_lines_in_every_language() {
        for lesson in Lesson::ALL {
            let mut rng = ChaCha8Rng::seed_from_u64(9);
            for streak in [0, 1, 2].repeat(10) {
                let p = puzzle(lesson, streak, &mut rng);
                let reason = judge(&p, Answer::Wins(true)).reason;
                for lang in Lang::codes().filter_map(Lang::from_code) {
                    let words = lang.puzzle_reason(&p, &reason);
                    let lines = wrap(&words, 80);
                    assert!(lines.len() <= REASON_LINES, "{lines:#?}");
                }
            }
        }
    }

    /// A wrong answer's refutation takes the reason's lines: it fits them
    /// for every wrong move of every lesson's puzzles, in every language.
    #[test]
    fn every_refutation_fits_the_reason_lines_in_every_language() {
        use crate::game::learn::{Question, refute};
        let langs: Vec<Lang> = Lang::codes().filter_map(Lang::from_code).collect();
        for lesson in Lesson::ALL {
            let mut rng = ChaCha8Rng::seed_from_u64(11);
            for streak in [0, 1, 2].repeat(8) {
                let p = puzzle(lesson, streak, &mut rng);
                let answers: Vec<Answer> = match p.question {
                    Question::Move => p.position.moves().into_iter().map(Answer::Move).collect(),
                    Question::Wins => vec![Answer::Wins(true)],
                };
                for answer in answers {
                    let Some(r) = refute(&p, answer) else {
                        continue;
                    };
                    for &lang in &langs {
                        let words = lang.refutation(&p, &r);
                        assert!(!words.contains('{'), "{words}");
                        let lines = wrap(&words, 80);
                        let board = lesson == Lesson::Board;
                        assert!(lines.len() <= super::reason_room(board), "{lines:#?}");
                    }
                }
            }
        }
    }
}
