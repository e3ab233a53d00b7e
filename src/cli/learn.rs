//! `nim learn [--lesson N] [--seed N]` and `nim puzzle [board] [--daily |
//! --seed N]`, with `--plain`, `--lang` and `--ascii`: a small parser of
//! their own beside the games' flag table, whose help and refusals they
//! share (the words of a refusal are the same).

use std::ffi::OsString;

use super::{CliError, ErrorKind, Invocation};
use crate::learn::Lesson;
use crate::text::help::Refusal;
use crate::text::{Lang, Locale};

/// Options of `nim learn`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LearnOptions {
    /// `--lesson N`: where to start, else where the learner stopped.
    pub lesson: Option<Lesson>,
    pub seed: Option<u64>,
    pub plain: bool,
    pub lang: Lang,
    pub ascii: bool,
}

/// Which puzzle `nim puzzle` sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// `--daily`: the day's, from the date (UTC).
    Daily,
    /// `--seed N`.
    Seed(u64),
    /// Neither: any one.
    Any,
}

/// Options of `nim puzzle`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleOptions {
    /// `nim puzzle board` (or `--board`): a puzzle of the board.
    pub board: bool,
    pub pick: Pick,
    pub plain: bool,
    pub lang: Lang,
    pub ascii: bool,
}

/// The flags read so far.
#[derive(Default)]
struct Read {
    lesson: Option<Lesson>,
    seed: Option<u64>,
    daily: bool,
    board: bool,
    plain: bool,
    ascii: bool,
}

/// Parses what follows `learn` (`puzzle` when `puzzle`); `lang` speaks.
pub(super) fn parse(
    puzzle: bool,
    args: Vec<OsString>,
    lang: Lang,
    locale: Locale,
) -> Result<Invocation, CliError> {
    let command = if puzzle { "nim puzzle" } else { "nim learn" };
    let refuse = |text: String| refusal(lang, command, text);
    let mut read = Read::default();
    let mut parser = lexopt::Parser::from_args(args);
    loop {
        let arg = match parser.next() {
            Ok(Some(arg)) => Owned::of(arg),
            Ok(None) => break,
            Err(lexopt::Error::UnexpectedValue { option, .. }) => {
                return Err(refuse(
                    lang.cli_refusal(Refusal::TakesNoValue { flag: &option }),
                ));
            }
            Err(other) => {
                let typed = other.to_string();
                let words = Refusal::Unknown {
                    typed: &typed,
                    command,
                };
                return Err(refuse(lang.cli_refusal(words)));
            }
        };
        let mut value = |flag: &str, example: &str| match parser.value() {
            Ok(value) => Ok(value.to_string_lossy().into_owned()),
            Err(_) => Err(refuse(
                lang.cli_refusal(Refusal::NeedsValue { flag, example }),
            )),
        };
        match arg {
            Owned::Long(name) if name == "help" => {
                let text = if puzzle {
                    lang.cli_puzzle_help()
                } else {
                    lang.cli_learn_help()
                };
                return Err(CliError {
                    kind: ErrorKind::DisplayHelp,
                    text: format!("{text}\n"),
                });
            }
            Owned::Short('h') => {
                let text = if puzzle {
                    lang.cli_puzzle_help()
                } else {
                    lang.cli_learn_help()
                };
                return Err(CliError {
                    kind: ErrorKind::DisplayHelp,
                    text: format!("{text}\n"),
                });
            }
            Owned::Long(name) if name == "plain" => read.plain = true,
            Owned::Long(name) if name == "ascii" => read.ascii = true,
            Owned::Long(name) if name == "lang" => {
                let typed = value("--lang", "ru")?;
                if Lang::from_code(&typed).is_none() {
                    let choices: Vec<&str> = Lang::codes().collect();
                    let choices = choices.join(", ");
                    let words = Refusal::Choice {
                        flag: "--lang",
                        typed: &typed,
                        choices: &choices,
                    };
                    return Err(refuse(lang.cli_refusal(words)));
                }
            }
            Owned::Long(name) if name == "seed" => {
                let typed = value("--seed", "42")?;
                let seed = typed
                    .trim()
                    .parse()
                    .map_err(|_| refuse(lang.cli_refusal(Refusal::Seed { typed: &typed })))?;
                read.seed = Some(seed);
            }
            Owned::Long(name) if name == "lesson" && !puzzle => {
                let typed = value("--lesson", "3")?;
                let lesson = typed.trim().parse().ok().and_then(Lesson::from_number);
                read.lesson = Some(lesson.ok_or_else(|| refuse(lang.cli_lesson_range(&typed)))?);
            }
            Owned::Long(name) if name == "daily" && puzzle => read.daily = true,
            Owned::Long(name) if name == "board" && puzzle => read.board = true,
            Owned::Value(word) if puzzle && word == "board" => read.board = true,
            Owned::Value(word) => {
                let typed = word.to_string_lossy();
                let words = Refusal::Unexpected {
                    typed: &typed,
                    command,
                };
                return Err(refuse(lang.cli_refusal(words)));
            }
            Owned::Long(name) => {
                let typed = format!("--{name}");
                let words = Refusal::Unknown {
                    typed: &typed,
                    command,
                };
                return Err(refuse(lang.cli_refusal(words)));
            }
            Owned::Short(c) => {
                let typed = format!("-{c}");
                let words = Refusal::Unknown {
                    typed: &typed,
                    command,
                };
                return Err(refuse(lang.cli_refusal(words)));
            }
        }
    }
    let ascii = read.ascii || locale.ascii;
    if puzzle {
        let pick = match (read.daily, read.seed) {
            (true, Some(_)) => return Err(refuse(lang.cli_daily_or_seed())),
            (true, None) => Pick::Daily,
            (false, Some(seed)) => Pick::Seed(seed),
            (false, None) => Pick::Any,
        };
        return Ok(Invocation::Puzzle(PuzzleOptions {
            board: read.board,
            pick,
            plain: read.plain,
            lang,
            ascii,
        }));
    }
    Ok(Invocation::Learn(LearnOptions {
        lesson: read.lesson,
        seed: read.seed,
        plain: read.plain,
        lang,
        ascii,
    }))
}

/// An argument, no longer borrowing the parser (a flag's value is read
/// from it after).
enum Owned {
    Long(String),
    Short(char),
    Value(OsString),
}

impl Owned {
    fn of(arg: lexopt::Arg<'_>) -> Owned {
        match arg {
            lexopt::Arg::Long(name) => Owned::Long(name.to_string()),
            lexopt::Arg::Short(c) => Owned::Short(c),
            lexopt::Arg::Value(word) => Owned::Value(word),
        }
    }
}

/// A refusal as the other commands print theirs, status 2.
fn refusal(lang: Lang, command: &str, words: String) -> CliError {
    CliError {
        kind: ErrorKind::ValueValidation,
        text: format!("error: {words}\n\n{}\n", lang.cli_try_help(command)),
    }
}

#[cfg(test)]
#[path = "learn_tests.rs"]
mod tests;
