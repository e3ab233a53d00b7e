//! The command line through the built binary: what a mistyped or redirected
//! invocation does.

use std::fs::OpenOptions;
use std::process::{Command, Stdio};

use nim::text::Lang;
use nim::text::help::Help;
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

fn nim(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nim"));
    command
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .stdin(Stdio::null());
    command
}

#[cfg(unix)]
#[test]
fn help_that_cannot_be_written_is_a_failure() {
    for args in [&["--help"][..], &["--version"], &["analyze", "--help"]] {
        let full = OpenOptions::new().write(true).open("/dev/full").unwrap();
        let output = nim(args).stdout(full).output().unwrap();
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.starts_with("nim: "), "{args:?}: {stderr}");
    }
    let output = nim(&["--help"]).output().unwrap();
    assert_eq!(output.status.code(), Some(0));
}

/// Output that cannot be written: the command is named, as its other
/// errors name it (they said `nim: No space left on device (os error 28)`).
#[cfg(target_os = "linux")]
#[test]
fn an_output_error_names_its_command() {
    for (args, name) in [
        (&["analyze", "3", "4", "5"][..], "nim analyze"),
        (
            &["analyze", "--rule", "kayles", "--values", "9"],
            "nim analyze",
        ),
        (&["worksheet", "--seed", "1"], "nim worksheet"),
        (&["man"], "nim man"),
        (&["completions", "bash"], "nim completions"),
    ] {
        let full = OpenOptions::new().write(true).open("/dev/full").unwrap();
        let output = nim(args).stdout(full).output().unwrap();
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        let said = format!("{name}: No space left on device");
        assert!(stderr.starts_with(&said), "{args:?}: {stderr}");
    }
}

#[test]
fn rows_are_given_once_and_named_as_typed() {
    let refused = |args: &[&str]| {
        let output = nim(args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        String::from_utf8(output.stderr).unwrap()
    };
    assert!(refused(&["--rows", "3", "--rows", "4"]).contains("--rows is given more than once"));
    assert!(refused(&["--rows", "3,-4"]).contains("row 2 must hold 1 to 63 chips, not -4"));
    assert!(refused(&["--rows", "-4,3"]).contains("row 1 must hold 1 to 63 chips, not -4"));
    assert!(refused(&["--lang", "de"]).contains("possible values"));
}

#[test]
fn the_language_may_be_typed_in_any_case() {
    let output = nim(&["--lang", "RU", "--rows", "3,4"]).output().unwrap();
    assert!(output.status.success());
    assert!(
        String::from_utf8(output.stdout)
            .unwrap()
            .contains("ИГРА НИМ")
    );
}

/// `nim board --help` speaks of the board in every language: its misère
/// loses on the last move, and no line speaks of the rows' chips.
#[test]
fn the_boards_help_speaks_of_moves_not_chips() {
    // The word each language uses for taking chips, and for misère's last move.
    for (lang, chips, last_move) in [
        ("en", "chip", "last move"),
        ("ru", "фишк", "последний ход"),
        ("zh", "取走", "最后一步"),
    ] {
        let output = nim(&["board", "--lang", lang, "--help"]).output().unwrap();
        assert!(output.status.success(), "{lang}");
        let help = String::from_utf8(output.stdout).unwrap();
        let misere = help
            .lines()
            .find(|line| line.trim_start().starts_with("--misere"))
            .expect("a --misere line");
        assert!(misere.contains(last_move), "{lang}: {misere}");
        assert!(!help.contains(chips), "{lang}: {help}");
    }
}

/// Text with every run of blanks and line breaks made one space: a text
/// wrapped at spaces reads the same as the text unwrapped.
/// `text`'s words joined by one space, as the help reads once its lines
/// are put back together; where a line was broken between two wide
/// (Chinese) characters, as the line-breaking rules allow with no space,
/// they are put back together with none.
fn words(text: &str) -> String {
    let wide = |c: Option<char>| c.is_some_and(|c| c.width().unwrap_or(0) == 2);
    let mut joined = String::new();
    for word in text.split_whitespace() {
        let rejoined = wide(joined.chars().last()) && wide(word.chars().next());
        if !joined.is_empty() && !rejoined {
            joined.push(' ');
        }
        joined.push_str(word);
    }
    joined
}

/// The help of every command, in every language, fits 80 columns, its
/// headings and the default and possible values included, with Chinese
/// two columns a character; and every text of ours in it reads whole, so
/// a line was broken only where a space was: the texts of ours in the help
/// of each command.
fn texts_of_each_help() -> [(&'static [&'static str], Vec<Help>); 7] {
    let game = [
        Help::Seed,
        Help::First,
        Help::Players,
        Help::Plain,
        Help::Lang,
        Help::Level,
        Help::Coach,
        Help::Quiet,
    ];
    let rows = [
        Help::About,
        Help::Play,
        Help::AboutBoard,
        Help::AboutAnalyze,
        Help::AboutReplay,
        Help::AboutLearn,
        Help::AboutPuzzle,
        Help::HelpCommand,
        Help::Rows,
        Help::Random,
        Help::Misere,
        Help::Ascii,
        Help::Mouse,
    ];
    let board = [
        Help::AboutBoard,
        Help::PlayBoard,
        Help::BoardMisere,
        Help::BoardAscii,
        Help::BoardMouse,
    ];
    let analyze = [
        Help::AboutAnalyze,
        Help::AnalyzeMisere,
        Help::AnalyzeRows,
        Help::AnalyzeHint,
    ];
    let learn = [
        Help::AboutLearn,
        Help::LearnHow,
        Help::Lesson,
        Help::LearnSeed,
        Help::LearnPlain,
        Help::LearnAscii,
        Help::Lang,
    ];
    let puzzle = [
        Help::AboutPuzzle,
        Help::PuzzleBoardWord,
        Help::Daily,
        Help::PuzzleBoard,
        Help::PuzzleSeed,
        Help::LearnPlain,
        Help::LearnAscii,
        Help::Lang,
    ];
    let serve = [
        Help::AboutServe,
        Help::ServeHow,
        Help::ServeBoardWord,
        Help::ServeBoard,
        Help::Listen,
        Help::ServeFirst,
        Help::Lang,
    ];
    let join = [Help::AboutJoin, Help::JoinAddr, Help::JoinCode, Help::Lang];
    [
        (&[], [&rows[..], &game].concat()),
        (&["board"], [&board[..], &game].concat()),
        (&["analyze"], analyze.to_vec()),
        (&["learn"], learn.to_vec()),
        (&["puzzle"], puzzle.to_vec()),
        (&["serve"], serve.to_vec()),
        (&["join"], join.to_vec()),
    ]
}

