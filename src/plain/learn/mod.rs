//! `nim learn` and `nim puzzle` line by line. Stable prefixes, English in
//! every language: `lesson: N TITLE` (then the lesson's text), `puzzle:`
//! (the position as `position:` writes it; the board's 8 lines follow its
//! gaps), `question: move` or `question: verdict`, then after the answer
//! `verdict: right` or `verdict: wrong ANSWER` (then `refute:`, see
//! [`refute`]) and the reason; a puzzle of `nim puzzle` is named first by
//! `code: 4K7Q2M`. Rows under
//! a rule of their own are named first by `rules:`; a refused line gets
//! `error:` and the question again, and never counts as wrong. A missed
//! puzzle coming back is headed `again: LESSON CODE DATE` (the day it was
//! missed) instead of its lesson; `nim learn --report` prints `report:`
//! lines ([`report()`]). `?` (the hint, a step at a time, `hint:` before
//! its answer) and `b`: `hint.rs`.

mod report;

use std::io::{self, BufRead, Write};

use rand::Rng;

use crate::game::learn::{self, Advance, Answer, AnyCode, Day, Lesson, Play, Puzzle, Question};
use crate::game::numbers::without_bom;
use crate::game::session::{Prompt, Side};
use crate::game::table::rows::Rows;
use crate::game::theory::strategy::Rules;
use crate::io::lines::{Input, Line, LineReader, MAX_LINE};
use crate::io::progress::Store;
use crate::text::Lang;
use crate::text::width::wrap;
use crate::tutor::hint::Fading;
use crate::tutor::{Alone, Read, Tutor, read_answer, typed};

mod discover;
mod hint;
mod refute;

use discover::{Ended, asks_to_discover};
use refute::{Pending, asks_to_play, write_refutation};

/// How the learner's lines come and go.
#[derive(Debug, Clone, Copy)]
pub struct LearnConfig {
    pub lang: Lang,
    /// As in [`crate::plain::PlainConfig`]: a terminal echoes the Enter.
    pub input: Input,
    /// The day (the clock's, or `--date`): missed puzzles come back by it.
    pub today: Option<Day>,
}

/// What a question got: an answer (and whether a hint was given first),
/// or leave.
enum Asked {
    Answer(Answer, bool),
    Leave,
}

pub use report::report;

/// `nim learn`: the missed puzzles due (on `config.today`) first, then
/// lessons from where the learner stopped (or `start`), each answer saved
/// in `store` before its verdict is shown.
pub fn learn<R: BufRead, W: Write, G: Rng>(
    input: R,
    output: &mut W,
    config: LearnConfig,
    store: Option<Store>,
    start: Option<Lesson>,
    rng: G,
) -> io::Result<()> {
    let lang = config.lang;
    let (mut tutor, mut said) = Tutor::open(store, start, rng, lang);
    said.extend(config.today.and_then(|today| tutor.on_day(today)));
    for line in said {
        say(output, &line)?;
    }
    let mut input = LineReader::new(input, config.input);
    let mut shown = None;
    // The last wrong answer's position, until the next answer: `play`
    // plays it out.
    let mut pending = None;
    // A lesson with small games keeps its rule until they are played
    // (`discover`), asked for (`rule`) or the first answer is judged.
    let mut untold = None;
    loop {
        let lesson = tutor.progress.current;
        let puzzle = tutor.puzzle();
        // A missed puzzle coming back is said instead of its lesson.
        let again = report::write_again(&tutor, output)?;
        if !again && shown != Some(lesson) {
            untold = write_lesson(lesson, lang, output)?;
            shown = Some(lesson);
        }
        let mut asking = Asking {
            ladder: true,
            pending: &mut pending,
            untold: &mut untold,
        };
        let asked = ask(&puzzle, &mut input, config, &mut asking, output)?;
        let Asked::Answer(answer, hinted) = asked else {
            return farewell(&tutor, output);
        };
        if hinted {
            tutor.hinted();
        }
        let answered = tutor.answer(&puzzle, answer);
        if let Some(note) = &answered.note {
            say(output, note)?;
        }
        let refutation = learn::refute(&puzzle, answer);
        write_verdict(
            &puzzle,
            &answered.judgement,
            refutation.as_ref(),
            lang,
            output,
        )?;
        say(
            output,
            &tutor.step_words(answered.step, answered.lesson, answered.hinted),
        )?;
        if let Some(lesson) = untold.take() {
            for line in lang.lesson_text(lesson) {
                say(output, &line)?;
            }
        }
        pending = (refutation.as_ref())
            .and_then(|r| learn::play_out(&puzzle, r))
            .map(|out| Pending {
                puzzle: puzzle.clone(),
                out,
            });
        if pending.is_some() && answered.step != Advance::Finished {
            say(output, &lang.refute_offer(true, false))?;
        }
        if answered.step == Advance::Finished {
            return farewell(&tutor, output);
        }
    }
}

