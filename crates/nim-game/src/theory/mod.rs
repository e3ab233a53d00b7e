//! The theory of the game: nim-sums and the book's `ChooseMove`, the
//! binary table's digits, the rules a row may play and their Grundy values,
//! sums of games, and the one engine that answers a position under either.

pub mod bits;
pub mod engine;
pub mod grundy;
pub mod rule;
pub mod strategy;
pub mod sum;
