use proptest::prelude::*;

use crate::theory::grundy::*;

fn rule(text: &str) -> Rule {
    Rule::parse(text).unwrap()
}

fn table(text: &str, upto: u32) -> Vec<u32> {
    let sequence = Sequence::new(&rule(text), upto).unwrap();
    (0..=upto).map(|n| sequence.value(n).unwrap()).collect()
}

#[test]
fn values_are_the_naive_mex_for_every_rule_form() {
    for name in [
        "nim",
        "take:1",
        "take:3",
        "sub:2,5",
        "sub:1,3,4",
        "sub:7",
        "kayles",
        "dawson",
        "0.16",
        "0.137",
        "0.4",
        "0.6",
        "0.14",
        "0.51",
        "0.007",
        "0.7777",
        "0.4444",
        "0.1234567",
        "0.3[7]",
        "0.[2]",
        "0.[7]",
        "0.1[4]",
        "lasker",
        "grundy",
        "4.5[6]",
        "4.7",
        "4.07",
        "4.[0]",
        "0.[6]",
    ] {
        let rule = rule(name);
        let upto = 150;
        assert_eq!(table(name, upto), rule.values(upto), "{name}");
    }
}

/// Kayles (0.77): Winning Ways' table, heaps 0 to 83 (OEIS A002186).
const KAYLES: [u32; 84] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
];

/// Dawson's Kayles (0.07), heaps 0 to 40 (OEIS A002187, shifted by one:
/// Dawson's chess on n-1 files).
const DAWSON: [u32; 41] = [
    0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5,
    2, 7, 4, 0, 1, 1, 2, 0, 3,
];

/// Grundy's game, heaps 0 to 40 (OEIS A002188).
const GRUNDY: [u32; 41] = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
    2, 4, 1, 2, 4, 1, 2, 4, 1,
];

#[test]
fn known_sequences_from_the_literature() {
    assert_eq!(table("kayles", 83), KAYLES);
    assert_eq!(table("dawson", 40), DAWSON);
    assert_eq!(table("grundy", 40), GRUNDY);
}

#[test]
fn kayles_is_periodic_with_period_12_from_71() {
    let kayles = Sequence::new(&rule("kayles"), 100).unwrap();
    let expected = Period {
        period: 12,
        from: 71,
    };
    assert_eq!(kayles.period(), Some(expected));
    // Past what was computed, the period answers.
    assert_eq!(
        kayles.value(4_294_967_295),
        kayles.value(71 + 4_294_967_224 % 12)
    );
    assert!(kayles.computed() < 1000);
}

#[test]
fn dawson_is_periodic_with_period_34_from_53() {
    let dawson = Sequence::new(&rule("dawson"), 10).unwrap();
    assert_eq!(
        dawson.period(),
        Some(Period {
            period: 34,
            from: 53
        })
    );
}

#[test]
fn a_late_subtraction_period_is_not_claimed_early() {
    // sub:1,7,11 (or any set whose early values repeat a while before they
    // change) must not be cut at a window shorter than its largest amount:
    // every claimed period is checked against the naive values far past it.
    for name in [
        "sub:1,7,11",
        "sub:2,3,13",
        "sub:3,5,16",
        "sub:4,9,30",
        "sub:1,4,40",
    ] {
        let sequence = Sequence::new(&rule(name), 0).unwrap();
        let period = sequence.period().expect(name);
        let upto = 4 * (period.from + period.period) + 200;
        let naive = rule(name).values(upto);
        for n in 0..=upto {
            assert_eq!(sequence.value(n), Some(naive[n as usize]), "{name} at {n}");
        }
    }
}

#[test]
fn a_window_check_too_short_would_be_caught() {
    // sub:23,24 repeats one value 22 times in a row, again and again, and
    // then changes: a window shorter than 24 would claim period 1.
    let naive = rule("sub:23,24").values(1500);
    let fooled = (0..1400).any(|s| {
        let run = (s..s + 22).all(|n| naive[n] == naive[n + 1]);
        run && naive[s + 22] != naive[s + 23]
    });
    assert!(fooled, "the example lost its point");
    let sequence = Sequence::new(&rule("sub:23,24"), 0).unwrap();
    let period = sequence.period().unwrap();
    assert_ne!(period.period, 1);
    for n in 0..=1500 {
        assert_eq!(sequence.value(n), Some(naive[n as usize]), "at {n}");
    }
}

#[test]
fn closed_forms_answer_any_heap() {
    let nim = Sequence::new(&Rule::Nim, u32::MAX).unwrap();
    assert_eq!(nim.value(u32::MAX), Some(u32::MAX));
    assert_eq!(nim.period(), None);
    let take = Sequence::new(&rule("take:3"), u32::MAX).unwrap();
    assert_eq!(take.value(4_294_967_295), Some(3));
    assert_eq!(take.period(), Some(Period { period: 4, from: 0 }));
    let lasker = Sequence::new(&rule("lasker"), u32::MAX).unwrap();
    assert_eq!(lasker.value(4_294_967_294), Some(4_294_967_294));
    assert_eq!(lasker.value(4_294_967_295), None);
    let huge = Sequence::new(&Rule::Take(u32::MAX), 5).unwrap();
    assert_eq!(huge.value(u32::MAX), Some(u32::MAX));
}

