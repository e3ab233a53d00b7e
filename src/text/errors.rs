//! The reason for every refusal. Each repeats what was typed (shortened by
//! [`echo`]) and says what the question asked would take, in at most 80
//! columns, so it fits line 24 of the screen.

use crate::game::analysis::RowError;
use crate::game::session::command::CommandError;
use crate::game::session::{InputError, Prompt, Side};
use crate::game::table::MoveError;
use crate::game::table::layout::{LayoutError, MAX_CHIPS, MAX_ROWS, MIN_ROWS};
use crate::game::table::setup::SetupError;
use crate::game::theory::rule::RuleError;
use crate::text::{Arg, Lang, Worded, echo};

impl Lang {
    /// Why a typed line was refused, and what the question `asked` accepts.
    pub fn input_error<G: Worded>(self, error: &InputError, asked: Prompt) -> String {
        match error {
            InputError::Parse(e) => self.refusal::<G>(e, asked),
            InputError::Move(e) => self.move_error::<G>(e),
            InputError::Setup(e) => self.setup_error(e),
            InputError::NoHintInSetup => {
                let accepts = self.accepts::<G>(asked);
                self.message(
                    "refusal-no-hint-in-setup",
                    &[("accepts", Arg::Text(&accepts))],
                )
            }
            InputError::NothingToUndo => self.text("refusal-nothing-to-undo"),
            InputError::NotAsked => {
                let accepts = self.accepts::<G>(asked);
                self.message("refusal-not-asked", &[("accepts", Arg::Text(&accepts))])
            }
            InputError::PassTooLate => self.text("refusal-pass-too-late"),
            InputError::GameOver => self.text("refusal-game-over"),
            InputError::NoComputer => self.text("wayin-refusal-no-computer"),
        }
    }

    /// A refused move line, worded for the move prompt.
    pub fn command_error<G: Worded>(self, error: &CommandError) -> String {
        self.refusal::<G>(error, Prompt::Move(Side::You))
    }

    /// A line longer than `limit` bytes, refused unread.
    pub fn line_too_long<G: Worded>(self, limit: usize, asked: Prompt) -> String {
        let accepts = self.accepts::<G>(asked);
        self.message(
            "refusal-too-long",
            &[("limit", limit.into()), ("accepts", Arg::Text(&accepts))],
        )
    }

    /// What the question `asked` accepts, as the second half of a refusal.
    fn accepts<G: Worded>(self, asked: Prompt) -> String {
        match asked {
            Prompt::Move(_) => self.text(G::WORDS.accepts_move),
            Prompt::SetupRows => self.message(
                "accepts-rows",
                &[("min", MIN_ROWS.into()), ("max", MAX_ROWS.into())],
            ),
            Prompt::SetupRow(row) => self.message(
                "accepts-row",
                &[("row", row.into()), ("max", MAX_CHIPS.into())],
            ),
            Prompt::GameOver => self.text("accepts-next-game"),
        }
    }

    fn refusal<G: Worded>(self, error: &CommandError, asked: Prompt) -> String {
        let accepts = self.accepts::<G>(asked);
        let accepts = ("accepts", Arg::Text(&accepts));
        let setup = !matches!(asked, Prompt::Move(_));
        let typed_message = |id: &str, typed: &str| {
            let typed = echo(typed);
            self.message(id, &[("typed", Arg::Text(&typed)), accepts])
        };
        match error {
            CommandError::Empty => self.message("refusal-empty", &[accepts]),
            CommandError::NotANumber { typed } => typed_message("refusal-not-a-number", typed),
            CommandError::WrongCount { typed, found } => {
                let typed = echo(typed);
                self.message(
                    "refusal-wrong-count",
                    &[
                        ("typed", Arg::Text(&typed)),
                        ("found", (*found).into()),
                        accepts,
                    ],
                )
            }
            CommandError::TooLarge { typed } => typed_message("refusal-too-large", typed),
            CommandError::BadSeparator { typed } if setup => {
                typed_message("refusal-not-one-number", typed)
            }
            CommandError::BadSeparator { typed } => {
                let typed = echo(typed);
                self.message(G::WORDS.refusal_separator, &[("typed", Arg::Text(&typed))])
            }
            // An unknown name gets the short list of forms; any other
            // mistake in a rule, the rule's own reason (one line each).
            CommandError::BadRule {
                typed,
                error: RuleError::UnknownName(_),
            } => typed_message("rules-bad-rule", typed),
            CommandError::BadRule { error, .. } => self.rule_error(error),
            CommandError::NoSuchLevel { typed } => {
                let typed = echo(typed);
                self.message("wayin-refusal-level", &[("typed", Arg::Text(&typed))])
            }
        }
    }

