//! The floors, checked. In `src/`, in the core crate
//! `crates/nim-game/src` and in the screen `src/tui/`, every path a file
//! names (`crate::`, `super::` chains, `{...}` groups, an item lifted by a
//! folder's face counted as the room it comes from) points to its room's
//! floor or one below, never up, and never across to another room of its
//! floor unless a door is declared (`TOP`, `CORE`, `TUI`). In every other
//! folder of both crates no two rooms (files or subfolders) name each
//! other round a circle. Below the top, test code is left out: a test may
//! drive a lower floor through a higher one. Today's known breaks sit in
//! one commented list, `TUI.known`, which may only shrink: an entry no
//! import uses any more fails too.
//!
//! The core is pure: its manifest names no crate that reaches a terminal,
//! words, signals, sockets or files (`CORE_MAY_USE`), and its code no `std`
//! path that reaches files, processes, the environment, threads, the clock
//! or sockets, nor `io::Error` (`CORE_MAY_NOT_NAME`). Neither crate names
//! itself under another name (`use crate as`, `extern crate self`), which
//! would slip past the reader. Each rule is also held against a small house
//! planted to break it (`planted.rs`), so the checks are seen to fail.
//!
//! The paths the documents name (`ARCHITECTURE.md`, the README, the guide
//! and the reference) are checked to exist, and every link between them to
//! land on a file and a heading, so the map cannot drift from the tree
//! unseen (`docs.rs`).
//!
//! A rule kept only in prose broke one wave after it was written; these
//! break the build's tests instead. `src/lib.rs` and
//! `crates/nim-game/src/lib.rs` say what each floor holds.

use std::fs;
use std::path::Path;

/// The documents: their paths and their links.
mod docs;
/// The floors' rules and the circles.
mod floors;
/// The rules held against a small house planted to break them.
mod planted;
/// Every module path a file names, read from its text.
mod read;

use floors::{Floors, circles};
use read::{Crate, code_of, read_crate, rust_files};

/// The floors of `src/`'s top-level modules, lowest first: the core, the
/// outside world, the words, what the learn front ends share, the front
/// ends (`plain`, `tui`, `analyze`, which never name one another), the
/// command line, the composition root.
const TOP: Floors = Floors {
    at: &[],
    floors: &[
        ("game", 0),
        ("io", 1),
        ("text", 2),
        ("tutor", 3),
        ("plain", 4),
        ("tui", 4),
        ("analyze", 4),
        ("cli", 5),
        ("run", 6),
    ],
    doors: &[],
    known: &[],
    tests_too: true,
};

/// The floors of the core crate's modules: the theory and numbers; what a
/// game is played on (the tables) and why rows could not be analysed; the
/// book's loop; the uses of a game (records, reviews, the network's
/// protocol); the lessons, which use all of them.
const CORE: Floors = Floors {
    at: &[],
    floors: &[
        ("numbers", 0),
        ("theory", 0),
        ("table", 1),
        ("analysis", 1),
        ("session", 2),
        ("record", 3),
        ("review", 3),
        ("net", 3),
        ("learn", 4),
    ],
    doors: &[],
    known: &[],
    tests_too: false,
};

/// The floors of the screen's folders: what every screen draws with
/// (`frame`), the terminal's plumbing that drives any screen (`term`), the
/// game and the lessons, and the screens built on the game's view (the
/// network game, the replay). The game opens the lessons by one door.
const TUI: Floors = Floors {
    at: &["tui"],
    floors: &[
        ("frame", 0),
        ("term", 1),
        ("play", 2),
        ("learn", 2),
        ("net", 3),
        ("replay", 3),
    ],
    doors: &[("tui/play/app/way_in.rs", "learn")],
    // No known break is left: the plumbing names no screen and no screen
    // another's folder. The list stays for a break that must wait its turn,
    // each with its reason; it may only shrink.
    known: &[],
    tests_too: false,
};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn game() -> Crate {
    read_crate(&root().join("src"))
}

fn core() -> Crate {
    read_crate(&root().join("crates/nim-game/src"))
}

#[test]
fn no_import_points_up_across_front_ends_or_round_a_cycle() {
    let game = game();
    assert!(game.arrows.len() > 100, "the crate's imports were read");
    let broken = TOP.broken(&game);
    assert!(broken.is_empty(), "\n{}\n", broken.join("\n"));
}

#[test]
fn the_core_keeps_its_floors() {
    let core = core();
    assert!(core.arrows.len() > 100, "the core's imports were read");
    let broken = CORE.broken(&core);
    assert!(broken.is_empty(), "\n{}\n", broken.join("\n"));
}

#[test]
fn the_screen_keeps_its_floors() {
    let broken = TUI.broken(&game());
    assert!(broken.is_empty(), "\n{}\n", broken.join("\n"));
}

#[test]
fn no_folder_of_either_crate_holds_a_circle() {
    let mut found = circles(&game(), &[&TOP, &TUI]);
    found.extend(circles(&core(), &[&CORE]));
    assert!(found.is_empty(), "\n{}\n", found.join("\n"));
}

