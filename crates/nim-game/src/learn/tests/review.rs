//! Missed puzzles coming back on their days, the kinds of mistakes, and
//! the progress file's version 2 (and version 1, still read).
//!
//! Every wrong move of the positions up to 5 5 5 is given a kind and every
//! right one none; missed puzzles are due on their exact days.

use super::oracle::Oracle;
use crate::learn::*;
use crate::theory::strategy::{Move, Rules};

const CODE: PuzzleCode = PuzzleCode {
    lesson: Lesson::TwoRows,
    level: 1,
    seed: 77,
};

fn given(code: PuzzleCode, outcome: Outcome, day: i64) -> Given {
    Given {
        code,
        outcome,
        mistake: (outcome == Outcome::Wrong).then_some(Mistake::TookWholeRow),
        today: Day(day),
    }
}

/// The days on which `code` is due, from `from` to `to`.
fn due_days(progress: &Progress, code: PuzzleCode, from: i64, to: i64) -> Vec<i64> {
    (from..=to)
        .filter(|&d| progress.due(Day(d)).iter().any(|m| m.code == code))
        .collect()
}

#[test]
fn a_missed_puzzle_comes_back_after_1_3_and_7_days_then_goes() {
    let d = 20_780; // 2026-11-23
    let mut p = Progress::default();
    p.start_at(Lesson::TwoRows);
    p.answered(given(CODE, Outcome::Wrong, d));
    assert_eq!(p.due(Day(d)), vec![], "not the same day");
    assert_eq!(due_days(&p, CODE, d, d + 1), vec![d + 1]);
    // Right on day d+1: back 3 days later, not before.
    p.answered(given(CODE, Outcome::Right, d + 1));
    assert_eq!(due_days(&p, CODE, d + 1, d + 4), vec![d + 4]);
    // Right on d+4: back 7 days later.
    p.answered(given(CODE, Outcome::Right, d + 4));
    assert_eq!(due_days(&p, CODE, d + 4, d + 11), vec![d + 11]);
    let entry = p.missed.get(CODE).copied().unwrap();
    assert_eq!(
        (entry.missed, entry.right, entry.due),
        (Day(d), 2, Day(d + 11))
    );
    // Right at the 7-day review: learned, never due again.
    p.answered(given(CODE, Outcome::Right, d + 11));
    assert!(p.missed.get(CODE).unwrap().learned());
    assert_eq!(due_days(&p, CODE, d + 11, d + 400), Vec::<i64>::new());
    // Kept a while so that a late save does not bring it back, then gone.
    p.answered(given(CODE, Outcome::Right, d + 11 + KEEP_LEARNED));
    assert!(p.missed.get(CODE).is_some());
    p.answered(given(CODE, Outcome::Right, d + 12 + KEEP_LEARNED));
    assert!(p.missed.get(CODE).is_none());
}

#[test]
fn wrong_on_review_starts_again_at_one_day_and_late_is_still_due() {
    let d = 20_780;
    let mut p = Progress::default();
    p.answered(given(CODE, Outcome::Wrong, d));
    p.answered(given(CODE, Outcome::Right, d + 1));
    // Not reviewed on d+4, but on d+9: still due, oldest first.
    let other = PuzzleCode { seed: 78, ..CODE };
    p.answered(given(other, Outcome::Wrong, d + 6));
    let due: Vec<PuzzleCode> = p.due(Day(d + 9)).iter().map(|m| m.code).collect();
    assert_eq!(due, vec![CODE, other]);
    p.answered(given(CODE, Outcome::Wrong, d + 9));
    let entry = *p.missed.get(CODE).unwrap();
    assert_eq!(
        (entry.missed, entry.right, entry.due),
        (Day(d + 9), 0, Day(d + 10))
    );
    // A hint on review: solved, not yet remembered alone: back tomorrow.
    p.answered(given(CODE, Outcome::Hinted, d + 10));
    assert_eq!(p.missed.get(CODE).unwrap().due, Day(d + 11));
    // A puzzle answered before it is due is not moved along.
    p.answered(given(CODE, Outcome::Right, d + 10));
    assert_eq!(p.missed.get(CODE).unwrap().right, 0);
}

