//! The book's rows: the position (`col`) and [`Rows`], a layout and its
//! position together as a [`Table`] the session plays. The layout and its
//! limits are [`crate::table::layout`]'s.

use std::fmt;

use rand::Rng;

use crate::table::layout::Layout;
use crate::table::{Ending, MoveError, NextGame, Renewal, Seat, Table, check_heaps};
use crate::theory::rule::{RowRules, Rule};
use crate::theory::strategy::Move;
use crate::theory::sum::{Games, Group, RowGame};

/// The chips left in each row during a game (the book's `col`), and where
/// they stand: place `j` (1-based) of a row holds a chip while bit `j - 1`
/// of its places is set. A taken chip leaves its place empty (a dot on the
/// screen), so a rule that takes from the middle leaves a row of groups.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    counts: Vec<u32>,
    places: Vec<u64>,
}

impl Position {
    /// The book's Prepare: `col := ncol`, every place full.
    pub fn start(layout: &Layout) -> Self {
        Position::full(layout.rows())
    }

    /// Every place of rows of `counts` full: a lesson's rows, which may be
    /// one row or hold nothing, and so are no layout.
    pub fn full(counts: &[u32]) -> Self {
        let places = counts.iter().map(|&n| full(n)).collect();
        Position {
            counts: counts.to_vec(),
            places,
        }
    }

    pub fn rows(&self) -> &[u32] {
        &self.counts
    }

    /// The groups of row `row` (0-based), left to right.
    pub fn groups(&self, row: usize) -> Vec<Group> {
        groups_of(self.places.get(row).copied().unwrap_or(0))
    }

    /// Whether place `at` (1-based) of row `row` holds a chip.
    pub fn holds(&self, row: usize, at: u32) -> bool {
        (1..=64).contains(&at) && self.places.get(row).is_some_and(|p| p >> (at - 1) & 1 == 1)
    }

    /// Where a move's chips start: its place, or the book's right end of
    /// the row's last group. `None` when the row has no chips.
    pub(crate) fn start_of(&self, mv: Move) -> Option<u32> {
        match mv.at {
            Some(at) => Some(at),
            None => {
                let last = *self.groups(mv.heap).last()?;
                (last.len >= mv.take).then(|| last.at + last.len - mv.take)
            }
        }
    }

    /// Applies a checked move, and returns it with its place written out,
    /// as [`Position::restore`] needs it.
    ///
    /// # Panics
    /// If a chip the move takes is not there: a move from [`Table::check`]
    /// or from the strategy never does.
    pub fn apply(&mut self, mv: Move) -> Move {
        let at = self
            .start_of(mv)
            .expect("a checked move takes chips that are there");
        let mask = span(at, mv.take);
        let row = &mut self.places[mv.heap];
        assert_eq!(
            *row & mask,
            mask,
            "a checked move takes chips that are there"
        );
        *row &= !mask;
        self.counts[mv.heap] -= mv.take;
        Move { at: Some(at), ..mv }
    }

    /// Puts back the chips `mv` took (an undo), `mv` as
    /// [`Position::apply`] returned it.
    ///
    /// # Panics
    /// If a place is already full: only moves taken from this position are
    /// restored.
    pub fn restore(&mut self, mv: Move) {
        let mask = span(mv.at.unwrap_or(1), mv.take);
        let row = &mut self.places[mv.heap];
        assert_eq!(*row & mask, 0, "a restored move gives back what it took");
        *row |= mask;
        self.counts[mv.heap] += mv.take;
    }
}

/// Places 1 to `n` full.
fn full(n: u32) -> u64 {
    span(1, n)
}

/// The places `at` to `at + len - 1`.
fn span(at: u32, len: u32) -> u64 {
    let ones = if len >= 64 {
        u64::MAX
    } else {
        (1u64 << len) - 1
    };
    ones.checked_shl(at.saturating_sub(1)).unwrap_or(0)
}

