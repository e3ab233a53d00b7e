//! The join of two sittings' progress: what two learners saving at once
//! keep.

use proptest::prelude::*;

use crate::learn::{Lesson, PASS_STREAK, Progress};

/// Any progress a file may hold: the current lesson opened, a short run.
fn progress() -> impl Strategy<Value = Progress> {
    (0..Lesson::ALL.len(), 0..Lesson::ALL.len(), 0..PASS_STREAK).prop_map(|(a, b, streak)| {
        let (current, opened) = (a.min(b), a.max(b));
        Progress {
            opened: Lesson::ALL[opened],
            current: Lesson::ALL[current],
            streak,
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
        streak: 0,
    };
    let b = Progress {
        opened: Lesson::Binary,
        current: Lesson::Binary,
        streak: 1,
    };
    assert_eq!(b.merge(a), a);
    assert_eq!(a.merge(b), a);
    // In one lesson the longer run is kept.
    let c = Progress { streak: 2, ..b };
    assert_eq!(b.merge(c), c);
}

proptest! {
    #[test]
    fn merging_is_a_join(a in progress(), b in progress(), c in progress()) {
        prop_assert_eq!(a.merge(b), b.merge(a));
        prop_assert_eq!(a.merge(b).merge(c), a.merge(b.merge(c)));
        prop_assert_eq!(a.merge(a), a);
    }

    #[test]
    fn merging_never_lowers_a_lesson_or_a_run(a in progress(), b in progress()) {
        let m = a.merge(b);
        prop_assert!(m.opened >= a.opened && m.opened >= b.opened);
        prop_assert!((m.current, m.streak) >= (a.current, a.streak));
        prop_assert!((m.current, m.streak) >= (b.current, b.streak));
        // The place is one of the two sittings', and a file can hold it.
        prop_assert!((m.current, m.streak) == (a.current, a.streak)
            || (m.current, m.streak) == (b.current, b.streak));
        prop_assert_eq!(Progress::parse(&m.written()), Ok(m));
    }
}
