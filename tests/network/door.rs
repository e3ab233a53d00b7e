//! The door under siege: guesses from many connections at once held to the
//! limits docs/REFERENCE.md states, the right code still let in while they run,
//! silent sockets making room for the real joiner, wrong guesses leaving
//! the code as it was, and a joiner who comes during a game told at once
//! that one is on.

use std::io::{BufRead, BufReader};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nim::game::net::protocol::Code;
use nim::io::socket::host::limits::{BURST, PER_SOURCE, RATE, WRONG_WAIT};

use crate::support::proc::{PATIENCE, join, serve};
use crate::support::raw::{connect_from, greet, wrong};

/// What the guessers heard, by answer and by source.
#[derive(Default)]
struct Tally {
    crowded: AtomicU32,
    other: Mutex<Vec<String>>,
}

/// Guessers at the sources 127.0.0.2 up to `2 + sources`, `each` at every
/// source, guessing `guess` as fast as the host answers until `stop`.
fn guessers(
    target: SocketAddr,
    guess: String,
    sources: u8,
    each: usize,
    stop: Arc<AtomicBool>,
) -> (
    Arc<Vec<AtomicU32>>,
    Arc<Tally>,
    Vec<std::thread::JoinHandle<()>>,
) {
    let wrong: Arc<Vec<AtomicU32>> = Arc::new((0..sources).map(|_| AtomicU32::new(0)).collect());
    let tally = Arc::new(Tally::default());
    let mut threads = Vec::new();
    for s in 0..sources {
        for _ in 0..each {
            let (wrong, tally, stop, guess) = (
                Arc::clone(&wrong),
                Arc::clone(&tally),
                Arc::clone(&stop),
                guess.clone(),
            );
            threads.push(std::thread::spawn(move || {
                let source = IpAddr::from(Ipv4Addr::new(127, 0, 0, 2 + s));
                while !stop.load(Ordering::Relaxed) {
                    let Some(mut stream) = connect_from(source, target, PATIENCE) else {
                        continue;
                    };
                    let answer = greet(&mut stream, &guess);
                    // An answer after the stop is not counted: the window
                    // measured ends there.
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    match answer.as_str() {
                        "refused code" => wrong[usize::from(s)].fetch_add(1, Ordering::Relaxed),
                        "refused crowded" => tally.crowded.fetch_add(1, Ordering::Relaxed),
                        other => {
                            tally.other.lock().unwrap().push(other.to_string());
                            0
                        }
                    };
                }
            }));
        }
    }
    (wrong, tally, threads)
}

fn target(address: &str) -> SocketAddr {
    address.parse().expect("the host listens on IPv4 loopback")
}

/// Guessers at four addresses, six connections each (more than the door
/// greets at once from one address), for two and a half seconds: the codes
/// the host compared (each answered `refused code`) stay within the burst
/// and the rate, and each address within its own limit; the hour's chance
/// at the rate measured is under one in a million. Before the limits the
/// door compared some 6,500 codes a second.
#[test]
fn guessing_at_full_speed_is_held_to_the_limits() {
    let (host, address, code) = serve(&[]);
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let (wrong, tally, threads) = guessers(target(&address), wrong(&code), 4, 6, Arc::clone(&stop));
    std::thread::sleep(Duration::from_millis(2500));
    stop.store(true, Ordering::Relaxed);
    let seconds = started.elapsed().as_secs_f64();
    let compared: u32 = wrong.iter().map(|n| n.load(Ordering::Relaxed)).sum();
    // The guessers still waiting for an answer hear the end.
    drop(host);
    for thread in threads {
        thread.join().unwrap();
    }
    let most = f64::from(BURST) + f64::from(RATE) * seconds;
    assert!(
        f64::from(compared) <= most,
        "{compared} codes in {seconds:.2} s"
    );
    // One address: at most PER_SOURCE guesses waiting a second each.
    let per_source = PER_SOURCE as f64 * (seconds / WRONG_WAIT.as_secs_f64() + 1.0);
    for n in wrong.iter() {
        assert!(f64::from(n.load(Ordering::Relaxed)) <= per_source);
    }
    let hour = f64::from(BURST) + f64::from(compared) / seconds * 3600.0;
    let chance = hour / Code::SPACE as f64;
    assert!(chance < 1e-6, "{chance}");
    // The door was guessed at, and the rest were told why they waited.
    assert!(compared > 0);
    assert!(tally.crowded.load(Ordering::Relaxed) > 0);
    let other = tally.other.lock().unwrap();
    assert!(other.iter().all(|line| line.is_empty()), "{other:?}");
    eprintln!(
        "{compared} codes compared in {seconds:.2} s ({:.1} a second), {} crowded out",
        f64::from(compared) / seconds,
        tally.crowded.load(Ordering::Relaxed)
    );
}

