//! Where each game of a record starts, found in one pass over its lines
//! without keeping them: what lets a long record be replayed a game at a
//! time, and `--game N` go straight to its game.

use crate::record::{Line, Reason, RecordError};

/// Where a game starts in a record: its first byte and its first line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Start {
    pub offset: u64,
    pub line: usize,
}

/// The games of a record, found as its lines go by.
#[derive(Debug, Default)]
pub struct Index {
    starts: Vec<Start>,
    /// The game whose lines are going by, and whether a move was among them.
    open: Option<(Start, bool)>,
    lines: usize,
    offset: u64,
    torn: bool,
}

/// A record's games, found by [`Index`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Games {
    pub starts: Vec<Start>,
    /// The last game was cut short by a torn write (see [`super::parse`]).
    pub torn: bool,
    /// The bytes the games take, a torn last line included.
    pub end: u64,
}

impl Index {
    /// The record's next line, `raw` (with its newline, if it has one),
    /// `bytes` long in the file. Only the last line can lack a newline.
    pub fn line(&mut self, raw: &str, bytes: u64) {
        let start = self.offset;
        self.offset += bytes;
        if !raw.ends_with('\n') {
            self.torn = true;
            return;
        }
        self.lines += 1;
        let line = self.lines;
        match Line::of(raw) {
            Line::Blank => {
                if let Some((done, _)) = self.open.take() {
                    self.starts.push(done);
                }
            }
            kind => {
                let open = self.open.get_or_insert((
                    Start {
                        offset: start,
                        line,
                    },
                    false,
                ));
                open.1 |= matches!(kind, Line::Move(_));
            }
        }
    }

    /// Every game's start, or [`Reason::Empty`] for a record without one.
    /// As [`super::parse`] reads a torn record: a game cut before its first
    /// move is left out, one cut after it is marked torn.
    pub fn finish(mut self) -> Result<Games, RecordError> {
        let mut torn = false;
        if let Some((start, moved)) = self.open.take()
            && (moved || !self.torn)
        {
            self.starts.push(start);
            torn = self.torn;
        }
        if self.starts.is_empty() {
            return Err(RecordError {
                line: self.lines.max(1),
                reason: Reason::Empty,
            });
        }
        Ok(Games {
            starts: self.starts,
            torn,
            end: self.offset,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use crate::record::index::*;

    const GAME: &str = "[Game \"nim\"]\n[Format \"1\"]\n[Start \"1 1\"]\n\
        [First \"player 1\"]\n[Players \"2\"]\n[Result \"player 2\"]\n1 1\n2 1\n";

    fn index(text: &str) -> Result<Games, RecordError> {
        let mut index = Index::default();
        for raw in text.split_inclusive('\n') {
            index.line(raw, raw.len() as u64);
        }
        index.finish()
    }

    /// The index finds the games `parse` finds, at the lines it finds them,
    /// torn or not.
    fn agrees(text: &str) {
        let games = index(text);
        let blocks = parse(text);
        match (&games, &blocks) {
            (Ok(games), Ok(blocks)) => {
                let lines: Vec<usize> = games.starts.iter().map(|s| s.line).collect();
                let firsts: Vec<usize> = blocks.iter().map(|b| b.first_line).collect();
                assert_eq!(lines, firsts, "{text:?}");
                assert_eq!(games.torn, blocks.last().unwrap().torn, "{text:?}");
                for start in &games.starts {
                    let from = text[start.offset as usize..].trim_start_matches('\u{feff}');
                    assert!(from.starts_with('['), "{text:?}");
                }
            }
            (Err(a), Err(b)) => assert_eq!(a, b, "{text:?}"),
            // A header cut at a line's end is no torn write but a wrong
            // record, which only the reading of its game refuses.
            (Ok(_), Err(error)) if error.reason != Reason::Empty => {}
            _ => panic!("{text:?}: {games:?} against {blocks:?}"),
        }
    }

    #[test]
    fn the_index_finds_the_games_the_parser_reads() {
        let two = format!("{GAME}\n\n{GAME}");
        let cut = |text: &str, end: usize| text[..end].to_string();
        let mut texts = vec![
            String::new(),
            "\n\n".to_string(),
            GAME.to_string(),
            two.clone(),
            format!("\u{feff}{GAME}  \n \n{GAME}"),
        ];
        // Every cut of two games: torn moves, torn tags, torn results.
        texts.extend((0..=two.len()).map(|end| cut(&two, end)));
        for text in texts {
            agrees(&text);
        }
    }

    #[test]
    fn a_game_cut_before_its_first_move_is_left_out() {
        let header_only = GAME.find("1 1\n").unwrap();
        let games = index(&format!("{GAME}\n{}", &GAME[..header_only - 3])).unwrap();
        assert_eq!(games.starts.len(), 1);
        assert!(!games.torn);
        let torn = index(&GAME[..GAME.len() - 2]).unwrap();
        assert_eq!(torn.starts.len(), 1);
        assert!(torn.torn);
    }
}
