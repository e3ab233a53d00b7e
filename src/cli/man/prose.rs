//! The manual page's own English: what nim is, and the sections that no
//! table of the program holds (its files, the environment it reads, its
//! exit statuses, examples). Each says what the code does, where it does
//! it: `io::progress`, `main.rs`, `run`.

use super::roff::{bold, paragraph, section, tagged, verbatim};

/// The NAME line's summary.
pub const SUMMARY: &str = "the game of Nim from a Turbo Pascal textbook, \
    with lessons, puzzles, a board and network play";

/// The book's game in the list of commands: DESCRIPTION says how it goes.
pub const ROWS: &str = "The book's game, on the screen or line by line (see DESCRIPTION).";

/// What the page says before the list of keys.
pub const KEYS: &str = "On the screen, h lists every key and command; in plain mode \
    the same list is printed, with the commands typed as words \
    (coach on, level easy, learn, puzzle). A move is typed as two numbers \
    and Enter; the keys below act at once.";

/// The description after the program's own line: what it is and is not,
/// and its two front ends.
pub fn description(name: &str) -> Vec<String> {
    vec![
        format!(
            "This {name} is a game. It is not the compiler of the Nim programming \
             language, whose command is also called nim. Where both are wanted, \
             install this one under another name, such as nim-game: its manual \
             page and completion scripts then name the command as it was called."
        ),
        format!(
            "Without a command, {name} plays the book's game: rows of chips, from \
             which two sides take turns to remove chips, the computer playing the \
             other side at the level asked for (or a second person, with \
             --players 2). The commands play the board of Nim chess, teach the \
             winning strategy lesson by lesson, set puzzles and worksheets, explain \
             positions and Grundy values, show recorded games and play over the \
             network."
        ),
        "In a terminal the book's 80x25 screen is drawn. Where input or output \
         is not a terminal, or with --plain, the game is played line by line \
         (plain mode), for pipes, scripts and screen readers: the lines a \
         script reads start with a prefix that stays English in every \
         language (position:, you:, computer:, hint:, winner:)."
            .to_string(),
    ]
}

/// A command of an example: its arguments after the program's name, with
/// the shell's part before and after it.
pub struct Line {
    pub before: &'static str,
    pub args: &'static str,
    pub after: &'static str,
}

/// A command typed as it stands.
const fn typed(args: &'static str) -> Line {
    Line {
        before: "",
        args,
        after: "",
    }
}

/// What an example does, and its commands.
pub struct Example {
    pub what: &'static str,
    pub lines: &'static [Line],
}

/// The examples, each a command the parser takes as shown.
pub const EXAMPLES: [Example; 10] = [
    Example {
        what: "Play the book's game on its screen.",
        lines: &[typed("")],
    },
    Example {
        what: "Play rows of 3, 4 and 5 chips against an easy computer, with a \
               word from the coach after each of your moves.",
        lines: &[typed("--rows 3,4,5 --level easy --coach")],
    },
    Example {
        what: "Learn the strategy, lesson by lesson, from where you stopped.",
        lines: &[typed("learn")],
    },
    Example {
        what: "Solve the day's puzzle.",
        lines: &[typed("puzzle --daily")],
    },
    Example {
        what: "Print a worksheet of ten puzzles of lesson 2, its answers after \
               a page break.",
        lines: &[typed("worksheet --lesson 2 --count 10")],
    },
    Example {
        what: "Explain a position: who wins, and every winning move.",
        lines: &[typed("analyze 3 4 5")],
    },
    Example {
        what: "The hint alone, for a position on each line, as a script would ask.",
        lines: &[Line {
            before: "printf '3 4 5\\n1 2 3\\n' | ",
            args: "analyze --hint -",
            after: "",
        }],
    },
    Example {
        what: "The Grundy values of Kayles' heaps up to 20, and their period.",
        lines: &[typed("analyze --rule kayles --values 20")],
    },
    Example {
        what: "Record every game as it is played, then show the record again, \
               each move marked kept or missed.",
        lines: &[
            typed("--record game.txt --force"),
            typed("replay --review game.txt"),
        ],
    },
    Example {
        what: "Host a game of the board for a player elsewhere on the network, \
               who joins with the address and code it prints.",
        lines: &[typed("serve board --listen 0.0.0.0:7000")],
    },
];

