//! The teacher's words: hints, the coach, undo and the level (the binary
//! view's and the hint's reasons are in `explain`).

use super::{Arg, Lang, Worded};
use crate::session::Side;
use crate::strategy::{Assessment, Hint, Level, Why};

impl Lang {
    /// A hint for line 24 (or a plain line): the move and why it wins.
    pub fn hint<G: Worded>(self, hint: Hint) -> String {
        match hint {
            Hint::Win {
                mv,
                why: Why::GrundyZero,
            } => self.grundy_hint(mv),
            Hint::Wait(mv) if mv.take != 1 || mv.at.is_some() => self.message(
                "rules-hint-wait",
                &[
                    ("count", mv.take.into()),
                    ("row", (mv.heap + 1).into()),
                    ("at", mv.at.unwrap_or(0).into()),
                ],
            ),
            Hint::Win { mv, why } => {
                let why = match why {
                    Why::GrundyZero => "grundy-sum",
                    Why::NimSumZero => "nim-sum",
                    Why::OddSingles => "odd-singles",
                };
                self.message(
                    G::WORDS.hint_win,
                    &[
                        ("count", mv.take.into()),
                        ("row", (mv.heap + 1).into()),
                        ("why", why.into()),
                    ],
                )
            }
            Hint::Wait(mv) => self.message(G::WORDS.hint_wait, &[("row", (mv.heap + 1).into())]),
        }
    }

    /// The coach's word on a move of `side`: a person's move graded, with
    /// the binary column a slip left odd and the way back (`u`); the
    /// computer's slip, as the player's chance.
    pub fn assessment<G: Worded>(self, side: Side, assessment: Assessment) -> String {
        match assessment {
            _ if side == Side::Computer => self.text("coach-chance"),
            Assessment::KeptWin => self.text("coach-kept"),
            Assessment::MissedWin {
                odd: Some(weight), ..
            } => self.message("coach-missed-odd", &[("weight", weight.into())]),
            Assessment::MissedWin { better, odd: None } => self.message(
                G::WORDS.coach_missed,
                &[
                    ("count", better.take.into()),
                    ("row", (better.heap + 1).into()),
                ],
            ),
            Assessment::NoWinToMiss => self.text("coach-no-win"),
        }
    }

    /// `moves` moves were taken back.
    pub fn undone(self, moves: usize) -> String {
        self.message("undo-done", &[("count", moves.into())])
    }

    pub fn level(self, level: Level) -> String {
        let key = match level {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        };
        self.message("level", &[("level", key.into())])
    }

    /// The score with the level after it, for line 25.
    pub fn score_and_level(self, score: &str, level: Level) -> String {
        let level = self.level(level);
        self.message(
            "score-level",
            &[("score", Arg::Text(score)), ("level", Arg::Text(&level))],
        )
    }
}
