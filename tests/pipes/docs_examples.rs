//! Every command the README and the user's guide show runs as shown: each
//! is found by the rule in `support/docs.rs` and run by a shell, with the
//! built `nim` first on the `PATH`, in plain mode (stdin is not a
//! terminal), and fails the test when `nim` refuses it (status 2: an
//! unknown flag, a command that is not one, a missing value) or panics.
//!
//! How each runs:
//! - in a temporary directory of its own, its HOME and its data directory,
//!   holding `g.txt`, a record of a finished game and a game left unplayed
//!   (unless the example records one itself: `--record`);
//! - with stdin closed, or the rows `3 4 5` when it reads rows from stdin
//!   (its last word is `-`);
//! - placeholders replaced by the fixtures in `support::docs::PLACEHOLDERS`,
//!   and a word with choices (`bash|zsh|fish`) run once per choice;
//! - `--listen`'s port replaced by 0 (the system's free port), and a
//!   `nim join` example given a live host: a `nim serve --plain` is started
//!   first, and its address and code replace the example's;
//! - a command still running after `BUDGET` (a host waiting for its
//!   player, a long computation) is stopped: it was accepted, since every
//!   refusal comes before the work.
//!
//! Some examples show a refusal on purpose; `REFUSED` lists them, and they
//! must be refused.

use std::collections::BTreeMap;
use std::fs;
use std::io::{BufRead, BufReader};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use crate::support::docs::{Shown, choices, is_placeholder, live, shown, with_fixtures};
use crate::support::pipes::nim;

/// The documents whose examples run.
const DOCS: &[&str] = &["README.md", "docs/GUIDE.md"];

/// The examples the documents show being refused: a command named
/// without what it needs, a flag of another command, bad rows.
const REFUSED: &[&str] = &[
    "nim analyze",
    "nim replay",
    "nim join",
    "nim analyze --seed 7 3",
    "nim --lesson 3",
    "nim puzzle --lesson 2",
    "nim learn --lesson 12",
    "nim analyze 3 -1",
    "nim --lang ru analyze 3 -1",
];

/// How long an accepted command may run before it is stopped.
const BUDGET: Duration = Duration::from_secs(10);

/// What became of one example.
#[derive(Debug)]
struct Outcome {
    /// The exit status of each `nim` the command ran, in order.
    statuses: Vec<i32>,
    /// Stopped at the budget, still running.
    stopped: bool,
    stderr: String,
}

impl Outcome {
    fn refused(&self) -> bool {
        self.statuses.contains(&2)
    }

    /// What is wrong with it, if anything, for an example that should run.
    fn fault(&self) -> Option<String> {
        if self.refused() {
            Some(format!("refused: {}", self.stderr.trim()))
        } else if self.statuses.contains(&101) {
            Some(format!("panicked: {}", self.stderr.trim()))
        } else if self.statuses.is_empty() && !self.stopped {
            Some(format!("nim never ran: {}", self.stderr.trim()))
        } else {
            None
        }
    }
}

#[test]
fn every_command_the_readme_and_the_guide_show_runs_as_shown() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut examples = Vec::new();
    for doc in DOCS {
        let text = fs::read_to_string(root.join(doc)).unwrap();
        examples.extend(shown(doc, &text));
    }
    assert!(examples.len() > 50, "the documents show {}", examples.len());
    let record = record();
    let outcomes = run_all(&examples, &record);
    let mut wrong = Vec::new();
    for (shown, command, outcome) in &outcomes {
        let meant_refused = REFUSED.contains(&shown.command.as_str());
        match (meant_refused, outcome.fault()) {
            (true, _) if outcome.refused() => {}
            (true, _) => wrong.push(format!("{}: `{command}` was meant to be refused", shown.at)),
            (false, Some(fault)) => wrong.push(format!("{}: `{command}` {fault}", shown.at)),
            (false, None) => {}
        }
    }
    let listed: Vec<&str> = examples.iter().map(|e| e.command.as_str()).collect();
    for listed_here in REFUSED {
        assert!(
            listed.contains(listed_here),
            "`{listed_here}` is listed, but no document shows it"
        );
    }
    eprintln!("{} examples, {} runs", examples.len(), outcomes.len());
    assert!(
        wrong.is_empty(),
        "examples that do not run as shown:\n{}",
        wrong.join("\n")
    );
}

/// A wrong example fails: the checker is not blind.
#[test]
fn a_wrong_example_is_caught() {
    let text = "Try `nim --bogus`, `nim bogus` and `nim learn --lesson 0`; `nim board` runs.\n";
    let examples = shown("T.md", text);
    let outcomes = run_all(&examples, &record());
    let faults: Vec<bool> = outcomes
        .iter()
        .map(|(_, _, o)| o.fault().is_some())
        .collect();
    assert_eq!(faults, [true, true, true, false], "{outcomes:?}");
}