/// The `std` paths the core may not name: files, processes, the
/// environment, threads, the clock, sockets, and `io::Error` (a failure
/// of the outside world, which is the floors above's to carry).
const CORE_MAY_NOT_NAME: &[&[&str]] = &[
    &["std", "fs"],
    &["std", "process"],
    &["std", "env"],
    &["std", "thread"],
    &["std", "time"],
    &["std", "io", "Error"],
    &["std", "io", "ErrorKind"],
    &["io", "Error"],
    &["io", "ErrorKind"],
    &["std", "net", "TcpStream"],
    &["std", "net", "TcpListener"],
    &["std", "net", "UdpSocket"],
];

#[test]
fn the_core_names_no_part_of_std_that_reaches_the_world() {
    let src = root().join("crates/nim-game/src");
    let mut named = Vec::new();
    for file in rust_files(&src) {
        let code = code_of(&file);
        for (at, path) in std_paths(&code) {
            if CORE_MAY_NOT_NAME.iter().any(|banned| {
                path.len() >= banned.len() && banned.iter().zip(&path).all(|(b, p)| b == p)
            }) {
                let line = code[..at].matches('\n').count() + 1;
                let file = file.strip_prefix(root()).unwrap().display();
                named.push(format!("{file}:{line}: `{}`", path.join("::")));
            }
        }
    }
    assert!(
        named.is_empty(),
        "\nthe core reaches the outside world (see CORE_MAY_NOT_NAME):\n{}\n",
        named.join("\n")
    );
}

/// Every path that starts `std::` or `io::` in `code`, groups spelled out.
fn std_paths(code: &str) -> Vec<(usize, Vec<String>)> {
    let mut paths = Vec::new();
    for head in ["std::", "io::"] {
        for (at, _) in code.match_indices(head) {
            let glued = code[..at].ends_with(|c: char| c.is_alphanumeric() || "_:".contains(c));
            if !glued {
                paths.extend(read::tails(&code[at..]).into_iter().map(|p| (at, p)));
            }
        }
    }
    paths
}

#[test]
fn neither_crate_names_itself_under_another_name() {
    let mut aliased = Vec::new();
    for src in [root().join("src"), root().join("crates/nim-game/src")] {
        for file in rust_files(&src) {
            let code = code_of(&file);
            let words: Vec<&str> = code.split_whitespace().collect();
            let code = words.join(" ").replace("{ ", "{");
            for alias in [
                "use crate as",
                "crate::{self as",
                "crate::self as",
                "extern crate self",
            ] {
                if code.contains(alias) {
                    let file = file.strip_prefix(root()).unwrap().display();
                    aliased.push(format!("{file}: `{alias}`: name the crate as `crate::`"));
                }
            }
        }
    }
    assert!(aliased.is_empty(), "\n{}\n", aliased.join("\n"));
}

/// The crates the core may depend on: a random generator, seeded ones, and
/// error types (proptest only for the fixtures other crates' tests share).
/// A terminal, a catalogue, a signal, a socket or a file crate here would
/// let the outside world into the core: add a crate only if it is as pure.
const CORE_MAY_USE: &[&str] = &["rand", "rand_chacha", "thiserror", "proptest"];

#[test]
fn the_core_crate_names_only_pure_dependencies() {
    let manifest = root().join("crates/nim-game/Cargo.toml");
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

#[test]
fn the_reader_finds_every_form_of_path() {
    // The top-level modules named from a module `depth` deep, as the
    // floors of `src/` see them.
    let names = |code: &str, depth: usize| -> Vec<String> {
        let module: Vec<String> = (0..depth).map(|i| format!("m{i}")).collect();
        let mut heads: Vec<String> = read::named(code, &module)
            .into_iter()
            .map(|(_, to)| to[0].clone())
            .filter(|head| head != "m0")
            .collect();
        heads.dedup();
        heads
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

#[test]
fn the_reader_follows_a_path_to_its_room() {
    let module = |m: &[&str]| -> Vec<String> { m.iter().map(|s| s.to_string()).collect() };
    let paths = |code: &str, m: &[&str]| -> Vec<String> {
        read::named(code, &module(m))
            .into_iter()
            .map(|(_, to)| to.join("::"))
            .collect()
    };
    assert_eq!(
        paths(
            "use super::super::seen::Seen;",
            &["grundy", "octal", "engine"]
        ),
        ["grundy::seen::Seen"]
    );
    assert_eq!(
        paths("use crate::tui::{frame::Grid, play::{view, App}};", &["x"]),
        ["tui::frame::Grid", "tui::play::view", "tui::play::App"]
    );
    assert_eq!(paths("use super::{self, a};", &["p", "q"]), ["p", "p::a"]);
    let std = std_paths("use std::{fs, io::{self, Error}};\nfn f() -> io::Error {}");
    let std: Vec<String> = std.into_iter().map(|(_, p)| p.join("::")).collect();
    for path in ["std::fs", "std::io::Error", "io::Error"] {
        assert!(std.contains(&path.to_owned()), "{path} in {std:?}");
    }
}
