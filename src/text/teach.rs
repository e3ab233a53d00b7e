//! The teacher's words: hints, the coach, undo, the level and the binary
//! view's line of parities.

use super::{Arg, Lang, Worded};
use crate::session::Side;
use crate::strategy::{Assessment, Hint, Level, Rules, Summary, Verdict, Why};

impl Lang {
    /// A hint for line 24 (or a plain line): the move and why it wins.
    pub fn hint<G: Worded>(self, hint: Hint) -> String {
        match hint {
            Hint::Win { mv, why } => {
                let why = match why {
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

    /// The binary view's verdict: the nim-sum and what it means for the side
    /// to move (in misère's end, where only single chips are left, the count
    /// of them decides instead).
    pub fn parity_meaning(self, summary: Summary, rules: Rules) -> String {
        let wins = if summary.verdict(rules) == Verdict::Win {
            "yes"
        } else {
            "no"
        };
        if rules == Rules::Misere && summary.misere_endgame() {
            return self.message(
                "binary-misere-end",
                &[("ones", summary.ones().into()), ("wins", wins.into())],
            );
        }
        self.message(
            "binary-meaning",
            &[("sum", summary.nim_sum().into()), ("wins", wins.into())],
        )
    }
}
