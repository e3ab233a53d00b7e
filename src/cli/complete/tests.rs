//! The three scripts against the tables they are written from: every
//! command's word and every flag in each; each command offers exactly the
//! flags it takes; the name the program was called by is the one
//! completed.

use std::collections::BTreeSet;

use super::{commands, script};
use crate::cli::command::{Shell, Subcommand};
use crate::cli::flags::{self, FLAGS};

/// The flags `command` takes, as typed, with `--help` (and `--version` for
/// the book's game).
fn taken(command: Subcommand) -> BTreeSet<String> {
    let mut taken: BTreeSet<String> = (flags::of(command).into_iter())
        .map(|flag| flag.long())
        .collect();
    taken.insert("--help".into());
    if command == Subcommand::Rows {
        taken.insert("--version".into());
    }
    taken
}

fn every_command() -> impl Iterator<Item = Subcommand> {
    std::iter::once(Subcommand::Rows).chain(Subcommand::WORDS)
}

#[test]
fn every_command_and_flag_is_in_every_script() {
    for shell in Shell::ALL {
        let script = script(shell, "nim");
        for command in Subcommand::WORDS {
            let word = command.word().unwrap();
            assert!(script.contains(word), "{shell:?}: {word}");
        }
        for flag in FLAGS {
            let long = flag.long();
            let written = match shell {
                // fish names a long flag without its dashes: `-l rows`.
                Shell::Fish => format!("-l {}", flag.id.name()),
                Shell::Bash | Shell::Zsh => long.clone(),
            };
            assert!(script.contains(&written), "{shell:?}: {long}");
        }
    }
}

/// The model every script is written from offers each command exactly
/// the flags the parser takes after its word.
#[test]
fn each_command_offers_exactly_its_flags() {
    let model = commands();
    for command in every_command() {
        let entry = model
            .iter()
            .find(|entry| entry.word == command.word())
            .expect("every command is completed");
        let offered: BTreeSet<String> = entry.options.iter().map(|o| o.long.clone()).collect();
        assert_eq!(offered, taken(command), "{command:?}");
    }
}

/// fish's lines, each under its command's condition, offer each command
/// exactly its flags.
#[test]
fn fish_offers_each_command_exactly_its_flags() {
    let script = script(Shell::Fish, "nim");
    for command in every_command() {
        let condition = format!(
            "complete -c nim -n \"__nim_in '{}'\" -l ",
            command.word().unwrap_or_default()
        );
        let offered: BTreeSet<String> = (script.lines())
            .filter_map(|line| line.strip_prefix(&condition))
            .filter_map(|rest| rest.split_whitespace().next())
            .map(|name| format!("--{name}"))
            .collect();
        assert_eq!(offered, taken(command), "{command:?}");
    }
}

/// Installed as `nim-game`, each script completes `nim-game`.
#[test]
fn each_script_completes_the_name_it_was_called_by() {
    let bash = script(Shell::Bash, "nim-game");
    assert!(
        bash.contains("\ncomplete -F _nim_game nim-game\n"),
        "{bash}"
    );
    assert!(bash.contains("\n_nim_game() {\n"), "{bash}");
    let zsh = script(Shell::Zsh, "nim-game");
    assert!(zsh.starts_with("#compdef nim-game\n"), "{zsh}");
    assert!(zsh.contains("compdef _nim_game nim-game\n"), "{zsh}");
    let fish = script(Shell::Fish, "nim-game");
    assert!(fish.contains("\ncomplete -c nim-game -f\n"), "{fish}");
    assert!(!fish.contains("complete -c nim "), "{fish}");
}
