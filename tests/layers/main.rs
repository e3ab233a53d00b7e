//! The floors of `src/`, checked: every `crate::` path a file names (in a
//! `use` or inline) points to its own floor or one below, never up; the
//! front ends never name one another; and no two top-level modules name
//! each other. A rule kept only in prose broke one wave after it was
//! written; this one breaks the build's tests instead. `src/lib.rs` says
//! what each floor holds. Floor 0, `game`, is the crate `nim-game`: the
//! compiler keeps it from naming the floors above, and its manifest is
//! checked here to name no crate that reaches a terminal, words, signals,
//! sockets or files. The paths the documents name (`ARCHITECTURE.md`, the
//! README, the guide and the reference) are checked to exist, and every
//! link between them to land on a file and a heading, so the map cannot
//! drift from the tree unseen.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The documents: their paths and their links.
mod docs;

/// The floor of each top-level module of `src/`, lowest first.
const FLOORS: &[(&str, u8)] = &[
    ("game", 0),
    ("io", 1),
    ("text", 2),
    ("tutor", 3),
    ("plain", FRONT),
    ("tui", FRONT),
    ("analyze", FRONT),
    ("cli", 5),
    ("run", 6),
];

/// The front ends' floor: a module there may not name another one of it.
const FRONT: u8 = 4;

/// One arrow: a file of module `from` names module `to` on `line`.
struct Arrow {
    file: PathBuf,
    line: usize,
    from: String,
    to: String,
}

#[test]
fn no_import_points_up_across_front_ends_or_round_a_cycle() {
    let arrows = arrows(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(arrows.len() > 100, "the crate's imports were read");
    let broken = broken(&arrows);
    assert!(broken.is_empty(), "\n{}\n", broken.join("\n"));
}

/// The crates the core may depend on: a random generator, seeded ones, and
/// error types (proptest only for the fixtures other crates' tests share).
/// A terminal, a catalogue, a signal, a socket or a file crate here would
/// let the outside world into the core: add a crate only if it is as pure.
const CORE_MAY_USE: &[&str] = &["rand", "rand_chacha", "thiserror", "proptest"];

#[test]
fn the_core_crate_names_only_pure_dependencies() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/nim-game/Cargo.toml");
    let manifest = fs::read_to_string(manifest).unwrap();
    let mut section = "";
    let mut named = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line;
        } else if section.contains("dependencies") && !section.contains("dev-dependencies") {
            let name = ident_with_dashes(line);
            if !name.is_empty() {
                named.push(name.replace('-', "_"));
            }
        }
    }
    assert!(named.contains(&"rand".to_string()), "{manifest}");
    let impure: Vec<_> = named
        .iter()
        .filter(|name| !CORE_MAY_USE.contains(&name.as_str()))
        .collect();
    assert!(
        impure.is_empty(),
        "the core names {impure:?}: see CORE_MAY_USE"
    );
}

fn ident_with_dashes(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
        .unwrap_or(text.len());
    &text[..end]
}

/// Every arrow that breaks a rule, worded for the one who added it.
fn broken(arrows: &[Arrow]) -> Vec<String> {
    let floors: BTreeMap<&str, u8> = FLOORS.iter().copied().collect();
    let mut broken = Vec::new();
    let mut graph: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for arrow in arrows {
        let at = format!("{}:{}", arrow.file.display(), arrow.line);
        let (Some(&from), Some(&to)) = (floors.get(&*arrow.from), floors.get(&*arrow.to)) else {
            broken.push(format!(
                "{at}: `{}` -> `{}`: a top-level module without a floor (add it to FLOORS)",
                arrow.from, arrow.to
            ));
            continue;
        };
        if to > from {
            broken.push(format!(
                "{at}: `{}` (floor {from}) imports `{}` (floor {to}): an import up a floor",
                arrow.from, arrow.to
            ));
        } else if from == FRONT && to == FRONT {
            broken.push(format!(
                "{at}: the front end `{}` imports the front end `{}`: put what they share on a floor below",
                arrow.from, arrow.to
            ));
        }
        graph.entry(&arrow.from).or_default().insert(&arrow.to);
    }
    for (a, tos) in &graph {
        for b in tos {
            if a < b && reaches(&graph, b, a) {
                broken.push(format!("a cycle: `{a}` -> `{b}` -> ... -> `{a}`"));
            }
        }
    }
    broken
}

/// Whether `to` is reached from `from` along the arrows.
fn reaches(graph: &BTreeMap<&str, BTreeSet<&str>>, from: &str, to: &str) -> bool {
    let mut seen = BTreeSet::new();
    let mut next = vec![from];
    while let Some(at) = next.pop() {
        if at == to {
            return true;
        }
        if seen.insert(at) {
            next.extend(graph.get(at).into_iter().flatten().copied());
        }
    }
    false
}

