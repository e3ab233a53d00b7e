//! A wrong answer's refutation in plain mode, and the refuted position
//! played out. After `verdict: wrong ANSWER` come `refute: ROW COUNT [AT]`
//! (the reply that wins against the answer; board: `COLUMN STEPS`; `none`
//! when a misère move took the last chip itself), `try: ROW COUNT [AT]`
//! before the sentence when a wrong "yes" is refuted through a try, and
//! the sentence. `play` typed at the next question plays the position out
//! with the game's prefixes (`position:`, `you:`, `computer:`, `winner:`),
//! then the question comes again.

use std::io::{self, BufRead, Write};

use crate::game::learn::{PlayOut, Puzzle, Refutation, Turn};
use crate::game::record::typed;
use crate::game::session::{Prompt, Side};
use crate::game::table::rows::{Counts, Rows};
use crate::io::lines::{Input, Line, LineReader, MAX_LINE};
use crate::text::Lang;
use crate::tutor::{PlayRead, play_line};

use super::LearnConfig;

/// `refute:`, `try:` and the sentence.
pub(super) fn write_refutation<W: Write>(
    puzzle: &Puzzle,
    refutation: &Refutation,
    lang: Lang,
    output: &mut W,
) -> io::Result<()> {
    match refutation.reply {
        Some(reply) => writeln!(output, "refute: {}", typed(reply))?,
        None => writeln!(output, "refute: none")?,
    }
    if !refutation.own {
        writeln!(output, "try: {}", typed(refutation.tried))?;
    }
    super::say(output, &lang.refutation(puzzle, refutation))
}

/// A refuted position waiting to be played out.
pub(super) struct Pending {
    pub puzzle: Puzzle,
    pub out: PlayOut,
}

/// Whether `typed` asks to play the pending position out.
pub(super) fn asks_to_play(typed: &str) -> bool {
    typed.trim().eq_ignore_ascii_case("play")
}

/// Plays `pending` out to its end (or `q`); `false` when the input ended.
pub(super) fn play<R: BufRead, W: Write>(
    pending: Pending,
    input: &mut LineReader<R>,
    config: LearnConfig,
    output: &mut W,
) -> io::Result<bool> {
    let lang = config.lang;
    let Pending { puzzle, mut out } = pending;
    super::say(output, &lang.playout_start(out.turn()))?;
    // As in a game: the position before the computer's opening move too.
    if out.turn() == Turn::Computer {
        writeln!(output, "position: {}", position(&out))?;
    }
    let mut line = Vec::with_capacity(MAX_LINE);
    loop {
        if let Some(mv) = out.computer() {
            writeln!(output, "computer: {}", typed(mv))?;
            super::say(output, &lang.playout_moved(&puzzle, Turn::Computer, mv))?;
        }
        if let Some(winner) = out.winner() {
            let name = match winner {
                Turn::Learner => "you",
                Turn::Computer => "computer",
            };
            writeln!(output, "winner: {name}")?;
            super::say(output, &lang.playout_end(winner))?;
            return Ok(true);
        }
        writeln!(output, "position: {}", position(&out))?;
        if let crate::game::learn::Play::Board(board) = &out.position().play {
            for row in board.picture() {
                writeln!(output, "{row}")?;
            }
        }
        loop {
            write!(output, "{}", lang.playout_prompt(&puzzle, out.has_places()))?;
            output.flush()?;
            let read = input.read_line(&mut line, MAX_LINE)?;
            if config.input != Input::Terminal {
                writeln!(output)?;
            }
            let typed_line = match read {
                Line::End => return Ok(false),
                Line::TooLong => {
                    input.skip_line()?;
                    let limit = lang.line_too_long::<Rows>(MAX_LINE, Prompt::Move(Side::You));
                    writeln!(output, "error: {limit}")?;
                    continue;
                }
                Line::Text(_) => String::from_utf8_lossy(&line).into_owned(),
            };
            match play_line(&mut out, &puzzle, &typed_line, lang) {
                PlayRead::Played(mv) => {
                    writeln!(output, "you: {}", typed(mv))?;
                    break;
                }
                PlayRead::Stop => return Ok(true),
                PlayRead::Keys => writeln!(output, "{}", lang.learn_keys())?,
                PlayRead::Refused(reason) => writeln!(output, "error: {reason}")?,
            }
        }
    }
}

/// `position:`'s rows as the game writes them: a row a move split is its
/// groups joined by `+`; the board's gaps as counts.
pub(super) fn position(out: &PlayOut) -> String {
    match out.places() {
        Some(places) => places.to_string(),
        None => Counts(out.heaps()).to_string(),
    }
}