fn groups_of(places: u64) -> Vec<Group> {
    let mut groups = Vec::new();
    let mut rest = places;
    while rest != 0 {
        let at = rest.trailing_zeros();
        let len = (rest >> at).trailing_ones();
        groups.push(Group { at: at + 1, len });
        rest &= !span(at + 1, len);
    }
    groups
}

/// `position:`'s form: a row of one group is its count, a row of several
/// its groups' sizes joined by `+` (`3 2+1 5`).
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..self.counts.len() {
            if row > 0 {
                f.write_str(" ")?;
            }
            let groups = self.groups(row);
            if groups.len() < 2 {
                write!(f, "{}", self.counts[row])?;
                continue;
            }
            for (i, group) in groups.iter().enumerate() {
                if i > 0 {
                    f.write_str("+")?;
                }
                write!(f, "{}", group.len)?;
            }
        }
        Ok(())
    }
}

/// Counts separated by single spaces, as every front end prints them.
#[derive(Debug, Clone, Copy)]
pub struct Counts<'a>(pub &'a [u32]);

impl fmt::Display for Counts<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// The book's game as a [`Table`]: the layout each game starts from, the
/// chips left now, and the rule each row plays under (nim for all, the book).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rows {
    layout: Layout,
    position: Position,
    rules: RowRules,
}

impl Rows {
    /// A game of nim rows at the start of `layout` (the book's Prepare).
    pub fn new(layout: Layout) -> Self {
        Rows::with_rules(layout, RowRules::default())
    }

    /// A game at the start of `layout`, each row under its rule.
    pub fn with_rules(layout: Layout, rules: RowRules) -> Self {
        Rows {
            position: Position::start(&layout),
            layout,
            rules,
        }
    }

    /// A new layout after the setup dialogue: each row under the rule its
    /// answer named, or the one it had (a new row: what `rules` gives it).
    pub(crate) fn relaid(&self, layout: Layout, named: &[Option<Rule>]) -> Self {
        if named.iter().all(Option::is_none) {
            return Rows::with_rules(layout, self.rules.clone());
        }
        let rules = (0..layout.rows().len())
            .map(|row| match named.get(row) {
                Some(Some(rule)) => rule.clone(),
                _ => self.rule(row).clone(),
            })
            .collect();
        Rows::with_rules(layout, RowRules::Each(rules))
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Which rule each row plays under.
    pub fn rules(&self) -> &RowRules {
        &self.rules
    }

    /// Row `row`'s rule (0-based).
    pub fn rule(&self, row: usize) -> &Rule {
        self.rules.of_row(row)
    }

    /// The rows' rules, one per row, when some row is not a nim row.
    pub fn rule_list(&self) -> Option<Vec<Rule>> {
        let rules: Vec<Rule> = (0..self.layout.rows().len())
            .map(|row| self.rule(row).clone())
            .collect();
        (!rules.iter().all(Rule::is_nim)).then_some(rules)
    }

    /// Checks a move typed as `ROW COUNT` or `ROW COUNT AT` (all 1-based):
    /// the book's checks, then the row's rule and the chips' places. The
    /// move comes back with `at` only where it is not the book's right end.
    fn check_move(&self, heap: i64, take: i64, at: Option<i64>) -> Result<Move, MoveError> {
        let mv = check_heaps(self.heaps(), heap, take)?;
        let (row, count) = (mv.heap + 1, mv.take);
        let rule = self.rule(mv.heap);
        check_count(mv, rule)?;
        let groups = self.position.groups(mv.heap);
        let start = match at {
            None => self.position.start_of(mv).ok_or(MoveError::GroupTooSmall {
                heap: row,
                count,
                holds: groups.last().map_or(0, |g| g.len),
            })?,
            Some(at) => self.place(mv, at)?,
        };
        let group = groups
            .iter()
            .find(|g| g.at <= start && start + count <= g.at + g.len)
            .ok_or(MoveError::NotThere {
                heap: row,
                at: start,
                count,
            })?;
        let (left, right) = (start - group.at, group.at + group.len - start - count);
        if !rule.allows(count, left, right) {
            let rule = rule.clone();
            return Err(MoveError::RulePlace {
                heap: row,
                count,
                rule,
            });
        }
        let default = self.position.start_of(Move { at: None, ..mv });
        let at = (default != Some(start)).then_some(start);
        Ok(Move { at, ..mv })
    }

    /// A typed place: one of the row's places.
    fn place(&self, mv: Move, at: i64) -> Result<u32, MoveError> {
        let places = self.layout.rows()[mv.heap];
        u32::try_from(at)
            .ok()
            .filter(|at| (1..=places).contains(at))
            .ok_or(MoveError::NoSuchPlace {
                heap: mv.heap + 1,
                at,
                places,
            })
    }

    /// The rows as a sum of games, each row its groups under its rule.
    fn as_games(&self) -> Games {
        let rows = (0..self.layout.rows().len())
            .map(|row| RowGame {
                rule: self.rule(row).clone(),
                groups: self.position.groups(row),
            })
            .collect();
        Games::new(rows)
    }
}

impl From<Layout> for Rows {
    fn from(layout: Layout) -> Self {
        Rows::new(layout)
    }
}

impl Table for Rows {
    fn heaps(&self) -> &[u32] {
        self.position.rows()
    }

