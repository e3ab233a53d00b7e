//! The commands, each chosen by its word after `nim` (the book's game by
//! none), and the shells `nim completions` writes for.

/// The commands: the book's game, `nim board`, `nim analyze`, `nim replay`,
/// `nim learn`, `nim puzzle`, `nim worksheet`, `nim serve`, `nim join`,
/// `nim man`, `nim completions`.
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
    /// The manual page, printed.
    Man,
    /// A shell's completion script, printed.
    Completions,
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
            Subcommand::Man => "nim man",
            Subcommand::Completions => "nim completions",
        }
    }

    /// The commands chosen by a word after `nim`, in the order the help
    /// lists them.
    pub const WORDS: [Subcommand; 10] = [
        Subcommand::Board,
        Subcommand::Analyze,
        Subcommand::Replay,
        Subcommand::Learn,
        Subcommand::Puzzle,
        Subcommand::Worksheet,
        Subcommand::Serve,
        Subcommand::Join,
        Subcommand::Man,
        Subcommand::Completions,
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
            "man" => Some(Subcommand::Man),
            "completions" => Some(Subcommand::Completions),
            _ => None,
        }
    }

    /// The word typed after `nim`; the book's game has none.
    pub fn word(self) -> Option<&'static str> {
        self.name().strip_prefix("nim ")
    }
}

/// A shell `nim completions` writes a script for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shell {
    Bash,
    Zsh,
    Fish,
}

impl Shell {
    pub const ALL: [Shell; 3] = [Shell::Bash, Shell::Zsh, Shell::Fish];

    /// As typed after `nim completions`.
    pub fn name(self) -> &'static str {
        match self {
            Shell::Bash => "bash",
            Shell::Zsh => "zsh",
            Shell::Fish => "fish",
        }
    }

    /// The shell typed, in any case.
    pub fn from_word(word: &str) -> Option<Shell> {
        Shell::ALL
            .into_iter()
            .find(|shell| shell.name().eq_ignore_ascii_case(word))
    }
}
