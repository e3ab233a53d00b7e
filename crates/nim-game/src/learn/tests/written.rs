//! The progress file stays one its reader takes: the longest file the
//! program can write (every line at its longest, the most missed puzzles
//! kept) is under [`LONGEST_WRITTEN`], however many answers are wrong; a
//! file from before the bound is read and bounded; counts saturate.

use proptest::collection::vec;
use proptest::prelude::*;

use crate::learn::*;

/// Every kind of mistake a file can name: the nine words and the 32 powers
/// of two of `left-Ns-odd`.
fn every_kind() -> Vec<Mistake> {
    let mut kinds = Mistake::NAMED.to_vec();
    kinds.extend((0..32).map(|bit| Mistake::LeftOdd(1 << bit)));
    kinds
}

fn code(n: u32) -> PuzzleCode {
    PuzzleCode {
        lesson: Lesson::ALL[n as usize % Lesson::ALL.len()],
        level: n % 3,
        seed: n,
    }
}

/// A progress with every line at its longest: every count at `u32::MAX`,
/// every lesson and kind, and `missed` puzzles in the longer of the two
/// forms (`right 2 due DATE`).
fn longest(missed: u32) -> Progress {
    let most = u32::MAX;
    let mut progress = Progress {
        opened: Lesson::Sums,
        current: Lesson::Sums,
        streak: PASS_STREAK - 1,
        ..Progress::default()
    };
    let tally = &mut progress.tally;
    let count = Count {
        right: most,
        hinted: most,
        wrong: most,
    };
    for lesson in Lesson::ALL {
        tally.lessons.insert(lesson, count);
        tally.passed.insert(lesson);
    }
    tally.puzzles = count;
    for kind in every_kind() {
        tally.mistakes.insert(kind, most);
    }
    (tally.run, tally.best) = (most, most);
    for n in 0..missed {
        let day = Day(2_932_000 + i64::from(n % 800));
        progress.missed.put(Missed {
            code: code(n),
            missed: day,
            right: LEARNED - 1,
            due: day.plus(7),
        });
    }
    progress
}

#[test]
fn the_longest_file_written_is_one_the_reader_takes() {
    // More missed than kept: the bound holds them to MOST_MISSED.
    let progress = longest(MOST_MISSED as u32 + 500);
    assert_eq!(progress.missed.len(), MOST_MISSED);
    let text = progress.written();
    // Each line at its longest: a missed line is 48 bytes, a lesson's 61,
    // a kind's at most 40.
    let longest_line = |prefix: &str| {
        let lines = text.lines().filter(|l| l.starts_with(prefix));
        lines.map(|l| l.len() + 1).max().unwrap_or(0)
    };
    assert_eq!(longest_line("missed "), 48);
    assert_eq!(longest_line("lesson "), 61);
    assert_eq!(longest_line("puzzles "), 60);
    assert_eq!(longest_line("mistake "), 40);
    assert_eq!(
        text.lines().filter(|l| l.starts_with("mistake ")).count(),
        41
    );
    let rest = text.len() - 48 * MOST_MISSED;
    assert!(rest < 4096, "{rest} bytes besides the missed lines");
    assert!(
        text.len() <= LONGEST_WRITTEN,
        "{} bytes written, {LONGEST_WRITTEN} read",
        text.len()
    );
    assert_eq!(Progress::parse(&text), Ok(progress));
}

#[test]
fn five_thousand_wrong_answers_keep_the_newest_thousand() {
    let mut progress = Progress::default();
    for n in 0..5_000 {
        let given = Given {
            code: code(n),
            outcome: Outcome::Wrong,
            mistake: Some(Mistake::Other),
            today: Day(20_000 + i64::from(n / 10)),
        };
        progress.answered(given);
    }
    assert_eq!(progress.missed.len(), MOST_MISSED);
    // The oldest went: every kept one was missed on a later day than any
    // dropped one.
    let first = progress.missed.iter().map(|m| m.missed).min().unwrap();
    assert_eq!(first, Day(20_000 + 400));
    assert_eq!(progress.tally.total().wrong, 5_000);
    assert!(progress.written().len() <= LONGEST_WRITTEN);
}

