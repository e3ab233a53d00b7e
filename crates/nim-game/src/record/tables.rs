//! Each game's own tags: what a record says of the table a game starts
//! on, and the table rebuilt from it.

use crate::record::{Header, Kind};
use crate::table::Table;
use crate::table::board::Board;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::theory::rule::RowRules;

/// A table a record can describe and rebuild.
pub trait Recorded: Table {
    const KIND: Kind;

    /// The start, rules and deal of a game starting on this table.
    fn describe(&self, header: &mut Header);

    /// The table a checked header describes (`None` when it describes
    /// another game, or none: [`super::parse`] refuses such a header).
    fn rebuild(header: &Header) -> Option<Self>;
}

impl Recorded for Rows {
    const KIND: Kind = Kind::Rows;

    fn describe(&self, header: &mut Header) {
        header.game = Kind::Rows;
        header.start = self.layout().rows().to_vec();
        header.rules = self.rule_list();
        header.deal = None;
    }

    fn rebuild(header: &Header) -> Option<Self> {
        if header.game != Kind::Rows {
            return None;
        }
        let layout = Layout::new(header.start.clone()).ok()?;
        let rules = match &header.rules {
            Some(rules) => RowRules::Each(rules.clone()),
            None => RowRules::default(),
        };
        Some(Rows::with_rules(layout, rules))
    }
}

impl Recorded for Board {
    const KIND: Kind = Kind::Board;

    fn describe(&self, header: &mut Header) {
        header.game = Kind::Board;
        header.start = self.heaps().to_vec();
        header.rules = None;
        header.deal = Some(*self.columns());
    }

    fn rebuild(header: &Header) -> Option<Self> {
        if header.game != Kind::Board {
            return None;
        }
        Board::new(header.deal?).ok()
    }
}
