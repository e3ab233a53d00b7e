//! The words of a shared puzzle and of `nim worksheet`: a puzzle's heading
//! by its code or its chosen position, the sheet's title, the line that
//! prints it again, each puzzle's heading and answer line, and the answer
//! key's entries with their reasons, wrapped to the page's 80 columns.

use crate::game::learn::{Answer, Entry, PuzzleCode, Worksheet};
use crate::text::width::wrap;
use crate::text::{Arg, Lang};

/// The page's width, by display columns.
pub const PAGE: usize = 80;

/// How far an answer key's reason is indented under its entry.
const REASON_INDENT: usize = 3;

impl Lang {
    /// `Puzzle 4K7Q2M`: the heading of a puzzle named by its code.
    pub fn puzzle_code(self, code: PuzzleCode) -> String {
        let code = code.to_string();
        self.message("puzzle-code", &[("code", Arg::Text(&code))])
    }

    /// The heading of a puzzle set from a chosen position (`3 4 5`), with
    /// its code where the line holds it (plain mode's `code:` always does).
    pub fn puzzle_chosen(self, position: &str, code: Option<&str>) -> String {
        let plain = self.message("puzzle-chosen", &[("position", Arg::Text(position))]);
        let Some(code) = code else {
            return plain;
        };
        let coded = self.message(
            "puzzle-chosen-code",
            &[("position", Arg::Text(position)), ("code", Arg::Text(code))],
        );
        if crate::text::width::width(&coded) <= PAGE {
            coded
        } else {
            plain
        }
    }

    /// The sheet's title: its lesson, the climb through lessons 1-6, or
    /// the puzzles a teacher chose.
    pub fn sheet_title(self, sheet: &Worksheet) -> String {
        match sheet.lesson {
            None if sheet.chosen => self.text("sheet-title-chosen"),
            None => self.text("sheet-title-mix"),
            Some(lesson) => {
                let title = self.lesson_title(lesson);
                self.message(
                    "sheet-title",
                    &[
                        ("lesson", lesson.number().into()),
                        ("title", Arg::Text(&title)),
                    ],
                )
            }
        }
    }

    /// The sheet names its seed and the command that prints it again.
    pub fn sheet_again(self, seed: u64, command: &str) -> String {
        // A seed past 2^53 is text: Fluent's numbers are floats.
        let seed = seed.to_string();
        self.message(
            "sheet-again",
            &[("seed", Arg::Text(&seed)), ("command", Arg::Text(command))],
        )
    }

    /// A sheet that holds fewer puzzles than asked says so: its lesson
    /// has no more different ones.
    pub fn sheet_fewer(self, sheet: &Worksheet) -> Option<String> {
        let held = sheet.entries.len();
        (held < sheet.count as usize).then(|| {
            self.message(
                "sheet-fewer",
                &[("held", held.into()), ("count", sheet.count.into())],
            )
        })
    }

    /// Lines for the learner's name and the date.
    pub fn sheet_name(self) -> String {
        self.text("sheet-name")
    }

    /// Each puzzle opens with `nim puzzle CODE`.
    pub fn sheet_open(self) -> String {
        self.text("sheet-open")
    }

    /// `1. Puzzle 4K7Q2M, lesson 2: Two rows: copy`.
    pub fn sheet_puzzle(self, number: usize, entry: &Entry) -> String {
        let lesson = entry.puzzle.lesson;
        let (title, lesson) = (self.lesson_title(lesson), lesson.number());
        let code = entry.code.to_string();
        self.message(
            "sheet-puzzle",
            &[
                ("number", number.into()),
                ("code", Arg::Text(&code)),
                ("lesson", lesson.into()),
                ("title", Arg::Text(&title)),
            ],
        )
    }

    /// The line to write the answer on.
    pub fn sheet_answer(self) -> String {
        self.text("sheet-answer")
    }

    /// Who plays which pieces, in the sheet's own glyphs (black, red).
    pub fn sheet_board_sides(self, pieces: [char; 2]) -> String {
        let [black, red] = pieces.map(String::from);
        self.message(
            "sheet-board-sides",
            &[("black", Arg::Text(&black)), ("red", Arg::Text(&red))],
        )
    }

    /// The answer key's heading.
    pub fn sheet_key(self, seed: u64) -> String {
        let seed = seed.to_string();
        self.message("sheet-key", &[("seed", Arg::Text(&seed))])
    }

    /// One entry of the answer key: `1. 4K7Q2M: 2 3` (where several moves
    /// win, every one: `any of 1 2, 2 2, 3 2`; or the verdict in words),
    /// then its reason, indented, every line within the page, and the
    /// numbers it speaks of in columns under it (binary, powers of two).
    pub fn sheet_key_entry(self, number: usize, entry: &Entry) -> Vec<String> {
        let answer = match entry.key.answer {
            Answer::Move(_) if entry.moves.len() > 1 => {
                let moves: Vec<String> = (entry.moves.iter())
                    .map(|&mv| crate::game::record::typed(mv))
                    .collect();
                let moves = moves.join(&self.text("sheet-moves-between"));
                self.message("sheet-any-of", &[("moves", Arg::Text(&moves))])
            }
            Answer::Move(mv) => crate::game::record::typed(mv),
            Answer::Wins(wins) => {
                let wins = if wins { "yes" } else { "no" };
                self.message("sheet-wins", &[("wins", Arg::Text(wins))])
            }
        };
        let code = entry.code.to_string();
        let head = self.message(
            "sheet-key-entry",
            &[
                ("number", number.into()),
                ("code", Arg::Text(&code)),
                ("answer", Arg::Text(&answer)),
            ],
        );
        let reason = self.puzzle_reason(&entry.puzzle, &entry.key.reason);
        let indent = " ".repeat(REASON_INDENT);
        // A long list of moves goes on under the entry, as its reason does.
        let mut lines: Vec<String> = (wrap(&head, PAGE - REASON_INDENT).into_iter())
            .enumerate()
            .map(|(at, line)| match at {
                0 => line,
                _ => format!("{indent}{line}"),
            })
            .collect();
        lines.extend(
            (wrap(&reason, PAGE - REASON_INDENT).into_iter()).map(|line| format!("{indent}{line}")),
        );
        lines.extend(self.reason_columns(&entry.key.reason));
        lines
    }
}
