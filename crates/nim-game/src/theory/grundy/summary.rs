//! A sequence summed up as the research tables give it (Flammenkamp's
//! tables of octal games; Winning Ways, chapter 4): the preperiod and the
//! period, the largest value and the first heap that has it, and the rare
//! values.
//!
//! Rare, as Winning Ways ("Sparse Space Spells Speed") and Flammenkamp
//! (<https://wwwhomes.uni-bielefeld.de/achim/octal_sparse.html>) define it
//! for the sparse space in the range: for a game's mask `m`, a value `G`
//! is *rare* when `G & m` has an even number of 1 bits, *common* when odd.
//! The mask is the one that makes the rare values fewest, as the tables
//! choose it (here the smallest such mask, over the low ten bits as the
//! engine tries them). Heap 0 counts, as in the published counts (its
//! value 0 is rare under every mask): Grundy's game has 1,274 rare values
//! in its first 2^21 heaps, the last at 82,860 (an ignored test checks
//! it, `cargo test --release -- --ignored grundy_s_game_to`). When a period is proven the heaps summed up are the
//! preperiod and one period, and a rare value in the period is a rare
//! value forever ([`Rare::Endless`]).

use super::period::Period;

/// The most mask bits tried, as the engine does.
const MASK_BITS: u32 = 10;

/// How many heaps have a rare value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rare {
    /// This many, among the heaps summed up.
    Count(u32),
    /// A rare value recurs in every period.
    Endless,
}

/// The figures of a research table's row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    /// The largest heap whose value was looked at.
    pub computed: u32,
    pub period: Option<Period>,
    /// The largest value, and the first heap that has it.
    pub largest: u32,
    pub largest_at: u32,
    pub mask: u32,
    pub rare: Rare,
    /// The last heap of rare value (none when there is none, or endless).
    pub last_rare: Option<u32>,
}

/// Whether `value` is rare under `mask`.
pub fn is_rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones().is_multiple_of(2)
}

