//! The rules of a folder's floors, and the search for circles at every
//! level of a crate.

use std::collections::{BTreeMap, BTreeSet};

use crate::read::{Arrow, Crate};

/// The declared floors of the rooms of one folder.
pub struct Floors<'a> {
    /// The folder, from the crate root (empty: the crate's top level).
    pub at: &'a [&'a str],
    /// Each room's floor, lowest first. Rooms on one floor never name each
    /// other: what they share belongs a floor below.
    pub floors: &'a [(&'a str, u8)],
    /// The arrows across one floor that are the design, each as the file
    /// that may import and the room it opens.
    pub doors: &'a [(&'a str, &'a str)],
    /// Today's arrows that break a rule while another change moves them:
    /// the file, the room it names, and why it is let pass. An entry no
    /// arrow uses any more is itself reported, so the list only shrinks.
    pub known: &'a [(&'a str, &'a str, &'a str)],
    /// Whether test code (test files, `#[cfg(test)]` blocks) is held to the
    /// floors too; a test may drive a lower floor through a higher one.
    pub tests_too: bool,
}

impl Floors<'_> {
    /// Every arrow of `krate` that breaks a rule, worded for the one who
    /// added it.
    pub fn broken(&self, krate: &Crate) -> Vec<String> {
        let at: Vec<String> = self.at.iter().map(|s| s.to_string()).collect();
        let floors: BTreeMap<&str, u8> = self.floors.iter().copied().collect();
        let mut broken = Vec::new();
        let mut used = BTreeSet::new();
        for arrow in &krate.arrows {
            if arrow.test && !self.tests_too {
                continue;
            }
            // A declared room need not be a folder (`game` is the core crate).
            let declared = arrow
                .to
                .get(at.len())
                .filter(|name| arrow.to.starts_with(&at) && floors.contains_key(name.as_str()));
            let to = krate.room(&at, &arrow.to).or_else(|| declared.cloned());
            let (Some(from), Some(to)) = (krate.room(&at, &arrow.from), to) else {
                continue;
            };
            if from == to {
                continue;
            }
            let file = arrow.file.to_string_lossy();
            let place = format!("{}:{}", file, arrow.line);
            let (Some(&up), Some(&down)) = (floors.get(&*from), floors.get(&*to)) else {
                broken.push(format!(
                    "{place}: `{from}` -> `{to}`: a room of `{}` without a floor (add it to its floors)",
                    shown(&at)
                ));
                continue;
            };
            let rule = if down > up {
                format!("`{from}` (floor {up}) imports `{to}` (floor {down}): an import up a floor")
            } else if down == up && !self.doors.contains(&(&*file, &*to)) {
                format!(
                    "`{from}` imports `{to}`, both on floor {up}: put what they share on a floor below (or declare a door)"
                )
            } else {
                continue;
            };
            if let Some(known) = self.known.iter().find(|k| k.0 == file && k.1 == to) {
                used.insert(known);
                continue;
            }
            let line = format!("{place}: {rule}");
            if !broken.contains(&line) {
                broken.push(line);
            }
        }
        for known in self.known.iter().filter(|k| !used.contains(k)) {
            broken.push(format!(
                "{} -> `{}` is let pass ({}) but no longer imports it: strike it from the list",
                known.0, known.1, known.2
            ));
        }
        broken
    }
}

/// Every circle between the rooms of one folder, at every level of
/// `krate`: the rooms of a folder are its files and subfolders, and an
/// import from inside one room into another is an arrow between them.
/// Test code is left out, and so are the folders in `floored`: there
/// every arrow runs down a floor, which no circle can.
pub fn circles(krate: &Crate, floored: &[&Floors]) -> Vec<String> {
    let mut graphs: BTreeMap<Vec<String>, Graph> = BTreeMap::new();
    for arrow in krate.arrows.iter().filter(|arrow| !arrow.test) {
        let common = arrow
            .from
            .iter()
            .zip(&arrow.to)
            .take_while(|(a, b)| a == b)
            .count();
        let at = arrow.from[..common].to_vec();
        if floored.iter().any(|floors| {
            floors.at.len() == at.len() && floors.at.iter().zip(&at).all(|(a, b)| *a == b)
        }) {
            continue;
        }
        let (Some(from), Some(to)) = (krate.room(&at, &arrow.from), krate.room(&at, &arrow.to))
        else {
            continue;
        };
        if from != to {
            let graph = graphs.entry(at).or_default();
            let tos = graph.entry(from).or_default();
            tos.entry(to).or_insert_with(|| where_(arrow));
        }
    }
    let mut circles = Vec::new();
    for (at, graph) in &graphs {
        for (a, tos) in graph {
            for (b, by) in tos {
                if a < b
                    && let Some(back) = path(graph, b, a)
                {
                    circles.push(format!(
                        "a circle in `{}`: `{a}` -> `{b}` ({by}), and back: {}",
                        shown(at),
                        back.join(", ")
                    ));
                }
            }
        }
    }
    circles
}

/// Each room's arrows to the others, each with the first place it is drawn.
type Graph = BTreeMap<String, BTreeMap<String, String>>;

fn where_(arrow: &Arrow) -> String {
    format!("{}:{}", arrow.file.display(), arrow.line)
}

/// The arrows from `from` that reach `to`, each as `a -> b (file:line)`.
fn path(graph: &Graph, from: &str, to: &str) -> Option<Vec<String>> {
    let mut came: BTreeMap<&str, (&str, &str)> = BTreeMap::new();
    let mut next = vec![from];
    while let Some(at) = next.pop() {
        for (b, by) in graph.get(at).into_iter().flatten() {
            if !came.contains_key(&**b) && b != from {
                came.insert(b, (at, by));
                next.push(b);
            }
        }
        if let Some(mut step) = came.get(to).copied() {
            let mut back = vec![format!("`{}` -> `{to}` ({})", step.0, step.1)];
            while step.0 != from {
                let b = step.0;
                step = came[b];
                back.insert(0, format!("`{}` -> `{b}` ({})", step.0, step.1));
            }
            return Some(back);
        }
    }
    None
}

fn shown(at: &[String]) -> String {
    if at.is_empty() {
        "the crate".to_owned()
    } else {
        at.join("::")
    }
}