/// The arrows between top-level modules of every `.rs` file under `src`
/// (the crate roots `lib.rs` and `main.rs` declare, they do not import).
fn arrows(src: &Path) -> Vec<Arrow> {
    let mut arrows = Vec::new();
    for file in rust_files(src) {
        let relative = file.strip_prefix(src).unwrap();
        let parts: Vec<String> = relative
            .iter()
            .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_owned())
            .collect();
        if parts.len() == 1 && (parts[0] == "lib" || parts[0] == "main") {
            continue;
        }
        // The module's depth: `a/mod.rs` is `a`, `a/b.rs` is `a::b`.
        let depth = parts.len() - usize::from(parts.last().is_some_and(|p| p == "mod"));
        let from = parts[0].clone();
        let code = fs::read_to_string(&file).unwrap();
        let code: Vec<&str> = code.lines().map(strip_comment).collect();
        let code = code.join("\n");
        for (at, to) in named(&code, depth) {
            if to != from {
                let line = code[..at].matches('\n').count() + 1;
                let (file, from) = (relative.to_path_buf(), from.clone());
                arrows.push(Arrow {
                    file,
                    line,
                    from,
                    to,
                });
            }
        }
    }
    arrows
}

/// The top-level modules `code` names, each with where it is named:
/// `crate::x`, each name of `crate::{x, y::z}` (over several lines too), and
/// `super::` chains that climb to the crate root from a module `depth` deep.
fn named(code: &str, depth: usize) -> Vec<(usize, String)> {
    let mut names = Vec::new();
    let mut at = 0;
    while let Some(found) = next_path(&code[at..]) {
        let start = at + found;
        let before = &code[..start];
        let mut path = &code[start..];
        let climbs = if let Some(after) = path.strip_prefix("crate::") {
            path = after;
            true
        } else {
            let mut supers = 0;
            while let Some(after) = path.strip_prefix("super::") {
                path = after;
                supers += 1;
            }
            supers >= depth + inline_depth(code, start)
        };
        let glued = before.ends_with(|c: char| c.is_alphanumeric() || "_$:".contains(c));
        if climbs && !glued {
            if let Some(group) = path.strip_prefix('{') {
                names.extend(group_heads(group).into_iter().map(|name| (start, name)));
            } else {
                names.push((start, ident(path).to_owned()));
            }
        }
        at = start + 1;
    }
    names.retain(|(_, name)| !name.is_empty() && name != "self");
    names
}

/// How many inline `mod name { ... }` blocks enclose `at`: each is one
/// more `super::` away from the crate root.
fn inline_depth(code: &str, at: usize) -> usize {
    let mut depth = 0;
    let mut from = 0;
    while let Some(found) = code[from..at].find("mod ") {
        let start = from + found;
        from = start + 4;
        let rest = &code[from..];
        let name = ident(rest);
        if name.is_empty() || !rest[name.len()..].trim_start().starts_with('{') {
            continue;
        }
        let open = from + name.len() + rest[name.len()..].find('{').unwrap();
        let mut braces = 0;
        let close = code[open..].char_indices().find_map(|(i, c)| {
            match c {
                '{' => braces += 1,
                '}' => braces -= 1,
                _ => {}
            }
            (braces == 0).then_some(open + i)
        });
        if close.is_none_or(|close| close > at) {
            depth += 1;
        }
    }
    depth
}

/// Where the next `crate::` or `super::` starts.
fn next_path(code: &str) -> Option<usize> {
    match (code.find("crate::"), code.find("super::")) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The first name of each item of a `{...}` group (the text after `{`),
/// which may run past the end of the line.
fn group_heads(group: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut start = true;
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => break,
            '}' => depth -= 1,
            ',' if depth == 0 => start = true,
            c if start && !c.is_whitespace() => {
                heads.push(ident(&group[i..]).to_owned());
                start = false;
            }
            _ => {}
        }
    }
    heads
}

fn ident(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// A line without its `//` comment (doc comments link up and across
/// freely: they are not imports). A `//` inside a string is rare enough in
/// a line that names a module to be taken as a comment.
fn strip_comment(line: &str) -> &str {
    line.find("//").map_or(line, |at| &line[..at])
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn the_reader_finds_every_form_of_path() {
    let names = |code: &str, depth| -> Vec<String> {
        named(code, depth)
            .into_iter()
            .map(|(_, name)| name)
            .collect()
    };
    assert_eq!(names("use crate::text::Lang;", 2), ["text"]);
    assert_eq!(
        names("use crate::{cli, text::{Lang, Locale}};", 2),
        ["cli", "text"]
    );
    assert_eq!(
        names("use crate::{\n    cli::Given,\n    run,\n};", 1),
        ["cli", "run"]
    );
    assert_eq!(names("    let x = crate::plain::typed(m);", 3), ["plain"]);
    assert_eq!(names("use super::grid::Grid;", 2), Vec::<String>::new());
    assert_eq!(names("use super::super::run::x;", 2), ["run"]);
    assert_eq!(names("pub(in crate::tui) fn f() {}", 3), ["tui"]);
    assert_eq!(
        names("$crate::x; my_crate::y; a::super::z", 1),
        Vec::<String>::new()
    );
    let inline = "mod tests {\n    use super::can_draw;\n}\nuse super::run;";
    assert_eq!(names(inline, 1), ["run"]);
}
