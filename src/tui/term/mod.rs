//! Terminal plumbing: the raw-mode guard and its signals, job control, the
//! wake-ups of the one event loop, and the loop every screen runs in.

pub(in crate::tui) mod event_loop;
pub(in crate::tui) mod job;
pub(in crate::tui) mod screen_app;
pub mod terminal;
pub(in crate::tui) mod wake;
