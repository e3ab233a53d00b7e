//! `nim analyze`: the analysis on stdout; a refusal on stderr (exit 2).
//! A rule's values are computed watched: their progress drawn on stderr
//! when it is a terminal, and Ctrl-C stopping them (exit 130) with what
//! was computed printed.

use std::cell::RefCell;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::analyze::{self, AnalyzeError, Computing, Report, Source, Watcher};
use crate::cli::AnalyzeOptions;
use crate::game::theory::grundy::Progress;
use crate::game::theory::rule::{RowRules, Rule};
use crate::text::width::wrap;

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
    let ctrl_c = CtrlC::default();
    let watcher = Watcher::new(&ctrl_c.stop, options.lang, io::stderr().is_terminal());
    let watch = |progress: Progress| watcher.watch(progress);
    let done = || ctrl_c.release();
    // The rule whose values are under way, for a Ctrl-C to name.
    let computed = RefCell::new(None);
    let start = |rule: &Rule| *computed.borrow_mut() = Some(rule.to_string());
    let computing = Computing {
        limits: options.limits,
        watch: &watch,
        start: &start,
        done: &done,
    };
    let result = match analyze_rules(&options, report, computing, &ctrl_c, &mut out) {
        Some(result) => result,
        None => analyze::analyze(&options.source, asked, &mut out),
    };
    watcher.clear();
    if watcher.stopped() {
        out.flush()?;
        let named = computed.borrow_mut().take();
        let rule = named.unwrap_or_else(|| computed_rules(&options.row_rules));
        let heap = watcher.reached().unwrap_or(0);
        say(&options.lang.values_stopped(&rule, heap));
        return Ok(ExitCode::from(130));
    }
    match result {
        Ok(()) => {
            out.flush()?;
            Ok(ExitCode::SUCCESS)
        }
        Err(AnalyzeError::Io(error)) => Err(error),
        Err(AnalyzeError::Spill(error)) => {
            say(&options.lang.spill_failed(&error.dir, &error.error));
            Ok(ExitCode::FAILURE)
        }
        Err(AnalyzeError::Rows(error)) => fail(options.lang.analyze_error(&error)),
        Err(AnalyzeError::Rules(error)) => fail(options.lang.rules_error(&error)),
    }
}

/// The rules whose values are computed, as `--rule` or `--rules` names
/// them: nim's need none.
fn computed_rules(rules: &RowRules) -> String {
    match rules {
        RowRules::Every(rule) => rule.to_string(),
        RowRules::Each(list) => {
            let mut names: Vec<String> = Vec::new();
            for rule in list.iter().filter(|rule| **rule != Rule::Nim) {
                let name = rule.to_string();
                if !names.contains(&name) {
                    names.push(name);
                }
            }
            names.join(" ")
        }
    }
}

/// A reason on stderr, exit status 2.
fn fail(reason: String) -> io::Result<ExitCode> {
    say(&reason);
    Ok(ExitCode::from(2))
}

/// `nim analyze: ` and `said` on stderr, each line within 80 columns (a
/// long rule or path wraps).
fn say(said: &str) {
    let mut text = String::new();
    for line in format!("nim analyze: {said}").lines() {
        for part in wrap(line, COLUMNS) {
            text.push_str(&part);
            text.push('\n');
        }
    }
    let _ = io::stderr().write_all(text.as_bytes());
}

/// The widest line on stderr.
const COLUMNS: usize = 80;

/// `--values`, `--summary`, or rows under rules that are not all nim:
/// their analysis (`None` for the book's rows, analysed as ever). Ctrl-C
/// sets `stop` only while values are computed: reading rows from a
/// terminal, it ends the program as ever.
fn analyze_rules<W: Write>(
    options: &AnalyzeOptions,
    report: Report,
    computing: Computing,
    stop: &CtrlC,
    out: &mut W,
) -> Option<Result<(), AnalyzeError>> {
    let rules = &options.row_rules;
    let rule = rules.of_row(0);
    let lang = options.lang;
    match options.source {
        Source::Values(upto) => {
            let how = (lang, report);
            let write = |out: &mut W| analyze::write_values(rule, upto, how, computing, out);
            return Some(on_ctrl_c(stop, || write(out)));
        }
        Source::Summary(upto) => {
            let write = |out: &mut W| analyze::write_summary(rule, upto, lang, computing, out);
            return Some(on_ctrl_c(stop, || write(out)));
        }
        _ if rules.all_nim() => return None,
        _ => {}
    }
    let written = match &options.source {
        Source::Stdin => analyze::read_grouped(io::stdin().lock()).and_then(|rows| {
            on_ctrl_c(stop, || {
                analyze::write_ruled(&rows, rules, report, lang, computing, out)
            })
        }),
        Source::Args(args) => {
            analyze::parse_grouped(args.iter().map(String::as_str)).and_then(|rows| {
                on_ctrl_c(stop, || {
                    analyze::write_ruled(&rows, rules, report, lang, computing, out)
                })
            })
        }
        Source::Values(_) | Source::Summary(_) => return None,
    };
    Some(written)
}

/// Ctrl-C while values are computed: SIGINT sets `stop` instead of
/// ending the program, from `catch` until `release`.
#[derive(Default)]
struct CtrlC {
    stop: Arc<AtomicBool>,
    #[cfg(unix)]
    caught: std::cell::Cell<Option<signal_hook::SigId>>,
}

impl CtrlC {
    #[cfg(unix)]
    fn catch(&self) {
        use signal_hook::consts::SIGINT;
        let id = signal_hook::flag::register(SIGINT, Arc::clone(&self.stop)).ok();
        self.caught.set(id);
    }

    #[cfg(unix)]
    fn release(&self) {
        if let Some(id) = self.caught.take() {
            signal_hook::low_level::unregister(id);
        }
    }

    /// Elsewhere Ctrl-C ends the program as the platform does.
    #[cfg(not(unix))]
    fn catch(&self) {}

    #[cfg(not(unix))]
    fn release(&self) {}
}

/// Runs `work` with Ctrl-C caught (until the values are computed).
fn on_ctrl_c<T>(ctrl_c: &CtrlC, work: impl FnOnce() -> T) -> T {
    ctrl_c.catch();
    let done = work();
    ctrl_c.release();
    done
}
