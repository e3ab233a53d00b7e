//! The teacher's words: hints, the coach, undo and the level (the binary
//! view's and the hint's reasons are in `explain`).

use super::rules::spelled;
use crate::game::session::Side;
use crate::game::theory::rule::Rule;
use crate::game::theory::strategy::{Assessment, Hint, Level, RowWorth, Why};
use crate::text::width::width;
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

    /// The coach's word on a move of `side`: a person's move graded, with
    /// the binary column a slip left odd (on rows under their own rules,
    /// what the row is worth now under `rule`, the moved row's) and the way
    /// back (`u`); the computer's slip, as the player's chance.
    pub fn assessment<G: Worded>(
        self,
        side: Side,
        assessment: Assessment,
        rule: Option<&Rule>,
    ) -> String {
        match assessment {
            _ if side == Side::Computer => self.text("coach-chance"),
            Assessment::KeptWin => self.text("coach-kept"),
            Assessment::MissedWin {
                worth: Some(worth), ..
            } => self.missed_worth(worth, rule),
            Assessment::MissedWin {
                odd: Some(weight), ..
            } => self.message("coach-missed-odd", &[("weight", weight.into())]),
            Assessment::MissedWin {
                better, odd: None, ..
            } => self.message(
                G::WORDS.coach_missed,
                &[
                    ("count", better.take.into()),
                    ("row", (better.heap + 1).into()),
                ],
            ),
            Assessment::NoWinToMiss => self.text("coach-no-win"),
        }
    }

    /// A slip on rows under their own rules: the moved row's worth now and
    /// the Grundy sum, naming the row's rule where the line has room.
    fn missed_worth(self, worth: RowWorth, rule: Option<&Rule>) -> String {
        let worded = |id, rule: &str| {
            let args = [
                ("row", (worth.row + 1).into()),
                ("value", worth.value.into()),
                ("sum", worth.sum.into()),
                ("rule", Arg::Text(rule)),
            ];
            self.message(id, &args)
        };
        match rule.map(|rule| worded("coach-missed-worth", &spelled(rule))) {
            Some(line) if width(&line) <= 80 => line,
            _ => worded("coach-missed-worth-short", ""),
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
