//! The words around a game's edges: the pass (`p`), the end of a game (its
//! summary, and why a game that could not be won was lost, with how to win
//! it), the question that waits for the next game, and the score on leaving.

use crate::game::session::{First, Options, Players, Score, Side, Tally};
use crate::game::theory::strategy::Level;
use crate::text::{Arg, Lang, Worded, side_key};

/// What the lines under a finished game are made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EndOfGame {
    pub winner: Side,
    /// The coach's verdicts on the player's moves this game.
    pub tally: Tally,
    /// `--coach`: the summary counts the moves kept and missed.
    pub coach: bool,
    pub options: Options,
    /// Who made the game's first move.
    pub opener: Option<Side>,
}

impl Lang {
    /// The lines under a finished game, for both front ends. Against the
    /// computer, a lost game the player never had a winning position in is
    /// never met with a taunt: it says so, and how to win it. Otherwise the
    /// coach's tally, when the coach is on; else nothing.
    pub fn end_of_game<G: Worded>(self, end: &EndOfGame) -> Vec<String> {
        if end.options.players == Players::Two {
            return Vec::new();
        }
        if end.winner == Side::Computer && end.tally.never_winning() {
            return vec![self.text("game-lost-why"), self.lost_how::<G>(end)];
        }
        if end.coach {
            return vec![self.message(
                "game-over-tally",
                &[
                    ("kept", end.tally.kept.into()),
                    ("missed", end.tally.missed.into()),
                ],
            )];
        }
        Vec::new()
    }

    /// How a game lost from the first move can be won: move first (by `p`,
    /// by not passing, or without `--first computer`), an easier level.
    fn lost_how<G: Worded>(self, end: &EndOfGame) -> String {
        let opener = match (end.options.first, end.opener) {
            (First::Computer, _) => "computer",
            (First::Player, Some(Side::Computer)) => "passed",
            (First::Player, _) => "player",
        };
        let level = match end.options.level {
            Level::Easy => "easy",
            Level::Medium | Level::Hard => "other",
        };
        self.message(
            G::WORDS.lost_how,
            &[("opener", opener.into()), ("level", level.into())],
        )
    }

    /// The screen's line under a finished game when there is nothing more
    /// to say about it.
    pub fn game_over_final(self) -> String {
        self.text("game-over-final")
    }

    /// The question while a game is over (the screen's line 22).
    pub fn game_over_prompt(self) -> String {
        self.text("game-over-prompt")
    }

    /// `p`: `to` makes the first move of the game.
    pub fn passed(self, to: Side) -> String {
        self.message("passed", &[("side", side_key(to).into())])
    }

    /// The last words on the way out: the session's score, then goodbye.
    pub fn score_goodbye(self, score: &Score) -> String {
        let score = self.score(score);
        self.message("score-goodbye", &[("score", Arg::Text(&score))])
    }

    /// After a session the computer won more of, where to learn its rule:
    /// `command`, the lessons' command as the player can type it.
    pub fn learn_pointer(self, score: &Score, command: &str) -> Option<String> {
        let won = |side| {
            (score.entries.iter())
                .find(|(s, _)| *s == side)
                .map_or(0, |e| e.1)
        };
        (won(Side::Computer) > won(Side::You))
            .then(|| self.message("learn-pointer", &[("command", Arg::Text(command))]))
    }
}

#[cfg(test)]
mod tests;