/// The last words: that the last answers are not saved, if so.
fn farewell<W: Write, G: Rng>(tutor: &Tutor<G>, output: &mut W) -> io::Result<()> {
    if let Some(words) = tutor.farewell() {
        writeln!(output, "{words}")?;
    }
    output.flush()
}

/// What names a single puzzle: its heading in words, and its code
/// (`code: 4K7Q2M`; a chosen position's is longer).
#[derive(Debug, Clone)]
pub struct Heading<'a> {
    pub words: &'a str,
    pub code: Option<AnyCode>,
}

/// `nim puzzle`: one puzzle, its heading above it, and its verdict; the
/// answer kept through `keep` before the verdict is shown.
pub fn puzzle<R: BufRead, W: Write>(
    input: R,
    output: &mut W,
    config: LearnConfig,
    (puzzle, heading): (&Puzzle, Heading),
    keep: Option<Alone>,
) -> io::Result<()> {
    let lang = config.lang;
    say(output, heading.words)?;
    if let Some(code) = &heading.code {
        writeln!(output, "code: {code}")?;
    }
    let mut input = LineReader::new(input, config.input);
    let mut asking = Asking {
        ladder: false,
        pending: &mut None,
        untold: &mut None,
    };
    if let Asked::Answer(answer, hinted) = ask(puzzle, &mut input, config, &mut asking, output)? {
        if let Some(keep) = keep {
            for line in keep.keep(puzzle, answer, hinted, lang) {
                writeln!(output, "{line}")?;
            }
        }
        let judgement = learn::judge(puzzle, answer);
        let refutation = learn::refute(puzzle, answer);
        write_verdict(puzzle, &judgement, refutation.as_ref(), lang, output)?;
        say(output, &lang.puzzle_goodbye())?;
    }
    output.flush()
}

/// Plain mode's lines are at most this wide.
const COLUMNS: usize = 80;
/// A sentence's later lines are indented by this much, so that each
/// sentence starts a line of its own (a reason after its refutation).
const HANGING: usize = 2;

/// A sentence for people, wrapped to plain mode's width: each of its
/// lines starts a line, and the lines it is wrapped onto are indented, as
/// REFERENCE says.
fn say<W: Write>(output: &mut W, text: &str) -> io::Result<()> {
    for line in text.split('\n') {
        let lines = wrap(line, COLUMNS - HANGING);
        if lines.is_empty() {
            writeln!(output)?;
        }
        for (at, line) in lines.iter().enumerate() {
            let indent = if at == 0 { 0 } else { HANGING };
            writeln!(output, "{:indent$}{line}", "")?;
        }
    }
    Ok(())
}

/// `lesson: N TITLE` and the lesson's text; a lesson with small games
/// offers them instead, and its rule waits for them, as on the screen:
/// then the lesson whose rule is still to be told.
fn write_lesson<W: Write>(
    lesson: Lesson,
    lang: Lang,
    output: &mut W,
) -> io::Result<Option<Lesson>> {
    let title = lang.lesson_title(lesson);
    writeln!(output, "lesson: {} {title}", lesson.number())?;
    if learn::Discovery::new(lesson).is_some() {
        say(output, &lang.discover_offer())?;
        return Ok(Some(lesson));
    }
    for line in lang.lesson_text(lesson) {
        say(output, &line)?;
    }
    Ok(None)
}

/// What a question of the ladder may do besides take an answer.
struct Asking<'a> {
    /// `nim learn` (not a single puzzle): `discover` and `rule` work.
    ladder: bool,
    /// The last wrong answer's position: `play` plays it out.
    pending: &'a mut Option<Pending>,
    /// The lesson whose rule waits for its small games.
    untold: &'a mut Option<Lesson>,
}

/// Whether `typed` asks for the lesson's rule.
fn asks_for_rule(typed: &str) -> bool {
    typed.trim().eq_ignore_ascii_case("rule")
}

