//! `nim learn` and `nim puzzle` line by line. Stable prefixes, English in
//! every language: `lesson: N TITLE` (then the lesson's text), `puzzle:`
//! (the position as `position:` writes it; the board's 8 lines follow its
//! gaps), `question: move` or `question: verdict`, then after the answer
//! `verdict: right` or `verdict: wrong ANSWER` and the reason. Rows under
//! a rule of their own are named first by `rules:`; a refused line gets
//! `error:` and the question again, and never counts as wrong.

use std::io::{self, BufRead, Write};

use rand::Rng;

use crate::board::Board;
use crate::command::{Command, parse_command};
use crate::learn::{self, Answer, Lesson, Play, Progress, Puzzle, Question, Step};
use crate::lines::{Input, Line, LineReader, MAX_LINE};
use crate::numbers::without_bom;
use crate::plain::Printed;
use crate::progress::{Loaded, Store};
use crate::rows::Rows;
use crate::session::{Prompt, Side};
use crate::text::Lang;

/// How the learner's lines come and go.
#[derive(Debug, Clone, Copy)]
pub struct LearnConfig {
    pub lang: Lang,
    /// As in [`crate::plain::PlainConfig`]: a terminal echoes the Enter.
    pub input: Input,
}

/// What a question got.
enum Asked {
    Answer(Answer),
    Leave,
}

/// `nim learn`: lessons from where the learner stopped (or `start`), each
/// answer saved in `store` before its verdict is shown.
pub fn learn<R: BufRead, W: Write, G: Rng>(
    input: R,
    output: &mut W,
    config: LearnConfig,
    store: Option<&Store>,
    start: Option<Lesson>,
    rng: &mut G,
) -> io::Result<()> {
    let lang = config.lang;
    let mut progress = load(store, lang, output)?;
    match start {
        Some(lesson) => progress.start_at(lesson),
        None if progress != Progress::default() => {
            writeln!(
                output,
                "{}",
                lang.learn_resume(progress.current, progress.streak)
            )?;
        }
        None => {}
    }
    let mut input = LineReader::new(input, config.input);
    let mut shown = None;
    let mut saving = true;
    loop {
        let lesson = progress.current;
        if shown != Some(lesson) {
            write_lesson(lesson, lang, output)?;
            shown = Some(lesson);
        }
        let puzzle = learn::puzzle(lesson, progress.streak, rng);
        let Asked::Answer(answer) = ask(&puzzle, &mut input, config, output)? else {
            return output.flush();
        };
        let judgement = learn::judge(&puzzle, answer);
        let step = progress.record(judgement.right);
        // Saved before the verdict is shown: what the learner has seen is kept.
        if let (Some(store), true) = (store, saving)
            && let Err(error) = store.save(&progress)
        {
            writeln!(output, "{}", lang.learn_not_saved(&error.to_string()))?;
            saving = false;
        }
        write_verdict(&puzzle, &judgement, lang, output)?;
        writeln!(output, "{}", lang.learn_step(step, lesson))?;
        if step == Step::Finished {
            return output.flush();
        }
    }
}

/// The progress in `store`, or a fresh start with the reason why.
fn load<W: Write>(store: Option<&Store>, lang: Lang, output: &mut W) -> io::Result<Progress> {
    let Some(store) = store else {
        writeln!(output, "{}", lang.learn_no_store())?;
        return Ok(Progress::default());
    };
    match store.load() {
        Ok(loaded) => {
            if let Loaded::SetAside { kept, error } = &loaded {
                let kept = kept.display().to_string();
                writeln!(
                    output,
                    "{}",
                    lang.learn_set_aside(&error.to_string(), &kept)
                )?;
            }
            Ok(loaded.progress())
        }
        Err(error) => {
            writeln!(output, "{}", lang.learn_not_saved(&error.to_string()))?;
            Ok(Progress::default())
        }
    }
}

/// `nim puzzle`: one puzzle, `heading` above it, and its verdict.
pub fn puzzle<R: BufRead, W: Write>(
    input: R,
    output: &mut W,
    config: LearnConfig,
    puzzle: &Puzzle,
    heading: &str,
) -> io::Result<()> {
    let lang = config.lang;
    writeln!(output, "{heading}")?;
    let mut input = LineReader::new(input, config.input);
    if let Asked::Answer(answer) = ask(puzzle, &mut input, config, output)? {
        let judgement = learn::judge(puzzle, answer);
        write_verdict(puzzle, &judgement, lang, output)?;
        writeln!(output, "{}", lang.puzzle_goodbye())?;
    }
    output.flush()
}

