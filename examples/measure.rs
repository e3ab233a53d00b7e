//! Measures the screen front end the way a player meets it: `nim` in an 80x25
//! pseudo-terminal, read back through a terminal emulator.
//!
//! ```text
//! cargo build --release && cargo run --release --example measure
//! ```
//!
//! Prints the time to the first full frame, the bytes of that frame and of one
//! move, the keystroke echo latency, the CPU used while idle for 5 seconds and
//! the peak memory. An argument names another `nim` binary to measure.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use nim_pty::{Nim, line_of};

const SAMPLES: usize = 200;
const IDLE: Duration = Duration::from_secs(5);

fn main() {
    let program = std::env::args()
        .nth(1)
        .map_or_else(sibling_nim, PathBuf::from);
    assert!(
        program.exists(),
        "{} not found: run `cargo build --release` first",
        program.display()
    );
    let program = program.to_string_lossy().into_owned();
    println!("binary: {program}");

    let started = Instant::now();
    let mut nim = Nim::spawn(&program, &["--lang", "en", "--seed", "1"]);
    nim.wait("the first frame", |s| line_of(s, 25).starts_with("Score"));
    let first_frame = started.elapsed();
    let first_bytes = nim.bytes();
    println!("first full frame: {:.1} ms", ms(first_frame));
    println!("first frame: {first_bytes} bytes (with entering the alternate screen)");
    measure_a_move(&mut nim);
    measure_the_echo(&mut nim);
    measure_idleness(&nim);
    nim.send("0 0\r");
    let status = nim.exit_status();
    assert!(status.success(), "nim ended with {status:?}");
}

/// The bytes of one move and its reply, and of echoing its keys.
fn measure_a_move(nim: &mut Nim) {
    // Typed key by key, each echo waited for, as a person types.
    let before_typing = nim.bytes();
    for typed in ["1", "1 ", "1 2"] {
        nim.send(&typed[typed.len() - 1..]);
        nim.wait("the echo", |s| {
            line_of(s, 22) == format!("Your move: {typed}_")
        });
    }
    let typed = settled(nim);
    nim.send("\r");
    nim.wait("the reply", |s| line_of(s, 23).contains(". I took "));
    let moved = settled(nim);
    println!(
        "one move (1 2 on 3 4 5, reply 1 4 4): {} bytes, plus {} for echoing its 3 keys: {} in all",
        moved - typed,
        typed - before_typing,
        moved - before_typing
    );
}

/// How long a typed key takes to show, over many keys.
fn measure_the_echo(nim: &mut Nim) {
    let mut latencies = Vec::with_capacity(SAMPLES);
    for i in 0..SAMPLES {
        let (key, shown) = if i % 2 == 0 {
            ("7", "Your move: 7_")
        } else {
            ("\x7f", "Your move: _")
        };
        let sent = Instant::now();
        nim.send(key);
        nim.wait("the echo", |s| line_of(s, 22) == shown);
        latencies.push(sent.elapsed());
    }
    latencies.sort();
    println!(
        "keystroke echo: median {:.3} ms, p95 {:.3} ms ({SAMPLES} keys)",
        ms(latencies[SAMPLES / 2]),
        ms(latencies[SAMPLES * 95 / 100])
    );
}

/// The CPU used while the game waits, and the peak memory.
fn measure_idleness(nim: &Nim) {
    let pid = nim.pid();
    let cpu_before = cpu_ticks(pid);
    std::thread::sleep(IDLE);
    let idle_ticks = cpu_ticks(pid) - cpu_before;
    println!(
        "idle {} s: {idle_ticks} clock ticks of CPU ({:.0} ms)",
        IDLE.as_secs(),
        idle_ticks as f64 * 1000.0 / clock_ticks_per_second()
    );
    println!("peak memory (VmHWM): {}", status_field(pid, "VmHWM"));
}

/// `target/<profile>/nim`, beside this example's own directory.
fn sibling_nim() -> PathBuf {
    let me = std::env::current_exe().expect("own path");
    let profile = me.parent().and_then(|examples| examples.parent());
    profile.expect("target directory").join("nim")
}

/// The byte count once the program has stopped writing for a moment.
fn settled(nim: &Nim) -> usize {
    let mut last = nim.bytes();
    loop {
        std::thread::sleep(Duration::from_millis(50));
        let now = nim.bytes();
        if now == last {
            return now;
        }
        last = now;
    }
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

/// User + system CPU time of `pid`, in clock ticks (fields 14 and 15 of stat).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("/proc stat");
    // The command name may hold spaces: count fields after its closing parenthesis.
    let after = &stat[stat.rfind(')').expect("stat format") + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

fn clock_ticks_per_second() -> f64 {
    std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .and_then(|text| text.trim().parse().ok())
        .unwrap_or(100.0)
}

fn status_field(pid: u32, name: &str) -> String {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("/proc status");
    status
        .lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(':'))
        .map_or_else(|| "unknown".into(), |value| value.trim().to_string())
}
