//! What the session plays on: a game of heaps with its own pieces. The book's
//! rows ([`crate::table::rows::Rows`]) and the board of 尼姆棋 ([`crate::table::board::Board`])
//! are both one: the strategy plays their heaps (chips in a row, free cells in
//! a column), while each keeps its own picture and its own way to start afresh.

pub mod board;
pub mod layout;
pub mod rows;
pub mod setup;
pub mod start;

use std::fmt;

use rand::Rng;
use thiserror::Error;

use crate::theory::engine::Engine;
use crate::theory::rule::Rule;
use crate::theory::strategy::{Move, Rules};
use crate::theory::sum::Games;
use layout::Layout;

/// The seat that moves: the first opens every game (black on the board).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Seat {
    First,
    Second,
}

/// What the end of a game did to the table of the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NextGame {
    /// The same rows again (the computer or a second player won: OwnVictory).
    Same,
    /// Every row gained a chip (PlayerVictory).
    EveryRow,
    /// The rows below the limit gained a chip; the full ones stayed.
    SomeRows,
    /// Every row was already full: nothing could grow.
    Full,
    /// A new board was dealt.
    Dealt,
}

/// How a game ended, as far as the next table cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// A person beat the computer (the book's PlayerVictory: the rows grow).
    PlayerVictory,
    /// The computer won (the book's OwnVictory), or one of two players did.
    OwnVictory,
}

/// What `-1 0` means for a table.
#[derive(Debug, Clone, Copy)]
pub enum Renewal<T> {
    /// Ask the book's `GetChange` questions, then build the next table from
    /// the one before, the layout they give and the rows' rules they named
    /// (`None`: the row keeps its rule).
    Ask(fn(&T, Layout, &[Option<Rule>]) -> T),
    /// The table dealt itself anew: a new game starts at once.
    Dealt,
}

/// Why a move cannot be made on the current table. Heaps are counted from 1
/// as the player types them: a row of chips, or a column of the board; so
/// are a row's places. A refusal by a row's rule carries the rule, so that
/// it can be said in the rule's own terms.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("no heap {heap} (heaps are 1 to {heaps})")]
    NoSuchHeap { heap: i64, heaps: usize },
    #[error("heap {heap} is empty")]
    EmptyHeap { heap: usize },
    #[error("a move takes at least one, not {count}")]
    NotPositive { count: i64 },
    #[error("heap {heap} holds {holds}, not {count}")]
    TooMany { heap: usize, count: i64, holds: u32 },
    #[error("a move here is two numbers: no place to start at")]
    NoPlaces,
    #[error("heap {heap} has places 1 to {places}, not {at}")]
    NoSuchPlace { heap: usize, at: i64, places: u32 },
    #[error("heap {heap}: the {count} chips from place {at} are not all there")]
    NotThere { heap: usize, at: u32, count: u32 },
    #[error("heap {heap}'s last group holds {holds}, not {count}")]
    GroupTooSmall { heap: usize, count: u32, holds: u32 },
    #[error("heap {heap}: {rule} never takes {count}")]
    RuleCount { heap: usize, count: u32, rule: Rule },
    #[error("heap {heap}: {rule} does not take {count} from there")]
    RulePlace { heap: usize, count: u32, rule: Rule },
}

/// A game of heaps the session can run.
pub trait Table: Clone + fmt::Debug {
    /// The heaps the strategy plays: chips in each row, free cells in each column.
    fn heaps(&self) -> &[u32];

    /// Applies a checked move made by `seat`, and returns it as
    /// [`Table::restore`] takes it back (a row's move with its place).
    ///
    /// # Panics
    /// If the move takes more than its heap holds: a move from [`Table::check`]
    /// or from the strategy never does.
    fn apply(&mut self, mv: Move, seat: Seat) -> Move;

    /// Undoes `mv`, made by `seat` on this table, as [`Table::apply`]
    /// returned it.
    fn restore(&mut self, mv: Move, seat: Seat);

    /// The heaps as a sum of games under their rules, when some heap plays
    /// a rule other than nim; `None` for the book's game, which the nim
    /// strategy plays on [`Table::heaps`]. What a table says of itself:
    /// callers ask [`Table::engine`].
    fn games(&self) -> Option<Games> {
        None
    }

    /// The engine that answers this position (hint, assessment, the
    /// computer's move, who wins) under `rules`, whichever theory plays it.
    fn engine(&self, rules: Rules) -> Engine<'_> {
        Engine::new(self.heaps(), rules, self.games())
    }

    /// Readies the next game after one ended as `ending` says.
    fn next_game<R: Rng + ?Sized>(&mut self, ending: Ending, rng: &mut R) -> NextGame;

    /// `-1 0`: the questions to ask for the next table, or a new deal made.
    fn renew<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Renewal<Self>;

    /// Checks a move typed as 1-based heap and amount, and returns it 0-based.
    fn check(&self, heap: i64, take: i64) -> Result<Move, MoveError> {
        check_heaps(self.heaps(), heap, take)
    }

    /// The most a heap of this table can ever hold, where its binary view
    /// always writes that many digits (the board's gaps, 0-6: three); 0
    /// where the view fits the heaps at hand. The hint writes numbers alike.
    fn heap_bound(&self) -> u32 {
        0
    }

    /// Whether a move may name the place of its first chip (`ROW COUNT AT`).
    fn has_places(&self) -> bool {
        false
    }

    /// Checks a move typed with the place of its first chip (`ROW COUNT
    /// AT`); a table without places refuses it.
    fn check_at(&self, _heap: i64, _take: i64, _at: i64) -> Result<Move, MoveError> {
        Err(MoveError::NoPlaces)
    }

    /// True when no move is left: the game is over, and whoever made the
    /// last move won (normal play).
    /// Under rules such as dawson's, chips no move may take are left.
    fn is_over(&self) -> bool {
        self.engine(Rules::Normal).is_over()
    }
}

/// The book's checks of a move on heaps, in its order: the heap exists, it is
/// not empty, the count is positive and not more than the heap holds.
pub(crate) fn check_heaps(heaps: &[u32], heap: i64, take: i64) -> Result<Move, MoveError> {
    let len = heaps.len();
    let index = usize::try_from(heap)
        .ok()
        .filter(|h| (1..=len).contains(h))
        .ok_or(MoveError::NoSuchHeap { heap, heaps: len })?;
    let holds = heaps[index - 1];
    if holds == 0 {
        return Err(MoveError::EmptyHeap { heap: index });
    }
    if take <= 0 {
        return Err(MoveError::NotPositive { count: take });
    }
    let taken = u32::try_from(take)
        .ok()
        .filter(|&c| c <= holds)
        .ok_or(MoveError::TooMany {
            heap: index,
            count: take,
            holds,
        })?;
    Ok(Move::new(index - 1, taken))
}
