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
//! A span may run over a line's end, which counts as a space, and `\|` in
//! it (a table's way to write `|`) is `|`; a shell comment (` # ...`)
//! after a block's command is dropped.

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
            // A table writes `|` in a span as `\|`.
            let span = piece.split_whitespace().collect::<Vec<_>>().join(" ");
            let span = span.replace("\\|", "|");
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
                ```text\nnim join 127.0.0.1:1 CODE\n```\n`nim`\n\
                | `nim completions a\\|b` |\n";
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
            ("T.md:18", "nim completions a|b"),
        ]
    );
    assert_eq!(shown[1].setup, ["mkdir -p ~/a"]);
}

/// What a placeholder of a synopsis stands for when it runs. `ADDR:PORT`,
/// and `CODE` after `nim join`, are the live host's.
pub const PLACEHOLDERS: &[(&str, &str)] = &[
    ("FILE", "g.txt"),
    ("[CODE]", "DBKVF4"),
    ("[PUZZLE]...", "3,4,5 DBKVF4"),
    ("CODE", "DBKVF4"),
    ("COMMAND", "learn"),
    ("R", "kayles"),
];

/// One command per choice of its word with choices (`bash|zsh|fish`); a
/// lone `|` is a pipe.
pub fn choices(command: &str) -> Vec<String> {
    let words: Vec<&str> = command.split(' ').collect();
    let Some(at) = words.iter().position(|w| w.len() > 1 && w.contains('|')) else {
        return vec![command.to_owned()];
    };
    words[at]
        .split('|')
        .map(|choice| {
            let mut words = words.clone();
            words[at] = choice;
            words.join(" ")
        })
        .collect()
}

/// The command with its placeholders as fixtures and `--listen`'s port 0.
pub fn with_fixtures(command: &str) -> String {
    let fixtures: std::collections::BTreeMap<&str, &str> = PLACEHOLDERS.iter().copied().collect();
    let mut words: Vec<String> = Vec::new();
    let join = command.starts_with("nim join ");
    for word in command.split(' ') {
        let listen = words.last().is_some_and(|w| w == "--listen");
        let word = match fixtures.get(word) {
            Some(_) if join && word == "CODE" => word.to_owned(),
            Some(fixture) => (*fixture).to_owned(),
            None if listen => format!("{}:0", word.rsplit_once(':').map_or(word, |(host, _)| host)),
            None => word.to_owned(),
        };
        words.push(word);
    }
    words.join(" ")
}

/// A `nim join` example with the live host's address and code for the
/// ones it shows.
pub fn live(command: &str, address: &str, code: &str) -> String {
    let is_address = |w: &str| {
        w == "ADDR:PORT"
            || w.rsplit_once(':').is_some_and(|(_, port)| {
                !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit())
            })
    };
    let is_code = |w: &str| {
        w == "CODE" || (w.len() == 14 && w.bytes().all(|b| b.is_ascii_digit() || b == b'-'))
    };
    let words: Vec<&str> = command
        .split(' ')
        .map(|w| match w {
            w if is_address(w) => address,
            w if is_code(w) => code,
            w => w,
        })
        .collect();
    words.join(" ")
}

/// A word that stands for a value: capitals (and `[`, `]`, `:`, `_`) only.
pub fn is_placeholder(word: &str) -> bool {
    word.bytes().any(|b| b.is_ascii_uppercase())
        && word
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b"[]:_".contains(&b))
}

#[test]
fn fixtures_and_hosts_fill_the_synopses() {
    assert_eq!(with_fixtures("nim replay FILE"), "nim replay g.txt");
    assert_eq!(with_fixtures("nim puzzle [CODE]"), "nim puzzle DBKVF4");
    assert_eq!(
        with_fixtures("nim serve --listen 0.0.0.0:7000"),
        "nim serve --listen 0.0.0.0:0"
    );
    assert_eq!(
        with_fixtures("nim join ADDR:PORT CODE"),
        "nim join ADDR:PORT CODE"
    );
    assert_eq!(
        live(
            "nim join --plain 192.168.1.20:7000 4821-0937-5562",
            "127.0.0.1:5",
            "1-2"
        ),
        "nim join --plain 127.0.0.1:5 1-2"
    );
    assert_eq!(
        choices("nim completions bash|zsh"),
        ["nim completions bash", "nim completions zsh"]
    );
    assert_eq!(choices("nim man | man -l -"), ["nim man | man -l -"]);
    assert!(is_placeholder("ADDR:PORT") && !is_placeholder("DBKVF4") && !is_placeholder("-"));
}