    fn apply(&mut self, mv: Move, _: Seat) -> Move {
        self.position.apply(mv)
    }

    fn restore(&mut self, mv: Move, _: Seat) {
        self.position.restore(mv);
    }

    fn check(&self, heap: i64, take: i64) -> Result<Move, MoveError> {
        self.check_move(heap, take, None)
    }

    /// Rows under their own rules: the book's rows read two numbers.
    fn has_places(&self) -> bool {
        !self.rules.all_nim()
    }

    fn check_at(&self, heap: i64, take: i64, at: i64) -> Result<Move, MoveError> {
        if !self.has_places() {
            return Err(MoveError::NoPlaces);
        }
        self.check_move(heap, take, Some(at))
    }

    fn games(&self) -> Option<Games> {
        (!self.rules.all_nim()).then(|| self.as_games())
    }

    /// PlayerVictory grows the layout; OwnVictory (and two players) keep it.
    /// A grown layout no move can be made from (a rule that takes only a
    /// whole heap of one, say) is not a game: the rows stay as they were.
    fn next_game<R: Rng + ?Sized>(&mut self, ending: Ending, _: &mut R) -> NextGame {
        let before = self.layout.clone();
        let next = match ending {
            Ending::PlayerVictory => self.grow(),
            Ending::OwnVictory => NextGame::Same,
        };
        self.position = Position::start(&self.layout);
        if self.is_over() {
            self.layout = before;
            self.position = Position::start(&self.layout);
            return NextGame::Same;
        }
        next
    }

    /// The book's `change`: the setup dialogue asks for new rows; the
    /// rules stay.
    fn renew<R: Rng + ?Sized>(&mut self, _: &mut R) -> Renewal<Self> {
        Renewal::Ask(Rows::relaid)
    }
}

impl Rows {
    /// The book's PlayerVictory: the layout grows ([`Layout::grown`]), and
    /// the victory message is told how many rows could grow.
    fn grow(&mut self) -> NextGame {
        let full = self.layout.full_rows();
        let rows = self.layout.rows().len();
        self.layout = self.layout.grown();
        match full {
            0 => NextGame::EveryRow,
            n if n == rows => NextGame::Full,
            _ => NextGame::SomeRows,
        }
    }
}

/// The rule check of a move's count, the one a game's rows and a lesson's
/// position share: a row's rule may forbid taking `mv.take` chips at all.
pub(crate) fn check_count(mv: Move, rule: &Rule) -> Result<(), MoveError> {
    if rule.digit(mv.take) == 0 {
        return Err(MoveError::RuleCount {
            heap: mv.heap + 1,
            count: mv.take,
            rule: rule.clone(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests;
