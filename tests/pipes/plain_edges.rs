//! Plain mode at a game's edges (issue 17): `score:` after each game and on
//! every way out, `position:` before the computer's opening move, `p`
//! before the first move and its refusal after, and the words for a game
//! that could never be won. Plain mode never waits between games.

use nim::game::theory::strategy::{Rules, winning_moves};

use crate::support::pipes::{converse, converse_when, lines_with, run, stdout};

/// A perfect move where there is one, else one chip from the first row.
fn best(rows: &[u32]) -> String {
    match winning_moves(rows, Rules::Normal).first() {
        Some(mv) => format!("{} {}", mv.heap + 1, mv.take),
        None => format!("{} 1", rows.iter().position(|&c| c > 0).unwrap() + 1),
    }
}

#[test]
fn a_score_line_ends_each_game_and_every_way_out() {
    let mut games = 0;
    let transcript = converse(&["--rows", "3,4,5", "--seed", "1"], |rows, seen| {
        games = seen.matches("winner:").count();
        if games == 2 {
            return Some("0 0".into());
        }
        Some(best(rows))
    });
    assert_eq!(
        lines_with(&transcript, "score: "),
        [
            "score: you 1 computer 0",
            "score: you 2 computer 0",
            "score: you 2 computer 0"
        ]
    );
    // The score follows the winner at once, and the next game goes on
    // without a key: its position is the next line read.
    let after_win = transcript.split("winner: you\n").nth(1).unwrap();
    let lines: Vec<&str> = after_win.lines().take(3).collect();
    assert_eq!(lines[1], "score: you 1 computer 0", "{after_win}");
    assert_eq!(lines[2], "position: 4 5 6", "{after_win}");
    assert!(transcript.ends_with("score: you 2 computer 0\nGoodbye!\n"));
    // The end of input leaves with the score too.
    let text = stdout(&run(&["--rows", "3,4,5"], "1 2\n"));
    assert!(text.ends_with("\nscore: you 0 computer 0\n"), "{text}");
    // Two players: first and second.
    let text = stdout(&run(
        &["--rows", "2,1", "--players", "2"],
        "1 1\n2 1\n1 1\n0 0\n",
    ));
    assert_eq!(
        lines_with(&text, "score: "),
        ["score: first 1 second 0", "score: first 1 second 0"]
    );
}

#[test]
fn p_lets_the_computer_start_before_the_first_move_only() {
    // 1 2 3: whoever moves first loses; pass, and the computer must.
    let text = stdout(&run(&["--rows", "1,2,3", "--seed", "4"], "p\np\n0 0\n"));
    let lines: Vec<&str> = text.lines().collect();
    let pass = lines.iter().position(|l| l.ends_with("move: ")).unwrap();
    assert_eq!(lines[pass - 1], "position: 1 2 3");
    assert_eq!(lines[pass + 1], "You passed: I make the first move.");
    assert!(lines[pass + 2].starts_with("computer: "), "{text}");
    assert_eq!(
        lines_with(&text, "error: "),
        ["error: too late to pass: p hands over the first move only before anyone moves"]
    );
    assert_eq!(lines_with(&text, "position: ").len(), 3, "{text}");
    // With --first computer there is nothing left to pass.
    let text = stdout(&run(
        &["--first", "computer", "--rows", "3,4,5"],
        "p\n0 0\n",
    ));
    assert_eq!(lines_with(&text, "error: ").len(), 1, "{text}");
}

/// Plays `--first computer` over pipes: a `position:` is a question only
/// after the computer's move (the one before its opening move is not), so
/// only those are answered, with the best move, until a game is won.
fn converse_second(args: &[&str]) -> String {
    let asks = |previous: &str| previous.starts_with("computer: ");
    converse_when(args, asks, |rows, seen| {
        (!seen.contains("winner:")).then(|| best(rows))
    })
}

#[test]
fn the_computer_opens_every_game_from_a_position_printed_first() {
    let transcript = converse_second(&[
        "--rows", "3,4,5", "--first", "computer", "--seed", "5", "--level", "hard",
    ]);
    let lines: Vec<&str> = transcript.lines().collect();
    let openings: Vec<usize> = (lines.iter().enumerate())
        .filter(|(at, l)| l.starts_with("computer: ") && lines[at - 1] == "position: 3 4 5")
        .map(|(at, _)| at)
        .collect();
    assert_eq!(openings.len(), 2, "both games' openings: {transcript}");
    // Hard and first: never winnable, and said so, with the way to win.
    assert_eq!(lines_with(&transcript, "winner: "), ["winner: computer"]);
    assert!(transcript.contains(
        "I won! The same rows again.\n\
         You never had a winning position: it was lost from your first move.\n\
         To win: move first (leave out --first computer), or type level easy.\n\
         score: you 0 computer 1\n"
    ));
    assert!(!transcript.contains("beat me"));
}
