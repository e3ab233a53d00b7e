//! `--help`: the command's purpose, how to call it, its commands, arguments
//! and options in two columns, and how to play, all from the catalogues and
//! wrapped by the Unicode line-breaking rules to the book's 80 columns,
//! whatever the terminal.

use unicode_width::UnicodeWidthStr;

use super::arguments;
use super::command::Subcommand;
use super::flags::{self, Flag, Value};
use crate::text::Lang;
use crate::text::help::Help;
use crate::text::width::wrap;

/// The width every line of the help fits, by display columns.
const WIDTH: usize = 80;

/// The whole help of `command` in `lang`.
pub fn help(command: Subcommand, lang: Lang) -> String {
    let mut out = String::new();
    paragraph(&mut out, &lang.help(arguments::about(command)));
    out.push('\n');
    let usage = lang.help(Help::UsageHeading);
    let shape = arguments::shape(command);
    out.push_str(&format!("{usage} {} {shape}\n\n", command.name()));
    if command == Subcommand::Rows {
        table(&mut out, &lang.help(Help::CommandsHeading), &commands(lang));
    }
    let arguments = arguments::of(command);
    if !arguments.is_empty() {
        let rows: Vec<(String, String)> = arguments
            .iter()
            .map(|argument| (argument.shown.to_string(), lang.help(argument.help)))
            .collect();
        table(&mut out, &lang.help(Help::ArgumentsHeading), &rows);
    }
    let mut options: Vec<(String, String)> = flags::of(command)
        .into_iter()
        .map(|flag| {
            (
                format!("    {}", left(flag)),
                described(flag, command, lang),
            )
        })
        .collect();
    options.push(("-h, --help".into(), lang.help(Help::PrintHelp)));
    if command == Subcommand::Rows {
        options.push(("-V, --version".into(), lang.help(Help::PrintVersion)));
    }
    table(&mut out, &lang.help(Help::OptionsHeading), &options);
    if let Some(how) = arguments::how(command) {
        paragraph(&mut out, &lang.help(how));
    }
    out
}

/// The main help's commands: each command's word and what it does, then
/// `help` (the completion scripts offer the same list).
pub(super) fn commands(lang: Lang) -> Vec<(String, String)> {
    Subcommand::WORDS
        .into_iter()
        .filter_map(|command| Some((command.word()?, arguments::about(command))))
        .map(|(word, about)| (word.to_string(), lang.help(about)))
        .chain([("help".to_string(), lang.help(Help::HelpCommand))])
        .collect()
}

/// A flag as the left column shows it: `--rows <N,N,...>`.
pub(super) fn left(flag: Flag) -> String {
    let long = flag.long();
    match flag.value {
        Value::Switch => long,
        Value::Free { name } | Value::Path { name } | Value::Choice { name, .. } => {
            format!("{long} <{name}>")
        }
        Value::Language => format!("{long} <LANG>"),
    }
}

/// A flag's help, then its default and its possible values.
pub(super) fn described(flag: Flag, command: Subcommand, lang: Lang) -> String {
    let mut text = lang.help(flag.help(command));
    match flag.value {
        Value::Choice {
            choices, default, ..
        } => {
            if let Some(default) = default {
                text.push(' ');
                text.push_str(&lang.help_default(default));
            }
            // `--players` says what 1 and 2 mean in its help.
            if flag.id != flags::Id::Players {
                text.push(' ');
                text.push_str(&lang.help_possible(&choices.join(", ")));
            }
        }
        Value::Language => {
            let codes: Vec<_> = Lang::codes().collect();
            text.push(' ');
            text.push_str(&lang.help_possible(&codes.join(", ")));
        }
        Value::Switch | Value::Free { .. } | Value::Path { .. } => {}
    }
    text
}

/// A heading, then two columns: each left cell indented by two, each right
/// cell wrapped in its column.
fn table(out: &mut String, heading: &str, rows: &[(String, String)]) {
    out.push_str(heading);
    out.push('\n');
    let left_width = rows.iter().map(|(left, _)| left.width()).max().unwrap_or(0);
    let indent = 2 + left_width + 2;
    for (left, right) in rows {
        let lines = wrap(right, WIDTH.saturating_sub(indent));
        let pad = left_width - left.width() + 2;
        out.push_str(&format!("  {left}{:pad$}", ""));
        for (i, line) in lines.iter().enumerate() {
            if i > 0 {
                out.push_str(&" ".repeat(indent));
            }
            out.push_str(line);
            out.push('\n');
        }
        if lines.is_empty() {
            out.push('\n');
        }
    }
    out.push('\n');
}

/// A text of the catalogue, its own line breaks kept, each line wrapped.
fn paragraph(out: &mut String, text: &str) {
    for line in text.lines() {
        for wrapped in wrap(line, WIDTH) {
            out.push_str(&wrapped);
            out.push('\n');
        }
    }
}
