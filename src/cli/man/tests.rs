//! The manual page against the tables it is written from: every command,
//! every flag, every argument, in the sections that list them; roff that
//! no line can break; examples the parser takes.

use super::prose::EXAMPLES;
use super::{every_command, page};
use crate::cli::arguments;
use crate::cli::command::Subcommand;
use crate::cli::flags::{self, FLAGS};
use crate::cli::{ErrorKind, parse_args};
use crate::text::Locale;

/// The text of section `title`, up to the next one.
fn section<'a>(page: &'a str, title: &str) -> &'a str {
    let start = page
        .find(&format!("\n.SH {title}\n"))
        .unwrap_or_else(|| panic!("no section {title}"));
    let rest = &page[start + 1..];
    let end = rest[1..].find("\n.SH ").map_or(rest.len(), |end| end + 1);
    &rest[..end]
}

/// A flag as the page writes it in bold: `\fB\-\-rows\fR`.
fn bold_flag(long: &str) -> String {
    format!("\\fB{}\\fR", long.replace('-', "\\-"))
}

#[test]
fn every_command_and_flag_is_in_the_page() {
    let page = page("nim");
    let synopsis = section(&page, "SYNOPSIS");
    let commands = section(&page, "COMMANDS");
    let options = section(&page, "OPTIONS");
    for command in every_command() {
        let called = match command.word() {
            Some(word) => format!("\\fBnim {word}\\fR"),
            None => "\\fBnim\\fR".to_string(),
        };
        assert!(synopsis.contains(&called), "{command:?}: {synopsis}");
        // Its subsection lists each flag it takes, and each argument.
        let heading = match command.word() {
            Some(word) => format!(".SS \"nim {word} "),
            None => ".SS \"nim [".to_string(),
        };
        let at = commands.find(&heading).expect("a subsection");
        let own = &commands[at..];
        let own = &own[..own[1..].find(".SS ").map_or(own.len(), |end| end + 1)];
        for flag in flags::of(command) {
            assert!(
                own.contains(&bold_flag(&flag.long())),
                "{command:?} {flag:?}"
            );
        }
        for argument in arguments::of(command) {
            assert!(
                own.contains(argument.shown),
                "{command:?}: {}",
                argument.shown
            );
        }
    }
    assert!(synopsis.contains("\\fBnim help\\fR"), "{synopsis}");
    for flag in FLAGS {
        assert!(options.contains(&bold_flag(&flag.long())), "{flag:?}");
    }
    for sections in [
        "NAME",
        "DESCRIPTION",
        "KEYS ON THE SCREEN",
        "FILES",
        "ENVIRONMENT",
        "EXIT STATUS",
        "EXAMPLES",
        "SEE ALSO",
    ] {
        section(&page, sections);
    }
}

/// Installed under another name, the page names the command by it.
#[test]
fn the_page_names_the_command_as_it_was_called() {
    let page = page("nim-game");
    assert!(page.contains("\n.TH NIM\\-GAME 6 "), "{page}");
    assert!(page.contains("\n.SH NAME\nnim\\-game \\- "), "{page}");
    let synopsis = section(&page, "SYNOPSIS");
    assert!(synopsis.contains("\\fBnim\\-game learn\\fR"), "{synopsis}");
    assert!(!synopsis.contains("\\fBnim learn"), "{synopsis}");
    let examples = section(&page, "EXAMPLES");
    assert!(
        examples.contains("\nnim\\-game analyze 3 4 5\n"),
        "{examples}"
    );
}

/// Only the page's own requests start a line: no text of a catalogue
/// can begin with a dot or a quote and be read as one; no hyphen is left
/// for roff to hyphenate or to print as a dash; all of it ASCII.
#[test]
fn no_text_is_read_as_a_request() {
    let page = page("nim");
    let requests = [
        ".\\\" ", ".TH ", ".SH ", ".SS ", ".PP", ".TP", ".IP", ".RS ", ".RE", ".nf", ".fi", ".nh",
        ".ad ",
    ];
    for line in page.lines() {
        if line.starts_with('.') || line.starts_with('\'') {
            assert!(
                requests.iter().any(|request| line.starts_with(request)),
                "{line}"
            );
        }
        if !line.starts_with(".\\\"") {
            let unescaped = line.replace("\\-", "").replace("\\e", "");
            assert!(!unescaped.contains('-'), "{line}");
        }
        assert!(line.is_ascii(), "{line}");
    }
}

/// Every example is a command line the parser takes as shown.
#[test]
fn every_example_parses() {
    for example in EXAMPLES {
        for line in example.lines {
            let args = std::iter::once("nim").chain(line.args.split_whitespace());
            match parse_args(args, Locale::default()) {
                Ok(_) => {}
                Err(error) => assert_eq!(
                    error.kind(),
                    ErrorKind::DisplayHelp,
                    "nim {}: {error}",
                    line.args
                ),
            }
        }
    }
    // The page's own command is one of them.
    let parsed = parse_args(["nim", "man"], Locale::default());
    assert_eq!(parsed, Ok(crate::cli::Invocation::Man));
    assert!(Subcommand::from_word("man").is_some());
}
