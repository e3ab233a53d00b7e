//! The real joiner at a door under siege (hostile round 5, §2 and §10):
//! a real `nim serve`, a flood from threads of this test, and then the
//! real `nim join` (or a raw greeting from an address of its own) with
//! the right code from an address no guesser uses. Each test measures
//! the joiner's wait and prints it; the issue asks for 5 seconds at most
//! whatever the guesser does, and the door is built to let it in at its
//! next turn (a fifth of a second). Before, the joiner was told `refused
//! crowded` under the first three floods (never admitted in 40 seconds),
//! and under the silent flood now and then.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::support::proc::{PATIENCE, Proc, join, serve};
use crate::support::raw::{connect_from, greet, ipv6_loopback, wire, wrong};

/// The bound on the right joiner's wait, whatever the guessers do.
const JOINER_WAIT: Duration = Duration::from_secs(5);

/// How long a flood's socket waits for an answer: past the door's five
/// seconds for a turn, so each thread ends soon after the host does.
const FLOOD_PATIENCE: Duration = Duration::from_secs(7);

/// What a flood heard, counted by its threads.
#[derive(Default)]
struct Heard {
    /// Connections made.
    connections: AtomicU32,
    /// `refused code`: codes the host compared.
    wrong: AtomicU32,
    /// `refused crowded`.
    crowded: AtomicU32,
}

/// Threads at the door until stopped.
struct Flood {
    stop: Arc<AtomicBool>,
    heard: Arc<Heard>,
    threads: Vec<JoinHandle<()>>,
    started: Instant,
}

impl Flood {
    /// `each` guessers at every source, each greeting with `guess` and
    /// connecting again as soon as it is answered.
    fn guessing(target: SocketAddr, sources: &[IpAddr], each: usize, guess: &str) -> Flood {
        let guess = guess.to_string();
        Flood::start(sources, each, move |source, heard| {
            let Some(mut stream) = connect_from(source, target, FLOOD_PATIENCE) else {
                return;
            };
            let answer = greet(&mut stream, &guess);
            // Once the joiner is in, the rest are told so at once.
            if answer != "refused busy" {
                heard.connections.fetch_add(1, Ordering::Relaxed);
            }
            match answer.as_str() {
                "refused code" => heard.wrong.fetch_add(1, Ordering::Relaxed),
                "refused crowded" => heard.crowded.fetch_add(1, Ordering::Relaxed),
                _ => 0,
            };
        })
    }

    /// One thread at every source connecting, waiting a millisecond and
    /// closing without a word, again and again (§10).
    fn silent(target: SocketAddr, sources: &[IpAddr]) -> Flood {
        Flood::start(sources, 1, move |source, heard| {
            if let Some(stream) = connect_from(source, target, FLOOD_PATIENCE) {
                heard.connections.fetch_add(1, Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(1));
                drop(stream);
            }
        })
    }

    fn start(
        sources: &[IpAddr],
        each: usize,
        knock: impl Fn(IpAddr, &Heard) + Clone + Send + 'static,
    ) -> Flood {
        let stop = Arc::new(AtomicBool::new(false));
        let heard = Arc::new(Heard::default());
        let mut threads = Vec::new();
        for &source in sources {
            for _ in 0..each {
                let (stop, heard, knock) = (Arc::clone(&stop), Arc::clone(&heard), knock.clone());
                threads.push(std::thread::spawn(move || {
                    while !stop.load(Ordering::Relaxed) {
                        knock(source, &heard);
                    }
                }));
            }
        }
        Flood {
            stop,
            heard,
            threads,
            started: Instant::now(),
        }
    }

