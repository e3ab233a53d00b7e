//! Plain mode: the game line by line, for pipes, scripts and screen readers.
//!
//! Four line prefixes are a stable interface, in English whatever the language:
//! `position:` before every move read, `computer:` for the computer's move,
//! `winner:` when a game ends and `error:` when a line is refused. Every other
//! line is free, localised text.

use std::io::{self, BufRead, Write};

use rand::Rng;

use crate::session::{Event, Prompt, Session, Side};
use crate::strategy::Rules;
use crate::text::Lang;

/// How the plain front end talks.
#[derive(Debug, Clone, Copy)]
pub struct PlainConfig {
    pub lang: Lang,
    /// True when the terminal echoes what is typed (stdin is a terminal), so the
    /// reply already ends the prompt's line; otherwise a newline is written.
    pub input_echoed: bool,
}

/// Plays until `0 0` or the end of input. Only I/O errors come back: a broken
/// pipe among them, which the caller treats as a quiet exit.
pub fn run<R, W, G>(
    session: (Session<G>, Vec<Event>),
    input: &mut R,
    output: &mut W,
    config: PlainConfig,
) -> io::Result<()>
where
    R: BufRead,
    W: Write,
    G: Rng,
{
    let lang = config.lang;
    let (mut session, opening) = session;
    let misere = session.options().rules == Rules::Misere;
    writeln!(output, "{}", lang.title())?;
    writeln!(output, "{}", lang.rule_take())?;
    writeln!(output, "{}", lang.rule_last(misere))?;
    // Two lines, as on the screen: together they would pass 80 columns.
    writeln!(output, "{}", lang.help_move())?;
    writeln!(output, "{}", lang.help_commands())?;
    print_events(&opening, &session, lang, output)?;
    let mut line = Vec::new();
    loop {
        match session.prompt() {
            Prompt::Move(side) => {
                writeln!(output, "position: {}", session.position())?;
                write!(output, "{}", lang.move_prompt(side))?;
            }
            Prompt::SetupRows => write!(output, "{}", lang.setup_rows_prompt())?,
            Prompt::SetupRow(row) => write!(output, "{}", lang.setup_row_prompt(row))?,
        }
        output.flush()?;
        line.clear();
        let read = input.read_until(b'\n', &mut line)?;
        if !config.input_echoed {
            writeln!(output)?;
        }
        if read == 0 {
            return output.flush();
        }
        let text = String::from_utf8_lossy(&line);
        match session.submit(&text) {
            Ok(events) => {
                if print_events(&events, &session, lang, output)? {
                    writeln!(output, "{}", lang.goodbye())?;
                    return output.flush();
                }
            }
            Err(error) => writeln!(
                output,
                "error: {}",
                lang.input_error(&error, session.prompt())
            )?,
        }
    }
}

/// Turns events into lines; true when the player quit.
fn print_events<G, W: Write>(
    events: &[Event],
    session: &Session<G>,
    lang: Lang,
    output: &mut W,
) -> io::Result<bool> {
    for event in events {
        match event {
            Event::Moved {
                side: Side::Computer,
                mv,
            } => writeln!(output, "computer: {} {}", mv.row + 1, mv.count)?,
            Event::Victory { winner, growth } => {
                writeln!(output, "winner: {}", plain_name(*winner))?;
                writeln!(output, "{}", lang.victory(*winner, *growth))?;
                writeln!(output, "{}", lang.score(&session.score()))?;
            }
            Event::SetupStarted => {
                writeln!(output, "{}", lang.setup_title())?;
                writeln!(output, "{}", lang.setup_explain())?;
                writeln!(output, "{}", lang.setup_leave_plain())?;
            }
            Event::Quit => return Ok(true),
            Event::Moved { .. }
            | Event::SetupRows(_)
            | Event::SetupRow { .. }
            | Event::SetupLeft
            | Event::NewGame => {}
        }
    }
    Ok(false)
}

/// The fixed English name after `winner:`.
fn plain_name(side: Side) -> &'static str {
    match side {
        Side::You => "you",
        Side::Computer => "computer",
        Side::Player1 => "player 1",
        Side::Player2 => "player 2",
    }
}
