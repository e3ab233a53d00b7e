//! A game's edges on the screen (issue 17): the final position stays with
//! its winning move until Enter or Space, and only then does the next game
//! start, its opening move after it; `p` before the first move lets the
//! computer start, and is refused after it; the score on the way out.

use super::*;
use nim_pty::show;

/// Waits until the terminal has rung `count` bells.
fn wait_bells(nim: &Nim, count: usize) {
    nim.wait(&format!("{count} bells"), |s| {
        s.audible_bell_count() >= count
    });
}

#[test]
fn the_final_position_stays_until_enter_and_the_next_opening_comes_after() {
    // 1 1 at hard, the computer first: it must leave one chip, you take it.
    let mut nim = start(&["--rows", "1,1", "--first", "computer", "--level", "hard"]);
    let row = counts(&nim).iter().position(|&c| c == 1).unwrap() + 1;
    enter(&mut nim, &format!("{row} 1"));
    nim.wait_line(24, "You won! Every row gets one more chip. Play again!");
    // The winning move and the final position, empty rows, stay.
    nim.wait_line(23, &format!("You took 1 chip from row {row}."));
    nim.wait_line(22, "Press Enter or Space for the next game_");
    nim.wait("the score", |s| {
        line_of(s, 25).starts_with("Score: computer 0, you 1")
    });
    assert_eq!(counts(&nim), [0, 0]);
    let screen = nim.screen(show);
    assert!(!screen.contains(CHIP), "{screen}");
    assert_eq!(
        nim.line(20).trim(),
        "Game over: this is the final position."
    );
    // Another key beeps and changes nothing; the next game waits.
    let bells_before = bells(&nim);
    nim.send("3");
    wait_bells(&nim, bells_before + 1);
    assert_eq!(nim.screen(show), screen);
    // Space: the next game, grown to 2 2, and the computer's opening on
    // line 23, with "You won!" gone from line 24.
    nim.send(" ");
    nim.wait("the next game", |s| line_of(s, 22).starts_with(PROMPT));
    assert_eq!(counts(&nim).iter().sum::<u32>(), 3, "2 2 less one chip");
    assert!(nim.line(23).contains("I took 1 chip from row"));
    assert_eq!(nim.line(24), "");
    nim.wait_line(22, "Your move: _"); // the space is typed nowhere
    assert_eq!(nim.line(20).trim(), HELP_MOVE);
    // Leaving prints the score on the normal screen.
    nim.send("\x03");
    assert_restored(&mut nim, 130);
    nim.wait("the farewell", |s| {
        s.contents().contains("Score: computer 0, you 1. Goodbye!")
    });
}

#[test]
fn a_game_never_winnable_says_so_and_how_to_win_it() {
    let mut nim = start(&["--rows", "1,2", "--first", "computer", "--level", "hard"]);
    // 1 2: the computer leaves 1 1; whatever you take, it takes the last.
    let row = counts(&nim).iter().position(|&c| c == 1).unwrap() + 1;
    enter(&mut nim, &format!("{row} 1"));
    nim.wait_line(24, "I won! The same rows again.");
    nim.wait_text(
        centre("You never had a winning position: it was lost from your first move."),
        20,
        "You never had a winning position",
    );
    let how = "To win: move first (leave out --first computer), or type level easy.";
    nim.wait_text(centre(how), 21, how);
    nim.send("\r");
    nim.wait("the next game", |s| line_of(s, 22).starts_with(PROMPT));
    // Line 23 shows the computer's opening, not the last game's end.
    nim.wait("the opening", |s| line_of(s, 23).contains("I took"));
    nim.send("0 0\r");
    assert_restored(&mut nim, 0);
    // The computer won more: the farewell points to the lessons, by the
    // command the player can type (cargo built and ran this one).
    nim.wait("the farewell", |s| {
        s.contents().contains("Score: computer 1, you 0. Goodbye!")
            && s.contents()
                .contains("its rule, step by step: cargo run -- learn")
    });
}

#[test]
fn p_before_the_first_move_hands_it_to_the_computer_and_is_refused_after() {
    let mut nim = start(&["--rows", "1,2,3", "--level", "hard"]);
    enter(&mut nim, "p");
    nim.wait_line(24, "You passed: I make the first move.");
    nim.wait("the computer's opening", |s| {
        line_of(s, 23).contains("I took")
    });
    assert!(counts(&nim).iter().sum::<u32>() < 6, "the computer moved");
    let before = counts(&nim);
    let bells_before = bells(&nim);
    enter(&mut nim, "p");
    wait_bells(&nim, bells_before + 1);
    nim.wait_line(
        24,
        "too late to pass: p hands over the first move only before anyone moves",
    );
    assert_eq!(counts(&nim), before, "nothing changed");
    nim.send("0 0\r");
    assert_restored(&mut nim, 0);
}

#[test]
fn the_next_game_does_not_show_the_last_games_final_move() {
    // You first on 1 2: take 1 from row 2, the computer takes one, you the last.
    let mut nim = start(&["--rows", "1,2", "--level", "hard"]);
    enter(&mut nim, "2 1");
    nim.wait("the reply", |s| line_of(s, 23).contains("I took"));
    let row = counts(&nim).iter().position(|&c| c == 1).unwrap() + 1;
    enter(&mut nim, &format!("{row} 1"));
    nim.wait_line(23, &format!("You took 1 chip from row {row}."));
    nim.wait_line(22, "Press Enter or Space for the next game_");
    nim.send("\r");
    nim.wait_line(22, "Your move: _");
    assert_eq!(nim.line(23), "", "a new game, nothing moved yet");
    assert_eq!(counts(&nim), [2, 3]);
    nim.send("\x03");
    assert_restored(&mut nim, 130);
}
