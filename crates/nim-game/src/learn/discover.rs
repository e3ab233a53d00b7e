//! Discovery before the rule (Hamkins' "Win at Nim!": the class finds each
//! step before it is told). Before a lesson states its rule, the learner
//! sees two or three small positions, guesses whether the player to move
//! wins, and plays each out against the computer; at least one lesson
//! (two rows, and the binary rule) lets the learner choose to move first
//! or second after seeing the position, and moving second on a lost
//! position wins. Discovery steps are not puzzles: nothing is judged or
//! recorded. The first and the last two lessons have none: one row is
//! its own rule, and the board and sums build on lessons already found.

use crate::learn::playout::{PlayOut, Turn};
use crate::learn::{Lesson, Position};
use crate::theory::strategy::Rules;

/// What a discovery step asks before the play-out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// Will the player to move win? The learner then moves first.
    Guess,
    /// Move first or second? The computer takes the other side.
    Choose,
}

/// One small position to discover.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub position: Position,
    pub ask: Ask,
}

/// The steps before `lesson`'s rule; empty for a lesson without.
pub fn steps(lesson: Lesson) -> Vec<Step> {
    let nim = |heaps: &[u32], ask| Step {
        position: Position::nim(heaps.to_vec(), Rules::Normal),
        ask,
    };
    let misere = |heaps: &[u32]| Step {
        position: Position::nim(heaps.to_vec(), Rules::Misere),
        ask: Ask::Guess,
    };
    match lesson {
        Lesson::OneRow | Lesson::Board | Lesson::Sums => Vec::new(),
        Lesson::TwoRows => vec![
            nim(&[2, 2], Ask::Guess),
            nim(&[3, 1], Ask::Guess),
            nim(&[3, 3], Ask::Choose),
        ],
        Lesson::OneTwoThree => vec![nim(&[1, 2, 3], Ask::Guess), nim(&[1, 2, 4], Ask::Guess)],
        Lesson::Pairs => vec![nim(&[1, 1, 2, 2], Ask::Guess), nim(&[2, 4, 4], Ask::Guess)],
        Lesson::Powers => vec![nim(&[1, 4, 5], Ask::Guess), nim(&[2, 4, 7], Ask::Guess)],
        Lesson::Binary => vec![nim(&[3, 5, 6], Ask::Guess), nim(&[2, 5, 7], Ask::Choose)],
        Lesson::Misere => vec![misere(&[1, 1]), misere(&[1, 1, 1])],
    }
}

/// Where a step stands.
#[derive(Debug, Clone)]
pub enum Stage {
    /// The question is asked.
    Asking,
    /// The position is played out.
    Playing(Box<PlayOut>),
    /// The game is over: who won; the truth can be told.
    Over { winner: Turn },
}

/// What the learner answered before the play-out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Said {
    /// The guess: the player to move wins.
    Guess(bool),
    /// Chose to move first (`true`) or second.
    First(bool),
}

/// A lesson's discovery under way: its steps, one at a time.
#[derive(Debug, Clone)]
pub struct Discovery {
    lesson: Lesson,
    steps: Vec<Step>,
    at: usize,
    said: Option<Said>,
    stage: Stage,
}

impl Discovery {
    /// `lesson`'s discovery; `None` for a lesson without.
    pub fn new(lesson: Lesson) -> Option<Discovery> {
        let steps = steps(lesson);
        (!steps.is_empty()).then_some(Discovery {
            lesson,
            steps,
            at: 0,
            said: None,
            stage: Stage::Asking,
        })
    }

    pub fn lesson(&self) -> Lesson {
        self.lesson
    }

    pub fn step(&self) -> &Step {
        &self.steps[self.at]
    }

    /// Which step (0-based) of how many.
    pub fn place(&self) -> (usize, usize) {
        (self.at, self.steps.len())
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// The answer given before the play-out, once given.
    pub fn said(&self) -> Option<Said> {
        self.said
    }

    /// Whether the player to move wins the step's position: the truth told
    /// after the play-out.
    pub fn truth(&self) -> bool {
        self.step().position.wins()
    }

    /// The learner's answer to the step's question; ignored unless it is
    /// asked and fits the question. The play-out starts: after a guess the
    /// learner moves first; after a choice of second the computer opens.
    pub fn answer(&mut self, said: Said) {
        let turn = match (self.step().ask, said, &self.stage) {
            (Ask::Guess, Said::Guess(_), Stage::Asking) => Turn::Learner,
            (Ask::Choose, Said::First(true), Stage::Asking) => Turn::Learner,
            (Ask::Choose, Said::First(false), Stage::Asking) => Turn::Computer,
            _ => return,
        };
        let Some(out) = PlayOut::new(&self.step().position, self.lesson, turn) else {
            return;
        };
        self.said = Some(said);
        self.stage = Stage::Playing(Box::new(out));
        self.settle();
    }

    /// The play-out, while it goes on.
    pub fn playing(&mut self) -> Option<&mut PlayOut> {
        match &mut self.stage {
            Stage::Playing(out) => Some(out),
            _ => None,
        }
    }

    /// Call after each move: the computer's move is the caller's to make
    /// and say ([`PlayOut::computer`]); an ended play-out becomes
    /// [`Stage::Over`].
    pub fn settle(&mut self) {
        if let Stage::Playing(out) = &self.stage
            && let Some(winner) = out.winner()
        {
            self.stage = Stage::Over { winner };
        }
    }

    /// On to the next step once this one is over; `false` when there is
    /// none (the rule comes next) or this one is not over.
    pub fn next_step(&mut self) -> bool {
        if !matches!(self.stage, Stage::Over { .. }) || self.at + 1 >= self.steps.len() {
            return false;
        }
        self.at += 1;
        self.said = None;
        self.stage = Stage::Asking;
        true
    }

    /// Whether the last step is over: the rule may be told.
    pub fn done(&self) -> bool {
        self.at + 1 == self.steps.len() && matches!(self.stage, Stage::Over { .. })
    }
}