/// `values` (heaps 0 to `values.len() - 1`, at least heap 0) summed up,
/// with the period proven on them if any. Values of either width, read
/// where they are: Grundy's game to 10^7 is 20 MB in two bytes, 40 MB more
/// widened.
pub fn summarize<V: Copy + Into<u32>>(values: &[V], period: Option<Period>) -> Summary {
    let end = match period {
        Some(p) => ((p.from + p.period) as usize).min(values.len()),
        None => values.len(),
    };
    let heaps = &values[..end];
    let each = || heaps.iter().map(|&v| v.into());
    let (largest_at, largest) =
        (each().enumerate()).fold(
            (0, 0),
            |(at, top), (n, v)| {
                if v > top { (n, v) } else { (at, top) }
            },
        );
    let span = (largest + 1).next_power_of_two().min(1 << MASK_BITS);
    let mut counts = vec![0u64; span as usize];
    for v in each() {
        counts[(v & (span - 1)) as usize] += 1;
    }
    let rare_count = |mask: u32| -> u64 {
        let each = counts.iter().enumerate();
        each.filter(|&(v, _)| is_rare(v as u32, mask))
            .map(|(_, c)| c)
            .sum()
    };
    let mask = (0..span).min_by_key(|&mask| rare_count(mask)).unwrap_or(0);
    let last = heaps.iter().rposition(|&v| is_rare(v.into(), mask));
    let endless = matches!((period, last), (Some(p), Some(n)) if n as u32 >= p.from);
    let (rare, last_rare) = if endless {
        (Rare::Endless, None)
    } else {
        (Rare::Count(rare_count(mask) as u32), last.map(|n| n as u32))
    };
    Summary {
        computed: values.len() as u32 - 1,
        period,
        largest,
        largest_at: largest_at as u32,
        mask,
        rare,
        last_rare,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theory::grundy::{Limits, Sequence};
    use crate::theory::rule::Rule;

    /// The summary by the definitions, the slow way: every mask tried on
    /// every heap.
    fn by_hand(values: &[u32], period: Option<Period>) -> Summary {
        let end = period.map_or(values.len(), |p| (p.from + p.period) as usize);
        let heaps = &values[..end];
        let largest = *heaps.iter().max().unwrap();
        let largest_at = heaps.iter().position(|&v| v == largest).unwrap() as u32;
        let rares = |mask: u32| -> Vec<u32> {
            (0..end as u32)
                .filter(|&n| (heaps[n as usize] & mask).count_ones().is_multiple_of(2))
                .collect()
        };
        let mask = (0..1024u32)
            .filter(|&m| m < (largest + 1).next_power_of_two())
            .min_by_key(|&m| rares(m).len())
            .unwrap();
        let found = rares(mask);
        let last = found.last().copied();
        let endless = period.is_some_and(|p| last.is_some_and(|n| n >= p.from));
        Summary {
            computed: values.len() as u32 - 1,
            period,
            largest,
            largest_at,
            mask,
            rare: if endless {
                Rare::Endless
            } else {
                Rare::Count(found.len() as u32)
            },
            last_rare: if endless { None } else { last },
        }
    }

    #[test]
    fn summaries_agree_with_the_definitions_on_brute_force_values() {
        for name in [
            "kayles",
            "dawson",
            "0.16",
            "0.137",
            "0.6",
            "0.007",
            "grundy",
            "sub:1,3,4",
            "sub:2,5",
            "0.51",
            "4.7",
            "0.[7]",
        ] {
            let rule = Rule::parse(name).unwrap();
            let sequence = Sequence::new(&rule, 600).unwrap();
            let values = rule.values(sequence.computed().min(2000));
            let period = sequence.period().filter(|p| p.from + p.period <= 2000);
            assert_eq!(
                summarize(&values, period),
                by_hand(&values, period),
                "{name}"
            );
        }
    }

    #[test]
    fn kayles_is_the_table_s_row() {
        let sequence = Sequence::new(&Rule::parse("kayles").unwrap(), 0).unwrap();
        let summary = summarize(&sequence.values(), sequence.period());
        assert_eq!(
            summary.period,
            Some(Period {
                period: 12,
                from: 71
            })
        );
        // Winning Ways' table: 8 first at heap 27, the largest value.
        assert_eq!((summary.largest, summary.largest_at), (8, 27));
    }

    /// The published figures for Grundy's game over the first 2^21
    /// heaps: the largest value 231, first at 763,622; 1,274 rare values,
    /// the last at 82,860. About 25 s at the release build.
    #[test]
    #[ignore = "a long computation: run on purpose, at the release build"]
    fn grundy_s_game_to_two_to_the_21_is_the_published_row() {
        let grundy = Rule::parse("grundy").unwrap();
        let upto = (1 << 21) - 1;
        let sequence = Sequence::within(&grundy, upto, Limits::NONE).unwrap();
        let summary = summarize(&sequence.values()[..=upto as usize], None);
        assert_eq!((summary.largest, summary.largest_at), (231, 763_622));
        assert_eq!(summary.rare, Rare::Count(1274));
        assert_eq!(summary.last_rare, Some(82_860));
    }

    #[test]
    fn a_rare_value_in_the_period_is_endless() {
        // sub:1,2: 0 1 2 0 1 2 ...; under any mask some value in the period
        // is rare (0 always is).
        let values = [0u32, 1, 2, 0, 1, 2, 0, 1, 2];
        let period = Some(Period { period: 3, from: 0 });
        let summary = summarize(&values, period);
        assert_eq!((summary.rare, summary.last_rare), (Rare::Endless, None));
        assert_eq!((summary.largest, summary.largest_at), (2, 2));
    }

    #[test]
    fn a_sequence_sums_up_its_values_in_place_as_widened() {
        for (rule, upto) in [
            ("grundy", 3000),
            ("0.6", 3000),
            ("kayles", 100),
            ("sub:1,3", 50),
        ] {
            let rule = Rule::parse(rule).unwrap();
            let sequence = Sequence::new(&rule, upto).unwrap();
            let widened = sequence.values();
            for heaps in [widened.len(), usize::MAX] {
                let expected = summarize(&widened, sequence.period());
                assert_eq!(sequence.summary(&rule, heaps), Some(expected), "{rule}");
            }
            // Fewer heaps than computed: a period only where they prove it.
            for heaps in [1, 2] {
                let expected = summarize(&widened[..heaps], None);
                assert_eq!(
                    sequence.summary(&rule, heaps),
                    Some(expected),
                    "{rule} {heaps}"
                );
            }
        }
    }

    /// `--summary --values N` sums up heaps 0 to N: Kayles' first 11 prove
    /// no period (it was summed up to its proof at 255 whatever N); 200
    /// heaps do prove 12 from 71 (2*71 + 12 + 2 = 156 are needed).
    #[test]
    fn fewer_heaps_are_summed_up_as_they_are() {
        let kayles = Rule::parse("kayles").unwrap();
        let sequence = Sequence::new(&kayles, 0).unwrap();
        let first = sequence.summary(&kayles, 11).unwrap();
        assert_eq!((first.computed, first.period), (10, None));
        assert_eq!((first.largest, first.largest_at), (4, 5));
        let period = Some(Period {
            period: 12,
            from: 71,
        });
        let proven = sequence.summary(&kayles, 201).unwrap();
        assert_eq!((proven.computed, proven.period), (200, period));
        let whole = sequence.summary(&kayles, usize::MAX).unwrap();
        assert_eq!((whole.computed, whole.period), (255, period));
    }
}
