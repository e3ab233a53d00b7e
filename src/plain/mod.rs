//! Plain mode: the game line by line, for pipes, scripts and screen readers.
//!
//! Line prefixes are a stable interface, in English whatever the language:
//! `position:` before every move read (and before the computer's opening
//! move), `computer:` for the computer's move, `winner:` when a game ends,
//! `score:` after it and on leaving, and `error:` when a line is refused;
//! `hint:` answers `?`. Rows under their own rules start with `rules:`, and
//! their moves are written `ROW COUNT AT` where they start inside a row. A finished game is followed by the next at once. Every other line is free, localised text. On the board,
//! `position:` lists the free cells of the columns, and the board itself is
//! printed above it as eight unprefixed lines, one character a cell.

use std::io::{self, BufRead, Write};

use rand::Rng;

use crate::game::session::{Event, Prompt, Session, Side};
use crate::game::theory::strategy::Rules;
use crate::io::invocation::Invocation;
use crate::io::lines::{Input, Line, LineEnd, LineReader, MAX_LINE};
use crate::io::record_file::Keeper;
use crate::text::binary::write_binary_table;
use crate::text::{KeysOf, Lang};

/// How the plain front end talks.
#[derive(Debug, Clone, Copy)]
pub struct PlainConfig {
    pub lang: Lang,
    /// [`Input::Terminal`] when stdin and stdout are one terminal in its
    /// usual line mode. It echoes what is typed: the echoed Enter then ends
    /// the prompt's line on stdout. Otherwise (a pipe on either side,
    /// `nim | tee log`) plain mode writes that newline itself, so every
    /// prefixed line starts a line of stdout. And each of a terminal's reads
    /// ends at Enter or at Ctrl-D, so text sent by Ctrl-D is answered as a
    /// line at once (see [`LineReader`]).
    pub input: Input,
    /// `--coach`: a line on each of the player's moves.
    pub coach: bool,
}

/// What a plain-mode game plays with besides its session and streams: how
/// it talks, the score a Ctrl-C prints (see [`interrupt`]), and where its
/// games are kept (in a file with `--record`) as they are played, for `r`
/// to review. From a [`PlainConfig`] alone, the score is watched by no one
/// and the games kept in memory.
#[derive(Debug)]
pub struct PlainRun {
    pub config: PlainConfig,
    pub scores: ScoreWatch,
    pub keeper: Keeper,
}

impl From<PlainConfig> for PlainRun {
    fn from(config: PlainConfig) -> Self {
        PlainRun {
            config,
            scores: ScoreWatch::default(),
            keeper: Keeper::default(),
        }
    }
}

/// Plays until `0 0` or the end of input. Only I/O errors come back: a broken
/// pipe among them, which the caller treats as a quiet exit.
pub fn run<T, R, W, G>(
    mut session: Session<T, G>,
    input: &mut R,
    output: &mut W,
    run: PlainRun,
) -> io::Result<()>
where
    T: Printed,
    R: BufRead,
    W: Write,
    G: Rng,
{
    let PlainRun {
        mut config,
        scores,
        mut keeper,
    } = run;
    let keeper = &mut keeper;
    let opening = session.start();
    let commands = config.lang.help_commands::<T>();
    introduce(&session, config.lang, &commands, output)?;
    edges::write_opening(&opening, 0, &session, output)?;
    show(opening, &mut session, config, output, keeper)?;
    // Stdin's buffer (8 KiB) holds a whole read of a terminal's line (at
    // most 4 KiB in line mode), as the reader's `terminal` asks.
    let mut input = LineReader::new(input, config.input);
    let mut line = Vec::with_capacity(MAX_LINE);
    let mut shown = Vec::new();
    loop {
        scores.set(session.score());
        ask(&session, config.lang, &mut shown, output)?;
        match read_answer(&mut input, &mut line, config, output)? {
            Answer::End => {
                edges::write_score(&session.score(), output)?;
                return output.flush();
            }
            Answer::TooLong => {
                let limit = config.lang.line_too_long::<T>(MAX_LINE, session.prompt());
                writeln!(output, "error: {limit}")?;
                output.flush()?;
                let ending = input.skip_line()?;
                if config.input == Input::Terminal && ending != LineEnd::Newline {
                    writeln!(output)?;
                }
            }
            Answer::Line => {
                let text = String::from_utf8_lossy(&line);
                if answer(&mut session, &text, &mut config, output, keeper)? {
                    return output.flush();
                }
            }
        }
    }
}

