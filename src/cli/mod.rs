//! The command line: `nim [FLAGS]`, `nim board [FLAGS]`, `nim analyze
//! [FLAGS] ROW...`. What leaves this module is [`Invocation`], plain typed
//! options, or a [`CliError`] that is worded and ready to print.
//!
//! lexopt splits the arguments; the table in `flags` says what each flag
//! is; `usage` writes the help. Every word of the help and of a refusal
//! comes from the catalogues, in the language asked for. (clap did this
//! job before: it was a third of the game's memory, 360 KB of the 2.8 MB
//! peak, for a dozen flags, and its own words could not be translated.)

mod flags;
mod given;
mod usage;

use std::ffi::OsString;
use std::fmt;
use std::io::{self, Write};

use lexopt::Arg;

pub use flags::Command;
use flags::{Flag, Id};
use given::{Given, Parsed};

use crate::game::Layout;
use crate::session::{First, Options, Players};
use crate::strategy::Rules;
use crate::table::Kind;
use crate::text::help::Refusal;
use crate::text::{Lang, Locale};

/// What the user asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invocation {
    Play(PlayOptions),
    Analyze(AnalyzeOptions),
}

/// Options of a game session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayOptions {
    /// The book's rows, or the board (`nim board`).
    pub game: Kind,
    pub options: Options,
    /// `--rows`; `None` means the default layout, or a random one with `random`.
    pub layout: Option<Layout>,
    pub random: bool,
    pub seed: Option<u64>,
    pub plain: bool,
    /// `--lang`, or else the locale's language.
    pub lang: Lang,
    pub quiet: bool,
    /// `--ascii`, or a locale whose character set is not UTF-8.
    pub ascii: bool,
    /// `--mouse`: a click plays (on the screen).
    pub mouse: bool,
    /// `--coach`: a word on each of the player's moves.
    pub coach: bool,
}

/// Options of `nim analyze`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalyzeOptions {
    pub rules: Rules,
    /// `--lang`, or else the locale's language: the language of a refusal.
    pub lang: Lang,
    /// `--hint`: only the `hint:` line, for scripts.
    pub hint: bool,
    /// As typed; `-` means stdin.
    pub rows: Vec<String>,
}

/// Why the command line did not become an [`Invocation`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// `--help`: the help, to stdout, status 0.
    DisplayHelp,
    /// `--version`, to stdout, status 0.
    DisplayVersion,
    /// A flag no command has, or a word where none belongs.
    UnknownArgument,
    /// A flag that needs a value came without one.
    MissingValue,
    /// A value that is not one of the flag's choices, or a switch given one.
    InvalidValue,
    /// A value of the right kind that does not fit: out of range, or
    /// together with the other flags.
    ValueValidation,
    /// A flag given twice, or two flags that exclude each other.
    ArgumentConflict,
    /// `nim analyze` without rows.
    MissingRequiredArgument,
}

/// The help, the version, or a refusal, worded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    kind: ErrorKind,
    text: String,
}

impl CliError {
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// 0 for the help and the version, 2 for a mistake.
    pub fn exit_code(&self) -> i32 {
        match self.kind {
            ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => 0,
            _ => 2,
        }
    }

