//! The tables as the protocol carries them: a game described in lines
//! (`game`, `layout` or `deal`, `rule`), a position as `row` lines, and the
//! joiner's side of it, a description gathered line by line and checked
//! before a table is built from it.

use crate::table::Table;
use crate::table::board::{Board, Column, SIZE};
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::theory::rule::{RowRules, Rule};
use crate::theory::strategy::Rules;

use super::protocol::{Fault, GameKind, Message, Role};

/// A table the network game can play: it says what it is and where it
/// stands in the protocol's numbers.
pub trait Wired: Table {
    /// The lines that describe the game on this table, before `misere`,
    /// `first` and `start`.
    fn describe(&self) -> Vec<Message>;

    /// The numbers of each row's `row` line: a row's groups of chips (`0`
    /// for none), a column's red and black cells.
    fn snapshot(&self) -> Vec<Vec<u32>>;
}

impl Wired for Rows {
    fn describe(&self) -> Vec<Message> {
        let mut lines = vec![
            Message::Game(GameKind::Rows),
            Message::Layout(self.layout().rows().to_vec()),
        ];
        let rules = (0..self.layout().rows().len()).filter(|&row| !self.rule(row).is_nim());
        lines.extend(rules.map(|row| Message::Rule {
            row: row as u32 + 1,
            rule: self.rule(row).clone(),
        }));
        lines
    }

    fn snapshot(&self) -> Vec<Vec<u32>> {
        (0..self.layout().rows().len())
            .map(|row| {
                let groups: Vec<u32> = self.position().groups(row).iter().map(|g| g.len).collect();
                if groups.is_empty() { vec![0] } else { groups }
            })
            .collect()
    }
}

impl Wired for Board {
    fn describe(&self) -> Vec<Message> {
        let cells = self
            .columns()
            .iter()
            .map(|c| (c.red as u32, c.black as u32));
        vec![
            Message::Game(GameKind::Board),
            Message::Deal(cells.collect()),
        ]
    }

    fn snapshot(&self) -> Vec<Vec<u32>> {
        let cells = self.columns().iter();
        cells.map(|c| vec![c.red as u32, c.black as u32]).collect()
    }
}

/// The lines of a position after ply `ply`: `position`, then a `row` line
/// per row.
pub(crate) fn position_lines(table: &impl Wired, ply: u32) -> Vec<Message> {
    let rows = table.snapshot();
    let mut lines = vec![Message::Position {
        ply,
        rows: rows.len() as u32,
    }];
    lines.extend(
        (1..)
            .zip(rows)
            .map(|(row, values)| Message::Row { row, values }),
    );
    lines
}

/// The whole description of a game, `start` included.
pub(crate) fn game_lines(table: &impl Wired, rules: Rules, first: Role) -> Vec<Message> {
    let mut lines = table.describe();
    lines.push(Message::Misere(rules == Rules::Misere));
    lines.push(Message::First(first));
    lines.push(Message::Start);
    lines
}

/// Whether every line describing the game on `table` fits [`MAX_LINE`]:
/// only a `sub:` rule of many long amounts can fail it, and the host
/// refuses to serve such a game rather than send a line the joiner refuses.
///
/// [`MAX_LINE`]: super::protocol::MAX_LINE
pub fn describable(table: &impl Wired) -> bool {
    table.describe().iter().all(Message::fits)
}

/// A table the joiner built from the host's description.
#[derive(Debug, Clone)]
pub(crate) enum Described {
    Rows(Rows),
    Board(Board),
}

/// A game the host described: the table, its rules, who opens.
#[derive(Debug, Clone)]
pub(crate) struct DescribedGame {
    pub table: Described,
    pub rules: Rules,
    pub first: Role,
}

/// The description so far, from `game` to `start`: each line at most once,
/// in the protocol's order, every number within the game's limits.
#[derive(Debug, Clone, Default)]
pub(crate) struct Gathering {
    kind: Option<GameKind>,
    layout: Option<Layout>,
    deal: Option<Board>,
    rules: Vec<Option<Rule>>,
    misere: Option<bool>,
    first: Option<Role>,
}

