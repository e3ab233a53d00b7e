//! The composition root's part for records: the file `--record` names,
//! opened before the game starts and dated by the clock (read here, never
//! in the core), and `nim replay`: a record read, checked, and shown on the
//! screen or line by line.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::board::Board;
use crate::cli::{PlayOptions, ReplayOptions};
use crate::plain::{Printed, replay as plain_replay};
use crate::record::{self, Block, Date, Kind, RecordError, Recorder, Replayed, parse};
use crate::record_file::{Keeper, RecordFile};
use crate::rows::Rows;
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
            let lang = options.lang;
            let reason = match error.kind() {
                io::ErrorKind::AlreadyExists => lang.record_exists(path),
                _ => lang.record_cannot_write(path, &error),
            };
            let _ = writeln!(io::stderr(), "nim: {reason}");
            ExitCode::from(2)
        })
}

/// The largest record read: 16 MB, some hundreds of thousands of games. A
/// larger file (or an endless one, `/dev/zero`) is no record nim wrote, and
/// is refused without being held.
const RECORD_LIMIT: u64 = 16 << 20;

/// The file's bytes, or `None` past [`RECORD_LIMIT`].
fn read_bounded(path: &std::path::Path) -> io::Result<Option<Vec<u8>>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(RECORD_LIMIT + 1)
        .read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= RECORD_LIMIT).then_some(bytes))
}

/// `nim replay FILE`: every game of the record (or `--game N`), on the
/// screen or line by line. A record that cannot be read or replayed says
/// which line is wrong and why, with exit status 2.
pub fn replay(options: ReplayOptions) -> io::Result<ExitCode> {
    let lang = options.lang;
    let text = match read_bounded(&options.path) {
        Ok(Some(bytes)) => String::from_utf8_lossy(&bytes).into_owned(),
        Ok(None) => return fail(lang.replay_too_large(&options.path, RECORD_LIMIT >> 20)),
        Err(error) => return fail(lang.replay_cannot_read(&options.path, &error)),
    };
    let blocks = match parse(&text) {
        Ok(blocks) => blocks,
        Err(error) => return fail(lang.record_error(&error)),
    };
    let count = blocks.len();
    let games = match checked(blocks, options.game) {
        Ok(games) => games,
        Err(Refused::NoSuchGame(n)) => return fail(lang.replay_no_such_game(n, count)),
        Err(Refused::Record(error)) => return fail(lang.record_error(&error)),
    };
    let terminals = io::stdin().is_terminal() && io::stdout().is_terminal();
    let screen = !options.plain && terminals && tui::can_draw_here();
    // Not locked for the whole replay: on the screen the signal thread
    // writes to stdout too (Ctrl-Z, `fg`, SIGTERM), and would wait for ever.
    let mut out = io::BufWriter::new(io::stdout());
    for (number, game) in games {
        let shown = Shown {
            number,
            count,
            options: &options,
            screen,
        };
        let left = match game {
            Game::Rows(replayed) => shown.show(&replayed, &mut out)?,
            Game::Board(replayed) => shown.show(&replayed, &mut out)?,
        };
        if left {
            break;
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Why a record is not shown.
enum Refused {
    NoSuchGame(usize),
    Record(RecordError),
}

/// Every game asked for (all, or `--game N`), numbered from 1 and replayed.
/// All are checked before any is shown: a bad record never stops half-way
/// through a replay.
fn checked(blocks: Vec<Block>, game: Option<usize>) -> Result<Vec<(usize, Game)>, Refused> {
    let chosen: Vec<(usize, Block)> = match game {
        Some(n) if n > blocks.len() => return Err(Refused::NoSuchGame(n)),
        Some(n) => blocks.into_iter().enumerate().skip(n - 1).take(1).collect(),
        None => blocks.into_iter().enumerate().collect(),
    };
    chosen
        .into_iter()
        .map(|(at, block)| {
            let game = match block.record.header.game {
                Kind::Rows => Game::Rows(record::replay::<Rows>(&block).map_err(Refused::Record)?),
                Kind::Board => {
                    Game::Board(record::replay::<Board>(&block).map_err(Refused::Record)?)
                }
            };
            Ok((at + 1, game))
        })
        .collect()
}

/// One game of the record, replayed.
enum Game {
    Rows(Replayed<Rows>),
    Board(Replayed<Board>),
}

/// How a game is shown.
struct Shown<'a> {
    number: usize,
    count: usize,
    options: &'a ReplayOptions,
    screen: bool,
}

impl Shown<'_> {
    /// Shows one game; true when the viewer left the replay.
    fn show<T: Scene + Printed>(
        &self,
        replayed: &Replayed<T>,
        out: &mut impl Write,
    ) -> io::Result<bool> {
        let lang = self.options.lang.in_ascii(self.options.ascii);
        if self.screen {
            let config = tui::ReplayConfig {
                lang,
                ascii: self.options.ascii,
                quiet: self.options.quiet,
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
    let _ = writeln!(io::stderr(), "nim replay: {reason}");
    Ok(ExitCode::from(2))
}
