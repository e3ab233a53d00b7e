//! A position played out after a wrong answer, as both front ends read
//! it: a typed line is the learner's move (checked as in a game, and
//! played), `q` or `0 0` to stop, `h` for the keys, or a refusal worded
//! in the chosen language; nothing changes on a refusal.

use crate::game::learn::{Play, PlayOut, Puzzle, Refusal};
use crate::game::session::command::{Command, parse_command, parse_placed};
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::game::theory::strategy::Move;
use crate::text::Lang;

/// What a line typed during a play-out did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayRead {
    /// The learner's move, played.
    Played(Move),
    /// `q` or `0 0`: the play-out is left, the lesson goes on.
    Stop,
    /// `h`: the keys.
    Keys,
    /// Not a move here: why, worded.
    Refused(String),
}

/// Reads `typed` as the learner's move in `out` (the play-out of
/// `puzzle`'s position) and plays it.
pub fn play_line(out: &mut PlayOut, puzzle: &Puzzle, typed: &str, lang: Lang) -> PlayRead {
    let board = matches!(puzzle.position.play, Play::Board(_));
    if matches!(typed.trim(), "q" | "Q") {
        return PlayRead::Stop;
    }
    let command = match out.has_places() {
        true => parse_placed(typed),
        false => parse_command(typed),
    };
    let (heap, take, at) = match command {
        Ok(Command::Quit) => return PlayRead::Stop,
        Ok(Command::Help) => return PlayRead::Keys,
        Ok(Command::Move { heap, take }) => (heap, take, None),
        Ok(Command::MoveAt { heap, take, at }) => (heap, take, Some(at)),
        Ok(_) => return PlayRead::Refused(lang.learn_not_here()),
        Err(error) if board => return PlayRead::Refused(lang.command_error::<Board>(&error)),
        Err(error) => return PlayRead::Refused(lang.command_error::<Rows>(&error)),
    };
    match out.learner(heap, take, at) {
        Ok(mv) => PlayRead::Played(mv),
        Err(Refusal::Move(error)) if board => PlayRead::Refused(lang.move_error::<Board>(&error)),
        Err(Refusal::Move(error)) => PlayRead::Refused(lang.move_error::<Rows>(&error)),
        // Never asked then: the front ends stop reading moves at the end
        // and play the computer's move at once.
        Err(Refusal::Over | Refusal::NotYourTurn) => PlayRead::Refused(lang.learn_not_here()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::learn::{Lesson, Position, Turn};
    use crate::game::theory::strategy::Rules;

    #[test]
    fn a_move_is_played_and_anything_else_changes_nothing() {
        let lang = Lang::ENGLISH;
        let position = Position::nim(vec![1, 2, 3], Rules::Normal);
        let puzzle = crate::game::learn::Puzzle {
            lesson: Lesson::OneTwoThree,
            position: position.clone(),
            question: crate::game::learn::Question::Wins,
        };
        let mut out = PlayOut::new(&position, Lesson::OneTwoThree, Turn::Learner).unwrap();
        for typed in ["", "x", "9 9", "1 0", "3 4", "?", "b", "u", "1 1 1", "-1 0"] {
            let read = play_line(&mut out, &puzzle, typed, lang);
            assert!(matches!(read, PlayRead::Refused(_)), "{typed}: {read:?}");
            assert_eq!(out.heaps(), [1, 2, 3]);
        }
        assert_eq!(play_line(&mut out, &puzzle, "h", lang), PlayRead::Keys);
        assert_eq!(play_line(&mut out, &puzzle, "q", lang), PlayRead::Stop);
        assert_eq!(play_line(&mut out, &puzzle, "0 0", lang), PlayRead::Stop);
        assert_eq!(
            play_line(&mut out, &puzzle, "3 3", lang),
            PlayRead::Played(Move::new(2, 3))
        );
        assert_eq!(out.heaps(), [1, 2, 0]);
        // The computer's turn now: a move typed is refused, nothing changes.
        assert!(matches!(
            play_line(&mut out, &puzzle, "1 1", lang),
            PlayRead::Refused(_)
        ));
        assert_eq!(out.heaps(), [1, 2, 0]);
    }
}
