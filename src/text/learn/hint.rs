//! The fading hint's words: each step of [`hint_steps`] as one line, `Hint
//! 2 of 3: ...`, in the lesson's terms (equal rows, unpaired powers, odd
//! columns, single chips, the rows' values), and what an answer given
//! after a hint did to the run.

use crate::game::learn::{
    Advance, Answer, HINT_STEPS, HintStep, Idea, Lens, Lesson, Place, Play, Pointer, Puzzle,
    hint_steps,
};
use crate::game::record::typed;
use crate::text::{Arg, Lang};

impl Lang {
    /// Step `step` (0-based) of `puzzle`'s hint, numbered: `Hint 1 of 3: ...`.
    pub fn hint_step(self, puzzle: &Puzzle, step: usize) -> String {
        let steps = hint_steps(puzzle);
        let index = step.min(HINT_STEPS - 1);
        let hint = self.hint_words(puzzle, &steps[index]);
        self.message(
            "learn-hint-step",
            &[("step", (index + 1).into()), ("hint", Arg::Text(&hint))],
        )
    }

    /// On the screen under a step: what the next `?` does, or (after the
    /// last) where the rest is: the lesson's text, above.
    pub fn hint_after(self, step: usize) -> String {
        self.text(match step + 1 < HINT_STEPS {
            true => "learn-hint-next",
            false => "learn-hint-last",
        })
    }

    /// `h` in a lesson: the keys, two lines.
    pub fn learn_help(self) -> Vec<String> {
        let help = self.text("learn-hint-help");
        help.lines().map(str::to_string).collect()
    }

    /// `b` before the binary lesson.
    pub fn learn_binary_later(self) -> String {
        self.text("learn-binary-later")
    }

    /// What an answer did, said after a hint too: a right answer after a
    /// hint neither grows nor breaks the run.
    pub fn learn_step_after(self, step: Advance, lesson: Lesson, hinted: bool) -> String {
        match (step, hinted) {
            (Advance::Streak(_), true) => self.text("learn-hinted"),
            _ => self.learn_step(step, lesson),
        }
    }

    fn hint_words(self, puzzle: &Puzzle, step: &HintStep) -> String {
        match step {
            HintStep::Idea(idea) => self.text(match idea {
                Idea::TakeAll => "learn-hint-idea-take-all",
                Idea::EqualRows => "learn-hint-idea-equal-rows",
                Idea::OneTwoThree => "learn-hint-idea-one-two-three",
                Idea::UnpairedPower => "learn-hint-idea-unpaired-power",
                Idea::OddColumn => "learn-hint-idea-odd-column",
                Idea::OddSingles => "learn-hint-idea-odd-singles",
                Idea::OddGapColumn => "learn-hint-idea-odd-gap-column",
                Idea::OddValue => "learn-hint-idea-odd-value",
            }),
            HintStep::Place(Place::Row { row, pointer }) => {
                let board = matches!(puzzle.position.play, Play::Board(_));
                self.hint_place(*row, *pointer, board)
            }
            HintStep::Place(Place::Lost(lens)) => self.text(match lens {
                Lens::Copy { .. } => "learn-hint-lost-copy",
                Lens::OneTwoThree => "learn-hint-lost-one-two-three",
                Lens::Pairs { .. } => "learn-hint-lost-pairs",
                Lens::Unpaired { .. } => "learn-hint-lost-unpaired",
                Lens::Powers { .. } => "learn-hint-lost-powers",
                Lens::MisereSingles { .. } => "learn-hint-lost-singles",
                Lens::Grundy { .. } => "learn-hint-lost-values",
                Lens::LastChip
                | Lens::NimSum { .. }
                | Lens::MisereSum { .. }
                | Lens::Gaps { .. } => "learn-hint-lost-columns",
            }),
            HintStep::Answer { answer, mv } => match (answer, mv) {
                (Answer::Move(mv), _) => {
                    let id = match puzzle.position.play {
                        Play::Board(_) => "learn-hint-move-board",
                        _ => "learn-hint-move",
                    };
                    let typed = typed(*mv);
                    self.message(
                        id,
                        &[
                            ("take", mv.take.into()),
                            ("row", (mv.heap + 1).into()),
                            ("typed", Arg::Text(&typed)),
                        ],
                    )
                }
                (Answer::Wins(_), Some(mv)) => {
                    let typed = typed(*mv);
                    self.message("learn-hint-yes", &[("typed", Arg::Text(&typed))])
                }
                (Answer::Wins(_), None) => self.text("learn-hint-no"),
            },
        }
    }

    fn hint_place(self, row: usize, pointer: Pointer, board: bool) -> String {
        let row = Arg::from(row + 1);
        let (id, args): (&str, Vec<(&str, Arg)>) = match pointer {
            Pointer::All => ("learn-hint-place-all", vec![]),
            Pointer::Equal { other } => (
                "learn-hint-place-equal",
                vec![("other", Arg::from(other + 1))],
            ),
            Pointer::Clear => ("learn-hint-place-clear", vec![]),
            Pointer::OneTwoThree => ("learn-hint-place-one-two-three", vec![]),
            Pointer::Power { power } => ("learn-hint-place-power", vec![("power", power.into())]),
            Pointer::Column { weight } if board => (
                "learn-hint-place-column-board",
                vec![("weight", weight.into())],
            ),
            Pointer::Column { weight } => {
                ("learn-hint-place-column", vec![("weight", weight.into())])
            }
            Pointer::Singles => ("learn-hint-place-singles", vec![]),
            Pointer::Value { value, sum } => (
                "learn-hint-place-value",
                vec![("value", value.into()), ("sum", sum.into())],
            ),
        };
        let mut args = args;
        args.push(("row", row));
        self.message(id, &args)
    }
}
