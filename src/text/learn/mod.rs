//! The words of `nim learn` and `nim puzzle`: the lessons' titles and
//! texts, the questions, and each verdict's reason, worded from the
//! position the judge explains (the copy, 1 2 3, the pairs of powers, the
//! binary columns, misère's end, the board's gaps, Grundy values).

use crate::game::learn::{
    Advance, Lens, Lesson, Play, Puzzle, PuzzleCode, Question, Reason, RowWorth,
};
use crate::game::theory::rule::Rule;
use crate::game::theory::strategy::Move;
use crate::io::invocation::Invocation;
use crate::text::{Arg, Lang, echo};

mod columns;
mod hint;
mod progress;

pub use columns::{power_cells, power_counts, power_header};

/// The selector each lesson's title and text are chosen by.
fn key(lesson: Lesson) -> &'static str {
    match lesson {
        Lesson::OneRow => "one-row",
        Lesson::TwoRows => "two-rows",
        Lesson::OneTwoThree => "one-two-three",
        Lesson::Pairs => "pairs",
        Lesson::Powers => "powers",
        Lesson::Binary => "binary",
        Lesson::Misere => "misere",
        Lesson::Board => "board",
        Lesson::Sums => "sums",
    }
}

/// Counts as `position:` writes them: `3 4 5`.
pub fn written(heaps: &[u32]) -> String {
    let words: Vec<String> = heaps.iter().map(u32::to_string).collect();
    words.join(" ")
}

/// The puzzle's position after `moves` (played in turn on it), as the
/// game writes a position (`position:`'s form): a row a move split is its
/// groups joined by `+` (`3+3`), so the words name what the rows show. The
/// board's gaps, which no move splits, as `counts`.
pub fn named(puzzle: &Puzzle, moves: &[Move], counts: &[u32]) -> String {
    match puzzle.position.places_after(moves) {
        Some(places) => places.to_string(),
        None => written(counts),
    }
}

impl Lang {
    /// `N TITLE`'s title.
    pub fn lesson_title(self, lesson: Lesson) -> String {
        self.message("learn-title", &[("lesson", key(lesson).into())])
    }

    /// The lesson's few lines of text.
    pub fn lesson_text(self, lesson: Lesson) -> Vec<String> {
        let text = self.text(&format!("learn-text-{}", key(lesson)));
        text.lines().map(str::to_string).collect()
    }

    /// What the learner needs besides the heaps: misère, the rows' rules,
    /// the board's colours.
    pub fn puzzle_setting(self, puzzle: &Puzzle) -> Vec<String> {
        match &puzzle.position.play {
            Play::Nim(crate::game::theory::strategy::Rules::Misere) => {
                vec![self.text("learn-misere")]
            }
            Play::Nim(_) => Vec::new(),
            Play::Board(_) => vec![self.text("learn-board-sides")],
            Play::Ruled(rules) => (rules.iter().enumerate())
                .filter_map(|(row, rule)| match rule {
                    Rule::Take(most) => {
                        let rule = rule.to_string();
                        Some(self.message(
                            "learn-rules",
                            &[
                                ("row", (row + 1).into()),
                                ("rule", Arg::Text(&rule)),
                                ("most", (*most).into()),
                            ],
                        ))
                    }
                    Rule::Nim => None,
                    rule => {
                        let takes = self.rule_takes(rule);
                        Some(self.message(
                            "learn-rules-row",
                            &[("row", (row + 1).into()), ("takes", Arg::Text(&takes))],
                        ))
                    }
                })
                .collect(),
        }
    }

    /// The question, as the prompt before the answer (with its space).
    pub fn puzzle_question(self, puzzle: &Puzzle) -> String {
        let id = match (puzzle.question, &puzzle.position.play) {
            (Question::Wins, _) => "learn-question-wins",
            (Question::Move, Play::Board(_)) => "learn-question-move-board",
            // A move inside a row matters only where it can split the row.
            (Question::Move, Play::Ruled(rules)) if rules.iter().any(Rule::splits) => {
                "learn-question-move-at"
            }
            (Question::Move, _) => "learn-question-move",
        };
        format!("{} ", self.text(id))
    }