#[test]
fn a_review_of_another_lesson_neither_passes_nor_breaks_the_run() {
    let d = 20_780;
    let mut p = Progress::default();
    p.answered(given(
        PuzzleCode {
            lesson: Lesson::OneRow,
            ..CODE
        },
        Outcome::Right,
        d,
    ));
    p.start_at(Lesson::Binary);
    p.record(Outcome::Right);
    p.record(Outcome::Right);
    assert_eq!(p.streak, 2);
    p.answered(given(CODE, Outcome::Wrong, d));
    assert_eq!(
        p.streak, 2,
        "a wrong answer in lesson 2 leaves lesson 6's run"
    );
    p.answered(given(CODE, Outcome::Right, d + 1));
    assert_eq!(p.current, Lesson::Binary, "nor does a right one pass it");
    assert_eq!(p.streak, 2);
    // Counted in its own lesson, and in the run across lessons.
    let two = p.tally.lessons[&Lesson::TwoRows];
    assert_eq!((two.right, two.wrong), (1, 1));
    assert_eq!((p.tally.run, p.tally.best), (1, 1));
    assert_eq!(p.tally.mistakes[&Mistake::TookWholeRow], 1);
    // A puzzle of the lesson under way counts toward its run.
    let six = PuzzleCode {
        lesson: Lesson::Binary,
        ..CODE
    };
    let step = p.answered(given(six, Outcome::Right, d + 1));
    assert_eq!(
        step,
        Advance::Passed {
            next: Lesson::Misere
        }
    );
    assert!(p.tally.passed.contains(&Lesson::Binary));
    assert_eq!((p.tally.run, p.tally.best), (2, 2));
}

fn nim(heaps: &[u32]) -> Puzzle {
    Puzzle {
        lesson: Lesson::Binary,
        position: Position::nim(heaps.to_vec(), Rules::Normal),
        question: Question::Move,
    }
}

#[test]
fn mistakes_are_named_by_their_kind() {
    let kind =
        |heaps: &[u32], heap, take| classify(&nim(heaps), Answer::Move(Move::new(heap, take)));
    assert_eq!(kind(&[3, 4, 5], 0, 2), None, "2 from row 1 wins");
    assert_eq!(kind(&[3, 4, 5], 1, 4), Some(Mistake::TookWholeRow));
    assert_eq!(kind(&[3, 4, 5], 2, 1), Some(Mistake::TookOneChip));
    // 3 4 5 less 2 from row 3: 3 4 3, the 4s odd.
    assert_eq!(kind(&[3, 4, 5], 2, 2), Some(Mistake::LeftOdd(4)));
    // 2 3 less 2 from row 2: 2 1, unequal.
    assert_eq!(kind(&[2, 3], 1, 2), Some(Mistake::LeftRowsUnequal));
    assert_eq!(kind(&[6], 0, 3), Some(Mistake::LeftOneRow));
    // 1 2 3 less 2 from row 3: 1 2 1, the 2s odd.
    assert_eq!(kind(&[1, 2, 3], 2, 2), Some(Mistake::LeftOdd(2)));
    let misere = Puzzle {
        position: Position::nim(vec![1, 3], Rules::Misere),
        ..nim(&[])
    };
    // 1 3 misère: 3 to 1 leaves two single chips: the other player takes
    // one, and the last is ours.
    let mv = Answer::Move(Move::new(1, 2));
    assert_eq!(classify(&misere, mv), Some(Mistake::MisereEnd));
    let verdict = |heaps: &[u32], yes| {
        let puzzle = Puzzle {
            question: Question::Wins,
            ..nim(heaps)
        };
        classify(&puzzle, Answer::Wins(yes))
    };
    assert_eq!(verdict(&[1, 2, 3], true), Some(Mistake::SaidYesOnLost));
    assert_eq!(verdict(&[1, 2, 4], false), Some(Mistake::SaidNoOnWon));
    assert_eq!(verdict(&[1, 2, 4], true), None);
}

