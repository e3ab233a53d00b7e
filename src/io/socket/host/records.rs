//! What the door remembers of each source's wrong codes: how many (its
//! standing: the fewer, the sooner its greetings are compared, and the
//! harder to make room of), and until when it is paused. Sources are
//! remembered as addresses and as machines (all of loopback is one), so a
//! guesser that spreads over many addresses of one machine still stands
//! behind a newcomer from another. Bounded: [`REMEMBERED_MOST`] sources.
//! Pure: the time is given.

use std::collections::HashMap;
use std::time::Instant;

use super::limits::{FORGET_AFTER, REMEMBERED_MOST, Source, pause};

/// How a newcomer's source stands at the door: its address's wrong codes,
/// then its machine's. Lower stands first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Standing {
    pub address: u32,
    pub machine: u32,
}

#[derive(Debug, Clone, Copy)]
struct Record {
    wrong: u32,
    /// The last wrong code.
    last: Instant,
    /// No code from this source is compared before it.
    paused_until: Instant,
}

/// The sources that sent wrong codes lately.
#[derive(Debug, Default)]
pub struct Records {
    known: HashMap<Source, Record>,
}

impl Records {
    fn fresh(&self, source: Source, now: Instant) -> Option<&Record> {
        self.known
            .get(&source)
            .filter(|record| now.saturating_duration_since(record.last) < FORGET_AFTER)
    }

    fn wrong_of(&self, source: Source, now: Instant) -> u32 {
        self.fresh(source, now).map_or(0, |record| record.wrong)
    }

    pub fn standing(&self, source: Source, machine: Source, now: Instant) -> Standing {
        let address = self.wrong_of(source, now);
        let machine = if machine == source {
            address
        } else {
            self.wrong_of(machine, now)
        };
        Standing { address, machine }
    }

    /// Until when `source` is paused, if it is at `now`.
    pub fn paused_until(&self, source: Source, now: Instant) -> Option<Instant> {
        self.fresh(source, now)
            .map(|record| record.paused_until)
            .filter(|&until| until > now)
    }

    /// A wrong code from `source` on `machine`, compared at `now`: counted
    /// for both, and `source` paused for as long as it has earned.
    pub fn wrong(&mut self, source: Source, machine: Source, now: Instant) {
        let address = self.count(source, now);
        address.paused_until = now + pause(address.wrong);
        if machine != source {
            self.count(machine, now);
        }
    }

    fn count(&mut self, source: Source, now: Instant) -> &mut Record {
        if !self.known.contains_key(&source) && self.known.len() >= REMEMBERED_MOST {
            self.forget(now);
        }
        let record = self.known.entry(source).or_insert(Record {
            wrong: 0,
            last: now,
            paused_until: now,
        });
        if now.saturating_duration_since(record.last) >= FORGET_AFTER {
            record.wrong = 0;
        }
        record.wrong = record.wrong.saturating_add(1);
        record.last = now;
        record
    }

    /// Makes room for one more: the sources quiet for [`FORGET_AFTER`],
    /// or else the one quiet longest.
    fn forget(&mut self, now: Instant) {
        self.known
            .retain(|_, record| now.saturating_duration_since(record.last) < FORGET_AFTER);
        if self.known.len() >= REMEMBERED_MOST {
            let quietest = self
                .known
                .iter()
                .min_by_key(|(_, record)| record.last)
                .map(|(&source, _)| source);
            if let Some(source) = quietest {
                self.known.remove(&source);
            }
        }
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.known.len()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::io::socket::host::limits::{FREE_WRONG, LONGEST_PAUSE, WRONG_WAIT};

    fn source(text: &str) -> Source {
        Source::of(text.parse().unwrap())
    }

    /// A source's wrong codes raise its standing and its machine's; a
    /// newcomer from elsewhere on the machine stands behind none of its
    /// own address's, ahead of the guesser's.
    #[test]
    fn wrong_codes_count_for_the_address_and_the_machine() {
        let now = Instant::now();
        let mut records = Records::default();
        let guesser = source("127.0.1.2");
        let joiner = source("127.0.0.1");
        for _ in 0..3 {
            records.wrong(guesser, Source::Loopback, now);
        }
        let guessing = records.standing(guesser, Source::Loopback, now);
        let joining = records.standing(joiner, Source::Loopback, now);
        assert_eq!(
            guessing,
            Standing {
                address: 3,
                machine: 3
            }
        );
        assert_eq!(
            joining,
            Standing {
                address: 0,
                machine: 3
            }
        );
        assert!(joining < guessing);
        // From another machine: ahead of both.
        let far = source("192.0.2.7");
        assert_eq!(records.standing(far, far, now), Standing::default());
    }

    /// Paused for the answer's second after each free wrong code, then
    /// twice as long each time; forgotten after ten quiet minutes.
    #[test]
    fn a_source_is_paused_as_it_earned_and_forgotten_when_quiet() {
        let start = Instant::now();
        let mut records = Records::default();
        let guesser = source("192.0.2.7");
        let mut now = start;
        for wrong in 1..=FREE_WRONG + 2 {
            records.wrong(guesser, guesser, now);
            let until = records.paused_until(guesser, now).unwrap();
            assert_eq!(until - now, pause(wrong));
            assert_eq!(records.paused_until(guesser, until), None);
            now = until;
        }
        assert_eq!(pause(FREE_WRONG), WRONG_WAIT);
        let quiet = now + FORGET_AFTER;
        assert_eq!(
            records.standing(guesser, guesser, quiet),
            Standing::default()
        );
        records.wrong(guesser, guesser, quiet);
        assert_eq!(records.standing(guesser, guesser, quiet).address, 1);
        assert!(pause(u32::MAX) <= LONGEST_PAUSE);
    }

    /// A guesser with a new address for every code fills the memory at
    /// most: the one quiet longest makes room.
    #[test]
    fn the_records_stay_bounded() {
        let start = Instant::now();
        let mut records = Records::default();
        for n in 0..REMEMBERED_MOST as u32 + 100 {
            let now = start + Duration::from_millis(u64::from(n));
            let address = source(&std::net::Ipv4Addr::from(0x0a00_0000 + n).to_string());
            records.wrong(address, address, now);
        }
        assert_eq!(records.len(), REMEMBERED_MOST);
        let first = source("10.0.0.0");
        let last = source(
            &std::net::Ipv4Addr::from(0x0a00_0000 + REMEMBERED_MOST as u32 + 99).to_string(),
        );
        let now = start + Duration::from_secs(60);
        assert_eq!(records.standing(first, first, now).address, 0);
        assert_eq!(records.standing(last, last, now).address, 1);
    }
}
