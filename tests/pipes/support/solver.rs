//! The learner's side of `nim learn`'s pipes: a puzzle as printed, and a
//! game-tree search that knows the moves and the last chip's rule, no
//! nim-sums, to answer it right or wrong.

use std::collections::HashMap;

/// A row's rule, as `rules:` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowRule {
    Nim,
    /// `take:K`: 1 to K chips.
    Take(u32),
    /// `kayles`: 1 or 2 chips side by side, from anywhere in a group.
    Kayles,
}

impl RowRule {
    /// The rule `rules:` spells `name`.
    pub fn named(name: &str) -> RowRule {
        match name {
            "nim" => RowRule::Nim,
            "kayles" => RowRule::Kayles,
            take => RowRule::Take(take.strip_prefix("take:").unwrap().parse().unwrap()),
        }
    }

    /// Whether taking `take` chips that leave `left` and `right` of their
    /// group is a move.
    fn allows(self, take: u32, left: u32, right: u32) -> bool {
        match self {
            RowRule::Nim => left == 0 || right == 0,
            RowRule::Take(k) => take <= k && (left == 0 || right == 0),
            RowRule::Kayles => take <= 2,
        }
    }
}

/// One puzzle as printed.
#[derive(Debug, Clone)]
pub struct Seen {
    pub lesson: u32,
    pub heaps: Vec<u32>,
    /// Each row's rule (from `rules:`; empty for nim rows).
    pub rules: Vec<RowRule>,
    /// `rules: misere` came before the puzzle.
    pub misere: bool,
    pub question: String,
}

/// A move as typed: row (0-based), count, and the first chip's place when
/// it is not the right end of the row's last group.
pub type Typed = (usize, u32, Option<u32>);

/// The game tree, knowing moves and the last chip's rule, no nim-sums. Rows
/// are places (bit `j - 1`: chip `j` is there).
pub struct Solver {
    misere: bool,
    rules: Vec<RowRule>,
    known: HashMap<Vec<u64>, bool>,
}

impl Solver {
    pub fn of(seen: &Seen) -> Solver {
        // The ladder's misère lesson is the seventh, and it says so.
        assert_eq!(seen.misere, seen.lesson == 7, "lesson {}", seen.lesson);
        Solver {
            misere: seen.misere,
            rules: seen.rules.clone(),
            known: HashMap::new(),
        }
    }

    /// Every move from `rows`, with what it leaves. A row that cannot
    /// split (nim, take:K) is a count: its moves are taken from the right
    /// end, as typed without a place, the left end's being the same game.
    pub fn moves(&self, rows: &[u64]) -> Vec<(Typed, Vec<u64>)> {
        let mut moves = Vec::new();
        for (row, &bits) in rows.iter().enumerate() {
            let rule = self.rules.get(row).copied().unwrap_or(RowRule::Nim);
            if rule != RowRule::Kayles {
                let count = bits.count_ones();
                let most = match rule {
                    RowRule::Take(k) => k.min(count),
                    _ => count,
                };
                for take in 1..=most {
                    let mut after = rows.to_vec();
                    after[row] = (1u64 << (count - take)) - 1;
                    moves.push(((row, take, None), after));
                }
                continue;
            }
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
                        if rule.allows(take, left, len - take - left) {
                            let start = j + left + 1;
                            let at = (start + take - 1 != last_end).then_some(start);
                            let mut after = rows.to_vec();
                            after[row] &= !(((1u64 << take) - 1) << (start - 1));
                            moves.push(((row, take, at), after));
                        }
                    }
                }
                j += len;
            }
        }
        moves
    }

    pub fn wins(&mut self, rows: &[u64]) -> bool {
        // Nim rows in any order are the same game.
        let mut key = rows.to_vec();
        if self.rules.is_empty() {
            key.sort_unstable();
        }
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let moves = self.moves(rows);
        let wins = if moves.is_empty() {
            self.misere
        } else {
            (moves.into_iter()).any(|(_, after)| !self.wins(&after))
        };
        self.known.insert(key, wins);
        wins
    }

    /// A move that wins, or one that loses.
    pub fn find(&mut self, rows: &[u64], winning: bool) -> Option<Typed> {
        (self.moves(rows).into_iter())
            .find(|(_, after)| self.wins(after) != winning)
            .map(|(mv, _)| mv)
    }
}

/// Rows of chips as places, every chip there.
pub fn places(heaps: &[u32]) -> Vec<u64> {
    heaps.iter().map(|&n| (1u64 << n) - 1).collect()
}

/// The right answer (or a wrong one) as typed.
pub fn answer(seen: &Seen, right: bool) -> String {
    let mut solver = Solver::of(seen);
    let rows = places(&seen.heaps);
    if seen.question == "verdict" {
        let wins = solver.wins(&rows);
        return if wins == right { "y" } else { "n" }.to_string();
    }
    let (row, take, at) = solver
        .find(&rows, right)
        .or_else(|| solver.find(&rows, true))
        .expect("a move puzzle has a move");
    match at {
        Some(at) => format!("{} {take} {at}", row + 1),
        None => format!("{} {take}", row + 1),
    }
}
