//! A record whose last write was cut short (a full disk, a file-size
//! limit, a crash): the line without its newline is left out, the game it
//! belonged to reads as unfinished with every whole move, and a game cut
//! in its tags is left out.
//!
//! Every cut of a record is found alike by the replay's index and the
//! parser: `the_index_finds_the_games_the_parser_reads` in `record/index.rs`.

use crate::record::*;
use crate::table::rows::Rows;

// GOOD: a finished game of the rows, five moves, `you` won.
use super::malformed::GOOD;

/// The record's games replayed: each one's moves and winner.
fn replayed(text: &str) -> Result<Vec<(usize, Option<Side>)>, RecordError> {
    parse(text)?
        .iter()
        .map(|block| replay::<Rows>(block).map(|r| (r.plies.len(), r.winner)))
        .collect()
}

#[test]
fn a_torn_move_is_left_out_and_the_game_reads_as_unfinished() {
    // "3 4" cut to "3 ": the four whole moves, no winner, though the
    // result was written as the game ended.
    let torn = &GOOD[..GOOD.len() - 2];
    assert_eq!(replayed(torn), Ok(vec![(4, None)]));
    let blocks = parse(torn).unwrap();
    assert!(blocks[0].torn);
    assert_eq!(replay::<Rows>(&blocks[0]).unwrap().header.result, None);
    // A torn line that reads as a move (its newline alone lost, or "1 1"
    // of "1 12") is left out all the same: only the newline says it is
    // whole.
    let two = GOOD.replace("3 4\n", "3 4\n\n") + GOOD;
    let cut = &two[..two.len() - 1];
    assert_eq!(replayed(cut), Ok(vec![(5, Some(Side::You)), (4, None)]));
}

#[test]
fn a_game_torn_in_its_tags_is_left_out() {
    let two = format!("{GOOD}\n{GOOD}");
    let second = GOOD.len() + 1;
    for tag in ["[Game", "[Start \"3 4", "[Result \"yo", "[Result \"you\"]"] {
        let end = second + GOOD.find(tag).unwrap() + tag.len();
        assert_eq!(
            replayed(&two[..end]),
            Ok(vec![(5, Some(Side::You))]),
            "{}",
            &two[..end]
        );
    }
    // A lone game torn in its tags leaves nothing to replay.
    let end = GOOD.find("[Result").unwrap() + 4;
    assert_eq!(replayed(&GOOD[..end]).unwrap_err().reason, Reason::Empty);
}

#[test]
fn a_torn_result_line_is_left_out() {
    // The result rewritten at the game's end, cut in the last move: the
    // result is the moves' word, not the tag's.
    let cut = GOOD.replace("[Result \"you\"]", "[Result \"computer\"]");
    let torn = &cut[..cut.len() - 1];
    assert_eq!(replayed(torn), Ok(vec![(4, None)]));
}

#[test]
fn whole_lines_are_still_checked() {
    // Every line ends with its newline: nothing is torn, and a result the
    // moves do not give is refused as ever.
    let wrong = GOOD.replace("3 4\n", "");
    let error = replayed(&wrong).unwrap_err();
    assert_eq!(error.line, 10);
    assert!(matches!(error.reason, Reason::WrongResult { .. }));
}
