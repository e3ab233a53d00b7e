//! `nim board` in plain mode, through the built binary and real pipes: the
//! stable prefixes, the board's picture, refusals, `--first computer`, `-1 0`.

use crate::support::pipes::{converse, counts, lines_with, run, stdout};
use nim::game::theory::strategy::{Rules, winning_moves};

/// The eight picture lines printed before the last `position:` of `text`.
fn last_picture(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.lines().collect();
    let at = lines
        .iter()
        .rposition(|l| l.starts_with("position: "))
        .unwrap();
    lines[at - 8..at].to_vec()
}

/// The gaps a picture shows: per column, the cells between R and B.
fn gaps_of(picture: &[&str]) -> Vec<u32> {
    (0..8)
        .map(|column| {
            let cells: Vec<char> = picture
                .iter()
                .map(|l| l.chars().nth(column).unwrap())
                .collect();
            let red = cells.iter().position(|&c| c == 'R').unwrap();
            let black = cells.iter().position(|&c| c == 'B').unwrap();
            assert!(red < black, "column {}: red above black", column + 1);
            assert_eq!(cells.iter().filter(|&&c| c != '.').count(), 2);
            (black - red - 1) as u32
        })
        .collect()
}

/// A move for `gaps`: a winning one, else one step in a largest gap.
fn good_move(gaps: &[u32], rules: Rules) -> String {
    if let Some(mv) = winning_moves(gaps, rules).first() {
        return format!("{} {}", mv.heap + 1, mv.take);
    }
    let largest = (0..gaps.len()).max_by_key(|&c| gaps[c]).unwrap();
    format!("{} 1", largest + 1)
}

/// `COLUMN STEPS` taken from `gaps`.
fn take(gaps: &mut [u32], mv: &str) {
    let numbers: Vec<u32> = mv.split(' ').map(|n| n.parse().unwrap()).collect();
    gaps[numbers[0] as usize - 1] -= numbers[1];
}

#[test]
fn a_whole_game_through_pipes() {
    let mut games = 0;
    // The gaps after my last move, and how much of the transcript was seen.
    let mut after_mine: Option<(Vec<u32>, usize)> = None;
    let transcript = converse(&["board", "--plain", "--seed", "7"], |gaps, seen| {
        // Every position: eight gaps of 0-6, as the picture above shows them.
        assert_eq!(gaps.len(), 8);
        assert!(gaps.iter().all(|&g| g <= 6));
        assert_eq!(gaps_of(&last_picture(seen)), gaps);
        // The computer's reply took from one gap what it says.
        if let Some((mut expected, from)) = after_mine.take() {
            let since = &seen[from..];
            if !since.contains("winner: ") {
                let reply = lines_with(since, "computer: ");
                assert_eq!(reply.len(), 1, "{since}");
                take(&mut expected, &reply[0]["computer: ".len()..]);
                assert_eq!(expected, gaps, "{since}");
            }
        }
        games = lines_with(seen, "winner: ").len();
        let mine = good_move(gaps, Rules::Normal);
        let mut expected = gaps.to_vec();
        take(&mut expected, &mine);
        after_mine = Some((expected, seen.len()));
        (games < 2).then_some(mine)
    });
    assert_eq!(games, 2, "{transcript}");
    assert!(transcript.starts_with("NIM CHESS (尼姆棋)\n"));
    assert!(transcript.contains("Black B moves up and starts: you. Red R moves down: computer."));
    // After a game a new board is dealt and the score counts it.
    assert!(transcript.contains("A new board is dealt"));
    assert!(transcript.contains("\nscore: you "));
}

#[test]
fn refusals_say_why_and_change_nothing() {
    let first = stdout(&run(&["board", "--plain", "--seed", "7"], "0 0\n"));
    let gaps = counts(lines_with(&first, "position: ")[0]);
    let dead = gaps.iter().position(|&g| g == 0).unwrap() + 1;
    let open = gaps.iter().position(|&g| g > 0).unwrap() + 1;
    let free = gaps[open - 1];
    let input = format!(
        "9 1\n{dead} 1\n{open} 0\n{open} -2\n{open} {}\n3 x\n0 0\n",
        free + 1
    );
    let text = stdout(&run(&["board", "--plain", "--seed", "7"], &input));
    let cells = if free == 1 { "cell" } else { "cells" };
    assert_eq!(
        lines_with(&text, "error: "),
        [
            "error: there is no column 9; the columns are 1 to 8".to_string(),
            format!("error: column {dead} is dead: its pieces touch; choose one with free cells"),
            "error: move at least one cell forward (0 is not a move)".into(),
            "error: move at least one cell forward (-2 is not a move)".into(),
            format!(
                "error: column {open} has only {free} free {cells}; you cannot move {}",
                free + 1
            ),
            "error: \"x\" is not a whole number; type COLUMN STEPS, e.g. 3 2".into(),
        ]
    );
    let positions = lines_with(&text, "position: ");
    assert_eq!(positions.len(), 7);
    assert!(positions.iter().all(|p| *p == positions[0]), "{text}");
    // The picture is printed once: the refusals left the board as it was.
    assert_eq!(
        text.lines()
            .filter(|l| l.len() == 8 && l.chars().all(|c| ".RB".contains(c)))
            .count(),
        8
    );
    assert!(lines_with(&text, "computer: ").is_empty());
}

