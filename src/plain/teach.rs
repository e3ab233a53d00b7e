//! Plain mode's teaching lines: the coach's, the list of keys, the hint
//! and why.

use std::io::{self, Write};

use crate::game::session::{Coached, Left, Session, Side};
use crate::game::theory::bits::Explained;
use crate::game::theory::strategy::{Assessment, Hint};
use crate::plain::{Printed, edges, typed};
use crate::text::Lang;
use crate::text::width::width;

/// The coach: a `coach:` line for a person's move (`kept`, `missed ROW
/// COUNT`, `lost`), then its sentence, which names the move and what it
/// left (the computer's reply is the next line); the computer's slip, the
/// sentence that says so. `coached`: the burst's matter for the coach.
pub(super) fn write_coach<T: Printed, G, W: Write>(
    session: &Session<T, G>,
    lang: Lang,
    (side, coached): (Side, Option<Coached>),
    output: &mut W,
) -> io::Result<()> {
    let own = coached.and_then(|coached| coached.own);
    let own = match own {
        Some(own) if side != Side::Computer && own.side == side => own,
        _ => return writeln!(output, "{}", lang.text_coach_chance()),
    };
    match own.assessment {
        Assessment::KeptWin => writeln!(output, "coach: kept")?,
        Assessment::MissedWin { better, .. } => {
            writeln!(output, "coach: missed {}", typed(better))?;
        }
        Assessment::NoWinToMiss => writeln!(output, "coach: lost")?,
    }
    let rule = match own.left {
        Some(Left::Worth(worth)) => (session.table().engine(session.options().rules).games())
            .and_then(|games| Some(games.rows().get(worth.row)?.rule.clone())),
        _ => None,
    };
    writeln!(output, "{}", lang.own_move::<T>(&own, rule.as_ref()))
}

/// `h`: every key and command, a line each, the keys in a column.
pub(super) fn write_keys<W: Write>(
    list: Vec<(String, String)>,
    lang: Lang,
    output: &mut W,
) -> io::Result<()> {
    let keys = list.iter().map(|(key, _)| width(key)).max().unwrap_or(0);
    writeln!(output, "{}", lang.keys_title())?;
    for (key, does) in list {
        let pad = keys - width(&key);
        writeln!(output, "  {key}{:pad$}  {does}", "")?;
    }
    Ok(())
}

/// `hint: ROW COUNT` (or `hint: none`) at once, as scripts expect, then
/// why, in words: the move's sum in binary, or why no move wins.
pub(super) fn print_hint<T: Printed, G>(
    hint: Hint,
    session: &Session<T, G>,
    lang: Lang,
    output: &mut impl Write,
) -> io::Result<()> {
    match hint {
        Hint::Win { mv, .. } => writeln!(output, "hint: {}", typed(mv))?,
        Hint::Wait(_) => writeln!(output, "hint: none")?,
    }
    let rules = session.options().rules;
    if let Some(games) = session.table().engine(rules).games() {
        edges::write_worth(games, lang, output)?;
        // Why the hinted group is worth what it is: the mex of its moves.
        let (Hint::Win { mv, .. } | Hint::Wait(mv)) = hint;
        if let (Some(group), Some(row)) = (games.group_of(mv), games.rows().get(mv.heap)) {
            let why = games.derivation(mv.heap, group.len);
            writeln!(output, "{}", lang.hint_mex(&row.rule, &why))?;
        }
        return writeln!(output, "{}", lang.hint::<T>(hint));
    }
    let bound = session.table().heap_bound();
    if let Some(explained) = Explained::within(session.heaps(), rules, bound) {
        for line in lang.hint_explained::<T>(&explained) {
            writeln!(output, "{line}")?;
        }
    }
    Ok(())
}
