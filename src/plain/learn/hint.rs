//! Plain mode's `?` and `b` in a lesson or puzzle. `?` gives the hint's
//! next step as a line (`Hint 1 of 3: ...`); the step that gives the
//! answer comes after `hint: ROW COUNT [AT]` (the move that wins, on a
//! yes/no question too) or `hint: none` (nothing wins), as the game's `?`
//! prints it; once the hint is whole, `?` prints the lesson's text again.
//! `b` prints the binary table as the game's `b` does, from the binary
//! lesson on.

use std::io::{self, Write};

use crate::game::learn::{HINT_STEPS, HintStep, Play, Puzzle, hint_steps};
use crate::game::record::typed;
use crate::text::Lang;
use crate::text::binary::write_binary_table;
use crate::tutor::hint::{Asked, Fading};

/// The next step of `puzzle`'s hint, or the lesson's text.
pub(super) fn write_hint<W: Write>(
    puzzle: &Puzzle,
    fading: &mut Fading,
    lang: Lang,
    output: &mut W,
) -> io::Result<()> {
    match fading.ask() {
        Asked::Step(step) => {
            if step + 1 == HINT_STEPS
                && let [.., HintStep::Answer { mv, .. }] = hint_steps(puzzle)
            {
                match mv {
                    Some(mv) => writeln!(output, "hint: {}", typed(mv))?,
                    None => writeln!(output, "hint: none")?,
                }
            }
            super::say(output, &lang.hint_step(puzzle, step))
        }
        Asked::Lesson => {
            for line in lang.lesson_text(puzzle.lesson) {
                super::say(output, &line)?;
            }
            Ok(())
        }
    }
}

/// `b`: the rows (or the board's gaps) in binary, or the rows' values
/// under their own rules; before the binary lesson, when it comes.
pub(super) fn write_binary<W: Write>(
    puzzle: &Puzzle,
    lang: Lang,
    output: &mut W,
) -> io::Result<()> {
    if !puzzle.lesson.shows_binary() {
        return super::say(output, &lang.learn_binary_later());
    }
    let position = &puzzle.position;
    match (&position.play, position.engine().games()) {
        (Play::Ruled(_), Some(games)) => super::super::edges::write_worth(games, lang, output),
        _ => write_binary_table(&position.heaps, lang, output),
    }
}
