//! The composition root's part for records: the file `--record` names,
//! opened before the game starts and dated by the clock (read here, never
//! in the core), and `nim replay`: a record read a game at a time, each
//! game checked, and shown on the screen or line by line.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use super::face::Face;
use crate::cli::{PlayOptions, ReplayOptions};
use crate::game::record::{Date, Played, Recorder, Replayed};
use crate::io::record_file::read::{RecordReader, Unread};
use crate::io::record_file::{Keeper, RecordFile};
use crate::plain::{Printed, replay as plain_replay};
use crate::text::fit_lines;
use crate::tui::{self, Scene};

/// Today, in UTC, from the system clock (`None` if it stands before 1970).
fn today() -> Option<Date> {
    i64::try_from(days_since_epoch()?).ok().map(Date::from_days)
}

/// Whole days from 1970-01-01 to now (UTC), by the system clock; `None`
/// if it stands before 1970.
pub(crate) fn days_since_epoch() -> Option<u64> {
    let since = SystemTime::now().duration_since(UNIX_EPOCH).ok()?;
    Some(since.as_secs() / 86_400)
}

/// Where the session's games are kept: a new file with `--record` (an
/// existing one only with `--force`), else memory. A file that cannot be
/// made is a mistake of the command line: its reason, and exit status 2,
/// before any game starts.
pub(super) fn keeper(options: &PlayOptions) -> Result<Keeper, ExitCode> {
    let recorder = Recorder::new(today(), options.seed);
    let Some(path) = &options.record else {
        return Ok(Keeper::Memory(recorder));
    };
    RecordFile::create(path, options.force, recorder)
        .map(Keeper::File)
        .map_err(|error| {
            let lang = options.front.lang;
            let reason = match error.kind() {
                io::ErrorKind::AlreadyExists => lang.record_exists(path),
                io::ErrorKind::WouldBlock => lang.record_busy(path),
                _ => lang.record_cannot_write(path, &error),
            };
            let _ = writeln!(io::stderr(), "{}", fit_lines(&format!("nim: {reason}")));
            ExitCode::from(2)
        })
}

/// The largest record read: 16 MB, some tens of thousands of games. A
/// larger file (or an endless one, `/dev/zero`) is refused, never held.
const RECORD_LIMIT: u64 = 16 << 20;

/// `nim replay FILE`: every game of the record (or `--game N`), on the
/// screen or line by line, read and shown one game at a time. A game that
/// cannot be read or replayed stops the replay where it stands, with the
/// line that is wrong and why, and exit status 2.
pub fn replay(options: ReplayOptions) -> io::Result<ExitCode> {
    let lang = options.front.lang;
    let mut record = match RecordReader::open(&options.path, RECORD_LIMIT) {
        Ok(Ok(record)) => record,
        Ok(Err(Unread::TooLarge)) => {
            return fail(lang.replay_too_large(&options.path, RECORD_LIMIT >> 20));
        }
        Ok(Err(Unread::Record(error))) => return fail(lang.record_error(&error)),
        Err(error) => return fail(lang.replay_cannot_read(&options.path, &error)),
    };
    let count = record.count();
    let numbers = match options.game {
        Some(n) if n > count => return fail(lang.replay_no_such_game(n, count)),
        Some(n) => n..=n,
        None => 1..=count,
    };
    let face = Face::choose(options.front);
    // Not locked for the whole replay: on the screen the signal thread
    // writes to stdout too (Ctrl-Z, `fg`, SIGTERM), and would wait for ever.
    let mut out = io::BufWriter::new(io::stdout());
    for number in numbers {
        let game = match record.game(number) {
            Ok(Ok(game)) => game,
            Ok(Err(error)) => {
                out.flush()?;
                return fail(lang.record_error(&error));
            }
            Err(error) => {
                out.flush()?;
                return fail(lang.replay_cannot_read(&options.path, &error));
            }
        };
        let shown = Shown {
            number,
            count,
            options: &options,
            face,
        };
        let left = match game {
            Played::Rows(replayed) => shown.show(&replayed, &mut out)?,
            Played::Board(replayed) => shown.show(&replayed, &mut out)?,
        };
        if left {
            break;
        }
    }
    out.flush()?;
    Ok(super::left())
}

/// How a game is shown.
struct Shown<'a> {
    number: usize,
    count: usize,
    options: &'a ReplayOptions,
    face: Face,
}

impl Shown<'_> {
    /// Shows one game; true when the viewer left the replay.
    fn show<T: Scene + Printed>(
        &self,
        replayed: &Replayed<T>,
        out: &mut impl Write,
    ) -> io::Result<bool> {
        let lang = self.face.lang();
        if let Face::Screen(screen) = self.face {
            let config = tui::ReplayConfig {
                lang,
                glyphs: screen.glyphs,
                quiet: screen.quiet,
                game: (self.number, self.count),
                review: self.options.review,
            };
            return tui::replay(replayed, config);
        }
        plain_replay::write_game(replayed, self.number, self.count, lang, out)?;
        if self.options.review {
            crate::plain::review::write_review(replayed, lang, out)?;
        }
        Ok(false)
    }
}

/// A reason on stderr, exit status 2.
fn fail(reason: String) -> io::Result<ExitCode> {
    let _ = writeln!(
        io::stderr(),
        "{}",
        fit_lines(&format!("nim replay: {reason}"))
    );
    Ok(ExitCode::from(2))
}