    pub fn move_error<G: Worded>(self, error: &MoveError) -> String {
        let words = G::WORDS;
        if let Some(words) = self.rules_move_error(error) {
            return words;
        }
        match *error {
            MoveError::NoSuchHeap { heap, heaps } => self.message(
                words.no_such_heap,
                &[("row", heap.into()), ("rows", heaps.into())],
            ),
            MoveError::EmptyHeap { heap } => {
                self.message(words.empty_heap, &[("row", heap.into())])
            }
            MoveError::NotPositive { count } => {
                self.message(words.not_positive, &[("count", count.into())])
            }
            MoveError::TooMany { heap, count, holds } => self.message(
                words.too_many,
                &[
                    ("row", heap.into()),
                    ("count", count.into()),
                    ("holds", holds.into()),
                ],
            ),
            // Worded by `rules_move_error` above.
            _ => String::new(),
        }
    }

    pub fn layout_error(self, error: &LayoutError) -> String {
        match error {
            LayoutError::RowCount(rows) => self.message(
                "layout-row-count",
                &[
                    ("min", MIN_ROWS.into()),
                    ("max", MAX_ROWS.into()),
                    ("rows", (*rows).into()),
                ],
            ),
            LayoutError::Chips { row, typed } => {
                let typed = echo(typed);
                self.message(
                    "layout-chips",
                    &[
                        ("row", (*row).into()),
                        ("max", MAX_CHIPS.into()),
                        ("typed", Arg::Text(&typed)),
                    ],
                )
            }
            LayoutError::NotANumber { row, typed } => {
                let typed = echo(typed);
                self.message(
                    "layout-not-a-number",
                    &[("row", (*row).into()), ("typed", Arg::Text(&typed))],
                )
            }
        }
    }

    pub fn analyze_error(self, error: &RowError) -> String {
        match error {
            RowError::NotACount { index, typed } => {
                let typed = echo(typed);
                self.message(
                    "analyze-not-a-count",
                    &[("row", (*index).into()), ("typed", Arg::Text(&typed))],
                )
            }
            RowError::Negative { index, typed } => {
                let typed = echo(typed);
                self.message(
                    "analyze-negative",
                    &[("row", (*index).into()), ("typed", Arg::Text(&typed))],
                )
            }
            RowError::TooLarge { index, typed } => {
                let typed = echo(typed);
                self.message(
                    "analyze-too-large",
                    &[
                        ("row", (*index).into()),
                        ("typed", Arg::Text(&typed)),
                        ("max", u32::MAX.into()),
                    ],
                )
            }
            RowError::MissingRow { index } => {
                self.message("analyze-missing-row", &[("row", (*index).into())])
            }
            RowError::NoRows => self.text("analyze-no-rows"),
        }
    }

