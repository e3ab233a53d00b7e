//! The refuted position played out on the lesson screen: after a wrong
//! answer `p` (with the field empty) starts it; the rows are redrawn after
//! every move, lines 23-24 say the last moves (the learner's, then the
//! computer's) and, at the end, who won; Enter then brings the next
//! puzzle, and `q` or `0 0` stops the play-out early. A refused move is
//! said on line 23 with the book's beep, and changes nothing.

use crate::game::learn::{self, PlayOut, Puzzle, Refutation, Turn};
use crate::game::table::rows;
use crate::text::Lang;
use crate::tui::Step;
use crate::tutor::{PlayRead, play_line};

/// A play-out under way on the screen.
pub(super) struct Playing {
    /// The refuted puzzle: its lesson, game and words.
    puzzle: Puzzle,
    out: PlayOut,
    /// Lines 23 and 24.
    said: [String; 2],
}

/// What a line did to the play-out.
pub(super) enum Played {
    Step(Step),
    /// `q` or `0 0`: back to the verdict.
    Stopped,
}

impl Playing {
    /// The play-out of `refutation`'s position; the computer opens at once
    /// when it moves first (with the refutation). `None` when the wrong
    /// move ended the game.
    pub(super) fn start(puzzle: &Puzzle, refutation: &Refutation, lang: Lang) -> Option<Playing> {
        let out = learn::play_out(puzzle, refutation)?;
        let said = [lang.playout_start(out.turn()), String::new()];
        let mut playing = Playing {
            puzzle: puzzle.clone(),
            out,
            said,
        };
        if let Some(mv) = playing.out.computer() {
            playing.said[1] = lang.playout_moved(&playing.puzzle, Turn::Computer, mv);
        }
        playing.close(lang);
        Some(playing)
    }

    /// Once the game is over, line 23 keeps the moves and line 24 says
    /// who won.
    fn close(&mut self, lang: Lang) {
        if let Some(winner) = self.out.winner() {
            let moves = [self.said[0].as_str(), self.said[1].as_str()];
            let moves: Vec<&str> = moves.into_iter().filter(|s| !s.is_empty()).collect();
            self.said = [moves.join(" "), lang.playout_end(winner)];
        }
    }

    pub(super) fn over(&self) -> bool {
        self.out.winner().is_some()
    }

    /// A line typed while the learner is to move.
    pub(super) fn submit(&mut self, line: &str, lang: Lang, quiet: bool) -> Played {
        match play_line(&mut self.out, &self.puzzle, line, lang) {
            PlayRead::Played(mv) => {
                self.said = [
                    lang.playout_moved(&self.puzzle, Turn::Learner, mv),
                    String::new(),
                ];
                if let Some(reply) = self.out.computer() {
                    self.said[1] = lang.playout_moved(&self.puzzle, Turn::Computer, reply);
                }
                self.close(lang);
                Played::Step(Step::Draw)
            }
            PlayRead::Stop => Played::Stopped,
            PlayRead::Keys => {
                self.said = [lang.playout_keys(), String::new()];
                Played::Step(Step::Draw)
            }
            PlayRead::Refused(reason) => {
                self.said = [reason, String::new()];
                Played::Step(if quiet { Step::Draw } else { Step::Refused })
            }
        }
    }

    /// The position now, as a puzzle for the frame to draw.
    pub(super) fn shown(&self) -> Puzzle {
        Puzzle {
            position: self.out.position(),
            ..self.puzzle.clone()
        }
    }

    /// The rows now (none on the board): the puzzle's places, a chip
    /// taken in the play-out a dot, as the game draws them.
    pub(super) fn places(&self) -> Option<rows::Position> {
        self.out.places().cloned()
    }

    /// Line 22: the move asked for, or what Enter does at the end.
    pub(super) fn prompt(&self, lang: Lang, finished: bool) -> String {
        match self.over() {
            true => format!("{} ", lang.learn_screen_next(finished)),
            false => lang.playout_prompt(&self.puzzle, self.out.has_places()),
        }
    }

    pub(super) fn said(&self) -> [&str; 2] {
        [&self.said[0], &self.said[1]]
    }
}

#[cfg(test)]
mod tests {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use rand_chacha::ChaCha8Rng;