#[test]
fn the_learned_go_before_the_waiting() {
    let day = Day(20_780);
    let learned = Missed {
        code: code(1),
        missed: day,
        right: LEARNED,
        due: day.plus(20),
    };
    let mut set = MissedSet::of([learned]);
    for n in 2..MOST_MISSED as u32 + 1 {
        set.put(Missed::new(code(n), day));
    }
    assert_eq!(set.len(), MOST_MISSED);
    assert!(set.get(code(1)).is_some(), "room for all");
    // One more: the learned one goes, though it was answered last.
    set.put(Missed::new(code(9_999), day));
    assert_eq!(set.len(), MOST_MISSED);
    assert!(set.get(code(1)).is_none());
    assert!(set.get(code(9_999)).is_some());
    // Then the oldest waiting one: all were missed on `day`, the new one
    // later; of one day, the first by code.
    let first = set.iter().next().unwrap().code;
    set.put(Missed::new(code(10_000), day.plus(1)));
    assert!(set.get(first).is_none());
    assert!(set.get(code(10_000)).is_some());
}

/// What the program wrote before the bound, after some 1,400 wrong answers:
/// past the old reader's 64 KiB.
fn file_from_before(missed: u32) -> String {
    let mut text = "nim-progress 2\nopened 6\ncurrent 6\nstreak 0\nrun 0 best 3\n\
                    passed 1 2 3 4 5\nlesson 2 right 9 hinted 0 wrong 1400\n"
        .to_string();
    let mut lines: Vec<String> = (0..missed)
        .map(|n| format!("missed {} 2026-11-20 right 0 due 2026-11-21\n", code(n)))
        .collect();
    lines.sort();
    text.extend(lines);
    text
}

#[test]
fn a_file_from_before_the_bound_is_read_and_bounded() {
    let text = file_from_before(1_400);
    assert!(text.len() > 64 * 1024, "{}", text.len());
    let progress = Progress::parse(&text).expect("read, not refused");
    assert_eq!(progress.opened, Lesson::Binary);
    assert_eq!(progress.tally.passed.len(), 5);
    assert_eq!(progress.missed.len(), MOST_MISSED);
    let written = progress.written();
    assert!(written.len() <= LONGEST_WRITTEN);
    assert_eq!(Progress::parse(&written), Ok(progress));
}

#[test]
fn a_file_of_nim_puzzle_answers_reads_back() {
    let text = "nim-progress 2\nopened 1\ncurrent 1\nstreak 0\nrun 0 best 0\n\
                puzzles right 2 hinted 1 wrong 3\nmistake other 3\n";
    let progress = Progress::parse(text).unwrap();
    let puzzles = Count {
        right: 2,
        hinted: 1,
        wrong: 3,
    };
    assert_eq!(progress.tally.puzzles, puzzles);
    assert_eq!(progress.tally.total(), puzzles);
    assert_eq!(progress.written(), text);
    let twice = text.replace("mistake", "puzzles right 1 hinted 1 wrong 1\nmistake");
    assert!(Progress::parse(&twice).is_err(), "one puzzles line");
    let bad = text.replace("wrong 3", "wrong x");
    assert!(Progress::parse(&bad).is_err());
}

#[test]
fn a_puzzle_set_alone_is_counted_and_kept_but_leaves_the_ladder() {
    let mut progress = Progress::default();
    progress.start_at(Lesson::TwoRows);
    progress.record(Outcome::Right);
    let (before, today) = (progress.clone(), Day(20_780));
    let given = |outcome| Given {
        code: code(7),
        outcome,
        mistake: (outcome == Outcome::Wrong).then_some(Mistake::TookOneChip),
        today,
    };
    progress.answered_alone(given(Outcome::Wrong));
    assert_eq!((progress.current, progress.streak), (before.current, 1));
    assert_eq!(progress.tally.run, before.tally.run);
    assert_eq!(progress.tally.lessons, before.tally.lessons);
    assert_eq!(progress.tally.puzzles.wrong, 1);
    assert_eq!(progress.tally.mistakes.get(&Mistake::TookOneChip), Some(&1));
    assert_eq!(
        progress.due(today.plus(1)),
        vec![Missed::new(code(7), today)]
    );
    // Right the next day, in `nim puzzle` or a lesson: it moves on.
    progress.answered_alone(Given {
        today: today.plus(1),
        ..given(Outcome::Right)
    });
    assert_eq!(progress.missed.get(code(7)).unwrap().right, 1);
    assert_eq!(progress.tally.puzzles.right, 1);
}