    pub fn setup_error(self, error: &SetupError) -> String {
        let range = |value: i64| {
            [
                ("value", Arg::from(value)),
                ("min", MIN_ROWS.into()),
                ("max", MAX_ROWS.into()),
            ]
        };
        match error {
            SetupError::Rows { value } if *value < 0 => {
                self.message("setup-rows-negative", &range(*value))
            }
            SetupError::Rows { value } if *value < MIN_ROWS as i64 => {
                self.message("setup-rows-few", &range(*value))
            }
            SetupError::Rows { value } => self.message("setup-rows-many", &range(*value)),
            SetupError::Chips { row, value } => self.message(
                "setup-chips",
                &[
                    ("row", (*row).into()),
                    ("value", (*value).into()),
                    ("max", MAX_CHIPS.into()),
                ],
            ),
            SetupError::Unplayable { rule, .. } | SetupError::MisereRule { rule, .. } => {
                let id = match error {
                    SetupError::Unplayable { .. } => "rules-unplayable",
                    _ => "rules-misere",
                };
                let rule = super::rules::spelled(rule);
                self.message(id, &[("rule", rule.as_str().into())])
            }
            SetupError::RuleForRows => self.text("rules-for-rows"),
            SetupError::NoMove => self.text("rules-no-move"),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::game::table::rows::Rows;
    use crate::text::errors::*;
    use unicode_width::UnicodeWidthStr;

    fn langs() -> impl Iterator<Item = Lang> {
        Lang::codes().filter_map(Lang::from_code)
    }

    /// `what` in the quotes of some language: "" (English, Russian) or “”
    /// (Chinese).
    fn quoted(text: &str, what: &str) -> bool {
        text.contains(&format!("\"{what}\"")) || text.contains(&format!("“{what}”"))
    }

    fn assert_fits(text: &str) {
        let columns = UnicodeWidthStr::width(text);
        assert!(columns <= 80, "{columns} columns: {text}");
    }

    /// Bidi controls, line and paragraph separators, zero-width and other
    /// format characters, repeated raw, would reorder the terminal's line,
    /// split a script's line or hide in it: a refusal shows each as `?`.
    #[test]
    fn refusals_show_invisible_characters_as_question_marks() {
        let hidden = [
            '\u{1B}',
            '\u{85}',
            '\u{AD}',
            '\u{61C}',
            '\u{200B}',
            '\u{200C}',
            '\u{200D}',
            '\u{200E}',
            '\u{200F}',
            '\u{202A}',
            '\u{202B}',
            '\u{202C}',
            '\u{202D}',
            '\u{202E}',
            '\u{2028}',
            '\u{2029}',
            '\u{2060}',
            '\u{2066}',
            '\u{2067}',
            '\u{2068}',
            '\u{2069}',
            '\u{FEFF}',
            '\u{FFF9}',
            '\u{E0001}',
            '\u{E0041}',
        ];
        for c in hidden {
            let typed = format!("x{c}y");
            for lang in langs() {
                let text = lang.command_error::<Rows>(&CommandError::NotANumber {
                    typed: typed.clone(),
                });
                assert!(quoted(&text, "x?y"), "U+{:04X}: {text:?}", u32::from(c));
                let text = lang.analyze_error(&RowError::NotACount {
                    index: 1,
                    typed: typed.clone(),
                });
                assert!(quoted(&text, "x?y"), "U+{:04X}: {text:?}", u32::from(c));
            }
        }
        // What people see is repeated as typed.
        let seen = "ж尼３，、\u{3000}é";
        let text =
            Lang::ENGLISH.command_error::<Rows>(&CommandError::NotANumber { typed: seen.into() });
        assert!(text.contains(seen), "{text}");
    }

    /// With plain mode's `error: ` before it, at every question.
    #[test]
    fn no_hint_during_setup_fits_80_columns() {
        let error = InputError::NoHintInSetup;
        for lang in langs() {
            for asked in [Prompt::SetupRows, Prompt::SetupRow(MAX_ROWS)] {
                let text = lang.input_error::<Rows>(&error, asked);
                assert_fits(&format!("error: {text}"));
            }
        }
    }

    #[test]
    fn a_missing_row_is_named_within_80_columns() {
        for lang in langs() {
            let error = RowError::MissingRow { index: 10_000_000 };
            let text = lang.analyze_error(&error);
            assert!(text.contains("10000000"), "{text}");
            assert_fits(&format!("nim analyze: {text}"));
        }
    }
}
