//! A record's text read back: its blocks of tags and moves, every value
//! checked, or the first line that is wrong and why.

use crate::record::{Header, Reason, Record, RecordError};
use crate::session::command::{Command, parse_placed};
use crate::theory::strategy::Move;

/// Every tag a record may give, in the order the writer gives them.
const TAGS: [&str; 12] = [
    "Game", "Format", "Date", "Start", "Rules", "Misere", "Level", "Seed", "First", "Players",
    "Result", "Deal",
];

/// One game of a record, with the lines its tags and moves stand on, for
/// the replay to name the line of a move it refuses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    pub record: Record,
    /// The block's first line.
    pub first_line: usize,
    /// The line of its `[Result]` tag.
    pub result_line: usize,
    /// The line of each move.
    pub move_lines: Vec<usize>,
    /// The record's last game, cut short by a torn write: its `[Result]`
    /// may say more than its moves, which alone tell how far it went.
    pub torn: bool,
}

impl Block {
    /// A record's block as [`Record::lines`] writes it, from line 1.
    pub fn new(record: Record) -> Block {
        let tags = record.header.lines().len();
        Block {
            first_line: 1,
            result_line: record
                .header
                .lines()
                .iter()
                .position(|line| line.starts_with("[Result "))
                .map_or(1, |at| at + 1),
            move_lines: (tags + 1..=tags + record.moves.len()).collect(),
            record,
            torn: false,
        }
    }
}

/// What a line of a record is: the empty line between two games, a tag,
/// or a move. Blank lines, spaces around a line and a byte-order mark are
/// all one to the reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line<'a> {
    Blank,
    Tag(&'a str),
    Move(&'a str),
}

impl<'a> Line<'a> {
    pub fn of(raw: &'a str) -> Line<'a> {
        let typed = raw.trim_start_matches('\u{feff}').trim();
        if typed.is_empty() {
            Line::Blank
        } else if typed.starts_with('[') {
            Line::Tag(typed)
        } else {
            Line::Move(typed)
        }
    }
}

/// Reads a record file's text: one [`Block`] per game, or the first line
/// that is wrong. An empty record (no game at all) is refused too.
///
/// A last line without its newline is a write cut short (a full disk, a
/// file-size limit, a crash): it is left out, and the game it was part of
/// reads as far as its whole moves go; a game cut before its first move is
/// left out whole.
pub fn parse(text: &str) -> Result<Vec<Block>, RecordError> {
    let mut blocks = Vec::new();
    let mut draft: Option<Draft> = None;
    let mut last = 0;
    let torn = !text.is_empty() && !text.ends_with('\n');
    let whole = text.split_inclusive('\n').filter(|l| l.ends_with('\n'));
    for (index, raw) in whole.enumerate() {
        let line = index + 1;
        last = line;
        let fail = |reason| RecordError { line, reason };
        match Line::of(raw) {
            Line::Blank => {
                if let Some(done) = draft.take() {
                    blocks.push(done.finish()?);
                }
            }
            Line::Tag(typed) => {
                let open = draft.get_or_insert_with(|| Draft::new(line));
                if !open.moves.is_empty() {
                    return Err(fail(Reason::TagAfterMoves));
                }
                open.tag(typed, line).map_err(fail)?;
            }
            Line::Move(typed) => {
                let Some(open) = draft.as_mut() else {
                    return Err(fail(Reason::MissingTag { name: "Game" }));
                };
                open.moves.push((line, read_move(typed).map_err(fail)?));
            }
        }
    }
    match draft.take() {
        // The torn line was this game's: its tags alone are no game.
        Some(open) if torn && open.moves.is_empty() => {}
        Some(open) => {
            let mut block = open.finish()?;
            block.torn = torn;
            blocks.push(block);
        }
        None => {}
    }
    if blocks.is_empty() {
        let line = last.max(1);
        return Err(RecordError {
            line,
            reason: Reason::Empty,
        });
    }
    Ok(blocks)
}

/// A move line: `ROW COUNT`, `ROW COUNT AT`, the board's `COLUMN STEPS`,
/// read as the game reads a typed move, with numbers a game could take.
pub(crate) fn read_move(typed: &str) -> Result<Move, Reason> {
    let bad = || Reason::BadMove {
        typed: typed.to_string(),
    };
    let (heap, take, at) = match parse_placed(typed).map_err(|_| bad())? {
        Command::Move { heap, take } => (heap, take, None),
        Command::MoveAt { heap, take, at } => (heap, take, Some(at)),
        _ => return Err(bad()),
    };
    let heap = usize::try_from(heap)
        .ok()
        .filter(|&h| h >= 1)
        .ok_or_else(bad)?;
    let take = u32::try_from(take)
        .ok()
        .filter(|&t| t >= 1)
        .ok_or_else(bad)?;
    let at = match at {
        None => None,
        Some(at) => Some(u32::try_from(at).ok().filter(|&a| a >= 1).ok_or_else(bad)?),
    };
    Ok(Move {
        heap: heap - 1,
        take,
        at,
    })
}

/// A block being read: its tags as typed (with their lines), its moves.
pub(crate) struct Draft {
    pub(super) first_line: usize,
    tags: Vec<(&'static str, String, usize)>,
    moves: Vec<(usize, Move)>,
}

impl Draft {
    pub fn new(first_line: usize) -> Self {
        Draft {
            first_line,
            tags: Vec::new(),
            moves: Vec::new(),
        }
    }

    /// `[Name "value"]`, a known name given once.
    pub fn tag(&mut self, typed: &str, line: usize) -> Result<(), Reason> {
        let not_a_tag = || Reason::NotATag {
            typed: typed.to_string(),
        };
        let inner = typed
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(not_a_tag)?;
        let (name, value) = inner.split_once(' ').ok_or_else(not_a_tag)?;
        let value = value
            .trim()
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .filter(|v| !v.contains('"'))
            .ok_or_else(not_a_tag)?;
        let name =
            *TAGS
                .iter()
                .find(|known| **known == name)
                .ok_or_else(|| Reason::UnknownTag {
                    name: name.to_string(),
                })?;
        if self.tags.iter().any(|(given, ..)| *given == name) {
            return Err(Reason::RepeatedTag { name });
        }
        self.tags.push((name, value.to_string(), line));
        Ok(())
    }

    /// The value of tag `name` and its line, if given.
    pub(super) fn get(&self, name: &str) -> Option<(&str, usize)> {
        self.tags
            .iter()
            .find(|(given, ..)| *given == name)
            .map(|(_, value, line)| (value.as_str(), *line))
    }

    /// The game's tags read, with the line of its `[Result]`.
    pub fn header(&self) -> Result<(Header, usize), RecordError> {
        let header = Header::read(self)?;
        let result_line = self.get("Result").map_or(self.first_line, |(_, l)| l);
        Ok((header, result_line))
    }

    fn finish(self) -> Result<Block, RecordError> {
        let (header, result_line) = self.header()?;
        let (move_lines, moves) = self.moves.into_iter().unzip();
        Ok(Block {
            record: Record { header, moves },
            first_line: self.first_line,
            result_line,
            move_lines,
            torn: false,
        })
    }
}
