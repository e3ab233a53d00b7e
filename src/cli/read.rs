//! Reading the line, token by token: the command chosen so far, the flags
//! on each side of its word, the rows to analyse; then the options they
//! make, or the first mistake, worded.

use std::ffi::OsString;

use super::command::{Shell, Subcommand};
use super::flags::{self, Flag, Id};
use super::given::{self, Given, Parsed};
use super::read_analyze::analyze_options;
use super::read_learn::{learn_options, puzzle_options, replay_options};
use super::read_net::{join_options, serve_options};
use super::read_play::play_options;
use super::read_sheet::worksheet_options;
use super::refuse::refuse_in;
use super::usage;
use crate::cli::{CliError, ErrorKind, Invocation};
use crate::game::table::start::Game;
use crate::text::help::Refusal;
use crate::text::{Lang, Locale};

/// An argument as lexopt splits it, owned, so that the parser can be asked
/// for the value that follows.
pub(super) enum Token {
    Short(char),
    Long(String),
    Value(OsString),
}

impl Token {
    pub(super) fn of(arg: lexopt::Arg<'_>) -> Token {
        match arg {
            lexopt::Arg::Short(c) => Token::Short(c),
            lexopt::Arg::Long(name) => Token::Long(name.to_string()),
            lexopt::Arg::Value(value) => Token::Value(value),
        }
    }
}

/// Where the parser stands: the command chosen so far, the language that
/// words its refusals, the flags given before and after the command's word
/// (with their values as typed: a flag given twice is refused before a
/// value is read), and the rows to analyse.
pub(super) struct Reading {
    pub(super) lang: Lang,
    pub(super) command: Subcommand,
    pub(super) before: Vec<(Flag, Option<String>)>,
    pub(super) after: Vec<(Flag, Option<String>)>,
    pub(super) rows: Vec<String>,
}

impl Reading {
    /// One token of the line, and the value it takes from `parser`.
    pub(super) fn take(
        &mut self,
        token: Token,
        parser: &mut lexopt::Parser,
    ) -> Result<(), CliError> {
        match token {
            Token::Short('h') => Err(self.help(self.command)),
            Token::Long(name) if name == "help" => Err(self.help(self.command)),
            Token::Short('V') => Err(version()),
            Token::Long(name) if name == "version" => Err(version()),
            // A negative count, for the analysis to refuse by its row.
            Token::Short(digit)
                if self.command == Subcommand::Analyze && digit.is_ascii_digit() =>
            {
                let rest = parser.optional_value().unwrap_or_default();
                let rest = rest.to_string_lossy();
                self.rows.push(format!("-{digit}{rest}"));
                Ok(())
            }
            Token::Short(letter) => {
                let typed = format!("-{letter}");
                Err(self.refuse(Refusal::Unknown {
                    typed: &typed,
                    command: self.command.name(),
                }))
            }
            Token::Long(name) => self.flag(&name, parser),
            Token::Value(word) => {
                let word = self.text(word, None)?;
                if self.command == Subcommand::Rows && word == "help" {
                    return Err(self.help_on(parser.raw_args().ok()));
                }
                self.word(word)
            }
        }
    }

    /// `--name`, and its value if it takes one.
    fn flag(&mut self, name: &str, parser: &mut lexopt::Parser) -> Result<(), CliError> {
        let typed = format!("--{name}");
        let Some(flag) = flags::by_name(name) else {
            return Err(self.refuse(Refusal::Unknown {
                typed: &typed,
                command: self.command.name(),
            }));
        };
        if !flags::takes(self.command, flag.id) {
            return Err(self.out_of_place(flag));
        }
        let side = if self.command == Subcommand::Rows {
            &self.before
        } else {
            &self.after
        };
        if side.iter().any(|(given, _)| given.id == flag.id) {
            return Err(self.refuse(Refusal::Repeated { flag: &typed }));
        }
        if self.command != Subcommand::Rows
            && self.before.iter().any(|(given, _)| given.id == flag.id)
        {
            return Err(self.refuse(Refusal::Twice {
                flag: &typed,
                command: self.command.name(),
            }));
        }
        let value = match flag.value {
            flags::Value::Switch => None,
            _ => match parser.value() {
                // `--seed --plain`: the next flag is not a value.
                Ok(value) if !value.to_string_lossy().starts_with("--") => {
                    Some(self.text(value, Some(&typed))?)
                }
                _ => {
                    return Err(self.refuse(Refusal::NeedsValue {
                        flag: &typed,
                        example: flag.in_command(self.command).example,
                    }));
                }
            },
        };
        if self.command == Subcommand::Rows {
            self.before.push((flag, value));
        } else {
            self.after.push((flag, value));
        }
        Ok(())
    }