    /// Why the right answer is right, in one sentence or two.
    pub fn puzzle_reason(self, puzzle: &Puzzle, reason: &Reason) -> String {
        let why = self.lens_why(&reason.lens);
        let moves: Vec<Move> = reason.mv.into_iter().collect();
        let position = named(puzzle, &moves, &reason.lost);
        let (position, why) = (Arg::Text(&position), Arg::Text(&why));
        match reason.mv {
            Some(mv) => {
                let moved = self.puzzle_move(puzzle, mv);
                self.message(
                    "learn-reason-move",
                    &[
                        ("move", Arg::Text(&moved)),
                        ("position", position),
                        ("why", why),
                    ],
                )
            }
            None => self.message("learn-reason-lost", &[("position", position), ("why", why)]),
        }
    }

    /// A move as the reason names it: `Taking 3 from row 2`.
    fn puzzle_move(self, puzzle: &Puzzle, mv: Move) -> String {
        let id = match (&puzzle.position.play, mv.at) {
            (Play::Board(_), _) => "learn-move-board",
            (_, Some(_)) => "learn-move-rows-at",
            (_, None) => "learn-move-rows",
        };
        self.message(
            id,
            &[
                ("take", mv.take.into()),
                ("row", (mv.heap + 1).into()),
                ("at", mv.at.unwrap_or(0).into()),
            ],
        )
    }

    /// Why a position is lost, through the lesson's lens.
    fn lens_why(self, lens: &Lens) -> String {
        match lens {
            Lens::LastChip => self.text("learn-why-last-chip"),
            Lens::Copy { count } => self.message("learn-why-copy", &[("count", (*count).into())]),
            Lens::OneTwoThree => self.text("learn-why-one-two-three"),
            // The numbers stand in columns beside the rows (`columns.rs`).
            Lens::Unpaired { .. } => self.text("learn-why-unpaired"),
            Lens::Pairs { rows } => {
                let rows = written(rows);
                self.message("learn-why-pairs", &[("rows", Arg::Text(&rows))])
            }
            Lens::Powers { .. } => self.text("learn-why-powers"),
            Lens::NimSum { .. } => self.text("learn-why-nim-sum"),
            Lens::MisereSum { .. } => self.text("learn-why-misere-sum"),
            Lens::Gaps { .. } => self.text("learn-why-gaps"),
            Lens::MisereSingles { ones } => {
                self.message("learn-why-misere-singles", &[("ones", (*ones).into())])
            }
            Lens::Grundy { rows } => {
                let values: Vec<String> = rows.iter().map(|row| self.grundy_value(row)).collect();
                let values = values.join(", ");
                self.message("learn-why-grundy", &[("values", Arg::Text(&values))])
            }
        }
    }

    /// A row's value: `5 mod 4 = 1` under `take:3`, its chips under nim,
    /// `kayles 4 = 1`, and a split row by its groups' values:
    /// `kayles 1+2 = 1 xor 2 = 3`.
    fn grundy_value(self, row: &RowWorth) -> String {
        let count: u32 = row.groups.iter().map(|&(len, _)| len).sum();
        let joined = |part: &dyn Fn(&(u32, u32)) -> String, by: &str| {
            let parts: Vec<String> = row.groups.iter().map(part).collect();
            parts.join(by)
        };
        let groups = joined(&|&(len, _)| len.to_string(), "+");
        let values = joined(&|&(_, value)| value.to_string(), " xor ");
        match &row.rule {
            Rule::Nim => self.message("learn-grundy-nim", &[("count", count.into())]),
            Rule::Take(most) => self.message(
                "learn-grundy-take",
                &[
                    ("count", count.into()),
                    ("modulus", (most + 1).into()),
                    ("value", row.value.into()),
                ],
            ),
            rule => {
                let rule = rule.to_string();
                let split = row.groups.len() > 1;
                let groups = if groups.is_empty() {
                    "0".to_string()
                } else {
                    groups
                };
                self.message(
                    if split {
                        "learn-grundy-split"
                    } else {
                        "learn-grundy-rule"
                    },
                    &[
                        ("rule", Arg::Text(&rule)),
                        ("groups", Arg::Text(&groups)),
                        ("values", Arg::Text(&values)),
                        ("value", row.value.into()),
                    ],
                )
            }
        }
    }