fn outcome() -> impl Strategy<Value = Outcome> {
    prop_oneof![
        Just(Outcome::Right),
        Just(Outcome::Hinted),
        Just(Outcome::Wrong)
    ]
}

fn near_max() -> impl Strategy<Value = u32> {
    prop_oneof![Just(u32::MAX), Just(u32::MAX - 1), any::<u32>(), 0..3u32]
}

proptest! {
    /// Any counts a file may hold, any answers after: nothing wraps, and a
    /// debug build does not panic.
    #[test]
    fn counts_saturate_and_never_wrap(
        counts in vec((0..Lesson::ALL.len(), near_max(), near_max(), near_max()), 0..9),
        puzzles in (near_max(), near_max(), near_max()),
        mistakes in vec(near_max(), 0..4),
        run in near_max(),
        answers in vec((0..Lesson::ALL.len(), outcome(), any::<bool>()), 0..12),
    ) {
        let mut tally = Tally::default();
        for (lesson, right, hinted, wrong) in counts {
            tally.lessons.insert(Lesson::ALL[lesson], Count { right, hinted, wrong });
        }
        let (right, hinted, wrong) = puzzles;
        tally.puzzles = Count { right, hinted, wrong };
        for (kind, n) in every_kind().into_iter().zip(mistakes) {
            tally.mistakes.insert(kind, n);
        }
        (tally.run, tally.best) = (run, run);
        let before = tally.clone();
        let total = tally.total();
        for (lesson, outcome, alone) in answers {
            match alone {
                true => tally.add_alone(outcome, Some(Mistake::Other)),
                false => tally.add(Lesson::ALL[lesson], outcome, Some(Mistake::Other)),
            }
        }
        // No count went down (a wrap would), and the totals neither.
        let after = tally.total();
        prop_assert!(after.right >= total.right && after.hinted >= total.hinted);
        prop_assert!(after.wrong >= total.wrong);
        for (lesson, c) in &before.lessons {
            let now = tally.lessons[lesson];
            prop_assert!(now.right >= c.right && now.hinted >= c.hinted && now.wrong >= c.wrong);
        }
        for (kind, n) in &before.mistakes {
            prop_assert!(tally.mistakes[kind] >= *n);
        }
        prop_assert!(tally.best >= before.best);
        let merged = tally.clone().merge(before.clone());
        prop_assert_eq!(merged.total(), tally.total());
        let _ = tally.rebase(Some(&before), &before);
    }
}

proptest! {
    // Each case answers thousands of puzzles.
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// However the missed puzzles come (answers on many days, two sittings'
    /// sets joined), the set stays bounded and the file within the reader's
    /// limit, and it reads back as written.
    #[test]
    fn the_missed_puzzles_stay_bounded(
        answers in vec((0..20_000u32, 0..30i64, outcome()), 0..2_500),
        theirs in vec((0..20_000u32, 0..30i64), 0..1_500),
    ) {
        let mut progress = longest(0);
        for (n, day, outcome) in answers {
            progress.answered(Given {
                code: code(n),
                outcome,
                mistake: None,
                today: Day(20_780 + day),
            });
        }
        let other = MissedSet::of(theirs.into_iter().map(|(n, day)| Missed::new(code(n), Day(20_780 + day))));
        prop_assert!(other.len() <= MOST_MISSED);
        progress.missed = progress.missed.clone().merge(other);
        prop_assert!(progress.missed.len() <= MOST_MISSED);
        let text = progress.written();
        prop_assert!(text.len() <= LONGEST_WRITTEN);
        prop_assert_eq!(Progress::parse(&text), Ok(progress));
    }
}
