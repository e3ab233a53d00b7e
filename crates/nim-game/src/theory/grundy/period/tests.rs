//! The linear period search against the theorems' conditions checked
//! shift by shift, and the periods it claims against the plain mex far
//! past the proofs' bounds.

use proptest::prelude::*;

use super::*;
use crate::theory::grundy::Sequence;

/// The search as the theorems state it: every shift, its run from the end.
fn naive(values: &[u32], proof: Proof) -> Option<Period> {
    let len = values.len();
    (1..len).find_map(|p| {
        let mut s = len - p;
        while s > 0 && values[s - 1] == values[s - 1 + p] {
            s -= 1;
        }
        proof
            .holds(p as u64, s as u64, (len - p) as u64)
            .then_some(Period {
                period: p as u32,
                from: s as u32,
            })
    })
}

fn rule(text: &str) -> Rule {
    Rule::parse(text).unwrap()
}

/// The claimed period holds in the plain values up to `far`, is the
/// smallest that does from its start, and starts as early as it can.
fn check_against_naive(name: &str, far: u32) -> Period {
    let rule = rule(name);
    let sequence = Sequence::new(&rule, 0).unwrap();
    let period = sequence.period().unwrap_or_else(|| panic!("{name}: none"));
    let (p, s) = (period.period as usize, period.from as usize);
    let far = far.max(3 * (period.from + period.period) + 300);
    let plain = rule.values(far);
    for n in 0..=far {
        assert_eq!(sequence.value(n), Some(plain[n as usize]), "{name} at {n}");
    }
    let repeats = |q: usize, from: usize| (from..plain.len() - q).all(|n| plain[n] == plain[n + q]);
    assert!(repeats(p, s), "{name}");
    assert!(
        (1..p).all(|q| !repeats(q, s)),
        "{name}: {p} is not the least"
    );
    assert!(
        s == 0 || plain[s - 1] != plain[s - 1 + p],
        "{name}: starts later"
    );
    period
}

#[test]
fn daisies_and_other_codes_that_split_without_taking_are_proven() {
    // Daisies (4.7): 0, then 1 2 1 2 ... (T. E. Plambeck, "Daisies, Kayles,
    // and the Sibert-Conway decomposition in misere octal games",
    // Theoretical Computer Science 96 (1992)).
    let daisies = check_against_naive("4.7", 2000);
    assert_eq!(daisies, Period { period: 2, from: 1 });
    // 4.4 is Kayles one chip later (OEIS A002186): period 12 from 72.
    let shifted = check_against_naive("4.4", 2000);
    assert_eq!(
        shifted,
        Period {
            period: 12,
            from: 72
        }
    );
    for name in [
        "4.1", "4.2", "4.3", "4.5", "4.6", "4.07", "4.17", "4.37", "4.77", "4.05", "4.14", "4.06",
        "4.33", "4.16",
    ] {
        check_against_naive(name, 1500);
    }
}

#[test]
fn nothing_is_claimed_where_no_theorem_applies() {
    for name in ["4.[7]", "4.5[6]", "0.[7]", "0.1[4]", "grundy", "lasker"] {
        let sequence = Sequence::new(&rule(name), 3000).unwrap();
        assert_eq!(sequence.period(), None, "{name}");
        assert!(!provable(&rule(name)), "{name}");
    }
}

#[test]
fn a_run_from_heap_0_is_checked_from_heap_1() {
    // 0.4 is worth 0 0 0 1 ...: G(n+1) = G(n) for 0 <= n < 2*0+1+1 would
    // claim period 1 from 0; from 1 the theorem needs 2*1+1+1 values.
    let plain = rule("0.4").values(3);
    assert_eq!(plain, [0, 0, 0, 1]);
    assert_eq!(find(&plain[..3], Proof::GuySmith(1)), None);
    assert_eq!(naive(&plain[..3], Proof::GuySmith(1)), None);
}

#[test]
fn a_subtraction_period_past_half_the_values_is_proven_at_once() {
    // sub:1,1000000 is worth 0 1 0 1 ... 0 2 from 0, period 1000001: a
    // window of 1000000 repeats first when 2000001 values are known.
    let rule = rule("sub:1,1000000");
    let sequence = Sequence::new(&rule, 2_000_000).unwrap();
    let period = Period {
        period: 1_000_001,
        from: 0,
    };
    assert_eq!(sequence.period(), Some(period));
    assert_eq!(sequence.value(1_000_000), Some(2));
    // 4000000000 = 3999 * 1000001 + 996001, an odd heap below 1000000.
    assert_eq!(sequence.value(4_000_000_000), Some(1));
    let short = Sequence::new(&rule, 1_999_999).unwrap();
    assert_eq!(short.computed(), 1_999_999);
    assert_eq!(short.period(), None);
}

#[test]
fn every_proven_subtraction_period_is_the_least_and_holds() {
    for name in [
        "sub:1,7,11",
        "sub:2,3,13",
        "sub:23,24",
        "sub:1,4,40",
        "sub:5,9",
    ] {
        check_against_naive(name, 1000);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_linear_search_finds_what_every_shift_would(
        head in prop::collection::vec(0u32..3, 0..40),
        cycle in prop::collection::vec(0u32..3, 1..12),
        repeats in 0usize..12,
        largest in 1u32..30,
        k in 0u32..6,
    ) {
        let mut values = head.clone();
        for _ in 0..repeats {
            values.extend(&cycle);
        }
        for proof in [Proof::Window(largest), Proof::GuySmith(k)] {
            prop_assert_eq!(find(&values, proof), naive(&values, proof), "{:?}", proof);
        }
    }

    #[test]
    fn random_subtraction_sets_prove_their_least_period(
        amounts in prop::collection::btree_set(1u32..25, 1..5),
    ) {
        let list: Vec<String> = amounts.iter().map(u32::to_string).collect();
        check_against_naive(&format!("sub:{}", list.join(",")), 600);
    }
}
