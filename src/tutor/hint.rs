//! The fading hint of the puzzle under way, shared by the screen and
//! plain mode: each `?` gives the next of the core's steps
//! ([`crate::game::learn::hint_steps`]); once a step is given, a right
//! answer to that puzzle is solved but does not count toward the run.

use crate::game::learn::HINT_STEPS;

/// The steps given so far on one puzzle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Fading {
    given: usize,
}

/// What a `?` gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    /// Step `0`-based, newly given.
    Step(usize),
    /// Every step was given: the lesson's text again.
    Lesson,
}

impl Fading {
    /// The next step, or the lesson once the hint is whole.
    pub fn ask(&mut self) -> Asked {
        if self.given < HINT_STEPS {
            self.given += 1;
            Asked::Step(self.given - 1)
        } else {
            Asked::Lesson
        }
    }

    /// Whether a step was given.
    pub fn used(&self) -> bool {
        self.given > 0
    }

    /// The last step given, if any.
    pub fn last(&self) -> Option<usize> {
        self.given.checked_sub(1)
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::{Asked, Fading};
    use crate::game::learn::{Advance, HintStep, Lesson, hint_steps};
    use crate::text::Lang;
    use crate::tutor::Tutor;

    /// The answer the hint's last step gives.
    fn last_step(puzzle: &crate::game::learn::Puzzle) -> crate::game::learn::Answer {
        match hint_steps(puzzle) {
            [.., HintStep::Answer { answer, .. }] => answer,
            steps => panic!("{steps:?}"),
        }
    }

    #[test]
    fn a_step_at_a_time_then_the_lesson() {
        let mut fading = Fading::default();
        assert!(!fading.used());
        let asked: Vec<Asked> = (0..5).map(|_| fading.ask()).collect();
        use Asked::*;
        assert_eq!(asked, [Step(0), Step(1), Step(2), Lesson, Lesson]);
        assert!(fading.used());
        assert_eq!(fading.last(), Some(2));
    }

    /// A learner who asks the hint to its end and types its answer is right
    /// every time, and never passes a lesson by it: the run stays where it
    /// was.
    #[test]
    fn a_hint_follower_is_right_but_passes_no_lesson_by_hints() {
        for lesson in Lesson::ALL {
            for seed in 0..4 {
                let rng = ChaCha8Rng::seed_from_u64(seed);
                let (mut tutor, _) = Tutor::open(None, Some(lesson), rng, Lang::ENGLISH);
                for _ in 0..6 {
                    let puzzle = tutor.puzzle();
                    let mut fading = Fading::default();
                    while let Asked::Step(_) = fading.ask() {
                        tutor.hinted();
                    }
                    let answered = tutor.answer(&puzzle, last_step(&puzzle));
                    assert!(answered.judgement.right, "{puzzle:?}");
                    assert!(answered.hinted);
                    assert_eq!(answered.step, Advance::Streak(0));
                    assert_eq!(tutor.progress.current, lesson);
                }
            }
        }
    }

    /// The same learner without the hint passes every lesson, three
    /// puzzles each, and climbs the whole ladder.
    #[test]
    fn a_learner_right_without_hints_passes_every_lesson() {
        for seed in 0..4 {
            let rng = ChaCha8Rng::seed_from_u64(seed);
            let (mut tutor, _) = Tutor::open(None, None, rng, Lang::ENGLISH);
            let mut answers = 0;
            let mut passed = Vec::new();
            loop {
                let puzzle = tutor.puzzle();
                let answered = tutor.answer(&puzzle, last_step(&puzzle));
                answers += 1;
                assert!(answered.judgement.right && !answered.hinted);
                match answered.step {
                    Advance::Passed { .. } => passed.push(answered.lesson),
                    Advance::Finished => break,
                    Advance::Streak(_) => {}
                }
            }
            assert_eq!(passed, Lesson::ALL[..8]);
            assert_eq!(answers, 3 * Lesson::ALL.len());
        }
    }
}
