//! The words of records, replays and reviews: a bad record's reason by
//! line, the replay's lines 23-25, and each reviewed move.

use std::path::Path;

use crate::game::record::{Kind, Reason, RecordError};
use crate::game::review::{Mark, Ply, Unbalanced};
use crate::game::session::{Prompt, Side};
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::io::record_file::{Stopped, Why};
use crate::text::{Arg, Lang, Worded, side_key};

/// The fewest columns a record's path is shortened to: `.../games.txt`.
const PATH_LEAST: usize = 16;

impl Lang {
    /// `line N: REASON`.
    pub fn record_error(self, error: &RecordError) -> String {
        let reason = self.record_reason(&error.reason);
        self.message(
            "record-line",
            &[("line", error.line.into()), ("reason", Arg::Text(&reason))],
        )
    }

    fn record_reason(self, reason: &Reason) -> String {
        let text = |id, args: &[(&str, String)]| {
            let args: Vec<_> = args.iter().map(|(k, v)| (*k, Arg::Text(v))).collect();
            self.message(id, &args)
        };
        match reason {
            Reason::Empty => self.text("record-empty"),
            Reason::NotATag { typed } => text("record-not-a-tag", &[("typed", super::echo(typed))]),
            Reason::UnknownTag { name } => {
                text("record-unknown-tag", &[("name", super::echo(name))])
            }
            Reason::RepeatedTag { name } => {
                text("record-repeated-tag", &[("name", name.to_string())])
            }
            Reason::BadValue { name, typed, game } => {
                let form = self.text(form_id(name, *game));
                text(
                    "record-bad-value",
                    &[
                        ("name", name.to_string()),
                        ("typed", super::echo(typed)),
                        ("form", form),
                    ],
                )
            }
            Reason::RulesCount { rules, rows } => self.message(
                "record-rules-count",
                &[("rules", (*rules).into()), ("rows", (*rows).into())],
            ),
            Reason::MisereRules => self.text("record-misere-rules"),
            Reason::MissingTag { name } => {
                text("record-missing-tag", &[("name", name.to_string())])
            }
            Reason::TagAfterMoves => self.text("record-tag-after-moves"),
            Reason::BadMove { typed } => text("record-bad-move", &[("typed", super::echo(typed))]),
            Reason::IllegalMove { typed, game, error } => {
                let asked = Prompt::Move(Side::Player1);
                let why = match game {
                    Kind::Rows => self.input_error::<Rows>(error, asked),
                    Kind::Board => self.input_error::<Board>(error, asked),
                };
                text(
                    "record-illegal-move",
                    &[("typed", typed.clone()), ("reason", why)],
                )
            }
            Reason::MoveAfterEnd { typed } => text("record-after-end", &[("typed", typed.clone())]),
            Reason::WrongResult { said, is } => {
                let name = |side: &Option<Side>| side.map_or("*", Side::name).to_string();
                text(
                    "record-wrong-result",
                    &[("said", name(said)), ("is", name(is))],
                )
            }
        }
    }

    /// `--record` at a file that exists, without `--force`.
    pub fn record_exists(self, path: &Path) -> String {
        let path = super::shown_path(path);
        self.message("record-exists", &[("path", Arg::Text(&path))])
    }

    /// The record could not be written.
    pub fn record_cannot_write(self, path: &Path, error: &std::io::Error) -> String {
        let (path, error) = (super::shown_path(path), error.to_string());
        self.message(
            "record-cannot-write",
            &[("path", Arg::Text(&path)), ("error", Arg::Text(&error))],
        )
    }

    /// `--record` at a file another game is recording into.
    pub fn record_busy(self, path: &Path) -> String {
        let path = super::shown_path(path);
        self.message("record-busy", &[("path", Arg::Text(&path))])
    }

    /// A write of the record failed: the recording stopped, not the game.
    /// One line of 80 columns on the screen's line 24: the reason whole,
    /// the path given the room left (shortened in its middle, never below
    /// [`PATH_LEAST`] columns; plain mode wraps what is then longer).
    pub fn record_stopped(self, stopped: &Stopped) -> String {
        let why = match &stopped.why {
            Why::NoRoom => self.message("record-why-no-room", &[]),
            Why::SizeLimit => self.message("record-why-size-limit", &[]),
            Why::Other(error) => super::echo_within(error, usize::MAX),
        };
        let with = |path: &str| {
            self.message(
                "record-stopped",
                &[("path", Arg::Text(path)), ("why", Arg::Text(&why))],
            )
        };
        let room = 80usize.saturating_sub(super::width::width(&with("")));
        let room = room.clamp(PATH_LEAST, super::PATH_LIMIT);
        with(&super::shown_path_within(&stopped.path, room))
    }

    /// `nim replay` could not read its file.
    pub fn replay_cannot_read(self, path: &Path, error: &std::io::Error) -> String {
        let (path, error) = (super::shown_path(path), error.to_string());
        self.message(
            "replay-cannot-read",
            &[("path", Arg::Text(&path)), ("error", Arg::Text(&error))],
        )
    }

