//! The words of rules: why a written rule is not one, why a heap has no
//! value here, and a value's mex derivation for `nim analyze --explain`.

use crate::game::analysis::RulesError;
use crate::game::theory::grundy::GrundyError;
use crate::game::theory::rule::{MAX_OCTAL_DIGITS, RuleError};
use crate::text::{Arg, Lang, echo};

impl Lang {
    /// Why a written rule is not a rule.
    pub fn rule_error(self, error: &RuleError) -> String {
        match error {
            RuleError::Empty => self.text("rule-empty"),
            RuleError::UnknownName(name) => {
                let name = echo(name);
                self.message("rule-unknown", &[("name", Arg::Text(&name))])
            }
            RuleError::BadTake => self.text("rule-bad-take"),
            RuleError::BadSub => self.text("rule-bad-sub"),
            RuleError::OctalLead => self.text("rule-octal-lead"),
            // A space would be shown as nothing: said in words.
            RuleError::OctalDigit(c) if c.is_whitespace() => self.text("rule-octal-space"),
            RuleError::OctalDigit(c) => {
                let digit = echo(&c.to_string());
                self.message("rule-octal-digit", &[("digit", Arg::Text(&digit))])
            }
            RuleError::OctalNoDigits => self.text("rule-octal-no-digits"),
            RuleError::OctalNoMoves => self.text("rule-octal-no-moves"),
            RuleError::OctalBracket => self.text("rule-octal-bracket"),
            RuleError::OctalTooLong => {
                self.message("rule-octal-too-long", &[("max", MAX_OCTAL_DIGITS.into())])
            }
        }
    }

    /// Why `nim analyze` with rules stops (exit status 2).
    pub fn rules_error(self, problem: &RulesError) -> String {
        let text = |n: u32| n.to_string();
        match problem {
            RulesError::Count { rules, rows } => self.message(
                "analyze-rules-count",
                &[("rules", (*rules).into()), ("rows", (*rows).into())],
            ),
            RulesError::Heap { row, rule, error } => {
                let (heap, limit) = error.heaps();
                let (heap, limit) = (text(heap), text(limit));
                let id = match error {
                    GrundyError::TooLarge { .. } => "analyze-heap-too-large",
                    GrundyError::NoMemory { .. } => "analyze-heap-no-memory",
                };
                self.message(
                    id,
                    &[
                        ("row", (*row).into()),
                        ("rule", Arg::Text(rule)),
                        ("heap", Arg::Text(&heap)),
                        ("limit", Arg::Text(&limit)),
                    ],
                )
            }
            RulesError::Values { rule, error } => {
                let (heap, limit) = error.heaps();
                let (heap, limit) = (text(heap), text(limit));
                let id = match error {
                    GrundyError::TooLarge { .. } => "analyze-values-too-large",
                    GrundyError::NoMemory { .. } => "analyze-values-no-memory",
                };
                self.message(
                    id,
                    &[
                        ("rule", Arg::Text(rule)),
                        ("heap", Arg::Text(&heap)),
                        ("limit", Arg::Text(&limit)),
                    ],
                )
            }
        }
    }

    /// `options of 5 under sub:1,3,4: 4 -> 2, 2 -> 0, 1 -> 1; mex{0,1,2} = 3`:
    /// `options` already written (`4 -> 2`, `1+3 -> 2`), `reached` the
    /// values they reach, ascending.
    pub fn mex_derivation(
        self,
        heap: u32,
        rule: &str,
        options: &str,
        reached: &str,
        value: u32,
    ) -> String {
        let (heap, value) = (heap.to_string(), value.to_string());
        self.message(
            "values-derivation",
            &[
                ("heap", Arg::Text(&heap)),
                ("rule", Arg::Text(rule)),
                ("options", Arg::Text(options)),
                ("reached", Arg::Text(reached)),
                ("value", Arg::Text(&value)),
            ],
        )
    }

    /// A heap with no option: `5 under sub:6 has no option; mex{} = 0`.
    pub fn mex_no_option(self, heap: u32, rule: &str) -> String {
        let heap = heap.to_string();
        self.message(
            "values-no-option",
            &[("heap", Arg::Text(&heap)), ("rule", Arg::Text(rule))],
        )
    }

    /// After the last derivation shown, for a long list.
    pub fn mex_cut(self, upto: u32) -> String {
        let upto = upto.to_string();
        self.message("values-explain-cut", &[("upto", Arg::Text(&upto))])
    }

    /// After the first moves of a group too big to look at every split of,
    /// with no period to count them by.
    pub fn uncounted_moves(self, row: usize, heap: u32, listed: u64) -> String {
        let heap = heap.to_string();
        self.message(
            "values-uncounted-moves",
            &[
                ("row", Arg::Whole(row as i128)),
                ("heap", Arg::Text(&heap)),
                ("listed", Arg::Whole(i128::from(listed))),
            ],
        )
    }

    /// After the first moves of a group too big to list them all.
    pub fn more_moves(self, row: usize, heap: u32, listed: u64, more: u64) -> String {
        let heap = heap.to_string();
        self.message(
            "values-more-moves",
            &[
                ("row", Arg::Whole(row as i128)),
                ("heap", Arg::Text(&heap)),
                ("listed", Arg::Whole(i128::from(listed))),
                ("more", Arg::Whole(i128::from(more))),
            ],
        )
    }
}
