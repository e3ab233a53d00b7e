//! The join of two sittings' progress: what two learners saving at once
//! keep, their place, their counts and their missed puzzles.

use proptest::collection::{btree_map, btree_set, vec};
use proptest::prelude::*;

use crate::learn::*;

/// A few codes, so that two sittings' missed puzzles meet.
fn code() -> impl Strategy<Value = PuzzleCode> {
    (0..Lesson::ALL.len(), 0..3u32, 0..4u32).prop_map(|(lesson, level, seed)| PuzzleCode {
        lesson: Lesson::ALL[lesson],
        level,
        seed,
    })
}

fn missed() -> impl Strategy<Value = Missed> {
    (code(), 20_780..20_800i64, 0..=LEARNED, 0..10i64).prop_map(|(code, day, right, later)| {
        Missed {
            code,
            missed: Day(day),
            right,
            due: Day(day + later),
        }
    })
}

fn lesson() -> impl Strategy<Value = Lesson> {
    (0..Lesson::ALL.len()).prop_map(|i| Lesson::ALL[i])
}

fn mistake() -> impl Strategy<Value = Mistake> {
    prop_oneof![
        Just(Mistake::TookWholeRow),
        Just(Mistake::SaidYesOnLost),
        (0..4u32).prop_map(|bit| Mistake::LeftOdd(1 << bit)),
    ]
}

fn tally() -> impl Strategy<Value = Tally> {
    let count = (0..9u32, 0..3u32, 0..9u32).prop_map(|(right, hinted, wrong)| Count {
        right,
        hinted,
        wrong,
    });
    (
        btree_map(lesson(), count.clone(), 0..4),
        btree_map(mistake(), 1..6u32, 0..3),
        btree_set(lesson(), 0..4),
        count,
        0..5u32,
        0..5u32,
    )
        .prop_map(|(lessons, mistakes, passed, puzzles, run, more)| Tally {
            lessons,
            mistakes,
            passed,
            puzzles,
            run,
            best: run + more,
        })
}

/// Any progress a file may hold: the current lesson opened, a short run.
fn progress() -> impl Strategy<Value = Progress> {
    (
        0..Lesson::ALL.len(),
        0..Lesson::ALL.len(),
        0..PASS_STREAK,
        tally(),
        vec(missed(), 0..5),
    )
        .prop_map(|(a, b, streak, tally, entries)| {
            let (current, opened) = (a.min(b), a.max(b));
            let mut missed = MissedSet::default();
            for entry in entries {
                missed.put(entry);
            }
            Progress {
                opened: Lesson::ALL[opened],
                current: Lesson::ALL[current],
                streak,
                tally,
                missed,
            }
        })
}

#[test]
fn a_lesson_opened_by_the_other_sitting_is_kept() {
    // §9: A passed lesson 5 (opened 6); B, started earlier, is one right
    // answer into lesson 5.
    let a = Progress {
        opened: Lesson::Misere,
        current: Lesson::Misere,
        ..Progress::default()
    };
    let b = Progress {
        opened: Lesson::Binary,
        current: Lesson::Binary,
        streak: 1,
        ..Progress::default()
    };
    assert_eq!(b.clone().merge(a.clone()), a);
    assert_eq!(a.clone().merge(b.clone()), a);
    // In one lesson the longer run is kept.
    let c = Progress {
        streak: 2,
        ..b.clone()
    };
    assert_eq!(b.merge(c.clone()), c);
}

/// A sitting's answers: a code, and whether it was right.
fn answers() -> impl Strategy<Value = Vec<(PuzzleCode, bool, Mistake)>> {
    vec((code(), any::<bool>(), mistake()), 0..8)
}

fn give(progress: &mut Progress, answers: &[(PuzzleCode, bool, Mistake)], today: Day) {
    for &(code, right, kind) in answers {
        let outcome = if right {
            Outcome::Right
        } else {
            Outcome::Wrong
        };
        let mistake = (!right).then_some(kind);
        progress.answered(Given {
            code,
            outcome,
            mistake,
            today,
        });
    }
}

proptest! {
    #[test]
    fn merging_is_a_join(a in progress(), b in progress(), c in progress()) {
        prop_assert_eq!(a.clone().merge(b.clone()), b.clone().merge(a.clone()));
        prop_assert_eq!(
            a.clone().merge(b.clone()).merge(c.clone()),
            a.clone().merge(b.clone().merge(c))
        );
        prop_assert_eq!(a.clone().merge(a.clone()), a);
    }

    #[test]
    fn merging_never_lowers_a_lesson_or_a_run(a in progress(), b in progress()) {
        let m = a.clone().merge(b.clone());
        prop_assert!(m.opened >= a.opened && m.opened >= b.opened);
        prop_assert!((m.current, m.streak) >= (a.current, a.streak));
        prop_assert!((m.current, m.streak) >= (b.current, b.streak));
        // The place is one of the two sittings', and a file can hold it.
        prop_assert!((m.current, m.streak) == (a.current, a.streak)
            || (m.current, m.streak) == (b.current, b.streak));
        prop_assert_eq!(Progress::parse(&m.written()), Ok(m.clone()));
    }

    #[test]
    fn merging_never_lowers_a_count_or_a_missed_puzzle(a in progress(), b in progress()) {
        let m = a.clone().merge(b.clone());
        for side in [&a, &b] {
            let (t, mt) = (&side.tally, &m.tally);
            prop_assert!(mt.run >= t.run && mt.best >= t.best);
            prop_assert!(t.passed.is_subset(&mt.passed));
            for (lesson, c) in &t.lessons {
                let mc = mt.lessons[lesson];
                prop_assert!(mc.right >= c.right && mc.hinted >= c.hinted && mc.wrong >= c.wrong);
            }
            for (kind, n) in &t.mistakes {
                prop_assert!(mt.mistakes[kind] >= *n);
            }
            for entry in side.missed.iter() {
                let kept = m.missed.get(entry.code).expect("every missed puzzle is kept");
                prop_assert!(kept.order() >= entry.order());
                // It is one of the two sittings' states of that puzzle.
                prop_assert!(a.missed.get(entry.code) == Some(kept)
                    || b.missed.get(entry.code) == Some(kept));
            }
        }
    }

    /// Two sittings from one file: each answers, B saves first, then A
    /// saves over it. Every answer of both is counted once, and every
    /// puzzle either missed comes back.
    #[test]
    fn two_sittings_lose_none_of_their_answers(
        base in progress(),
        ours in answers(),
        theirs in answers(),
    ) {
        let today = Day(20_800);
        let (mut a, mut b) = (base.clone(), base.clone());
        give(&mut a, &ours, today);
        give(&mut b, &theirs, today);
        let saved = a.rebase(Some(&base), &b);
        let total = |p: &Progress| p.tally.total();
        let (t, ta, tb, t0) = (total(&saved), total(&a), total(&b), total(&base));
        prop_assert_eq!(t.right, ta.right + tb.right - t0.right);
        prop_assert_eq!(t.wrong, ta.wrong + tb.wrong - t0.wrong);
        let kinds: u32 = saved.tally.mistakes.values().sum();
        let kinds_of = |p: &Progress| p.tally.mistakes.values().sum::<u32>();
        prop_assert_eq!(kinds, kinds_of(&a) + kinds_of(&b) - kinds_of(&base));
        for &(code, right, _) in ours.iter().chain(&theirs) {
            if !right {
                prop_assert!(saved.missed.get(code).is_some());
            }
        }
    }
}
