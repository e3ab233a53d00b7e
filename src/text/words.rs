//! Each game's own words. The rows and the board share most sentences, but
//! their title, rules, moves, victories, refusals of a move and hints name
//! their own things (rows and chips, columns and cells): each game lists
//! those message ids here, written out, so that grep leads from an entry of
//! `locales/*.ftl` to the game that says it.

use crate::game::table::board::Board;
use crate::game::table::rows::Rows;

/// The ids of the messages a game words its own way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameWords {
    pub title: &'static str,
    pub rule_take: &'static str,
    pub rule_last: &'static str,
    pub help_move: &'static str,
    pub help_commands: &'static str,
    pub moved: &'static str,
    pub victory: &'static str,
    pub accepts_move: &'static str,
    pub refusal_separator: &'static str,
    pub no_such_heap: &'static str,
    pub empty_heap: &'static str,
    pub not_positive: &'static str,
    pub too_many: &'static str,
    pub hint_win: &'static str,
    pub hint_wait: &'static str,
    /// The hint in steps: the binary column, the heap, the move and why;
    /// with no winning move, why; misère's end rule in the same steps.
    pub hint_column: &'static str,
    pub hint_row: &'static str,
    pub hint_why: &'static str,
    pub hint_zero: &'static str,
    pub hint_misere_rule: &'static str,
    pub hint_misere_row: &'static str,
    pub hint_misere_why: &'static str,
    pub hint_misere_lost: &'static str,
    /// Why a slip lost, in the coach's sentence: the odd column (line),
    /// misère's even singles; the two moves of line 23 where their
    /// sentences leave no room.
    pub coached_left_odd: &'static str,
    pub coached_left_singles: &'static str,
    pub coached_moves_short: &'static str,
    /// The first hint while the binary view is off: b shows the columns.
    pub hint_unseen_column: &'static str,
    pub hint_unseen_zero: &'static str,
    /// The key list's move: its keys and what they do.
    pub keys_move_key: &'static str,
    pub keys_move: &'static str,
    /// The key list's `-1 0`.
    pub keys_new: &'static str,
    /// How a game lost from the first move can be won (what `-1 0` makes).
    pub lost_how: &'static str,
}

/// A game that has words of its own: the type of its table chooses them.
pub trait Worded {
    const WORDS: GameWords;
}

impl Worded for Rows {
    const WORDS: GameWords = GameWords {
        title: "title",
        rule_take: "rule-take",
        rule_last: "rule-last",
        help_move: "help-move",
        help_commands: "help-commands",
        moved: "moved",
        victory: "victory",
        accepts_move: "accepts-move",
        refusal_separator: "refusal-separator",
        no_such_heap: "move-no-such-row",
        empty_heap: "move-empty-row",
        not_positive: "move-not-positive",
        too_many: "move-too-many",
        hint_win: "hint-win",
        hint_wait: "hint-wait",
        hint_column: "hint-column",
        hint_row: "hint-row",
        hint_why: "hint-why",
        hint_zero: "hint-zero",
        hint_misere_rule: "hint-misere-rule",
        hint_misere_row: "hint-misere-row",
        hint_misere_why: "hint-misere-why",
        hint_misere_lost: "hint-misere-lost",
        coached_left_odd: "coached-left-odd",
        coached_left_singles: "coached-left-singles",
        coached_moves_short: "coached-moves-short",
        hint_unseen_column: "wayin-hint-column",
        hint_unseen_zero: "wayin-hint-zero",
        keys_move_key: "keys-move-key",
        keys_move: "keys-move",
        keys_new: "keys-new",
        lost_how: "game-lost-how",
    };
}

impl Worded for Board {
    const WORDS: GameWords = GameWords {
        title: "board-title",
        rule_take: "board-rule-take",
        rule_last: "board-rule-last",
        help_move: "board-help-move",
        help_commands: "board-help-commands",
        moved: "board-moved",
        victory: "board-victory",
        accepts_move: "board-accepts-move",
        refusal_separator: "board-refusal-separator",
        no_such_heap: "board-move-no-such-row",
        empty_heap: "board-move-empty-row",
        not_positive: "board-move-not-positive",
        too_many: "board-move-too-many",
        hint_win: "board-hint-win",
        hint_wait: "board-hint-wait",
        hint_column: "board-hint-column",
        hint_row: "board-hint-row",
        hint_why: "board-hint-why",
        hint_zero: "board-hint-zero",
        hint_misere_rule: "board-hint-misere-rule",
        hint_misere_row: "board-hint-misere-row",
        hint_misere_why: "board-hint-misere-why",
        hint_misere_lost: "board-hint-misere-lost",
        coached_left_odd: "board-coached-left-odd",
        coached_left_singles: "board-coached-left-singles",
        coached_moves_short: "board-coached-moves-short",
        hint_unseen_column: "board-wayin-hint-column",
        hint_unseen_zero: "board-wayin-hint-zero",
        keys_move_key: "board-keys-move-key",
        keys_move: "board-keys-move",
        keys_new: "board-keys-new",
        lost_how: "board-lost-how",
    };
}
