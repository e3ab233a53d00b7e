//! The languages through the built binary: chosen by `--lang` or the locale,
//! with plain mode's prefixes in English whatever the language.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `nim` with a clean locale: only the variables in `env` are set.
fn run(args: &[&str], env: &[(&str, &str)], input: &str) -> Output {
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
