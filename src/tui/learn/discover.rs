//! Discovery on the lesson screen, before the rule: the lesson's title on
//! line 1, an invitation in place of the rule with `Game N of M` under it,
//! a small position in the middle, the question (a guess, or first or
//! second) on line 22. The game is then played out as after a wrong
//! answer: the moves on lines 23-24, the rows redrawn; at its end the
//! truth (and how the guess or the choice fared) above the question, and
//! Enter brings the next game or the rule. `s` skips to the rule; `q` or
//! `0 0` leaves, as at any question. Nothing is judged or recorded.

use crate::game::learn::{Ask, Discovery, Lesson, Puzzle, Question, Said, Stage, Turn};
use crate::game::table::rows;
use rand::Rng;

use super::LearnApp;
use super::view::{self, draw};
use crate::text::Lang;
use crate::tui::Step;
use crate::tui::frame::grid::Grid;
use crate::tutor::{PlayRead, play_line};

/// A lesson's discovery under way on the screen.
pub(super) struct Discovering {
    discovery: Discovery,
    /// Lines 23 and 24.
    said: [String; 2],
}

/// What a line did.
pub(super) enum Found {
    Step(Step),
    /// The last game is over (or skipped): the rule comes next.
    Done,
    Leave,
}

impl Discovering {
    /// `lesson`'s discovery; `None` for a lesson without.
    pub(super) fn start(lesson: Lesson) -> Option<Discovering> {
        Some(Discovering {
            discovery: Discovery::new(lesson)?,
            said: Default::default(),
        })
    }

    /// The step's position as a puzzle, to draw and word its moves.
    fn puzzle(&self) -> Puzzle {
        let mut discovery = self.discovery.clone();
        let position = match discovery.playing() {
            Some(out) => out.position(),
            None => discovery.step().position.clone(),
        };
        Puzzle {
            lesson: self.discovery.lesson(),
            position,
            question: Question::Wins,
        }
    }

    pub(super) fn submit(&mut self, line: &str, lang: Lang, quiet: bool) -> Found {
        let refused = |quiet| Found::Step(if quiet { Step::Draw } else { Step::Refused });
        if let Stage::Over { .. } = self.discovery.stage() {
            self.said = Default::default();
            return match self.discovery.next_step() {
                true => Found::Step(Step::Draw),
                false => Found::Done,
            };
        }
        let puzzle = self.puzzle();
        let Some(out) = self.discovery.playing() else {
            return self.ask(line, lang, quiet);
        };
        match play_line(out, &puzzle, line, lang) {
            PlayRead::Played(mv) => {
                self.said = [
                    lang.playout_moved(&puzzle, Turn::Learner, mv),
                    String::new(),
                ];
                self.reply(lang);
                Found::Step(Step::Draw)
            }
            PlayRead::Stop => Found::Leave,
            PlayRead::Keys => {
                self.said = [lang.discover_keys(), String::new()];
                Found::Step(Step::Draw)
            }
            PlayRead::Refused(reason) => {
                self.said = [reason, String::new()];
                refused(quiet)
            }
        }
    }

    /// The question's answer: a guess, or first or second.
    fn ask(&mut self, line: &str, lang: Lang, quiet: bool) -> Found {
        let typed = line.trim();
        match typed {
            "q" | "Q" | "0 0" => return Found::Leave,
            "s" | "S" => return Found::Done,
            "h" | "H" => {
                self.said = [lang.discover_keys(), String::new()];
                return Found::Step(Step::Draw);
            }
            _ => {}
        }
        let said = match self.discovery.step().ask {
            Ask::Guess => lang.yes_no(typed).map(Said::Guess),
            Ask::Choose => lang.discover_choice(typed).map(Said::First),
        };
        let Some(said) = said else {
            let why = match self.discovery.step().ask {
                Ask::Guess => lang.learn_not_yes_no(typed),
                Ask::Choose => lang.discover_not_choice(typed),
            };
            self.said = [why, String::new()];
            return Found::Step(if quiet { Step::Draw } else { Step::Refused });
        };
        self.discovery.answer(said);
        let first = (self.discovery.playing()).map_or(Turn::Learner, |out| out.turn());
        self.said = [lang.playout_start(first), String::new()];
        self.reply(lang);
        Found::Step(Step::Draw)
    }

    /// The computer's move when it is its turn, said on line 24; at the
    /// end, the moves on line 23 and who won on 24.
    fn reply(&mut self, lang: Lang) {
        let puzzle = self.puzzle();
        if let Some(mv) = self.discovery.playing().and_then(|out| out.computer()) {
            self.said[1] = lang.playout_moved(&puzzle, Turn::Computer, mv);
        }
        self.discovery.settle();
        if let Stage::Over { winner } = self.discovery.stage() {
            let moves: Vec<&str> = (self.said.iter().map(String::as_str))
                .filter(|s| !s.is_empty())
                .collect();
            self.said = [moves.join(" "), lang.discover_won(*winner)];
        }
    }

