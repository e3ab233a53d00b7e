//! The command line: `nim [FLAGS]`, `nim board [FLAGS]`, `nim analyze
//! [FLAGS] ROW...`, `nim replay [FLAGS] FILE`, `nim learn [FLAGS]`, `nim
//! puzzle [board] [FLAGS]`, `nim serve [board] [FLAGS]`, `nim join
//! ADDR:PORT CODE [FLAGS]`, `nim man`, `nim completions SHELL`. What
//! leaves this module is [`Invocation`], plain typed options, or a
//! [`CliError`] that is worded and ready to print.
//!
//! lexopt splits the arguments; the table in `flags` says what each flag
//! is, and `arguments` what each command takes besides; `usage` writes the
//! help, `man` the manual page and `complete` the shells' completion
//! scripts, all three from those tables. Every word of the help and of a
//! refusal comes from the catalogues, in the language asked for; the page
//! and the scripts are in English. (clap did this job before: it was a
//! third of the game's memory, 360 KB of the 2.8 MB peak, for a dozen
//! flags, and its own words could not be translated.)

mod arguments;
mod command;
mod complete;
mod flags;
mod front;
mod given;
mod man;
mod read;
mod read_analyze;
mod read_chosen;
mod read_learn;
mod read_net;
mod read_play;
mod read_sheet;
mod refuse;
mod usage;

use std::ffi::OsString;
use std::fmt;
use std::io::{self, Write};
use std::net::SocketAddr;
use std::path::PathBuf;

pub use crate::game::net::address::AddrProblem;
pub use command::{Shell, Subcommand};
pub use complete::script;
pub use front::Front;
pub use man::page;
use read::{Reading, Token};

use crate::analyze::Source;
use crate::game::learn::{Day, Lesson, Position, PuzzleCode};
use crate::game::net::protocol::{Code, Role};
use crate::game::session::Options;
use crate::game::table::start::{Game, Start};
use crate::game::theory::grundy::Limits;
use crate::game::theory::rule::RowRules;
use crate::game::theory::strategy::Rules;
use crate::text::help::Refusal;
use crate::text::{Lang, Locale};

/// What the user asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invocation {
    Play(PlayOptions),
    Analyze(AnalyzeOptions),
    Replay(ReplayOptions),
    /// `nim learn`: the lesson ladder.
    Learn(LearnOptions),
    /// `nim puzzle`: one puzzle and its verdict.
    Puzzle(PuzzleOptions),
    /// `nim worksheet`: puzzles and their answers, printed.
    Worksheet(WorksheetOptions),
    /// `nim serve`: a game hosted for a player on another machine.
    Serve(ServeOptions),
    /// `nim join`: a game another machine hosts.
    Join(JoinOptions),
    /// `nim man`: the manual page, in roff.
    Man,
    /// `nim completions SHELL`: the shell's completion script.
    Completions(Shell),
}

/// Options of a game session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayOptions {
    /// The book's rows, or the board (`nim board`).
    pub game: Game,
    pub options: Options,
    /// The rows' first layout: the book's, `--rows` or `--random`.
    pub start: Start,
    pub seed: Option<u64>,
    /// How the game is shown and heard.
    pub front: Front,
    /// `--rule` / `--rules`: each row's rule (the book's nim by default).
    pub row_rules: RowRules,
    /// `--record FILE`: every game written down as it is played.
    pub record: Option<PathBuf>,
    /// `--force`: `--record` may write over an existing file.
    pub force: bool,
}

/// Options of `nim replay`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayOptions {
    /// The record to show.
    pub path: PathBuf,
    /// `--review`: the moves marked kept or missed, and the turning point.
    pub review: bool,
    /// `--game N`: the record's N-th game (from 1); all of them without it.
    pub game: Option<usize>,
    /// How the record is shown.
    pub front: Front,
}

/// Options of `nim learn`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LearnOptions {
    /// `--lesson N`: where to start, else where the learner stopped.
    pub lesson: Option<Lesson>,
    pub seed: Option<u64>,
    /// `--date`: the day the missed puzzles are due by, else the clock's.
    pub date: Option<Day>,
    /// `--report`: the report card instead of the lessons.
    pub report: bool,
    /// How the lessons are shown; `--quiet`: no beep on a refused answer.
    pub front: Front,
}

/// Which puzzle `nim puzzle` sets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    /// `nim puzzle CODE`: the puzzle the code names.
    Code(PuzzleCode),
    /// `--rows` (with `--rules`, `--misere`), or the board's gaps: a
    /// chosen position.
    Chosen(Position),
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
    /// `--date`: the day of `--daily` (given alone, it asks for it), else
    /// the clock's.
    pub date: Option<Day>,
    /// How the puzzle is shown; `--quiet`: no beep on a refused answer.
    pub front: Front,
}

/// Options of `nim worksheet`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorksheetOptions {
    /// `--lesson N`: every puzzle's lesson; lessons 1-6 in turn without it.
    pub lesson: Option<Lesson>,
    /// `--count N`.
    pub count: u32,
    /// `--seed S`: the sheet; one is drawn (and printed) without it.
    pub seed: Option<u64>,
    /// The puzzles a teacher chose (rows or codes), in order: the sheet
    /// holds these and no other.
    pub chosen: Vec<crate::game::learn::AnyCode>,
    /// `--lang`, and `--ascii` (its words and its glyphs).
    pub lang: Lang,
    pub ascii: bool,
}

/// Options of `nim serve`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServeOptions {
    /// The host's game, exactly as `nim`/`nim board` would play it (players
    /// and level at their defaults).
    pub play: PlayOptions,
    /// `--listen`: where the joiner connects (this machine, a free port,
    /// by default).
    pub listen: SocketAddr,
    /// Who opens each game.
    pub first: Role,
}

/// Options of `nim join`: where the host is and its code; the host chooses
/// the game, the joiner only how to see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JoinOptions {
    /// `ADDR:PORT` as typed: a host name is resolved when connecting.
    pub addr: String,
    pub code: Code,
    /// How the host's game is shown.
    pub front: Front,
}

/// Options of `nim analyze`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalyzeOptions {
    pub rules: Rules,
    /// `--lang`, or else the locale's language: the language of a refusal.
    pub lang: Lang,
    /// `--hint`: only the `hint:` line, for scripts.
    pub hint: bool,
    /// `--explain`: each row's step of the rule after the moves.
    pub explain: bool,
    /// `--rule` / `--rules`: each row's rule (the book's nim by default).
    pub row_rules: RowRules,
    /// `--limit`: how far a rule's values are computed.
    pub limits: Limits,
    /// The rows as typed, or stdin (`-`).
    pub source: Source,
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
    /// `nim analyze` without rows, `nim join` without its address or code.
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
    // In ASCII where the terminal cannot show UTF-8, or `--ascii` asks.
    let ascii = locale.ascii || args.iter().any(|arg| arg == "--ascii");
    let lang = requested_lang(&args).unwrap_or(locale.lang).in_ascii(ascii);
    let mut reading = Reading {
        lang,
        command: Subcommand::Rows,
        before: Vec::new(),
        after: Vec::new(),
        rows: Vec::new(),
    };
    let mut parser = lexopt::Parser::from_args(args.into_iter().skip(1));
    loop {
        let arg = match parser.next() {
            Ok(Some(arg)) => arg,
            Ok(None) => break,
            // The only mistake lexopt finds itself: `--plain=yes`.
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
        let token = Token::of(arg);
        reading.take(token, &mut parser)?;
    }
    reading.finish(locale)
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

#[cfg(test)]
mod tests;
