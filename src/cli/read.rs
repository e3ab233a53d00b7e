//! Reading the line, token by token: the command chosen so far, the flags
//! on each side of its word, the rows to analyse; then the options they
//! make, or the first mistake, worded.

use std::ffi::OsString;
use std::path::PathBuf;

use super::flags::{self, Command, Flag, Id};
use super::given::{self, Given, Parsed};
use super::usage;
use super::{AnalyzeOptions, CliError, ErrorKind, Invocation, PlayOptions, ReplayOptions};
use crate::analyze::Source;
use crate::rule::RowRules;
use crate::session::{First, Options, Players};
use crate::start::{Game, Start};
use crate::strategy::Rules;
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
    pub(super) command: Command,
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
            Token::Short(digit) if self.command == Command::Analyze && digit.is_ascii_digit() => {
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
                if self.command == Command::Rows && word == "help" {
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
        let side = if self.command == Command::Rows {
            &self.before
        } else {
            &self.after
        };
        if side.iter().any(|(given, _)| given.id == flag.id) {
            return Err(self.refuse(Refusal::Repeated { flag: &typed }));
        }
        if self.command != Command::Rows && self.before.iter().any(|(given, _)| given.id == flag.id)
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
                        example: flag.example,
                    }));
                }
            },
        };
        if self.command == Command::Rows {
            self.before.push((flag, value));
        } else {
            self.after.push((flag, value));
        }
        Ok(())
    }

    /// A word that is not a flag: the command's, or a row to analyse.
    fn word(&mut self, word: String) -> Result<(), CliError> {
        match (self.command, Command::from_word(&word)) {
            (Command::Rows, Some(command)) => {
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
            (Command::Analyze, _) => {
                self.rows.push(word);
                Ok(())
            }
            // The record to replay: one file.
            (Command::Replay, _) if self.rows.is_empty() => {
                self.rows.push(word);
                Ok(())
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
                Some(value) => given::parse(*flag, value, |refusal| self.refuse(refusal))?,
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
            Command::Analyze => analyze_options(&given, lang, rows),
            Command::Replay => replay_options(&given, lang, rows, locale),
            Command::Board => play_options(Game::Board, &given, lang, locale),
            Command::Rows => play_options(Game::Rows, &given, lang, locale),
        }
    }

    /// A flag the command does not take, refused with the reason.
    fn out_of_place(&self, flag: Flag) -> CliError {
        let typed = flag.long();
        match self.command {
            Command::Board if matches!(flag.id, Id::Rule | Id::Rules) => {
                self.refuse(Refusal::BoardIsNim { flag: &typed })
            }
            Command::Board => self.refuse(Refusal::NotOnTheBoard { flag: &typed }),
            Command::Analyze => self.refuse(Refusal::NotForAnalyze { flag: &typed }),
            Command::Rows => self.refuse(Refusal::OnlyForAnalyze { flag: &typed }),
            Command::Replay => self.refuse(Refusal::Unknown {
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

    fn help(&self, command: Command) -> CliError {
        CliError {
            kind: ErrorKind::DisplayHelp,
            text: usage::help(command, self.lang),
        }
    }

    /// `nim help`, `nim help board`, `nim help analyze`.
    fn help_on(&self, rest: Option<lexopt::RawArgs<'_>>) -> CliError {
        let topic = rest
            .into_iter()
            .flatten()
            .find_map(|word| word.to_str().and_then(Command::from_word));
        self.help(topic.unwrap_or(Command::Rows))
    }
}

/// The options of a game from its flags; `lang` speaks the refusals.
fn play_options(
    game: Game,
    given: &Given,
    lang: Lang,
    locale: Locale,
) -> Result<Invocation, CliError> {
    let command = match game {
        Game::Rows => Command::Rows,
        Game::Board => Command::Board,
    };
    let players = given.players().unwrap_or_default();
    if players == Players::Two && given.has(Id::Level) {
        return Err(refuse_in(lang, command, Refusal::LevelNeedsComputer));
    }
    let first = given.first().unwrap_or_default();
    if players == Players::Two && first == First::Computer {
        return Err(refuse_in(lang, command, Refusal::FirstNeedsComputer));
    }
    if given.has(Id::Rows) && given.has(Id::Random) {
        return Err(refuse_in(lang, command, Refusal::RowsOrRandom));
    }
    check_play_rules(given, lang, command)?;
    if given.has(Id::Force) && !given.has(Id::Record) {
        return Err(refuse_in(lang, command, Refusal::ForceNeedsRecord));
    }
    Ok(Invocation::Play(PlayOptions {
        game,
        options: Options {
            rules: rules(given.has(Id::Misere)),
            first,
            players,
            level: given.level().unwrap_or_default(),
        },
        start: match given.layout() {
            Some(layout) => Start::Given(layout.clone()),
            None if given.has(Id::Random) => Start::Random,
            None => Start::Book,
        },
        seed: given.seed(),
        plain: given.has(Id::Plain),
        // The game and the analysis are told of ASCII on their own.
        lang: given.lang().unwrap_or(lang.in_ascii(false)),
        quiet: given.has(Id::Quiet),
        ascii: given.has(Id::Ascii) || locale.ascii,
        mouse: given.has(Id::Mouse),
        coach: given.has(Id::Coach),
        row_rules: given.row_rules(),
        record: given.record().map(PathBuf::from),
        force: given.has(Id::Force),
    }))
}

/// `nim replay`'s options: one record file.
fn replay_options(
    given: &Given,
    lang: Lang,
    mut words: Vec<String>,
    locale: Locale,
) -> Result<Invocation, CliError> {
    let Some(path) = words.pop() else {
        return Err(refuse_in(lang, Command::Replay, Refusal::NeedsRecord));
    };
    Ok(Invocation::Replay(ReplayOptions {
        path: PathBuf::from(path),
        review: given.has(Id::Review),
        game: given.game(),
        plain: given.has(Id::Plain),
        lang: given.lang().unwrap_or(lang.in_ascii(false)),
        ascii: given.has(Id::Ascii) || locale.ascii,
        quiet: given.has(Id::Quiet),
    }))
}

/// `nim analyze`'s options: rows, or `--values` of one rule.
fn analyze_options(given: &Given, lang: Lang, rows: Vec<String>) -> Result<Invocation, CliError> {
    let command = Command::Analyze;
    let refuse = |refusal| refuse_in(lang, command, refusal);
    check_rules(given).map_err(refuse)?;
    let source = match given.values() {
        Some(_) if !given.has(Id::Rule) => return Err(refuse(Refusal::ValuesNeedRule)),
        Some(_) if !rows.is_empty() => return Err(refuse(Refusal::ValuesNoRows)),
        Some(_) if given.has(Id::Hint) => {
            return Err(refuse(Refusal::ValuesWith { flag: "--hint" }));
        }
        Some(_) if given.has(Id::Misere) => {
            return Err(refuse(Refusal::ValuesWith { flag: "--misere" }));
        }
        Some(upto) => Source::Values(upto),
        None if rows.is_empty() => return Err(refuse(Refusal::NeedsRows)),
        None => Source::from_args(rows),
    };
    Ok(Invocation::Analyze(AnalyzeOptions {
        rules: rules(given.has(Id::Misere)),
        lang: given.lang().unwrap_or(lang.in_ascii(false)),
        hint: given.has(Id::Hint),
        explain: given.has(Id::Explain),
        row_rules: given.row_rules(),
        source,
    }))
}

/// What every command with rules refuses: both flags, and misère with a
/// rule other than nim (Bouton's misère rule is nim's alone).
fn check_rules(given: &Given) -> Result<(), Refusal<'static>> {
    if given.has(Id::Rule) && given.has(Id::Rules) {
        return Err(Refusal::RuleOrRules);
    }
    if given.has(Id::Misere) && !given.row_rules().all_nim() {
        return Err(Refusal::MisereRules);
    }
    Ok(())
}

/// What a game refuses of its rules: a count of rules that is not the
/// count of rows, a count of rows left to chance, a rule with no end.
fn check_play_rules(given: &Given, lang: Lang, command: Command) -> Result<(), CliError> {
    let refuse = |refusal| Err(refuse_in(lang, command, refusal));
    check_rules(given).or_else(refuse)?;
    if let Some(rules) = given.rules_count() {
        if given.has(Id::Random) {
            return refuse(Refusal::RulesRandom);
        }
        let rows = given.layout().cloned().unwrap_or_default().rows().len();
        if rules != rows {
            return refuse(Refusal::RulesCount { rules, rows });
        }
    }
    let row_rules = given.row_rules();
    let mut rules = match &row_rules {
        RowRules::Every(rule) => std::slice::from_ref(rule).iter(),
        RowRules::Each(rules) => rules.iter(),
    };
    if let Some(rule) = rules.find(|rule| !rule.playable()) {
        let rule = rule.to_string();
        return refuse(Refusal::NotPlayable { rule: &rule });
    }
    Ok(())
}

fn rules(misere: bool) -> Rules {
    if misere { Rules::Misere } else { Rules::Normal }
}

fn version() -> CliError {
    CliError {
        kind: ErrorKind::DisplayVersion,
        text: format!("nim {}\n", env!("CARGO_PKG_VERSION")),
    }
}

/// A refusal in `lang`, in the shape every command-line tool uses: `error:`,
/// the reason, and where to read more (status 2).
fn refuse_in(lang: Lang, command: Command, refusal: Refusal) -> CliError {
    let kind = match refusal {
        Refusal::Unknown { .. } | Refusal::Unexpected { .. } | Refusal::OnlyForAnalyze { .. } => {
            ErrorKind::UnknownArgument
        }
        Refusal::NeedsValue { .. } => ErrorKind::MissingValue,
        Refusal::TakesNoValue { .. } | Refusal::Choice { .. } | Refusal::NotText { .. } => {
            ErrorKind::InvalidValue
        }
        Refusal::Repeated { .. } | Refusal::Twice { .. } | Refusal::RowsOrRandom => {
            ErrorKind::ArgumentConflict
        }
        Refusal::NeedsRows | Refusal::NeedsRecord => ErrorKind::MissingRequiredArgument,
        _ => ErrorKind::ValueValidation,
    };
    let text = format!(
        "error: {}\n\n{}\n",
        lang.cli_refusal(refusal),
        lang.cli_try_help(command.name())
    );
    CliError { kind, text }
}
