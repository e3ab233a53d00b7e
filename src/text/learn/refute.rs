//! The words of a refutation and of a position played out: the move that
//! beats a wrong answer and why, in the lesson's terms ("Taking 4 from row
//! 1 leaves 0 1; then I take 1 from row 2 and leave 0 0. Nothing is
//! left..."), then the play-out's offer, prompt, moves and end.

use crate::game::learn::{Lens, Play, Puzzle, Refutation, Turn};
use crate::game::session::Side;
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::game::theory::strategy::Move;
use crate::text::learn::written;
use crate::text::{Arg, Lang};

/// Whose move a phrase names: the learner's try, or the computer's reply.
#[derive(Clone, Copy)]
enum Whose {
    Try,
    Reply,
}

impl Lang {
    /// The refutation in a sentence or two: what the wrong move left, the
    /// reply, what the reply leaves, and why that is lost.
    pub fn refutation(self, puzzle: &Puzzle, refutation: &Refutation) -> String {
        let board = matches!(puzzle.position.play, Play::Board(_));
        let tried = match refutation.own {
            true => self.puzzle_move(puzzle, refutation.tried),
            false => self.refute_move(board, refutation.tried, Whose::Try),
        };
        let Some(reply) = refutation.reply else {
            return self.message("refute-last", &[("tried", Arg::Text(&tried))]);
        };
        let reply = self.refute_move(board, reply, Whose::Reply);
        let why = self.lens_why(&refutation.lens);
        let lost = match &refutation.lens {
            Lens::Grundy { rows } => grouped(rows),
            _ => written(&refutation.lost),
        };
        let left = written(&refutation.left);
        self.message(
            if refutation.own {
                "refute-own"
            } else {
                "refute-try"
            },
            &[
                ("tried", Arg::Text(&tried)),
                ("left", Arg::Text(&left)),
                ("reply", Arg::Text(&reply)),
                ("lost", Arg::Text(&lost)),
                ("why", Arg::Text(&why)),
            ],
        )
    }

    fn refute_move(self, board: bool, mv: Move, whose: Whose) -> String {
        let id = match (whose, board, mv.at) {
            (Whose::Try, true, _) => "refute-try-board",
            (Whose::Try, false, Some(_)) => "refute-try-rows-at",
            (Whose::Try, false, None) => "refute-try-rows",
            (Whose::Reply, true, _) => "refute-reply-board",
            (Whose::Reply, false, Some(_)) => "refute-reply-rows-at",
            (Whose::Reply, false, None) => "refute-reply-rows",
        };
        self.message(
            id,
            &[
                ("take", mv.take.into()),
                ("row", (mv.heap + 1).into()),
                ("at", mv.at.unwrap_or(0).into()),
            ],
        )
    }

    /// After a wrong answer: how to play the position out (the screen's
    /// key, or plain mode's line).
    pub fn refute_offer(self, plain: bool) -> String {
        self.text(match plain {
            true => "refute-offer-plain",
            false => "refute-offer",
        })
    }

    /// The play-out begins: who moves first.
    pub fn playout_start(self, first: Turn) -> String {
        let first = match first {
            Turn::Learner => "you",
            Turn::Computer => "me",
        };
        self.message("refute-play-start", &[("first", first.into())])
    }

    /// The question before the learner's move in a play-out.
    pub fn playout_prompt(self, puzzle: &Puzzle, places: bool) -> String {
        let kind = match (&puzzle.position.play, places) {
            (Play::Board(_), _) => "board",
            (_, true) => "at",
            (_, false) => "rows",
        };
        let prompt = self.message("refute-play-prompt", &[("kind", kind.into())]);
        format!("{prompt} ")
    }

    /// A move of the play-out, as the game says it.
    pub fn playout_moved(self, puzzle: &Puzzle, turn: Turn, mv: Move) -> String {
        let side = match turn {
            Turn::Learner => Side::You,
            Turn::Computer => Side::Computer,
        };
        match puzzle.position.play {
            Play::Board(_) => self.move_in_words::<Board>(side, mv),
            _ => self.move_in_words::<Rows>(side, mv),
        }
    }

    /// The play-out's end.
    pub fn playout_end(self, winner: Turn) -> String {
        let winner = match winner {
            Turn::Learner => "you",
            Turn::Computer => "me",
        };
        self.message("refute-play-won", &[("winner", winner.into())])
    }
}

/// Rows under their own rules as `position:` writes them: a split row as
/// its groups joined by `+`.
pub(super) fn grouped(rows: &[crate::game::learn::RowWorth]) -> String {
    let rows: Vec<String> = (rows.iter())
        .map(|row| {
            let groups: Vec<String> = row.groups.iter().map(|(len, _)| len.to_string()).collect();
            if groups.is_empty() {
                "0".into()
            } else {
                groups.join("+")
            }
        })
        .collect();
    rows.join(" ")
}
