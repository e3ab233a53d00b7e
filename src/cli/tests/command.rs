//! Every command, through the one table: listed by the help, named by the
//! refusal of an unknown command, and each flag it lists parsed by it.

use crate::cli::command::Subcommand;
use crate::cli::flags::{self, Value};
use crate::cli::*;

fn parse(args: &[&str]) -> Result<Invocation, CliError> {
    parse_args(
        std::iter::once("nim").chain(args.iter().copied()),
        Locale::default(),
    )
}

/// The word that chooses `command` after `nim`.
fn word(command: Subcommand) -> &'static str {
    command.name().trim_start_matches("nim ")
}

#[test]
fn the_main_help_lists_every_command() {
    for code in Lang::codes() {
        let help = parse(&["--lang", code, "--help"]).unwrap_err().to_string();
        let listed: Vec<&str> = help
            .lines()
            .filter(|line| line.starts_with("  ") && !line.starts_with("   "))
            .filter_map(|line| line.split_whitespace().next())
            .filter(|word| !word.starts_with('-'))
            .collect();
        let mut every: Vec<&str> = Subcommand::WORDS.into_iter().map(word).collect();
        every.push("help");
        assert_eq!(listed, every, "{code}: {help}");
    }
}

#[test]
fn an_unknown_command_is_refused_naming_every_command() {
    for code in Lang::codes() {
        let error = parse(&["--lang", code, "lern"]).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::UnknownArgument);
        let text = error.to_string();
        for command in Subcommand::WORDS {
            assert!(text.contains(word(command)), "{code}: {text}");
        }
        assert!(text.contains("help"), "{code}: {text}");
    }
}

/// A word of each command chooses it, and `nim help WORD` prints its help,
/// the same as `nim WORD --help`.
#[test]
fn every_command_has_its_word_and_its_help() {
    for command in Subcommand::WORDS {
        assert_eq!(Subcommand::from_word(word(command)), Some(command));
        let asked = parse(&["help", word(command)]).unwrap_err();
        let flag = parse(&[word(command), "--help"]).unwrap_err();
        assert_eq!(asked, flag, "{command:?}");
        let usage = format!("Usage: {} ", command.name());
        assert!(asked.to_string().contains(&usage), "{asked}");
    }
}

/// Every flag a command's help lists is one the command parses with its
/// example value, and every flag is taken by some command.
#[test]
fn every_flag_listed_is_parsed_by_its_command() {
    // What each command needs beside a flag to make a whole line.
    let rest = |command: Subcommand| match command {
        Subcommand::Analyze => vec!["3", "4"],
        Subcommand::Replay => vec!["g.txt"],
        Subcommand::Join => vec!["127.0.0.1:7000", "4821-0937-5562"],
        _ => vec![],
    };
    for command in std::iter::once(Subcommand::Rows).chain(Subcommand::WORDS) {
        for flag in flags::of(command) {
            let long = flag.long();
            let mut args: Vec<&str> = Vec::new();
            if command != Subcommand::Rows {
                args.push(word(command));
            }
            args.push(&long);
            if flag.value != Value::Switch {
                args.push(flag.example);
            }
            args.extend(rest(command));
            if let Err(error) = parse(&args) {
                // Some flags need another (`--values` a rule, `--force` a
                // record): refused for that, never as out of place.
                assert_ne!(
                    error.kind(),
                    ErrorKind::UnknownArgument,
                    "{args:?}: {error}"
                );
                assert_ne!(error.kind(), ErrorKind::InvalidValue, "{args:?}: {error}");
            }
        }
    }
    for flag in flags::FLAGS {
        let mut commands = std::iter::once(Subcommand::Rows).chain(Subcommand::WORDS);
        assert!(
            commands.any(|command| flags::takes(command, flag.id)),
            "{flag:?} is no command's"
        );
    }
}
