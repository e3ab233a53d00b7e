//! The teacher's lines of a game on the screen, shared with the network
//! game: the hint's steps, the coach's word, the rule of a slip's row.

use crate::game::session::{Coached, Left, Session};
use crate::game::table::Table;
use crate::game::theory::bits::Explained;
use crate::game::theory::rule::Rule;
use crate::game::theory::strategy::Hint;
use crate::game::theory::sum::Games;
use crate::tui::play::view::{Message, Worth};

/// A hint asked again of the same position shows its next step: `now` is
/// the message after the `?`, `before` the one it replaced.
pub(in crate::tui) fn next_hint_step(before: Option<Message>, now: &mut Option<Message>) {
    if let (
        Some(Message::Grundy {
            worth, step: shown, ..
        }),
        Some(Message::Grundy {
            worth: now, step, ..
        }),
    ) = (&before, &mut *now)
        && *worth == *now
    {
        *step = (shown + 1).min(3);
        return;
    }
    if let (
        Some(Message::Hint { explained, step }),
        Some(Message::Hint {
            explained: now,
            step: next,
        }),
    ) = (before, now)
        && explained == *now
    {
        *next = (step + 1).min(3);
    }
}

/// Line 24 for a hint: on rows under their own rules the Grundy steps,
/// else the book's binary reasons.
pub(in crate::tui) fn hint_message<T: Table, G>(
    session: &Session<T, G>,
    hint: Hint,
) -> Option<Message> {
    let rules = session.options().rules;
    if let Some(games) = session.table().engine(rules).games() {
        return grundy_hint(games, hint);
    }
    let bound = session.table().heap_bound();
    Explained::within(session.heaps(), rules, bound)
        .map(|explained| Message::Hint { explained, step: 1 })
}

/// Line 24 for the coach's word on a burst (a network game: the local
/// player's move alone, before the other's reply).
pub(in crate::tui) fn coach_message<T: Table, G>(
    session: &Session<T, G>,
    coached: Coached,
) -> Message {
    Message::Coach(coached, moved_rule(session, &coached))
}

/// The hint on rows under their own rules: the hinted row's worth and the
/// Grundy sum first, on the next `?` why the group is worth its value (the
/// mex of what its moves reach), then the move.
fn grundy_hint(games: &Games, hint: Hint) -> Option<Message> {
    let (Hint::Win { mv, .. } | Hint::Wait(mv)) = hint;
    let worth = Worth {
        row: mv.heap,
        rule: games.rows().get(mv.heap)?.rule.clone(),
        value: games.row_value(mv.heap),
        sum: games.grundy_sum(),
        why: games.derivation(mv.heap, games.group_of(mv)?.len),
    };
    Some(Message::Grundy {
        hint,
        worth,
        step: 1,
    })
}

/// The rule of the row a slip on rows under their own rules was made in.
pub(super) fn moved_rule<T: Table, G>(session: &Session<T, G>, coached: &Coached) -> Option<Rule> {
    let Some(Left::Worth(worth)) = coached.own.and_then(|own| own.left) else {
        return None;
    };
    let engine = session.table().engine(session.options().rules);
    Some(engine.games()?.rows().get(worth.row)?.rule.clone())
}
