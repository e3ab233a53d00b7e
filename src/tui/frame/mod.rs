//! The frame every screen draws in: the 80x25 grid, the screen and its
//! diff renderer, the enlarge notice, the line editor and the rows' field.

pub(in crate::tui) mod binary;
pub(in crate::tui) mod field;
pub(in crate::tui) mod glyphs;
pub(in crate::tui) mod grid;
pub(in crate::tui) mod input;
pub(in crate::tui) mod notice;
pub(in crate::tui) mod render;
pub(in crate::tui) mod screen;
