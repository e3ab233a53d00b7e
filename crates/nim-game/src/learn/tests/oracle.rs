//! The game-tree search the lessons' puzzles are checked against: it
//! knows the moves and who wins an empty table, and nothing of nim-sums or
//! Grundy values.

use std::collections::HashMap;

use crate::learn::{Play, Position};
use crate::theory::rule::Rule;
use crate::theory::strategy::{Move, Rules};

/// Whether the player to move wins, by trying every move. One solver per
/// game (nim rows normal or misère, the board's gaps) serves every puzzle
/// of it; nim rows are known by their sorted counts.
pub struct Solver {
    misere: bool,
    known: HashMap<Vec<u32>, bool>,
}

impl Solver {
    fn moves(&self, heaps: &[u32]) -> Vec<Move> {
        let mut moves = Vec::new();
        for (heap, &count) in heaps.iter().enumerate() {
            moves.extend((1..=count).map(|take| Move::new(heap, take)));
        }
        moves
    }

    fn wins(&mut self, heaps: &[u32]) -> bool {
        let mut key: Vec<u32> = heaps.iter().copied().filter(|&c| c > 0).collect();
        key.sort_unstable();
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let moves = self.moves(heaps);
        let wins = if moves.is_empty() {
            // Nobody can move: the last chip went to the other player, who
            // wins normal play and loses misère.
            self.misere
        } else {
            moves.into_iter().any(|mv| !self.wins(&after(heaps, mv)))
        };
        self.known.insert(key, wins);
        wins
    }
}

/// Rows under their own rules, searched chip by chip: each row its rule and
/// its places (bit `j - 1`: place `j`), a move any run of chips side by
/// side that the rule lets go from where it stands. No Grundy value here.
#[derive(Default)]
pub(crate) struct Places {
    known: HashMap<Vec<(Rule, u64)>, bool>,
}

/// Rows as places, all chips there.
fn places(position: &Position) -> Vec<(Rule, u64)> {
    (position.heaps.iter().enumerate())
        .map(|(heap, &count)| (position.rule(heap), (1u64 << count) - 1))
        .collect()
}

impl Places {
    /// Every move and what it leaves; a move from the right end of a row's
    /// last group is written without its place, as the game types it.
    fn moves(rows: &[(Rule, u64)]) -> Vec<(Move, Vec<(Rule, u64)>)> {
        let mut moves = Vec::new();
        for (heap, (rule, bits)) in rows.iter().enumerate() {
            let last_end = 64 - bits.leading_zeros();
            let mut j = 0;
            while j < 64 {
                if bits >> j & 1 == 0 {
                    j += 1;
                    continue;
                }
                let len = (bits >> j).trailing_ones();
                for take in 1..=len {
                    for left in (0..=len - take).rev() {
                        if !rule.allows(take, left, len - take - left) {
                            continue;
                        }
                        let start = j + left + 1;
                        let at = (start + take - 1 != last_end).then_some(start);
                        let mut after = rows.to_vec();
                        after[heap].1 &= !(((1u64 << take) - 1) << (start - 1));
                        moves.push((Move { heap, take, at }, after));
                    }
                }
                j += len;
            }
        }
        moves
    }

    fn wins(&mut self, rows: &[(Rule, u64)]) -> bool {
        if let Some(&known) = self.known.get(rows) {
            return known;
        }
        let wins = (Places::moves(rows).into_iter()).any(|(_, after)| !self.wins(&after));
        self.known.insert(rows.to_vec(), wins);
        wins
    }
}

/// The search's answers for any puzzle: who wins, the moves, what each
/// leaves.
#[derive(Default)]
pub(crate) struct Oracle {
    nim: HashMap<bool, Solver>,
    places: Places,
}

impl Oracle {
    fn solver(&mut self, position: &Position) -> &mut Solver {
        let misere = position.rules() == Rules::Misere;
        (self.nim.entry(misere)).or_insert_with(|| Solver {
            misere,
            known: HashMap::new(),
        })
    }

    pub fn wins(&mut self, position: &Position) -> bool {
        match position.play {
            Play::Ruled(_) => self.places.wins(&places(position)),
            _ => self.solver(position).wins(&position.heaps),
        }
    }

    pub fn moves(&mut self, position: &Position) -> Vec<Move> {
        match position.play {
            Play::Ruled(_) => (Places::moves(&places(position)).into_iter())
                .map(|(mv, _)| mv)
                .collect(),
            _ => self.solver(position).moves(&position.heaps),
        }
    }

    /// Whether `mv` leaves the other player lost.
    pub(crate) fn wins_by(&mut self, position: &Position, mv: Move) -> bool {
        match position.play {
            Play::Ruled(_) => {
                let moves = Places::moves(&places(position));
                let (_, after) = (moves.into_iter().find(|(m, _)| *m == mv))
                    .unwrap_or_else(|| panic!("{mv:?} is no move of {position:?}"));
                !self.places.wins(&after)
            }
            _ => !self.solver(position).wins(&after(&position.heaps, mv)),
        }
    }
}

impl Oracle {
    /// Whether `reply`, answering `tried` on `position`, leaves the side
    /// that played `tried` lost (`tried` and `reply` checked moves).
    pub(crate) fn reply_wins(&mut self, position: &Position, tried: Move, reply: Move) -> bool {
        match position.play {
            Play::Ruled(_) => {
                let step = |rows: &[(Rule, u64)], mv: Move| {
                    (Places::moves(rows).into_iter())
                        .find(|(m, _)| *m == mv)
                        .map(|(_, after)| after)
                        .unwrap_or_else(|| panic!("{mv:?} is no move of {rows:?}"))
                };
                let left = step(&places(position), tried);
                !self.places.wins(&step(&left, reply))
            }
            _ => {
                let left = after(&position.heaps, tried);
                assert!(left[reply.heap] >= reply.take, "{reply:?} on {left:?}");
                !self.solver(position).wins(&after(&left, reply))
            }
        }
    }
}

pub fn after(heaps: &[u32], mv: Move) -> Vec<u32> {
    let mut after = heaps.to_vec();
    after[mv.heap] -= mv.take;
    after
}
