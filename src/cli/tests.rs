//! The command line's own tests: where flags may go, and every refusal.

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

fn refusal(args: &[&str]) -> CliError {
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

/// A game's flag after `analyze`, and the rows' flags after `board` with
/// another flag, are refused with the reason, as before the word.
#[test]
fn flags_out_of_place_after_the_command_are_refused_with_a_reason() {
    let message = reason(&["analyze", "--seed", "7", "3"]);
    assert!(message.contains("--seed is for playing"), "{message}");
    let message = reason(&["board", "--rows", "3", "--random"]);
    assert!(message.contains("--rows sets up rows"), "{message}");
    let message = reason(&["board", "--random", "--rows", "3"]);
    assert!(message.contains("--random sets up rows"), "{message}");
    let message = reason(&["--hint", "3"]);
    assert!(
        message.contains("--hint is an option of nim analyze"),
        "{message}"
    );
}

/// Each kind of mistake gets its own reason, with what to do, and the line
/// that says where to read more: none of them is a generic parser's.
#[test]
fn every_mistake_says_what_to_do() {
    for (args, kind, says) in [
        (
            &["--bogus"][..],
            ErrorKind::UnknownArgument,
            "nim has no option --bogus",
        ),
        (
            &["board", "-x"],
            ErrorKind::UnknownArgument,
            "nim board has no option -x",
        ),
        (
            &["foo"],
            ErrorKind::UnknownArgument,
            "the commands are board, analyze",
        ),
        (
            &["board", "3"],
            ErrorKind::UnknownArgument,
            "takes options only, not \"3\"",
        ),
        (
            &["--first"],
            ErrorKind::MissingValue,
            "e.g. --first computer",
        ),
        (
            &["--seed", "--plain"],
            ErrorKind::MissingValue,
            "e.g. --seed 7",
        ),
        (&["--rows"], ErrorKind::MissingValue, "e.g. --rows 3,4,5"),
        (
            &["--plain=yes"],
            ErrorKind::InvalidValue,
            "write --plain alone",
        ),
        (
            &["--level", "expert"],
            ErrorKind::InvalidValue,
            "easy, medium, hard",
        ),
        (&["--lang", "de"], ErrorKind::InvalidValue, "en, ru, zh"),
        (
            &["--players", "0"],
            ErrorKind::ValueValidation,
            "give 1, or 2 for two people",
        ),
        (
            &["analyze"],
            ErrorKind::MissingRequiredArgument,
            "e.g. nim analyze 3 4 5",
        ),
        (
            &["analyze", "--misere"],
            ErrorKind::MissingRequiredArgument,
            "needs the rows",
        ),
    ] {
        let error = refusal(args);
        assert_eq!(error.kind(), kind, "{args:?}");
        assert_eq!(error.exit_code(), 2, "{args:?}");
        let text = error.to_string();
        assert!(text.starts_with("error: "), "{text}");
        assert!(text.contains(says), "{args:?}: {text}");
        assert!(text.contains("try 'nim"), "{text}");
    }
}

/// The first mistake decides: a flag given twice is refused before the
/// value of either is read.
#[test]
fn a_repetition_is_found_before_a_bad_value() {
    let error = refusal(&["--seed", "x", "--seed", "y"]);
    assert_eq!(error.kind(), ErrorKind::ArgumentConflict);
    assert!(error.to_string().contains("--seed is given more than once"));
}

/// Every refusal speaks the language `--lang` asks for, wherever it stands.
#[test]
fn refusals_speak_the_language_asked_for() {
    for (args, says) in [
        (&["--lang", "ru", "--bogus"][..], "нет параметра --bogus"),
        (&["--bogus", "--lang=ru"], "Подробнее: 'nim --help'"),
        (&["--lang", "zh", "--first"], "需要一个值"),
        (&["analyze", "--lang", "zh"], "需要各行的数目"),
        (
            &["--lang", "zh", "board", "--players", "9"],
            "两人对弈请给 2",
        ),
    ] {
        let text = refusal(args).to_string();
        assert!(text.contains(says), "{args:?}: {text}");
        assert!(!text.contains("For more"), "{args:?}: {text}");
    }
}

#[test]
fn help_and_version_are_not_mistakes() {
    for (args, kind) in [
        (&["--help"][..], ErrorKind::DisplayHelp),
        (&["-h"], ErrorKind::DisplayHelp),
        (&["board", "--help"], ErrorKind::DisplayHelp),
        (&["analyze", "-h"], ErrorKind::DisplayHelp),
        (&["help"], ErrorKind::DisplayHelp),
        (&["--version"], ErrorKind::DisplayVersion),
        (&["-V"], ErrorKind::DisplayVersion),
    ] {
        let error = refusal(args);
        assert_eq!(error.kind(), kind, "{args:?}");
        assert_eq!(error.exit_code(), 0, "{args:?}");
    }
    assert_eq!(
        refusal(&["--version"]).to_string(),
        format!("nim {}\n", env!("CARGO_PKG_VERSION"))
    );
}

/// `nim help board` is `nim board --help`; the help's headings are in the
/// language asked for.
#[test]
fn help_names_its_command_and_speaks_the_language() {
    let text = |args: &[&str]| refusal(args).to_string();
    assert_eq!(text(&["help", "board"]), text(&["board", "--help"]));
    assert_eq!(text(&["help", "analyze"]), text(&["analyze", "--help"]));
    assert_eq!(text(&["help"]), text(&["--help"]));
    assert!(text(&["board", "--help"]).contains("Usage: nim board [OPTIONS]"));
    let zh = text(&["--lang", "zh", "--help"]);
    assert!(zh.contains("用法： nim [OPTIONS] [COMMAND]"), "{zh}");
    assert!(zh.contains("选项：") && zh.contains("命令："), "{zh}");
    assert!(!zh.contains("Usage") && !zh.contains("Options"), "{zh}");
    let ru = text(&["analyze", "--help", "--lang", "ru"]);
    assert!(ru.contains("Аргументы:") && ru.contains("[возможные значения: en, ru, zh]"));
}

/// `nim analyze` takes negative counts as rows (for the analysis to refuse
/// by row), and everything after `--`.
#[test]
fn analyze_keeps_every_row_as_typed() {
    let rows = |args: &[&str]| match parse_args(
        std::iter::once("nim").chain(args.iter().copied()),
        Locale::default(),
    ) {
        Ok(Invocation::Analyze(options)) => options.rows,
        other => panic!("expected analyze options, got {other:?}"),
    };
    assert_eq!(rows(&["analyze", "3", "-12", "-1.5"]), ["3", "-12", "-1.5"]);
    assert_eq!(rows(&["analyze", "--", "--misere", "4"]), ["--misere", "4"]);
    assert_eq!(rows(&["analyze", "-"]), ["-"]);
}

/// An argument that is not UTF-8 is refused, shown as far as it can be.
#[cfg(unix)]
#[test]
fn an_argument_that_is_not_text_is_refused() {
    use std::os::unix::ffi::OsStringExt;
    let bad = OsString::from_vec(b"3\xff".to_vec());
    for (args, says) in [
        (
            vec!["--seed".into(), bad.clone()],
            "--seed \"3\u{fffd}\" is not text in UTF-8",
        ),
        (
            vec!["analyze".into(), bad.clone()],
            "\"3\u{fffd}\" is not text in UTF-8",
        ),
    ] {
        let error = parse_args(
            std::iter::once(OsString::from("nim")).chain(args),
            Locale::default(),
        )
        .expect_err("should be refused");
        assert_eq!(error.kind(), ErrorKind::InvalidValue);
        assert!(error.to_string().contains(says), "{error}");
    }
}

mod any_line {
    use super::*;
    use proptest::prelude::*;
    use unicode_width::UnicodeWidthStr;

    /// Words a command line is made of: every flag and command, values good
    /// and bad, and anything at all.
    fn word() -> impl Strategy<Value = String> {
        let known = prop::sample::select(vec![
            "board",
            "analyze",
            "help",
            "--",
            "-",
            "-h",
            "-V",
            "--help",
            "--version",
            "--rows",
            "--random",
            "--seed",
            "--misere",
            "--first",
            "--players",
            "--plain",
            "--lang",
            "--level",
            "--coach",
            "--quiet",
            "--ascii",
            "--mouse",
            "--hint",
            "--lang=zh",
            "--lang=ru",
            "--seed=-1",
            "--plain=1",
            "3",
            "0",
            "-1",
            "-12",
            "3,4,5",
            "2",
            "ru",
            "computer",
            "easy",
            "x",
            "１",
            "",
        ]);
        prop_oneof![
            3 => known.prop_map(String::from),
            1 => any::<String>(),
        ]
    }

    proptest! {
        /// Any line: no panic; a refusal or the help is worded, in lines of
        /// at most 80 columns, with status 2 for a refusal and 0 otherwise.
        #[test]
        fn any_line_is_parsed_or_refused_in_80_columns(
            words in prop::collection::vec(word(), 0..8),
        ) {
            let line = std::iter::once("nim".to_string()).chain(words.iter().cloned());
            match parse_args(line, Locale::default()) {
                Ok(Invocation::Play(options)) => {
                    prop_assert!(!(options.layout.is_some() && options.random));
                }
                Ok(Invocation::Analyze(options)) => prop_assert!(!options.rows.is_empty()),
                Err(error) => {
                    let text = error.to_string();
                    let expected = match error.kind() {
                        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => 0,
                        _ => 2,
                    };
                    prop_assert_eq!(error.exit_code(), expected);
                    if expected == 2 {
                        prop_assert!(text.starts_with("error: "), "{}", text);
                    }
                    for line in text.lines() {
                        prop_assert!(line.width() <= 80, "{}", line);
                        prop_assert!(!line.chars().any(char::is_control), "{:?}", line);
                    }
                }
            }
        }
    }
}
