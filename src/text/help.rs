//! The command line's help and its complaints (clap prints them; English only,
//! as `--help` is read by those who script the program).

/// One-line summary for `--help`.
pub const ABOUT: &str =
    "The game of Nim from a classic Turbo Pascal textbook, on the book's 80x25 screen.";
/// Shown after the flags in `--help`: how to play, with an example move.
pub const HELP_PLAY: &str = "How to play: take turns removing any number of chips from one row; \
whoever takes the last chip wins.\nType ROW COUNT, e.g. `2 3` takes three chips from row 2; \
`0 0` quits, `-1 0` sets up new rows.";
/// `nim analyze --help`.
pub const ABOUT_ANALYZE: &str =
    "Explain a position: its nim-sum, who wins, and every winning move (`-` reads rows from stdin)";

pub const ROWS: &str = "Chips in each row, e.g. 3,4,5 (2-14 rows of 1-63 chips)";
pub const RANDOM: &str = "Draw a layout of 3-7 rows of 1-15 chips";
pub const SEED: &str = "Seed every random choice, so a game can be replayed";
pub const MISERE: &str = "Misère rules: whoever takes the last chip loses";
pub const FIRST: &str = "Who moves first in each game";
pub const PLAYERS: &str = "1 plays against the computer, 2 lets two people take turns";
pub const PLAIN: &str = "Line-by-line play even in a terminal (always used for pipes)";
pub const LANG: &str = "Language of the messages (default: from LC_ALL or LANG)";
pub const QUIET: &str = "No beep on a refused move";
pub const ASCII: &str = "Draw chips as `o`, for terminals without Unicode";
pub const ANALYZE_MISERE: &str = "Misère verdict and moves";
pub const ANALYZE_ROWS: &str = "Chips in each row (0 allowed), or `-` to read them from stdin";

/// `--players 2 --first computer`: there is no computer to open.
pub const FIRST_NEEDS_COMPUTER: &str =
    "--first computer needs a computer to play: drop --players 2";
