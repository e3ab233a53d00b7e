//! `nim learn`'s frame (and `nim puzzle`'s): line 1 the lesson's number
//! and title (or the puzzle's heading), lines 2-6 its text, lines 8-9 what the puzzle needs besides its heaps (misère, a
//! row's rule, the board's colours), lines 10-18 the rows (the book's
//! places: column `20 + 2j`, or one column a place past 25 chips) or the
//! board with its gaps under it, and beside the rows their numbers in
//! columns (`columns.rs`: the binary view, a reason's binary or powers of
//! two; after a verdict the rows show what the reason's move leaves), lines
//! 19-21 the reason, line 22 the question and the field, lines 23-24 the
//! verdict and what it did (or a hint's step), line 25 the keys.

use crate::game::learn::{Play, Puzzle};
use crate::game::table::Table;
use crate::game::table::board::{Board, Piece, SIZE};
use crate::game::table::rows::Position;
use crate::text::Lang;
pub use crate::text::width::wrap;
use crate::tui::frame::field::Field;
use crate::tui::frame::glyphs::{Glyphs, shape, show_field};
use crate::tui::frame::grid::Grid;
use crate::tui::frame::input::LineEditor;

use super::columns::{self, Columns, FIRST_ROW};

/// What the frame shows.
pub struct Shown<'a> {
    /// Line 1: the lesson's number and title, or the puzzle's heading.
    pub title: String,
    /// Lines 2-6: the lesson's text.
    pub text: Vec<String>,
    pub puzzle: &'a Puzzle,
    /// The rows as the moment shows them; `None` on the board.
    pub rows: Option<Chips<'a>>,
    /// The numbers in columns beside the rows.
    pub columns: Columns,
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

/// The rows of a lesson: the places each row has (the puzzle's counts)
/// and which of them hold a chip now (after a verdict what the reason's
/// move leaves, in a play-out the position reached).
#[derive(Clone, Copy)]
pub struct Chips<'a> {
    pub places: &'a [u32],
    pub left: &'a Position,
}

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
    let setting = match &shown.puzzle.position.play {
        // The pieces named as the board draws them.
        Play::Board(_) => vec![lang.sheet_board_sides(PIECES.map(|p| shape(p, glyphs)))],
        _ => lang.puzzle_setting(shown.puzzle),
    };
    for (line, text) in (8..10).zip(setting) {
        grid.put(1, line, &text);
    }
    match (&shown.puzzle.position.play, shown.rows) {
        (Play::Board(board), _) => draw_board(&mut grid, board, lang, glyphs),
        (_, Some(rows)) => show_field(&mut grid, FIRST_ROW, rows.places, rows.left, glyphs),
        (_, None) => {}
    }
    let dense = Field::of_places(&shown.puzzle.position.heaps) == Field::Dense;
    columns::draw(&mut grid, &shown.columns, lang, dense);
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

/// Black's pieces and red's, in the order the sentence names them.
const PIECES: [Piece; 2] = [Piece::Black, Piece::Red];

/// The board as `nim board` draws it: its 8 lines marked A-H on both
/// sides, the pieces in the game's shapes, columns numbered above, the
/// gaps (the heaps) under them.
fn draw_board(grid: &mut Grid, board: &Board, lang: Lang, glyphs: Glyphs) {
    let col = |c: usize| 29 + 3 * c as u16;
    for (c, gap) in board.heaps().iter().enumerate().take(SIZE) {
        grid.put(col(c), 9, &(c + 1).to_string());
        grid.put(col(c), 18, &gap.to_string());
    }
    for (cell, line) in (0..SIZE).zip(10u16..) {
        let mark = char::from(b'A' + cell as u8).to_string();
        grid.put(col(0) - 3, line, &mark);
        grid.put(col(SIZE), line, &mark);
        for c in 0..SIZE {
            let piece = board.piece_at(c, cell);
            let glyph = piece.map_or('.', |p| shape(p, glyphs));
            grid.put(col(c), line, &glyph.to_string());
        }
    }
    grid.put_ending_at(col(0) - 2, 18, &lang.board_free());
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
