//! The learner's side of `nim learn`'s pipes: a puzzle as printed, and a
//! game-tree search that knows the moves and the last chip's rule, no
//! nim-sums, to answer it right or wrong.
#![allow(dead_code)]

use std::collections::HashMap;

/// One puzzle as printed.
#[derive(Debug, Clone)]
pub struct Seen {
    pub lesson: u32,
    pub heaps: Vec<u32>,
    /// `take:K`'s K for each row under it (from `rules:`).
    pub takes: Vec<Option<u32>>,
    pub question: String,
}

/// The game tree, knowing moves and the last chip's rule, no nim-sums.
pub struct Solver {
    misere: bool,
    takes: Vec<Option<u32>>,
    known: HashMap<Vec<u32>, bool>,
}

impl Solver {
    pub fn of(seen: &Seen) -> Solver {
        Solver {
            misere: seen.lesson == 7,
            takes: seen.takes.clone(),
            known: HashMap::new(),
        }
    }

    pub fn moves(&self, heaps: &[u32]) -> Vec<(usize, u32)> {
        let mut moves = Vec::new();
        for (row, &count) in heaps.iter().enumerate() {
            let most = self.takes.get(row).copied().flatten().unwrap_or(count);
            moves.extend((1..=count.min(most)).map(|take| (row, take)));
        }
        moves
    }

    pub fn after(heaps: &[u32], (row, take): (usize, u32)) -> Vec<u32> {
        let mut after = heaps.to_vec();
        after[row] -= take;
        after
    }

    pub fn wins(&mut self, heaps: &[u32]) -> bool {
        if let Some(&known) = self.known.get(heaps) {
            return known;
        }
        let moves = self.moves(heaps);
        let wins = if moves.is_empty() {
            self.misere
        } else {
            moves
                .into_iter()
                .any(|mv| !self.wins(&Solver::after(heaps, mv)))
        };
        self.known.insert(heaps.to_vec(), wins);
        wins
    }

    /// A move that wins, or one that loses.
    pub fn find(&mut self, heaps: &[u32], winning: bool) -> Option<(usize, u32)> {
        (self.moves(heaps).into_iter()).find(|&mv| self.wins(&Solver::after(heaps, mv)) != winning)
    }
}

/// The right answer (or a wrong one) as typed.
pub fn answer(seen: &Seen, right: bool) -> String {
    let mut solver = Solver::of(seen);
    if seen.question == "verdict" {
        let wins = solver.wins(&seen.heaps);
        return if wins == right { "y" } else { "n" }.to_string();
    }
    let (row, take) = solver
        .find(&seen.heaps, right)
        .or_else(|| solver.find(&seen.heaps, true))
        .expect("a move puzzle has a move");
    format!("{} {take}", row + 1)
}
