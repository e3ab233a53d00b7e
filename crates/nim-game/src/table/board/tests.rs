//! The board of 尼姆棋: deals (red above black, gaps 0-6, replayed by seed, at
//! least one move, all 28 placements), moves and undo on the pieces and the
//! gaps, every refusal, the board driven through the session as the rows are,
//! the computer's move on every multiset of gaps against a brute-force search
//! (normal and misère), and the text's count (1 to 8 columns of 1 to 6 cells):
//! 196 losing positions not made of equal pairs, 209 made of pairs, 3002
//! in all (the text says 208 and 2995).

use std::collections::{BTreeSet, HashMap};

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::table::MoveError;
use crate::table::board::*;
use crate::theory::strategy::{Rules, Verdict, choose_move, verdict};

/// A board whose columns leave `gaps` free cells: red on the top cell.
fn with_gaps(gaps: [u32; SIZE]) -> Board {
    Board::new(gaps.map(|g| Column {
        red: 0,
        black: g as usize + 1,
    }))
    .unwrap()
}

#[test]
fn a_deal_keeps_the_rules_and_replays_by_seed() {
    let mut placements = BTreeSet::new();
    for seed in 0..2_000 {
        let board = Board::deal(&mut StdRng::seed_from_u64(seed));
        assert_eq!(board, Board::deal(&mut StdRng::seed_from_u64(seed)));
        assert!(!board.is_over(), "seed {seed}: a board without a move");
        for (c, column) in board.columns().iter().enumerate() {
            assert!(column.red < column.black && column.black < SIZE);
            assert_eq!(board.heaps()[c], column.gap());
            assert!(board.heaps()[c] <= MAX_GAP);
            placements.insert((column.red, column.black));
        }
    }
    // Every one of the 28 ways to put red above black turns up.
    assert_eq!(placements.len(), SIZE * (SIZE - 1) / 2);
}

#[test]
fn a_board_with_no_move_is_dealt_again() {
    // A generator that first deals touching pieces in every column.
    struct Stuck(u32, StdRng);
    impl rand::RngCore for Stuck {
        fn next_u32(&mut self) -> u32 {
            self.0 += 1;
            // The first 16 draws: cell 0 for red, then a step of 1.
            if self.0 <= 16 { 0 } else { self.1.next_u32() }
        }
        fn next_u64(&mut self) -> u64 {
            u64::from(self.next_u32())
        }
        fn fill_bytes(&mut self, dest: &mut [u8]) {
            self.1.fill_bytes(dest)
        }
    }
    let mut stuck = Stuck(0, StdRng::seed_from_u64(1));
    let board = Board::deal(&mut stuck);
    assert!(stuck.0 > 16, "the dead board was not kept");
    assert!(!board.is_over());
}

#[test]
fn columns_must_hold_red_above_black() {
    let mut columns = [Column { red: 0, black: 7 }; SIZE];
    assert!(Board::new(columns).is_ok());
    columns[2] = Column { red: 4, black: 4 };
    assert_eq!(Board::new(columns), Err(BoardError { column: 3 }));
    columns[2] = Column { red: 5, black: 1 };
    assert_eq!(Board::new(columns), Err(BoardError { column: 3 }));
    columns[2] = Column { red: 1, black: 8 };
    assert_eq!(Board::new(columns), Err(BoardError { column: 3 }));
}

#[test]
fn a_move_goes_forward_and_undo_goes_back() {
    let mut board = with_gaps([6, 3, 0, 0, 0, 0, 0, 1]);
    // Black (the first seat) moves up: column 1's black from cell 7 to 5.
    board.apply(Move::new(0, 2), Seat::First);
    assert_eq!(board.columns()[0], Column { red: 0, black: 5 });
    assert_eq!(board.heaps()[0], 4);
    assert_eq!(board.piece_at(0, 5), Some(Piece::Black));
    assert_eq!(board.piece_at(0, 7), None);
    // Red (the second) moves down: column 2's red from cell 0 to 3.
    board.apply(Move::new(1, 3), Seat::Second);
    assert_eq!(board.columns()[1], Column { red: 3, black: 4 });
    assert_eq!(board.heaps()[1], 0, "the pieces touch: a dead column");
    board.restore(Move::new(1, 3), Seat::Second);
    board.restore(Move::new(0, 2), Seat::First);
    assert_eq!(board, with_gaps([6, 3, 0, 0, 0, 0, 0, 1]));
}