    /// A word that is not a flag: the command's, or a row to analyse.
    fn word(&mut self, word: String) -> Result<(), CliError> {
        match (self.command, Subcommand::from_word(&word)) {
            (Subcommand::Rows, Some(command)) => {
                self.command = command;
                // The flags given before the word must fit the command too.
                if let Some((flag, _)) = self
                    .before
                    .iter()
                    .find(|(f, _)| !flags::takes(command, f.id))
                {
                    return Err(self.out_of_place(*flag));
                }
                Ok(())
            }
            (Subcommand::Analyze, _) => {
                self.rows.push(word);
                Ok(())
            }
            // The record to replay: one file.
            (Subcommand::Replay, _) if self.rows.is_empty() => {
                self.rows.push(word);
                Ok(())
            }
            (Subcommand::Replay, _) => Err(self.refuse(Refusal::ReplayExtra { typed: &word })),
            // `nim puzzle board` and `nim serve board`, as `--board`.
            (Subcommand::Puzzle | Subcommand::Serve, Some(Subcommand::Board))
                if !self.after.iter().any(|(flag, _)| flag.id == Id::Board) =>
            {
                self.after.push((flags::BOARD, None));
                Ok(())
            }
            // A puzzle's code (or what was typed for one), once.
            (Subcommand::Puzzle, _) if self.rows.is_empty() => {
                self.rows.push(word);
                Ok(())
            }
            // The puzzles a teacher chose, as many as a sheet holds.
            (Subcommand::Worksheet, _)
                if self.rows.len() < crate::game::learn::MAX_COUNT as usize =>
            {
                self.rows.push(word);
                Ok(())
            }
            (Subcommand::Worksheet, _) => Err(self.refuse(Refusal::SheetFull { typed: &word })),
            // The host's address, then its code.
            (Subcommand::Join, _) if self.rows.len() < 2 => {
                self.rows.push(word);
                Ok(())
            }
            (Subcommand::Join, _) => Err(self.refuse(Refusal::JoinExtra { typed: &word })),
            // The shell to complete for, once.
            (Subcommand::Completions, _) if self.rows.is_empty() => {
                if Shell::from_word(&word).is_none() {
                    let shells = shells();
                    return Err(self.refuse(Refusal::Shell {
                        typed: &word,
                        shells: &shells,
                    }));
                }
                self.rows.push(word);
                Ok(())
            }
            (Subcommand::Completions, _) => {
                Err(self.refuse(Refusal::CompletionsExtra { typed: &word }))
            }
            (command, _) => Err(self.refuse(Refusal::Unexpected {
                typed: &word,
                command: command.name(),
            })),
        }
    }