/// The puzzle and its question, then the answer read until one is taken;
/// `play` first plays the pending position out, and on the ladder
/// `discover` plays the lesson's small games (then its rule) and `rule`
/// tells the rule, then the question comes again.
fn ask<R: BufRead, W: Write>(
    puzzle: &Puzzle,
    input: &mut LineReader<R>,
    config: LearnConfig,
    asking: &mut Asking,
    output: &mut W,
) -> io::Result<Asked> {
    let ladder = asking.ladder;
    let lang = config.lang;
    write_puzzle(puzzle, lang, output)?;
    let question = match puzzle.question {
        Question::Move => "move",
        Question::Wins => "verdict",
    };
    writeln!(output, "question: {question}")?;
    let mut line = Vec::with_capacity(MAX_LINE);
    let mut fading = Fading::default();
    loop {
        write!(output, "{}", lang.puzzle_question(puzzle))?;
        output.flush()?;
        let read = input.read_line(&mut line, MAX_LINE)?;
        if config.input != Input::Terminal {
            writeln!(output)?;
        }
        let typed = match read {
            Line::End => return Ok(Asked::Leave),
            Line::TooLong => {
                input.skip_line()?;
                let limit = lang.line_too_long::<Rows>(MAX_LINE, Prompt::Move(Side::You));
                writeln!(output, "error: {limit}")?;
                continue;
            }
            Line::Text(_) => String::from_utf8_lossy(&line).into_owned(),
        };
        if asks_to_play(&typed)
            && let Some(out) = asking.pending.take()
        {
            if !refute::play(out, input, config, output)? {
                return Ok(Asked::Leave);
            }
            write_puzzle(puzzle, lang, output)?;
            writeln!(output, "question: {question}")?;
            continue;
        }
        let discover = ladder && asks_to_discover(&typed);
        if discover || (ladder && asks_for_rule(&typed)) {
            if discover
                && let Ended::Leave = discover::discover(puzzle.lesson, input, config, output)?
            {
                return Ok(Asked::Leave);
            }
            *asking.untold = None;
            for line in lang.lesson_text(puzzle.lesson) {
                say(output, &line)?;
            }
            write_puzzle(puzzle, lang, output)?;
            writeln!(output, "question: {question}")?;
            continue;
        }
        match read_answer(puzzle, without_bom(&typed), lang) {
            Read::Answer(answer) => return Ok(Asked::Answer(answer, fading.used())),
            Read::Leave => return Ok(Asked::Leave),
            Read::Keys => {
                for line in lang.learn_help() {
                    writeln!(output, "{line}")?;
                }
            }
            Read::Refused(reason) => writeln!(output, "error: {reason}")?,
            Read::Hint => hint::write_hint(puzzle, &mut fading, lang, output)?,
            Read::Binary => hint::write_binary(puzzle, lang, output)?,
        }
    }
}

/// The puzzle's setting and `puzzle:` (`rules:` first for ruled rows; the
/// board's lines after its gaps).
fn write_puzzle<W: Write>(puzzle: &Puzzle, lang: Lang, output: &mut W) -> io::Result<()> {
    for line in lang.puzzle_setting(puzzle) {
        say(output, &line)?;
    }
    let position = &puzzle.position;
    match &position.play {
        Play::Ruled(rules) => {
            let rules: Vec<String> = rules.iter().map(ToString::to_string).collect();
            writeln!(output, "rules: {}", rules.join(" "))?;
        }
        Play::Nim(Rules::Misere) => writeln!(output, "rules: misere")?,
        _ => {}
    }
    let heaps = crate::game::table::rows::Counts(&position.heaps);
    writeln!(output, "puzzle: {heaps}")?;
    if let Play::Board(board) = &position.play {
        for line in board.picture() {
            writeln!(output, "{line}")?;
        }
    }
    Ok(())
}

/// `verdict: right` or `verdict: wrong ANSWER`, and the reason (its
/// numbers in columns under it).
fn write_verdict<W: Write>(
    puzzle: &Puzzle,
    judgement: &learn::Judgement,
    refutation: Option<&learn::Refutation>,
    lang: Lang,
    output: &mut W,
) -> io::Result<()> {
    if judgement.right {
        writeln!(output, "verdict: right")?;
    } else {
        writeln!(output, "verdict: wrong {}", typed(judgement.answer))?;
    }
    if let Some(refutation) = refutation {
        write_refutation(puzzle, refutation, lang, output)?;
    }
    say(output, &lang.puzzle_reason(puzzle, &judgement.reason))?;
    // The reason's numbers, in columns under it.
    for line in lang.reason_columns(&judgement.reason) {
        writeln!(output, "{line}")?;
    }
    Ok(())
}
