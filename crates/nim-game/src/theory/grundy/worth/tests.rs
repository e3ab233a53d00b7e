//! The options listed and counted through the period against every option
//! looked at one by one.

use super::*;

fn rule(text: &str) -> Rule {
    Rule::parse(text).unwrap()
}

/// Every option worth `wanted`, one by one, and their count.
fn plain(rule: &Rule, sequence: &Sequence, n: u32, wanted: u32) -> (Vec<(u32, u32)>, Worth) {
    let value = |x: u32| sequence.value(x).unwrap();
    let found: Vec<(u32, u32)> = rule
        .options(n)
        .filter(|&(a, b)| value(a) ^ value(b) == wanted)
        .collect();
    let symmetric = found.iter().filter(|(a, b)| a == b).count() as u64;
    let ends = found.iter().filter(|&&(a, b)| a == 0 && b > 0).count() as u64;
    let options = found.len() as u64;
    let worth = Worth {
        options,
        symmetric,
        ends,
    };
    (found, worth)
}

#[test]
fn listed_and_counted_as_one_by_one() {
    for name in [
        "kayles", "dawson", "0.16", "0.137", "4.7", "4.4", "0.51", "0.6", "4.05",
    ] {
        let rule = rule(name);
        let sequence = Sequence::new(&rule, 0).unwrap();
        let Some(period) = sequence.period() else {
            continue;
        };
        let top = (period.from + 3 * period.period + 40).min(700);
        for n in (0..=top).chain([2 * top + 1, 3 * top]) {
            for wanted in 0..10 {
                let (found, worth) = plain(&rule, &sequence, n, wanted);
                let listed: Vec<(u32, u32)> = options_worth(&rule, &sequence, n, wanted)
                    .unwrap()
                    .collect();
                assert_eq!(listed, found, "{name} {n} {wanted}");
                let counted = count_worth(&rule, &sequence, n, wanted);
                assert_eq!(counted, Some(worth), "{name} {n} {wanted}");
            }
        }
    }
}

#[test]
fn a_big_kayles_heap_is_counted_from_its_period() {
    let rule = rule("kayles");
    let sequence = Sequence::new(&rule, 0).unwrap();
    let n = 300_001;
    for wanted in [0, 1, 4, 8] {
        let (found, worth) = plain(&rule, &sequence, n, wanted);
        assert_eq!(count_worth(&rule, &sequence, n, wanted), Some(worth));
        let first: Vec<(u32, u32)> = options_worth(&rule, &sequence, n, wanted)
            .unwrap()
            .take(100)
            .collect();
        assert_eq!(first, found[..found.len().min(100)]);
    }
    // A heap of four billion: every option is worth a value below 16, so
    // the counts over them add up to its options: two that leave one heap,
    // and (n-1)/2 + (n-2)/2 splits.
    let n = 4_000_000_000u32;
    let total: u64 = (0..16)
        .map(|wanted| count_worth(&rule, &sequence, n, wanted).unwrap().options)
        .sum();
    assert_eq!(total, 2 + u64::from((n - 1) / 2 + (n - 2) / 2));
}

#[test]
fn a_long_period_is_counted_past_its_start() {
    // 0.16: period 149459 from 105351, so a heap of 600001 splits into
    // heaps on both sides of the period's start.
    let rule = rule("0.16");
    let n = 600_001;
    let sequence = Sequence::new(&rule, n).unwrap();
    assert!(sequence.period().is_some());
    for wanted in [0, 3, 7] {
        let (found, worth) = plain(&rule, &sequence, n, wanted);
        assert_eq!(count_worth(&rule, &sequence, n, wanted), Some(worth));
        let first: Vec<(u32, u32)> = options_worth(&rule, &sequence, n, wanted)
            .unwrap()
            .take(50)
            .collect();
        assert_eq!(first, found[..found.len().min(50)]);
    }
}

#[test]
fn no_period_no_answer() {
    for name in ["grundy", "0.[7]", "lasker", "4.[7]"] {
        let rule = rule(name);
        let sequence = Sequence::new(&rule, 100).unwrap();
        assert!(options_worth(&rule, &sequence, 50, 1).is_none(), "{name}");
        assert_eq!(count_worth(&rule, &sequence, 50, 1), None, "{name}");
    }
}
