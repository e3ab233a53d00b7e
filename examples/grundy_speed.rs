//! How fast nim computes Grundy sequences, beside ogsolve in the same run.
//!
//! `cargo run --release --example grundy_speed [quick]` times each rule's
//! sequence in this process (release build, no work limit), then runs
//! `ogsolve -m rc2 -n N CODE` on the same code and prints the ratio.
//! ogsolve (GPL, `cargo install ogsolve --version 0.0.7 --root DIR`) is
//! only run, never read or shipped: it is looked for at run time in
//! `$OGSOLVE`, then on `PATH`; without it, nim's times alone. `quick`
//! leaves out Grundy's game to 10^7 (40 s).

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use nim::game::theory::grundy::{Limits, Sequence};
use nim::game::theory::rule::Rule;

/// Rule, heaps; whether ogsolve plays it (octal codes only).
const CASES: [(&str, u32, bool); 11] = [
    ("0.16", 100_000, true),
    ("0.16", 1_000_000, true),
    ("0.56", 700_000, true),
    ("0.376", 300_000, true),
    // Far enough for the periodicity theorem: 2s + 2p + k.
    ("0.376", 4_536_600, true),
    ("0.354", 300_000, true),
    ("0.354", 20_130_000, true),
    ("0.6", 100_000, true),
    ("grundy", 100_000, false),
    ("grundy", 1_000_000, false),
    ("grundy", 10_000_000, false),
];

fn main() {
    let quick = std::env::args().any(|a| a == "quick");
    let ogsolve = std::env::var("OGSOLVE").unwrap_or_else(|_| "ogsolve".into());
    let found = Command::new(&ogsolve)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        println!("ogsolve not found (set OGSOLVE): nim's times alone");
    }
    println!(
        "{:<8} {:>10} {:>10} {:>10} {:>7}  nim's result",
        "rule", "heaps", "nim", "ogsolve", "ratio"
    );
    for (code, heaps, octal) in CASES {
        if quick && heaps > 1_000_000 {
            continue;
        }
        let (time, result) = nim(code, heaps);
        let theirs = (found && octal).then(|| run(&ogsolve, code, heaps));
        let (other, ratio) = match theirs {
            Some(t) => (
                secs(t),
                format!("{:.2}", time.as_secs_f64() / t.as_secs_f64()),
            ),
            None => ("-".into(), "-".into()),
        };
        println!(
            "{code:<8} {heaps:>10} {:>10} {other:>10} {ratio:>7}  {result}",
            secs(time)
        );
    }
}

/// nim's time to `heaps`, and what it found.
fn nim(code: &str, heaps: u32) -> (Duration, String) {
    let rule = Rule::parse(code).expect("a rule");
    let limits = Limits {
        heaps,
        work: u64::MAX,
    };
    let start = Instant::now();
    let sequence = Sequence::within(&rule, heaps, limits).expect("computed");
    let time = start.elapsed();
    let result = match sequence.period() {
        Some(p) => format!("period {} from {}", p.period, p.from),
        None => format!("to {}, no period", sequence.computed()),
    };
    (time, result)
}

/// ogsolve's wall time for the same code, process start included.
fn run(ogsolve: &str, code: &str, heaps: u32) -> Duration {
    let start = Instant::now();
    let status = Command::new(ogsolve)
        .args(["-m", "rc2", "-n", &heaps.to_string(), code])
        .stdout(Stdio::null())
        .status()
        .expect("ogsolve runs");
    assert!(status.success(), "ogsolve failed on {code}");
    start.elapsed()
}

fn secs(d: Duration) -> String {
    format!("{:.3} s", d.as_secs_f64())
}