/// Each example as it runs (choices expanded), with its outcome, in
/// order; eight run at a time, so that those stopped at the budget wait
/// side by side.
fn run_all<'a>(examples: &'a [Shown], record: &str) -> Vec<(&'a Shown, String, Outcome)> {
    let runs: Vec<(&Shown, String)> = examples
        .iter()
        .flat_map(|shown| choices(&shown.command).into_iter().map(move |c| (shown, c)))
        .collect();
    let next = Mutex::new(0..runs.len());
    let done = Mutex::new(BTreeMap::new());
    thread::scope(|scope| {
        for _ in 0..8 {
            scope.spawn(|| {
                loop {
                    // The lock is let go before the example runs.
                    let Some(i) = next.lock().unwrap().next() else {
                        break;
                    };
                    let (shown, command) = &runs[i];
                    let outcome = run(shown, command, record);
                    done.lock().unwrap().insert(i, outcome);
                }
            });
        }
    });
    let done = done.into_inner().unwrap();
    runs.into_iter()
        .zip(done.into_values())
        .map(|((shown, command), outcome)| (shown, command, outcome))
        .collect()
}

/// Runs one example in a directory of its own.
fn run(shown: &Shown, command: &str, record: &str) -> Outcome {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path();
    let mut host = None;
    let mut command = with_fixtures(command);
    if command.starts_with("nim join ") && command.split(' ').count() > 2 {
        let (child, address, code) = serve();
        command = live(&command, &address, &code);
        host = Some(child);
    }
    if !command.contains("--record") {
        fs::write(dir.join("g.txt"), record).unwrap();
    }
    let unknown: Vec<&str> = command.split(' ').filter(|w| is_placeholder(w)).collect();
    assert!(
        unknown.is_empty(),
        "{}: placeholders {unknown:?}: add them to PLACEHOLDERS",
        shown.at
    );
    fs::create_dir(dir.join("bin")).unwrap();
    let wrapper = dir.join("bin/nim");
    fs::write(&wrapper, WRAPPER).unwrap();
    fs::set_permissions(&wrapper, fs::Permissions::from_mode(0o755)).unwrap();
    let stdin = if command.ends_with(" -") {
        "3 4 5\n"
    } else {
        ""
    };
    fs::write(dir.join("stdin"), stdin).unwrap();
    let mut script = String::from("set -o pipefail\n");
    for line in &shown.setup {
        script.push_str(line);
        script.push('\n');
    }
    script.push_str(&command);
    let path = format!(
        "{}:{}",
        dir.join("bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut child = Command::new("bash")
        .args(["-c", &script])
        .current_dir(dir)
        .env("PATH", path)
        .env("HOME", dir)
        .env("XDG_DATA_HOME", dir.join("data"))
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("NIM_REAL", env!("CARGO_BIN_EXE_nim"))
        .env("NIM_STATUSES", dir.join("statuses"))
        .stdin(fs::File::open(dir.join("stdin")).unwrap())
        .stdout(fs::File::create(dir.join("stdout")).unwrap())
        .stderr(fs::File::create(dir.join("stderr")).unwrap())
        .process_group(0)
        .spawn()
        .unwrap();
    let stopped = stop_after(&mut child, BUDGET);
    if let Some(mut host) = host {
        host.kill().ok();
        host.wait().ok();
    }
    let statuses = fs::read_to_string(dir.join("statuses")).unwrap_or_default();
    Outcome {
        statuses: statuses
            .lines()
            .filter_map(|s| s.trim().parse().ok())
            .collect(),
        stopped,
        stderr: fs::read_to_string(dir.join("stderr")).unwrap_or_default(),
    }
}

/// The `nim` on the examples' `PATH`: the built one, each exit status
/// noted, so that a refusal is seen inside a pipeline too.
const WRAPPER: &str = "#!/bin/sh\n\"$NIM_REAL\" \"$@\"\nstatus=$?\n\
                       echo \"$status\" >> \"$NIM_STATUSES\"\nexit $status\n";

/// Waits for the child's end, or stops its whole process group at
/// `budget`; whether it was stopped.
fn stop_after(child: &mut Child, budget: Duration) -> bool {
    let start = Instant::now();
    while start.elapsed() < budget {
        if child.try_wait().unwrap().is_some() {
            return false;
        }
        thread::sleep(Duration::from_millis(20));
    }
    let group = nix::unistd::Pid::from_raw(child.id() as i32);
    nix::sys::signal::killpg(group, nix::sys::signal::Signal::SIGKILL).ok();
    child.wait().unwrap();
    true
}

/// A host waiting for its player: the child, its address and its code.
fn serve() -> (Child, String, String) {
    let mut child = nim(&["serve", "--plain"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut said = BTreeMap::new();
    while said.len() < 2 {
        let line = lines
            .next()
            .expect("the host says where it listens")
            .unwrap();
        if let Some((key, value)) = line.split_once(": ") {
            said.insert(key.to_owned(), value.to_owned());
        }
    }
    // The rest of its lines are read away, so that it never blocks on them.
    thread::spawn(move || lines.for_each(drop));
    (child, said["listening"].clone(), said["code"].clone())
}

/// The record every example finds as `g.txt`: a game of two players
/// played to its end, then one left before its first move.
fn record() -> String {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    let output = crate::support::pipes::run(
        &[
            "--players",
            "2",
            "--rows",
            "1,1",
            "--record",
            file.to_str().unwrap(),
        ],
        "1 1\n2 1\n0 0\n",
    );
    assert!(output.status.success());
    fs::read_to_string(file).unwrap()
}
