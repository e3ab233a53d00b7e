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
    let words = Words {
        lang,
        puzzle,
        command: if puzzle { "nim puzzle" } else { "nim learn" },
    };
    let mut read = Read::default();
    let mut parser = lexopt::Parser::from_args(args);
    loop {
        let arg = match parser.next() {
            Ok(Some(arg)) => Owned::of(arg),
            Ok(None) => break,
            Err(lexopt::Error::UnexpectedValue { option, .. }) => {
                return Err(words.refuse(Refusal::TakesNoValue { flag: &option }));
            }
            Err(other) => return Err(words.unknown(&other.to_string())),
        };
        read.take(arg, &mut parser, words)?;
    }
    read.finish(words, locale.ascii)
}

/// Who speaks a refusal, for which command.
#[derive(Clone, Copy)]
struct Words {
    lang: Lang,
    puzzle: bool,
    command: &'static str,
}

impl Words {
    fn refuse(self, refusal: Refusal) -> CliError {
        self.refuse_with(self.lang.cli_refusal(refusal))
    }

    /// A refusal as the other commands print theirs, status 2.
    fn refuse_with(self, words: String) -> CliError {
        let more = self.lang.cli_try_help(self.command);
        CliError {
            kind: ErrorKind::ValueValidation,
            text: format!("error: {words}\n\n{more}\n"),
        }
    }

    fn unknown(self, typed: &str) -> CliError {
        let command = self.command;
        self.refuse(Refusal::Unknown { typed, command })
    }

    fn help(self) -> CliError {
        let text = match self.puzzle {
            true => self.lang.cli_puzzle_help(),
            false => self.lang.cli_learn_help(),
        };
        CliError {
            kind: ErrorKind::DisplayHelp,
            text: format!("{text}\n"),
        }
    }
}

impl Read {
    /// Takes one argument (and the value a flag needs).
    fn take(
        &mut self,
        arg: Owned,
        parser: &mut lexopt::Parser,
        words: Words,
    ) -> Result<(), CliError> {
        let puzzle = words.puzzle;
        let mut value = |flag: &str, example: &str| match parser.value() {
            Ok(value) => Ok(value.to_string_lossy().into_owned()),
            Err(_) => Err(words.refuse(Refusal::NeedsValue { flag, example })),
        };
        match arg {
            Owned::Short('h') => return Err(words.help()),
            Owned::Long(name) => match name.as_str() {
                "help" => return Err(words.help()),
                "plain" => self.plain = true,
                "ascii" => self.ascii = true,
                "lang" => check_lang(&value("--lang", "ru")?, words)?,
                "seed" => {
                    let typed = value("--seed", "42")?;
                    let seed = typed.trim().parse();
                    let refused = || words.refuse(Refusal::Seed { typed: &typed });
                    self.seed = Some(seed.map_err(|_| refused())?);
                }
                "lesson" if !puzzle => {
                    let typed = value("--lesson", "3")?;
                    let lesson = typed.trim().parse().ok().and_then(Lesson::from_number);
                    let refused = || words.refuse_with(words.lang.cli_lesson_range(&typed));
                    self.lesson = Some(lesson.ok_or_else(refused)?);
                }
                "daily" if puzzle => self.daily = true,
                "board" if puzzle => self.board = true,
                _ => return Err(words.unknown(&format!("--{name}"))),
            },
            Owned::Value(word) if puzzle && word == "board" => self.board = true,
            Owned::Value(word) => {
                let typed = word.to_string_lossy();
                let command = words.command;
                return Err(words.refuse(Refusal::Unexpected {
                    typed: &typed,
                    command,
                }));
            }
            Owned::Short(c) => return Err(words.unknown(&format!("-{c}"))),
        }
        Ok(())
    }

    /// The options read, or the refusal of `--daily` with `--seed`.
    fn finish(self, words: Words, ascii: bool) -> Result<Invocation, CliError> {
        let (lang, ascii) = (words.lang, self.ascii || ascii);
        if !words.puzzle {
            return Ok(Invocation::Learn(LearnOptions {
                lesson: self.lesson,
                seed: self.seed,
                plain: self.plain,
                lang,
                ascii,
            }));
        }
        let pick = match (self.daily, self.seed) {
            (true, Some(_)) => return Err(words.refuse_with(lang.cli_daily_or_seed())),
            (true, None) => Pick::Daily,
            (false, Some(seed)) => Pick::Seed(seed),
            (false, None) => Pick::Any,
        };
        Ok(Invocation::Puzzle(PuzzleOptions {
            board: self.board,
            pick,
            plain: self.plain,
            lang,
            ascii,
        }))
    }
}

/// `--lang` names a catalogue (the language itself is read before parsing).
fn check_lang(typed: &str, words: Words) -> Result<(), CliError> {
    if Lang::from_code(typed).is_some() {
        return Ok(());
    }
    let choices: Vec<&str> = Lang::codes().collect();
    let choices = choices.join(", ");
    Err(words.refuse(Refusal::Choice {
        flag: "--lang",
        typed,
        choices: &choices,
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

#[cfg(test)]
#[path = "learn_tests.rs"]
mod tests;