/// The title, the rules and how to move (`commands`: the line of the
/// other commands), once at the start.
fn introduce<T: Printed, G>(
    session: &Session<T, G>,
    lang: Lang,
    commands: &str,
    output: &mut impl Write,
) -> io::Result<()> {
    for line in session.table().header(lang, session.options().rules) {
        writeln!(output, "{line}")?;
    }
    // Two lines, as on the screen: together they would pass 80 columns.
    writeln!(output, "{}", lang.help_move::<T>())?;
    writeln!(output, "{commands}")?;
    for line in session.table().intro(lang, session.options().sides()) {
        writeln!(output, "{line}")?;
    }
    if let Some(rules) = session.table().rules() {
        writeln!(output, "rules: {rules}")?;
        if session.table().rules_shortened() {
            writeln!(output, "{}", lang.rules_shortened())?;
        }
    }
    if session.options().rules == Rules::Misere {
        writeln!(output, "rules: misere")?;
    }
    Ok(())
}

/// The question of [`Session::prompt`]; before a move, the picture (only
/// when it changed: a refusal or a hint leaves the board as it was) and
/// `position:`.
fn ask<T: Printed, G>(
    session: &Session<T, G>,
    lang: Lang,
    shown: &mut Vec<String>,
    output: &mut impl Write,
) -> io::Result<()> {
    match session.prompt() {
        Prompt::Move(side) => {
            let picture = session.table().picture();
            if picture != *shown {
                for line in &picture {
                    writeln!(output, "{line}")?;
                }
                *shown = picture;
            }
            writeln!(output, "position: {}", session.table().written())?;
            write!(output, "{}", lang.move_prompt(side))?;
        }
        Prompt::SetupRows => write!(output, "{}", lang.setup_rows_prompt())?,
        Prompt::SetupRow(row) => write!(output, "{}", lang.setup_row_prompt(row))?,
        // Never asked: the next game starts at once.
        Prompt::GameOver => {}
    }
    output.flush()
}

/// What a read brought.
enum Answer {
    /// A line, in the buffer.
    Line,
    /// A line longer than [`MAX_LINE`], left unread.
    TooLong,
    /// The end of input.
    End,
}

/// Reads the answer into `line`, ending the prompt's line unless the
/// terminal's echo of Enter did.
fn read_answer<I: BufRead>(
    input: &mut LineReader<I>,
    line: &mut Vec<u8>,
    config: PlainConfig,
    output: &mut impl Write,
) -> io::Result<Answer> {
    let read = match input.read_line(line, MAX_LINE) {
        Ok(read) => read,
        Err(error) => {
            // The caller reports it: on a line of its own, not after the prompt.
            writeln!(output)?;
            output.flush()?;
            return Err(error);
        }
    };
    // The echo ends the prompt's line only for a line typed with Enter.
    let echoed = config.input == Input::Terminal && read == Line::Text(LineEnd::Newline);
    if !echoed {
        writeln!(output)?;
    }
    Ok(match read {
        Line::End => Answer::End,
        Line::Text(_) => Answer::Line,
        Line::TooLong => Answer::TooLong,
    })
}

/// Hands a typed line to the session and prints what came of it; true when
/// the player quit.
fn answer<T: Printed, G: Rng>(
    session: &mut Session<T, G>,
    text: &str,
    config: &mut PlainConfig,
    output: &mut impl Write,
    keeper: &mut Keeper,
) -> io::Result<bool> {
    if matches!(session.prompt(), Prompt::Move(_)) && review::asked(text) {
        review::write_last::<T>(keeper.recorder(), config.lang, output)?;
        return Ok(false);
    }
    match session.submit(text) {
        Ok(events) => {
            // `coach`: on or off from this answer on.
            for event in &events {
                if let Event::Coach(on) = event {
                    config.coach = on.unwrap_or(!config.coach);
                }
            }
            if show(events, session, *config, output, keeper)? {
                edges::write_score(&session.score(), output)?;
                writeln!(output, "{}", config.lang.goodbye())?;
                return Ok(true);
            }
        }
        Err(error) => {
            let reason = config.lang.input_error::<T>(&error, session.prompt());
            writeln!(output, "error: {reason}")?;
        }
    }
    Ok(false)
}

