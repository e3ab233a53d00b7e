//! The report card on the screen (`nim learn --report`): its title on
//! line 1, the card from line 3 (the same lines plain mode prints after its
//! `report:` lines), a note about the progress file on line 24, and on
//! line 25 how to leave. Enter, q or Esc leaves; Ctrl-C and Ctrl-D too.

use std::io;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::super::frame::grid::Grid;
use super::super::term::event_loop::drive;
use super::super::term::screen_app::{self, ScreenApp, unseen_key};
use super::super::term::terminal::Mouse;
use super::super::{Step, TuiConfig};
use crate::game::learn::Progress;
use crate::text::Lang;

/// The report card, without a terminal: keys in, a grid out.
pub struct ReportApp {
    lang: Lang,
    card: Vec<String>,
    /// What was said about the progress file (set aside, unreadable).
    said: Vec<String>,
    fits: bool,
}

/// The card's first line.
const FIRST: u16 = 3;

impl ReportApp {
    pub fn new(progress: &Progress, said: Vec<String>, lang: Lang) -> Self {
        ReportApp {
            lang,
            card: lang.report_card(progress),
            said,
            fits: true,
        }
    }
}

impl ScreenApp for ReportApp {
    fn key(&mut self, key: &KeyEvent) -> Step {
        if !self.fits || key.modifiers.contains(KeyModifiers::CONTROL) {
            return unseen_key(key);
        }
        match key.code {
            KeyCode::Enter | KeyCode::Esc | KeyCode::Char('q' | 'Q') => Step::Quit,
            _ => Step::Wait,
        }
    }

    fn grid(&self) -> Grid {
        let mut grid = Grid::default();
        grid.centre(1, &self.lang.report_title());
        for (line, text) in (FIRST..23).zip(&self.card) {
            grid.put(1, line, text);
        }
        for (line, text) in (23..25).zip(&self.said) {
            grid.put(1, line, text);
        }
        grid.put_ending_at(80, 25, &self.lang.report_leave());
        grid
    }

    fn notice(&self, size: (u16, u16)) -> [String; 2] {
        screen_app::notice(self.lang, size)
    }

    fn resize(&mut self, size: (u16, u16)) {
        self.fits = screen_app::fits(size);
    }
}

/// `nim learn --report` on the terminal, until Enter, q or Esc.
pub fn report(progress: &Progress, said: Vec<String>, config: TuiConfig) -> io::Result<()> {
    let app = ReportApp::new(progress, said, config.lang);
    drive(app, Mouse::Off, |_| ())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::learn::{Day, Given, Lesson, Mistake, Outcome, PuzzleCode};

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn the_card_shows_the_counts_and_enter_or_q_leaves() {
        let mut progress = Progress::default();
        let code = PuzzleCode {
            lesson: Lesson::TwoRows,
            level: 0,
            seed: 9,
        };
        for outcome in [Outcome::Right, Outcome::Wrong, Outcome::Right] {
            progress.answered(Given {
                code,
                outcome,
                mistake: Some(Mistake::TookWholeRow),
                today: Day(20_780),
            });
        }
        let mut app = ReportApp::new(&progress, Vec::new(), Lang::ENGLISH);
        let grid = app.grid();
        assert_eq!(grid.line_text(1).trim(), "Report card");
        assert_eq!(grid.line_text(3).trim(), "Lessons passed: 0 of 9.");
        assert_eq!(
            grid.line_text(4).trim(),
            "Puzzles: 2 right, 0 right after a hint, 1 wrong."
        );
        let text: Vec<String> = (1..=25).map(|l| grid.line_text(l)).collect();
        assert!(
            text.iter()
                .any(|l| l.trim() == "Most frequent mistake (once): took a whole row."),
            "{text:#?}"
        );
        assert!(grid.line_text(25).ends_with("Press Enter or q to leave."));
        assert_eq!(app.key(&key(KeyCode::Char('x'))), Step::Wait);
        assert_eq!(app.key(&key(KeyCode::Enter)), Step::Quit);
        assert_eq!(app.key(&key(KeyCode::Char('q'))), Step::Quit);
        let ctrl = KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL);
        assert_eq!(app.key(&ctrl), Step::Suspend);
    }
}
