//! The teacher's words: hints, the coach, undo and the level (the binary
//! view's and the hint's reasons are in `explain`).

use crate::game::theory::strategy::{Hint, Level, Why};
use crate::text::{Arg, Lang, Worded};

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

    /// `moves` moves were taken back.
    pub fn undone(self, moves: usize) -> String {
        self.message("undo-done", &[("count", moves.into())])
    }

    pub fn level(self, level: Level) -> String {
        self.message("level", &[("level", level.name().into())])
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
