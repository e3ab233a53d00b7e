//! The strategy against the book, against the XOR shortcut and against a
//! brute-force game-tree solver: verdicts, every winning move and every move
//! the computer makes on every position of up to 4 rows of 0-7 chips, normal
//! and misère; the book's bit-by-bit `ChooseMove` against `count ^ nim_sum` on
//! every position of up to 5 rows of 0-15 chips, and the book's worked example
//! (9 chips under column parities 01011 keep 2); every hint and every coach's
//! verdict against the game tree on every position of up to 4 rows of 0-6
//! chips (normal and misère); how often each level plays the book's move
//! (20 000 seeded draws, within 2%).

use std::collections::{BTreeSet, HashMap};

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::theory::strategy::*;

mod levels;

/// Every position with `rows` rows of `0..=max` chips, in order.
fn positions(rows: usize, max: u32) -> impl Iterator<Item = Vec<u32>> {
    let base = max as usize + 1;
    (0..base.pow(rows as u32)).map(move |mut n| {
        (0..rows)
            .map(|_| {
                let c = (n % base) as u32;
                n /= base;
                c
            })
            .collect()
    })
}

/// Game-tree search, memoised on the sorted position: true when the side to move wins.
struct Solver {
    rules: Rules,
    memo: HashMap<Vec<u32>, bool>,
}

impl Solver {
    fn new(rules: Rules) -> Self {
        Solver {
            rules,
            memo: HashMap::new(),
        }
    }

    fn wins(&mut self, rows: &[u32]) -> bool {
        let mut key = rows.to_vec();
        key.sort_unstable();
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let result = if key.iter().all(|&c| c == 0) {
            // The previous side took the last chip.
            self.rules == Rules::Misere
        } else {
            all_moves(&key).any(|after| !self.wins(&after))
        };
        self.memo.insert(key, result);
        result
    }
}

/// The positions reachable in one move.
fn all_moves(rows: &[u32]) -> impl Iterator<Item = Vec<u32>> + '_ {
    (0..rows.len()).flat_map(move |r| {
        (1..=rows[r]).map(move |take| {
            let mut after = rows.to_vec();
            after[r] -= take;
            after
        })
    })
}

fn after(rows: &[u32], mv: Move) -> Vec<u32> {
    let mut next = rows.to_vec();
    next[mv.heap] -= mv.take;
    next
}

#[test]
fn the_books_worked_example() {
    // Row 9 (01001) with column parities 01011: it keeps 00010, so 7 are taken.
    let rows = [9, 2];
    assert_eq!(nim_sum(&rows), 0b01011);
    assert_eq!(book_winning_move(&rows), Some(Move::new(0, 7)));
}

