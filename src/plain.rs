//! Plain mode: the game line by line, for pipes, scripts and screen readers.
//!
//! Four line prefixes are a stable interface, in English whatever the language:
//! `position:` before every move read, `computer:` for the computer's move,
//! `winner:` when a game ends and `error:` when a line is refused; `hint:`
//! answers `?`. Every other line is free, localised text. On the board,
//! `position:` lists the free cells of the columns, and the board itself is
//! printed above it as eight unprefixed lines, one character a cell.

use std::io::{self, BufRead, Write};

use rand::Rng;

use crate::analyze::write_binary_table;
use crate::board::{Board, Piece, SIZE};
use crate::lines::{Ending, Line, LineReader, MAX_LINE};
use crate::rows::{Rows, write_counts};
use crate::session::{Event, Prompt, Session, Side};
use crate::strategy::{Hint, Rules};
use crate::table::Table;
use crate::text::Lang;

/// How the plain front end talks.
#[derive(Debug, Clone, Copy)]
pub struct PlainConfig {
    pub lang: Lang,
    /// True when stdin and stdout are one terminal in its usual line mode.
    /// It echoes what is typed: the echoed Enter then ends the prompt's line
    /// on stdout. Otherwise (a pipe on either side, `nim | tee log`) plain
    /// mode writes that newline itself, so every prefixed line starts a line
    /// of stdout. And each of its reads ends at Enter or at Ctrl-D, so text
    /// sent by Ctrl-D is answered as a line at once (see [`LineReader`]).
    pub input_echoed: bool,
    /// `--coach`: a line on each of the player's moves.
    pub coach: bool,
}

/// What plain mode prints of a table besides its heaps.
pub trait Printed: Table {
    /// Lines shown for people above `position:`.
    fn picture(&self) -> Vec<String>;

    /// Lines after the rules, once, for a game that needs more words.
    fn intro(&self, _lang: Lang, _sides: [Side; 2]) -> Vec<String> {
        Vec::new()
    }
}

impl Printed for Rows {
    /// The rows are their counts: `position:` says it all.
    fn picture(&self) -> Vec<String> {
        Vec::new()
    }
}

impl Printed for Board {
    /// The board, top row first: `R`, `B`, or `.` for an empty cell.
    fn picture(&self) -> Vec<String> {
        (0..SIZE)
            .map(|cell| {
                (0..SIZE)
                    .map(|column| match self.piece_at(column, cell) {
                        Some(Piece::Red) => 'R',
                        Some(Piece::Black) => 'B',
                        None => '.',
                    })
                    .collect()
            })
            .collect()
    }

    /// Who plays which colour, in the letters of the picture.
    fn intro(&self, lang: Lang, sides: [Side; 2]) -> Vec<String> {
        vec![lang.board_sides(sides, ['B', 'R'])]
    }
}

