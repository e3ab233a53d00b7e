//! The session under arbitrary input, through both entries: typed lines
//! ([`Session::submit`]) and typed commands ([`Session::act`]). A referee
//! replays every event on its own copy of the heaps and checks the session
//! against it after each step. (The board's tests drive it with the same
//! commands.)
//!
//! Any sequence of lines, and any sequence of typed commands with any
//! numbers, setup answers at any question and undo included: no panic,
//! nothing refused changes the session, every accepted move removes exactly
//! what it says, and an undo leaves the layout less the moves kept.

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::session::*;
use crate::table::rows::Rows;
use crate::theory::strategy::Rules;
use crate::theory::strategy::{Level, Verdict, verdict};

fn options() -> impl Strategy<Value = Options> {
    let levels = proptest::sample::select(vec![Level::Easy, Level::Medium, Level::Hard]);
    (any::<bool>(), any::<bool>(), any::<bool>(), levels).prop_map(
        |(misere, computer, two, level)| Options {
            rules: if misere { Rules::Misere } else { Rules::Normal },
            first: if computer && !two {
                First::Computer
            } else {
                First::Player
            },
            players: if two { Players::Two } else { Players::One },
            level,
        },
    )
}

fn typed_line() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => (1i64..=5, 0i64..=8).prop_map(|(r, c)| format!("{r} {c}")),
        1 => Just("-1 0".to_string()),
        1 => Just("0 0".to_string()),
        3 => proptest::sample::select(vec!["u", "?", "b", "U", "p", "P", "", " "])
            .prop_map(str::to_string),
        2 => (-2i64..=70).prop_map(|n| n.to_string()),
        1 => proptest::sample::select(vec![i64::MIN, i64::MAX, i64::from(u32::MAX) + 1])
            .prop_map(|n| format!("{n} 1")),
        1 => "\\PC{0,12}",
        1 => any::<String>(),
    ]
}

/// Any command in any order: moves of any numbers, setup answers of any
/// value at any question, undo, hint, leave and the rest.
pub(crate) fn command() -> impl Strategy<Value = Command> {
    prop_oneof![
        6 => (-2i64..=6, -2i64..=9).prop_map(|(heap, take)| Command::Move { heap, take }),
        1 => (any::<i64>(), any::<i64>()).prop_map(|(heap, take)| Command::Move { heap, take }),
        3 => (-2i64..=70).prop_map(Command::Answer),
        1 => any::<i64>().prop_map(Command::Answer),
        1 => Just(Command::Quit),
        2 => Just(Command::Setup),
        2 => Just(Command::Leave),
        2 => Just(Command::Hint),
        3 => Just(Command::Undo),
        1 => Just(Command::Binary),
        2 => Just(Command::Pass),
        3 => Just(Command::NextGame),
    ]
}

type Checked = Result<(), TestCaseError>;

/// What the session must look like, rebuilt from its events alone.
struct Referee {
    options: Options,
    /// The moves of the current game still standing.
    kept: Vec<(Side, Move)>,
    /// The question of the game, to come back to when a setup is left.
    last_move_prompt: Prompt,
}

impl Referee {
    fn new(s: &Session<Rows, StdRng>, opening: &[Event]) -> Self {
        let kept = opening
            .iter()
            .filter_map(|e| match e {
                Event::Moved { side, mv } => Some((*side, *mv)),
                _ => None,
            })
            .collect();
        Referee {
            options: s.options(),
            kept,
            last_move_prompt: s.prompt(),
        }
    }

    /// One answer of the session to an input: refused, it changed nothing;
    /// accepted, its events account for every change. True on a quit.
    fn step(
        &mut self,
        s: &mut Session<Rows, StdRng>,
        input: impl FnOnce(&mut Session<Rows, StdRng>) -> Result<Vec<Event>, InputError>,
    ) -> Result<bool, TestCaseError> {
        if matches!(s.prompt(), Prompt::Move(_)) {
            self.last_move_prompt = s.prompt();
        }
        let before = (s.table().clone(), s.prompt(), s.score(), s.setup().cloned());
        let quit = match input(s) {
            Err(_) => {
                let after = (s.table().clone(), s.prompt(), s.score(), s.setup().cloned());
                prop_assert_eq!(after, before);
                false
            }
            Ok(events) => self.accepted(s, before.0.heaps().to_vec(), &events)?,
        };
        self.invariants(s)?;
        Ok(quit)
    }

