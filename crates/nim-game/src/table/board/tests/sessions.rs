//! The board under the session: any input, any typed command.

use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::session::{Event, First, Options, Players, Session, Side};
use crate::table::Seat;
use crate::table::board::*;
use crate::theory::strategy::{Level, Rules};

fn line() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => (-1i64..=9, -2i64..=7).prop_map(|(c, s)| format!("{c} {s}")),
        2 => proptest::sample::select(vec!["u", "?", "b", "p", "-1 0", "x", "3,", ""])
            .prop_map(str::to_string),
        1 => "\\PC{0,8}",
    ]
}

fn options() -> impl Strategy<Value = Options> {
    let rules = prop_oneof![Just(Rules::Normal), Just(Rules::Misere)];
    let first = prop_oneof![Just(First::Player), Just(First::Computer)];
    let players = prop_oneof![3 => Just(Players::One), 1 => Just(Players::Two)];
    let level = prop_oneof![Just(Level::Easy), Just(Level::Hard)];
    (rules, first, players, level).prop_map(|(rules, first, players, level)| Options {
        rules,
        first: if players == Players::Two {
            First::Player
        } else {
            first
        },
        players,
        level,
    })
}

/// The board as the events say it must be, kept apart from the session's.
struct Model {
    /// `None` from a new game until the session's next table is seen.
    board: Option<Board>,
    /// Moves standing in the current game: a pass comes before any.
    standing: usize,
}

impl Model {
    /// Follows one event; `seat` is the game's (the opener's is black,
    /// and `p` may have handed the opening over).
    fn see(&mut self, event: &Event, seat: impl Fn(Side) -> Seat) -> Result<(), TestCaseError> {
        match event {
            Event::Passed { .. } => prop_assert_eq!(self.standing, 0),
            Event::Moved { side, mv } => {
                self.standing += 1;
                if let Some(board) = self.board.as_mut() {
                    prop_assert!(mv.take >= 1 && mv.take <= board.heaps()[mv.heap]);
                    let column = board.columns()[mv.heap];
                    board.apply(*mv, seat(*side));
                    let moved = board.columns()[mv.heap];
                    let steps = mv.take as usize;
                    match Piece::of(seat(*side)) {
                        Piece::Black => prop_assert_eq!(
                            moved,
                            Column {
                                black: column.black - steps,
                                ..column
                            }
                        ),
                        Piece::Red => prop_assert_eq!(
                            moved,
                            Column {
                                red: column.red + steps,
                                ..column
                            }
                        ),
                    }
                }
            }
            Event::Undone(taken) => {
                self.standing -= taken.len();
                if let Some(board) = self.board.as_mut() {
                    for &(side, mv) in taken {
                        board.restore(mv, seat(side));
                    }
                }
            }
            Event::NewGame => {
                self.board = None;
                self.standing = 0;
            }
            _ => {}
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any input on the board: no panic, a refused line changes nothing,
    /// every move takes its side's own piece forward by what it says,
    /// every undo puts it back, red always stands above black.
    #[test]
    fn any_input_keeps_the_board_sound(
        options in options(),
        seed in any::<u64>(),
        lines in proptest::collection::vec(line(), 1..60),
    ) {
        let mut rng = StdRng::seed_from_u64(seed);
        let board = Board::deal(&mut rng);
        let mut s = Session::<Board, _>::new(options, board, rng);
        let opening = s.start();
        let mut model = Model {
            board: Some(s.table().clone()),
            standing: opening.iter().filter(|e| matches!(e, Event::Moved { .. })).count(),
        };
        for line in lines {
            let before = s.table().clone();
            let (prompt, score) = (s.prompt(), s.score());
            match s.submit(&line) {
                Err(_) => {
                    prop_assert_eq!(s.table(), &before);
                    prop_assert_eq!((s.prompt(), s.score()), (prompt, score));
                }
                Ok(events) => {
                    for event in &events {
                        model.see(event, |side| s.seat(side))?;
                    }
                    if events.contains(&Event::Quit) {
                        return Ok(());
                    }
                }
            }
            match &model.board {
                Some(board) => prop_assert_eq!(board, s.table()),
                None => model.board = Some(s.table().clone()),
            }
            for column in s.table().columns() {
                prop_assert!(column.red < column.black && column.black < SIZE);
            }
        }
    }

    /// The typed entry on the board, which deals itself instead of asking:
    /// no command makes it panic, and a refused one changes nothing.
    #[test]
    fn any_typed_command_on_the_board_is_checked(
        options in options(),
        seed in any::<u64>(),
        commands in proptest::collection::vec(crate::session::tests::props::command(), 1..60),
    ) {
        let mut rng = StdRng::seed_from_u64(seed);
        let board = Board::deal(&mut rng);
        let mut s = Session::<Board, _>::new(options, board, rng);
        s.start();
        for command in commands {
            let before = (s.table().clone(), s.prompt(), s.score());
            if s.act(command).is_err() {
                prop_assert_eq!((s.table().clone(), s.prompt(), s.score()), before);
            }
            prop_assert!(s.setup().is_none());
        }
    }
}
