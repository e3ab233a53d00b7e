//! The command line. Clap stays in this module: what leaves it is [`Invocation`],
//! plain typed options that the rest of the program understands.

use std::ffi::OsString;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{ArgMatches, Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use crate::layout::Layout;
use crate::session::{First, Options, Players};
use crate::start::Game as Kind;
use crate::strategy::{Level, Rules};
use crate::text::help::{Help, Refusal};
use crate::text::{Lang, Locale};

// The help texts come from the catalogues at run time: see `localized`.
// No `args_conflicts_with_subcommands`: a game's flags may come before
// `board` (and `--lang` before `analyze`); `parse_args` sorts out the rest.
// Not clap's `global` args either: they would reach `analyze` too (and be
// listed in its help), and one given on both sides would silently win.
#[derive(Debug, Parser)]
#[command(name = "nim", version)]
struct Cli {
    #[command(subcommand)]
    command: Option<Sub>,
    #[command(flatten)]
    layout: LayoutArgs,
    #[command(flatten)]
    common: Common,
}

/// The rows' layout. `nim board` takes these too, hidden, only to refuse
/// them with a reason where clap would say "unexpected argument".
// No group: `parse_args` reads the matches' ids as flags.
#[derive(Debug, Args)]
#[group(skip)]
struct LayoutArgs {
    // One string, split by `Layout::parse_list`: a repeated `--rows` is then
    // refused like any other repeated flag instead of being joined.
    #[arg(long, value_name = "N,N,...")]
    #[arg(conflicts_with = "random", allow_hyphen_values = true)]
    rows: Option<String>,
    #[arg(long)]
    random: bool,
}

/// The flags of a game, the book's or the board's. Each field is named as
/// its flag: `parse_args` speaks of a flag by its id.
#[derive(Debug, Args)]
#[group(skip)]
struct Common {
    // As typed, checked by `parse_args`, so that `-1` is a value (not a flag)
    // and the refusal says what a seed is, in the chosen language.
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    seed: Option<String>,
    #[arg(long)]
    misere: bool,
    #[arg(long, value_enum, ignore_case = true, default_value_t = FirstArg::Player)]
    first: FirstArg,
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=2))]
    #[arg(allow_negative_numbers = true)]
    players: u8,
    #[arg(long)]
    plain: bool,
    #[arg(long, value_parser = lang_parser(), ignore_case = true)]
    lang: Option<Lang>,
    #[arg(long, value_enum, ignore_case = true, default_value_t = LevelArg::Hard)]
    level: LevelArg,
    #[arg(long)]
    coach: bool,
    #[arg(long)]
    quiet: bool,
    #[arg(long)]
    ascii: bool,
    #[arg(long)]
    mouse: bool,
}

impl Common {
    /// The flags given on either side of `board`: those after it where
    /// `after_given` says they were given there, else those before.
    fn merge(before: Common, after: Common, after_given: impl Fn(&str) -> bool) -> Common {
        // A struct literal: a field left out of the list does not compile.
        macro_rules! pick {
            ($($field:ident),*) => {
                Common {
                    $($field: if after_given(stringify!($field)) {
                        after.$field
                    } else {
                        before.$field
                    },)*
                }
            };
        }
        pick!(
            seed, misere, first, players, plain, lang, level, coach, quiet, ascii, mouse
        )
    }
}

