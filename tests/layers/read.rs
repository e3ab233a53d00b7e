//! The reader: every module path a Rust file names, found in its text
//! (`crate::`, `super::` chains and `{...}` groups over several lines), so
//! the floors can be checked without compiling anything.

use std::collections::BTreeMap;
use std::fs;
use std::ops::Range;
use std::path::{Path, PathBuf};

/// One arrow: `file`, the module `from`, names the path `to` on `line`
/// (both paths from the crate root; `to` may end in an item's name).
pub struct Arrow {
    pub file: PathBuf,
    pub line: usize,
    pub from: Vec<String>,
    pub to: Vec<String>,
    /// Whether the arrow is test code: a `tests.rs`, a `tests/` folder or an
    /// inline `#[cfg(test)] mod`.
    pub test: bool,
}

/// A crate's files read: its arrows, the module of every file, and what
/// each module's file lifts from its rooms by `use` (item -> room), so an
/// import through a folder's face still points at the room it comes from.
pub struct Crate {
    pub arrows: Vec<Arrow>,
    pub modules: Vec<Vec<String>>,
    pub faces: BTreeMap<Vec<String>, BTreeMap<String, String>>,
}

impl Crate {
    /// Whether `path` is a module of the crate (a file or a folder), not
    /// an item.
    pub fn is_module(&self, path: &[String]) -> bool {
        self.modules.iter().any(|m| m.starts_with(path))
    }

    /// The room of the folder `at` that `to` reaches: its name if `to`
    /// runs through the room, or the room an item of `at`'s face comes
    /// from; `None` for an item `at` defines itself or a path outside `at`.
    pub fn room(&self, at: &[String], to: &[String]) -> Option<String> {
        if !to.starts_with(at) || to.len() <= at.len() {
            return None;
        }
        let name = &to[at.len()];
        let mut room = at.to_vec();
        room.push(name.clone());
        if self.is_module(&room) {
            return Some(name.clone());
        }
        let from = self.faces.get(at)?.get(name)?;
        room.pop();
        room.push(from.clone());
        self.is_module(&room).then(|| from.clone())
    }
}

/// Every `.rs` file under `src`, a crate's source folder, read.
pub fn read_crate(src: &Path) -> Crate {
    let mut arrows = Vec::new();
    let mut modules = Vec::new();
    let mut faces = BTreeMap::new();
    for file in rust_files(src) {
        let relative = file.strip_prefix(src).unwrap().to_path_buf();
        let module = module_of(&relative);
        let test = module.iter().any(|part| part == "tests");
        let code = code_of(&file);
        let tests = inline_tests(&code);
        for (at, to) in named(&code, &module) {
            let line = code[..at].matches('\n').count() + 1;
            arrows.push(Arrow {
                file: relative.clone(),
                line,
                from: module.clone(),
                to,
                test: test || tests.iter().any(|r| r.contains(&at)),
            });
        }
        faces
            .entry(module.clone())
            .or_insert_with(BTreeMap::new)
            .extend(lifted(&code));
        modules.push(module);
    }
    Crate {
        arrows,
        modules,
        faces,
    }
}

/// What a file's `use` lines take from its own rooms (`use room::a::Item;`,
/// `pub use self::room::{A, B};`): each item with its room.
fn lifted(code: &str) -> BTreeMap<String, String> {
    let mut lifted = BTreeMap::new();
    for line in code.lines().map(str::trim_start) {
        let Some(at) = line.find("use ") else {
            continue;
        };
        let head = &line[..at];
        if !(head.is_empty() || head.starts_with("pub")) {
            continue;
        }
        let path = line[at + 4..].trim_start();
        let path = path.strip_prefix("self::").unwrap_or(path);
        if path.starts_with("crate") || path.starts_with("super") || path.starts_with("std") {
            continue;
        }
        for tail in tails(path) {
            if let (Some(room), Some(item)) = (tail.first(), tail.last())
                && tail.len() > 1
            {
                lifted.insert(item.clone(), room.clone());
            }
        }
    }
    lifted
}

/// A file's code without its `//` comments.
pub fn code_of(file: &Path) -> String {
    let code = fs::read_to_string(file).unwrap();
    let code: Vec<&str> = code.lines().map(strip_comment).collect();
    code.join("\n")
}

