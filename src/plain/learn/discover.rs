//! Discovery in plain mode: `discover` typed at a question of `nim learn`
//! plays the lesson's small games before its rule is read again. Each game
//! starts with `discover: 2 2` (the position, as `position:` writes it),
//! then the question (a guess, `y`/`n`, or first or second, `1`/`2`); the
//! game is played out with the game's prefixes (`position:`, `you:`,
//! `computer:`, `winner:`), and a sentence tells who wins there and how the
//! guess or the choice fared. Plain mode asks for it rather than starting
//! with it, so that scripts written for the lessons keep their lines.
//! Nothing is judged or recorded.

use std::io::{self, BufRead, Write};

use crate::game::learn::{Ask, Discovery, Lesson, Puzzle, Question, Said, Stage, Turn};
use crate::game::record::typed;
use crate::game::session::{Prompt, Side};
use crate::game::table::rows::{Counts, Rows};
use crate::io::lines::{Input, Line, LineReader, MAX_LINE};
use crate::tutor::{PlayRead, play_line};

use super::LearnConfig;
use super::refute::position;

/// Whether `typed` asks for the lesson's small games.
pub(super) fn asks_to_discover(typed: &str) -> bool {
    typed.trim().eq_ignore_ascii_case("discover")
}

/// A line read, or the end of the input.
fn read<R: BufRead, W: Write>(
    input: &mut LineReader<R>,
    config: LearnConfig,
    output: &mut W,
) -> io::Result<Option<String>> {
    let mut line = Vec::with_capacity(MAX_LINE);
    loop {
        output.flush()?;
        let read = input.read_line(&mut line, MAX_LINE)?;
        if config.input != Input::Terminal {
            writeln!(output)?;
        }
        match read {
            Line::End => return Ok(None),
            Line::TooLong => {
                input.skip_line()?;
                let limit = config
                    .lang
                    .line_too_long::<Rows>(MAX_LINE, Prompt::Move(Side::You));
                writeln!(output, "error: {limit}")?;
            }
            Line::Text(_) => return Ok(Some(String::from_utf8_lossy(&line).into_owned())),
        }
    }
}

/// What the small games ended with.
pub(super) enum Ended {
    /// All played, or `s`: the rule comes next.
    Rule,
    /// `q`, `0 0` or the end of the input.
    Leave,
}

/// `lesson`'s small games, one after another.
pub(super) fn discover<R: BufRead, W: Write>(
    lesson: Lesson,
    input: &mut LineReader<R>,
    config: LearnConfig,
    output: &mut W,
) -> io::Result<Ended> {
    let lang = config.lang;
    let Some(mut discovery) = Discovery::new(lesson) else {
        return Ok(Ended::Rule);
    };
    for line in lang.discover_intro() {
        super::say(output, &line)?;
    }
    loop {
        super::say(output, &lang.discover_game(&discovery))?;
        let position = &discovery.step().position;
        writeln!(output, "discover: {}", Counts(&position.heaps))?;
        // The question, until a fitting answer.
        loop {
            write!(output, "{}", lang.discover_prompt(&discovery))?;
            let Some(typed) = read(input, config, output)? else {
                return Ok(Ended::Leave);
            };
            let typed = typed.trim();
            match typed {
                "q" | "Q" | "0 0" => return Ok(Ended::Leave),
                "s" | "S" => return Ok(Ended::Rule),
                "h" | "H" => {
                    writeln!(output, "{}", lang.discover_keys())?;
                    continue;
                }
                _ => {}
            }
            let said = match discovery.step().ask {
                Ask::Guess => lang.yes_no(typed).map(Said::Guess),
                Ask::Choose => lang.discover_choice(typed).map(Said::First),
            };
            match said {
                Some(said) => {
                    discovery.answer(said);
                    break;
                }
                None if discovery.step().ask == Ask::Guess => {
                    writeln!(output, "error: {}", lang.learn_not_yes_no(typed))?;
                }
                None => writeln!(output, "error: {}", lang.discover_not_choice(typed))?,
            }
        }
        if !play(&mut discovery, input, config, output)? {
            return Ok(Ended::Leave);
        }
        super::say(output, &lang.discover_told(&discovery))?;
        if !discovery.next_step() {
            return Ok(Ended::Rule);
        }
    }
}

/// The step's game played out; `false` on `q`, `0 0` or the end of input.
fn play<R: BufRead, W: Write>(
    discovery: &mut Discovery,
    input: &mut LineReader<R>,
    config: LearnConfig,
    output: &mut W,
) -> io::Result<bool> {
    let lang = config.lang;
    let lesson = discovery.lesson();
    let puzzle = |position| Puzzle {
        lesson,
        position,
        question: Question::Wins,
    };
    let first = discovery.playing().map_or(Turn::Learner, |out| out.turn());
    super::say(output, &lang.playout_start(first))?;
    // As in a game: the position before the computer's opening move too.
    if let (Turn::Computer, Some(out)) = (first, discovery.playing()) {
        writeln!(output, "position: {}", position(out))?;
    }
    while let Some(out) = discovery.playing() {
        let shown = puzzle(out.position());
        if let Some(mv) = out.computer() {
            writeln!(output, "computer: {}", typed(mv))?;
            super::say(output, &lang.playout_moved(&shown, Turn::Computer, mv))?;
            discovery.settle();
            continue;
        }
        writeln!(output, "position: {}", position(out))?;
        let places = out.has_places();
        loop {
            write!(output, "{}", lang.playout_prompt(&shown, places))?;
            let Some(line) = read(input, config, output)? else {
                return Ok(false);
            };
            let Some(out) = discovery.playing() else {
                break;
            };
            match play_line(out, &shown, &line, lang) {
                PlayRead::Played(mv) => {
                    writeln!(output, "you: {}", typed(mv))?;
                    break;
                }
                PlayRead::Stop => return Ok(false),
                PlayRead::Keys => writeln!(output, "{}", lang.discover_keys())?,
                PlayRead::Refused(reason) => writeln!(output, "error: {reason}")?,
            }
        }
        discovery.settle();
    }
    if let Stage::Over { winner } = discovery.stage() {
        let name = match winner {
            Turn::Learner => "you",
            Turn::Computer => "computer",
        };
        writeln!(output, "winner: {name}")?;
        super::say(output, &lang.discover_won(*winner))?;
    }
    Ok(true)
}
