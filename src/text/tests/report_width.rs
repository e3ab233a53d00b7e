//! The words of missed puzzles coming back and of the report card fit 80
//! columns in every language (and in ASCII), at their widest: the biggest
//! counts, every kind of mistake, the longest lists; the card fits the
//! screen's lines 3-22.

use super::width::langs;
use crate::game::learn::*;
use crate::text::Lang;
use crate::text::width::width;

/// A progress at its widest: every lesson, `nim puzzle` and every kind
/// counted in thousands, six missed puzzles waiting.
fn widest() -> Progress {
    let mut progress = Progress::default();
    let tally = &mut progress.tally;
    for lesson in Lesson::ALL {
        let count = Count {
            right: 99_999,
            hinted: 99_999,
            wrong: 99_999,
        };
        tally.lessons.insert(lesson, count);
        tally.passed.insert(lesson);
    }
    tally.puzzles = Count {
        right: 99_999,
        hinted: 99_999,
        wrong: 99_999,
    };
    tally.mistakes.insert(Mistake::LeftRowsUnequal, 99_999);
    (tally.run, tally.best) = (99_999, 99_999);
    for seed in 0..6 {
        let code = PuzzleCode {
            lesson: Lesson::Sums,
            level: 2,
            seed,
        };
        progress.missed.put(Missed::new(code, Day(2_932_000)));
    }
    progress
}

const KINDS: [Mistake; 10] = [
    Mistake::SaidYesOnLost,
    Mistake::SaidNoOnWon,
    Mistake::TookWholeRow,
    Mistake::TookOneChip,
    Mistake::LeftOneRow,
    Mistake::LeftRowsUnequal,
    Mistake::LeftOdd(1 << 20),
    Mistake::MisereEnd,
    Mistake::ValuesUnbalanced,
    Mistake::Other,
];

fn fits(line: &str) {
    assert!(width(line) <= 80, "{} columns: {line}", width(line));
}

#[test]
fn the_report_card_fits_its_lines_in_every_language() {
    for lang in langs().flat_map(|lang| [lang, lang.in_ascii(true)]) {
        let mut progress = widest();
        for kind in KINDS {
            progress.tally.mistakes.insert(kind, 99_999 + 1);
            let card = lang.report_card(&progress);
            assert!(card.len() <= 20, "{card:#?}");
            let puzzles = card.iter().filter(|l| l.starts_with("nim puzzle")).count();
            assert_eq!(puzzles, 1, "{card:#?}");
            card.iter().for_each(|line| fits(line));
            progress.tally.mistakes.remove(&kind);
            let words = lang.mistake_words(kind);
            assert!(!words.is_empty() && !words.contains("report-"), "{words}");
        }
        for line in lang.report_card(&Progress::default()) {
            fits(&line);
        }
        fits(&lang.report_title());
        fits(&lang.report_leave());
    }
}

#[test]
fn the_words_of_a_puzzle_coming_back_fit() {
    for lang in langs().flat_map(|lang| [lang, lang.in_ascii(true)]) {
        for count in [1, 2, 3, 5, 21, 99_999] {
            fits(&lang.learn_due(count));
        }
        for lesson in Lesson::ALL {
            fits(&lang.learn_review(lesson, "9999-12-31"));
        }
        for days in [1, 2, 3, 5, 7] {
            fits(&lang.learn_review_again(days, "9999-12-31"));
        }
        fits(&lang.learn_review_learned());
    }
}

#[test]
fn each_kind_of_mistake_has_its_own_words() {
    for lang in langs() {
        let mut words: Vec<String> = KINDS.iter().map(|&k| lang.mistake_words(k)).collect();
        words.push(lang.mistake_words(Mistake::LeftOdd(2)));
        // The power is named (by its digits, or a word: "двоек").
        let four = lang.mistake_words(Mistake::LeftOdd(4));
        assert_ne!(words.last(), Some(&four), "{words:?}");
        words.sort();
        words.dedup();
        assert_eq!(words.len(), KINDS.len() + 1, "{words:?}");
    }
}

#[test]
fn counts_take_their_plural_forms() {
    let ru = Lang::from_code("ru").unwrap();
    assert!(ru.learn_review_again(1, "D").contains("завтра"));
    assert!(ru.learn_review_again(21, "D").contains("через 21 день"));
    assert!(ru.learn_review_again(3, "D").contains("через 3 дня"));
    assert!(ru.learn_review_again(7, "D").contains("через 7 дней"));
    assert!(ru.learn_due(21).contains("21 задача"));
    assert!(ru.learn_due(5).contains("5 задач,"));
    let en = Lang::ENGLISH;
    assert_eq!(en.learn_review_again(1, "D"), "It comes back tomorrow, D.");
    assert_eq!(
        en.learn_review_again(3, "D"),
        "It comes back in 3 days, on D."
    );
    assert_eq!(
        en.learn_due(2),
        "First, 2 puzzles you missed before come back."
    );
}