/// Plays until `0 0` or the end of input. Only I/O errors come back: a broken
/// pipe among them, which the caller treats as a quiet exit.
pub fn run<T, R, W, G>(
    mut session: Session<T, G>,
    input: &mut R,
    output: &mut W,
    config: PlainConfig,
) -> io::Result<()>
where
    T: Printed,
    R: BufRead,
    W: Write,
    G: Rng,
{
    let lang = config.lang.of_game(T::KIND);
    let config = PlainConfig { lang, ..config };
    let opening = session.start();
    let misere = session.options().rules == Rules::Misere;
    writeln!(output, "{}", lang.title())?;
    writeln!(output, "{}", lang.rule_take())?;
    writeln!(output, "{}", lang.rule_last(misere))?;
    // Two lines, as on the screen: together they would pass 80 columns.
    writeln!(output, "{}", lang.help_move())?;
    writeln!(output, "{}", lang.help_commands())?;
    for line in session.table().intro(lang, session.options().sides()) {
        writeln!(output, "{line}")?;
    }
    print_events(&opening, &session, config, output)?;
    // Stdin's buffer (8 KiB) holds a whole read of a terminal's line (at
    // most 4 KiB in line mode), as the reader's `terminal` asks.
    let mut input = LineReader::new(input, config.input_echoed);
    let mut line = Vec::with_capacity(MAX_LINE);
    let mut shown = Vec::new();
    loop {
        match session.prompt() {
            Prompt::Move(side) => {
                // The picture again only when it changed: a refusal or a
                // hint leaves the board as it was.
                let picture = session.table().picture();
                if picture != shown {
                    for line in &picture {
                        writeln!(output, "{line}")?;
                    }
                    shown = picture;
                }
                let mut heaps = String::new();
                write_counts(&mut heaps, session.heaps()).expect("a String takes any text");
                writeln!(output, "position: {heaps}")?;
                write!(output, "{}", lang.move_prompt(side))?;
            }
            Prompt::SetupRows => write!(output, "{}", lang.setup_rows_prompt())?,
            Prompt::SetupRow(row) => write!(output, "{}", lang.setup_row_prompt(row))?,
        }
        output.flush()?;
        let read = match input.read_line(&mut line, MAX_LINE) {
            Ok(read) => read,
            Err(error) => {
                // The caller reports it: on a line of its own, not after the prompt.
                writeln!(output)?;
                output.flush()?;
                return Err(error);
            }
        };
        // The echo ends the prompt's line only for a line typed with Enter.
        let echoed = config.input_echoed && read == Line::Text(Ending::Newline);
        if !echoed {
            writeln!(output)?;
        }
        let text = match read {
            Line::End => return output.flush(),
            Line::Text(_) => String::from_utf8_lossy(&line),
            Line::TooLong => {
                let limit = lang.line_too_long(MAX_LINE, session.prompt());
                writeln!(output, "error: {limit}")?;
                output.flush()?;
                let ending = input.skip_line()?;
                if config.input_echoed && ending != Ending::Newline {
                    writeln!(output)?;
                }
                continue;
            }
        };
        match session.submit(&text) {
            Ok(events) => {
                if print_events(&events, &session, config, output)? {
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
fn print_events<T: Table, G, W: Write>(
    events: &[Event],
    session: &Session<T, G>,
    config: PlainConfig,
    output: &mut W,
) -> io::Result<bool> {
    let lang = config.lang;
    for event in events {
        match event {
            Event::Moved {
                side: Side::Computer,
                mv,
            } => writeln!(output, "computer: {} {}", mv.heap + 1, mv.take)?,
            Event::Victory { winner, next } => {
                writeln!(output, "winner: {}", plain_name(*winner))?;
                writeln!(output, "{}", lang.victory(*winner, *next))?;
                writeln!(output, "{}", lang.score(&session.score()))?;
            }
            Event::SetupStarted => {
                writeln!(output, "{}", lang.setup_title())?;
                writeln!(output, "{}", lang.setup_explain())?;
                writeln!(output, "{}", lang.setup_leave_plain())?;
            }
            Event::Assessed { assessment, .. } if config.coach => {
                writeln!(output, "{}", lang.assessment(*assessment))?;
            }
            Event::Hinted(Hint::Win { mv, .. }) => {
                writeln!(output, "hint: {} {}", mv.heap + 1, mv.take)?;
            }
            Event::Hinted(Hint::Wait(_)) => writeln!(output, "hint: none")?,
            Event::Undone(moves) => writeln!(output, "{}", lang.undone(moves.len()))?,
            Event::Binary => write_binary_table(session.heaps(), output)?,
            Event::Dealt => writeln!(output, "{}", lang.dealt())?,
            Event::Quit => return Ok(true),
            Event::Assessed { .. }
            | Event::Moved { .. }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Layout;
    use crate::session::Options;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    fn transcript(input: &str, input_echoed: bool) -> String {
        let layout = Layout::new(vec![3, 4, 5]).unwrap();
        let session = Session::<Rows, _>::new(Options::default(), layout, StdRng::seed_from_u64(1));
        let mut output = Vec::new();
        let config = PlainConfig {
            lang: Lang::ENGLISH,
            input_echoed,
            coach: false,
        };
        run(session, &mut input.as_bytes(), &mut output, config).unwrap();
        String::from_utf8(output).unwrap()
    }

    /// Every prefixed line starts a line, whatever the input and the echo.
    fn assert_prefixes_start_lines(text: &str) {
        for prefix in ["position:", "computer:", "winner:", "error:"] {
            for (at, _) in text.match_indices(prefix) {
                assert!(
                    at == 0 || text[..at].ends_with('\n'),
                    "{prefix} glued in {text:?}"
                );
            }
        }
    }

    #[test]
    fn a_pipe_gets_the_newline_after_every_answer() {
        let text = transcript("1 2\nx\n0 0\n", false);
        assert!(text.contains("Your move: \ncomputer: 3 1\n"), "{text:?}");
        assert!(text.contains("Your move: \nerror: "), "{text:?}");
        assert_prefixes_start_lines(&text);
    }

    #[test]
    fn an_echoing_terminal_ends_typed_lines_but_not_the_end_of_input() {
        // The terminal's echo of Enter ends these lines on the screen.
        let text = transcript("1 2\n", true);
        assert!(text.contains("Your move: computer: 3 1\n"), "{text:?}");
        // Ctrl-D: no echo, so the program ends the prompt's line itself.
        assert!(text.ends_with("position: 1 4 4\nYour move: \n"), "{text:?}");
        // A last line without Enter is not echoed with a newline either.
        let text = transcript("1 2\n0 0", true);
        assert!(text.ends_with("Your move: \nGoodbye!\n"), "{text:?}");
    }

    #[test]
    fn a_line_past_the_limit_is_refused_once_and_skipped() {
        let long = "7".repeat(MAX_LINE + 1);
        let text = transcript(&format!("{long}\n1 2\n0 0\n"), false);
        let errors: Vec<&str> = text.lines().filter(|l| l.starts_with("error:")).collect();
        assert_eq!(
            errors,
            ["error: the line is longer than 4096 bytes; type ROW COUNT, e.g. 2 3"]
        );
        assert!(
            text.contains("computer: 3 1"),
            "the next line is read: {text}"
        );
        assert_prefixes_start_lines(&text);
    }

    #[test]
    fn no_plain_line_passes_80_columns() {
        let input = "-1 0\n15\nabc\n2\n1\n1\n2 1\n1 1\n1 1\n1 1\n0 0\n";
        for code in Lang::codes() {
            let layout = Layout::new(vec![1, 2]).unwrap();
            let session =
                Session::<Rows, _>::new(Options::default(), layout, StdRng::seed_from_u64(3));
            let mut output = Vec::new();
            let config = PlainConfig {
                lang: Lang::from_code(code).unwrap(),
                input_echoed: false,
                coach: true,
            };
            run(session, &mut input.as_bytes(), &mut output, config).unwrap();
            let text = String::from_utf8(output).unwrap();
            assert!(text.contains("winner:"), "{text}");
            for line in text.lines() {
                let columns = unicode_width::UnicodeWidthStr::width(line);
                assert!(columns <= 80, "{code}: {columns} columns: {line}");
            }
        }
    }
}
