//! The words of rows under their own rules (issue 18): a refusal in the
//! rule's own terms ("under take:3 you may take 1 to 3 chips"), a move or
//! hint that names the chip it starts at, the Grundy values of the hint and
//! the coach, and line 3's list of the rows' rules.

use crate::game::session::Side;
use crate::game::table::MoveError;
use crate::game::table::rows::Rows;
use crate::game::theory::rule::{LEAVE_NONE, LEAVE_ONE, LEAVE_TWO, Rule};
use crate::game::theory::strategy::Move;
use crate::game::theory::sum::Derivation;
use crate::text::width::{char_width, width, wrap};
use crate::text::{Lang, Worded, side_key};

/// Takes listed in a refusal, at most: a rule's amounts past it are rare.
const LISTED: u32 = 8;

impl Lang {
    /// A refusal of a row's move that only rows with places and rules make;
    /// `None` for the book's refusals.
    pub(super) fn rules_move_error(self, error: &MoveError) -> Option<String> {
        Some(match error {
            MoveError::NoPlaces => self.text("rules-no-places"),
            &MoveError::NoSuchPlace { heap, at, places } => self.message(
                "rules-no-such-place",
                &[
                    ("row", heap.into()),
                    ("at", at.into()),
                    ("places", places.into()),
                ],
            ),
            &MoveError::NotThere { heap, at, count } => self.message(
                "rules-not-there",
                &[
                    ("row", heap.into()),
                    ("at", at.into()),
                    ("count", count.into()),
                ],
            ),
            &MoveError::GroupTooSmall { heap, count, holds } => self.message(
                "rules-group-too-small",
                &[
                    ("row", heap.into()),
                    ("count", count.into()),
                    ("holds", holds.into()),
                ],
            ),
            MoveError::RuleCount { rule, .. } => self.rule_takes(rule),
            MoveError::RulePlace { count, rule, .. } => {
                let how = match rule.digit(*count) {
                    LEAVE_NONE => "whole",
                    LEAVE_ONE => "end-part",
                    d if d == LEAVE_NONE | LEAVE_ONE => "end",
                    LEAVE_TWO => "middle",
                    d if d == LEAVE_NONE | LEAVE_TWO => "whole-or-middle",
                    _ => "part",
                };
                let rule = spelled(rule);
                self.message(
                    "rules-place",
                    &[
                        ("rule", rule.as_str().into()),
                        ("count", (*count).into()),
                        ("how", how.into()),
                    ],
                )
            }
            _ => return None,
        })
    }

    /// What a rule takes: "under take:3 you may take 1 to 3 chips".
    pub fn rule_takes(self, rule: &Rule) -> String {
        let name = spelled(rule);
        let takes: Vec<u32> = (1..=LISTED).filter(|&t| rule.digit(t) != 0).collect();
        let list = self.or_list(&takes, rule.digit(LISTED + 1) != 0);
        let kind = match rule {
            Rule::Take(_) => "upto",
            _ if rule.splits() => "adjacent",
            _ => "list",
        };
        let most = match rule {
            Rule::Take(k) => *k,
            _ => 0,
        };
        self.message(
            "rules-takes",
            &[
                ("rule", name.as_str().into()),
                ("kind", kind.into()),
                ("most", most.into()),
                ("list", list.as_str().into()),
                ("count", takes.len().into()),
            ],
        )
    }

