//! The fading hint's words and the reasons' columns fit the screen's 80
//! columns in every language, for every lesson's puzzles; the first step
//! names neither a row nor the move; each step is worded in full.

use std::collections::{HashMap, HashSet};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::game::learn::{
    Advance, Answer, HINT_STEPS, HintStep, Lesson, Puzzle, hint_steps, judge, puzzle,
};
use crate::game::record::typed;
use crate::text::Lang;
use crate::text::width::width;

fn langs() -> impl Iterator<Item = Lang> {
    Lang::codes()
        .filter_map(Lang::from_code)
        .flat_map(|lang| [lang, lang.in_ascii(true)])
}

/// Every lesson's puzzles, many seeds, every growth.
fn puzzles() -> impl Iterator<Item = Puzzle> {
    Lesson::ALL.into_iter().flat_map(|lesson| {
        (0..12).flat_map(move |seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            (0..3).map(move |streak| puzzle(lesson, streak, &mut rng))
        })
    })
}

fn fits(line: &str) {
    if width(line) > 80 {
        eprintln!("{} columns: {line}", width(line));
    }
    assert!(width(line) <= 80, "{} columns: {line}", width(line));
    assert!(!line.contains('{') && !line.contains("learn-"), "{line}");
}

#[test]
fn every_hint_step_fits_a_line_in_every_language() {
    for p in puzzles() {
        for lang in langs() {
            for step in 0..HINT_STEPS {
                fits(&lang.hint_step(&p, step));
                fits(&lang.hint_after(step));
            }
            for line in lang.reason_columns(&judge(&p, Answer::Wins(true)).reason) {
                fits(&line);
            }
        }
    }
    for lang in langs() {
        let help = lang.learn_help();
        assert_eq!(help.len(), 2);
        let texts = [
            lang.learn_binary_later(),
            lang.learn_step_after(Advance::Streak(1), Lesson::Pairs, true),
            lang.columns_held(),
            lang.columns_gap(8),
            lang.learn_keys(),
        ];
        for line in help.iter().chain(&texts) {
            fits(line);
        }
    }
}

/// The first step names no row and not the move: its words are the same
/// for every puzzle of a lesson (misère has two, one for each end), whatever
/// the move. The last names the move as typed (on a yes, the move that
/// wins).
#[test]
fn the_first_step_names_no_row_and_the_last_the_move() {
    let en = Lang::ENGLISH;
    let mut firsts: HashMap<Lesson, HashSet<String>> = HashMap::new();
    for p in puzzles() {
        firsts
            .entry(p.lesson)
            .or_default()
            .insert(en.hint_step(&p, 0));
        let [_, _, HintStep::Answer { mv, .. }] = hint_steps(&p) else {
            panic!("{p:?}");
        };
        let first = en.hint_step(&p, 0);
        assert!(
            first.starts_with("Hint 1 of 3: ") && first.ends_with('?'),
            "{first}"
        );
        let names_a_place = ["row ", "column "].iter().any(|word| {
            (first.match_indices(word))
                .any(|(at, _)| first[at + word.len()..].starts_with(|c: char| c.is_ascii_digit()))
        });
        assert!(!names_a_place, "{first}");
        let last = en.hint_step(&p, 2);
        match mv {
            Some(mv) => {
                assert!(last.contains(&typed(mv)), "{last}");
            }
            None => assert!(last.ends_with("Type n."), "{last}"),
        }
    }
    for (lesson, firsts) in firsts {
        let most = if lesson == Lesson::Misere { 2 } else { 1 };
        assert!(firsts.len() <= most, "{lesson:?}: {firsts:?}");
    }
}

#[test]
fn a_right_answer_after_a_hint_says_it_does_not_count() {
    let en = Lang::ENGLISH;
    assert_eq!(
        en.learn_step_after(Advance::Streak(2), Lesson::TwoRows, true),
        "Right, with a hint: it does not count toward the three in a row."
    );
    assert_eq!(
        en.learn_step_after(Advance::Streak(2), Lesson::TwoRows, false),
        en.learn_step(Advance::Streak(2), Lesson::TwoRows)
    );
}
