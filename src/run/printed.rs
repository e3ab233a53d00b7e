//! `nim man` and `nim completions`: the text `cli` writes from its tables,
//! naming the program as it was called, printed.

use std::io::{self, Write};
use std::process::ExitCode;

use crate::cli::{self, Shell};
use crate::io::invocation::Invocation;

/// The manual page, in roff.
pub fn man() -> io::Result<ExitCode> {
    print(&cli::page(&Invocation::here().program()))
}

/// The completion script of `shell`.
pub fn completions(shell: Shell) -> io::Result<ExitCode> {
    print(&cli::script(shell, &Invocation::here().program()))
}

fn print(text: &str) -> io::Result<ExitCode> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
