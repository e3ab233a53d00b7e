//! `nim analyze`: the analysis on stdout; a refusal on stderr (exit 2).
//! A rule's values are computed watched: their progress drawn on stderr
//! when it is a terminal, and Ctrl-C stopping them (exit 130) with what
//! was computed printed.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::analyze::{self, AnalyzeError, Computing, Report, Source, Watcher};
use crate::cli::AnalyzeOptions;
use crate::game::theory::grundy::Progress;

/// `nim analyze`: the analysis on stdout; a bad row on stderr, in the
/// chosen language, with exit status 2; a computation stopped by Ctrl-C
/// says where it stopped, exit status 130.
pub fn analyze(options: AnalyzeOptions) -> io::Result<ExitCode> {
    let report = if options.hint {
        Report::Hint
    } else if options.explain {
        Report::Explain
    } else {
        Report::Full
    };
    let asked = analyze::Asked {
        rules: options.rules,
        report,
        lang: options.lang,
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    let stop = Arc::new(AtomicBool::new(false));
    let watcher = Watcher::new(&stop, options.lang, io::stderr().is_terminal());
    let watch = |progress: Progress| watcher.watch(progress);
    let computing = Computing {
        limits: options.limits,
        watch: &watch,
    };
    let result = match analyze_rules(&options, report, computing, &stop, &mut out) {
        Some(result) => result,
        None => analyze::analyze(&options.source, asked, &mut out),
    };
    watcher.clear();
    if watcher.stopped() {
        out.flush()?;
        let rule = options.row_rules.of_row(0).to_string();
        let heap = watcher.reached().unwrap_or(0);
        let said = options.lang.values_stopped(&rule, heap);
        let _ = writeln!(io::stderr(), "nim analyze: {said}");
        return Ok(ExitCode::from(130));
    }
    match result {
        Ok(()) => {
            out.flush()?;
            Ok(ExitCode::SUCCESS)
        }
        Err(AnalyzeError::Io(error)) => Err(error),
        Err(AnalyzeError::Rows(error)) => fail(options.lang.analyze_error(&error)),
        Err(AnalyzeError::Rules(error)) => fail(options.lang.rules_error(&error)),
    }
}

/// A reason on stderr, exit status 2.
fn fail(reason: String) -> io::Result<ExitCode> {
    let _ = writeln!(io::stderr(), "nim analyze: {reason}");
    Ok(ExitCode::from(2))
}

/// `--values`, `--summary`, or rows under rules that are not all nim:
/// their analysis (`None` for the book's rows, analysed as ever). Ctrl-C
/// sets `stop` only while values are computed: reading rows from a
/// terminal, it ends the program as ever.
fn analyze_rules<W: Write>(
    options: &AnalyzeOptions,
    report: Report,
    computing: Computing,
    stop: &Arc<AtomicBool>,
    out: &mut W,
) -> Option<Result<(), AnalyzeError>> {
    let rules = &options.row_rules;
    let rule = rules.of_row(0);
    let lang = options.lang;
    match options.source {
        Source::Values(upto) => {
            let how = (lang, report);
            let write = |out: &mut W| analyze::write_values(rule, upto, how, computing, out);
            return Some(on_ctrl_c(stop, || write(out)).map_err(Into::into));
        }
        Source::Summary(upto) => {
            let write = |out: &mut W| analyze::write_summary(rule, upto, lang, computing, out);
            return Some(on_ctrl_c(stop, || write(out)).map_err(Into::into));
        }
        _ if rules.all_nim() => return None,
        _ => {}
    }
    let written = match &options.source {
        Source::Stdin => analyze::read_grouped(io::stdin().lock()).and_then(|rows| {
            on_ctrl_c(stop, || {
                Ok(analyze::write_ruled(&rows, rules, report, computing, out)?)
            })
        }),
        Source::Args(args) => {
            analyze::parse_grouped(args.iter().map(String::as_str)).and_then(|rows| {
                on_ctrl_c(stop, || {
                    Ok(analyze::write_ruled(&rows, rules, report, computing, out)?)
                })
            })
        }
        Source::Values(_) | Source::Summary(_) => return None,
    };
    Some(written)
}

/// Runs `work` with SIGINT setting `stop` instead of ending the program.
#[cfg(unix)]
fn on_ctrl_c<T>(stop: &Arc<AtomicBool>, work: impl FnOnce() -> T) -> T {
    use signal_hook::consts::SIGINT;
    let id = signal_hook::flag::register(SIGINT, Arc::clone(stop)).ok();
    let done = work();
    if let Some(id) = id {
        signal_hook::low_level::unregister(id);
    }
    done
}

/// Elsewhere Ctrl-C ends the program as the platform does.
#[cfg(not(unix))]
fn on_ctrl_c<T>(_: &Arc<AtomicBool>, work: impl FnOnce() -> T) -> T {
    work()
}