impl Gathering {
    /// Takes the description's next line: `Ok(None)` while it goes on, the
    /// game at `start`, or what is wrong with the line.
    pub fn take(&mut self, line: &Message) -> Result<Option<DescribedGame>, Fault> {
        match (line, self.kind) {
            (Message::Game(kind), None) => self.kind = Some(*kind),
            (Message::Layout(rows), Some(GameKind::Rows)) if self.layout.is_none() => {
                let layout = Layout::new(rows.clone()).map_err(|_| Fault::Malformed)?;
                self.rules = vec![None; layout.rows().len()];
                self.layout = Some(layout);
            }
            (Message::Deal(cells), Some(GameKind::Board)) if self.deal.is_none() => {
                self.deal = Some(deal(cells)?);
            }
            (Message::Rule { row, rule }, Some(GameKind::Rows)) if self.misere.is_none() => {
                self.rule(*row, rule)?
            }
            (Message::Misere(on), Some(_)) if self.misere.is_none() && self.placed() => {
                self.misere = Some(*on);
            }
            (Message::First(role), Some(_)) if self.first.is_none() && self.misere.is_some() => {
                self.first = Some(*role);
            }
            (Message::Start, Some(_)) if self.first.is_some() => return self.build().map(Some),
            _ => return Err(Fault::Turn),
        }
        Ok(None)
    }

    /// Whether the layout or the deal has come.
    fn placed(&self) -> bool {
        self.layout.is_some() || self.deal.is_some()
    }

    /// A `rule` line: a row of the layout, named once, by a rule the rows
    /// can play.
    fn rule(&mut self, row: u32, rule: &Rule) -> Result<(), Fault> {
        let slot = (row as usize)
            .checked_sub(1)
            .and_then(|index| self.rules.get_mut(index))
            .filter(|slot| slot.is_none())
            .ok_or(Fault::Malformed)?;
        if !rule.playable() {
            return Err(Fault::Malformed);
        }
        *slot = Some(rule.clone());
        Ok(())
    }

    fn build(&self) -> Result<DescribedGame, Fault> {
        let rules = if self.misere == Some(true) {
            Rules::Misere
        } else {
            Rules::Normal
        };
        let table = match (&self.layout, &self.deal) {
            (Some(layout), None) => Described::Rows(self.rows(layout, rules)?),
            (None, Some(board)) => Described::Board(board.clone()),
            _ => return Err(Fault::Turn),
        };
        let first = self.first.ok_or(Fault::Turn)?;
        Ok(DescribedGame {
            table,
            rules,
            first,
        })
    }

    /// The rows described; misère sums are not played (as the setup
    /// refuses them), nor rows no move can be made from (single chips
    /// under dawson's, as the command line refuses `--rows 1,1 --rule
    /// dawson`): the game would wait for a move that cannot come.
    fn rows(&self, layout: &Layout, rules: Rules) -> Result<Rows, Fault> {
        let each: Vec<Rule> = (self.rules.iter())
            .map(|rule| rule.clone().unwrap_or(Rule::Nim))
            .collect();
        let row_rules = RowRules::Each(each);
        if rules == Rules::Misere && !row_rules.all_nim() {
            return Err(Fault::Malformed);
        }
        let rows = Rows::with_rules(layout.clone(), row_rules);
        // The same check as the command line's and the setup's.
        if rows.is_over() {
            return Err(Fault::Malformed);
        }
        Ok(rows)
    }
}

/// A `deal` line: eight columns, red above black on the board.
fn deal(cells: &[(u32, u32)]) -> Result<Board, Fault> {
    let columns: Vec<Column> = (cells.iter())
        .map(|&(red, black)| Column {
            red: red as usize,
            black: black as usize,
        })
        .collect();
    let columns: [Column; SIZE] = columns.try_into().map_err(|_| Fault::Malformed)?;
    let board = Board::new(columns).map_err(|_| Fault::Malformed)?;
    // A board without a move is never dealt: no game could be played.
    if board.is_over() {
        return Err(Fault::Malformed);
    }
    Ok(board)
}

#[cfg(test)]
mod tests;
