//! The languages through the built binary: chosen by `--lang` or the locale
//! (a character set other than UTF-8 means English, drawn in ASCII), with
//! plain mode's prefixes in English whatever the language.

#[cfg(unix)]
use std::ffi::OsStr;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `nim` with a clean locale: only the variables in `env` are set.
fn run(args: &[&str], env: &[(&str, &str)], input: &str) -> Output {
    let env: Vec<(&str, &OsStr)> = env.iter().map(|&(k, v)| (k, OsStr::new(v))).collect();
    run_os(args, &env, input)
}

/// [`run`] with values that need not be UTF-8.
fn run_os(args: &[&str], env: &[(&str, &OsStr)], input: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nim"));
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().expect("the binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn first_line(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn the_locale_chooses_in_posix_order() {
    let title = |env: &[(&str, &str)]| first_line(&run(&["--rows", "3,4"], env, ""));
    assert_eq!(title(&[]), "THE GAME OF NIM");
    assert_eq!(title(&[("LANG", "ru_RU.UTF-8")]), "ИГРА НИМ");
    assert_eq!(title(&[("LANG", "zh_CN.UTF-8")]), "尼姆游戏");
    assert_eq!(
        title(&[("LC_ALL", "C"), ("LANG", "ru_RU.UTF-8")]),
        "THE GAME OF NIM"
    );
    assert_eq!(
        title(&[("LC_MESSAGES", "zh_CN.UTF-8"), ("LANG", "ru_RU.UTF-8")]),
        "尼姆游戏"
    );
    assert_eq!(
        title(&[("LC_ALL", ""), ("LANG", "ru_RU.UTF-8")]),
        "ИГРА НИМ"
    );
    // --lang wins over the locale.
    let output = run(
        &["--lang", "EN", "--rows", "3,4"],
        &[("LANG", "zh_CN.UTF-8")],
        "",
    );
    assert_eq!(first_line(&output), "THE GAME OF NIM");
}

#[test]
fn plain_mode_in_chinese_keeps_english_prefixes() {
    let output = run(&["--lang", "zh", "--rows", "3,4,5"], &[], "9 1\n1 2\n0 0\n");
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.starts_with("尼姆游戏\n"), "{text}");
    assert!(text.contains("\nposition: 3 4 5\n"), "{text}");
    assert!(
        text.contains("\nerror: 没有第 9 行；行号是 1 到 3\n"),
        "{text}"
    );
    assert!(text.contains("\ncomputer: 3 1\n"), "{text}");
    assert!(text.contains("\nposition: 1 4 4\n"), "{text}");
    assert!(text.ends_with("再见！\n"), "{text}");
}

#[test]
fn help_speaks_the_chosen_language() {
    let help =
        |args: &[&str], env: &[(&str, &str)]| String::from_utf8(run(args, env, "").stdout).unwrap();
    assert!(help(&["--lang", "zh", "--help"], &[]).contains("每行的棋子数"));
    assert!(help(&["--help"], &[("LANG", "ru_RU.UTF-8")]).contains("Фишки в каждом ряду"));
    assert!(help(&["--help"], &[]).contains("`2 3` takes three chips from row 2"));
    let analyze = run(&["analyze", "x"], &[("LANG", "zh_CN.UTF-8")], "");
    assert_eq!(analyze.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&analyze.stderr).contains("不是整数"));
}

/// `LC_ALL` set to bytes that are not UTF-8 is set, so `LANG` is not asked;
/// no language can be read from it: English.
#[cfg(unix)]
#[test]
fn a_locale_value_that_is_not_utf8_is_set_and_english() {
    use std::os::unix::ffi::OsStrExt;
    let garbled = OsStr::from_bytes(b"ru_RU.\xff");
    let ru = OsStr::new("ru_RU.UTF-8");
    let output = run_os(&["--rows", "3,4"], &[("LC_ALL", garbled), ("LANG", ru)], "");
    assert_eq!(first_line(&output), "THE GAME OF NIM");
    let output = run_os(
        &["--rows", "3,4"],
        &[("LC_MESSAGES", garbled), ("LANG", ru)],
        "",
    );
    assert_eq!(first_line(&output), "THE GAME OF NIM");
}

/// A locale whose character set is not UTF-8 gets English (which it can
/// show) unless `--lang` asks for a language; a locale without a character
/// set, or with UTF-8 spelt any way, keeps its language.
#[test]
fn a_character_set_other_than_utf8_gets_english() {
    let title = |args: &[&str], env: &[(&str, &str)]| {
        let mut all = vec!["--rows", "3,4"];
        all.extend_from_slice(args);
        first_line(&run(&all, env, ""))
    };
    for locale in [
        "ru_RU.KOI8-R",
        "ru_RU.CP1251",
        "zh_CN.GB18030",
        "en_US.ISO-8859-1",
    ] {
        assert_eq!(
            title(&[], &[("LANG", locale)]),
            "THE GAME OF NIM",
            "{locale}"
        );
        assert_eq!(
            title(&[], &[("LC_ALL", locale), ("LANG", "ru_RU.UTF-8")]),
            "THE GAME OF NIM",
            "{locale}"
        );
    }
    assert_eq!(
        title(&["--lang", "ru"], &[("LANG", "ru_RU.KOI8-R")]),
        "ИГРА НИМ"
    );
    assert_eq!(
        title(&["--lang", "zh"], &[("LANG", "zh_CN.GB18030")]),
        "尼姆游戏"
    );
    assert_eq!(title(&[], &[("LANG", "ru_RU")]), "ИГРА НИМ");
    assert_eq!(title(&[], &[("LANG", "ru_RU.utf8")]), "ИГРА НИМ");
    assert_eq!(title(&[], &[("LANG", "zh_CN.UTF8")]), "尼姆游戏");
    assert_eq!(title(&[], &[("LANG", "zh_CN.utf-8")]), "尼姆游戏");
    // The analyser's refusal too, and the help.
    let analyze = run(&["analyze", "x"], &[("LANG", "ru_RU.KOI8-R")], "");
    assert_eq!(analyze.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&analyze.stderr);
    assert!(stderr.contains("is not a whole number"), "{stderr}");
    let help = run(&["--help"], &[("LANG", "zh_CN.GB18030")], "");
    assert!(String::from_utf8_lossy(&help.stdout).contains("Chips in each row"));
}

