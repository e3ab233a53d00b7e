//! The commands, each chosen by its word after `nim` (the book's game by
//! none).

/// The commands: the book's game, `nim board`, `nim analyze`, `nim replay`,
/// `nim learn`, `nim puzzle`, `nim serve`, `nim join`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Rows,
    Board,
    Analyze,
    /// A recorded game shown again.
    Replay,
    /// The lesson ladder.
    Learn,
    /// One puzzle and its verdict.
    Puzzle,
    /// A game hosted for a player on another machine.
    Serve,
    /// A game another machine hosts.
    Join,
}

impl Command {
    /// As typed after `nim`.
    pub fn name(self) -> &'static str {
        match self {
            Command::Rows => "nim",
            Command::Board => "nim board",
            Command::Analyze => "nim analyze",
            Command::Replay => "nim replay",
            Command::Learn => "nim learn",
            Command::Puzzle => "nim puzzle",
            Command::Serve => "nim serve",
            Command::Join => "nim join",
        }
    }

    /// The commands chosen by a word after `nim`, in the order the help
    /// lists them.
    pub const WORDS: [Command; 7] = [
        Command::Board,
        Command::Analyze,
        Command::Replay,
        Command::Learn,
        Command::Puzzle,
        Command::Serve,
        Command::Join,
    ];

    /// The subcommand word that chooses this command, if one does.
    pub fn from_word(word: &str) -> Option<Command> {
        match word {
            "board" => Some(Command::Board),
            "analyze" => Some(Command::Analyze),
            "replay" => Some(Command::Replay),
            "learn" => Some(Command::Learn),
            "puzzle" => Some(Command::Puzzle),
            "serve" => Some(Command::Serve),
            "join" => Some(Command::Join),
            _ => None,
        }
    }
}