    /// What an answer did: the streak, the lesson passed, the ladder climbed.
    pub fn learn_step(self, step: Advance, lesson: Lesson) -> String {
        match step {
            Advance::Streak(0) => self.text("learn-again"),
            Advance::Streak(streak) => self.message(
                "learn-streak",
                &[
                    ("streak", streak.into()),
                    ("left", (crate::game::learn::PASS_STREAK - streak).into()),
                ],
            ),
            Advance::Passed { next } => self.message(
                "learn-passed",
                &[
                    ("lesson", lesson.number().into()),
                    ("next", next.number().into()),
                ],
            ),
            Advance::Finished => {
                let coach = Invocation::here().command("--coach");
                self.message("learn-finished", &[("coach", Arg::Text(&coach))])
            }
        }
    }

    /// Yes or no as typed: `y`, `n`, `yes`, `no` always, any case, and the
    /// language's own words.
    pub fn yes_no(self, typed: &str) -> Option<bool> {
        let typed = typed.trim().to_lowercase();
        match typed.as_str() {
            "y" | "yes" | "да" | "д" | "是" | "能" => Some(true),
            "n" | "no" | "нет" | "н" | "否" | "不" | "不能" => Some(false),
            _ => None,
        }
    }

    pub fn learn_keys(self) -> String {
        self.text("learn-keys")
    }

    pub fn learn_not_yes_no(self, typed: &str) -> String {
        let typed = echo(typed);
        self.message("learn-not-yes-no", &[("typed", Arg::Text(&typed))])
    }

    pub fn learn_not_here(self) -> String {
        self.text("learn-not-here")
    }

    pub fn learn_resume(self, lesson: Lesson, streak: u32) -> String {
        self.message(
            "learn-resume",
            &[
                ("lesson", lesson.number().into()),
                ("streak", streak.into()),
            ],
        )
    }

    /// `date` as `2026-11-23`, and the puzzle's code; the same for
    /// everyone `today`, or on that day when it is another.
    pub fn puzzle_daily(self, date: &str, code: PuzzleCode, today: bool) -> String {
        let code = code.to_string();
        self.message(
            if today {
                "puzzle-daily"
            } else {
                "puzzle-daily-day"
            },
            &[("date", Arg::Text(date)), ("code", Arg::Text(&code))],
        )
    }

    /// After a single puzzle: how to get another, named as the player can
    /// type it ([`Invocation`]).
    pub fn puzzle_goodbye(self) -> String {
        let another = Invocation::here().command("puzzle");
        self.message("puzzle-goodbye", &[("another", Arg::Text(&another))])
    }
}

mod discover;
mod due;
mod refute;
mod report;

#[cfg(test)]
mod hint_tests;
#[cfg(test)]
mod tests;

mod worksheet;

/// The screen's words: the verdict's line and what Enter does next.
impl Lang {
    /// `Right!`, or what was right: `answer` is a move as typed, `yes` or `no`.
    pub fn learn_screen_verdict(self, right: bool, answer: &str) -> String {
        if right {
            return self.text("learn-screen-right");
        }
        self.message("learn-screen-wrong", &[("answer", Arg::Text(answer))])
    }

    /// The line after a verdict: Enter for the next puzzle, or to leave.
    pub fn learn_screen_next(self, finished: bool) -> String {
        self.text(match finished {
            true => "learn-screen-done",
            false => "learn-screen-next",
        })
    }
}