    /// What the frame shows: the text in place of the rule, the position,
    /// the sentence above the question, the question, lines 23-24.
    pub(super) fn shown(&self, lang: Lang) -> Shown {
        let mut text = lang.discover_intro();
        text.push(String::new());
        text.push(lang.discover_game(&self.discovery));
        let over = matches!(self.discovery.stage(), Stage::Over { .. });
        let prompt = match (over, self.discovery.clone().playing()) {
            (true, _) => format!("{} ", lang.discover_next(self.discovery.done())),
            (false, Some(out)) => lang.playout_prompt(&self.puzzle(), out.has_places()),
            (false, None) => lang.discover_prompt(&self.discovery),
        };
        let mut discovery = self.discovery.clone();
        let start = &self.discovery.step().position;
        // The chips taken in the game stay places, as in a game.
        let left = match discovery.playing() {
            Some(out) => out.places().cloned(),
            None => start.places_after(&[]),
        };
        Shown {
            text,
            places: start.heaps.clone(),
            left,
            puzzle: self.puzzle(),
            told: if over {
                lang.discover_told(&self.discovery)
            } else {
                String::new()
            },
            prompt,
            said: self.said.clone(),
        }
    }
}

impl<G: Rng> LearnApp<G> {
    /// A small game before the rule: the lesson's title, the invitation
    /// in place of its text, the game's position and words.
    pub(super) fn discovery_grid(&self, discovering: &Discovering) -> Grid {
        let parts = discovering.shown(self.lang);
        let (title, _) = self.top();
        let keys = self.lang.discover_keys();
        let shown = view::Shown {
            title,
            text: parts.text,
            puzzle: &parts.puzzle,
            rows: (parts.left.as_ref()).map(|left| view::Chips {
                places: &parts.places,
                left,
            }),
            columns: super::columns::Columns::None,
            prompt: parts.prompt,
            editor: &self.editor,
            reason: &parts.told,
            lines: [&parts.said[0], &parts.said[1]],
            status: Some(&keys),
        };
        draw(&shown, self.lang, self.glyphs)
    }
}

/// A discovery frame's parts.
pub(super) struct Shown {
    pub text: Vec<String>,
    /// The places of the game's rows, and which hold a chip now.
    pub places: Vec<u32>,
    pub left: Option<rows::Position>,
    pub puzzle: Puzzle,
    pub told: String,
    pub prompt: String,
    pub said: [String; 2],
}

#[cfg(test)]
mod tests {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use crate::game::learn::Lesson;
    use crate::text::Lang;
    use crate::tui::Step;
    use crate::tui::frame::glyphs::Glyphs;
    use crate::tui::learn::LearnApp;
    use crate::tutor::Tutor;

    fn app(lesson: Lesson) -> LearnApp<ChaCha8Rng> {
        let rng = ChaCha8Rng::seed_from_u64(1);
        let (tutor, said) = Tutor::open(None, Some(lesson), rng, Lang::ENGLISH);
        LearnApp::new(tutor, said, Lang::ENGLISH, Glyphs::Unicode)
    }

    fn enter(app: &mut LearnApp<ChaCha8Rng>, line: &str) -> Step {
        for c in line.chars() {
            app.key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        }
        app.key(&KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE))
    }

    #[test]
    fn a_fresh_lesson_starts_with_its_games_and_s_skips_to_the_rule() {
        let mut two = app(Lesson::TwoRows);
        let grid = two.grid();
        assert_eq!(grid.line_text(5).trim(), "Game 1 of 3");
        assert!(
            grid.line_text(22)
                .starts_with("Can the player to move win? (y/n):")
        );
        // Not a guess: refused with the beep, nothing changes.
        assert_eq!(enter(&mut two, "1 1"), Step::Refused);
        assert_eq!(two.grid().line_text(5).trim(), "Game 1 of 3");
        assert_eq!(enter(&mut two, "s"), Step::Draw);
        assert!(
            two.grid()
                .line_text(2)
                .starts_with("Two rows holding the same")
        );
        // Lesson 1 is its own rule: no games.
        let one = app(Lesson::OneRow);
        assert!(one.grid().line_text(2).starts_with("One row of chips."));
    }

    #[test]
    fn q_leaves_from_a_small_game() {
        let mut binary = app(Lesson::Binary);
        assert_eq!(binary.grid().line_text(5).trim(), "Game 1 of 2");
        enter(&mut binary, "n");
        assert!(
            binary
                .grid()
                .line_text(22)
                .starts_with("Your move (ROW COUNT):")
        );
        assert_eq!(enter(&mut binary, "0 0"), Step::Quit);
    }
}
