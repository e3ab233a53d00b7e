//! The game's screen: the app that plays a session, its view, the board,
//! the binary table, the setup questions, the keys, the review and the
//! ending.

pub(in crate::tui) mod app;
pub(in crate::tui) mod board_view;
pub(in crate::tui) mod ending;
pub(in crate::tui) mod keys_view;
pub(in crate::tui) mod review_view;
pub(in crate::tui) mod rule_tags;
pub(in crate::tui) mod screen;
pub(in crate::tui) mod setup_view;
pub(in crate::tui) mod view;
