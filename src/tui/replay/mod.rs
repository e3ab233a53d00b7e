//! `nim replay` on the book's screen, apart from the terminal: the
//! position after move k drawn by the game's own view, line 23 saying
//! which move led there, line 25 the keys. Left and Right step, Home and
//! End jump, Space plays the game through (one move a tick of the loop),
//! `r` shows the review in the table's place, q or Esc leaves, Ctrl-Z
//! suspends.

pub(in crate::tui) mod clock;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::Colour;
use super::frame::glyphs::Glyphs;
use super::frame::grid::{Grid, LINES};
use super::play::review_view::{self, Paged};
use super::play::view::{Scene, ViewState};
use crate::game::record::Replayed;
use crate::game::review::review;
use crate::game::session::Options;
use crate::game::theory::strategy::Rules;
use crate::text::Lang;

/// How the replay looks and which game of the record it shows.
#[derive(Debug, Clone, Copy)]
pub struct ReplayConfig {
    pub lang: Lang,
    /// `--ascii`: chips drawn as `o`, pieces as letters.
    pub glyphs: Glyphs,
    pub quiet: bool,
    /// This game's number in the record, and the record's count of games.
    pub game: (usize, usize),
    /// `--review`: the review shows first.
    pub review: bool,
}

/// What a key did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Went {
    /// Nothing changed.
    Stay,
    /// Draw again.
    Draw,
    /// Ctrl-L: clear the terminal and draw everything.
    Redraw,
    /// A key the replay does not take: a beep.
    Refused,
    /// The next game of the record (Enter).
    Next,
    /// Leave the replay.
    Leave,
    /// Ctrl-Z: give the terminal back until `fg`.
    Suspend,
}

/// A replay being watched: which position shows, playing or paused. It
/// owns its game, as the event loop's signal thread may outlive a borrow.
#[derive(Debug)]
pub struct Viewer<T> {
    replayed: Replayed<T>,
    config: ReplayConfig,
    review: Paged,
    /// The number of moves made in the position shown.
    at: usize,
    /// Space: the moves go on by themselves.
    playing: bool,
    /// `r`: the review stands in the table's place.
    reviewing: bool,
}

impl<T: Scene> Viewer<T> {
    pub fn new(replayed: &Replayed<T>, config: ReplayConfig) -> Self {
        let rules = if replayed.header.misere {
            Rules::Misere
        } else {
            Rules::Normal
        };
        Viewer {
            review: Paged::new(review(&replayed.tables, &replayed.plies, rules)),
            replayed: replayed.clone(),
            config,
            at: 0,
            playing: false,
            reviewing: config.review,
        }
    }

    /// The number of moves made in the position shown.
    #[cfg(test)]
    pub fn at(&self) -> usize {
        self.at
    }

    pub fn lang(&self) -> Lang {
        self.config.lang
    }

    pub fn playing(&self) -> bool {
        self.playing
    }

    fn last(&self) -> usize {
        self.replayed.plies.len()
    }

    /// A tick while playing: the next move, and a stop at the end.
    pub fn tick(&mut self) -> Went {
        if self.at < self.last() {
            self.at += 1;
        }
        self.playing = self.at < self.last();
        Went::Draw
    }

    pub fn key(&mut self, key: &KeyEvent) -> Went {
        if key.kind == KeyEventKind::Release {
            return Went::Stay;
        }
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        let before = (self.at, self.playing, self.reviewing);
        match key.code {
            KeyCode::Char('c' | 'd') if ctrl => return Went::Leave,
            KeyCode::Char('l') if ctrl => return Went::Redraw,
            KeyCode::Char('z') if ctrl => return Went::Suspend,
            // Other control keys do nothing here.
            _ if ctrl => return Went::Stay,
            KeyCode::Char('q' | 'Q') | KeyCode::Esc => return Went::Leave,
            KeyCode::Enter if self.config.game.0 < self.config.game.1 => return Went::Next,
            KeyCode::Left => self.step(self.at.saturating_sub(1)),
            KeyCode::Right => self.step((self.at + 1).min(self.last())),
            KeyCode::Home => self.step(0),
            KeyCode::End => self.step(self.last()),
            KeyCode::Char(' ') => {
                // Space at the end plays the game again from its start.
                if !self.playing && self.at == self.last() {
                    self.at = 0;
                }
                self.playing = !self.playing && self.at < self.last();
            }
            KeyCode::Char('r' | 'R') => self.reviewing = !self.reviewing,
            // The review's moves scroll while it shows.
            code if self.reviewing && self.review.scroll(code).is_some() => {
                return Went::Draw;
            }
            _ if self.config.quiet => return Went::Stay,
            _ => return Went::Refused,
        }
        if (self.at, self.playing, self.reviewing) == before {
            Went::Stay
        } else {
            Went::Draw
        }
    }

    /// A step by hand pauses the play.
    fn step(&mut self, to: usize) {
        self.at = to;
        self.playing = false;
    }

    /// The screen as it should look now.
    pub fn grid(&self) -> Grid {
        let mut grid = Grid::default();
        let lang = self.config.lang;
        let state = ViewState {
            lang,
            glyphs: self.config.glyphs,
            colour: Colour::Off,
            ..ViewState::default()
        };
        let header = &self.replayed.header;
        let options = Options {
            rules: if header.misere {
                Rules::Misere
            } else {
                Rules::Normal
            },
            players: header.players,
            ..Options::default()
        };
        let table = &self.replayed.tables[self.at];
        table.draw_scene(&mut grid, &state, options, header.sides());
        if self.reviewing {
            review_view::draw(&mut grid, lang, &self.review);
        }
        let (game, games) = self.config.game;
        if games > 1 {
            grid.centre(20, &lang.replay_game(game, games));
        }
        let moved = match self.at {
            0 => lang.replay_start(self.last()),
            k => {
                let (side, mv) = self.replayed.plies[k - 1];
                lang.replay_move::<T>(k, self.last(), side, mv)
            }
        };
        grid.put(1, 23, &moved);
        if self.at == self.last() {
            grid.put(1, 24, &lang.replay_end(self.replayed.winner));
        }
        grid.put(1, LINES, &lang.replay_keys());
        grid
    }
}

#[cfg(test)]
mod tests;