    /// A file past the largest record read (`limit` in MB).
    pub fn replay_too_large(self, path: &Path, limit: u64) -> String {
        let path = super::shown_path(path);
        self.message(
            "replay-too-large",
            &[("path", Arg::Text(&path)), ("limit", limit.into())],
        )
    }

    /// `--game N` past the record's games.
    pub fn replay_no_such_game(self, game: usize, games: usize) -> String {
        self.message(
            "replay-no-such-game",
            &[("game", game.into()), ("games", games.into())],
        )
    }

    /// Which game of the record this is.
    pub fn replay_game(self, game: usize, games: usize) -> String {
        self.message(
            "replay-game",
            &[("game", game.into()), ("games", games.into())],
        )
    }

    /// Line 23 of the replay at its start.
    pub fn replay_start(self, plies: usize) -> String {
        self.message("replay-start", &[("plies", plies.into())])
    }

    /// Line 23 of the replay after move `ply`: which move led here.
    pub fn replay_move<G: Worded>(
        self,
        ply: usize,
        plies: usize,
        side: Side,
        mv: crate::game::theory::strategy::Move,
    ) -> String {
        let moved = self.move_in_words::<G>(side, mv);
        self.message(
            "replay-move",
            &[
                ("ply", ply.into()),
                ("plies", plies.into()),
                ("move", Arg::Text(&moved)),
            ],
        )
    }

    /// How the recorded game ended: its winner, or no end.
    pub fn replay_end(self, winner: Option<Side>) -> String {
        match winner {
            Some(side) => self.message("replay-won", &[("side", side_key(side).into())]),
            None => self.text("replay-unfinished"),
        }
    }

    /// Line 25 of the replay: its keys.
    pub fn replay_keys(self) -> String {
        self.text("replay-keys")
    }

    pub fn review_title(self) -> String {
        self.text("review-title")
    }

    /// One reviewed move, in words.
    pub fn review_ply(self, ply: &Ply) -> String {
        let who = self.side_name(ply.side);
        let mv = crate::game::record::typed(ply.mv);
        let mut args = vec![
            ("ply", ply.number.into()),
            ("who", Arg::Text(&who)),
            ("move", Arg::Text(&mv)),
        ];
        let best;
        let id = match ply.mark {
            Mark::Kept => "review-kept",
            Mark::Lost => "review-lost",
            Mark::Missed { best: better, .. } => {
                best = crate::game::record::typed(better);
                args.push(("best", Arg::Text(&best)));
                "review-missed"
            }
        };
        self.message(id, &args)
    }

    /// The turning point: the last move that gave a win away.
    pub fn review_turning(self, turning: Option<&Ply>) -> String {
        match turning {
            Some(Ply {
                number,
                mark: Mark::Missed { best, .. },
                ..
            }) => {
                let best = crate::game::record::typed(*best);
                self.message(
                    "review-turning",
                    &[("ply", (*number).into()), ("best", Arg::Text(&best))],
                )
            }
            _ => self.text("review-no-turning"),
        }
    }

    /// Why the turning point lost: what it left unbalanced. `None` where
    /// there is no turning point.
    pub fn review_why(self, turning: Option<&Ply>) -> Option<String> {
        let Some(Ply {
            mv,
            mark: Mark::Missed { left, .. },
            ..
        }) = turning
        else {
            return None;
        };
        let mv = crate::game::record::typed(*mv);
        let mv = ("move", Arg::Text(&mv));
        Some(match left {
            Unbalanced::Column(weight) => {
                self.message("review-why-column", &[mv, ("weight", (*weight).into())])
            }
            Unbalanced::Worth(worth) => self.message(
                "review-why-worth",
                &[
                    mv,
                    ("row", (worth.row + 1).into()),
                    ("value", worth.value.into()),
                    ("sum", worth.sum.into()),
                ],
            ),
            Unbalanced::Ending => self.message("review-why-ending", &[mv]),
        })
    }

    /// `r` before any game is over.
    pub fn review_none(self) -> String {
        self.text("review-none")
    }

    /// Line 21 of a finished game, when free: `r` opens the review.
    pub fn review_hint(self) -> String {
        self.text("review-hint")
    }

    pub fn review_back(self) -> String {
        self.text("review-back")
    }

    /// Which moves of a long review show (from 1), and how to see the rest.
    pub fn review_page(self, first: usize, last: usize, all: usize) -> String {
        self.message(
            "review-page",
            &[
                ("first", first.into()),
                ("last", last.into()),
                ("all", all.into()),
            ],
        )
    }
}

/// What tag `name` takes, for a refused value.
fn form_id(name: &str, game: Kind) -> &'static str {
    match (name, game) {
        ("Game", _) => "record-form-game",
        ("Format", _) => "record-form-format",
        ("Date", _) => "record-form-date",
        ("Start", Kind::Board) => "record-form-start-board",
        ("Start", Kind::Rows) => "record-form-start",
        ("Rules", _) => "record-form-rules",
        ("Misere", _) => "record-form-misere",
        ("Level", _) => "record-form-level",
        ("Seed", _) => "record-form-seed",
        ("First", _) => "record-form-first",
        ("Players", _) => "record-form-players",
        ("Result", _) => "record-form-result",
        _ => "record-form-deal",
    }
}

#[cfg(test)]
mod tests;
