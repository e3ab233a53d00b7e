//! The checks held against a small house written for the purpose, so that
//! each rule is seen to fail where it must, not only to pass on the tree.

use std::fs;
use std::path::PathBuf;

use crate::floors::{Floors, circles};
use crate::read::read_crate;

/// A crate's `src` of `files` (path, code) in a fresh temporary folder.
fn house(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nim-layers-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    for (path, code) in files {
        let path = dir.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, code).unwrap();
    }
    dir
}

const FILES: &[(&str, &str)] = &[
    ("lib.rs", "mod high;\nmod low;\n"),
    ("low/mod.rs", "mod a;\nmod b;\nmod c;\npub use a::Thing;\n"),
    ("low/a.rs", "use super::b::Other;\npub struct Thing;\n"),
    // `Thing` through the face is `a`'s: `a` and `b` stand in a circle.
    ("low/b.rs", "use super::Thing;\npub struct Other;\n"),
    (
        "low/c.rs",
        "// crate::high in a comment is no import\nuse crate::high::Up;\n",
    ),
    ("low/tests.rs", "use crate::high::Driver;\n"),
    (
        "high.rs",
        "use crate::low::{Thing, a::Other};\npub struct Up;\n",
    ),
];

#[test]
fn a_planted_house_breaks_each_rule_where_it_must() {
    let dir = house("rules", FILES);
    let krate = read_crate(&dir);
    let floors = Floors {
        at: &[],
        floors: &[("low", 0), ("high", 1)],
        doors: &[],
        known: &[("low/gone.rs", "high", "a move done since")],
        tests_too: false,
    };
    let broken = floors.broken(&krate);
    assert_eq!(
        broken,
        [
            "low/c.rs:2: `low` (floor 0) imports `high` (floor 1): an import up a floor",
            "low/gone.rs -> `high` is let pass (a move done since) but no longer imports it: \
             strike it from the list",
        ],
        "the test file's arrow is left out, the comment is no import"
    );
    let found = circles(&krate, &[&floors]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("a circle in `low`: `a` -> `b` (low/a.rs:1), and back: `b` -> `a`"),
        "{found:?}"
    );
    fs::remove_dir_all(dir).unwrap();
}