    use crate::game::learn::{Lesson, Position, Puzzle, Question};
    use crate::game::theory::strategy::Rules;
    use crate::text::Lang;
    use crate::tui::Step;
    use crate::tui::frame::glyphs::Glyphs;
    use crate::tui::learn::{Course, LearnApp};

    fn app(heaps: Vec<u32>, lesson: Lesson) -> LearnApp<ChaCha8Rng> {
        let puzzle = Puzzle {
            lesson,
            position: Position::nim(heaps, Rules::Normal),
            question: Question::Move,
        };
        let course = Course::One {
            heading: "Puzzle".to_string(),
            lesson: false,
            keep: None,
        };
        LearnApp::with(
            course,
            puzzle,
            Default::default(),
            Lang::ENGLISH,
            Glyphs::Ascii,
        )
    }

    fn key(app: &mut LearnApp<ChaCha8Rng>, c: char) -> Step {
        app.key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))
    }

    fn enter(app: &mut LearnApp<ChaCha8Rng>, line: &str) -> Step {
        for c in line.chars() {
            key(app, c);
        }
        app.key(&KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE))
    }

    fn chips(app: &LearnApp<ChaCha8Rng>, row: u16) -> String {
        app.grid().line_text(9 + row)[70..].trim().to_string()
    }

    #[test]
    fn a_wrong_move_is_refuted_and_played_out_move_by_move() {
        let mut app = app(vec![1, 2, 6], Lesson::OneTwoThree);
        assert_eq!(enter(&mut app, "3 5"), Step::Draw);
        let grid = app.grid();
        let reason: String = (19..=21)
            .map(|l| grid.line_text(l).trim().to_string() + " ")
            .collect();
        assert!(
            reason.starts_with("Taking 5 from row 3 leaves 1 2 1; then I take 2 from row 2 and leave 1 0 1. Two equal rows of 1"),
            "{reason}"
        );
        assert!(grid.line_text(22).starts_with("p plays this position out"));
        assert_eq!(grid.line_text(23).trim(), "Not this time: 3 3 wins.");
        assert_eq!(key(&mut app, 'p'), Step::Draw);
        let grid = app.grid();
        assert_eq!(grid.line_text(23).trim(), "Play it out: I move first.");
        assert_eq!(grid.line_text(24).trim(), "I took 2 chips from row 2.");
        assert!(grid.line_text(22).starts_with("Your move (ROW COUNT):"));
        assert!(grid.line_text(25).contains("q or 0 0 stops the game"));
        assert_eq!(
            [chips(&app, 1), chips(&app, 2), chips(&app, 3)],
            ["1", "0", "1"]
        );
        // A refused move beeps and changes nothing.
        assert_eq!(enter(&mut app, "2 1"), Step::Refused);
        assert_eq!(chips(&app, 1), "1");
        assert_eq!(enter(&mut app, "1 1"), Step::Draw);
        let grid = app.grid();
        assert_eq!(
            grid.line_text(23).trim(),
            "You took 1 chip from row 1. I took 1 chip from row 3."
        );
        assert_eq!(
            grid.line_text(24).trim(),
            "I won it: that position was lost for you."
        );
        assert_eq!(chips(&app, 3), "0");
        assert!(grid.line_text(22).starts_with("Press Enter to leave."));
        // Over: the lesson's keys again, not those of a game no longer played.
        assert!(!grid.line_text(25).contains("stops the game"));
        assert_eq!(enter(&mut app, ""), Step::Quit);
    }

    #[test]
    fn q_stops_a_play_out_and_the_verdict_comes_back() {
        let mut app = app(vec![4, 2], Lesson::TwoRows);
        enter(&mut app, "2 1");
        key(&mut app, 'p');
        assert_eq!(
            app.grid().line_text(24).trim(),
            "I took 3 chips from row 1."
        );
        assert_eq!(chips(&app, 1), "1");
        assert_eq!(enter(&mut app, "q"), Step::Draw);
        let grid = app.grid();
        assert_eq!(grid.line_text(23).trim(), "Not this time: 1 2 wins.");
        // The rows the refutation leaves again (4 2, 2 1, then 1 3: 1 1),
        // as its sentence tells them.
        assert_eq!(chips(&app, 1), "1", "the refutation's rows again");
        assert_eq!(chips(&app, 2), "1");
    }
}
