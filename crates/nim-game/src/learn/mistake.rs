//! The kind of a wrong answer, from the puzzle and the answer alone: what
//! the report card counts and names ("took a whole row", "left the 2s
//! odd"). A habit is named before the lesson's lens: a child who empties a
//! row out of habit does so in every lesson, and that is what to say.

use std::fmt;
use std::str::FromStr;

use crate::learn::{Answer, Play, Puzzle, Question};
use crate::theory::strategy::Rules;

/// What kind of wrong answer it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mistake {
    /// "Yes" where the player to move loses.
    SaidYesOnLost,
    /// "No" where the player to move wins.
    SaidNoOnWon,
    /// Emptied a row of two chips or more.
    TookWholeRow,
    /// Took a single chip from a row of two or more.
    TookOneChip,
    /// Left a single row (normal play): the other player takes it all.
    LeftOneRow,
    /// Left two rows that differ: the other player evens them.
    LeftRowsUnequal,
    /// Left the column of this power of two odd (its highest odd column).
    LeftOdd(u32),
    /// Misère: left only single chips, and the wrong number of them.
    MisereEnd,
    /// Rows under rules: left values whose nim-sum is not 0.
    ValuesUnbalanced,
    /// None of the above.
    Other,
}

impl Mistake {
    /// Every kind named by a word alone (all but `LeftOdd`, which carries
    /// its power): what a file's `mistake` line may name besides.
    pub const NAMED: [Mistake; 9] = [
        Mistake::SaidYesOnLost,
        Mistake::SaidNoOnWon,
        Mistake::TookWholeRow,
        Mistake::TookOneChip,
        Mistake::LeftOneRow,
        Mistake::LeftRowsUnequal,
        Mistake::MisereEnd,
        Mistake::ValuesUnbalanced,
        Mistake::Other,
    ];
}

/// The kind of `answer`'s mistake, `None` when it is right.
pub fn classify(puzzle: &Puzzle, answer: Answer) -> Option<Mistake> {
    let position = &puzzle.position;
    let mv = match (puzzle.question, answer) {
        (Question::Wins, Answer::Wins(said)) => {
            let wins = position.wins();
            return match (said, wins) {
                (true, false) => Some(Mistake::SaidYesOnLost),
                (false, true) => Some(Mistake::SaidNoOnWon),
                _ => None,
            };
        }
        (Question::Wins, Answer::Move(_)) => return None,
        (Question::Move, Answer::Wins(_)) => return Some(Mistake::Other),
        (Question::Move, Answer::Move(mv)) if position.wins_by(mv) => return None,
        (Question::Move, Answer::Move(mv)) => mv,
    };
    let row = position.heaps.get(mv.heap).copied().unwrap_or(0);
    if row >= 2 && mv.take == row && mv.at.is_none() {
        return Some(Mistake::TookWholeRow);
    }
    if row >= 2 && mv.take == 1 {
        return Some(Mistake::TookOneChip);
    }
    if matches!(position.play, Play::Ruled(_)) {
        return Some(Mistake::ValuesUnbalanced);
    }
    let after = position.after(mv);
    let left: Vec<u32> = after.iter().copied().filter(|&c| c > 0).collect();
    let sum = after.iter().fold(0, |sum, &c| sum ^ c);
    let misere = position.rules() == Rules::Misere;
    Some(match left.as_slice() {
        _ if misere && left.iter().all(|&c| c <= 1) => Mistake::MisereEnd,
        [_] if !misere => Mistake::LeftOneRow,
        [a, b] if a != b => Mistake::LeftRowsUnequal,
        _ if sum != 0 => Mistake::LeftOdd(1 << sum.ilog2()),
        _ => Mistake::Other,
    })
}

/// As the progress file and `report: mistake` write it: `took-whole-row`,
/// `left-2s-odd`.
impl fmt::Display for Mistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Mistake::SaidYesOnLost => "said-yes-on-lost",
            Mistake::SaidNoOnWon => "said-no-on-won",
            Mistake::TookWholeRow => "took-whole-row",
            Mistake::TookOneChip => "took-one-chip",
            Mistake::LeftOneRow => "left-one-row",
            Mistake::LeftRowsUnequal => "left-rows-unequal",
            Mistake::LeftOdd(power) => return write!(f, "left-{power}s-odd"),
            Mistake::MisereEnd => "misere-end",
            Mistake::ValuesUnbalanced => "values-unbalanced",
            Mistake::Other => "other",
        };
        f.write_str(name)
    }
}

impl FromStr for Mistake {
    type Err = ();

    fn from_str(name: &str) -> Result<Mistake, ()> {
        let odd = name
            .strip_prefix("left-")
            .and_then(|rest| rest.strip_suffix("s-odd"))
            .filter(|n| n.bytes().all(|b| b.is_ascii_digit()) && !n.starts_with('0'))
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|n| n.is_power_of_two());
        if let Some(power) = odd {
            return Ok(Mistake::LeftOdd(power));
        }
        Mistake::NAMED
            .into_iter()
            .find(|kind| kind.to_string() == name)
            .ok_or(())
    }
}
