use crate::theory::rule::*;

/// Grundy values by the definition alone, written as plainly as it reads,
/// to check [`Rule::values`].
fn brute_values(rule: &Rule, upto: u32) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::new();
    for n in 0..=upto {
        let reached: Vec<u32> = rule
            .options(n)
            .map(|(a, b)| values[a as usize] ^ values[b as usize])
            .collect();
        values.push((0..).find(|v| !reached.contains(v)).unwrap());
    }
    values
}

#[test]
fn values_are_the_mex_of_the_options() {
    for name in [
        "nim", "take:3", "sub:2,5", "kayles", "dawson", "0.16", "lasker", "grundy", "4.5[6]",
    ] {
        let rule = rule(name);
        assert_eq!(rule.values(60), brute_values(&rule, 60), "{name}");
    }
}

fn rule(text: &str) -> Rule {
    Rule::parse(text).unwrap()
}

#[test]
fn names_and_forms_read_in_any_case_and_print_one_way() {
    for (written, canonical) in [
        ("nim", "nim"),
        ("NIM", "nim"),
        ("0.[3]", "nim"),
        ("Take:3", "take:3"),
        ("sub:4,1,3,1", "sub:1,3,4"),
        ("0.77", "kayles"),
        ("Kayles", "kayles"),
        ("0.070", "dawson"),
        ("4.[3]", "lasker"),
        ("0.16", "0.16"),
        ("0.3[7]", "0.3[7]"),
        ("grundy", "grundy"),
    ] {
        assert_eq!(rule(written).to_string(), canonical, "{written}");
        assert_eq!(rule(canonical), rule(written), "{canonical} reads back");
    }
}

#[test]
fn every_malformed_rule_names_its_problem() {
    let long = format!("0.{}", "7".repeat(33));
    for (written, error) in [
        ("", RuleError::Empty),
        ("  ", RuleError::Empty),
        ("take:0", RuleError::BadTake),
        ("take:", RuleError::BadTake),
        ("take:-1", RuleError::BadTake),
        ("sub:", RuleError::BadSub),
        ("sub:1,,2", RuleError::BadSub),
        ("sub:0", RuleError::BadSub),
        ("0.8", RuleError::OctalDigit('8')),
        ("1.5", RuleError::OctalLead),
        ("07", RuleError::OctalLead),
        ("0.", RuleError::OctalNoDigits),
        ("0.[", RuleError::OctalBracket),
        ("0.[37]", RuleError::OctalBracket),
        ("0.[3]7", RuleError::OctalBracket),
        ("0.00", RuleError::OctalNoMoves),
        (long.as_str(), RuleError::OctalTooLong),
        ("chess", RuleError::UnknownName("chess".into())),
    ] {
        assert_eq!(Rule::parse(written), Err(error), "{written:?}");
    }
    assert!(Rule::parse(&format!("0.{}", "7".repeat(32))).is_ok());
}

#[test]
fn known_sequences_from_the_literature() {
    assert_eq!(rule("kayles").values(19), brute_values(&rule("kayles"), 19));
    // Winning Ways: Kayles, Dawson's Kayles (0.07), Grundy's game, take:2.
    let kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2];
    let dawson = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3];
    let grundy = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3];
    let lasker = [
        0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15, 17, 18, 20,
    ];
    for (name, known) in [
        ("kayles", &kayles),
        ("dawson", &dawson),
        ("grundy", &grundy),
        ("lasker", &lasker),
    ] {
        assert_eq!(brute_values(&rule(name), 19), known.to_vec(), "{name}");
    }
    assert_eq!(brute_values(&rule("take:2"), 7), [0, 1, 2, 0, 1, 2, 0, 1]);
    assert_eq!(brute_values(&rule("nim"), 9), (0..=9).collect::<Vec<_>>());
    assert_eq!(
        brute_values(&rule("sub:1,3,4"), 9),
        [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
    );
}

