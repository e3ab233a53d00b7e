//! The commands a document shows, found by one rule, so that a test can run
//! each as a reader would type it.
//!
//! What counts as a command:
//! - in a fenced block marked `console`, a line starting `$ ` that runs
//!   `nim`: its first word is `nim`, or `| nim ` hands it input;
//! - in a fenced block marked `sh`, a line whose first word is `nim`; the
//!   block's `mkdir -p` lines come with it, as the reader runs them first;
//! - in the prose, an inline code span that is `nim` or starts with `nim `,
//!   unless its second word ends with `:` (`nim replay: line 12: ...` is a
//!   message the program prints, not a command);
//! - everywhere, `cargo run --release` counts as `nim`, and
//!   `cargo run --release -- ARGS` as `nim ARGS`.
//!
//! A span may run over a line's end, which counts as a space; a shell
//! comment (` # ...`) after a block's command is dropped.

/// One command a document shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    /// Where: the document and its line, for the failure's message.
    pub at: String,
    /// The command, a shell line with `nim` as the program.
    pub command: String,
    /// The lines its block runs first (`mkdir -p ...`).
    pub setup: Vec<String>,
}

/// Every command `text` (the document `doc`) shows, in order, each once.
pub fn shown(doc: &str, text: &str) -> Vec<Shown> {
    let mut found: Vec<Shown> = Vec::new();
    let mut prose = String::new();
    let mut block: Option<(String, Vec<Shown>, Vec<String>)> = None;
    for (i, line) in text.lines().enumerate() {
        let at = format!("{doc}:{}", i + 1);
        let fence = line.trim_start().strip_prefix("```");
        match (fence, block.take()) {
            (Some(kind), None) => block = Some((kind.trim().to_owned(), Vec::new(), Vec::new())),
            (Some(_), Some((_, commands, setup))) => {
                found.extend(commands.into_iter().map(|c| Shown {
                    setup: setup.clone(),
                    ..c
                }));
            }
            (None, Some((kind, mut commands, mut setup))) => {
                let command = match kind.as_str() {
                    "console" => line.strip_prefix("$ ").map(uncomment),
                    "sh" => Some(uncomment(line)),
                    _ => None,
                };
                if let Some(command) = command {
                    if command.starts_with("mkdir -p ") {
                        setup.push(command);
                    } else if let Some(command) = as_nim(&command) {
                        let runs_nim = command == "nim"
                            || command.starts_with("nim ")
                            || (kind == "console" && command.contains("| nim "));
                        if runs_nim {
                            commands.push(Shown {
                                at,
                                command,
                                setup: Vec::new(),
                            });
                        }
                    }
                }
                block = Some((kind, commands, setup));
            }
            (None, None) => {}
        }
        // Prose keeps its lines, blocks leave empty ones: a span's line
        // is then the count of line ends before it.
        if fence.is_none() && block.is_none() {
            prose.push_str(line);
        }
        prose.push('\n');
    }
    let mut line = 1;
    for (i, piece) in prose.split('`').enumerate() {
        if i % 2 == 1 {
            let span = piece.split_whitespace().collect::<Vec<_>>().join(" ");
            if let Some(command) = as_nim(&span).filter(|c| is_command(c)) {
                let at = format!("{doc}:{line}");
                found.push(Shown {
                    at,
                    command,
                    setup: Vec::new(),
                });
            }
        }
        line += piece.matches('\n').count();
    }
    let mut seen = std::collections::BTreeSet::new();
    found.retain(|shown| seen.insert(shown.command.clone()));
    found
}

/// A span that is a command: `nim`, or `nim` and words, the second not a
/// message's `nim replay:`.
fn is_command(span: &str) -> bool {
    let mut words = span.split(' ');
    words.next() == Some("nim") && !words.next().is_some_and(|w| w.ends_with(':'))
}

/// `cargo run --release [-- ARGS]` as `nim [ARGS]`; anything else as it is.
fn as_nim(command: &str) -> Option<String> {
    const CARGO: &str = "cargo run --release";
    match command.strip_prefix(CARGO) {
        Some("") => Some("nim".to_owned()),
        Some(rest) => rest.strip_prefix(" -- ").map(|args| format!("nim {args}")),
        None => Some(command.to_owned()),
    }
}

/// A shell line without its trailing comment and spaces.
fn uncomment(line: &str) -> String {
    let line = line.find(" #").map_or(line, |at| &line[..at]);
    line.trim().to_owned()
}

#[test]
fn the_rule_finds_commands_and_leaves_the_rest() {
    let text = "Play with `nim --coach` or `cargo run --release -- board`; `nim\n\
                learn` too. Not `nim replay: line 1`, `cargo run --release --coach`,\n\
                `--rows 3`.\n\
                ```console\n$ printf '1 1\\n' | nim --plain   # a comment\nposition: 3\n\
                $ echo $?\n```\n```sh\nmkdir -p ~/a\nnim man > ~/a/nim.6\ncargo test\n```\n\
                ```text\nnim join 127.0.0.1:1 CODE\n```\n`nim`\n";
    let shown = shown("T.md", text);
    let commands: Vec<(&str, &str)> = shown
        .iter()
        .map(|s| (s.at.as_str(), s.command.as_str()))
        .collect();
    assert_eq!(
        commands,
        [
            ("T.md:5", "printf '1 1\\n' | nim --plain"),
            ("T.md:11", "nim man > ~/a/nim.6"),
            ("T.md:1", "nim --coach"),
            ("T.md:1", "nim board"),
            ("T.md:1", "nim learn"),
            ("T.md:17", "nim"),
        ]
    );
    assert_eq!(shown[1].setup, ["mkdir -p ~/a"]);
}
