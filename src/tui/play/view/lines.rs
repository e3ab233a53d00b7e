//! Lines 23 and 24 of a game as the view remembers them, typed, and worded
//! at draw time in the table's words: the last moves, and the message.

use crate::game::session::{Coached, InputError, Prompt, Side};
use crate::game::table::NextGame;
use crate::game::theory::bits::Explained;
use crate::game::theory::rule::Rule;
use crate::game::theory::strategy::{Hint, Level, Move};
use crate::text::{Lang, Worded};

use super::Worth;

/// Line 23: what was last done to the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LastMove {
    /// The moves of the last answer, in order: the player's and the reply.
    Moved(Vec<(Side, Move)>),
    /// `-1 0` on the board.
    Dealt,
    /// `u`: this many moves were taken back.
    Undone(usize),
}

/// Line 24: kept until the next accepted answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// An answer refused, and the question it answered.
    Refused {
        error: InputError,
        asked: Prompt,
    },
    Victory {
        winner: Side,
        next: NextGame,
    },
    /// `--coach` (or `c`): the word on the player's last move and the
    /// reply; on rows under their own rules, the moved row's rule, which a
    /// slip's sentence names.
    Coach(Coached, Option<Rule>),
    /// `c`: the coach is on (true) or off now.
    CoachSwitched(bool),
    /// `level`: the computer's level from its next move.
    Level(Level),
    /// Back from a lesson or the day's puzzle; what the lessons had to say
    /// on leaving (a save that failed), if anything.
    Back(Option<String>),
    /// `?` or F1: the hint and its reasons, shown up to step `step` (1: the
    /// column, 2: the row, 3: the move and why); each repeat shows the next.
    Hint {
        explained: Explained,
        step: usize,
    },
    /// `?` on rows under their own rules: first the hinted row's Grundy
    /// value and the sum (step 1), the hinted group's value as the mex of
    /// what its moves reach (step 2), then the move (step 3).
    Grundy {
        hint: Hint,
        worth: Worth,
        step: usize,
    },
    /// `p`: this side makes the game's first move.
    Passed(Side),
    /// The record could not be written: the recording stopped, the game goes on.
    RecordStopped(crate::io::record_file::Stopped),
}

impl LastMove {
    pub(super) fn words<T: Worded>(&self, lang: Lang) -> String {
        match *self {
            LastMove::Moved(ref moves) => lang.moves_in_words::<T>(moves),
            LastMove::Dealt => lang.dealt(),
            LastMove::Undone(moves) => lang.undone(moves),
        }
    }
}

impl Message {
    /// The message in words; `binary`: the binary view is on, so the
    /// first hint need not say that `b` shows its columns.
    pub(super) fn words<T: Worded>(&self, lang: Lang, binary: bool) -> String {
        match self {
            Message::Refused { error, asked } => lang.input_error::<T>(error, *asked),
            Message::Victory { winner, next } => lang.victory::<T>(*winner, *next),
            Message::Coach(coached, rule) => lang.coached::<T>(coached, rule.as_ref()),
            Message::CoachSwitched(on) => lang.coach_switched(*on),
            Message::Level(level) => lang.level_changed(*level),
            Message::Back(said) => said.clone().unwrap_or_else(|| lang.back_in_game()),
            Message::Hint { explained, step: 1 } if !binary => lang
                .hint_unseen::<T>(explained)
                .unwrap_or_else(|| lang.hint_steps::<T>(explained).remove(0)),
            Message::Hint { explained, step } => {
                let steps = lang.hint_steps::<T>(explained);
                let shown = (*step).clamp(1, steps.len());
                steps.into_iter().nth(shown - 1).unwrap_or_default()
            }
            Message::Grundy { hint, worth, step } => match step {
                1 => lang.hint_worth(worth.row, &worth.rule, worth.value, worth.sum),
                2 => lang.hint_mex(&worth.rule, &worth.why),
                _ => lang.hint::<T>(*hint),
            },
            Message::Passed(side) => lang.passed(*side),
            Message::RecordStopped(stopped) => lang.record_stopped(stopped),
        }
    }
}
