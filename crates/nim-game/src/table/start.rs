//! What a session starts from, as the command line chose it: which game
//! (the one branch on the game, taken by the composition root) and, for the
//! book's rows, which first layout. Pure: no terminal, no text.

use rand::Rng;

use crate::table::layout::Layout;

/// The game to play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Game {
    /// The book's rows of chips.
    #[default]
    Rows,
    /// 尼姆棋: pieces on an 8x8 board, the free cells of a column its heap.
    Board,
}

/// The rows' first layout: one choice of three.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Start {
    /// The book's figure 2.3 (3 4 5).
    #[default]
    Book,
    /// `--rows`.
    Given(Layout),
    /// `--random`, drawn from the session's generator.
    Random,
}

impl Start {
    /// The layout to start from; only [`Start::Random`] draws from `rng`.
    pub fn layout<R: Rng + ?Sized>(self, rng: &mut R) -> Layout {
        match self {
            Start::Book => Layout::default(),
            Start::Given(layout) => layout,
            Start::Random => Layout::random(rng),
        }
    }
}
