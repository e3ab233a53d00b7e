//! `nim completions SHELL`: a completion script for bash, zsh or fish,
//! written from the flag table and the list of commands, so a shell offers
//! exactly what the parser takes: after the program's name the commands'
//! words and the game's flags; after a command's word only its flags; a
//! flag's choices, files where a file is asked for, nothing for a number.
//!
//! Each script is text built here and nothing else: `run` prints it. The
//! scripts are in English (the help's English texts describe the flags).

mod bash;
mod fish;
mod zsh;

use super::arguments::{self, Kind};
use super::command::{Shell, Subcommand};
use super::flags::{self, FLAGS, Flag, Value};
use super::usage;
use crate::text::Lang;
use crate::text::help::Help;

/// The script of `shell` for the program called `name` (`nim`, or the name
/// it is installed under, such as `nim-game`).
pub fn script(shell: Shell, name: &str) -> String {
    let commands = commands();
    match shell {
        Shell::Bash => bash::script(name, &commands),
        Shell::Zsh => zsh::script(name, &commands),
        Shell::Fish => fish::script(name, &commands),
    }
}

/// What a shell offers for a flag's value or a command's argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Offer {
    /// A value of the user's own: nothing to offer.
    Nothing,
    /// One of these words.
    Words(Vec<String>),
    /// A file's path.
    Files,
}

/// A flag as a shell completes it.
#[derive(Debug, Clone)]
pub(super) struct Opt {
    /// As typed: `--level`.
    pub long: String,
    /// `-h`, `-V`: the short form, without its dash.
    pub short: Option<char>,
    /// `None` for a switch.
    pub value: Option<Offer>,
    /// The help's English text.
    pub help: String,
}

/// One command as a shell completes it: the book's game (no word), each
/// command's word, and `help`.
#[derive(Debug, Clone)]
pub(super) struct Command {
    /// The word after the program's name; `None` for the book's game.
    pub word: Option<&'static str>,
    pub options: Vec<Opt>,
    /// What stands where no flag is typed: the commands' words after the
    /// bare name, `board` after `puzzle`, a file after `replay`.
    pub arguments: Offer,
    /// What each word of `arguments` does, in English.
    pub described: Vec<(String, String)>,
}

impl Command {
    /// What the argument `word` does, or nothing.
    pub fn described(&self, word: &str) -> &str {
        (self.described.iter())
            .find(|(described, _)| described == word)
            .map_or("", |(_, help)| help.as_str())
    }
}

/// The flags that take a value, as typed: the word after one is its
/// value, never a command's word.
pub(super) fn valued() -> Vec<String> {
    FLAGS
        .into_iter()
        .filter(|flag| flag.value != Value::Switch)
        .map(Flag::long)
        .collect()
}

/// Every command, the book's game first, then `help`.
pub(super) fn commands() -> Vec<Command> {
    let english = Lang::ENGLISH.in_ascii(true);
    let mut commands: Vec<Command> = std::iter::once(Subcommand::Rows)
        .chain(Subcommand::WORDS)
        .map(|command| {
            let mut options: Vec<Opt> = flags::of(command)
                .into_iter()
                .map(|flag| Opt {
                    long: flag.long(),
                    short: None,
                    value: offer(flag),
                    help: english.help(flag.help(command)),
                })
                .collect();
            options.push(Opt {
                long: "--help".into(),
                short: Some('h'),
                value: None,
                help: english.help(Help::PrintHelp),
            });
            if command == Subcommand::Rows {
                options.push(Opt {
                    long: "--version".into(),
                    short: Some('V'),
                    value: None,
                    help: english.help(Help::PrintVersion),
                });
            }
            Command {
                word: command.word(),
                options,
                arguments: arguments_of(command),
                described: described(command),
            }
        })
        .collect();
    let described = commands[0].described.clone();
    commands.push(Command {
        word: Some("help"),
        options: Vec::new(),
        arguments: Offer::Words(words()),
        described,
    });
    commands
}

/// Every word that chooses a command, `help` last.
pub(super) fn words() -> Vec<String> {
    let commands = usage::commands(Lang::ENGLISH.in_ascii(true));
    commands.into_iter().map(|(word, _)| word).collect()
}

/// What follows `flag`: `None` for a switch.
fn offer(flag: Flag) -> Option<Offer> {
    match flag.value {
        Value::Switch => None,
        Value::Free { .. } => Some(Offer::Nothing),
        Value::Path { .. } => Some(Offer::Files),
        Value::Choice { choices, .. } => Some(Offer::Words(
            choices.iter().map(|choice| choice.to_string()).collect(),
        )),
        Value::Language => Some(Offer::Words(Lang::codes().map(String::from).collect())),
    }
}

/// What a command takes where no flag is typed.
fn arguments_of(command: Subcommand) -> Offer {
    if command == Subcommand::Rows {
        return Offer::Words(words());
    }
    let arguments = arguments::of(command);
    if arguments.iter().any(|argument| argument.kind == Kind::File) {
        return Offer::Files;
    }
    let words: Vec<String> = arguments
        .iter()
        .flat_map(|argument| match argument.kind {
            Kind::Word => vec![argument.shown.to_string()],
            Kind::Shell => Shell::ALL.map(|shell| shell.name().to_string()).to_vec(),
            Kind::Free | Kind::File => Vec::new(),
        })
        .collect();
    if words.is_empty() {
        Offer::Nothing
    } else {
        Offer::Words(words)
    }
}

/// What each argument word of `command` does: after the bare name each
/// command's word, else the command's own words (`board`).
fn described(command: Subcommand) -> Vec<(String, String)> {
    let english = Lang::ENGLISH.in_ascii(true);
    if command == Subcommand::Rows {
        return usage::commands(english);
    }
    (arguments::of(command).iter())
        .filter(|argument| argument.kind == Kind::Word)
        .map(|argument| (argument.shown.to_string(), english.help(argument.help)))
        .collect()
}

/// `name` made a shell function's name: `nim-game` is `nim_game`.
pub(super) fn identifier(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

#[cfg(test)]
mod tests;
