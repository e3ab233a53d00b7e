//! The composition root: options in, a game or an analysis out. The one
//! place that branches on the game (rows or board) and seeds the generator
//! (`seeded`); `face` reads the environment's wishes (a terminal on both
//! sides, `TERM`, `NO_COLOR`) and picks the front end. `main` only parses
//! the command line and maps what comes back to an exit status.

use std::io::{self, Write};
use std::process::ExitCode;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::cli::PlayOptions;
use crate::game::session::Session;
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::game::table::start::Game;
use crate::io::record_file::Keeper;
use crate::plain::{self, PlainConfig, Printed};
use crate::text::fit_lines;
use crate::tui::{self, Scene};
use crate::tutor::Alone;
use face::Face;

/// Plays the session the options describe, on the screen or line by line.
pub fn play(options: PlayOptions) -> io::Result<ExitCode> {
    let mut rng = seeded(options.seed);
    let keeper = match records::keeper(&options) {
        Ok(keeper) => keeper,
        Err(code) => return Ok(code),
    };
    match options.game {
        Game::Rows => {
            let layout = options.start.clone().layout(&mut rng);
            let rows = Rows::with_rules(layout, options.row_rules.clone());
            let session = Session::<Rows, _>::new(options.options, rows, rng);
            run(session, &options, keeper)
        }
        Game::Board => {
            let board = Board::deal(&mut rng);
            run(
                Session::<Board, _>::new(options.options, board, rng),
                &options,
                keeper,
            )
        }
    }
}

/// Plays a session on the book's screen, or line by line where the screen
/// cannot be drawn.
fn run<T: Scene + Printed + Send + 'static>(
    session: Session<T, ChaCha8Rng>,
    options: &PlayOptions,
    keeper: Keeper,
) -> io::Result<ExitCode> {
    let config = match Face::choose(options.front) {
        Face::Screen(config) => {
            let way_in = way_in::way_in(options.game, options.seed, config.lang);
            let run = tui::ScreenRun {
                config,
                keeper,
                way_in,
            };
            tui::run(session, run)?;
            return Ok(left());
        }
        Face::Plain(config) => config,
    };
    let scores = plain::ScoreWatch::default();
    plain::interrupt::watch(scores.clone())?;
    let mut output = io::BufWriter::new(io::stdout().lock());
    let input = &mut io::stdin().lock();
    let run = plain::PlainRun {
        config,
        scores,
        keeper,
    };
    plain::run(session, input, &mut output, run)?;
    Ok(ExitCode::SUCCESS)
}

mod face;

mod records;

mod way_in;

mod net;

pub use net::{join, serve};

pub use records::replay;

mod analyze;

pub use analyze::analyze;

/// `nim learn`: the ladder, line by line, the progress kept in the
/// platform's data directory (`--seed` replays the puzzles).
pub fn learn(options: crate::cli::LearnOptions) -> io::Result<ExitCode> {
    let rng = seeded(options.seed);
    let store = crate::io::progress::Store::locate();
    let today = options.date.or_else(today);
    if options.report {
        return report(store, options.front);
    }
    match Face::choose(options.front) {
        Face::Screen(config) => tui::learn::run(store, (options.lesson, today), rng, config)?,
        Face::Plain(config) => {
            plain::interrupt::watch(plain::ScoreWatch::default())?;
            let mut output = io::BufWriter::new(io::stdout().lock());
            let input = io::stdin().lock();
            let config = plain::learn::LearnConfig {
                today,
                ..learn_config(config)
            };
            plain::learn::learn(input, &mut output, config, store, options.lesson, rng)?;
        }
    }
    Ok(left())
}

mod puzzle;

mod printed;
mod worksheet;

pub use printed::{completions, man};
pub use worksheet::worksheet;

/// `nim puzzle`: the day's (from the clock, UTC), a code's, a seed's, a
/// chosen position's, or any;
/// on the screen where it can be drawn, as `nim learn` is.
pub fn puzzle(options: crate::cli::PuzzleOptions) -> io::Result<ExitCode> {
    use crate::game::learn::AnyCode;
    let lang = options.front.shown_lang();
    let set = puzzle::set(options.pick, options.board, options.date, lang);
    // A puzzle with a code is kept as a lesson's is, by the day it is
    // answered (the day's own for `--date`).
    let keep = (set.code.zip(options.date.or_else(today))).map(|(code, today)| Alone {
        store: crate::io::progress::Store::locate(),
        code,
        today,
    });
    match Face::choose(options.front) {
        Face::Screen(config) => tui::learn::puzzle((set.puzzle, set.heading), keep, config)?,
        Face::Plain(config) => {
            plain::interrupt::watch(plain::ScoreWatch::default())?;
            let mut output = io::BufWriter::new(io::stdout().lock());
            let config = learn_config(config);
            let heading = plain::learn::Heading {
                words: &set.heading,
                code: (set.code.map(AnyCode::Drawn)).or(set.chosen.map(AnyCode::Chosen)),
            };
            plain::learn::puzzle(
                io::stdin().lock(),
                &mut output,
                config,
                (&set.puzzle, heading),
                keep,
            )?;
        }
    }
    Ok(left())
}

/// A command's status once it was left: an interrupt's (130) when a screen
/// was left by Ctrl-C, as plain mode's Ctrl-C ends with (REFERENCE's one
/// rule); else 0.
fn left() -> ExitCode {
    match tui::interrupted() {
        true => ExitCode::from(130),
        false => ExitCode::SUCCESS,
    }
}

/// Today (UTC), by the system clock.
fn today() -> Option<crate::game::learn::Day> {
    let days = i64::try_from(records::days_since_epoch()?).ok()?;
    Some(crate::game::learn::Day(days))
}

/// `nim learn --report`: the report card, read from the progress file and
/// never written; on the screen where it can be drawn. A file that is
/// damaged or cannot be read gives no card, and status 2, as a record
/// that cannot be read does.
fn report(
    store: Option<crate::io::progress::Store>,
    front: crate::cli::Front,
) -> io::Result<ExitCode> {
    let lang = front.shown_lang();
    let (progress, said) = match crate::tutor::for_report(store, lang) {
        Ok(report) => report,
        Err(words) => {
            let _ = writeln!(
                io::stderr(),
                "{}",
                fit_lines(&format!("nim learn: {words}"))
            );
            return Ok(ExitCode::from(2));
        }
    };
    match Face::choose(front) {
        Face::Screen(config) => tui::learn::report(&progress, said, config)?,
        Face::Plain(config) => {
            let mut output = io::BufWriter::new(io::stdout().lock());
            plain::learn::report(&progress, &said, config.lang, &mut output)?;
        }
    }
    Ok(left())
}

/// The generator of a seed, or of the system's entropy: a named, portable
/// generator, so a seed replays the same game after any dependency
/// upgrade (`StdRng` promises no such thing).
fn seeded(seed: Option<u64>) -> ChaCha8Rng {
    seed.map_or_else(ChaCha8Rng::from_os_rng, ChaCha8Rng::seed_from_u64)
}

/// Lessons and puzzles are asked line by line, on a terminal as in a pipe.
fn learn_config(config: PlainConfig) -> plain::learn::LearnConfig {
    plain::learn::LearnConfig {
        lang: config.lang,
        input: config.input,
        today: None,
    }
}
