//! The theory of the game: nim-sums and the book's `ChooseMove`, the
//! binary table's digits, the rules a row may play and their Grundy values,
//! and sums of games.

pub mod bits;
pub mod grundy;
pub mod rule;
pub mod strategy;
pub mod sum;
