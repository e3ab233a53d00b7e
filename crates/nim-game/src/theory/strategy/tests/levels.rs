//! The levels against the players a beginner is: 1,000 seeded games each
//! of a random mover, a whole-row taker and a hint-follower against every
//! level, from random rows, the player first. The win rates are printed
//! (`cargo test -p nim-game levels -- --nocapture`); what is asserted is
//! what a level promises a learner.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::theory::strategy::*;

/// How the player chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Player {
    Random,
    WholeRow,
    HintFollower,
}

impl Player {
    fn choose(self, rows: &[u32], rng: &mut ChaCha8Rng) -> Move {
        let filled: Vec<usize> = (0..rows.len()).filter(|&r| rows[r] > 0).collect();
        let row = filled[rng.random_range(0..filled.len())];
        match self {
            Player::Random => Move::new(row, rng.random_range(1..=rows[row])),
            Player::WholeRow => Move::new(row, rows[row]),
            Player::HintFollower => match hint(rows, Rules::Normal) {
                Some(Hint::Win { mv, .. } | Hint::Wait(mv)) => mv,
                None => unreachable!("a move is asked for only while chips are left"),
            },
        }
    }
}

const GAMES: u64 = 1_000;

/// One game from `rows`, the player first: whether the player won.
fn player_wins(player: Player, level: Level, mut rows: Vec<u32>, rng: &mut ChaCha8Rng) -> bool {
    loop {
        let mv = player.choose(&rows, rng);
        rows[mv.heap] -= mv.take;
        if rows.iter().all(|&c| c == 0) {
            return true;
        }
        let reply = level_move(&rows, Rules::Normal, level, Some(mv), rng).unwrap();
        assert!(
            reply.take >= 1 && reply.take <= rows[reply.heap],
            "{reply:?} on {rows:?}"
        );
        rows[reply.heap] -= reply.take;
        if rows.iter().all(|&c| c == 0) {
            return false;
        }
    }
}

/// The games' starting rows: three to five rows of one to seven chips.
fn start(rng: &mut ChaCha8Rng) -> Vec<u32> {
    let count = rng.random_range(3..=5);
    (0..count).map(|_| rng.random_range(1..=7)).collect()
}

/// Wins of `player` against `level` in [`GAMES`] seeded games, and the
/// games it could win from the start.
fn play(player: Player, level: Level) -> (u64, u64, u64) {
    let (mut wins, mut winnable, mut won_winnable) = (0, 0, 0);
    for seed in 0..GAMES {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let rows = start(&mut rng);
        let can_win = nim_sum(&rows) != 0;
        let won = player_wins(player, level, rows, &mut rng);
        wins += u64::from(won);
        winnable += u64::from(can_win);
        won_winnable += u64::from(can_win && won);
    }
    (wins, winnable, won_winnable)
}

#[test]
fn a_beginner_can_beat_easy_and_the_hint_follower_wins_every_game_it_can() {
    let mut rates = Vec::new();
    for player in [Player::Random, Player::WholeRow, Player::HintFollower] {
        for level in Level::ALL {
            let (wins, winnable, won_winnable) = play(player, level);
            println!(
                "{player:?} against {}: won {wins} of {GAMES} ({:.1}%); won {won_winnable} of the {winnable} it could win",
                level.name(),
                100.0 * wins as f64 / GAMES as f64
            );
            rates.push((player, level, wins));
            if player == Player::HintFollower {
                assert_eq!(won_winnable, winnable, "{level:?}");
            }
        }
    }
    let rate = |player, level| {
        (rates.iter())
            .find(|&&(p, l, _)| p == player && l == level)
            .map_or(0, |&(_, _, wins)| wins)
    };
    // A random mover wins a good share against easy, fewer against
    // medium, and against hard almost nothing.
    assert!(rate(Player::Random, Level::Easy) >= GAMES / 4);
    assert!(rate(Player::Random, Level::Medium) < rate(Player::Random, Level::Easy));
    assert!(rate(Player::Random, Level::Hard) < rate(Player::Random, Level::Medium));
    assert!(rate(Player::WholeRow, Level::Easy) >= GAMES / 4);
}

#[test]
fn every_slip_is_a_legal_move_of_its_kind() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..2_000 {
        let rows = start(&mut rng);
        let last = Move::new(rng.random_range(0..rows.len()), rng.random_range(1..=3));
        for kind in Slip::ALL {
            for mv in kind.moves(&rows, Some(last)) {
                assert!(
                    mv.take >= 1 && mv.take <= rows[mv.heap],
                    "{kind:?} {mv:?} {rows:?}"
                );
                let after = rows[mv.heap] - mv.take;
                match kind {
                    Slip::WholeRow => assert_eq!(after, 0),
                    Slip::CopyLast => assert!(mv.take == last.take && mv.heap != last.heap),
                    Slip::OneFromBiggest => {
                        assert!(mv.take == 1 && rows[mv.heap] == *rows.iter().max().unwrap());
                    }
                    Slip::BalanceTwo => {
                        let equal = (0..rows.len()).any(|r| r != mv.heap && rows[r] == after);
                        assert!(equal && after > 0, "{mv:?} {rows:?}");
                    }
                }
            }
        }
    }
}