/// Prints events, and after a game's end the next game's; true when the
/// player quit.
fn show<T: Printed, G: Rng>(
    mut events: Vec<Event>,
    session: &mut Session<T, G>,
    config: PlainConfig,
    output: &mut impl Write,
    keeper: &mut Keeper,
) -> io::Result<bool> {
    loop {
        // A record that cannot be written stops, not the game.
        if let Some(stopped) = keeper.saw(&events, session) {
            let words = config.lang.record_stopped(&stopped);
            writeln!(output, "{}", crate::text::fit_lines(&words))?;
        }
        match print_events(&events, session, config, output)? {
            Shown::Quit => return Ok(true),
            Shown::On => return Ok(false),
            Shown::Over(winner) => events = edges::end_game(winner, session, config, output)?,
        }
    }
}

/// What printed events came to.
enum Shown {
    On,
    Quit,
    /// The game is over: `Side` won.
    Over(Side),
}

/// Turns events into lines.
fn print_events<T: Printed, G, W: Write>(
    events: &[Event],
    session: &Session<T, G>,
    config: PlainConfig,
    output: &mut W,
) -> io::Result<Shown> {
    let lang = config.lang;
    let mut shown = Shown::On;
    let coached = session.coached(events);
    for (at, event) in events.iter().enumerate() {
        match event {
            Event::Moved {
                side: Side::Computer,
                mv,
            } => writeln!(output, "computer: {}", typed(*mv))?,
            // A person's move, as accepted: the transcript keeps both sides.
            Event::Moved { mv, .. } => writeln!(output, "you: {}", typed(*mv))?,
            Event::Victory { winner, next } => {
                writeln!(output, "winner: {}", winner.name())?;
                writeln!(output, "{}", lang.victory::<T>(*winner, *next))?;
                shown = Shown::Over(*winner);
            }
            Event::Passed { to } => {
                writeln!(output, "{}", lang.passed(*to))?;
                // On the board the opener plays black: the sides changed.
                for line in session.table().intro(lang, session.sides()) {
                    writeln!(output, "{line}")?;
                }
            }
            Event::NewGame => edges::write_opening(events, at + 1, session, output)?,
            Event::SetupStarted => {
                writeln!(output, "{}", lang.setup_title())?;
                writeln!(output, "{}", lang.setup_explain())?;
                writeln!(output, "{}", lang.setup_leave_plain())?;
            }
            Event::Assessed { side, .. } if config.coach => {
                write_coach(session, lang, (*side, coached), output)?;
            }
            Event::Coach(_) => writeln!(output, "{}", lang.coach_switched(config.coach))?,
            Event::Level(level) => {
                writeln!(output, "level: {}", level.name())?;
                writeln!(output, "{}", lang.level_changed(*level))?;
            }
            Event::Learn | Event::Puzzle => {
                let puzzle = matches!(event, Event::Puzzle);
                let args = if puzzle { "puzzle --daily" } else { "learn" };
                let command = Invocation::here().command(args);
                writeln!(output, "{}", lang.lessons_elsewhere(puzzle, &command))?;
            }
            Event::Hinted(hint) => print_hint(*hint, session, lang, output)?,
            Event::Undone(moves) => writeln!(output, "{}", lang.undone(moves.len()))?,
            Event::Binary => match session.table().engine(session.options().rules).games() {
                Some(games) => edges::write_worth(games, lang, output)?,
                None => write_binary_table(session.heaps(), lang, output)?,
            },
            Event::Help => write_keys(lang.key_list::<T>(KeysOf::Plain), lang, output)?,
            Event::Dealt => writeln!(output, "{}", lang.dealt())?,
            Event::Quit => return Ok(Shown::Quit),
            Event::Assessed { .. }
            | Event::SetupRows(_)
            | Event::SetupRow { .. }
            | Event::SetupLeft => {}
        }
    }
    Ok(shown)
}

mod edges;
pub mod interrupt;
pub mod learn;

pub use interrupt::ScoreWatch;

pub mod net;

mod board;
mod printed;
pub use printed::Printed;
pub mod replay;
pub mod review;
mod rows;
mod teach;
pub mod worksheet;

use teach::{print_hint, write_coach, write_keys};

pub use rows::typed;

#[cfg(test)]
mod tests;