#[test]
fn every_help_line_fits_80_columns_in_every_language() {
    let commands = texts_of_each_help();
    for code in Lang::codes() {
        let lang = Lang::from_code(code).unwrap();
        let locale = format!("{code}_XX.UTF-8");
        for (command, items) in &commands {
            for flag in ["--help", "-h"] {
                let args = [command, &[flag][..]].concat();
                let output = nim(&args).env("LANG", &locale).output().unwrap();
                assert!(output.status.success(), "{code} {args:?}");
                let help = String::from_utf8(output.stdout).unwrap();
                for line in help.lines() {
                    let columns = line.width();
                    assert!(columns <= 80, "{code} {args:?}: {columns} columns: {line}");
                }
                for &item in items {
                    let text = words(&lang.help(item));
                    assert!(
                        words(&help).contains(&text),
                        "{code} {args:?}: {item:?} not whole:\n{help}"
                    );
                }
            }
        }
    }
}

/// stdout, stderr and the exit status of `nim` with `args`.
fn outcome(args: &[&str]) -> (String, String, Option<i32>) {
    let output = nim(args).output().unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code(),
    )
}

/// The flags of a game work before the subcommand as after it.
#[test]
fn game_flags_go_before_or_after_the_subcommand() {
    let before = outcome(&["--lang", "zh", "--seed", "7", "--plain", "board"]);
    let after = outcome(&["board", "--lang", "zh", "--seed", "7", "--plain"]);
    assert_eq!(before.2, Some(0), "{before:?}");
    assert!(before.0.starts_with("尼姆棋\n"), "{before:?}");
    assert_eq!(before, after);
    let mixed = outcome(&["--lang", "zh", "board", "--seed", "7"]);
    assert_eq!(mixed, after);
}

/// `nim analyze` takes `--lang` on either side and words its refusal in it.
#[test]
fn analyze_speaks_the_language_asked_for() {
    for args in [
        &["--lang", "ru", "analyze", "3", "-1"][..],
        &["analyze", "--lang", "ru", "3", "-1"],
    ] {
        let (stdout, stderr, code) = outcome(args);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(stdout.is_empty());
        assert!(stderr.contains("меньше нуля"), "{args:?}: {stderr}");
    }
}