    /// Waits until the flood has run `at_least` and its threads heard
    /// `answered` wrong codes: the door's steady state under it.
    fn settle(&self, at_least: Duration, answered: u32) {
        let deadline = Instant::now() + PATIENCE;
        while self.started.elapsed() < at_least
            || self.heard.wrong.load(Ordering::Relaxed) < answered
        {
            assert!(Instant::now() < deadline, "the flood heard no answer");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Stops the flood: what its threads heard until now (once the joiner
    /// is in, the rest are told `refused busy` at once), and in how long.
    fn halt(&self) -> Tally {
        self.stop.store(true, Ordering::Relaxed);
        let count = |n: &AtomicU32| n.load(Ordering::Relaxed);
        Tally {
            connections: count(&self.heard.connections),
            wrong: count(&self.heard.wrong),
            crowded: count(&self.heard.crowded),
            seconds: self.started.elapsed(),
        }
    }

    /// Waits for the threads, once the host ended (none then waits long).
    fn join(self) {
        for thread in self.threads {
            thread.join().unwrap();
        }
    }
}

/// What a flood heard until it was halted.
struct Tally {
    connections: u32,
    wrong: u32,
    crowded: u32,
    seconds: Duration,
}

/// The most threads `host` ran, looked at every 10 ms for `window`.
fn most_threads(host: &Proc, window: Duration) -> usize {
    let tasks = format!("/proc/{}/task", host.child.id());
    let until = Instant::now() + window;
    let mut most = 0;
    while Instant::now() < until {
        let count = std::fs::read_dir(&tasks).map_or(0, Iterator::count);
        most = most.max(count);
        std::thread::sleep(Duration::from_millis(10));
    }
    most
}

/// Loopback addresses of the guessers' own: 127.0.1.2 and on.
fn guesser_sources(count: u8) -> Vec<IpAddr> {
    (0..count)
        .map(|n| IpAddr::from(Ipv4Addr::new(127, 0, 1, 2 + n)))
        .collect()
}

fn port(address: &str) -> u16 {
    address
        .rsplit(':')
        .next()
        .and_then(|port| port.parse().ok())
        .expect("listening: ADDRESS:PORT")
}

/// The real `nim join` with the right code: fails the test when it was
/// refused or let in past [`JOINER_WAIT`]. The flood is halted as soon as
/// the joiner has its answer: what it heard until then.
fn joiner_waits(host: &mut Proc, address: &str, code: &str, flood: &Flood, name: &str) -> Tally {
    let started = Instant::now();
    let mut joiner = join(address, code);
    let line = joiner.expect("the way in or out", |line| {
        line.starts_with("Connected to") || line.starts_with("closed:")
    });
    let waited = started.elapsed();
    let tally = flood.halt();
    eprintln!("{name}: the joiner waited {waited:.2?} ({line})");
    assert!(line.starts_with("Connected to"), "{:?}", joiner.seen);
    assert!(waited < JOINER_WAIT, "{waited:?}");
    host.expect_prefix("position:");
    tally
}

/// A greeting with the right code from `source`, raw, with the same
/// checks.
fn raw_joiner_waits(
    source: IpAddr,
    target: SocketAddr,
    code: &str,
    flood: &Flood,
    name: &str,
) -> Tally {
    let started = Instant::now();
    let mut stream = connect_from(source, target, PATIENCE).expect("connects");
    let answer = greet(&mut stream, &wire(code));
    let waited = started.elapsed();
    let tally = flood.halt();
    eprintln!("{name}: the joiner at {source} waited {waited:.2?} ({answer})");
    assert_eq!(answer, "nim 1 welcome");
    assert!(waited < JOINER_WAIT, "{waited:?}");
    tally
}

/// Prints what the flood heard, and checks that the guessers' connections
/// were held back: a guesser told `refused crowded` or `refused code`
/// waits a second for it, so each thread connects about once a second
/// (before, some 4,000 times a second in all: 78,254 refusals in 20 s).
fn report(flood: &str, tally: &Tally, threads: usize) {
    let Tally {
        connections,
        wrong,
        crowded,
        seconds,
    } = tally;
    eprintln!(
        "{flood}: {connections} connections in {seconds:.2?}, {wrong} wrong codes compared, {crowded} crowded",
    );
    let most = threads as f64 * (seconds.as_secs_f64() + 2.0) * 2.0;
    assert!(
        f64::from(*connections) <= most,
        "{connections} connections in {seconds:?}, at most {most}"
    );
}

/// §2: 32 connections at 8 loopback addresses (127.0.1.2-9), each
/// greeting with a wrong code and connecting again at once; the real
/// joiner from 127.0.0.1. Before: `refused crowded` 37 times of 37 in
/// 40 s. The host says the door is being guessed at.
#[test]
fn the_joiner_gets_in_while_eight_addresses_guess() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let target: SocketAddr = address.parse().unwrap();
    let flood = Flood::guessing(target, &guesser_sources(8), 4, &wrong(&code));
    flood.settle(Duration::from_millis(1500), 8);
    let name = "32 guessers at 8 addresses";
    let tally = joiner_waits(&mut host, &address, &code, &flood, name);
    let siege = host
        .seen
        .iter()
        .find_map(|line| line.strip_prefix("door: "))
        .map(str::to_string);
    drop(host);
    flood.join();
    report(name, &tally, 32);
    let siege = siege.expect("the host said the door is being guessed at");
    let words: Vec<&str> = siege.split(' ').collect();
    assert!(
        matches!(words.as_slice(), ["wrong", w, "crowded", _] if w.parse::<u32>().unwrap() > 0),
        "{siege}"
    );
}

/// §2 at its start: the same 32 guessers, the joiner a third of a second
/// after them, while their first greetings fill the door and wait for
/// their turns (22 of them past the first 10 compared at once).
#[test]
fn the_joiner_gets_in_as_eight_addresses_start_guessing() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let target: SocketAddr = address.parse().unwrap();
    let flood = Flood::guessing(target, &guesser_sources(8), 4, &wrong(&code));
    flood.settle(Duration::from_millis(300), 0);
    let name = "32 guessers at 8 addresses, as they start";
    let tally = joiner_waits(&mut host, &address, &code, &flood, name);
    drop(host);
    flood.join();
    report(name, &tally, 32);
}

/// §2: 8 guessing connections at 127.0.0.1, where `nim join` comes from
/// by default; the joiner from another address: ::1 to a host listening
/// on both (127.0.0.9, raw, where IPv6 loopback is missing).
#[test]
fn the_joiner_gets_in_while_eight_connections_guess_from_one_address() {
    let six = ipv6_loopback();
    let listen = if six { "[::]:0" } else { "127.0.0.1:0" };
    let (mut host, address, code) = serve(&["--rows", "3,4,5", "--listen", listen]);
    let port = port(&address);
    let v4 = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let flood = Flood::guessing(v4, &[Ipv4Addr::LOCALHOST.into()], 8, &wrong(&code));
    flood.settle(Duration::from_millis(1500), 1);
    let name = "8 guessers at 127.0.0.1";
    let tally = if six {
        joiner_waits(&mut host, &format!("[::1]:{port}"), &code, &flood, name)
    } else {
        eprintln!("no IPv6 loopback here: the joiner greets from 127.0.0.9");
        let source = Ipv4Addr::new(127, 0, 0, 9).into();
        raw_joiner_waits(source, v4, &code, &flood, name)
    };
    drop(host);
    flood.join();
    report(name, &tally, 8);
}

/// §2: 4 guessing connections over ::1; the joiner over 127.0.0.1 to a
/// host listening on both. Skipped, saying so, without IPv6 loopback.
#[test]
fn the_joiner_gets_in_while_four_connections_guess_over_ipv6() {
    if !ipv6_loopback() {
        eprintln!("skipped: no IPv6 loopback on this machine");
        return;
    }
    let (mut host, address, code) = serve(&["--rows", "3,4,5", "--listen", "[::]:0"]);
    let port = port(&address);
    let six = SocketAddr::from((Ipv6Addr::LOCALHOST, port));
    let flood = Flood::guessing(six, &[Ipv6Addr::LOCALHOST.into()], 4, &wrong(&code));
    flood.settle(Duration::from_millis(1500), 1);
    let name = "4 guessers over ::1";
    let tally = joiner_waits(&mut host, &format!("127.0.0.1:{port}"), &code, &flood, name);
    drop(host);
    flood.join();
    report(name, &tally, 4);
}

/// §10: 96 loopback addresses connecting and closing without a word, as
/// fast as they can. Probes from addresses of their own greet at once,
/// with a wrong code, one after the other on four threads: each is to be
/// answered `refused code`, not closed as a silent socket to make room
/// (before, 2 joiners of 18 were told `refused crowded`; here the race
/// came 0 times in 16 before as after: `a_greeting_not_read_yet_is_never_
/// taken_for_silence` in the door's unit tests shows it every time); then
/// the real joiner, from 127.0.0.1, is let in.
#[test]
fn the_joiner_gets_in_through_a_silent_flood() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let target: SocketAddr = address.parse().unwrap();
    let sources: Vec<IpAddr> = (0..96u8)
        .map(|n| IpAddr::from(Ipv4Addr::new(127, 1, n / 16, 1 + n % 16)))
        .collect();
    let flood = Flood::silent(target, &sources);
    flood.settle(Duration::from_millis(500), 0);
    // A socket that closes without a word costs the host no thread: its
    // own three (the wait, the door, the held refusals) are all it runs.
    let threads = most_threads(&host, Duration::from_millis(500));
    let guess = wrong(&code);
    let probes: Vec<JoinHandle<Vec<String>>> = (0..4u8)
        .map(|thread| {
            let guess = guess.clone();
            std::thread::spawn(move || {
                (0..4u8)
                    .map(|n| {
                        let source = IpAddr::from(Ipv4Addr::new(127, 0, 2, 1 + thread * 4 + n));
                        match connect_from(source, target, PATIENCE) {
                            Some(mut stream) => greet(&mut stream, &guess),
                            None => "no connection".to_string(),
                        }
                    })
                    .collect()
            })
        })
        .collect();
    let answers: Vec<String> = probes
        .into_iter()
        .flat_map(|probe| probe.join().unwrap())
        .collect();
    let name = "96 silent addresses";
    let crowded = answers.iter().filter(|a| *a != "refused code").count();
    eprintln!("{name}: {crowded} of 16 probes not compared: {answers:?}");
    let tally = joiner_waits(&mut host, &address, &code, &flood, name);
    drop(host);
    flood.join();
    eprintln!(
        "{name}: {} connections in {:.2?}, the host's threads {threads} at most",
        tally.connections, tally.seconds
    );
    assert!(threads <= 4, "{threads} threads");
    // One may be lost to the race the door cannot tell from silence: a
    // probe's thread held up between connecting and writing for longer
    // than the flood's sockets live (docs/REFERENCE.md, limits at the door).
    assert!(crowded <= 1, "{answers:?}");
}