#[test]
fn the_computer_can_open_with_black() {
    let text = stdout(&run(
        &["board", "--plain", "--seed", "3", "--first", "computer"],
        "0 0\n",
    ));
    assert!(text.contains("Black B moves up and starts: computer. Red R moves down: you."));
    // The gaps it opens from (issue 17), then its move.
    let after_intro: Vec<&str> = text.lines().skip(6).collect();
    assert!(after_intro[0].starts_with("position: "), "{text}");
    assert!(after_intro[1].starts_with("computer: "), "{text}");
}

/// `p` hands the first move over, and black with it: the board's opener
/// always plays black, and the sides are said again.
#[test]
fn a_pass_gives_the_computer_black_and_the_first_move() {
    let text = stdout(&run(&["board", "--plain", "--seed", "3"], "p\n0 0\n"));
    let lines: Vec<&str> = text.lines().collect();
    let passed = lines
        .iter()
        .position(|l| l.starts_with("You passed"))
        .unwrap();
    assert_eq!(
        lines[passed + 1],
        "Black B moves up and starts: computer. Red R moves down: you."
    );
    assert!(lines[passed + 2].starts_with("computer: "), "{text}");
    // Its piece went up: the black piece of its column stands higher.
    let column: usize = lines[passed + 2]["computer: ".len()..]
        .split(' ')
        .next()
        .and_then(|c| c.parse().ok())
        .unwrap();
    let black_line = |picture: &[&str]| {
        picture
            .iter()
            .position(|row| row.as_bytes()[column - 1] == b'B')
            .unwrap()
    };
    let before: Vec<&str> = lines[passed - 10..passed - 2].to_vec();
    let after: Vec<&str> = lines[passed + 3..passed + 11].to_vec();
    assert!(black_line(&after) < black_line(&before), "{text}");
}

#[test]
fn minus_one_deals_a_new_board() {
    let text = stdout(&run(
        &["board", "--plain", "--seed", "7"],
        "-1 0\n-1 0\n0 0\n",
    ));
    let positions = lines_with(&text, "position: ");
    assert_eq!(positions.len(), 3);
    assert_ne!(positions[0], positions[1]);
    assert_eq!(text.matches("A new board is dealt.").count(), 2);
    assert!(lines_with(&text, "winner: ").is_empty());
    assert!(text.ends_with("Goodbye!\n"));
}

#[test]
fn misere_the_last_mover_loses() {
    let transcript = converse(
        &["board", "--plain", "--misere", "--seed", "11"],
        |gaps, seen| (!seen.contains("winner:")).then(|| good_move(gaps, Rules::Misere)),
    );
    assert!(transcript.contains("The last to move loses."));
    let winner = lines_with(&transcript, "winner: ");
    assert_eq!(winner.len(), 1);
    // Whoever made the last move lost it.
    let lines: Vec<&str> = transcript.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("winner: "))
        .unwrap();
    let computer_moved_last = lines[at - 1].starts_with("computer: ");
    let expected = if computer_moved_last {
        "winner: you"
    } else {
        "winner: computer"
    };
    assert_eq!(winner[0], expected, "{transcript}");
}

#[test]
fn the_board_speaks_chinese_with_english_prefixes() {
    let text = stdout(&run(
        &["board", "--plain", "--seed", "7", "--lang", "zh"],
        "9 1\n?\n0 0\n",
    ));
    assert!(text.starts_with("尼姆棋\n"), "{text}");
    assert!(text.contains("黑棋 B 向上走，由你先走；"));
    assert!(text.contains("error: 没有第 9 列；列号是 1 到 8"));
    assert!(lines_with(&text, "position: ").len() == 3);
    assert!(text.contains("hint: "));
}

#[test]
fn the_rows_flags_are_not_the_boards() {
    let output = run(&["board", "--rows", "3,4"], "");
    assert_eq!(output.status.code(), Some(2));
    let help = stdout(&run(&["board", "--help"], ""));
    assert!(help.contains("COLUMN STEPS") && help.contains("--misere"));
    assert!(!help.contains("--rows"));
}

/// The hint writes each gap with the three binary digits the board's
/// binary view always shows, even when every gap of the deal is below 4.
#[test]
fn the_hint_writes_gaps_with_the_views_three_digits() {
    let text = stdout(&run(&["board", "--plain", "--seed", "14"], "?\n0 0\n"));
    let position = lines_with(&text, "position: ")[0].to_string();
    let gaps: Vec<u32> = (position.split_whitespace().skip(1))
        .map(|gap| gap.parse().unwrap())
        .collect();
    assert!(
        gaps.iter().all(|&gap| gap < 4),
        "a deal of small gaps: {gaps:?}"
    );
    let lines: Vec<&str> = text.lines().collect();
    let hint = lines.iter().position(|l| l.starts_with("hint: ")).unwrap();
    let why = lines[hint + 1];
    let binary: Vec<&str> = (why.split([' ', ';', ':']))
        .filter(|word| word.len() > 1 && word.chars().all(|c| c == '0' || c == '1'))
        .collect();
    assert!(!binary.is_empty(), "{why}");
    assert!(binary.iter().all(|word| word.len() == 3), "{why}");
}