/// Every mistake exits with status 2 and a reason that says what to do, in
/// the chosen language, every line within 80 columns.
#[test]
fn mistakes_say_why_and_what_to_do() {
    for (args, words) in [
        (
            &["--seed", "-1"][..],
            &["--seed -1", "0 to 18446744073709551615"][..],
        ),
        (
            &["--lang", "ru", "--seed", "-1"],
            &["--seed -1", "от 0 до 18446744073709551615"],
        ),
        (
            &["--lang", "zh", "board", "--seed", "x"],
            &["--seed x", "18446744073709551615"],
        ),
        (
            &["--players", "2", "--level", "easy"],
            &["--level", "drop --level or --players 2"],
        ),
        (
            &["--lang", "zh", "--players", "2", "--level", "easy"],
            &["--level", "请去掉"],
        ),
        (
            &["board", "--rows", "3,4"],
            &["--rows sets up rows", "drop --rows"],
        ),
        (
            &["--lang", "ru", "--random", "board"],
            &["--random", "уберите --random"],
        ),
        (
            &["--seed", "7", "analyze", "3"],
            &[
                "--seed is for playing",
                "not for nim analyze: see nim help analyze",
            ],
        ),
        (
            &["--seed", "1", "board", "--seed", "2"],
            &["--seed", "give it once"],
        ),
    ] {
        let (stdout, stderr, code) = outcome(args);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}");
        for word in words {
            assert!(stderr.contains(word), "{args:?}: {word:?} not in {stderr}");
        }
        for line in stderr.lines() {
            assert!(line.width() <= 80, "{args:?}: {line}");
        }
    }
}

/// `nim learn` and `nim puzzle` take the flags every command takes before
/// its word: `nim --lang zh puzzle` is `nim puzzle --lang zh`.
#[test]
fn learn_and_puzzle_take_the_flags_before_their_word() {
    let before = outcome(&["--lang", "zh", "--seed", "4", "puzzle", "board"]);
    let after = outcome(&["puzzle", "board", "--seed", "4", "--lang", "zh"]);
    assert_eq!(before.2, Some(0), "{before:?}");
    assert!(before.0.starts_with("题目 "), "{before:?}");
    assert_eq!(before, after);
    let (stdout, stderr, code) = outcome(&["--lang", "ru", "learn", "--lesson", "0"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("уроки пронумерованы от 1 до 9"), "{stderr}");
    assert!(stderr.contains("'nim learn --help'"), "{stderr}");
}

/// `nim --help` lists every command; `nim help learn` is `nim learn --help`;
/// an unknown command is refused naming them all.
#[test]
fn every_command_is_listed_helped_and_named() {
    let commands = [
        "board", "analyze", "replay", "learn", "puzzle", "serve", "join", "help",
    ];
    let (help, _, code) = outcome(&["--help"]);
    assert_eq!(code, Some(0));
    for command in commands {
        let listed = format!("\n  {command} ");
        assert!(help.contains(&listed), "{command}: {help}");
    }
    for command in ["learn", "puzzle", "serve", "join"] {
        let asked = outcome(&["help", command]);
        assert_eq!(asked, outcome(&[command, "--help"]));
        assert_eq!(asked.2, Some(0));
        assert!(
            asked.0.contains(&format!("Usage: nim {command} ")),
            "{asked:?}"
        );
    }
    let (stdout, stderr, code) = outcome(&["lessons"]);
    assert_eq!(code, Some(2));
    assert!(stdout.is_empty());
    for command in commands {
        assert!(stderr.contains(command), "{command}: {stderr}");
    }
}

/// The game's help names every teaching key, `p` (pass) among them, for the
/// rows and for the board, in every language.
#[test]
fn the_help_names_every_teaching_key() {
    for lang in ["en", "ru", "zh"] {
        for command in [&["--help"][..], &["board", "--help"][..]] {
            let mut args = vec!["--lang", lang];
            args.extend_from_slice(command);
            let output = nim(&args).output().unwrap();
            let help = String::from_utf8(output.stdout).unwrap();
            for key in ["`?`", "`b`", "`u`", "`p`", "`h`"] {
                assert!(help.contains(key), "{lang} {command:?} lacks {key}: {help}");
            }
        }
    }
}
