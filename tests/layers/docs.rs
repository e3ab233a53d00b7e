//! The documents checked against the tree and against each other: every
//! path they name from the top of the repository exists, and every link
//! between them lands on a file and a heading.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// The documents whose paths and links are checked.
const DOCS: &[&str] = &[
    "ARCHITECTURE.md",
    "README.md",
    "docs/GUIDE.md",
    "docs/PERFORMANCE.md",
    "docs/REFERENCE.md",
];

/// Every path the documents give from the top of the repository exists:
/// the map is kept true by the build, not by hand.
#[test]
fn every_path_the_maps_name_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let roots = [
        "src/",
        "crates/",
        "tests/",
        "benches/",
        "examples/",
        "locales/",
        ".ci/",
    ];
    let mut missing = Vec::new();
    for doc in DOCS {
        let text = fs::read_to_string(root.join(doc)).expect("the document");
        for (i, quoted) in text.split('`').enumerate() {
            let named = quoted.split(':').next().unwrap_or_default();
            let is_path = i % 2 == 1
                && !named.contains(char::is_whitespace)
                && roots.iter().any(|r| named.starts_with(r))
                && !named.contains(['<', '*', '{'])
                // The how-to's example of a new catalogue.
                && named != "locales/xx.ftl";
            if is_path && !root.join(named).exists() {
                missing.push(format!("{doc}: {named}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "paths that do not exist:\n{}",
        missing.join("\n")
    );
}

/// Every relative link of the documents lands: its file exists, and its
/// `#anchor` is a heading of that file (as GitHub names headings). A
/// section moved or renamed breaks the test, not the reader's click.
#[test]
fn every_link_between_the_documents_lands() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut broken = Vec::new();
    for doc in DOCS {
        let text = fs::read_to_string(root.join(doc)).expect("the document");
        let links = links(&text);
        assert!(!links.is_empty(), "{doc} links somewhere");
        for link in links {
            if link.contains("://") || link.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = link.split_once('#').unwrap_or((&link, ""));
            let target = if file.is_empty() {
                root.join(doc)
            } else {
                root.join(doc).parent().unwrap().join(file)
            };
            if !target.exists() {
                broken.push(format!("{doc}: ({link}): no file {}", target.display()));
            } else if !anchor.is_empty() {
                let headings = fs::read_to_string(&target).map(|t| anchors(&t));
                if !headings.is_ok_and(|h| h.contains(anchor)) {
                    broken.push(format!("{doc}: ({link}): no heading #{anchor} there"));
                }
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links that land nowhere:\n{}",
        broken.join("\n")
    );
}

/// The prose of a document: its fenced code blocks and inline code left
/// out, where `](` is text, not a link.
fn prose(text: &str) -> String {
    let mut fenced = false;
    let mut kept = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            kept.push_str(line);
            kept.push('\n');
        }
    }
    kept.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// The targets of the document's links, `[text](target)`.
fn links(text: &str) -> Vec<String> {
    prose(text)
        .split("](")
        .skip(1)
        .filter_map(|rest| {
            rest.split_once(')')
                .map(|(target, _)| target.trim().to_owned())
        })
        .collect()
}

/// The anchors GitHub gives the headings of a document: lower case, the
/// letters, digits, `-` and `_` kept, a space made `-`, every other
/// character dropped; a repeated heading gets `-1`, `-2`, ...
fn anchors(text: &str) -> BTreeSet<String> {
    let mut anchors = BTreeSet::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        let Some(title) = line.strip_prefix('#').filter(|_| !fenced) else {
            continue;
        };
        let title = title.trim_start_matches('#');
        if !title.starts_with(' ') {
            continue;
        }
        let slug: String = title
            .trim()
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let mut unique = slug.clone();
        let mut n = 0;
        while anchors.contains(&unique) {
            n += 1;
            unique = format!("{slug}-{n}");
        }
        anchors.insert(unique);
    }
    anchors
}

#[test]
fn headings_are_named_as_github_names_them() {
    let text = "# nim\n## Ctrl-Z and the shell's jobs\n```\n# not a heading\n```\n\
                ## Analysis with rules: `--rule`, `--rules`\n## 尼姆棋: the board (`nim board`)\n\
                ## Flags\n### Flags\n";
    let anchors: Vec<String> = anchors(text).into_iter().collect();
    assert_eq!(
        anchors,
        [
            "analysis-with-rules---rule---rules",
            "ctrl-z-and-the-shells-jobs",
            "flags",
            "flags-1",
            "nim",
            "尼姆棋-the-board-nim-board",
        ]
    );
    assert_eq!(
        links("see [a](#b) and `[c](d)` and [e](F.md#g)\n```\n[x](y)\n```\n"),
        ["#b", "F.md#g"]
    );
}
