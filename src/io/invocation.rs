//! How the player started this program, so that a pointer to another of
//! its commands names it as they can type it: a child who ran
//! `cargo run --release` has no `nim` command, but can type
//! `cargo run --release -- learn`.

use std::path::{Component, Path};
use std::sync::OnceLock;

/// How the program was started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invocation {
    /// Built and run by cargo: the executable sits in a `target/` folder.
    Cargo { release: bool },
    /// Run by the name it was called by (`nim`, `./nim`).
    Named(String),
}

impl Invocation {
    /// From the executable's path and the name it was called by (the
    /// first argument): cargo's when the executable sits under a `target`
    /// folder, built by the `release` profile when that folder is in its
    /// path after `target` (`target/release/nim`, `target/x86_64-.../release/nim`).
    pub fn of(exe: Option<&Path>, called: Option<&str>) -> Invocation {
        let folders: Vec<Component> = exe
            .and_then(Path::parent)
            .map(|parent| parent.components().collect())
            .unwrap_or_default();
        let target = Component::Normal("target".as_ref());
        if let Some(at) = folders.iter().rposition(|&c| c == target) {
            let release = Component::Normal("release".as_ref());
            return Invocation::Cargo {
                release: folders[at + 1..].iter().take(2).any(|&c| c == release),
            };
        }
        let called = called.filter(|c| !c.is_empty()).unwrap_or("nim");
        Invocation::Named(called.to_string())
    }

    /// This process's, found once.
    pub fn here() -> &'static Invocation {
        static HERE: OnceLock<Invocation> = OnceLock::new();
        HERE.get_or_init(|| {
            let exe = std::env::current_exe().ok();
            let called = std::env::args_os().next();
            let called = called.as_ref().and_then(|c| c.to_str());
            Invocation::of(exe.as_deref(), called)
        })
    }

    /// The program's name, for a script or a page that names the command:
    /// the file name it was called by (`nim-game` where it is installed
    /// under that name), `nim` under cargo or where the name is not one a
    /// shell takes as a plain word.
    pub fn program(&self) -> String {
        let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '+');
        match self {
            Invocation::Named(called) => Path::new(called)
                .file_name()
                .and_then(|name| name.to_str())
                .filter(|name| !name.is_empty() && !name.starts_with(['-', '.']))
                .filter(|name| name.chars().all(plain))
                .unwrap_or("nim")
                .to_string(),
            Invocation::Cargo { .. } => "nim".to_string(),
        }
    }

    /// The command line that runs `args` (`learn`, `puzzle --daily`).
    pub fn command(&self, args: &str) -> String {
        match self {
            Invocation::Cargo { release: true } => format!("cargo run --release -- {args}"),
            Invocation::Cargo { release: false } => format!("cargo run -- {args}"),
            Invocation::Named(name) => format!("{name} {args}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::Invocation;

    #[test]
    fn cargo_is_told_from_the_executables_folder() {
        let of = |exe: &str, called| Invocation::of(Some(Path::new(exe)), Some(called));
        let release = of("/home/kid/nim/target/release/nim", "target/release/nim");
        assert_eq!(release.command("learn"), "cargo run --release -- learn");
        let debug = of(
            "/home/kid/nim/target/debug/nim",
            "/home/kid/nim/target/debug/nim",
        );
        assert_eq!(debug.command("learn"), "cargo run -- learn");
        // Installed (cargo install, a package): the name it was called by.
        assert_eq!(
            of("/home/kid/.cargo/bin/nim", "nim").command("learn"),
            "nim learn"
        );
        assert_eq!(
            of("/opt/games/nim", "./nim").command("puzzle"),
            "./nim puzzle"
        );
        // Cargo's test binaries, and a build for another platform.
        let deps = of("/w/nim/target/debug/deps/nim-0123abcd", "nim-0123abcd");
        assert_eq!(deps.command("learn"), "cargo run -- learn");
        let cross = of("/w/nim/target/x86_64-unknown-linux-musl/release/nim", "nim");
        assert_eq!(cross.command("learn"), "cargo run --release -- learn");
        // A folder named release that is not under target is not cargo's.
        assert_eq!(of("/srv/release/nim", "nim").command("learn"), "nim learn");
        assert_eq!(Invocation::of(None, None).command("learn"), "nim learn");
    }

    /// A script or a page names the command by the file it was called by,
    /// `nim` under cargo or where that name is no plain word.
    #[test]
    fn the_program_is_named_by_the_file_it_was_called_by() {
        let of = |exe: &str, called| Invocation::of(Some(Path::new(exe)), Some(called));
        assert_eq!(of("/usr/bin/nim-game", "nim-game").program(), "nim-game");
        assert_eq!(of("/opt/games/nim", "./nim").program(), "nim");
        let linked = of("/home/kid/.cargo/bin/nim", "/home/kid/bin/nim-game");
        assert_eq!(linked.program(), "nim-game");
        assert_eq!(of("/w/nim/target/debug/nim", "nim-game").program(), "nim");
        assert_eq!(of("/usr/bin/nim", "nim game").program(), "nim");
        assert_eq!(of("/usr/bin/nim", "$(x)").program(), "nim");
        assert_eq!(of("/usr/bin/nim", "-nim").program(), "nim");
    }
}
