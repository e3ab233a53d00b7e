//! `nim man`: the manual page, in roff for section 6 (games), written from
//! the list of commands, their arguments and the flag table, with the
//! help's English texts, so the page lists exactly what the parser takes.
//! The sections no table holds (files, environment, exit status, examples)
//! are in `prose`. The page is in English, in ASCII: it renders alike on
//! every device `man` writes to.
//!
//! Text built here and nothing else: `run` prints it.

mod prose;
mod roff;

use super::arguments;
use super::command::Subcommand;
use super::flags::{self, FLAGS, Flag};
use super::usage::{described, left};
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::text::KeysOf;
use crate::text::Lang;
use crate::text::help::Help;
use roff::{bold, escape, indented, italic, paragraph, section, subsection, tagged};

/// The language of the page: English, each text in its ASCII form.
const ENGLISH: Lang = Lang::ENGLISH;

/// The page for the program called `name` (`nim`, or the name it is
/// installed under, such as `nim-game`).
pub fn page(name: &str) -> String {
    let lang = ENGLISH.in_ascii(true);
    let mut out = String::new();
    out.push_str(&format!(
        ".\\\" The manual page of {name}, written by `{name} man` from its flag table.\n"
    ));
    out.push_str(&format!(
        ".TH {} 6 \"\" \"nim {}\" \"Games\"\n",
        escape(&name.to_uppercase()),
        env!("CARGO_PKG_VERSION")
    ));
    // Flags and paths are never broken at a hyphen, nor lines stretched.
    out.push_str(".nh\n.ad l\n");
    section(&mut out, "NAME");
    out.push_str(&format!(
        "{} \\- {}\n",
        escape(name),
        escape(prose::SUMMARY)
    ));
    synopsis(&mut out, name);
    section(&mut out, "DESCRIPTION");
    paragraph(&mut out, &lang.help(Help::About));
    for text in prose::description(name) {
        paragraph(&mut out, &text);
    }
    paragraph(&mut out, &lang.help(Help::Play));
    commands(&mut out, name, lang);
    options(&mut out, name, lang);
    keys(&mut out, lang);
    prose::rest(&mut out, name);
    out
}

/// Every command on a line of its own, as its usage line shows it.
fn synopsis(out: &mut String, name: &str) {
    section(out, "SYNOPSIS");
    out.push_str(".nf\n");
    for command in every_command() {
        out.push_str(&format!(
            "{} {}\n",
            bold(&called(name, command)),
            escape(arguments::shape(command))
        ));
    }
    out.push_str(&format!("{} [COMMAND]\n", bold(&format!("{name} help"))));
    out.push_str(".fi\n");
}

/// The book's game, then each command in the help's order.
fn every_command() -> impl Iterator<Item = Subcommand> {
    std::iter::once(Subcommand::Rows).chain(Subcommand::WORDS)
}

/// `command` as typed under `name`: `nim-game learn`.
fn called(name: &str, command: Subcommand) -> String {
    match command.word() {
        Some(word) => format!("{name} {word}"),
        None => name.to_string(),
    }
}

/// Each command: what it does, how it goes, its arguments, and its flags
/// (in full where its flag reads otherwise than under OPTIONS).
fn commands(out: &mut String, name: &str, lang: Lang) {
    section(out, "COMMANDS");
    for command in every_command() {
        subsection(
            out,
            &format!("{} {}", called(name, command), arguments::shape(command)),
        );
        // The book's game is the DESCRIPTION's.
        if command == Subcommand::Rows {
            paragraph(out, prose::ROWS);
        } else {
            paragraph(out, &lang.help(arguments::about(command)));
            if let Some(how) = arguments::how(command) {
                paragraph(out, &lang.help(how));
            }
        }
        for argument in arguments::of(command) {
            tagged(out, &italic(argument.shown), &lang.help(argument.help));
        }
        let flags = flags::of(command);
        let listed: Vec<String> = flags.iter().map(|flag| bold(&flag.long())).collect();
        let listed = if listed.is_empty() {
            "none but \\fB\\-\\-help\\fR".to_string()
        } else {
            listed.join(", ")
        };
        out.push_str(&format!(".PP\nOptions: {listed}.\n"));
        for flag in flags.into_iter().filter(|&flag| own(flag, command, lang)) {
            tagged(out, &shown(flag), &described(flag, command, lang));
        }
    }
    subsection(out, &format!("{name} help [COMMAND]"));
    paragraph(out, &lang.help(Help::HelpCommand));
}

/// Whether `flag` reads otherwise in `command` than under OPTIONS: its own
/// help text or its own choices.
fn own(flag: Flag, command: Subcommand, lang: Lang) -> bool {
    let row = flags::by_name(flag.id.name()).unwrap_or(flag);
    described(flag, command, lang) != described(row, home(row), lang)
}

/// The first command, in the help's order, that takes `flag`: its help
/// there is the one OPTIONS gives.
fn home(flag: Flag) -> Subcommand {
    every_command()
        .find(|&command| flags::takes(command, flag.id))
        .unwrap_or(Subcommand::Rows)
}

/// A flag as a tag: `--level` in bold, its value's shape in italic.
fn shown(flag: Flag) -> String {
    let long = flag.long();
    let full = left(flag);
    match full.strip_prefix(&long) {
        Some(value) if !value.is_empty() => format!("{} {}", bold(&long), italic(value.trim())),
        _ => bold(&long),
    }
}

/// Every flag of the table, once: its value's shape, its help, its
/// default and choices, and the commands that take it.
fn options(out: &mut String, name: &str, lang: Lang) {
    section(out, "OPTIONS");
    for flag in FLAGS {
        let home = home(flag);
        let takers: Vec<String> = every_command()
            .filter(|&command| flags::takes(command, flag.id))
            .map(|command| called(name, command))
            .collect();
        tagged(out, &shown(flag), &described(flag, home, lang));
        indented(out, &format!("Taken by {}.", takers.join(", ")));
    }
    let help = format!("{}, {}", bold("-h"), bold("--help"));
    tagged(out, &help, &lang.help(Help::PrintHelp));
    let version = format!("{}, {}", bold("-V"), bold("--version"));
    tagged(out, &version, &lang.help(Help::PrintVersion));
}

/// The keys of the screen, from the list its `h` shows: the rows', each
/// followed by the board's where the board's reads otherwise.
fn keys(out: &mut String, lang: Lang) {
    section(out, "KEYS ON THE SCREEN");
    paragraph(out, prose::KEYS);
    let rows = lang.key_list::<Rows>(KeysOf::Screen);
    let board = lang.key_list::<Board>(KeysOf::Screen);
    for (at, (key, does)) in rows.iter().enumerate() {
        tagged(out, &bold(key), does);
        if let Some(other) = board
            .get(at)
            .filter(|other| **other != (key.clone(), does.clone()))
        {
            tagged(out, &bold(&other.0), &format!("{} (on the board)", other.1));
        }
    }
}

#[cfg(test)]
mod tests;
