//! `ROW COUNT AT` read from a line: rows with places take three numbers.

use crate::session::command::*;
use crate::theory::strategy::Move;

/// `ROW COUNT AT`: a third number says where the chips start, kept as
/// typed, on rows with places; the book's rows read three numbers as before.
#[test]
fn a_move_may_name_its_first_chip() {
    let at = |heap, take, at| Ok(Command::MoveAt { heap, take, at });
    assert_eq!(parse_placed("2 1 3"), at(2, 1, 3));
    assert_eq!(parse_placed(" 2  2   1 "), at(2, 2, 1));
    assert_eq!(parse_placed("２ １ ３"), at(2, 1, 3));
    assert_eq!(parse_placed("2 1 -3"), at(2, 1, -3));
    assert_eq!(parse_placed("2 1"), Ok(Command::Move { heap: 2, take: 1 }));
    assert_eq!(parse_placed("?"), Ok(Command::Hint));
    assert_eq!(parse_placed("0 1 3"), Ok(Command::Quit), "0 ... quits");
    assert_eq!(parse_placed("-1 0 2"), Ok(Command::Setup), "-1 ... sets up");
    let refused = |line| parse_placed(line).err();
    assert!(matches!(
        refused("2,1 3"),
        Some(CommandError::BadSeparator { .. })
    ));
    assert!(matches!(
        refused("2 1 x"),
        Some(CommandError::NotANumber { .. })
    ));
    assert!(matches!(
        refused("2 1 3 4"),
        Some(CommandError::WrongCount { found: 4, .. })
    ));
    let book = parse_command("2 1 3").err();
    assert!(matches!(
        book,
        Some(CommandError::WrongCount { found: 3, .. })
    ));
    let placed = Move {
        heap: 1,
        take: 2,
        at: Some(4),
    };
    assert_eq!(
        Command::from(placed),
        Command::MoveAt {
            heap: 2,
            take: 2,
            at: 4
        }
    );
    assert_eq!(
        Command::from(Move::new(1, 2)),
        Command::Move { heap: 2, take: 2 }
    );
}

/// A finished game reads a line as its move prompt did: three numbers on
/// rows with places are a move (which the session refuses as too late),
/// not a miscount.
#[test]
fn a_finished_game_reads_three_numbers_where_its_rows_have_places() {
    let at = Command::MoveAt {
        heap: 2,
        take: 1,
        at: 3,
    };
    assert_eq!(parse_over("2 1 3", true), Ok(at));
    assert!(matches!(
        parse_over("2 1 3", false),
        Err(CommandError::WrongCount { found: 3, .. })
    ));
    assert_eq!(parse_over("  ", true), Ok(Command::NextGame));
    assert_eq!(parse_over("0 0 0", true), Ok(Command::Quit));
}
