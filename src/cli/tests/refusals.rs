//! The command line's refusals, each with its reason and in the language
//! asked for; the help and the version; any line at all.

use crate::cli::tests::*;

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

/// Each mistake gets its own reason, with what to do, and the line that
/// says where to read more: none of them is a generic parser's.
fn assert_says(cases: &[(&[&str], ErrorKind, &str)]) {
    for &(args, kind, says) in cases {
        let error = refusal(args);
        assert_eq!(error.kind(), kind, "{args:?}");
        assert_eq!(error.exit_code(), 2, "{args:?}");
        let text = error.to_string();
        assert!(text.starts_with("error: "), "{text}");
        assert!(text.contains(says), "{args:?}: {text}");
        assert!(text.contains("try 'nim"), "{text}");
    }
}

#[test]
fn a_word_out_of_place_says_what_to_do() {
    use ErrorKind::{MissingRequiredArgument as NoRows, UnknownArgument as Unknown};
    assert_says(&[
        (&["--bogus"], Unknown, "nim has no option --bogus"),
        (&["board", "-x"], Unknown, "nim board has no option -x"),
        (&["foo"], Unknown, "the commands are\nboard, analyze"),
        (&["board", "3"], Unknown, "takes options only, not \"3\""),
        (
            &["replay", "a.txt", "b.txt"],
            Unknown,
            "nim replay shows one record, not also \"b.txt\"",
        ),
        (&["analyze"], NoRows, "e.g. nim analyze 3 4 5"),
        (&["analyze", "--misere"], NoRows, "needs the rows"),
    ]);
}

#[test]
fn a_value_missing_or_out_of_place_says_what_to_do() {
    use ErrorKind::{InvalidValue as Invalid, MissingValue as Missing};
    assert_says(&[
        (&["--first"], Missing, "e.g. --first computer"),
        (&["--seed", "--plain"], Missing, "e.g. --seed 7"),
        (&["--rows"], Missing, "e.g. --rows 3,4,5"),
        (&["--plain=yes"], Invalid, "write --plain alone"),
        (&["--level", "expert"], Invalid, "easy, medium, hard"),
        (&["--lang", "de"], Invalid, "en, ru, zh"),
        (
            &["--players", "0"],
            ErrorKind::ValueValidation,
            "or 2 for two people",
        ),
    ]);
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
        Ok(Invocation::Analyze(options)) => options.source,
        other => panic!("expected analyze options, got {other:?}"),
    };
    let args = |rows: &[&str]| Source::Args(rows.iter().map(|r| r.to_string()).collect());
    assert_eq!(
        rows(&["analyze", "3", "-12", "-1.5"]),
        args(&["3", "-12", "-1.5"])
    );
    assert_eq!(
        rows(&["analyze", "--", "--misere", "4"]),
        args(&["--misere", "4"])
    );
    assert_eq!(rows(&["analyze", "-"]), Source::Stdin);
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
    use crate::cli::tests::refusals::*;
    use proptest::prelude::*;
    use unicode_width::UnicodeWidthStr;

    /// Words a command line is made of: every flag and command, values good
    /// and bad, and anything at all.
    fn word() -> impl Strategy<Value = String> {
        let known = prop::sample::select(vec![
            "board",
            "analyze",
            "replay",
            "learn",
            "puzzle",
            "serve",
            "join",
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
            "--lesson",
            "--daily",
            "--board",
            "--review",
            "--game",
            "--record",
            "--listen",
            "worksheet",
            "--count",
            "4K7Q2M",
            "3,0,5,1,2,6,4,0",
            "127.0.0.1:7000",
            "[::1]:0",
            "012345",
            "host",
            "join",
            "man",
            "completions",
            "bash",
            "tcsh",
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
            "9",
            "10",
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
                Ok(
                    Invocation::Play(_)
                    | Invocation::Replay(_)
                    | Invocation::Learn(_)
                    | Invocation::Puzzle(_)
                    | Invocation::Worksheet(_)
                    | Invocation::Serve(_)
                    | Invocation::Join(_)
                    | Invocation::Man
                    | Invocation::Completions(_),
                ) => {}
                Ok(Invocation::Analyze(options)) => {
                    prop_assert_ne!(options.source, Source::Args(Vec::new()));
                }
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
