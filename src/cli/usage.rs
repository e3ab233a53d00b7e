//! `--help`: the command's purpose, how to call it, its commands, arguments
//! and options in two columns, and how to play, all from the catalogues and
//! wrapped at spaces to the book's 80 columns, whatever the terminal.

use unicode_width::UnicodeWidthStr;

use super::command::Subcommand;
use super::flags::{self, Flag, Value};
use crate::text::Lang;
use crate::text::help::Help;

/// The width every line of the help fits, by display columns.
const WIDTH: usize = 80;

/// The whole help of `command` in `lang`.
pub fn help(command: Subcommand, lang: Lang) -> String {
    let mut out = String::new();
    let (about, how) = match command {
        Subcommand::Rows => (Help::About, Some(Help::Play)),
        Subcommand::Board => (Help::AboutBoard, Some(Help::PlayBoard)),
        Subcommand::Analyze => (Help::AboutAnalyze, None),
        Subcommand::Replay => (Help::AboutReplay, None),
        Subcommand::Learn => (Help::AboutLearn, Some(Help::LearnHow)),
        Subcommand::Puzzle => (Help::AboutPuzzle, None),
        Subcommand::Worksheet => (Help::AboutWorksheet, None),
        Subcommand::Serve => (Help::AboutServe, Some(Help::ServeHow)),
        Subcommand::Join => (Help::AboutJoin, None),
    };
    paragraph(&mut out, &lang.help(about));
    out.push('\n');
    let shape = match command {
        Subcommand::Rows => "[OPTIONS] [COMMAND]",
        Subcommand::Board | Subcommand::Learn | Subcommand::Worksheet => "[OPTIONS]",
        Subcommand::Analyze => "[OPTIONS] <ROW>...",
        Subcommand::Replay => "[OPTIONS] <FILE>",
        Subcommand::Puzzle => "[board] [CODE] [OPTIONS]",
        Subcommand::Serve => "[board] [OPTIONS]",
        Subcommand::Join => "[OPTIONS] <ADDR:PORT> <CODE>",
    };
    let usage = lang.help(Help::UsageHeading);
    out.push_str(&format!("{usage} {} {shape}\n\n", command.name()));
    if command == Subcommand::Rows {
        table(&mut out, &lang.help(Help::CommandsHeading), &commands(lang));
    }
    let arguments: &[(&str, Help)] = match command {
        Subcommand::Analyze => &[("<ROW>...", Help::AnalyzeRows)],
        Subcommand::Replay => &[("<FILE>", Help::ReplayFile)],
        Subcommand::Puzzle => &[
            ("board", Help::PuzzleBoardWord),
            ("<CODE>", Help::PuzzleCodeWord),
        ],
        Subcommand::Serve => &[("board", Help::ServeBoardWord)],
        Subcommand::Join => &[("<ADDR:PORT>", Help::JoinAddr), ("<CODE>", Help::JoinCode)],
        _ => &[],
    };
    if !arguments.is_empty() {
        let rows: Vec<(String, String)> = arguments
            .iter()
            .map(|&(word, help)| (word.to_string(), lang.help(help)))
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
    if let Some(how) = how {
        paragraph(&mut out, &lang.help(how));
    }
    out
}

/// The main help's commands: each command's word and what it does, then
/// `help`.
fn commands(lang: Lang) -> Vec<(String, String)> {
    let about = |command| match command {
        Subcommand::Board => Help::AboutBoard,
        Subcommand::Analyze => Help::AboutAnalyze,
        Subcommand::Replay => Help::AboutReplay,
        Subcommand::Learn => Help::AboutLearn,
        Subcommand::Puzzle => Help::AboutPuzzle,
        Subcommand::Worksheet => Help::AboutWorksheet,
        Subcommand::Serve => Help::AboutServe,
        Subcommand::Join => Help::AboutJoin,
        Subcommand::Rows => Help::About,
    };
    let word = |command: Subcommand| command.name().trim_start_matches("nim ").to_string();
    Subcommand::WORDS
        .into_iter()
        .map(|command| (word(command), lang.help(about(command))))
        .chain([("help".to_string(), lang.help(Help::HelpCommand))])
        .collect()
}

/// A flag as the left column shows it: `--rows <N,N,...>`.
fn left(flag: Flag) -> String {
    let long = flag.long();
    match flag.value {
        Value::Switch => long,
        Value::Free { name } | Value::Choice { name, .. } => format!("{long} <{name}>"),
        Value::Language => format!("{long} <LANG>"),
    }
}

/// A flag's help, then its default and its possible values.
fn described(flag: Flag, command: Subcommand, lang: Lang) -> String {
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
        Value::Switch | Value::Free { .. } => {}
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

/// `text` in lines of at most `width` columns, broken only at spaces; a
/// word wider than `width` stands alone on its line.
pub(super) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|word| !word.is_empty()) {
        if !line.is_empty() && line.width() + 1 + word.width() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
