//! A record's text read back: its blocks of tags and moves, every value
//! checked, or the first line that is wrong and why.

use super::{Date, FORMAT, Header, Kind, Reason, Record, RecordError};
use crate::board::{Column, SIZE};
use crate::command::{Command, parse_placed};
use crate::layout::Layout;
use crate::rule::Rule;
use crate::session::{Players, Side};
use crate::strategy::{Level, Move};

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
        }
    }
}

/// Reads a record file's text: one [`Block`] per game, or the first line
/// that is wrong. An empty record (no game at all) is refused too.
pub fn parse(text: &str) -> Result<Vec<Block>, RecordError> {
    let mut blocks = Vec::new();
    let mut draft: Option<Draft> = None;
    let mut last = 0;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        last = line;
        let typed = raw.trim_start_matches('\u{feff}').trim();
        let fail = |reason| RecordError { line, reason };
        if typed.is_empty() {
            if let Some(done) = draft.take() {
                blocks.push(done.finish()?);
            }
        } else if typed.starts_with('[') {
            let open = draft.get_or_insert_with(|| Draft::new(line));
            if !open.moves.is_empty() {
                return Err(fail(Reason::TagAfterMoves));
            }
            open.tag(typed, line).map_err(fail)?;
        } else {
            let Some(open) = draft.as_mut() else {
                return Err(fail(Reason::MissingTag { name: "Game" }));
            };
            open.moves.push((line, read_move(typed).map_err(fail)?));
        }
    }
    if let Some(done) = draft.take() {
        blocks.push(done.finish()?);
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
fn read_move(typed: &str) -> Result<Move, Reason> {
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
struct Draft {
    first_line: usize,
    tags: Vec<(&'static str, String, usize)>,
    moves: Vec<(usize, Move)>,
}

impl Draft {
    fn new(first_line: usize) -> Self {
        Draft {
            first_line,
            tags: Vec::new(),
            moves: Vec::new(),
        }
    }

    /// `[Name "value"]`, a known name given once.
    fn tag(&mut self, typed: &str, line: usize) -> Result<(), Reason> {
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
    fn get(&self, name: &str) -> Option<(&str, usize)> {
        self.tags
            .iter()
            .find(|(given, ..)| *given == name)
            .map(|(_, value, line)| (value.as_str(), *line))
    }

    fn finish(self) -> Result<Block, RecordError> {
        let header = Header::read(&self)?;
        let result_line = self.get("Result").map_or(self.first_line, |(_, l)| l);
        let (move_lines, moves) = self.moves.into_iter().unzip();
        Ok(Block {
            record: Record { header, moves },
            first_line: self.first_line,
            result_line,
            move_lines,
        })
    }
}

/// Reads tag values: each tag's own reader, refusals at the tag's line.
struct Tags<'a> {
    draft: &'a Draft,
    game: Kind,
}

impl Tags<'_> {
    fn missing(&self, name: &'static str) -> RecordError {
        RecordError {
            line: self.draft.first_line,
            reason: Reason::MissingTag { name },
        }
    }

    /// Tag `name` read by `read`; `None` when not given.
    fn read<V>(
        &self,
        name: &'static str,
        read: impl Fn(&str) -> Option<V>,
    ) -> Result<Option<V>, RecordError> {
        let Some((typed, line)) = self.draft.get(name) else {
            return Ok(None);
        };
        read(typed).map(Some).ok_or_else(|| RecordError {
            line,
            reason: Reason::BadValue {
                name,
                typed: typed.to_string(),
                game: self.game,
            },
        })
    }

    fn need<V>(
        &self,
        name: &'static str,
        read: impl Fn(&str) -> Option<V>,
    ) -> Result<V, RecordError> {
        self.read(name, read)?.ok_or_else(|| self.missing(name))
    }

    fn at(&self, name: &'static str, reason: Reason) -> RecordError {
        let line = self
            .draft
            .get(name)
            .map_or(self.draft.first_line, |(_, l)| l);
        RecordError { line, reason }
    }
}

impl Header {
    fn read(draft: &Draft) -> Result<Header, RecordError> {
        let mut tags = Tags {
            draft,
            game: Kind::Rows,
        };
        let game = tags.need("Game", |v| match v {
            "nim" => Some(Kind::Rows),
            "board" => Some(Kind::Board),
            _ => None,
        })?;
        tags.game = game;
        tags.need("Format", |v| (v == FORMAT).then_some(()))?;
        let date = tags
            .read("Date", |v| match v {
                "????.??.??" => Some(None),
                _ => Date::parse(v).map(Some),
            })?
            .flatten();
        let players = tags.need("Players", |v| match v {
            "1" => Some(Players::One),
            "2" => Some(Players::Two),
            _ => None,
        })?;
        let side = |v: &str| {
            let side = side_of(v)?;
            (is_two(side) == (players == Players::Two)).then_some(side)
        };
        let first = tags.need("First", side)?;
        let result = tags.need("Result", |v| match v {
            "*" => Some(None),
            _ => side(v).map(Some),
        })?;
        let level = tags
            .read("Level", |v| match v {
                "easy" => Some(Some(Level::Easy)),
                "medium" => Some(Some(Level::Medium)),
                "hard" => Some(Some(Level::Hard)),
                "?" => Some(None),
                _ => None,
            })?
            .unwrap_or(Some(Level::Hard));
        let seed = tags
            .read("Seed", |v| match v {
                "?" => Some(None),
                _ => v.parse().ok().map(Some),
            })?
            .flatten();
        let misere = tags
            .read("Misere", |v| match v {
                "yes" => Some(true),
                "no" => Some(false),
                _ => None,
            })?
            .unwrap_or(false);
        let mut header = Header {
            game,
            date,
            start: Vec::new(),
            rules: None,
            misere,
            level: if players == Players::Two { None } else { level },
            seed,
            first,
            players,
            result,
            deal: None,
        };
        match game {
            Kind::Rows => header.read_rows(&tags)?,
            Kind::Board => header.read_board(&tags)?,
        }
        Ok(header)
    }

    /// The rows' start and rules.
    fn read_rows(&mut self, tags: &Tags) -> Result<(), RecordError> {
        let start = tags.need("Start", |v| {
            let counts = counts(v)?;
            Layout::new(counts.clone()).ok().map(|_| counts)
        })?;
        let rules = tags.read("Rules", |v| {
            let rules: Option<Vec<Rule>> =
                v.split_whitespace().map(|w| Rule::parse(w).ok()).collect();
            rules.filter(|r| !r.is_empty() && r.iter().all(Rule::playable))
        })?;
        if tags.draft.get("Deal").is_some() {
            return Err(tags.at(
                "Deal",
                Reason::UnknownTag {
                    name: "Deal".into(),
                },
            ));
        }
        if let Some(rules) = &rules {
            if rules.len() != start.len() {
                let (rules, rows) = (rules.len(), start.len());
                return Err(tags.at("Rules", Reason::RulesCount { rules, rows }));
            }
            if self.misere && !rules.iter().all(Rule::is_nim) {
                return Err(tags.at("Misere", Reason::MisereRules));
            }
        }
        self.start = start;
        // All nim rows are the book's game: written without the tag.
        self.rules = rules.filter(|rules| !rules.iter().all(Rule::is_nim));
        Ok(())
    }

    /// The board's deal, and its gaps if `[Start]` gives them.
    fn read_board(&mut self, tags: &Tags) -> Result<(), RecordError> {
        if tags.draft.get("Rules").is_some() {
            let name = "Rules".into();
            return Err(tags.at("Rules", Reason::UnknownTag { name }));
        }
        let deal = tags.need("Deal", deal_of)?;
        let gaps: Vec<u32> = deal.iter().map(|c| c.gap()).collect();
        tags.read("Start", |v| (counts(v)? == gaps).then_some(()))?;
        self.start = gaps;
        self.deal = Some(deal);
        Ok(())
    }
}

fn counts(typed: &str) -> Option<Vec<u32>> {
    typed.split_whitespace().map(|w| w.parse().ok()).collect()
}

/// `1-6 2-8 ...`: each column's red and black cells from 1 at the top,
/// red above black.
fn deal_of(typed: &str) -> Option<[Column; SIZE]> {
    let columns: Option<Vec<Column>> = typed
        .split_whitespace()
        .map(|pair| {
            let (red, black) = pair.split_once('-')?;
            let (red, black): (usize, usize) = (red.parse().ok()?, black.parse().ok()?);
            let ok = (1..black).contains(&red) && black <= SIZE;
            ok.then(|| Column {
                red: red - 1,
                black: black - 1,
            })
        })
        .collect();
    columns?.try_into().ok()
}

fn side_of(typed: &str) -> Option<Side> {
    [Side::You, Side::Computer, Side::Player1, Side::Player2]
        .into_iter()
        .find(|&side| super::side_name(side) == typed)
}

fn is_two(side: Side) -> bool {
    matches!(side, Side::Player1 | Side::Player2)
}
