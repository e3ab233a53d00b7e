//! The words each command takes besides its flags, once: the help lists
//! them, the manual page describes them and the completion scripts offer
//! them from this table.

use super::command::Subcommand;
use crate::text::help::Help;

/// What a command's argument is, for a shell that completes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// This very word (`board`).
    Word,
    /// A value of the user's own (a row, a code, an address).
    Free,
    /// A file's path.
    File,
    /// One of the shells `nim completions` knows.
    Shell,
}

/// One argument of a command: as the help shows it, what it is, and the
/// help text that explains it.
#[derive(Debug, Clone, Copy)]
pub struct Argument {
    pub shown: &'static str,
    pub kind: Kind,
    pub help: Help,
}

const fn argument(shown: &'static str, kind: Kind, help: Help) -> Argument {
    Argument { shown, kind, help }
}

const ANALYZE: [Argument; 1] = [argument("<ROW>...", Kind::Free, Help::AnalyzeRows)];
const REPLAY: [Argument; 1] = [argument("<FILE>", Kind::File, Help::ReplayFile)];
const PUZZLE: [Argument; 2] = [
    argument("board", Kind::Word, Help::PuzzleBoardWord),
    argument("<CODE>", Kind::Free, Help::PuzzleCodeWord),
];
const WORKSHEET: [Argument; 1] = [argument("<PUZZLE>...", Kind::Free, Help::WorksheetPuzzles)];
const SERVE: [Argument; 1] = [argument("board", Kind::Word, Help::ServeBoardWord)];
const JOIN: [Argument; 2] = [
    argument("<ADDR:PORT>", Kind::Free, Help::JoinAddr),
    argument("<CODE>", Kind::Free, Help::JoinCode),
];
const COMPLETIONS: [Argument; 1] = [argument("<SHELL>", Kind::Shell, Help::CompletionsShell)];

/// `command`'s arguments, in the order they are typed.
pub fn of(command: Subcommand) -> &'static [Argument] {
    match command {
        Subcommand::Analyze => &ANALYZE,
        Subcommand::Replay => &REPLAY,
        Subcommand::Puzzle => &PUZZLE,
        Subcommand::Worksheet => &WORKSHEET,
        Subcommand::Serve => &SERVE,
        Subcommand::Join => &JOIN,
        Subcommand::Completions => &COMPLETIONS,
        Subcommand::Rows | Subcommand::Board | Subcommand::Learn | Subcommand::Man => &[],
    }
}

/// How `command` is called after its name, as the usage line shows it.
pub fn shape(command: Subcommand) -> &'static str {
    match command {
        Subcommand::Rows => "[OPTIONS] [COMMAND]",
        Subcommand::Board | Subcommand::Learn | Subcommand::Man => "[OPTIONS]",
        Subcommand::Worksheet => "[OPTIONS] [PUZZLE]...",
        Subcommand::Analyze => "[OPTIONS] <ROW>...",
        Subcommand::Replay => "[OPTIONS] <FILE>",
        Subcommand::Puzzle => "[board] [CODE] [OPTIONS]",
        Subcommand::Serve => "[board] [OPTIONS]",
        Subcommand::Join => "[OPTIONS] <ADDR:PORT> <CODE>",
        Subcommand::Completions => "<SHELL>",
    }
}

/// What `command` does, as the list of commands says it.
pub fn about(command: Subcommand) -> Help {
    match command {
        Subcommand::Rows => Help::About,
        Subcommand::Board => Help::AboutBoard,
        Subcommand::Analyze => Help::AboutAnalyze,
        Subcommand::Replay => Help::AboutReplay,
        Subcommand::Learn => Help::AboutLearn,
        Subcommand::Puzzle => Help::AboutPuzzle,
        Subcommand::Worksheet => Help::AboutWorksheet,
        Subcommand::Serve => Help::AboutServe,
        Subcommand::Join => Help::AboutJoin,
        Subcommand::Man => Help::AboutMan,
        Subcommand::Completions => Help::AboutCompletions,
    }
}

/// How `command` goes, after its options in its help: how to play, how a
/// lesson opens the next, how two machines meet.
pub fn how(command: Subcommand) -> Option<Help> {
    match command {
        Subcommand::Rows => Some(Help::Play),
        Subcommand::Board => Some(Help::PlayBoard),
        Subcommand::Learn => Some(Help::LearnHow),
        Subcommand::Serve => Some(Help::ServeHow),
        _ => None,
    }
}
