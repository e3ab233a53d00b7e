//! `nim`: parse the command line, pick a front end, map errors to exit codes.
#![forbid(unsafe_code)]

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use nim::analyze::{Report, analyze_stream, parse_rows, write_analysis};
use nim::board::Board;
use nim::cli::{AnalyzeOptions, Invocation, PlayOptions, parse_args};
use nim::layout::Layout;
use nim::plain::{self, PlainConfig, Printed};
use nim::rows::Rows;
use nim::session::Session;
use nim::table::Kind;
use nim::text::Locale;
use nim::tui::view::Scene;
use nim::tui::{self, TuiConfig};

fn main() -> ExitCode {
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
    let outcome = match invocation {
        Invocation::Play(options) => play(options),
        Invocation::Analyze(options) => analyze(options),
    };
    match outcome {
        Ok(code) => code,
        // A closed pipe is a normal way out: the reader has all it wanted.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            let _ = writeln!(io::stderr(), "nim: {error}");
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

fn play(options: PlayOptions) -> io::Result<ExitCode> {
    let mut rng = match options.seed {
        // A named, portable generator: a seed replays the same game after
        // any dependency upgrade (`StdRng` promises no such thing).
        Some(seed) => ChaCha8Rng::seed_from_u64(seed),
        None => ChaCha8Rng::from_os_rng(),
    };
    match options.game {
        Kind::Rows => {
            let layout = match &options.layout {
                Some(layout) => layout.clone(),
                None if options.random => Layout::random(&mut rng),
                None => Layout::default(),
            };
            run(
                Session::<Rows, _>::new(options.options, layout, rng),
                &options,
            )
        }
        Kind::Board => {
            let board = Board::deal(&mut rng);
            run(
                Session::<Board, _>::new(options.options, board, rng),
                &options,
            )
        }
    }
}

/// Plays a session on the book's screen, or line by line where the screen
/// cannot be drawn.
fn run<T: Scene + Printed + Send + 'static>(
    session: Session<T, ChaCha8Rng>,
    options: &PlayOptions,
) -> io::Result<ExitCode> {
    let lang = options.lang;
    let stdin = io::stdin();
    // The book's screen needs a terminal on both sides that can draw it;
    // pipes and dumb terminals get plain mode.
    if !options.plain && stdin.is_terminal() && io::stdout().is_terminal() && tui::can_draw_here() {
        // NO_COLOR (any value but empty) turns reverse video and colour off.
        let colour = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        let config = TuiConfig {
            lang,
            quiet: options.quiet,
            ascii: options.ascii,
            coach: options.coach,
            colour,
            mouse: options.mouse,
        };
        tui::run(session, config)?;
        return Ok(ExitCode::SUCCESS);
    }
    let config = PlainConfig {
        lang,
        input_echoed: stdin.is_terminal() && io::stdout().is_terminal(),
        coach: options.coach,
    };
    let mut output = io::BufWriter::new(io::stdout().lock());
    plain::run(session, &mut stdin.lock(), &mut output, config)?;
    Ok(ExitCode::SUCCESS)
}

fn analyze(options: AnalyzeOptions) -> io::Result<ExitCode> {
    let from_stdin = options.rows.len() == 1 && options.rows[0] == "-";
    let report = if options.hint {
        Report::Hint
    } else {
        Report::Full
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    let analysed = if from_stdin {
        analyze_stream(io::stdin().lock(), (options.rules, report), &mut out)?
    } else {
        match parse_rows(options.rows.iter().map(String::as_str)) {
            Ok(rows) => write_analysis(&rows, options.rules, report, &mut out).map(Ok)?,
            Err(error) => Err(error),
        }
    };
    if let Err(error) = analysed {
        let _ = writeln!(
            io::stderr(),
            "nim analyze: {}",
            options.lang.analyze_error(&error)
        );
        return Ok(ExitCode::from(2));
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
