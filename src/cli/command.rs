//! The commands, each chosen by its word after `nim` (the book's game by
//! none).

/// The commands: the book's game, `nim board`, `nim analyze`, `nim replay`,
/// `nim learn`, `nim puzzle`, `nim worksheet`, `nim serve`, `nim join`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subcommand {
    Rows,
    Board,
    Analyze,
    /// A recorded game shown again.
    Replay,
    /// The lesson ladder.
    Learn,
    /// One puzzle and its verdict.
    Puzzle,
    /// A printed sheet of puzzles and their answers.
    Worksheet,
    /// A game hosted for a player on another machine.
    Serve,
    /// A game another machine hosts.
    Join,
}

impl Subcommand {
    /// As typed after `nim`.
    pub fn name(self) -> &'static str {
        match self {
            Subcommand::Rows => "nim",
            Subcommand::Board => "nim board",
            Subcommand::Analyze => "nim analyze",
            Subcommand::Replay => "nim replay",
            Subcommand::Learn => "nim learn",
            Subcommand::Puzzle => "nim puzzle",
            Subcommand::Worksheet => "nim worksheet",
            Subcommand::Serve => "nim serve",
            Subcommand::Join => "nim join",
        }
    }

    /// The commands chosen by a word after `nim`, in the order the help
    /// lists them.
    pub const WORDS: [Subcommand; 8] = [
        Subcommand::Board,
        Subcommand::Analyze,
        Subcommand::Replay,
        Subcommand::Learn,
        Subcommand::Puzzle,
        Subcommand::Worksheet,
        Subcommand::Serve,
        Subcommand::Join,
    ];

    /// The subcommand word that chooses this command, if one does.
    pub fn from_word(word: &str) -> Option<Subcommand> {
        match word {
            "board" => Some(Subcommand::Board),
            "analyze" => Some(Subcommand::Analyze),
            "replay" => Some(Subcommand::Replay),
            "learn" => Some(Subcommand::Learn),
            "puzzle" => Some(Subcommand::Puzzle),
            "worksheet" => Some(Subcommand::Worksheet),
            "serve" => Some(Subcommand::Serve),
            "join" => Some(Subcommand::Join),
            _ => None,
        }
    }
}