/// On the screen, such a locale draws the chips as `o` (as `--ascii` does),
/// whatever language `--lang` chooses; a UTF-8 locale keeps `▄`.
#[cfg(unix)]
#[test]
fn a_character_set_other_than_utf8_draws_ascii_chips() {
    use nim_pty::{Nim, line_of};
    let screen = |args: &[&str], locale: &str, title: &str| {
        let mut all = vec!["--rows", "3,4", "--seed", "1"];
        all.extend_from_slice(args);
        let env = [
            ("TERM", "xterm-256color"),
            ("LC_ALL", ""),
            ("LC_MESSAGES", ""),
            ("LANG", locale),
        ];
        let nim = Nim::spawn_with(env!("CARGO_BIN_EXE_nim"), &all, (80, 25), &env);
        nim.wait("the first frame", |s| line_of(s, 1).trim() == title);
        nim.screen(|s| {
            (1..=25)
                .map(|l| line_of(s, l))
                .collect::<Vec<_>>()
                .join("\n")
        })
    };
    for (args, locale, title) in [
        (&[][..], "ru_RU.KOI8-R", "THE GAME OF NIM"),
        (&["--lang", "ru"], "ru_RU.KOI8-R", "ИГРА НИМ"),
        (&[], "en_US.ISO-8859-1", "THE GAME OF NIM"),
    ] {
        let shown = screen(args, locale, title);
        assert!(shown.contains("o o o"), "{locale} {args:?}:\n{shown}");
        assert!(!shown.contains('\u{2584}'), "{locale} {args:?}:\n{shown}");
    }
    let shown = screen(&[], "ru_RU.UTF-8", "ИГРА НИМ");
    assert!(shown.contains("\u{2584} \u{2584} \u{2584}"), "{shown}");
}

/// Under such a locale nothing the game writes is outside ASCII: not the
/// help of any command (the board's 尼姆棋, misère's è, the ▄ and ● the
/// `--ascii` help names), not the board's title, not the binary view's
/// misère ending, not the analysis, not a refusal. `--ascii` in a UTF-8
/// locale asks for the same.
#[test]
fn a_character_set_other_than_utf8_gets_only_ascii() {
    let koi8 = [("LANG", "ru_RU.KOI8-R")];
    let utf8_ascii = [("LANG", "en_US.UTF-8")];
    for (args, env, input) in [
        (&["--help"][..], &koi8, ""),
        (&["board", "--help"], &koi8, ""),
        (&["analyze", "--help"], &koi8, ""),
        (&["help", "board"], &koi8, ""),
        (&["board", "--help", "--ascii"], &utf8_ascii, ""),
        (&["board", "--plain", "--seed", "3"], &koi8, "b\n?\n0 0\n"),
        (
            &["board", "--plain", "--ascii", "--seed", "3"],
            &utf8_ascii,
            "b\n0 0\n",
        ),
        (
            &["--plain", "--misere", "--rows", "1,1,1"],
            &koi8,
            "b\n?\nx\n0 0\n",
        ),
        (&["analyze", "--misere", "1", "1", "1"], &koi8, ""),
        (&["--bogus"], &koi8, ""),
    ] {
        let output = run(args, env, input);
        let all = [output.stdout, output.stderr].concat();
        let text = String::from_utf8_lossy(&all);
        assert!(!text.is_empty(), "{args:?}");
        assert!(all.is_ascii(), "{args:?} {env:?}:\n{text}");
    }
    // The same in a UTF-8 locale without --ascii keeps the board's name.
    let help = run(&["board", "--help"], &utf8_ascii, "");
    assert!(String::from_utf8_lossy(&help.stdout).contains("尼姆棋"));
}

/// On the screen, the board's title and the binary view's misère ending
/// are ASCII under such a locale.
#[cfg(unix)]
#[test]
fn a_character_set_other_than_utf8_gets_an_ascii_screen() {
    use nim_pty::{Nim, line_of};
    let env = [
        ("TERM", "xterm-256color"),
        ("LC_ALL", ""),
        ("LC_MESSAGES", ""),
        ("LANG", "ru_RU.KOI8-R"),
    ];
    let program = env!("CARGO_BIN_EXE_nim");
    let nim = Nim::spawn_with(program, &["board", "--seed", "3"], (80, 25), &env);
    nim.wait("the board's title", |s| line_of(s, 1).trim() == "NIM CHESS");
    let mut nim = Nim::spawn_with(program, &["--misere", "--rows", "1,1,1"], (80, 25), &env);
    nim.wait("the first frame", |s| line_of(s, 25).starts_with("Score"));
    nim.send("\u{1b}OQ");
    nim.wait("the misere ending", |s| {
        (1..=25).any(|l| line_of(s, l).contains("misere end, 3 single chips"))
    });
    let shown = nim.screen(|s| (1..=25).map(|l| line_of(s, l)).collect::<String>());
    assert!(shown.is_ascii(), "{shown}");
}
