//! The words of a refutation and of a position played out: the move that
//! beats a wrong answer and why, in the lesson's terms ("Taking 4 from row
//! 1 leaves 0 1; then I take 1 from row 2 and leave 0 0. Nothing is
//! left..."), then the play-out's offer, prompt, moves and end.

use crate::game::learn::{Play, Puzzle, Refutation, Turn};
use crate::game::session::Side;
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::game::theory::strategy::Move;
use crate::text::learn::named;
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
        // The board's eight gaps are long to write: its sentence names
        // the two moves, and the lens writes the gaps the reply leaves.
        let tried = match refutation.own && !board {
            true => self.puzzle_move(puzzle, refutation.tried),
            false => self.refute_move(board, refutation.tried, Whose::Try),
        };
        let Some(reply_move) = refutation.reply else {
            return self.message("refute-last", &[("tried", Arg::Text(&tried))]);
        };
        let reply = self.refute_move(board, reply_move, Whose::Reply);
        let why = self.lens_why(&refutation.lens);
        let moves = [refutation.tried, reply_move];
        let lost = named(puzzle, &moves, &refutation.lost);
        let left = named(puzzle, &moves[..1], &refutation.left);
        self.message(
            match (board, refutation.own) {
                (true, _) => "refute-board",
                (false, true) => "refute-own",
                (false, false) => "refute-try",
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
    pub fn refute_offer(self, plain: bool, last: bool) -> String {
        self.text(match (plain, last) {
            (true, _) => "refute-offer-plain",
            // After the last puzzle (`nim puzzle`'s one) Enter leaves.
            (false, true) => "refute-offer-last",
            (false, false) => "refute-offer",
        })
    }

    /// Line 25 while a position is played out.
    pub fn playout_keys(self) -> String {
        self.text("refute-play-keys")
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

#[cfg(test)]
mod tests {
    use crate::game::learn::{Answer, Play};
    use crate::game::learn::{Lesson, Position, Puzzle, Question, Turn, refute};
    use crate::game::table::board::Board;
    use crate::game::theory::strategy::{Move, Rules};
    use crate::text::Lang;
    use crate::text::width::width;

    fn langs() -> impl Iterator<Item = Lang> {
        Lang::codes()
            .filter_map(Lang::from_code)
            .flat_map(|lang| [lang, lang.in_ascii(true)])
    }

    #[test]
    fn the_play_outs_words_fit_80_columns_in_every_language() {
        let rows = Puzzle {
            lesson: Lesson::Binary,
            position: Position::nim(vec![63, 63], Rules::Normal),
            question: Question::Move,
        };
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
        let board = Puzzle {
            position: Position::board(Board::deal(&mut rng)),
            lesson: Lesson::Board,
            ..rows.clone()
        };
        let mv = Move {
            heap: 13,
            take: 63,
            at: Some(63),
        };
        for lang in langs() {
            let mut texts = vec![
                lang.refute_offer(true, false),
                lang.refute_offer(false, false),
                lang.refute_offer(false, true),
                lang.playout_keys(),
                lang.playout_end(Turn::Learner),
                lang.playout_end(Turn::Computer),
                lang.playout_start(Turn::Learner),
                lang.playout_start(Turn::Computer),
            ];
            for puzzle in [&rows, &board] {
                texts.push(lang.playout_prompt(puzzle, false));
                texts.push(lang.playout_prompt(puzzle, true));
                let moved =
                    [Turn::Learner, Turn::Computer].map(|t| lang.playout_moved(puzzle, t, mv));
                texts.push(moved.join(" "));
            }
            for text in texts {
                assert!(!text.contains('{') && !text.is_empty(), "{text}");
                assert!(width(&text) <= 80, "{} columns: {text}", width(&text));
            }
            // The screen's offer sits on line 22 before an empty field.
            assert!(width(&lang.refute_offer(false, false)) < 76);
            assert!(width(&lang.refute_offer(false, true)) < 76);
        }
    }

    #[test]
    fn the_learners_own_mistakes_are_worded_in_the_lessons_terms() {
        let en = Lang::ENGLISH;
        let said = |heaps: Vec<u32>, lesson, rules, answer: Answer| {
            let puzzle = Puzzle {
                lesson,
                position: Position::nim(heaps, rules),
                question: match answer {
                    Answer::Move(_) => Question::Move,
                    Answer::Wins(_) => Question::Wins,
                },
            };
            let r = refute(&puzzle, answer).unwrap_or_else(|| panic!("{puzzle:?} {answer:?}"));
            en.refutation(&puzzle, &r)
        };
        let mv = |row: usize, take| Answer::Move(Move::new(row - 1, take));
        assert_eq!(
            said(vec![4, 1], Lesson::TwoRows, Rules::Normal, mv(1, 4)),
            "Taking 4 from row 1 leaves 0 1; then I take 1 from row 2 and leave 0 0. \
             Nothing is left: the last chip is taken."
        );
        assert!(
            said(vec![1, 2, 6], Lesson::OneTwoThree, Rules::Normal, mv(3, 5))
                .starts_with("Taking 5 from row 3 leaves 1 2 1; then I take 2 from row 2 and leave 1 0 1. Two equal rows of 1")
        );
        assert_eq!(
            said(vec![1, 1, 2, 4], Lesson::Pairs, Rules::Normal, mv(4, 4)),
            "Taking 4 from row 4 leaves 1 1 2 0; then I take 2 from row 3 and leave \
             1 1 0 0. Two equal rows of 1: whatever is taken from one, the other player \
             takes as many from the other, and so takes the last chip."
        );
        assert!(
            said(vec![2, 2, 4, 4], Lesson::Pairs, Rules::Normal, Answer::Wins(true))
                .starts_with("Say you take 1 from row 3: that leaves 2 2 3 4; then I take 1 from row 4 and leave 2 2 3 3. Every row has a partner")
        );
        assert_eq!(
            said(vec![2], Lesson::Misere, Rules::Misere, mv(1, 2)),
            "Taking 2 from row 1 takes the last chip, and in misère whoever takes it loses."
        );
        assert!(matches!(
            Position::nim(vec![1], Rules::Normal).play,
            Play::Nim(_)
        ));
    }
}
