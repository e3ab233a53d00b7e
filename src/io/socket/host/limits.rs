//! The door's limits, as numbers and the rules that apply them: the
//! source a newcomer is counted under (and the machine it comes from), the
//! pause a source earns by its wrong codes, and the bucket that rations
//! the codes compared. Pure: the time is given, so the tests need no clock.
//!
//! The bound they give (docs/REFERENCE.md, limits at the door): whoever
//! guesses, from however many addresses, has at most `BURST + RATE * t`
//! codes compared in `t` seconds, each one chance in [`Code::SPACE`]: in
//! an hour, (10 + 5 * 3600) / 10^12, under 2 in 100 million.

use std::net::IpAddr;
use std::time::{Duration, Instant};

#[cfg(doc)]
use crate::game::net::protocol::Code;

/// Codes compared per second, at most, whoever sends them.
pub const RATE: u32 = 5;

/// Codes that may be compared at once before the rate applies: a person
/// who mistypes a few times is never kept waiting.
pub const BURST: u32 = 10;

/// How long a wrong code's answer is held back: a guesser waits for each
/// answer, so that one address (holding at most [`PER_SOURCE`] newcomers
/// at once) makes at most four guesses a second whatever its speed, and
/// fewer once it is paused ([`pause`]).
pub const WRONG_WAIT: Duration = Duration::from_secs(1);

/// How long `refused crowded` is held back when the door turns a newcomer
/// away as it knocks: a guesser that connects again as soon as it is
/// answered connects once a second, not thousands of times.
pub const CROWDED_WAIT: Duration = Duration::from_secs(1);

/// Refusals held back at once, each a socket: past it the oldest is
/// answered early.
pub const HELD_MOST: usize = 128;

/// The longest a greeting waits for its turn to be compared; past it the
/// newcomer is told `refused crowded`. Well under the joiner's own ten
/// seconds after its greeting, so a welcome never comes to a joiner that
/// has given up.
pub const ANSWER_WAIT: Duration = Duration::from_secs(5);

/// Newcomers greeted at once from one source: an IPv4 address, or an IPv6
/// network of 64 bits (one machine's or one home's, which has millions of
/// addresses to give out).
pub const PER_SOURCE: usize = 4;

/// Newcomers greeted at once, in all: each has a thread and a socket.
pub const IN_ALL: usize = 32;

/// Wrong codes a source may send before it is paused longer than its
/// answer's own wait: a person who mistypes the code three times never
/// notices a pause.
pub const FREE_WRONG: u32 = 3;

/// The longest pause a source earns: past the first few, one code a minute.
pub const LONGEST_PAUSE: Duration = Duration::from_secs(60);

/// A source that sent no wrong code for this long starts afresh.
pub const FORGET_AFTER: Duration = Duration::from_secs(600);

/// Sources remembered at once; past it the one quiet longest is forgotten.
pub const REMEMBERED_MOST: usize = 4096;

/// How long after its `wrong`-th wrong code (counted from 1) no code from
/// the same source is compared: the answer's own second for the first
/// [`FREE_WRONG`], then twice as long each time, up to [`LONGEST_PAUSE`].
/// Its newcomers meanwhile are turned away as they knock.
pub fn pause(wrong: u32) -> Duration {
    let doublings = wrong.saturating_sub(FREE_WRONG).min(16);
    (WRONG_WAIT * (1 << doublings)).min(LONGEST_PAUSE)
}

/// Where a newcomer comes from, as the limits count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Source {
    V4([u8; 4]),
    /// The first 64 bits of an IPv6 address.
    V6([u8; 8]),
    /// Any loopback address, as the machine it comes from: 127.0.0.0/8 and
    /// ::1 are all this one machine.
    Loopback,
}

impl Source {
    /// An IPv4 address as itself (mapped into IPv6 too, as a dual-stack
    /// listener sees it); an IPv6 address by its /64.
    pub fn of(ip: IpAddr) -> Source {
        match ip {
            IpAddr::V4(v4) => Source::V4(v4.octets()),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => Source::V4(v4.octets()),
                None => {
                    let mut network = [0; 8];
                    network.copy_from_slice(&v6.octets()[..8]);
                    Source::V6(network)
                }
            },
        }
    }

    /// The machine `ip` is, as far as the door can tell: every loopback
    /// address one machine (a guesser there has sixteen million of them),
    /// any other its source.
    pub fn machine(ip: IpAddr) -> Source {
        let loopback = match ip {
            IpAddr::V4(v4) => v4.is_loopback(),
            IpAddr::V6(v6) => {
                v6.is_loopback() || v6.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback())
            }
        };
        if loopback {
            Source::Loopback
        } else {
            Source::of(ip)
        }
    }
}

/// The ration of codes compared: [`BURST`] at once, then one every
/// `1 / RATE` seconds, whoever asks (a token bucket, kept as the time its
/// turns so far would end at the rate alone).
#[derive(Debug, Clone)]
pub struct Bucket {
    next: Instant,
}

impl Bucket {
    pub fn new(now: Instant) -> Bucket {
        Bucket { next: now }
    }

    fn interval() -> Duration {
        Duration::from_secs(1) / RATE
    }