#[test]
fn every_refusal_names_its_reason() {
    let board = with_gaps([2, 0, 6, 1, 1, 1, 1, 1]);
    assert_eq!(
        board.check(9, 1),
        Err(MoveError::NoSuchHeap { heap: 9, heaps: 8 })
    );
    assert_eq!(
        board.check(0, 1),
        Err(MoveError::NoSuchHeap { heap: 0, heaps: 8 })
    );
    assert_eq!(board.check(2, 1), Err(MoveError::EmptyHeap { heap: 2 }));
    assert_eq!(board.check(1, 0), Err(MoveError::NotPositive { count: 0 }));
    assert_eq!(
        board.check(1, -3),
        Err(MoveError::NotPositive { count: -3 })
    );
    assert_eq!(
        board.check(1, 3),
        Err(MoveError::TooMany {
            heap: 1,
            count: 3,
            holds: 2
        })
    );
    assert_eq!(board.check(3, 6), Ok(Move::new(2, 6)));
}

#[test]
fn a_click_on_a_free_cell_is_the_move_there() {
    // Column 1: red on cell 1, black on cell 6.
    let mut columns = [Column { red: 0, black: 1 }; SIZE];
    columns[0] = Column { red: 1, black: 6 };
    let board = Board::new(columns).unwrap();
    assert_eq!(board.move_to(0, 2, Piece::Black), Some(Move::new(0, 4)));
    assert_eq!(board.move_to(0, 5, Piece::Red), Some(Move::new(0, 4)));
    for cell in [0, 1, 6, 7] {
        assert_eq!(board.move_to(0, cell, Piece::Black), None, "cell {cell}");
    }
    assert_eq!(board.move_to(1, 0, Piece::Red), None, "a dead column");
    assert_eq!(board.move_to(SIZE, 2, Piece::Red), None);
}

