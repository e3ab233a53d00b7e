//! A puzzle set from a position a teacher chose (`nim puzzle --rows`):
//! a won position asks for a winning move, a lost one whether the player
//! to move can win (the honest answer is no, and the reason says why). The
//! lesson whose lens explains it is the one the position belongs to: rows
//! of nim the binary rule, misère its end rule, rows under their own rules
//! the sums of games, the board its gaps.

use thiserror::Error;

use crate::learn::{Lesson, Play, Position, Puzzle, Question};
use crate::table::board::{Board, Column, MAX_GAP, SIZE};
use crate::theory::rule::RowRules;
use crate::theory::strategy::Rules;

/// Why typed gaps make no board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum GapsError {
    #[error("the board has {SIZE} columns, not {0}")]
    Count(usize),
    #[error("column {column}: a gap holds 0 to {MAX_GAP} cells, not {gap}")]
    Gap { column: usize, gap: u32 },
    #[error("every gap is 0: no piece can move")]
    NoMove,
}

/// The puzzle of a chosen position, explained by the lesson it belongs to.
pub fn chosen(position: Position) -> Puzzle {
    let lesson = match &position.play {
        Play::Nim(Rules::Normal) => Lesson::Binary,
        Play::Nim(Rules::Misere) => Lesson::Misere,
        Play::Board(_) => Lesson::Board,
        Play::Ruled(_) => Lesson::Sums,
    };
    let question = if position.wins() {
        Question::Move
    } else {
        Question::Wins
    };
    Puzzle {
        lesson,
        position,
        question,
    }
}

/// Rows of `heaps` under `rules` (misère only for rows of nim, as the
/// command line checks): rows all of nim are the book's game.
pub fn rows_position(heaps: Vec<u32>, rules: &RowRules, misere: bool) -> Position {
    if rules.all_nim() {
        let rules = if misere { Rules::Misere } else { Rules::Normal };
        return Position::nim(heaps, rules);
    }
    let each = (0..heaps.len())
        .map(|row| rules.of_row(row).clone())
        .collect();
    Position {
        heaps,
        play: Play::Ruled(each),
    }
}

/// A board whose columns leave `gaps` free cells (one per column, 0 to
/// 6), each gap in the middle of its column: a board is named by its gaps,
/// as the lessons teach it.
pub fn board_of_gaps(gaps: &[u32]) -> Result<Board, GapsError> {
    if gaps.len() != SIZE {
        return Err(GapsError::Count(gaps.len()));
    }
    if let Some((at, &gap)) = gaps.iter().enumerate().find(|&(_, &g)| g > MAX_GAP) {
        return Err(GapsError::Gap {
            column: at + 1,
            gap,
        });
    }
    if gaps.iter().all(|&gap| gap == 0) {
        return Err(GapsError::NoMove);
    }
    let columns: [Column; SIZE] = std::array::from_fn(|c| {
        let red = ((MAX_GAP - gaps[c]) / 2) as usize;
        Column {
            red,
            black: red + gaps[c] as usize + 1,
        }
    });
    // Every column holds red above black on the board: the gaps are checked.
    Board::new(columns).map_err(|_| GapsError::NoMove)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{Answer, Lens, judge};
    use crate::table::Table;
    use crate::theory::rule::Rule;

    #[test]
    fn a_won_position_asks_for_a_move_a_lost_one_for_the_verdict() {
        let won = chosen(rows_position(vec![3, 4, 5], &RowRules::default(), false));
        assert_eq!((won.lesson, won.question), (Lesson::Binary, Question::Move));
        let lost = chosen(rows_position(vec![1, 2, 3], &RowRules::default(), false));
        assert_eq!(lost.question, Question::Wins);
        assert!(judge(&lost, Answer::Wins(false)).reason.mv.is_none());
        let misere = chosen(rows_position(vec![1, 1, 1], &RowRules::default(), true));
        assert_eq!(misere.lesson, Lesson::Misere);
        assert_eq!(misere.question, Question::Wins);
        let reason = judge(&misere, Answer::Wins(false)).reason;
        assert_eq!(reason.lens, Lens::MisereSingles { ones: 3 });
    }

    #[test]
    fn rows_under_rules_are_a_sum_and_rows_of_nim_are_not() {
        let take = Rule::Take(3);
        let rules = RowRules::Each(vec![take.clone(), Rule::Nim]);
        let sum = chosen(rows_position(vec![5, 1], &rules, false));
        assert_eq!(sum.lesson, Lesson::Sums);
        assert_eq!(sum.position.play, Play::Ruled(vec![take, Rule::Nim]));
        let nim = RowRules::Each(vec![Rule::Nim, Rule::Nim]);
        let nim = chosen(rows_position(vec![2, 2], &nim, false));
        assert_eq!(nim.position.play, Play::Nim(Rules::Normal));
    }

    #[test]
    fn a_board_is_set_by_its_gaps() {
        let gaps = [3, 0, 5, 1, 2, 6, 4, 0];
        let board = board_of_gaps(&gaps).unwrap();
        assert_eq!(board.heaps(), &gaps);
        let puzzle = chosen(Position::board(board));
        assert_eq!(puzzle.lesson, Lesson::Board);
        assert_eq!(board_of_gaps(&[1, 2]), Err(GapsError::Count(2)));
        assert_eq!(
            board_of_gaps(&[1, 2, 3, 4, 5, 6, 7, 0]),
            Err(GapsError::Gap { column: 7, gap: 7 })
        );
        assert_eq!(board_of_gaps(&[0; SIZE]), Err(GapsError::NoMove));
    }
}