/// While guessers at other addresses keep the door as busy as it gets,
/// the real joiner, with the right code, is let in.
#[test]
fn the_right_code_gets_in_while_the_guessing_goes_on() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let stop = Arc::new(AtomicBool::new(false));
    let (wrong, _tally, threads) =
        guessers(target(&address), wrong(&code), 4, 5, Arc::clone(&stop));
    // Once the burst is spent, each code waits its turn.
    let spent = Instant::now() + PATIENCE;
    while wrong.iter().map(|n| n.load(Ordering::Relaxed)).sum::<u32>() <= BURST {
        assert!(Instant::now() < spent, "no guess was answered");
        std::thread::sleep(Duration::from_millis(10));
    }
    let mut joiner = join(&address, &code);
    joiner.expect("the way in", |line| line.starts_with("Connected to"));
    stop.store(true, Ordering::Relaxed);
    host.expect_prefix("position:");
    drop(host);
    for thread in threads {
        thread.join().unwrap();
    }
}

/// More silent sockets than the door greets at once from one address,
/// opened first at the joiner's own address: the real `nim join` still
/// gets in (before, two of them made it give up after ten seconds with
/// `closed: fault slow`), and the silent ones are told the door was
/// crowded.
#[test]
fn silent_sockets_never_keep_the_joiner_out() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let mut silent: Vec<TcpStream> = (0..PER_SOURCE + 2)
        .map(|_| {
            let stream = TcpStream::connect(&address).unwrap();
            stream.set_read_timeout(Some(PATIENCE)).unwrap();
            stream
        })
        .collect();
    let mut joiner = join(&address, &code);
    joiner.expect("the way in", |line| line.starts_with("Connected to"));
    host.expect_prefix("position:");
    // The oldest silent ones made room, and were told so.
    let mut line = String::new();
    BufReader::new(&silent.remove(0))
        .read_line(&mut line)
        .unwrap();
    assert_eq!(line, "refused crowded\n");
}

/// Wrong guesses, a dozen at once from as many addresses (one address
/// that guessed wrong is paused: its next greetings would be turned away
/// uncompared), each refused: the code given out is still the code
/// (before, ten wrong ones replaced it and the real joiner was refused),
/// and the host shows no other.
#[test]
fn wrong_guesses_never_replace_the_code() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let guess = wrong(&code);
    let guessers: Vec<_> = (0..12u8)
        .map(|n| {
            let guess = guess.clone();
            let target = target(&address);
            std::thread::spawn(move || {
                let source = IpAddr::from(Ipv4Addr::new(127, 0, 0, 2 + n));
                let mut stream = connect_from(source, target, PATIENCE).expect("connects");
                greet(&mut stream, &guess)
            })
        })
        .collect();
    for guesser in guessers {
        assert_eq!(guesser.join().unwrap(), "refused code");
    }
    let mut joiner = join(&address, &code);
    joiner.expect("the way in", |line| line.starts_with("Connected to"));
    host.expect_prefix("position:");
    assert_eq!(
        host.seen
            .iter()
            .filter(|line| line.starts_with("code:"))
            .count(),
        1,
        "one code: {:?}",
        host.seen
    );
}

/// A game is on: a second `nim join` with the right code is told at once
/// that the host is playing (before: ten seconds, then "the other side
/// sent nothing in time"), and exits with status 1.
#[test]
fn a_second_joiner_is_told_a_game_is_on() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let mut joiner = join(&address, &code);
    joiner.expect("the way in", |line| line.starts_with("Connected to"));
    host.expect_prefix("position:");
    let mut second = join(&address, &code);
    assert_eq!(second.expect_prefix("closed:"), "refused busy");
    assert_eq!(second.wait().code(), Some(1));
    assert!(
        second
            .seen
            .iter()
            .any(|line| line.contains("already playing a game")),
        "{:?}",
        second.seen
    );
    // The game goes on.
    host.send("1 1");
    assert_eq!(joiner.expect_prefix("opponent:"), "1 1");
}
