//! The book's `GetChange`, the setup dialogue: answers in, a layout out.
//! It asks for the number of rows, then for each row's chips; a refused
//! answer is asked again, and the finished [`Layout`] goes to whatever the
//! table said to build from it ([`crate::table::Renewal::Ask`]). The limits
//! themselves are [`crate::table::layout`]'s: this module only keeps the order of
//! the questions and says why an answer was refused.

use thiserror::Error;

use crate::table::layout::{Draft, Layout, MAX_CHIPS, MAX_ROWS, MIN_ROWS};
use crate::theory::rule::Rule;

/// Why a setup answer was refused; `value` as it was given.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{value} rows: a layout has {MIN_ROWS} to {MAX_ROWS}")]
    Rows { value: i64 },
    #[error("row {row} cannot hold {value} chips (1 to {MAX_CHIPS})")]
    Chips { row: usize, value: i64 },
    #[error("{rule} has moves that take no chip: it is for nim analyze")]
    Unplayable { row: usize, rule: Rule },
    #[error("a row's rule is asked with its chips, not with the number of rows")]
    RuleForRows,
    #[error("misère is played with nim rows only, not {rule}")]
    MisereRule { row: usize, rule: Rule },
    /// The rows answered leave no move under their rules (single chips
    /// under dawson's): no game; the dialogue starts again.
    #[error("no move can be made from these rows under their rules")]
    NoMove,
}

/// The question the dialogue asks next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// How many rows.
    Rows,
    /// The chips of row `n` (1-based).
    Row(usize),
}

/// What an accepted answer settled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Accepted {
    /// The layout will have this many rows.
    Rows(usize),
    /// Row `row` (1-based) will hold `chips`; `layout` is the finished
    /// layout when that was the last row.
    Row {
        row: usize,
        chips: u32,
        layout: Option<Layout>,
    },
}

/// The answers given so far.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Setup {
    draft: Option<Draft>,
    /// Each answered row's rule, when its answer named one (`5 kayles`);
    /// `None` keeps the row's rule.
    rules: Vec<Option<Rule>>,
}

impl Setup {
    /// The question to ask now.
    pub fn question(&self) -> Question {
        match &self.draft {
            None => Question::Rows,
            Some(draft) => Question::Row(draft.chips().len() + 1),
        }
    }

    /// The number of rows, once it was given.
    pub fn rows(&self) -> Option<usize> {
        self.draft.as_ref().map(Draft::rows)
    }

    /// The chips of the rows answered so far.
    pub fn chips(&self) -> &[u32] {
        self.draft.as_ref().map_or(&[], Draft::chips)
    }

    /// The rules named so far, one per answered row.
    pub fn rules(&self) -> &[Option<Rule>] {
        &self.rules
    }

    /// One answer to [`Setup::question`]; a refused one changes nothing.
    pub fn answer(&mut self, value: i64) -> Result<Accepted, SetupError> {
        self.answer_with(value, None)
    }

    /// A row's chips with its rule (`5 kayles`): only a rule whose every
    /// move takes a chip can be played. `None` keeps the row's rule.
    pub(crate) fn answer_with(
        &mut self,
        value: i64,
        rule: Option<Rule>,
    ) -> Result<Accepted, SetupError> {
        if let Some(rule) = &rule {
            let row = match self.question() {
                Question::Rows => return Err(SetupError::RuleForRows),
                Question::Row(row) => row,
            };
            if !rule.playable() {
                let rule = rule.clone();
                return Err(SetupError::Unplayable { row, rule });
            }
        }
        let accepted = self.answer_chips(value)?;
        if matches!(accepted, Accepted::Row { .. }) {
            self.rules.push(rule);
        }
        Ok(accepted)
    }

    fn answer_chips(&mut self, value: i64) -> Result<Accepted, SetupError> {
        let Some(draft) = &mut self.draft else {
            let draft = Draft::new(value).ok_or(SetupError::Rows { value })?;
            let rows = draft.rows();
            self.draft = Some(draft);
            return Ok(Accepted::Rows(rows));
        };
        let row = draft.chips().len() + 1;
        let chips = draft.add(value).ok_or(SetupError::Chips { row, value })?;
        Ok(Accepted::Row {
            row,
            chips,
            layout: draft.layout(),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::table::setup::*;

    #[test]
    fn rows_first_then_each_rows_chips() {
        let mut setup = Setup::default();
        assert_eq!(setup.question(), Question::Rows);
        assert_eq!(setup.answer(1), Err(SetupError::Rows { value: 1 }));
        assert_eq!(setup.answer(15), Err(SetupError::Rows { value: 15 }));
        assert_eq!(setup.rows(), None);
        assert_eq!(setup.answer(2), Ok(Accepted::Rows(2)));
        assert_eq!(setup.question(), Question::Row(1));
        assert_eq!(
            setup.answer(64),
            Err(SetupError::Chips { row: 1, value: 64 })
        );
        let first = Accepted::Row {
            row: 1,
            chips: 63,
            layout: None,
        };
        assert_eq!(setup.answer(63), Ok(first));
        assert_eq!(setup.question(), Question::Row(2));
        assert_eq!(setup.chips(), &[63]);
        let last = setup.answer(1).unwrap();
        let layout = Layout::new(vec![63, 1]).ok();
        assert_eq!(
            last,
            Accepted::Row {
                row: 2,
                chips: 1,
                layout
            }
        );
    }
}