/// `lesson: N TITLE` and the lesson's text.
fn write_lesson<W: Write>(lesson: Lesson, lang: Lang, output: &mut W) -> io::Result<()> {
    let title = lang.lesson_title(lesson);
    writeln!(output, "lesson: {} {title}", lesson.number())?;
    for line in lang.lesson_text(lesson) {
        writeln!(output, "{line}")?;
    }
    Ok(())
}

/// The puzzle and its question, then the answer read until one is taken.
fn ask<R: BufRead, W: Write>(
    puzzle: &Puzzle,
    input: &mut LineReader<R>,
    config: LearnConfig,
    output: &mut W,
) -> io::Result<Asked> {
    let lang = config.lang;
    write_puzzle(puzzle, lang, output)?;
    let question = match puzzle.question {
        Question::Move => "move",
        Question::Wins => "verdict",
    };
    writeln!(output, "question: {question}")?;
    let mut line = Vec::with_capacity(MAX_LINE);
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
        match read_answer(puzzle, without_bom(&typed), lang) {
            Read::Asked(asked) => return Ok(asked),
            Read::Say(words) => writeln!(output, "{words}")?,
            Read::Refused(reason) => writeln!(output, "error: {reason}")?,
            Read::Lesson => {
                for line in lang.lesson_text(puzzle.lesson) {
                    writeln!(output, "{line}")?;
                }
            }
        }
    }
}

/// What a typed line asks for.
enum Read {
    Asked(Asked),
    /// A line to show, then the question again: the keys.
    Say(String),
    /// The lesson's text again (`?`).
    Lesson,
    Refused(String),
}

/// Reads one typed line as an answer to `puzzle`'s question.
fn read_answer(puzzle: &Puzzle, typed: &str, lang: Lang) -> Read {
    let board = matches!(puzzle.position.play, Play::Board(_));
    if matches!(typed.trim(), "q" | "Q") {
        return Read::Asked(Asked::Leave);
    }
    if puzzle.question == Question::Wins
        && let Some(wins) = lang.yes_no(typed)
    {
        return Read::Asked(Asked::Answer(Answer::Wins(wins)));
    }
    let refused = |error| match board {
        true => lang.command_error::<Board>(error),
        false => lang.command_error::<Rows>(error),
    };
    match parse_command(typed) {
        Ok(Command::Quit) => Read::Asked(Asked::Leave),
        Ok(Command::Help) => Read::Say(lang.learn_keys()),
        Ok(Command::Hint) => Read::Lesson,
        Ok(Command::Move { heap, take }) if puzzle.question == Question::Move => {
            match puzzle.position.check(heap, take) {
                Ok(mv) => Read::Asked(Asked::Answer(Answer::Move(mv))),
                Err(error) if board => Read::Refused(lang.move_error::<Board>(&error)),
                Err(error) => Read::Refused(lang.move_error::<Rows>(&error)),
            }
        }
        _ if puzzle.question == Question::Wins => Read::Refused(lang.learn_not_yes_no(typed)),
        Ok(_) => Read::Refused(lang.learn_not_here()),
        Err(error) => Read::Refused(refused(&error)),
    }
}

/// The puzzle's setting and `puzzle:` (`rules:` first for ruled rows; the
/// board's lines after its gaps).
fn write_puzzle<W: Write>(puzzle: &Puzzle, lang: Lang, output: &mut W) -> io::Result<()> {
    for line in lang.puzzle_setting(puzzle) {
        writeln!(output, "{line}")?;
    }
    let position = &puzzle.position;
    if let Play::Ruled(rules) = &position.play {
        let rules: Vec<String> = rules.iter().map(ToString::to_string).collect();
        writeln!(output, "rules: {}", rules.join(" "))?;
    }
    let heaps = crate::rows::Counts(&position.heaps);
    writeln!(output, "puzzle: {heaps}")?;
    if let Play::Board(board) = &position.play {
        for line in board.picture() {
            writeln!(output, "{line}")?;
        }
    }
    Ok(())
}

/// `verdict: right` or `verdict: wrong ANSWER`, and the reason.
fn write_verdict<W: Write>(
    puzzle: &Puzzle,
    judgement: &learn::Judgement,
    lang: Lang,
    output: &mut W,
) -> io::Result<()> {
    if judgement.right {
        writeln!(output, "verdict: right")?;
    } else {
        let answer = match judgement.answer {
            Answer::Move(mv) => format!("{} {}", mv.heap + 1, mv.take),
            Answer::Wins(true) => "yes".to_string(),
            Answer::Wins(false) => "no".to_string(),
        };
        writeln!(output, "verdict: wrong {answer}")?;
    }
    writeln!(output, "{}", lang.puzzle_reason(puzzle, &judgement.reason))
}
