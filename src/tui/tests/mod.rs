//! The screen's tests that take in every part of it at once.

mod fuzz;