#[test]
fn a_move_in_a_group_follows_the_digit_for_what_it_leaves() {
    let kayles = rule("kayles");
    assert!(kayles.allows(2, 1, 2), "two from the middle");
    assert!(!kayles.allows(3, 0, 0), "never three");
    let nim = rule("nim");
    assert!(nim.allows(5, 0, 0) && nim.allows(2, 0, 3) && nim.allows(2, 3, 0));
    assert!(!nim.allows(1, 1, 1), "nim takes from an end");
    let dawson = rule("dawson");
    assert!(!dawson.allows(1, 0, 3) && dawson.allows(2, 0, 0) && dawson.allows(2, 1, 1));
    assert!(!rule("take:3").allows(4, 0, 0));
    assert!(rule("sub:1,3").allows(3, 2, 0) && !rule("sub:1,3").allows(2, 2, 0));
}

#[test]
fn only_rules_that_always_take_a_chip_are_played() {
    for name in ["nim", "take:2", "sub:2,5", "kayles", "dawson", "0.16"] {
        assert!(rule(name).playable(), "{name}");
    }
    for name in ["lasker", "grundy", "4.7"] {
        assert!(!rule(name).playable(), "{name}");
    }
    assert!(rule("kayles").splits() && !rule("nim").splits() && !rule("0.33").splits());
}

#[test]
fn options_are_each_listed_once_and_leave_fewer_chips_or_split() {
    for name in [
        "nim", "take:3", "sub:1,4", "kayles", "0.16", "lasker", "grundy", "4.5[6]",
    ] {
        let rule = rule(name);
        for n in 0..30 {
            let options: Vec<(u32, u32)> = rule.options(n).collect();
            let mut unique = options.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), options.len(), "{name} at {n}");
            for (a, b) in options {
                assert!(a <= b && a + b <= n, "{name}: {n} -> {a}+{b}");
                assert!(a + b < n || rule.splits_free(), "{name} takes a chip");
            }
        }
    }
}

/// A rule as a player may write it: a name, `take:K`, `sub:` amounts, or
/// an octal code with trailing zeros, a bracket, any lead.
fn written_rule() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let names = prop::sample::select(vec!["nim", "kayles", "dawson", "lasker", "grundy"])
        .prop_map(str::to_string);
    let take = (1..=u32::MAX).prop_map(|k| format!("take:{k}"));
    let sub = prop::collection::vec(1..=u32::MAX, 1..6).prop_map(|amounts| {
        let amounts: Vec<String> = amounts.iter().map(u32::to_string).collect();
        format!("sub:{}", amounts.join(","))
    });
    // Zeros as often as all other digits, and short codes often: `4.0`
    // and `0.70` come up.
    let digit = prop_oneof![Just(0u8), 0u8..8];
    let digits = prop_oneof![
        prop::collection::vec(digit.clone(), 1..4),
        prop::collection::vec(digit, 1..=MAX_OCTAL_DIGITS),
    ];
    let octal = (prop::bool::ANY, digits, prop::bool::ANY).prop_map(|(free, digits, bracket)| {
        let mut code = String::from(if free { "4." } else { "0." });
        let last = digits.len() - 1;
        for (i, d) in digits.iter().enumerate() {
            match bracket && i == last {
                true => code.push_str(&format!("[{d}]")),
                false => code.push_str(&d.to_string()),
            }
        }
        code
    });
    prop_oneof![names, take, sub, octal.clone(), octal]
}

proptest::proptest! {
    /// Every rule the program prints is one it reads, as the same rule
    /// (`4.0` was printed `4.`, which is refused).
    #[test]
    fn every_printed_rule_reads_back_as_itself(written in written_rule()) {
        if let Ok(read) = Rule::parse(&written) {
            let printed = read.to_string();
            proptest::prop_assert_eq!(Rule::parse(&printed), Ok(read), "{} -> {}", written, printed);
            let again = Rule::parse(&printed).unwrap().to_string();
            proptest::prop_assert_eq!(again, printed);
        }
    }
}

#[test]
fn a_code_of_zeros_that_splits_keeps_a_digit() {
    for written in ["4.0", "4.00", "4.000"] {
        assert_eq!(rule(written).to_string(), "4.0", "{written}");
    }
    assert_eq!(rule("4.0"), rule("4.0000"));
}
