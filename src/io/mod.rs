//! The world outside: input read in bounded lines, the record and progress
//! files, and the sockets of a network game.

pub mod file_size;
pub mod invocation;
pub mod lines;
pub mod progress;
pub mod record_file;
pub mod socket;
