//! A block's tags read into a [`Header`]: each tag's own reader, every
//! value checked, a refusal at the tag's line (or the block's first line
//! for a tag that is missing).

use super::parse::Draft;
use crate::record::{Date, FORMAT, Header, Kind, Reason, RecordError};
use crate::session::{Players, Side};
use crate::table::board::{Column, SIZE};
use crate::table::layout::Layout;
use crate::theory::rule::Rule;
use crate::theory::strategy::Level;

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
    pub(super) fn read(draft: &Draft) -> Result<Header, RecordError> {
        let mut tags = Tags {
            draft,
            game: Kind::Rows,
        };
        let game = tags.need("Game", game_of)?;
        tags.game = game;
        tags.need("Format", |v| (v == FORMAT).then_some(()))?;
        let date = tags.read("Date", date_of)?.flatten();
        let players = tags.need("Players", players_of)?;
        let side = |v: &str| {
            let side = side_of(v)?;
            (is_two(side) == (players == Players::Two)).then_some(side)
        };
        let first = tags.need("First", side)?;
        let result = tags.need("Result", |v| match v {
            "*" => Some(None),
            _ => side(v).map(Some),
        })?;
        let level = tags.read("Level", level_of)?.unwrap_or(Some(Level::Hard));
        let seed = tags.read("Seed", seed_of)?.flatten();
        let misere = tags.read("Misere", misere_of)?.unwrap_or(false);
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

fn game_of(typed: &str) -> Option<Kind> {
    match typed {
        "nim" => Some(Kind::Rows),
        "board" => Some(Kind::Board),
        _ => None,
    }
}

/// A date, or `None` for PGN's unknown date.
fn date_of(typed: &str) -> Option<Option<Date>> {
    match typed {
        "????.??.??" => Some(None),
        _ => Date::parse(typed).map(Some),
    }
}

fn players_of(typed: &str) -> Option<Players> {
    match typed {
        "1" => Some(Players::One),
        "2" => Some(Players::Two),
        _ => None,
    }
}

/// A level, or `None` for two players' `?`.
fn level_of(typed: &str) -> Option<Option<Level>> {
    match typed {
        "?" => Some(None),
        name => Level::named(name).map(Some),
    }
}

/// A seed, or `None` for `?`.
fn seed_of(typed: &str) -> Option<Option<u64>> {
    match typed {
        "?" => Some(None),
        _ => typed.parse().ok().map(Some),
    }
}

fn misere_of(typed: &str) -> Option<bool> {
    match typed {
        "yes" => Some(true),
        "no" => Some(false),
        _ => None,
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
        .find(|&side| side.name() == typed)
}

fn is_two(side: Side) -> bool {
    matches!(side, Side::Player1 | Side::Player2)
}
