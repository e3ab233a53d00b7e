//! `nim serve` and `nim join`: the host deals its game and waits at its
//! door for the one player with the code; the joiner connects and waits
//! for the host's first game; then both play it on the screen or line by
//! line, the other side's lines and the local player's arriving on one
//! channel.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::mpsc;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::face::Face;
use crate::cli::{JoinOptions, ServeOptions};
use crate::game::net::peer::{Finish, NetTable, Peer};
use crate::game::net::protocol::Code;
use crate::game::net::referee::Referee;
use crate::game::net::wire::describable;
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::game::table::start::Game;
use crate::io::socket::host::{Listening, Siege};
use crate::io::socket::join::{JoinError, join as connect};
use crate::io::socket::link::{Lines, Link, spawn_reader};
use crate::plain::Printed;
use crate::plain::net::{Arrival, closed_words, spawn_typing};
use crate::run::seeded;
use crate::text::Lang;
use crate::tui::{self, Scene};

/// `nim serve`: the host's game, dealt from its options, played with the
/// one player who brings the code.
pub fn serve(options: ServeOptions) -> io::Result<ExitCode> {
    let play = &options.play;
    let mut rng = seeded(play.seed);
    match play.game {
        Game::Rows => {
            let layout = play.start.clone().layout(&mut rng);
            let rows = Rows::with_rules(layout, play.row_rules.clone());
            host(rows, &options, rng)
        }
        Game::Board => {
            let board = Board::deal(&mut rng);
            host(board, &options, rng)
        }
    }
}