    /// How long from `now` until a turn may start (zero: one may now).
    pub fn wait(&self, now: Instant) -> Duration {
        let early = Bucket::interval() * (BURST - 1);
        self.next
            .max(now)
            .saturating_duration_since(now)
            .saturating_sub(early)
    }

    /// Takes a turn at `now`, which [`Bucket::wait`] allowed.
    pub fn take(&mut self, now: Instant) {
        self.next = self.next.max(now) + Bucket::interval();
    }
}

#[cfg(test)]
mod tests {
    use crate::io::socket::host::limits::*;

    /// The bound docs/REFERENCE.md states, from the limits themselves.
    #[test]
    fn an_hour_of_guessing_has_less_than_one_chance_in_a_million() {
        let hour = u64::from(BURST) + u64::from(RATE) * 3600;
        let chance = hour as f64 / crate::game::net::protocol::Code::SPACE as f64;
        assert!(chance < 1e-6, "{chance}");
        assert_eq!(hour, 18_010);
    }

    /// Takes every turn as soon as the bucket allows, from `now`: when
    /// each of the next `count` turns starts.
    fn turns_from(bucket: &mut Bucket, mut now: Instant, count: usize) -> Vec<Instant> {
        (0..count)
            .map(|_| {
                now += bucket.wait(now);
                bucket.take(now);
                now
            })
            .collect()
    }

    /// Greetings without end, all at once: the first [`BURST`] at once,
    /// then one each `1 / RATE`; an idle bucket fills again at the rate.
    #[test]
    fn the_bucket_lets_a_burst_through_then_the_rate() {
        let start = Instant::now();
        let mut bucket = Bucket::new(start);
        let step = Duration::from_millis(200);
        let turns = turns_from(&mut bucket, start, 35);
        assert!(turns[..10].iter().all(|&at| at == start), "{turns:?}");
        assert_eq!(turns[10], start + step);
        assert_eq!(turns[34], start + step * 25);
        // Idle for two seconds after the last: ten turns' worth back, as
        // the rate gives them.
        let later = turns[34] + Duration::from_secs(2);
        assert!(bucket.wait(later).is_zero());
        let again = turns_from(&mut bucket, later, 11);
        assert!(again[..10].iter().all(|&at| at == later), "{again:?}");
        assert_eq!(again[10], later + step);
    }

    /// Whatever the greetings' times, the turns that start within any
    /// window of `t` seconds are at most `BURST + RATE * t`.
    #[test]
    fn no_window_has_more_turns_than_the_bound() {
        let start = Instant::now();
        // A greeting every 37 ms for a minute; then bursts of 40 at once
        // every 7 seconds: each takes its turn as soon as it may.
        let steady = (0..1600u32).map(|n| Duration::from_millis(37) * n);
        let bursts = (0..9u32).flat_map(|n| std::iter::repeat_n(Duration::from_secs(7) * n, 40));
        for arrivals in [steady.collect::<Vec<_>>(), bursts.collect()] {
            let mut bucket = Bucket::new(start);
            let mut last = start;
            let turns: Vec<Instant> = arrivals
                .iter()
                .map(|&after| {
                    let mut now = last.max(start + after);
                    now += bucket.wait(now);
                    bucket.take(now);
                    last = now;
                    now
                })
                .collect();
            for window in [1u32, 3, 10, 60] {
                let t = Duration::from_secs(window.into());
                let most = (0..turns.len())
                    .map(|i| {
                        turns[i..]
                            .iter()
                            .take_while(|&&at| at < turns[i] + t)
                            .count()
                    })
                    .max()
                    .unwrap();
                assert!(most as u32 <= BURST + RATE * window, "{window} s: {most}");
            }
        }
    }

    /// A person's few mistakes cost nothing beyond each answer's second;
    /// a guesser's pause doubles up to a minute, and stays there.
    #[test]
    fn pauses_double_after_the_free_wrong_codes_up_to_a_minute() {
        let seconds = |wrong| pause(wrong).as_secs();
        assert_eq!((1..=FREE_WRONG).map(seconds).collect::<Vec<_>>(), [1, 1, 1]);
        assert_eq!(
            (4..=10).map(seconds).collect::<Vec<_>>(),
            [2, 4, 8, 16, 32, 60, 60]
        );
        assert_eq!(pause(u32::MAX), LONGEST_PAUSE);
    }

    #[test]
    fn every_loopback_address_is_one_machine() {
        let machine = |text: &str| Source::machine(text.parse().unwrap());
        for loopback in ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.9"] {
            assert_eq!(machine(loopback), Source::Loopback, "{loopback}");
        }
        assert_eq!(
            machine("192.0.2.7"),
            Source::of("192.0.2.7".parse().unwrap())
        );
        assert_ne!(Source::of("127.0.0.1".parse().unwrap()), Source::Loopback);
    }

    #[test]
    fn sources_are_addresses_and_ipv6_networks() {
        let of = |text: &str| Source::of(text.parse().unwrap());
        assert_eq!(of("192.0.2.7"), of("::ffff:192.0.2.7"));
        assert_ne!(of("192.0.2.7"), of("192.0.2.8"));
        assert_eq!(of("2001:db8:1:2::1"), of("2001:db8:1:2:ffff:1:2:3"));
        assert_ne!(of("2001:db8:1:2::1"), of("2001:db8:1:3::1"));
        assert_ne!(of("::1"), of("127.0.0.1"));
    }
}