    /// The options the whole line gives.
    pub(super) fn finish(self, locale: Locale) -> Result<Invocation, CliError> {
        let mut given = Given::default();
        for (flag, value) in self.before.iter().chain(&self.after) {
            let parsed = match value {
                None => Parsed::Switch,
                Some(value) => {
                    given::parse(*flag, self.command, value, |refusal| self.refuse(refusal))?
                }
            };
            given.push(flag.id, parsed);
        }
        let Reading {
            lang,
            command,
            rows,
            ..
        } = self;
        match command {
            Subcommand::Analyze => analyze_options(&given, lang, rows),
            Subcommand::Replay => replay_options(&given, lang, rows, locale),
            Subcommand::Board => play_options(Game::Board, &given, lang, locale),
            Subcommand::Rows => play_options(Game::Rows, &given, lang, locale),
            Subcommand::Learn => Ok(learn_options(&given, lang, locale)),
            Subcommand::Puzzle => puzzle_options(&given, lang, &rows, locale),
            Subcommand::Worksheet => worksheet_options(&given, lang, &rows, locale),
            Subcommand::Serve => serve_options(&given, lang, locale),
            Subcommand::Join => join_options(&given, lang, &rows, locale),
            Subcommand::Man => Ok(Invocation::Man),
            Subcommand::Completions => rows
                .first()
                .and_then(|word| Shell::from_word(word))
                .map(Invocation::Completions)
                .ok_or_else(|| {
                    let shells = shells();
                    refuse_in(lang, command, Refusal::NeedsShell { shells: &shells })
                }),
        }
    }

    /// A flag the command does not take, refused with the reason: the
    /// games' own reasons for the rows' flags and the analysis', else the
    /// command that takes it.
    fn out_of_place(&self, flag: Flag) -> CliError {
        let typed = flag.long();
        let analysis = matches!(
            flag.id,
            Id::Hint | Id::Explain | Id::Values | Id::Limit | Id::Summary
        );
        let owner = flags::owner(flag.id, self.command);
        match (self.command, owner) {
            (Subcommand::Board, _) if matches!(flag.id, Id::Rule | Id::Rules) => {
                self.refuse(Refusal::BoardIsNim { flag: &typed })
            }
            (Subcommand::Board, _) if matches!(flag.id, Id::Rows | Id::Random) => {
                self.refuse(Refusal::NotOnTheBoard { flag: &typed })
            }
            (Subcommand::Join, _) if flags::chooses_the_game(flag.id) => {
                self.refuse(Refusal::HostChooses { flag: &typed })
            }
            (Subcommand::Analyze, Some(Subcommand::Rows)) => {
                self.refuse(Refusal::NotForAnalyze { flag: &typed })
            }
            (Subcommand::Rows, _) if analysis => {
                self.refuse(Refusal::OnlyForAnalyze { flag: &typed })
            }
            (Subcommand::Rows | Subcommand::Board | Subcommand::Analyze, Some(owner)) => self
                .refuse(Refusal::OptionOf {
                    flag: &typed,
                    command: owner.name(),
                }),
            _ => self.refuse(Refusal::Unknown {
                typed: &typed,
                command: self.command.name(),
            }),
        }
    }

    /// An argument as text; one that is not UTF-8 is refused.
    fn text(&self, word: OsString, flag: Option<&str>) -> Result<String, CliError> {
        word.into_string().map_err(|word| {
            let typed = word.to_string_lossy();
            self.refuse(Refusal::NotText {
                flag: flag.unwrap_or_default(),
                typed: &typed,
            })
        })
    }

    pub(super) fn refuse(&self, refusal: Refusal) -> CliError {
        refuse_in(self.lang, self.command, refusal)
    }

    fn help(&self, command: Subcommand) -> CliError {
        CliError {
            kind: ErrorKind::DisplayHelp,
            text: usage::help(command, self.lang),
        }
    }

    /// `nim help`, and `nim help COMMAND` for any command's word.
    fn help_on(&self, rest: Option<lexopt::RawArgs<'_>>) -> CliError {
        let topic = rest
            .into_iter()
            .flatten()
            .find_map(|word| word.to_str().and_then(Subcommand::from_word));
        self.help(topic.unwrap_or(Subcommand::Rows))
    }
}

/// The shells `nim completions` knows, as a refusal lists them.
fn shells() -> String {
    let names: Vec<&str> = Shell::ALL.into_iter().map(Shell::name).collect();
    names.join(", ")
}

fn version() -> CliError {
    CliError {
        kind: ErrorKind::DisplayVersion,
        text: format!("nim {}\n", env!("CARGO_PKG_VERSION")),
    }
}