fn host<T>(table: T, options: &ServeOptions, rng: ChaCha8Rng) -> io::Result<ExitCode>
where
    T: NetTable + Printed + Scene + Send + 'static,
{
    let play = &options.play;
    let face = Face::choose(play.front);
    let lang = face.lang();
    if !describable(&table) {
        let _ = writeln!(io::stderr(), "nim serve: {}", lang.net_cannot_describe());
        return Ok(ExitCode::from(2));
    }
    let door = match Listening::bind(options.listen, fresh_code()) {
        Ok(door) => door,
        Err(error) => {
            failed("nim serve", lang.net_cannot_listen(options.listen, &error));
            return Ok(ExitCode::FAILURE);
        }
    };
    let address = door.address()?;
    let mut out = io::stdout();
    writeln!(out, "listening: {address}")?;
    writeln!(out, "code: {}", door.code())?;
    for line in lang.net_listening(address, door.code()) {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    let (mut link, lines) = door.admit(|siege| {
        // A host whose output is gone still waits for its player.
        let _ = tell_siege(&mut io::stdout(), lang, siege);
    })?;
    writeln!(out, "{}", lang.net_joined())?;
    out.flush()?;
    let (referee, description) = Referee::new(table, play.options.rules, options.first, rng);
    // A joiner gone already shows as the end of its stream, at once.
    let _ = link.send(&description);
    finish(play_on(Peer::host(referee), link, lines, face)?)
}

/// The door under siege, as the host waits: the `door:` line, then what
/// it means (the same on the screen, where the host waits on the normal
/// screen).
fn tell_siege(out: &mut impl Write, lang: Lang, siege: Siege) -> io::Result<()> {
    writeln!(out, "door: wrong {} crowded {}", siege.wrong, siege.crowded)?;
    for line in lang.net_siege(siege.wrong, siege.crowded) {
        writeln!(out, "{line}")?;
    }
    out.flush()
}

/// A join code from the system's entropy: never from `--seed`, which
/// replays the game, not the door.
fn fresh_code() -> Code {
    let n = rand::rng().random_range(0..Code::SPACE);
    Code::new(n).unwrap_or_else(fresh_code)
}

/// `nim join`: the host's game, whichever it is.
pub fn join(options: JoinOptions) -> io::Result<ExitCode> {
    let face = Face::choose(options.front);
    let lang = face.lang();
    let joined = match connect(&options.addr, options.code) {
        Ok(joined) => joined,
        Err(error) => return refused(lang, &options.addr, error),
    };
    writeln!(io::stdout(), "{}", lang.net_connected(&options.addr))?;
    let (link, lines) = (joined.link, joined.lines);
    // `join` returns once a game on one table or the other began.
    match Peer::<Rows>::joiner(joined.replica) {
        Ok(peer) => finish(play_on(peer, link, lines, face)?),
        Err(replica) => match Peer::<Board>::joiner(replica) {
            Ok(peer) => finish(play_on(peer, link, lines, face)?),
            Err(_) => Ok(ExitCode::FAILURE),
        },
    }
}

/// Why joining failed, on stderr; `closed:` on stdout when the host spoke.
fn refused(lang: Lang, address: &str, error: JoinError) -> io::Result<ExitCode> {
    let lines = match error {
        JoinError::Resolve(error) => lang.net_cannot_resolve(address, &error),
        JoinError::Connect(error) => lang.net_cannot_connect(address, &error),
        JoinError::Closed(closed) => {
            writeln!(io::stdout(), "closed: {}", closed_words(closed))?;
            [lang.net_closed(closed), String::new()]
        }
    };
    failed("nim join", lines);
    Ok(ExitCode::FAILURE)
}

/// A failure on stderr: the command's sentence, then the system's reason
/// on a line of its own (none when empty).
fn failed(command: &str, [sentence, reason]: [String; 2]) {
    let mut err = io::stderr();
    let _ = writeln!(err, "{command}: {sentence}");
    if !reason.is_empty() {
        let _ = writeln!(err, "{reason}");
    }
}

/// Plays until one side leaves or the connection ends.
fn play_on<T>(mut peer: Peer<T>, mut link: Link, lines: Lines, face: Face) -> io::Result<Finish>
where
    T: NetTable + Printed + Scene + Send + 'static,
{
    discard_typed_ahead();
    let config = match face {
        Face::Screen(config) => return tui::net::run(peer, link, lines, config),
        Face::Plain(config) => config,
    };
    let (to, inbox) = mpsc::sync_channel(crate::io::socket::link::QUEUE);
    spawn_reader(lines, to.clone(), Arrival::Heard);
    spawn_typing(config.input, to.clone());
    watch_signals(to)?;
    let mut output = io::BufWriter::new(io::stdout().lock());
    crate::plain::net::play(&mut peer, &mut link, &inbox, &mut output, config)
}

/// Keys typed on a terminal while the host waited at its door (or the
/// joiner for its host) were typed before the game and seen by nobody:
/// they are discarded, as keys behind the enlarge notice are, never
/// played. A pipe's lines are a script's moves, and are kept.
#[cfg(unix)]
fn discard_typed_ahead() {
    use nix::sys::termios::{FlushArg, tcflush};

    let stdin = io::stdin();
    if stdin.is_terminal() {
        // A terminal that cannot flush keeps its keys: nothing worse than
        // before.
        let _ = tcflush(&stdin, FlushArg::TCIFLUSH);
    }
}

#[cfg(not(unix))]
fn discard_typed_ahead() {}

fn finish(finish: Finish) -> io::Result<ExitCode> {
    Ok(ExitCode::from(finish.status()))
}

/// Hands SIGINT, SIGTERM and SIGHUP to the game's loop, which sends its
/// last line before leaving.
#[cfg(unix)]
fn watch_signals(to: mpsc::SyncSender<Arrival>) -> io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    use signal_hook::iterator::Signals;

    let mut signals = Signals::new([SIGINT, SIGTERM, SIGHUP])?;
    std::thread::spawn(move || {
        for signal in signals.forever() {
            if to.send(Arrival::Signal(signal)).is_err() {
                return;
            }
        }
    });
    Ok(())
}

#[cfg(not(unix))]
fn watch_signals(_: mpsc::SyncSender<Arrival>) -> io::Result<()> {
    Ok(())
}
