//! `nim`: parse the command line, hand it to the composition root
//! ([`nim::run`]), map what comes back to an exit status.
#![forbid(unsafe_code)]

use std::io::{self, Write};
use std::process::ExitCode;

use nim::cli::{Invocation, parse_args};
use nim::run::{analyze, completions, join, learn, man, play, puzzle, replay, serve, worksheet};
use nim::text::Locale;

fn main() -> ExitCode {
    // A file-size limit fails a write, not the game (see `io::file_size`).
    let _ = nim::io::file_size::writes_fail_past_the_limit();
    let invocation = match parse_args(std::env::args_os(), locale()) {
        Ok(invocation) => invocation,
        Err(error) => {
            // Help and version go to stdout with status 0; mistakes to stderr with 2.
            // Help that cannot be written (`--help > /dev/full`) is a failure too.
            if let Err(failed) = error.print()
                && error.exit_code() == 0
                && failed.kind() != io::ErrorKind::BrokenPipe
            {
                let _ = writeln!(io::stderr(), "nim: {failed}");
                return ExitCode::FAILURE;
            }
            return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(2));
        }
    };
    // An output error names the command, as its other errors do.
    let name = match &invocation {
        Invocation::Analyze(_) => "nim analyze",
        Invocation::Worksheet(_) => "nim worksheet",
        Invocation::Man => "nim man",
        Invocation::Completions(_) => "nim completions",
        _ => "nim",
    };
    let outcome = match invocation {
        Invocation::Play(options) => play(options),
        Invocation::Analyze(options) => analyze(options),
        Invocation::Replay(options) => replay(options),
        Invocation::Learn(options) => learn(options),
        Invocation::Puzzle(options) => puzzle(options),
        Invocation::Worksheet(options) => worksheet(options),
        Invocation::Serve(options) => serve(options),
        Invocation::Join(options) => join(options),
        Invocation::Man => man(),
        Invocation::Completions(shell) => completions(shell),
    };
    match outcome {
        Ok(code) => code,
        // A closed pipe is a normal way out: the reader has all it wanted.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            let _ = writeln!(io::stderr(), "{name}: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The locale's wishes. `var_os`: a value that is not UTF-8 is still set,
/// and decides (as English) before the variables after it.
fn locale() -> Locale {
    let var = |name| std::env::var_os(name);
    Locale::from_vars(
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
    )
}
