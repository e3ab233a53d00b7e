//! The wall of work is the command's, not each rule's.

use crate::analyze::ruled::*;
use crate::analyze::{AnalyzeError, RulesError};

/// `nim analyze` of `rows` under `--rules rules` within a wall of `work`
/// option pairs: the refusal, if any, and the rules computed, in order.
fn within_work(rules: &str, rows: &[&str], work: u64) -> (Result<(), AnalyzeError>, Vec<String>) {
    use crate::game::theory::grundy::Limits;
    let list = rules.split(' ').map(|r| Rule::parse(r).unwrap()).collect();
    let rules = RowRules::Each(list);
    let groups = crate::analyze::parse_grouped(rows.iter().copied()).unwrap();
    let started = std::cell::RefCell::new(Vec::new());
    let start = |rule: &Rule| started.borrow_mut().push(rule.to_string());
    let computing = Computing {
        limits: Limits {
            heaps: 2_000_000,
            work,
        },
        start: &start,
        ..Computing::QUICK
    };
    let mut out = Vec::new();
    let done = write_ruled(
        &groups,
        &rules,
        Report::Full,
        Lang::default(),
        computing,
        &mut out,
    );
    (done, started.take())
}

/// The wall of work is the command's, not each rule's: `--rules` of 10
/// unsolved codes ran each to the wall (8.3 s, 150 codes 78 s) and then
/// refused row 1, which the first had decided; two rules that each fit
/// alone share one wall.
#[test]
fn one_wall_for_every_rule_of_the_command() {
    const WALL: u64 = 12_000_000;
    let codes = "0.6 0.604 0.64 0.614 0.6042 0.6024 0.624 0.6402 0.6204 0.642";
    let heaps = ["100000"; 10];
    let (refused, started) = within_work(codes, &heaps, WALL);
    assert!(
        matches!(
            refused,
            Err(AnalyzeError::Rules(RulesError::Heap { row: 1, .. }))
        ),
        "{refused:?}"
    );
    assert_eq!(started, ["0.6"]);
    // 0.6 to heap 6000 takes 8.3 million pairs, 0.604 to 3000 more than
    // the rest: each fits the wall alone, not both.
    assert!(within_work("0.6", &["6000"], WALL).0.is_ok());
    assert!(within_work("0.604", &["3000"], WALL).0.is_ok());
    let (both, started) = within_work("0.6 0.604", &["6000", "3000"], WALL);
    use crate::game::theory::grundy::GrundyError::TooLarge;
    let refused_at = |error: &AnalyzeError| match error {
        AnalyzeError::Rules(RulesError::Heap {
            row,
            error: TooLarge { heap, .. },
            ..
        }) => Some((*row, *heap)),
        _ => None,
    };
    assert_eq!(
        both.as_ref().err().and_then(refused_at),
        Some((2, 3000)),
        "{both:?}"
    );
    assert_eq!(started, ["0.6", "0.604"]);
}