    fn accepted(
        &mut self,
        s: &Session<Rows, StdRng>,
        mut expected: Vec<u32>,
        events: &[Event],
    ) -> Result<bool, TestCaseError> {
        for event in events {
            self.event(s, &mut expected, event)?;
        }
        prop_assert_eq!(s.heaps(), &expected[..]);
        if events.contains(&Event::SetupLeft) {
            prop_assert_eq!(s.prompt(), self.last_move_prompt);
        }
        Ok(events.contains(&Event::Quit))
    }

    fn event(
        &mut self,
        s: &Session<Rows, StdRng>,
        expected: &mut Vec<u32>,
        event: &Event,
    ) -> Checked {
        match event {
            Event::Moved { mv, side } => {
                prop_assert!(mv.take >= 1);
                prop_assert!(mv.take <= expected[mv.heap], "{:?} takes too much", side);
                self.kept.push((*side, *mv));
                let (rules, level) = (self.options.rules, self.options.level);
                if *side == Side::Computer
                    && level == Level::Hard
                    && verdict(expected, rules) == Verdict::Win
                {
                    let mut after = expected.clone();
                    after[mv.heap] -= mv.take;
                    prop_assert_eq!(verdict(&after, rules), Verdict::Loss);
                }
                expected[mv.heap] -= mv.take;
            }
            Event::Victory { .. } => {
                prop_assert!(expected.iter().all(|&c| c == 0));
                prop_assert_eq!(s.prompt(), Prompt::GameOver);
            }
            // A pass comes only before the game's first move.
            Event::Passed { .. } => prop_assert!(self.kept.is_empty()),
            Event::NewGame => {
                *expected = s.table().layout().rows().to_vec();
                self.kept.clear();
            }
            Event::Undone(taken) => {
                for &(side, mv) in taken {
                    prop_assert_eq!(self.kept.pop(), Some((side, mv)));
                    expected[mv.heap] += mv.take;
                }
                let last = taken.last().map(|&(side, _)| side);
                prop_assert!(last.is_some_and(|side| side != Side::Computer));
                prop_assert_eq!(Some(s.prompt()), last.map(Prompt::Move));
            }
            _ => {}
        }
        Ok(())
    }

    /// The position is always the layout less the moves kept.
    fn invariants(&self, s: &Session<Rows, StdRng>) -> Checked {
        if s.setup().is_none() {
            let mut replay = s.table().layout().rows().to_vec();
            for &(_, mv) in &self.kept {
                replay[mv.heap] -= mv.take;
            }
            prop_assert_eq!(s.heaps(), &replay[..]);
        }
        let layout = s.table().layout().rows();
        prop_assert_eq!(layout.len(), s.heaps().len());
        prop_assert!(s.heaps().iter().zip(layout).all(|(c, n)| c <= n));
        Ok(())
    }
}

fn started(options: Options, rows: Vec<u32>, seed: u64) -> (Session<Rows, StdRng>, Referee) {
    let layout = Layout::new(rows).unwrap();
    let mut s = Session::<Rows, _>::new(options, layout, StdRng::seed_from_u64(seed));
    let opening = s.start();
    let referee = Referee::new(&s, &opening);
    (s, referee)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any input: no panic, refused lines change nothing, accepted moves take
    /// exactly what they say, a finished game starts again from the layout,
    /// and after any undo the position and the turn are a replay of the moves
    /// kept.
    #[test]
    fn any_input_sequence_keeps_the_game_sound(
        options in options(),
        rows in proptest::collection::vec(1u32..=6, 2..=4),
        seed in any::<u64>(),
        lines in proptest::collection::vec(typed_line(), 1..80),
    ) {
        let (mut s, mut referee) = started(options, rows, seed);
        for line in lines {
            if referee.step(&mut s, |s| s.submit(&line))? {
                break;
            }
        }
    }

    /// The typed entry under any commands, in any order, setup and undo
    /// included: it never panics, nothing it refuses changes the session,
    /// and what it accepts keeps the game sound, as for typed lines.
    #[test]
    fn any_typed_command_keeps_the_game_sound(
        options in options(),
        rows in proptest::collection::vec(1u32..=6, 2..=4),
        seed in any::<u64>(),
        commands in proptest::collection::vec(command(), 1..80),
    ) {
        let (mut s, mut referee) = started(options, rows, seed);
        for command in commands {
            referee.step(&mut s, |s| s.act(command))?;
        }
    }
}