/// Every answer to every small position: a kind exactly when the game
/// tree says the answer is wrong, and a column named only where the move
/// really left that column odd.
#[test]
fn every_wrong_move_of_small_positions_has_a_kind_and_only_those() {
    let mut oracle = Oracle::default();
    for a in 0..=5u32 {
        for b in 0..=5 {
            for c in 0..=5 {
                let puzzle = nim(&[a, b, c]);
                for mv in oracle.moves(&puzzle.position) {
                    let kind = classify(&puzzle, Answer::Move(mv));
                    let wins = oracle.wins_by(&puzzle.position, mv);
                    assert_eq!(kind.is_none(), wins, "{a} {b} {c} {mv:?}");
                    if let Some(Mistake::LeftOdd(power)) = kind {
                        let after = puzzle.position.after(mv);
                        let odd = after.iter().filter(|&&n| n & power != 0).count();
                        assert_eq!(odd % 2, 1, "{a} {b} {c} {mv:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn mistakes_read_back_as_written() {
    for kind in [
        Mistake::SaidYesOnLost,
        Mistake::TookWholeRow,
        Mistake::LeftOdd(1),
        Mistake::LeftOdd(16),
        Mistake::Other,
    ] {
        assert_eq!(kind.to_string().parse(), Ok(kind));
    }
    for bad in ["left-3s-odd", "left-02s-odd", "left-s-odd", "took", ""] {
        assert_eq!(bad.parse::<Mistake>(), Err(()), "{bad}");
    }
}

#[test]
fn version_2_reads_back_and_version_1_is_upgraded() {
    let mut p = Progress::default();
    p.start_at(Lesson::Pairs);
    p.answered(given(CODE, Outcome::Wrong, 20_780));
    p.answered(given(
        PuzzleCode { seed: 5, ..CODE },
        Outcome::Wrong,
        20_781,
    ));
    p.answered(given(CODE, Outcome::Right, 20_781));
    p.tally.passed.insert(Lesson::OneRow);
    let text = p.written();
    assert_eq!(
        text,
        "nim-progress 2\nopened 4\ncurrent 4\nstreak 0\nrun 1 best 1\npassed 1\n\
         lesson 2 right 1 hinted 0 wrong 2\nmistake took-whole-row 2\n\
         missed 2G0005 2026-11-24 right 0 due 2026-11-25\n\
         missed 2G002D 2026-11-23 right 1 due 2026-11-27\n"
    );
    assert_eq!(Progress::parse(&text), Ok(p));
    let v1 = Progress::parse("nim-progress 1\nopened 4\ncurrent 3\nstreak 2\n").unwrap();
    assert_eq!(
        (v1.opened, v1.current, v1.streak),
        (Lesson::Pairs, Lesson::OneTwoThree, 2)
    );
    let passed: Vec<Lesson> = v1.tally.passed.iter().copied().collect();
    assert_eq!(
        passed,
        [Lesson::OneRow, Lesson::TwoRows, Lesson::OneTwoThree]
    );
    assert!(v1.written().starts_with(
        "nim-progress 2\nopened 4\ncurrent 3\nstreak 2\nrun 0 best 0\npassed 1 2 3\n"
    ));
}

#[test]
fn malformed_version_2_lines_are_refused() {
    let head = "nim-progress 2\nopened 4\ncurrent 3\nstreak 2\n";
    for rest in [
        "",
        "run 3 best 2\n",
        "run 1 best 2\nrun 1 best 2\n",
        "passed 1\nrun 0 best 0\n",
        "run 0 best 0\npassed 1 1\n",
        "run 0 best 0\npassed 10\n",
        "run 0 best 0\nlesson 1 right 1 hinted 0\n",
        "run 0 best 0\nlesson 1 right 1 hinted 0 wrong 1\nlesson 1 right 1 hinted 0 wrong 1\n",
        "run 0 best 0\nmistake took-a-nap 1\n",
        "run 0 best 0\nmistake took-whole-row -1\n",
        "run 0 best 0\nmissed 2G002D 2026-11-23 right 3 due 2026-11-27\n",
        "run 0 best 0\nmissed 2g002d 2026-11-23 right 0 due 2026-11-27\n",
        "run 0 best 0\nmissed 2G002D 2026.11.23 right 0 due 2026-11-27\n",
        "run 0 best 0\nmissed 2G002D 2026-11-23 learned\n",
        "run 0 best 0\nsomething else\n",
        "run 0 best 0 \n",
    ] {
        let text = format!("{head}{rest}");
        assert!(Progress::parse(&text).is_err(), "{text}");
    }
    let fine = format!("{head}run 0 best 0\nmissed 2G002D 2026-11-23 learned 2026-12-01\n\n");
    assert!(
        Progress::parse(&fine)
            .unwrap()
            .missed
            .get(CODE)
            .unwrap()
            .learned()
    );
}

#[test]
fn dates_are_typed_as_iso_days() {
    assert_eq!(Day::parse("2026-11-23"), Some(Day(20_780)));
    assert_eq!(Day(20_780).to_string(), "2026-11-23");
    assert_eq!(
        Day::parse("2024-02-29")
            .map(|d| d.plus(1).to_string())
            .as_deref(),
        Some("2024-03-01")
    );
    for bad in [
        "2026.11.23",
        "2026-13-01",
        "2026-02-29",
        "26-11-23",
        "2026-11-23-",
        "today",
        "",
    ] {
        assert_eq!(Day::parse(bad), None, "{bad}");
    }
    // The last days stay dates a file can hold: a puzzle reviewed on the
    // last day is due on it.
    assert_eq!(Day::parse("0000-01-01"), Some(Day::FIRST));
    assert_eq!(Day::parse("9999-12-31"), Some(Day::LAST));
    let mut p = Progress::default();
    p.answered(given(CODE, Outcome::Wrong, Day::LAST.0 - 1));
    p.answered(given(CODE, Outcome::Right, Day::LAST.0));
    assert_eq!(p.missed.get(CODE).unwrap().due, Day::LAST);
    assert_eq!(Progress::parse(&p.written()), Ok(p));
}
