//! The byte-wide cells and their widening give the values two-byte cells
//! give from the start.

use super::*;
use crate::theory::grundy::unwatched;

/// `rule`'s values to `upto` in two-byte cells from the first heap.
fn wide_from_the_start(rule: &Rule, upto: u32) -> Vec<u16> {
    let mut run = Run {
        proof: None,
        last: upto as usize,
        most: upto,
        work: u64::MAX,
        watch: &unwatched,
        due: Due::default(),
        stopped: false,
        short: false,
    };
    let mut engine = Engine::<u16>::new(Moves::of(rule), 0);
    run.go(&mut engine);
    engine.values
}

fn computed(rule: &Rule, upto: u32) -> Values {
    values(rule, (upto, upto), u64::MAX, &unwatched).values
}

#[test]
fn values_past_a_byte_are_widened_and_stay_exact() {
    // Treblecross passes 255 within 12,000 heaps: computed in bytes up to
    // there, in two bytes after; every value the mex by its definition.
    let rule = Rule::parse("0.007").unwrap();
    let upto = 12_000;
    let naive = rule.values(upto);
    assert!(
        naive.iter().any(|&v| v > 255),
        "0.007 stays below 256 to {upto}"
    );
    match computed(&rule, upto) {
        Values::Narrow(values) => {
            let values: Vec<u32> = values.iter().map(|&v| u32::from(v)).collect();
            assert_eq!(values, naive);
        }
        other => panic!("0.007 kept as {other:?}"),
    }
}

#[test]
fn values_below_256_stay_in_bytes() {
    for (code, upto) in [
        ("0.16", 5_000),
        ("0.137", 2_000),
        ("kayles", 500),
        ("4.7", 300),
    ] {
        let rule = Rule::parse(code).unwrap();
        let wide = wide_from_the_start(&rule, upto);
        match computed(&rule, upto) {
            Values::Byte(values) => {
                let widened: Vec<u16> = values.iter().map(|&v| u16::from(v)).collect();
                assert_eq!(widened, wide[..values.len()], "{code}");
            }
            other => panic!("{code} kept as {other:?}"),
        }
    }
}

#[test]
fn grundy_s_game_is_kept_in_two_bytes_from_the_start() {
    let values = computed(&Rule::Grundy, 1_000);
    assert!(matches!(values, Values::Narrow(_)), "{values:?}");
}
