//! The command line. Clap stays in this module: what leaves it is [`Invocation`],
//! plain typed options that the rest of the program understands.

use std::ffi::OsString;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{ArgMatches, Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use crate::game::Layout;
use crate::session::{First, Options, Players};
use crate::strategy::{Level, Rules};
use crate::table::Kind;
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
mod tests {
    use super::*;

    fn play(args: &[&str]) -> PlayOptions {
        match parse_args(
            std::iter::once("nim").chain(args.iter().copied()),
            Locale::default(),
        ) {
            Ok(Invocation::Play(options)) => options,
            other => panic!("expected play options, got {other:?}"),
        }
    }

    fn error_kind(args: &[&str]) -> ErrorKind {
        parse_args(
            std::iter::once("nim").chain(args.iter().copied()),
            Locale::default(),
        )
        .expect_err("should be refused")
        .kind()
    }

    #[test]
    fn defaults_are_the_books() {
        let options = play(&[]);
        assert_eq!(options.options, Options::default());
        assert_eq!(options.layout, None);
        assert!(!options.random && !options.plain);
    }

    #[test]
    fn flags_become_options() {
        let options = play(&[
            "--rows", "1,2,3", "--misere", "--first", "computer", "--seed", "9", "--lang", "ru",
        ]);
        assert_eq!(options.layout, Some(Layout::new(vec![1, 2, 3]).unwrap()));
        assert_eq!(options.options.rules, Rules::Misere);
        assert_eq!(options.options.first, First::Computer);
        assert_eq!(options.seed, Some(9));
        assert_eq!(options.lang, Lang::from_code("ru").unwrap());
        assert_eq!(play(&["--players", "2"]).options.players, Players::Two);
        assert_eq!(play(&["--lang", "RU"]).lang, Lang::from_code("ru").unwrap());
        assert_eq!(play(&["--lang=zh"]).lang, Lang::from_code("zh").unwrap());
        assert_eq!(play(&[]).lang, Lang::ENGLISH);
        assert_eq!(
            play(&["--first", "Computer"]).options.first,
            First::Computer
        );
    }

    #[test]
    fn a_repeated_flag_is_refused_not_joined() {
        for args in [
            &["--rows", "3", "--rows", "4"][..],
            &["--seed", "1", "--seed", "2"],
            &["--lang", "en", "--lang", "ru"],
            &["--misere", "--misere"],
        ] {
            assert_eq!(error_kind(args), ErrorKind::ArgumentConflict, "{args:?}");
        }
    }

    #[test]
    fn bad_rows_are_named_as_typed() {
        let message = |args: &[&str]| {
            parse_args(
                std::iter::once("nim").chain(args.iter().copied()),
                Locale::default(),
            )
            .expect_err("should be refused")
            .to_string()
        };
        assert!(message(&["--rows", "3,-4"]).contains("row 2 must hold 1 to 63 chips, not -4"));
        assert!(message(&["--rows", "3,,4"]).contains("row 2: \"\" is not a whole number"));
        assert!(message(&["--rows=-4,3"]).contains("row 1 must hold 1 to 63 chips, not -4"));
    }

    #[test]
    fn mistakes_are_refused() {
        assert_eq!(error_kind(&["--rows", "3,70"]), ErrorKind::ValueValidation);
        assert_eq!(error_kind(&["--rows", "3"]), ErrorKind::ValueValidation);
        assert_eq!(error_kind(&["--rows", "3,x"]), ErrorKind::ValueValidation);
        assert_eq!(error_kind(&["--players", "3"]), ErrorKind::ValueValidation);
        assert_eq!(error_kind(&["--first", "nobody"]), ErrorKind::InvalidValue);
        assert_eq!(
            error_kind(&["--players", "2", "--first", "computer"]),
            ErrorKind::ValueValidation
        );
        assert_eq!(
            error_kind(&["--rows", "3,4", "--random"]),
            ErrorKind::ArgumentConflict
        );
    }

    #[test]
    fn analyze_takes_rows() {
        let parsed = parse_args(
            ["nim", "analyze", "--misere", "3", "0", "5"],
            Locale::default(),
        )
        .unwrap();
        assert_eq!(
            parsed,
            Invocation::Analyze(AnalyzeOptions {
                rules: Rules::Misere,
                lang: Lang::ENGLISH,
                hint: false,
                rows: vec!["3".into(), "0".into(), "5".into()],
            })
        );
        assert!(parse_args(["nim", "analyze", "-"], Locale::default()).is_ok());
    }

    /// A locale that cannot show UTF-8 asks for ASCII drawing, whatever
    /// language `--lang` chooses; its language is English unless `--lang`
    /// chooses.
    #[test]
    fn a_locale_without_utf8_draws_in_ascii() {
        let koi8 = Locale {
            lang: Lang::ENGLISH,
            ascii: true,
        };
        let parse = |args: &[&str], locale| match parse_args(
            std::iter::once("nim").chain(args.iter().copied()),
            locale,
        ) {
            Ok(Invocation::Play(options)) => options,
            other => panic!("expected play options, got {other:?}"),
        };
        let options = parse(&[], koi8);
        assert!(options.ascii);
        assert_eq!(options.lang, Lang::ENGLISH);
        let options = parse(&["--lang", "ru"], koi8);
        assert!(options.ascii);
        assert_eq!(options.lang, Lang::from_code("ru").unwrap());
        assert!(parse(&["board"], koi8).ascii);
        assert!(!parse(&[], Locale::default()).ascii);
        assert!(parse(&["--ascii"], Locale::default()).ascii);
    }

    fn refusal(args: &[&str]) -> clap::Error {
        parse_args(
            std::iter::once("nim").chain(args.iter().copied()),
            Locale::default(),
        )
        .expect_err("should be refused")
    }

    /// Every flag of a game works before `board` as after it.
    #[test]
    fn game_flags_go_before_or_after_board() {
        for flag in [
            &["--lang", "zh"][..],
            &["--seed", "7"],
            &["--plain"],
            &["--misere"],
            &["--first", "computer"],
            &["--players", "2"],
            &["--level", "easy"],
            &["--coach"],
            &["--quiet"],
            &["--ascii"],
            &["--mouse"],
        ] {
            let before = play(&[flag, &["board"][..]].concat());
            let after = play(&[&["board"][..], flag].concat());
            assert_eq!(before, after, "{flag:?}");
            assert_eq!(before.game, Kind::Board, "{flag:?}");
            assert_ne!(before, play(&["board"]), "{flag:?} changed nothing");
        }
        let options = play(&["--lang", "zh", "board", "--seed", "7", "--plain"]);
        assert_eq!(options.lang, Lang::from_code("zh").unwrap());
        assert_eq!(options.seed, Some(7));
        assert!(options.plain);
    }

    /// A flag given on both sides of `board` is given twice.
    #[test]
    fn a_flag_before_and_after_board_is_refused() {
        for args in [
            &["--seed", "1", "board", "--seed", "2"][..],
            &["--plain", "board", "--plain"],
            &["--lang", "en", "board", "--lang", "zh"],
        ] {
            let error = refusal(args);
            assert_eq!(error.kind(), ErrorKind::ArgumentConflict, "{args:?}");
            assert_eq!(error.exit_code(), 2);
            assert!(error.to_string().contains("give it once"), "{error}");
        }
    }

    /// `nim analyze` speaks the language `--lang` asks for, before or after
    /// it; `--misere` before it means what it means after it.
    #[test]
    fn analyze_takes_lang_and_misere_on_either_side() {
        let analyze = |args: &[&str]| match parse_args(
            std::iter::once("nim").chain(args.iter().copied()),
            Locale::default(),
        ) {
            Ok(Invocation::Analyze(options)) => options,
            other => panic!("expected analyze options, got {other:?}"),
        };
        let ru = Lang::from_code("ru").unwrap();
        assert_eq!(analyze(&["--lang", "ru", "analyze", "3", "-1"]).lang, ru);
        assert_eq!(analyze(&["analyze", "--lang", "ru", "3", "-1"]).lang, ru);
        assert_eq!(analyze(&["analyze", "3"]).lang, Lang::ENGLISH);
        assert_eq!(analyze(&["--misere", "analyze", "3"]).rules, Rules::Misere);
        assert_eq!(
            refusal(&["--lang", "ru", "analyze", "--lang", "en", "3"]).kind(),
            ErrorKind::ArgumentConflict
        );
    }

    /// The message of a refusal, which must say why and what to do.
    fn reason(args: &[&str]) -> String {
        let error = refusal(args);
        assert_eq!(error.exit_code(), 2, "{args:?}");
        error.to_string()
    }

    #[test]
    fn a_seed_out_of_range_says_what_a_seed_is() {
        for (typed, echoed) in [
            ("-1", "-1"),
            ("x", "x"),
            ("1.5", "1.5"),
            ("", ""),
            ("18446744073709551616", "1844674407370955..."),
        ] {
            let message = reason(&["--seed", typed]);
            assert!(message.contains("18446744073709551615"), "{message}");
            assert!(message.contains(&format!("--seed {echoed} ")), "{message}");
            assert!(!message.contains("unexpected argument"), "{message}");
        }
        assert!(reason(&["board", "--seed", "-1"]).contains("0 to 18446744073709551615"));
        assert_eq!(
            play(&["--seed", "18446744073709551615"]).seed,
            Some(u64::MAX)
        );
        assert_eq!(play(&["--seed", "0"]).seed, Some(0));
    }

    /// `--level` tunes the computer; two players have none.
    #[test]
    fn level_with_two_players_is_refused_but_the_coach_is_not() {
        for args in [
            &["--players", "2", "--level", "easy"][..],
            &["--players", "2", "--level", "hard"],
            &["board", "--level", "medium", "--players", "2"],
            &["--players", "2", "board", "--level", "easy"],
        ] {
            let message = reason(args);
            assert!(
                message.contains("--level") && message.contains("--players 2"),
                "{message}"
            );
        }
        assert_eq!(
            play(&["--players", "2", "--coach"]).options.players,
            Players::Two
        );
        assert!(play(&["--players", "2", "--coach"]).coach);
    }

    /// The rows' flags have no meaning on the board, nor a game's in the
    /// analysis: each refusal names the flag and says why.
    #[test]
    fn flags_out_of_place_are_refused_with_a_reason() {
        for (args, flag) in [
            (&["board", "--rows", "3,4"][..], "--rows"),
            (&["--rows", "3,4", "board"], "--rows"),
            (&["board", "--random"], "--random"),
            (&["--random", "board"], "--random"),
        ] {
            let message = reason(args);
            assert!(
                message.contains(&format!("{flag} sets up rows")),
                "{message}"
            );
        }
        for (args, flag) in [
            (&["--seed", "7", "analyze", "3"][..], "--seed"),
            (&["--plain", "analyze", "3"], "--plain"),
            (&["--rows", "3,4", "analyze", "3"], "--rows"),
            (&["--players", "2", "analyze", "3"], "--players"),
        ] {
            let message = reason(args);
            assert!(
                message.contains(&format!("{flag} is for playing")),
                "{message}"
            );
        }
    }
}
