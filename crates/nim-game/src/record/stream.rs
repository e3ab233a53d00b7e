//! One game of a record read from its lines as they come, each move played
//! as it is read: a game never holds more than its own positions, however
//! long its block, and a wrong line is refused where it stands.

use crate::record::{Draft, Kind, Line, Reason, RecordError, Replayed, Replaying, read_move};
use crate::table::board::Board;
use crate::table::rows::Rows;

/// A game of either kind, played again.
#[derive(Debug, Clone)]
pub enum Played {
    Rows(Replayed<Rows>),
    Board(Replayed<Board>),
}

/// Reads the game whose block starts at line `first_line` from `lines` (its
/// lines, each whole, without their newline; the block ends at a blank line
/// or at the end), `torn` if the record's last write cut it short. An error
/// of `lines` (reading the file) comes first; then the game, or the line
/// that is wrong in it.
pub fn read_game<E>(
    first_line: usize,
    lines: impl Iterator<Item = Result<String, E>>,
    torn: bool,
) -> Result<Result<Played, RecordError>, E> {
    let mut lines = (first_line..).zip(lines);
    let mut draft = Draft::new(first_line);
    let mut first_move = None;
    for (line, raw) in lines.by_ref() {
        let raw = raw?;
        match Line::of(&raw) {
            Line::Blank => break,
            Line::Tag(typed) => {
                if let Err(reason) = draft.tag(typed, line) {
                    return Ok(Err(RecordError { line, reason }));
                }
            }
            Line::Move(typed) => {
                first_move = Some((line, typed.to_string()));
                break;
            }
        }
    }
    let (header, result_line) = match draft.header() {
        Ok(read) => read,
        Err(error) => return Ok(Err(error)),
    };
    let moves = first_move
        .into_iter()
        .map(Ok)
        .chain(lines.map(|(line, raw)| raw.map(|r| (line, r))));
    Ok(match header.game {
        Kind::Rows => {
            play::<Rows, E>(header, first_line, result_line, moves, torn)?.map(Played::Rows)
        }
        Kind::Board => {
            play::<Board, E>(header, first_line, result_line, moves, torn)?.map(Played::Board)
        }
    })
}

/// The game's moves played one by one from their lines, to a blank line or
/// the end.
fn play<T: super::Recorded, E>(
    header: super::Header,
    first_line: usize,
    result_line: usize,
    moves: impl Iterator<Item = Result<(usize, String), E>>,
    torn: bool,
) -> Result<Result<Replayed<T>, RecordError>, E> {
    let mut replaying = match Replaying::<T>::new(header, first_line, result_line) {
        Ok(replaying) => replaying,
        Err(error) => return Ok(Err(error)),
    };
    for next in moves {
        let (line, raw) = next?;
        let fail = |reason| RecordError { line, reason };
        let played = match Line::of(&raw) {
            Line::Blank => break,
            Line::Tag(_) => Err(fail(Reason::TagAfterMoves)),
            Line::Move(typed) => read_move(typed)
                .map_err(fail)
                .and_then(|mv| replaying.play(line, mv)),
        };
        if let Err(error) = played {
            return Ok(Err(error));
        }
    }
    Ok(replaying.finish(torn))
}

#[cfg(test)]
mod tests {
    use crate::record::stream::*;
    use crate::record::{Block, parse, replay};

    const GAME: &str = "[Game \"nim\"]\n[Format \"1\"]\n[Start \"3 4 5\"]\n\
        [First \"player 1\"]\n[Players \"2\"]\n[Result \"player 1\"]\n\
        1 2\n3 1\n1 1\n2 4\n3 4\n";

    /// What the whole text's reader makes of a record of one game: its
    /// plies and winner, or its error.
    fn whole(text: &str) -> Result<(usize, Option<crate::session::Side>), RecordError> {
        let blocks: Vec<Block> = parse(text)?;
        let replayed = replay::<Rows>(&blocks[0])?;
        Ok((replayed.plies.len(), replayed.winner))
    }

    /// The same read a line at a time, as `nim replay` reads a file.
    fn streamed(text: &str) -> Result<(usize, Option<crate::session::Side>), RecordError> {
        let torn = !text.ends_with('\n');
        let lines = text
            .split_inclusive('\n')
            .filter(|l| l.ends_with('\n'))
            .map(|l| Ok::<_, ()>(l.trim_end_matches('\n').to_string()));
        match read_game(1, lines, torn).unwrap()? {
            Played::Rows(replayed) => Ok((replayed.plies.len(), replayed.winner)),
            Played::Board(_) => panic!("a game of rows"),
        }
    }

    #[test]
    fn a_game_read_line_by_line_is_the_game_read_whole() {
        let broken = [
            GAME.replace("3 1\n", "3 9\n"),
            GAME.replace("3 1\n", "three\n"),
            GAME.replace("3 4\n", "3 4\n1 1\n"),
            GAME.replace("[Result \"player 1\"]", "[Result \"player 2\"]"),
            GAME.replace("1 1\n", "[Seed \"1\"]\n"),
        ];
        for text in broken {
            let read = streamed(&text);
            assert!(read.is_err(), "{text}");
            assert_eq!(read, whole(&text), "{text}");
        }
        // Every cut of the game after its first move: the whole moves,
        // unfinished.
        let moves = GAME.find("3 1\n").unwrap();
        for end in moves..=GAME.len() {
            let text = &GAME[..end];
            let read = streamed(text);
            assert_eq!(read, whole(text), "{text}");
            if text.ends_with('\n') && end < GAME.len() {
                // Whole lines short of the result: a wrong record, not a
                // torn one.
                assert!(read.is_err(), "{text}");
                continue;
            }
            let (plies, winner) = read.unwrap();
            assert_eq!(plies, GAME[..end].matches('\n').count() - 6);
            assert_eq!(winner.is_some(), end == GAME.len(), "{text}");
        }
    }
}
