//! The door's limits, as numbers and the two rules that apply them: the
//! source a newcomer is counted under, and the bucket that rations the
//! codes compared. Pure: the time is given, so the tests need no clock.
//!
//! The bound they give (ARCHITECTURE.md, Safety by design): whoever
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
/// at once) makes at most four guesses a second whatever its speed.
pub const WRONG_WAIT: Duration = Duration::from_secs(1);

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

/// Where a newcomer comes from, as the limits count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    V4([u8; 4]),
    /// The first 64 bits of an IPv6 address.
    V6([u8; 8]),
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
}

/// The ration of codes compared: [`BURST`] at once, then one every
/// `1 / RATE` seconds. Each greeting reserves its turn as it comes, so
/// turns go in the order greetings came, and none waits past its turn.
#[derive(Debug, Clone)]
pub struct Bucket {
    /// When the next turn would start if no burst were allowed: the
    /// reserved turns end here.
    next: Instant,
}

impl Bucket {
    pub fn new(now: Instant) -> Bucket {
        Bucket { next: now }
    }

    fn interval() -> Duration {
        Duration::from_secs(1) / RATE
    }

    /// The wait before a greeting that came at `now` may be compared, its
    /// turn reserved; `None`, and nothing reserved, when that wait would
    /// pass `longest`.
    pub fn reserve(&mut self, now: Instant, longest: Duration) -> Option<Duration> {
        let next = self.next.max(now);
        let early = Bucket::interval() * (BURST - 1);
        let wait = next.saturating_duration_since(now).saturating_sub(early);
        if wait > longest {
            return None;
        }
        self.next = next + Bucket::interval();
        Some(wait)
    }
}

#[cfg(test)]
mod tests {
    use crate::io::socket::host::limits::*;

    /// The bound ARCHITECTURE.md states, from the limits themselves.
    #[test]
    fn an_hour_of_guessing_has_less_than_one_chance_in_a_million() {
        let hour = u64::from(BURST) + u64::from(RATE) * 3600;
        let chance = hour as f64 / crate::game::net::protocol::Code::SPACE as f64;
        assert!(chance < 1e-6, "{chance}");
        assert_eq!(hour, 18_010);
    }

    /// Greetings without end, all at once: the first [`BURST`] at once,
    /// then one each `1 / RATE`; a greeting whose turn is past the longest
    /// wait is refused and reserves nothing.
    #[test]
    fn the_bucket_lets_a_burst_through_then_the_rate() {
        let start = Instant::now();
        let mut bucket = Bucket::new(start);
        let longest = Duration::from_secs(5);
        let waits: Vec<Duration> = std::iter::from_fn(|| bucket.reserve(start, longest)).collect();
        let step = Duration::from_millis(200);
        assert!(waits[..10].iter().all(Duration::is_zero), "{waits:?}");
        assert_eq!(waits[10], step);
        assert_eq!(waits.last(), Some(&(step * 25)));
        assert_eq!(waits.len(), 10 + 25);
        // Refused ones reserved nothing: a second later, five more turns.
        let later = start + Duration::from_secs(1);
        assert_eq!(bucket.reserve(later, longest), Some(step * 21));
    }

    /// Whatever the greetings' times, the turns that start within any
    /// window of `t` seconds are at most `BURST + RATE * t`.
    #[test]
    fn no_window_has_more_turns_than_the_bound() {
        let start = Instant::now();
        let mut bucket = Bucket::new(start);
        let mut turns = Vec::new();
        // A greeting every 37 ms for a minute, each waiting its turn.
        for n in 0..1600u32 {
            let now = start + Duration::from_millis(37) * n;
            if let Some(wait) = bucket.reserve(now, Duration::from_secs(5)) {
                turns.push(now + wait);
            }
        }
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