/// Every multiset of gaps the board can hold, as sorted vectors of 8.
fn every_gap_multiset() -> Vec<[u32; SIZE]> {
    fn extend(from: u32, prefix: &mut Vec<u32>, out: &mut Vec<[u32; SIZE]>) {
        if prefix.len() == SIZE {
            out.push(prefix.clone().try_into().unwrap());
            return;
        }
        for g in from..=MAX_GAP {
            prefix.push(g);
            extend(g, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    extend(0, &mut Vec::new(), &mut out);
    out
}

/// Whether the side to move wins, by searching the whole game tree.
fn wins(gaps: [u32; SIZE], rules: Rules, memo: &mut HashMap<[u32; SIZE], bool>) -> bool {
    let mut key = gaps;
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let moves: Vec<[u32; SIZE]> = (0..SIZE)
        .flat_map(|c| {
            (1..=gaps[c]).map(move |k| {
                let mut next = gaps;
                next[c] -= k;
                next
            })
        })
        .collect();
    let result = if moves.is_empty() {
        // No move: normal play loses, misère wins.
        rules == Rules::Misere
    } else {
        moves.into_iter().any(|next| !wins(next, rules, memo))
    };
    memo.insert(key, result);
    result
}

#[test]
fn the_computer_never_misses_a_win_on_any_board() {
    for rules in [Rules::Normal, Rules::Misere] {
        let mut memo = HashMap::new();
        let mut rng = StdRng::seed_from_u64(5);
        for gaps in every_gap_multiset() {
            let mut board = with_gaps(gaps);
            let wins_here = wins(gaps, rules, &mut memo);
            let expected = if wins_here {
                Verdict::Win
            } else {
                Verdict::Loss
            };
            assert_eq!(verdict(board.heaps(), rules), expected, "{gaps:?}");
            let Some(mv) = choose_move(board.heaps(), rules, &mut rng) else {
                assert!(board.is_over());
                continue;
            };
            board.apply(
                board.check(mv.heap as i64 + 1, i64::from(mv.take)).unwrap(),
                Seat::Second,
            );
            if wins_here {
                let after: [u32; SIZE] = board.heaps().try_into().unwrap();
                assert!(!wins(after, rules, &mut memo), "{gaps:?}: {mv:?}");
            } else {
                // The seed's waiting move: one step in a largest gap.
                assert_eq!(mv.take, 1, "{gaps:?}");
                assert_eq!(gaps[mv.heap], *gaps.iter().max().unwrap());
            }
        }
    }
}

/// The seed counts the losing positions ("输棋棋局") its algorithm two finds:
/// three to eight live columns, not made of equal pairs (those are its
/// algorithm one). Counted here from the board itself, one board per
/// multiset of gaps.
#[test]
fn the_seeds_196_losing_positions() {
    let (mut losing, mut paired, mut all) = (0, 0, 0);
    for gaps in every_gap_multiset() {
        let board = with_gaps(gaps);
        let live: Vec<u32> = board.heaps().iter().copied().filter(|&g| g > 0).collect();
        if live.is_empty() {
            continue;
        }
        all += 1;
        let pairs = (1..=MAX_GAP).all(|g| live.iter().filter(|&&x| x == g).count() % 2 == 0);
        if pairs {
            paired += 1;
        } else if verdict(board.heaps(), Rules::Normal) == Verdict::Loss {
            losing += 1;
            assert!(live.len() >= 3, "{live:?}");
        }
    }
    assert_eq!(losing, 196);
    // The seed gives 208 paired positions and 2995 in all; counted in full,
    // with one to eight live columns, there are 209 and 3002.
    assert_eq!((paired, all), (209, 3002));
}

mod sessions;

#[test]
fn a_pass_hands_black_and_the_first_move_to_the_computer() {
    use crate::session::command::Command;
    use crate::session::{Event, Options, Session, Side};
    let board = with_gaps([6, 3, 0, 1, 2, 5, 2, 0]);
    let mut s = Session::<Board, _>::new(Options::default(), board, StdRng::seed_from_u64(1));
    s.start();
    assert_eq!(s.sides(), [Side::You, Side::Computer]);
    let before = s.table().clone();
    let events = s.act(Command::Pass).unwrap();
    assert_eq!(
        s.sides(),
        [Side::Computer, Side::You],
        "the opener plays black"
    );
    let Some(&Event::Moved { mv, .. }) = events.iter().find(|e| matches!(e, Event::Moved { .. }))
    else {
        panic!("the computer opens: {events:?}");
    };
    let (was, now) = (before.columns()[mv.heap], s.table().columns()[mv.heap]);
    assert_eq!(now.red, was.red, "red waits");
    assert_eq!(now.black, was.black - mv.take as usize, "black moves up");
    // Your pieces are red now: yours moves down.
    let opened = s.table().clone();
    let your = opened.heaps().iter().position(|&g| g > 0).unwrap();
    s.act(Command::Move {
        heap: your as i64 + 1,
        take: 1,
    })
    .unwrap();
    let red = s.table().columns()[your].red;
    assert_eq!(
        red,
        opened.columns()[your].red + 1,
        "your red piece went down"
    );
    // (The computer answered with black; undo takes both back.)
    s.act(Command::Undo).unwrap();
    assert_eq!(s.table(), &opened, "the opening move stays");
    assert_eq!(s.sides(), [Side::Computer, Side::You]);
}
