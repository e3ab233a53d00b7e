//! Where each flag may be given: the commands that take it, the one a
//! flag out of place belongs to, and the order a command's help lists its
//! flags in.

use super::{FLAGS, Flag, Id};
use crate::cli::command::Subcommand;

/// Whether `command` takes flag `id`.
pub fn takes(command: Subcommand, id: Id) -> bool {
    // The flags of one command only, which the games refuse.
    let analysis = matches!(
        id,
        Id::Hint | Id::Explain | Id::Values | Id::Limit | Id::Summary
    );
    let replay = matches!(id, Id::Review | Id::Game);
    let learning = learns(id);
    let rows = matches!(id, Id::Rows | Id::Random | Id::Rule | Id::Rules);
    let hosting = id == Id::Listen;
    // What a game of two people on two machines has no use for: a second
    // player on this one, the computer's level, a record (not yet).
    let local = matches!(id, Id::Players | Id::Level | Id::Record | Id::Force);
    match command {
        Subcommand::Rows => !(analysis || replay || learning || hosting),
        Subcommand::Board => !(analysis || replay || learning || rows || hosting),
        Subcommand::Analyze => matches!(
            id,
            Id::Misere
                | Id::Hint
                | Id::Explain
                | Id::Lang
                | Id::Rule
                | Id::Rules
                | Id::Values
                | Id::Limit
                | Id::Summary
        ),
        Subcommand::Replay => matches!(
            id,
            Id::Plain | Id::Lang | Id::Ascii | Id::Quiet | Id::Review | Id::Game
        ),
        Subcommand::Learn => {
            (learning && !matches!(id, Id::Daily | Id::Board | Id::Count)) || shown(id)
        }
        Subcommand::Puzzle => {
            (learning && !matches!(id, Id::Lesson | Id::Report | Id::Count))
                || shown(id)
                || matches!(id, Id::Rows | Id::Rule | Id::Rules | Id::Misere)
        }
        // Printed, never shown: no screen, no beep.
        Subcommand::Worksheet => {
            matches!(id, Id::Lesson | Id::Count | Id::Seed | Id::Lang | Id::Ascii)
        }
        // The board by its flag as by its word; its rows' flags are
        // refused once the line says which game it is.
        Subcommand::Serve => !(analysis || replay || local || (learning && id != Id::Board)),
        // The host chooses the game: the joiner only chooses how to see it.
        Subcommand::Join => matches!(
            id,
            Id::Plain | Id::Lang | Id::Quiet | Id::Ascii | Id::Mouse | Id::Coach
        ),
        // Printed in English from the table, the same for everyone.
        Subcommand::Man | Subcommand::Completions => false,
    }
}

/// The flags of `nim learn`, `nim puzzle` and `nim worksheet` alone:
/// `--lesson`, `--daily`, `--board` (`nim serve` takes it too), `--date`,
/// `--report`, `--count`.
fn learns(id: Id) -> bool {
    matches!(
        id,
        Id::Lesson | Id::Daily | Id::Board | Id::Date | Id::Report | Id::Count
    )
}

/// How `nim learn` and `nim puzzle` are shown, and `--seed`.
fn shown(id: Id) -> bool {
    matches!(id, Id::Seed | Id::Plain | Id::Lang | Id::Ascii | Id::Quiet)
}

/// Whether flag `id` says which game is played: the host's to choose, so
/// `nim join` refuses it with that reason.
pub fn chooses_the_game(id: Id) -> bool {
    matches!(
        id,
        Id::Rows
            | Id::Random
            | Id::Rule
            | Id::Rules
            | Id::Seed
            | Id::Misere
            | Id::First
            | Id::Players
            | Id::Level
            | Id::Board
    )
}

/// The first command, in the help's order, that takes flag `id`, other
/// than `not`: where a flag out of place belongs.
pub fn owner(id: Id, not: Subcommand) -> Option<Subcommand> {
    std::iter::once(Subcommand::Rows)
        .chain(Subcommand::WORDS)
        .find(|&command| command != not && takes(command, id))
}

/// The flags `command` lists in its help, as it takes them, in order:
/// analyze's, learn's, puzzle's and serve's own first.
pub fn of(command: Subcommand) -> Vec<Flag> {
    let order = |flag: &Flag| match (command, flag.id) {
        (Subcommand::Analyze, Id::Lang) => 1,
        (Subcommand::Learn | Subcommand::Puzzle | Subcommand::Worksheet, id) => {
            usize::from(!learns(id))
        }
        (Subcommand::Serve, Id::Listen) => 0,
        (Subcommand::Serve, id) => 1 + usize::from(id != Id::Board),
        _ => 0,
    };
    let mut listed: Vec<Flag> = FLAGS
        .into_iter()
        .filter(|f| takes(command, f.id))
        .map(|f| f.in_command(command))
        .collect();
    listed.sort_by_key(order);
    listed
}