/// The module a file is: `a/mod.rs` is `a`, `a/b.rs` is `a::b`, the roots
/// `lib.rs` and `main.rs` are the crate.
pub fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod")
        || (parts.len() == 1 && (parts[0] == "lib" || parts[0] == "main"))
    {
        parts.pop();
    }
    parts
}

/// The paths `code` names from module `module`, each with where it starts:
/// `crate::x::y`, each path of `crate::{x, y::{z, w}}`, and `super::`
/// chains (a chain that stays inside an inline `mod` block is left out).
pub fn named(code: &str, module: &[String]) -> Vec<(usize, Vec<String>)> {
    let mut names = Vec::new();
    let mut at = 0;
    while let Some(found) = next_path(&code[at..]) {
        let start = at + found;
        let before = &code[..start];
        let glued = before.ends_with(|c: char| c.is_alphanumeric() || "_$:".contains(c));
        let mut path = &code[start..];
        let base = if let Some(after) = path.strip_prefix("crate::") {
            path = after;
            Some(Vec::new())
        } else {
            let mut supers = 0;
            while let Some(after) = path.strip_prefix("super::") {
                path = after;
                supers += 1;
            }
            let inline = inline_depth(code, start);
            (supers > inline)
                .then(|| supers - inline)
                .and_then(|up| module.len().checked_sub(up))
                .map(|keep| module[..keep].to_vec())
        };
        if let (Some(base), false) = (base, glued) {
            for tail in tails(path) {
                let mut to = base.clone();
                to.extend(tail);
                names.push((start, to));
            }
        }
        at = start + 1;
    }
    names.retain(|(_, to)| !to.is_empty());
    names
}

/// The paths that `text` (what follows `crate::` or `super::`) spells:
/// `a::b::C` is one, `a::{b, c::{d}}` three (`self` in a group is `a`).
pub fn tails(text: &str) -> Vec<Vec<String>> {
    if let Some(group) = text.strip_prefix('{') {
        return group_items(group).into_iter().flat_map(tails).collect();
    }
    let name = ident(text);
    if name.is_empty() || name == "self" {
        return vec![Vec::new()];
    }
    let rest = &text[name.len()..];
    let Some(rest) = rest.trim_start().strip_prefix("::") else {
        return vec![vec![name.to_owned()]];
    };
    tails(rest.trim_start())
        .into_iter()
        .map(|mut tail| {
            tail.insert(0, name.to_owned());
            tail
        })
        .collect()
}

/// The items of a `{...}` group (the text after `{`), which may run past
/// the end of the line.
fn group_items(group: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(group[start..i].trim());
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(group[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    items.retain(|item| !item.is_empty());
    items
}

/// How many inline `mod name { ... }` blocks enclose `at`: each is one
/// more `super::` away from the file's module.
fn inline_depth(code: &str, at: usize) -> usize {
    inline_mods(code)
        .iter()
        .filter(|(_, block)| block.contains(&at))
        .count()
}

/// The inline `mod name { ... }` blocks of `code`, each with where its
/// `mod` stands (its attributes are just before).
fn inline_mods(code: &str) -> Vec<(usize, Range<usize>)> {
    let mut mods = Vec::new();
    let mut from = 0;
    while let Some(found) = code[from..].find("mod ") {
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
        mods.push((start, open..close.unwrap_or(code.len())));
    }
    mods
}

/// The inline `#[cfg(test)] mod name { ... }` blocks of `code`.
fn inline_tests(code: &str) -> Vec<Range<usize>> {
    inline_mods(code)
        .into_iter()
        .filter(|(start, _)| {
            let before = code[..*start].trim_end();
            let before = before.strip_suffix("pub").unwrap_or(before).trim_end();
            before.ends_with("#[cfg(test)]")
        })
        .map(|(_, block)| block)
        .collect()
}

/// Where the next `crate::` or `super::` starts.
fn next_path(code: &str) -> Option<usize> {
    match (code.find("crate::"), code.find("super::")) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

pub fn ident(text: &str) -> &str {
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

pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
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