#[test]
fn book_procedure_equals_xor_shortcut_up_to_five_rows_of_fifteen() {
    let mut checked = 0;
    for rows in 1..=5 {
        for position in positions(rows, 15) {
            let book = book_winning_move(&position);
            assert_eq!(book, xor_winning_move(&position), "{position:?}");
            if let Some(mv) = book {
                let s = nim_sum(&position);
                assert_eq!(position[mv.heap] - mv.take, position[mv.heap] ^ s);
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 16 + 256 + 4096 + 65_536 + 1_048_576);
}

#[test]
fn verdicts_and_moves_agree_with_the_game_tree() {
    for rules in [Rules::Normal, Rules::Misere] {
        let mut solver = Solver::new(rules);
        let mut rng = StdRng::seed_from_u64(1);
        for rows in 1..=4 {
            for position in positions(rows, 7) {
                let wins = solver.wins(&position);
                let expected = if wins { Verdict::Win } else { Verdict::Loss };
                assert_eq!(
                    verdict(&position, rules),
                    expected,
                    "{rules:?} {position:?}"
                );

                let brute: BTreeSet<Move> = (0..position.len())
                    .flat_map(|row| (1..=position[row]).map(move |count| Move::new(row, count)))
                    .filter(|&mv| !solver.wins(&after(&position, mv)))
                    .collect();
                let fast: BTreeSet<Move> = winning_moves(&position, rules).into_iter().collect();
                assert_eq!(fast, brute, "{rules:?} {position:?}");

                let Some(mv) = choose_move(&position, rules, &mut rng) else {
                    assert!(position.iter().all(|&c| c == 0));
                    continue;
                };
                assert!(mv.take >= 1 && mv.take <= position[mv.heap]);
                if wins {
                    assert!(
                        !solver.wins(&after(&position, mv)),
                        "{rules:?} {position:?} -> {mv:?}"
                    );
                } else {
                    assert_eq!(mv.take, 1, "a waiting move takes one chip");
                    assert_eq!(position[mv.heap], *position.iter().max().unwrap());
                }
            }
        }
    }
}

#[test]
fn waiting_move_ties_are_broken_by_the_generator() {
    let rows = [5, 5, 2, 2];
    let mut seen = BTreeSet::new();
    let mut rng = StdRng::seed_from_u64(42);
    for _ in 0..64 {
        seen.insert(choose_move(&rows, Rules::Normal, &mut rng).unwrap());
    }
    let expected: BTreeSet<Move> = [Move::new(0, 1), Move::new(1, 1)].into();
    assert_eq!(seen, expected);
    let first = choose_move(&rows, Rules::Normal, &mut StdRng::seed_from_u64(7));
    let again = choose_move(&rows, Rules::Normal, &mut StdRng::seed_from_u64(7));
    assert_eq!(first, again, "the same seed gives the same game");
}

#[test]
fn misere_leaves_an_odd_number_of_single_chips() {
    let mut rng = StdRng::seed_from_u64(3);
    assert_eq!(
        choose_move(&[1, 1, 5], Rules::Misere, &mut rng),
        Some(Move::new(2, 4))
    );
    assert_eq!(
        choose_move(&[1, 5], Rules::Misere, &mut rng),
        Some(Move::new(1, 5))
    );
    assert_eq!(
        choose_move(&[0, 6], Rules::Misere, &mut rng),
        Some(Move::new(1, 5))
    );
}

#[test]
fn nothing_to_choose_on_an_empty_board() {
    let mut rng = StdRng::seed_from_u64(0);
    assert_eq!(choose_move(&[0, 0], Rules::Normal, &mut rng), None);
    assert_eq!(choose_move(&[], Rules::Misere, &mut rng), None);
}

/// seeds/board-nim.zh.txt: 1 to 8 columns of 1 to 6 free cells each. Among the
/// losing positions, 196 are not made of equal pairs.
#[test]
fn the_board_variant_counts() {
    let mut losing_unpaired = 0;
    let mut paired = 0;
    let mut all = 0;
    let mut stack: Vec<Vec<u32>> = (1..=6).map(|c| vec![c]).collect();
    while let Some(columns) = stack.pop() {
        all += 1;
        let made_of_pairs = (1..=6).all(|v| columns.iter().filter(|&&c| c == v).count() % 2 == 0);
        if made_of_pairs {
            paired += 1;
        } else if nim_sum(&columns) == 0 {
            losing_unpaired += 1;
        }
        if columns.len() < 8 {
            let last = *columns.last().expect("never empty");
            stack.extend((last..=6).map(|c| {
                let mut next = columns.clone();
                next.push(c);
                next
            }));
        }
    }
    assert_eq!(losing_unpaired, 196);
    // The text says 208 pair-made positions; every multiset of k pairs drawn from
    // six sizes (k = 1..4) gives 6 + 21 + 56 + 126 = 209.
    assert_eq!(paired, 209);
    // All multisets of 1 to 8 sizes drawn from six; the text says 2995.
    assert_eq!(all, 3002);
}

/// Every legal move from `rows`.
fn legal_moves(rows: &[u32]) -> impl Iterator<Item = Move> + '_ {
    (0..rows.len()).flat_map(move |row| (1..=rows[row]).map(move |count| Move::new(row, count)))
}

#[test]
fn hints_and_the_coach_agree_with_the_game_tree() {
    for rules in [Rules::Normal, Rules::Misere] {
        let mut solver = Solver::new(rules);
        for rows in 1..=4 {
            for position in positions(rows, 6) {
                if position.iter().all(|&c| c == 0) {
                    assert_eq!(hint(&position, rules), None);
                    continue;
                }
                let wins = solver.wins(&position);
                match hint(&position, rules) {
                    Some(Hint::Win { mv, why }) => {
                        assert!(
                            wins,
                            "{rules:?} {position:?}: a win hinted in a lost position"
                        );
                        let next = after(&position, mv);
                        assert!(
                            !solver.wins(&next),
                            "{rules:?} {position:?}: {mv:?} does not win"
                        );
                        let singles = next.iter().all(|&c| c <= 1);
                        let expected = if rules == Rules::Misere && singles {
                            Why::OddSingles
                        } else {
                            Why::NimSumZero
                        };
                        assert_eq!(why, expected, "{rules:?} {position:?}");
                        if why == Why::NimSumZero {
                            assert_eq!(nim_sum(&next), 0, "{rules:?} {position:?}");
                        }
                    }
                    Some(Hint::Wait(mv)) => {
                        assert!(!wins, "{rules:?} {position:?}: a win was there");
                        assert_eq!(mv.take, 1);
                        assert_eq!(position[mv.heap], *position.iter().max().unwrap());
                    }
                    None => panic!("no hint for {position:?}"),
                }
                assert_the_coach_agrees(&mut solver, &position, rules, wins);
            }
        }
    }
}

/// The coach's word on every move from `position` is the game tree's: kept,
/// missed (with a better move that wins, and the binary column the move
/// left odd where the nim-sum decides), or nothing to miss.
fn assert_the_coach_agrees(solver: &mut Solver, position: &[u32], rules: Rules, wins: bool) {
    for mv in legal_moves(position) {
        let keeps = !solver.wins(&after(position, mv));
        let expected = match (wins, keeps) {
            (false, _) => "no win to miss",
            (true, true) => "kept",
            (true, false) => "missed",
        };
        let said = match assess(position, mv, rules) {
            Assessment::NoWinToMiss => "no win to miss",
            Assessment::KeptWin => "kept",
            Assessment::MissedWin { better, odd, worth } => {
                assert!(!solver.wins(&after(position, better)));
                // Bouton's game is worded in binary columns, not by worth.
                assert_eq!(worth, None);
                // The column named is odd after the move, and none above it.
                assert!(odd.is_some() || rules == Rules::Misere);
                if let Some(odd) = odd {
                    let sum = nim_sum(&after(position, mv));
                    assert_eq!(odd, 1 << sum.ilog2(), "{position:?} {mv:?}");
                }
                "missed"
            }
        };
        assert_eq!(said, expected, "{rules:?} {position:?} {mv:?}");
    }
}

#[test]
fn hard_is_the_book_and_the_levels_make_mistakes_as_often_as_they_say() {
    // Hard draws exactly what the book's move draws: the same generator gives
    // the same moves.
    let rows = [3, 4, 5, 6];
    let (mut a, mut b) = (StdRng::seed_from_u64(9), StdRng::seed_from_u64(9));
    for _ in 0..100 {
        assert_eq!(
            level_move(&rows, Rules::Normal, Level::Hard, None, &mut a),
            choose_move(&rows, Rules::Normal, &mut b)
        );
    }
    // From 3 4 5 the book's move is 1 2, which no slip makes: the book's
    // share is the level's, and every other move is a slip people make.
    let rows = [3, 4, 5];
    let book = choose_move(&rows, Rules::Normal, &mut StdRng::seed_from_u64(0));
    let slips: Vec<Move> = (Slip::ALL.iter())
        .flat_map(|slip| slip.moves(&rows, None))
        .collect();
    assert!(!slips.contains(&book.unwrap()));
    let mut rng = StdRng::seed_from_u64(42);
    for (level, share) in [(Level::Easy, 1.0 / 6.0), (Level::Medium, 0.5)] {
        const GAMES: usize = 20_000;
        let moves: Vec<Option<Move>> = (0..GAMES)
            .map(|_| level_move(&rows, Rules::Normal, level, None, &mut rng))
            .collect();
        let hits = moves.iter().filter(|&&mv| mv == book).count();
        let seen = hits as f64 / GAMES as f64;
        assert!(
            (seen - share).abs() < 0.02,
            "{level:?}: {seen} against {share}"
        );
        for mv in moves.into_iter().flatten().filter(|&mv| Some(mv) != book) {
            assert!(slips.contains(&mv), "{level:?}: {mv:?} is no slip");
        }
    }
    // A single row is always taken whole.
    for level in [Level::Easy, Level::Medium] {
        for _ in 0..1_000 {
            let last = level_move(&[0, 7, 0], Rules::Normal, level, None, &mut rng);
            assert_eq!(last, Some(Move::new(1, 7)));
        }
    }
}

/// Misère on every small position: the rule the binary view and the hint
/// name ([`Summary::deciding`]) is the one the winning moves follow, from the
/// move where at most one row holds more than one chip (1 1 3 already).
#[test]
fn misere_view_and_hint_switch_where_the_game_tree_does() {
    let mut solver = Solver::new(Rules::Misere);
    for rows in 1..=4 {
        for position in positions(rows, 6) {
            let summary = Summary::of(&position);
            let deciding = summary.deciding(Rules::Misere);
            let wins = solver.wins(&position);
            assert_eq!(summary.verdict(Rules::Misere) == Verdict::Win, wins);
            let Some(hint) = hint(&position, Rules::Misere) else {
                continue;
            };
            let Hint::Win { mv, why } = hint else {
                assert!(!wins, "{position:?}");
                continue;
            };
            let left = after(&position, mv);
            assert!(!solver.wins(&left), "the hint loses at {position:?}");
            // The rule named is the rule the winning move follows: the
            // nim-sum brought to 0 with a row above 1 left, or an odd
            // number of single chips and nothing bigger.
            let end = left.iter().all(|&c| c <= 1);
            match deciding {
                Deciding::NimSum => {
                    assert!(nim_sum(&left) == 0 && !end, "{position:?}");
                    assert_eq!(why, Why::NimSumZero, "{position:?}");
                }
                Deciding::MisereSwitch | Deciding::MisereSingles => {
                    assert!(end && left.iter().sum::<u32>() % 2 == 1, "{position:?}");
                    assert_eq!(why, Why::OddSingles, "{position:?}");
                }
            }
        }
    }
    let at = |rows: &[u32]| Summary::of(rows).deciding(Rules::Misere);
    assert_eq!(at(&[1, 1, 3]), Deciding::MisereSwitch);
    assert_eq!(at(&[1, 1, 0]), Deciding::MisereSingles);
    assert_eq!(at(&[2, 2, 1]), Deciding::NimSum);
    assert_eq!(
        Summary::of(&[1, 1, 3]).deciding(Rules::Normal),
        Deciding::NimSum
    );
}

/// Each level has one spelling, and it reads back as that level.
#[test]
fn every_level_is_named_once_and_read_back() {
    for level in Level::ALL {
        assert_eq!(Level::named(level.name()), Some(level));
    }
    assert_eq!(Level::named("Hard"), None);
    let names: std::collections::HashSet<_> = Level::ALL.map(Level::name).into();
    assert_eq!(names.len(), Level::ALL.len());
}
