//! The coach's words and line 23's: the learner's move named, in the past,
//! with the position it left, and the reply said after it; the way in
//! from the game (the coach on or off, the level, the lessons' command).

use super::rules::spelled;
use crate::game::record::typed;
use crate::game::session::{Coached, Left, Own, Side};
use crate::game::theory::bits::Explained;
use crate::game::theory::rule::Rule;
use crate::game::theory::strategy::{Assessment, Hint, Level, Move, RowWorth};
use crate::text::width::width;
use crate::text::{Arg, Lang, Worded};

/// The widest a line of the screen (or of plain mode) may be.
const LINE: usize = 80;

impl Lang {
    /// Line 23: the moves of the last burst in order, each its sentence
    /// ("You took 3 chips from row 2. I took 1 chip from row 3."); two
    /// that leave no room as one short sentence.
    pub fn moves_in_words<G: Worded>(self, moves: &[(Side, Move)]) -> String {
        match moves {
            [] => String::new(),
            [(side, mv)] => self.move_in_words::<G>(*side, *mv),
            [.., (first, mv), (second, reply)] => {
                let first_words = self.move_in_words::<G>(*first, *mv);
                let second_words = self.move_in_words::<G>(*second, *reply);
                let both = self.message(
                    "coached-moves",
                    &[
                        ("first", Arg::Text(&first_words)),
                        ("second", Arg::Text(&second_words)),
                    ],
                );
                if width(&both) <= LINE || (*first, *second) != (Side::You, Side::Computer) {
                    return both;
                }
                self.message(
                    G::WORDS.coached_moves_short,
                    &[
                        ("count", mv.take.into()),
                        ("row", (mv.heap + 1).into()),
                        ("reply-count", reply.take.into()),
                        ("reply-row", (reply.heap + 1).into()),
                    ],
                )
            }
        }
    }

    /// The coach's sentence on one burst: the person's move and what it
    /// left, then the reply (or the reply's slip); the computer's slip
    /// alone when it moved alone. On rows under their own rules `rule` is
    /// the moved row's, named where the line has room.
    pub fn coached<G: Worded>(self, coached: &Coached, rule: Option<&Rule>) -> String {
        let Some(own) = &coached.own else {
            return self.text_coach_chance();
        };
        let reply = coached.reply.map(typed);
        // The fullest that fits: the reason shortened first, then the tail.
        let thens: &[&str] = match (&reply, coached.slipped) {
            (Some(_), true) => &["slip", "slip-short", "slip-shortest"],
            (Some(_), false) => &["reply", "reply-short"],
            (None, _) => &["none"],
        };
        let reply = reply.unwrap_or_default();
        let lefts = self.left_words::<G>(own, rule);
        let mut said = String::new();
        for then in thens {
            for left in &lefts {
                said = self.own_sentence(own, left, then, &reply);
                if width(&said) <= LINE {
                    return said;
                }
            }
        }
        said
    }

    /// The coach's sentence on a person's move before any reply: plain
    /// mode (the reply is its own line after it), a network game.
    pub fn own_move<G: Worded>(self, own: &Own, rule: Option<&Rule>) -> String {
        let coached = Coached {
            own: Some(*own),
            reply: None,
            slipped: false,
        };
        self.coached::<G>(&coached, rule)
    }

    fn own_sentence(self, own: &Own, left: &str, then: &str, reply: &str) -> String {
        let id = match own.assessment {
            Assessment::KeptWin => "coached-kept",
            Assessment::NoWinToMiss => "coached-no-win",
            Assessment::MissedWin { .. } => "coached-missed",
        };
        let mv = typed(own.mv);
        self.message(
            id,
            &[
                ("move", Arg::Text(&mv)),
                ("left", Arg::Text(left)),
                ("then", then.into()),
                ("reply", Arg::Text(reply)),
            ],
        )
    }

    /// Why the move lost, longest first: the sentence takes the first
    /// that fits its line.
    fn left_words<G: Worded>(self, own: &Own, rule: Option<&Rule>) -> Vec<String> {
        let words = G::WORDS;
        match own.left {
            None => vec![String::new()],
            Some(Left::Odd(weight)) => {
                vec![self.message(words.coached_left_odd, &[("weight", weight.into())])]
            }
            Some(Left::EvenSingles) => vec![self.text(words.coached_left_singles)],
            Some(Left::Instead(better)) => {
                let better = typed(better);
                vec![self.message("coached-left-instead", &[("better", Arg::Text(&better))])]
            }
            Some(Left::Worth(worth)) => self.left_worth(worth, rule),
        }
    }

    fn left_worth(self, worth: RowWorth, rule: Option<&Rule>) -> Vec<String> {
        let worded = |id, rule: &str| {
            let args = [
                ("row", (worth.row + 1).into()),
                ("value", worth.value.into()),
                ("sum", worth.sum.into()),
                ("rule", Arg::Text(rule)),
            ];
            self.message(id, &args)
        };
        let mut all = Vec::new();
        if let Some(rule) = rule {
            all.push(worded("coached-left-worth-rule", &spelled(rule)));
        }
        all.push(worded("coached-left-worth", ""));
        all.push(worded("coached-left-sum", ""));
        all
    }

    /// The computer's slip alone: the player's chance.
    pub fn text_coach_chance(self) -> String {
        self.text("coach-chance")
    }

    /// `c`: the coach is on or off now.
    pub fn coach_switched(self, on: bool) -> String {
        let on = if on { "on" } else { "off" };
        self.message("wayin-coach", &[("on", on.into())])
    }

    /// `level`: the computer plays at `level` from its next move.
    pub fn level_changed(self, level: Level) -> String {
        self.message("wayin-level", &[("level", level.name().into())])
    }

    /// Line 24 on coming back from a lesson or the day's puzzle.
    pub fn back_in_game(self) -> String {
        self.text("wayin-back")
    }

    /// `d` where no day's puzzle was given to open.
    pub fn no_daily(self) -> String {
        self.text("wayin-no-daily")
    }

    /// Plain mode's `learn` or `puzzle` (`puzzle`: true): the command that
    /// opens them, as the player can type it.
    pub fn lessons_elsewhere(self, puzzle: bool, command: &str) -> String {
        let what = if puzzle { "puzzle" } else { "learn" };
        self.message(
            "wayin-plain-learn",
            &[("what", what.into()), ("command", Arg::Text(command))],
        )
    }

    /// The first hint while the binary view is off, where it speaks of
    /// columns (the board: lines): the same step, saying that `b` shows
    /// them. `None` when the first step names none.
    pub fn hint_unseen<G: Worded>(self, e: &Explained) -> Option<String> {
        use crate::game::theory::strategy::Deciding;
        match (e.hint, e.deciding) {
            (Hint::Win { .. }, Deciding::NimSum) => Some(self.message(
                G::WORDS.hint_unseen_column,
                &[("weight", e.top_weight().into())],
            )),
            (Hint::Wait(_), Deciding::MisereSingles) | (Hint::Win { .. }, _) => None,
            (Hint::Wait(_), _) => Some(self.text(G::WORDS.hint_unseen_zero)),
        }
    }
}