    /// `1, 3 or 4` in the language's words, a run of three or more as
    /// `1-8`; `more` adds "or more".
    fn or_list(self, takes: &[u32], more: bool) -> String {
        let mut words: Vec<String> = Vec::new();
        for (a, b) in runs(takes) {
            match b - a {
                0 => words.push(a.to_string()),
                1 => words.extend([a.to_string(), b.to_string()]),
                _ => words.push(format!("{a}-{b}")),
            }
        }
        if more {
            words.push(self.text("rules-more"));
        }
        let or = self.text("rules-or");
        match words.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} {or} {last}", rest.join(", ")),
        }
    }

    /// A move that names the chip it starts at, for line 23.
    pub(super) fn move_at_in_words<G: Worded>(self, side: Side, mv: Move, at: u32) -> String {
        let _ = G::WORDS;
        self.message(
            "rules-moved-at",
            &[
                ("side", side_key(side).into()),
                ("count", mv.take.into()),
                ("row", (mv.heap + 1).into()),
                ("at", at.into()),
            ],
        )
    }

    /// A hint to a Grundy sum of 0, the place named where it is not the
    /// right end.
    pub(super) fn grundy_hint(self, mv: Move) -> String {
        let at = mv.at.unwrap_or(0);
        self.message(
            "rules-hint-win",
            &[
                ("count", mv.take.into()),
                ("row", (mv.heap + 1).into()),
                ("at", at.into()),
            ],
        )
    }

    /// Line 3 when a row is not a nim row: each row's rule, and who wins.
    /// On the screen (`tagged`: which rows show their rule beside them) a
    /// list past 80 columns gives way to the rules no tag shows, or to a
    /// pointer to the tags; plain mode's line is never cut, but wrapped
    /// (lines joined by `\n`, each within 80 columns).
    pub fn rules_line(self, rules: &[Rule], tagged: Option<&[bool]>) -> String {
        let list: Vec<String> = rules.iter().map(Rule::to_string).collect();
        let line = self.message("rules-line", &[("rules", list.join(" ").as_str().into())]);
        if width(&line) <= 80 {
            return line;
        }
        let Some(tagged) = tagged else {
            // Plain mode: every rule, as the `rules:` line spells it.
            let list: Vec<String> = rules.iter().map(shortened).collect();
            let line = self.message("rules-line", &[("rules", list.join(" ").as_str().into())]);
            return wrap(&line, 80).join("\n");
        };
        let untagged: Vec<String> = (rules.iter().zip(tagged).enumerate())
            .filter(|(_, (_, shown))| !**shown)
            .map(|(row, (rule, _))| format!("{} {}", row + 1, spelled(rule)))
            .collect();
        if untagged.is_empty() {
            return self.text("rules-line-short");
        }
        let some = self.message(
            "rules-line-some",
            &[("rules", untagged.join(", ").as_str().into())],
        );
        cut_to(&some, 80)
    }

    /// Lines 1-3 of rows under their own rules (normal play only: misère
    /// sums are not played); `tagged` as [`Lang::rules_line`] takes it.
    pub fn ruled_header(self, rules: &[Rule], tagged: Option<&[bool]>) -> [String; 3] {
        [
            self.title::<Rows>(),
            self.text("rules-take"),
            self.rules_line(rules, tagged),
        ]
    }

    /// What a row is worth: "row 2 under kayles is worth 4".
    pub fn row_worth(self, row: usize, rule: &Rule, value: u32) -> String {
        let rule = spelled(rule);
        self.message(
            "rules-row-worth",
            &[
                ("row", (row + 1).into()),
                ("rule", rule.as_str().into()),
                ("value", value.into()),
            ],
        )
    }

    /// The setup screen's line on naming a row's rule with its chips.
    pub fn rules_setup_help(self) -> String {
        self.text("rules-setup-help")
    }

    /// The mark of a Grundy value in the binary view.
    pub fn grundy_label(self) -> String {
        self.text("rules-grundy-label")
    }

    /// The binary view's label of the Grundy sum's line.
    pub fn grundy_sum_label(self) -> String {
        self.text("rules-sum-label")
    }

    /// The hint's first step: the hinted row's worth and the Grundy sum.
    pub fn hint_worth(self, row: usize, rule: &Rule, value: u32, sum: u32) -> String {
        let rule = spelled(rule);
        self.message(
            "rules-hint-worth",
            &[
                ("row", (row + 1).into()),
                ("rule", rule.as_str().into()),
                ("value", value.into()),
                ("sum", sum.into()),
            ],
        )
    }

    /// Why a group is worth its value: `kayles 5: its moves reach 0-3; the
    /// least they miss, 4, is its worth`. Runs of three or more values are
    /// written `0-3`; a set too long for the line is cut, marked `~`.
    pub fn hint_mex(self, rule: &Rule, derivation: &Derivation) -> String {
        let rule = spelled(rule);
        let line = |reached: &str| {
            let id = if derivation.reached.is_empty() {
                "rules-hint-no-move"
            } else {
                "rules-hint-mex"
            };
            self.message(
                id,
                &[
                    ("rule", rule.as_str().into()),
                    ("heap", derivation.len.into()),
                    ("reached", reached.into()),
                    ("value", derivation.value.into()),
                ],
            )
        };
        let mut parts: Vec<String> = (runs(&derivation.reached).into_iter())
            .map(|(first, last)| match last - first {
                0 => first.to_string(),
                1 => format!("{first},{last}"),
                _ => format!("{first}-{last}"),
            })
            .collect();
        let mut said = line(&parts.join(","));
        while width(&said) > 80 && parts.len() > 1 {
            parts.pop();
            said = line(&format!("{},~", parts.join(",")));
        }
        said
    }

    /// The Grundy sum and what it means for the side to move.
    pub fn grundy_sum_line(self, sum: u32) -> String {
        self.message("rules-grundy-sum", &[("sum", sum.into())])
    }

    /// Under a `rules:` line that shortened a long `sub:` list.
    pub fn rules_shortened(self) -> String {
        self.text("rules-shortened")
    }
}

/// The longest spelling of a rule on a line of plain mode: a `sub:` list
/// of thousands of amounts would make it a line of a hundred kilobytes.
const LONGEST: usize = 40;

/// A rule as plain mode's `rules:` line spells it: canonical, but a longer
/// `sub:` list shows its first amounts, `...` and how many it has:
/// `sub:1,2,3,4,5,6,7,8,...(20000)`.
pub fn shortened(rule: &Rule) -> String {
    let whole = rule.to_string();
    let Rule::Sub(amounts) = rule else {
        return whole;
    };
    if whole.len() <= LONGEST {
        return whole;
    }
    let mut short = String::from("sub:");
    for (i, amount) in amounts.iter().enumerate() {
        let next = if i == 0 {
            amount.to_string()
        } else {
            format!(",{amount}")
        };
        if short.len() + next.len() > LONGEST / 2 {
            break;
        }
        short.push_str(&next);
    }
    format!("{short},...({})", amounts.len())
}

/// The longest spelling a sentence names a rule by; a longer one is cut,
/// its end marked `~` (the row's tag and `rules:` show it whole).
const SPELLED: usize = 12;

/// A rule's spelling as a sentence names it.
pub(super) fn spelled(rule: &Rule) -> String {
    let text = rule.to_string();
    if text.len() <= SPELLED {
        return text;
    }
    text.chars().take(SPELLED - 1).chain(['~']).collect()
}

/// `text` cut to `room` columns, its end marked `~` where it was cut.
fn cut_to(text: &str, room: usize) -> String {
    if width(text) <= room {
        return text.to_string();
    }
    let mut cut = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = char_width(c);
        if used + w + 1 > room {
            break;
        }
        cut.push(c);
        used += w;
    }
    cut.push('~');
    cut
}

/// Ascending numbers as runs of consecutive ones, `(first, last)`.
fn runs(numbers: &[u32]) -> Vec<(u32, u32)> {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &n in numbers {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == n => *last = n,
            _ => runs.push((n, n)),
        }
    }
    runs
}