    /// The help and the version to stdout, a mistake to stderr.
    pub fn print(&self) -> io::Result<()> {
        if self.exit_code() == 0 {
            let mut out = io::stdout().lock();
            out.write_all(self.text.as_bytes())?;
            out.flush()
        } else {
            io::stderr().lock().write_all(self.text.as_bytes())
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Where the parser stands: the command chosen so far, the language that
/// words its refusals, the flags given before and after the command's word
/// (with their values as typed: a flag given twice is refused before a
/// value is read), and the rows to analyse.
struct Reading {
    lang: Lang,
    command: Command,
    before: Vec<(Flag, Option<String>)>,
    after: Vec<(Flag, Option<String>)>,
    rows: Vec<String>,
}

/// Parses the arguments (the program name first); `locale` gives the
/// language when `--lang` does not choose one, and asks for ASCII drawing
/// where the terminal cannot show UTF-8.
pub fn parse_args<I, T>(args: I, locale: Locale) -> Result<Invocation, CliError>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString>,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // The help and every refusal speak the language asked for, wherever
    // `--lang` stands on the line.
    let lang = requested_lang(&args).unwrap_or(locale.lang);
    let mut reading = Reading {
        lang,
        command: Command::Rows,
        before: Vec::new(),
        after: Vec::new(),
        rows: Vec::new(),
    };
    let mut parser = lexopt::Parser::from_args(args.into_iter().skip(1));
    loop {
        let arg = match parser.next() {
            Ok(Some(arg)) => arg,
            Ok(None) => break,
            Err(lexopt::Error::UnexpectedValue { option, .. }) => {
                return Err(reading.refuse(Refusal::TakesNoValue { flag: &option }));
            }
            Err(other) => {
                let typed = other.to_string();
                return Err(reading.refuse(Refusal::Unknown {
                    typed: &typed,
                    command: reading.command.name(),
                }));
            }
        };
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Err(reading.help(reading.command)),
            Arg::Short('V') | Arg::Long("version") => return Err(version()),
            // A negative count, for the analysis to refuse by its row.
            Arg::Short(digit) if reading.command == Command::Analyze && digit.is_ascii_digit() => {
                let rest = parser.optional_value().unwrap_or_default();
                let rest = rest.to_string_lossy();
                reading.rows.push(format!("-{digit}{rest}"));
            }
            Arg::Short(letter) => {
                let typed = format!("-{letter}");
                return Err(reading.refuse(Refusal::Unknown {
                    typed: &typed,
                    command: reading.command.name(),
                }));
            }
            Arg::Long(name) => {
                let name = name.to_string();
                reading.flag(&name, &mut parser)?;
            }
            Arg::Value(word) => {
                let word = reading.text(word, None)?;
                if reading.command == Command::Rows && word == "help" {
                    return Err(reading.help_on(parser.raw_args().ok()));
                }
                reading.word(word)?;
            }
        }
    }
    reading.finish(locale)
}

impl Reading {
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
            (command, _) => Err(self.refuse(Refusal::Unexpected {
                typed: &word,
                command: command.name(),
            })),
        }
    }

    /// The options the whole line gives.
    fn finish(self, locale: Locale) -> Result<Invocation, CliError> {
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
            Command::Analyze => {
                if rows.is_empty() {
                    return Err(refuse_in(lang, command, Refusal::NeedsRows));
                }
                Ok(Invocation::Analyze(AnalyzeOptions {
                    rules: rules(given.has(Id::Misere)),
                    lang: given.lang().unwrap_or(lang),
                    hint: given.has(Id::Hint),
                    rows,
                }))
            }
            Command::Board => play_options(Kind::Board, &given, lang, locale),
            Command::Rows => play_options(Kind::Rows, &given, lang, locale),
        }
    }

    /// A flag the command does not take, refused with the reason.
    fn out_of_place(&self, flag: Flag) -> CliError {
        let typed = flag.long();
        match self.command {
            Command::Board => self.refuse(Refusal::NotOnTheBoard { flag: &typed }),
            Command::Analyze => self.refuse(Refusal::NotForAnalyze { flag: &typed }),
            Command::Rows => self.refuse(Refusal::OnlyForAnalyze { flag: &typed }),
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

    fn refuse(&self, refusal: Refusal) -> CliError {
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
    game: Kind,
    given: &Given,
    lang: Lang,
    locale: Locale,
) -> Result<Invocation, CliError> {
    let command = match game {
        Kind::Rows => Command::Rows,
        Kind::Board => Command::Board,
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
    Ok(Invocation::Play(PlayOptions {
        game,
        options: Options {
            rules: rules(given.has(Id::Misere)),
            first,
            players,
            level: given.level().unwrap_or_default(),
        },
        layout: given.layout().cloned(),
        random: given.has(Id::Random),
        seed: given.seed(),
        plain: given.has(Id::Plain),
        lang: given.lang().unwrap_or(lang),
        quiet: given.has(Id::Quiet),
        ascii: given.has(Id::Ascii) || locale.ascii,
        mouse: given.has(Id::Mouse),
        coach: given.has(Id::Coach),
    }))
}

/// The language `--lang X` or `--lang=X` asks for, if it names one.
fn requested_lang(args: &[OsString]) -> Option<Lang> {
    let mut words = args.iter().filter_map(|a| a.to_str());
    while let Some(word) = words.next() {
        if word == "--" {
            return None;
        }
        if let Some(code) = word.strip_prefix("--lang=") {
            return Lang::from_code(code);
        }
        if word == "--lang" {
            return words.next().and_then(Lang::from_code);
        }
    }
    None
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
        Refusal::NeedsRows => ErrorKind::MissingRequiredArgument,
        _ => ErrorKind::ValueValidation,
    };
    let text = format!(
        "error: {}\n\n{}\n",
        lang.cli_refusal(refusal),
        lang.cli_try_help(command.name())
    );
    CliError { kind, text }
}

#[cfg(test)]
mod tests;