#[test]
fn a_heap_past_the_limit_without_a_period_is_refused() {
    let limits = Limits {
        heaps: 3000,
        work: u64::MAX,
    };
    let error = Sequence::within(&rule("grundy"), 5000, limits).unwrap_err();
    assert_eq!(
        error,
        GrundyError::TooLarge {
            heap: 5000,
            limit: 3000
        }
    );
    // The work spent stops it too, where it stopped.
    let limits = Limits {
        heaps: LIMIT,
        work: 100_000,
    };
    let error = Sequence::within(&rule("grundy"), 5000, limits).unwrap_err();
    let (_, limit) = error.heaps();
    assert!(limit < 5000);
    assert_eq!(
        Sequence::within(&rule("grundy"), limit, limits).map(|s| s.value(limit)),
        Ok(rule("grundy").values(limit).last().copied())
    );
    // A period answers past the limit.
    let kayles = Sequence::within(&rule("kayles"), u32::MAX, limits).unwrap();
    assert_eq!(
        kayles.value(u32::MAX),
        kayles.value(71 + (u32::MAX - 71) % 12)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_octal_codes_match_the_naive_mex(
        lead in prop::bool::ANY,
        digits in prop::collection::vec(0u8..8, 1..5),
        repeats in prop::bool::ANY,
    ) {
        let mut code = String::from(if lead { "4." } else { "0." });
        for (i, d) in digits.iter().enumerate() {
            if repeats && i + 1 == digits.len() {
                code.push_str(&format!("[{d}]"));
            } else {
                code.push_str(&d.to_string());
            }
        }
        if let Ok(rule) = Rule::parse(&code) {
            let sequence = Sequence::new(&rule, 80).unwrap();
            let naive = rule.values(80);
            for n in 0..=80u32 {
                prop_assert_eq!(sequence.value(n), Some(naive[n as usize]), "{} at {}", code, n);
            }
            if let Some(period) = sequence.period() {
                let far = period.from + 3 * period.period + 60;
                let naive = rule.values(far.min(600));
                for n in 0..naive.len() as u32 {
                    prop_assert_eq!(sequence.value(n), Some(naive[n as usize]), "{} at {}", code, n);
                }
            }
        }
    }

    #[test]
    fn random_subtraction_sets_match_the_naive_mex(
        amounts in prop::collection::btree_set(1u32..20, 1..4),
    ) {
        let list: Vec<String> = amounts.iter().map(u32::to_string).collect();
        let rule = Rule::parse(&format!("sub:{}", list.join(","))).unwrap();
        let sequence = Sequence::new(&rule, 0).unwrap();
        let naive = rule.values(500);
        for n in 0..=500u32 {
            prop_assert_eq!(sequence.value(n), Some(naive[n as usize]), "{} at {}", rule, n);
        }
    }
}

#[test]
fn rare_and_common_values_match_the_naive_mex_far_out() {
    // Far enough that the mask is chosen several times, the rare heaps
    // settle and the rare values are looked for chunk by chunk.
    for (name, upto) in [
        ("grundy", 6000),
        ("0.16", 4000),
        ("0.376", 4000),
        ("0.354", 4000),
        ("0.6", 4000),
        ("4.7", 3000),
    ] {
        let limits = Limits {
            heaps: upto,
            work: u64::MAX,
        };
        let sequence = Sequence::within(&rule(name), upto, limits).unwrap();
        let naive = rule(name).values(upto);
        for n in 0..=upto {
            assert_eq!(sequence.value(n), Some(naive[n as usize]), "{name} at {n}");
        }
    }
}

/// The smallest period and its earliest start, by the definition.
fn plain_find(values: &[u32], proof: period::Proof) -> Option<Period> {
    let len = values.len();
    (1..=len / 2).find_map(|p| {
        let s = (0..=len - p)
            .find(|&s| (s..len - p).all(|n| values[n] == values[n + p]))
            .unwrap_or(len - p);
        let period = Period {
            period: p as u32,
            from: s as u32,
        };
        let k = match proof {
            period::Proof::GuySmith(k) => k as usize,
            period::Proof::Window(_) => unreachable!(),
        };
        // The theorem's bound counts from heap 1 at least: a run from 0
        // proves no more than one from 1 (0.4 would claim 1 from 0).
        (len - p >= 2 * s.max(1) + p + k).then_some(period)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// The walk back that starts a multiple's run where its divisor's
    /// starts finds what the definition finds.
    #[test]
    fn period_search_matches_the_definition(
        head in prop::collection::vec(0u32..3, 0..40),
        cycle in prop::collection::vec(0u32..3, 1..6),
        repeats in 1usize..40,
        k in 1u32..4,
    ) {
        let mut values = head;
        for _ in 0..repeats {
            values.extend_from_slice(&cycle);
        }
        let proof = period::Proof::GuySmith(k);
        prop_assert_eq!(period::find(&values, proof), plain_find(&values, proof));
    }
}