#[derive(Debug, Subcommand)]
enum Sub {
    // 尼姆棋, the board game of the same theory (help from the catalogues).
    Board {
        #[command(flatten)]
        common: Common,
        #[command(flatten)]
        layout: LayoutArgs,
    },
    Analyze {
        #[arg(long)]
        misere: bool,
        #[arg(long)]
        hint: bool,
        #[arg(long, value_parser = lang_parser(), ignore_case = true)]
        lang: Option<Lang>,
        #[arg(required = true, value_name = "ROW", allow_negative_numbers = true)]
        rows: Vec<String>,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum LevelArg {
    Easy,
    Medium,
    Hard,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum FirstArg {
    Player,
    Computer,
}

/// `--lang`: any language with a catalogue, in any case.
fn lang_parser() -> impl clap::builder::TypedValueParser<Value = Lang> {
    PossibleValuesParser::new(Lang::codes().collect::<Vec<_>>())
        .map(|code: String| Lang::from_code(&code).unwrap_or_default())
}

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

/// Parses the arguments (the program name first); `locale` gives the language
/// when `--lang` does not choose one, and asks for ASCII drawing where the
/// terminal cannot show UTF-8. A `clap::Error` knows its exit status: 0 for
/// `--help` and `--version`, 2 for a mistake.
pub fn parse_args<I, T>(args: I, locale: Locale) -> Result<Invocation, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // The help must be in the language asked for, before clap reads a flag.
    let lang = requested_lang(&args).unwrap_or(locale.lang);
    let matches = localized(Cli::command(), lang).try_get_matches_from(&args)?;
    let cli = Cli::from_arg_matches(&matches)?;
    match (cli.command, matches.subcommand()) {
        (
            Some(Sub::Analyze {
                misere,
                hint,
                lang: after,
                rows,
            }),
            Some((command, sub)),
        ) => {
            // `--misere` and `--lang` mean the same on either side.
            for flag in given_flags(&matches) {
                let id = &flag[2..];
                if id != "misere" && id != "lang" {
                    return Err(refuse(lang, Refusal::NotForAnalyze { flag: &flag }));
                }
                if given(sub, id) {
                    return Err(refuse(
                        lang,
                        Refusal::Twice {
                            flag: &flag,
                            command,
                        },
                    ));
                }
            }
            Ok(Invocation::Analyze(AnalyzeOptions {
                rules: rules(misere || cli.common.misere),
                lang: after.or(cli.common.lang).unwrap_or(lang),
                hint,
                rows,
            }))
        }
        (Some(Sub::Board { common, .. }), Some((command, sub))) => {
            for id in ["rows", "random"] {
                if given(&matches, id) || given(sub, id) {
                    let flag = &format!("--{id}");
                    return Err(refuse(lang, Refusal::NotOnTheBoard { flag }));
                }
            }
            if let Some(flag) = given_flags(&matches).find(|flag| given(sub, &flag[2..])) {
                return Err(refuse(
                    lang,
                    Refusal::Twice {
                        flag: &flag,
                        command,
                    },
                ));
            }
            let common = Common::merge(cli.common, common, |id| given(sub, id));
            let given = |id: &str| given(&matches, id) || given(sub, id);
            play_options(Kind::Board, common, None, given, (lang, locale))
        }
        _ => {
            let given = |id: &str| given(&matches, id);
            play_options(
                Kind::Rows,
                cli.common,
                Some(cli.layout),
                given,
                (lang, locale),
            )
        }
    }
}

/// Whether flag `id` was typed (not a default).
fn given(matches: &ArgMatches, id: &str) -> bool {
    matches.value_source(id) == Some(ValueSource::CommandLine)
}

/// The flags typed at this level, as typed (`--seed`).
fn given_flags(matches: &ArgMatches) -> impl Iterator<Item = String> {
    matches
        .ids()
        .filter(|id| given(matches, id.as_str()))
        .map(|id| format!("--{id}"))
}

/// The options of a game from its flags; `given` says which were typed;
/// `lang` speaks the refusals.
fn play_options(
    game: Kind,
    common: Common,
    layout: Option<LayoutArgs>,
    given: impl Fn(&str) -> bool,
    (lang, locale): (Lang, Locale),
) -> Result<Invocation, clap::Error> {
    let players = if common.players == 2 {
        Players::Two
    } else {
        Players::One
    };
    if players == Players::Two && given("level") {
        return Err(refuse(lang, Refusal::LevelNeedsComputer));
    }
    let first = match common.first {
        FirstArg::Player => First::Player,
        FirstArg::Computer if players == Players::Two => {
            return Err(refuse(lang, Refusal::FirstNeedsComputer));
        }
        FirstArg::Computer => First::Computer,
    };
    let seed = match common.seed.as_deref() {
        None => None,
        Some(typed) => match typed.parse::<u64>() {
            Ok(seed) => Some(seed),
            Err(_) => return Err(refuse(lang, Refusal::Seed { typed })),
        },
    };
    let (rows, random) = layout.map_or((None, false), |l| (l.rows, l.random));
    let layout = rows
        .as_deref()
        .map(Layout::parse_list)
        .transpose()
        .map_err(|e| usage_error(&format!("--rows: {}", lang.layout_error(&e))))?;
    Ok(Invocation::Play(PlayOptions {
        game,
        options: Options {
            rules: rules(common.misere),
            first,
            players,
            level: match common.level {
                LevelArg::Easy => Level::Easy,
                LevelArg::Medium => Level::Medium,
                LevelArg::Hard => Level::Hard,
            },
        },
        layout,
        random,
        seed,
        plain: common.plain,
        lang: common.lang.unwrap_or(lang),
        quiet: common.quiet,
        ascii: common.ascii || locale.ascii,
        mouse: common.mouse,
        coach: common.coach,
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

/// The command with its help texts in `lang`.
fn localized(command: clap::Command, lang: Lang) -> clap::Command {
    let text = |item| lang.help(item);
    let game_args = |command: clap::Command| {
        let args = [
            ("seed", Help::Seed),
            ("misere", Help::Misere),
            ("first", Help::First),
            ("players", Help::Players),
            ("plain", Help::Plain),
            ("lang", Help::Lang),
            ("level", Help::Level),
            ("coach", Help::Coach),
            ("quiet", Help::Quiet),
            ("ascii", Help::Ascii),
            ("mouse", Help::Mouse),
        ];
        args.into_iter().fold(command, |c, (id, item)| {
            c.mut_arg(id, |a| a.help(text(item)))
        })
    };
    game_args(command)
        // The book's 80 columns, whatever the terminal: clap wraps at spaces
        // (by display width), and the help is tested to fit.
        .term_width(80)
        .mut_arg("rows", |a| a.help(text(Help::Rows)))
        .mut_arg("random", |a| a.help(text(Help::Random)))
        .about(text(Help::About))
        .after_help(text(Help::Play))
        .mut_subcommand("board", |sub| {
            game_args(sub)
                .mut_arg("rows", |a| a.hide(true))
                .mut_arg("random", |a| a.hide(true))
                .about(text(Help::AboutBoard))
                .after_help(text(Help::PlayBoard))
                .mut_arg("ascii", |a| a.help(text(Help::BoardAscii)))
                .mut_arg("misere", |a| a.help(text(Help::BoardMisere)))
                .mut_arg("mouse", |a| a.help(text(Help::BoardMouse)))
        })
        .mut_subcommand("analyze", |sub| {
            sub.about(text(Help::AboutAnalyze))
                .mut_arg("lang", |a| a.help(text(Help::Lang)))
                .mut_arg("misere", |a| a.help(text(Help::AnalyzeMisere)))
                .mut_arg("rows", |a| a.help(text(Help::AnalyzeRows)))
                .mut_arg("hint", |a| a.help(text(Help::AnalyzeHint)))
        })
}

fn rules(misere: bool) -> Rules {
    if misere { Rules::Misere } else { Rules::Normal }
}

/// A mistake on the command line, formatted like clap's own (exit status 2).
pub fn usage_error(message: &str) -> clap::Error {
    Cli::command().error(ErrorKind::ValueValidation, message)
}

/// A command line refused in `lang`, as clap would refuse it: a flag given
/// twice is an argument conflict, the rest values that do not fit together
/// (exit status 2 for all).
fn refuse(lang: Lang, refusal: Refusal) -> clap::Error {
    let kind = match refusal {
        Refusal::Twice { .. } => ErrorKind::ArgumentConflict,
        _ => ErrorKind::ValueValidation,
    };
    Cli::command().error(kind, lang.cli_refusal(refusal))
}

#[cfg(test)]
#[path = "cli_tests.rs"]
mod tests;
