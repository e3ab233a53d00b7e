//! The rows with their rules' values: one sequence per rule, computed once
//! as far as the largest group under that rule, the rules in the order of
//! the rows that first name them and all within one wall (the default
//! limit is the command's, not each rule's); the first rule that cannot
//! reach its groups stops the analysis at once. The rows are read again
//! for each pass, a group at a time.

use std::collections::HashMap;
use std::io;
use std::rc::Rc;

use super::super::spool::{GroupIter, GroupedRows, RowAt};
use crate::analyze::{AnalyzeError, Computing, RulesError};
use crate::game::theory::grundy::{GrundyError, Limits, Sequence};
use crate::game::theory::rule::{RowRules, Rule};

/// A row met in a pass: where its groups are, its rule and the rule's values.
pub(super) struct Row<'a> {
    pub at: RowAt,
    pub rule: &'a Rule,
    pub sequence: Rc<Sequence>,
}

/// The rows and their rules' values.
pub(super) struct Valued<'a, R: ?Sized> {
    rows: &'a R,
    pub rules: &'a RowRules,
    sequences: HashMap<&'a Rule, Rc<Sequence>>,
}

impl<'a, R: GroupedRows + ?Sized> Valued<'a, R> {
    /// A first pass: how many rows there are and the largest group under
    /// each rule; then each rule's values, refused at the first that
    /// cannot be had.
    pub fn new(
        rows: &'a R,
        rules: &'a RowRules,
        computing: Computing,
    ) -> Result<Self, AnalyzeError> {
        let mut largest: Vec<(&Rule, u32)> = Vec::new();
        let mut count = 0;
        for row in rows.rows()? {
            let row = row?;
            let mut top = 0;
            for group in rows.groups(row) {
                top = top.max(group?);
            }
            let rule = rules.of_row(row.index);
            match largest.iter_mut().find(|(seen, _)| *seen == rule) {
                Some((_, most)) => *most = (*most).max(top),
                None => largest.push((rule, top)),
            }
            count += 1;
        }
        if let RowRules::Each(list) = rules
            && list.len() != count
        {
            return Err(RulesError::Count {
                rules: list.len(),
                rows: count,
            }
            .into());
        }
        let valued = Valued {
            rows,
            rules,
            sequences: HashMap::new(),
        };
        let sequences = valued.compute(&largest, computing);
        (computing.done)();
        Ok(Valued {
            sequences: sequences?,
            ..valued
        })
    }

    /// Each rule's values in turn; a wall of work (the default's, not
    /// `--limit N`'s "however long it takes") shared by them all.
    fn compute(
        &self,
        largest: &[(&'a Rule, u32)],
        computing: Computing,
    ) -> Result<HashMap<&'a Rule, Rc<Sequence>>, AnalyzeError> {
        let shared = computing.limits.work != Limits::NONE.work;
        let mut wall = computing.limits;
        let mut sequences = HashMap::new();
        for &(rule, top) in largest {
            (computing.start)(rule);
            let sequence = Sequence::watched(rule, top, wall, computing.watch);
            if shared && let Ok(sequence) = &sequence {
                wall = wall.left_after(sequence);
            }
            match sequence.and_then(|sequence| sequence.reaching(top)) {
                Ok(sequence) => sequences.insert(rule, Rc::new(sequence)),
                Err(error) => return Err(self.refusal(rule, error)),
            };
        }
        Ok(sequences)
    }

    /// The first row under `rule` with a group past the largest heap
    /// computed, as `error` says: it has no value here.
    fn refusal(&self, rule: &Rule, error: GrundyError) -> AnalyzeError {
        let (_, limit) = error.heaps();
        let problem = |row: usize, heap: u32| RulesError::Heap {
            row,
            rule: rule.to_string(),
            error: match error {
                GrundyError::TooLarge { .. } => GrundyError::TooLarge { heap, limit },
                GrundyError::NoMemory { .. } => GrundyError::NoMemory { heap, limit },
            },
        };
        let found = || -> io::Result<Option<RulesError>> {
            for row in self.rows.rows()? {
                let row = row?;
                if self.rules.of_row(row.index) != rule {
                    continue;
                }
                for group in self.rows.groups(row) {
                    let group = group?;
                    if group > limit {
                        return Ok(Some(problem(row.index + 1, group)));
                    }
                }
            }
            Ok(None)
        };
        match found() {
            Ok(Some(refusal)) => refusal.into(),
            Ok(None) => problem(1, limit).into(),
            Err(error) => AnalyzeError::Io(error),
        }
    }

    /// Calls `each` with every row, in order, until it says stop.
    pub fn for_each_row(
        &self,
        mut each: impl FnMut(&Row) -> Result<bool, AnalyzeError>,
    ) -> Result<(), AnalyzeError> {
        for at in self.rows.rows()? {
            let at = at?;
            let rule = self.rules.of_row(at.index);
            let sequence = Rc::clone(&self.sequences[rule]);
            if !each(&Row { at, rule, sequence })? {
                break;
            }
        }
        Ok(())
    }

    /// The row's groups, left to right (one walk at a time).
    pub fn groups(&self, row: &Row) -> GroupIter<'a> {
        self.rows.groups(row.at)
    }

    /// The row's groups with their values.
    pub fn values<'r>(
        &self,
        row: &'r Row,
    ) -> impl Iterator<Item = Result<(u32, u32), AnalyzeError>> + 'r
    where
        'a: 'r,
    {
        let (index, rule, sequence) = (row.at.index, row.rule, &row.sequence);
        self.groups(row).map(move |group| {
            let group = group?;
            let value = sequence.value(group).ok_or_else(|| RulesError::Heap {
                row: index + 1,
                rule: rule.to_string(),
                error: GrundyError::TooLarge {
                    heap: group,
                    limit: sequence.computed(),
                },
            })?;
            Ok((group, value))
        })
    }

    /// The row's value: its groups' xor.
    pub fn value(&self, row: &Row) -> Result<u32, AnalyzeError> {
        self.values(row)
            .try_fold(0, |sum, valued| Ok(sum ^ valued?.1))
    }
}