/// FILES, ENVIRONMENT, EXIT STATUS, EXAMPLES and SEE ALSO.
pub fn rest(out: &mut String, name: &str) {
    files(out);
    environment(out);
    exit_status(out);
    examples(out, name);
    section(out, "SEE ALSO");
    paragraph(
        out,
        &format!(
            "{name} --help, and {name} help COMMAND for each command, in English, \
             Russian or Chinese (--lang). The README, docs/GUIDE.md (every screen, \
             key and flag) and docs/REFERENCE.md (plain mode's prefixes, the \
             network protocol, the record and progress files) come with the source."
        ),
    );
}

fn files(out: &mut String) {
    section(out, "FILES");
    tagged(
        out,
        &bold("$XDG_DATA_HOME/nim/progress"),
        "The learner's progress in nim learn: the lessons opened, the answers \
         counted, the puzzles missed and when to review them. Without \
         XDG_DATA_HOME (or where it is not an absolute path), \
         ~/.local/share/nim/progress; on Windows, %APPDATA%\\nim\\progress. \
         It is written whole or not at all, under progress.lock when two \
         sittings save at once. A file that is not a progress is renamed \
         progress.bad-1 (then -2, ...) and learning starts afresh.",
    );
    tagged(
        out,
        &bold("FILE"),
        "A record of games, written where --record FILE says as they are \
         played (never over a file that exists, without --force), and shown \
         again by nim replay FILE. There is no default place for records.",
    );
}

fn environment(out: &mut String) {
    section(out, "ENVIRONMENT");
    tagged(
        out,
        &format!(
            "{}, {}, {}",
            bold("LC_ALL"),
            bold("LC_MESSAGES"),
            bold("LANG")
        ),
        "The first of them that is set chooses the language of the messages \
         (en, ru or zh; English otherwise) unless --lang does. A character set \
         other than UTF-8 (such as ru_RU.KOI8-R) gives English in ASCII.",
    );
    tagged(
        out,
        &bold("TERM"),
        "Unset (on Unix), empty or dumb: the screen cannot be drawn, and the \
         game is played line by line.",
    );
    tagged(
        out,
        &bold("NO_COLOR"),
        "Set and not empty: the screen is drawn without reverse video or colour.",
    );
    tagged(
        out,
        &format!("{}, {}", bold("XDG_DATA_HOME"), bold("HOME")),
        "Where the progress file is kept (see FILES); APPDATA on Windows.",
    );
}

fn exit_status(out: &mut String) {
    section(out, "EXIT STATUS");
    for (status, meaning) in [
        (
            "0",
            "Played, shown or printed to the end, or left as the player chose; \
             also the help, the version, and a reader that closed the pipe early.",
        ),
        (
            "1",
            "A failure of the system: a file or the terminal could not be read or \
             written, the network could not be reached, or the other side of a \
             network game broke the protocol.",
        ),
        (
            "2",
            "A mistake in what was asked: a command line refused (the reason and \
             where to read more on standard error), rows nim analyze cannot \
             answer, a record that cannot be read or written, a game the network \
             cannot describe.",
        ),
        (
            "130",
            "Interrupted by Ctrl-C, on the screen and in plain mode alike (a \
             network game says goodbye to the other side first).",
        ),
        (
            "128+N",
            "Ended by signal N (SIGTERM, SIGHUP) on the screen or in a network game, \
             the terminal given back first.",
        ),
        (
            "101",
            "A bug: the program panicked. The terminal is given back first; please \
             report what was typed.",
        ),
    ] {
        tagged(out, &bold(status), meaning);
    }
}

fn examples(out: &mut String, name: &str) {
    section(out, "EXAMPLES");
    for example in EXAMPLES {
        paragraph(out, example.what);
        let lines: Vec<String> = (example.lines.iter())
            .map(|line| format!("{}{name} {}{}", line.before, line.args, line.after))
            .map(|line| line.trim_end().to_string())
            .collect();
        verbatim(out, &lines);
    }
    paragraph(
        out,
        &format!(
            "The manual page and a completion script, installed for one user \
             (then man 6 {name} reads the page, and a new shell completes {name}):"
        ),
    );
    verbatim(
        out,
        &[
            format!("{name} man > ~/.local/share/man/man6/{name}.6"),
            format!("{name} completions bash \\"),
            format!("  > ~/.local/share/bash-completion/completions/{name}"),
            format!("{name} completions zsh > ~/.zfunc/_{name}"),
            format!("{name} completions fish > ~/.config/fish/completions/{name}.fish"),
        ],
    );
}
