//! What a newcomer finds from the screen alone: the teacher's keys on the
//! first screen, and every key after `h`.

use super::*;

/// Line 25 names the keys that teach, beside the score, on the first frame.
#[test]
fn the_first_screen_names_the_keys_that_teach() {
    let nim = start(&[]);
    let last = nim.screen(|s| line_of(s, 25));
    assert!(
        last.starts_with("Score: you 0, computer 0; level: hard"),
        "{last}"
    );
    assert!(
        last.trim_end()
            .ends_with("? hint  b binary  u undo  h help"),
        "{last}"
    );
    // Ending at column 79: column 80 of the last line stays empty.
    assert_eq!(last.trim_end().chars().count(), 79, "{last:?}");
}

/// `h` (or `help`) shows every key in the table's place; Enter on the empty
/// field gives the table back; nothing in the game changed.
#[test]
fn h_lists_every_key_and_enter_goes_back() {
    for typed in ["h", "help", "HELP"] {
        let mut nim = start(&[]);
        enter(&mut nim, typed);
        nim.wait("the list", |s| line_of(s, 5).trim() == "Keys and commands");
        // The whole frame is up once its last line of the list is.
        nim.wait("how to go back", |s| {
            line_of(s, 19).trim() == "Press Enter to go back to the game."
        });
        // Thirteen lines of keys: they start right under the title. The
        // way in (l, d; c, level) has two; the three Ctrl keys share one.
        let shown = nim.screen(|s| (6..=18).map(|l| line_of(s, l)).collect::<Vec<_>>());
        let keys: Vec<&str> = shown
            .iter()
            .map(|l| l.split_whitespace().next().unwrap_or(""))
            .collect();
        for key in [
            "ROW", "?,", "b,", "u", "p", "l,", "c,", "h,", "0", "-1", "r", "Esc", "Ctrl-L",
        ] {
            assert!(
                keys.contains(&key),
                "{typed}: {key} missing from {shown:#?}"
            );
        }
        assert!(
            shown[1].contains("a hint: what to play, and why"),
            "{shown:#?}"
        );
        // No refusal, no beep: `h` is a command.
        assert_eq!(bells(&nim), 0);
        assert_eq!(nim.screen(|s| line_of(s, 24)), "");
        nim.send("\r");
        nim.wait("the rows again", |s| {
            line_of(s, 5).trim_end().ends_with('3')
        });
        assert_eq!(counts(&nim), [3, 4, 5]);
        assert_eq!(bells(&nim), 0);
    }
}

/// A move typed while the list is up is played, and the rows come back.
#[test]
fn a_move_from_the_list_is_played() {
    let mut nim = start(&[]);
    enter(&mut nim, "h");
    nim.wait("the list", |s| line_of(s, 5).contains("Keys and commands"));
    enter(&mut nim, "1 2");
    nim.wait("the reply", |s| line_of(s, 23).contains("I took"));
    // 1 4 5 leaves a nim-sum of 0: the computer can only wait, one chip.
    assert_eq!(counts(&nim)[0], 1);
    assert_eq!(counts(&nim).iter().sum::<u32>(), 12 - 2 - 1);
}

/// A paste, bracketed by a terminal left in that mode, arrives as typed
/// text: `1 2` and Enter are played, the brackets drop.
#[test]
fn a_bracketed_paste_is_typed() {
    let mut nim = start(&[]);
    nim.send("\x1b[200~1 2\r\x1b[201~");
    nim.wait("the reply", |s| {
        line_of(s, 23).ends_with("I took 1 chip from row 3.")
    });
    assert_eq!(counts(&nim), [1, 4, 4]);
    nim.wait_line(22, "Your move: _");
}

/// A paste that never ends never makes Ctrl-C deaf.
#[test]
fn an_unterminated_paste_leaves_ctrl_c_working() {
    let mut nim = start(&[]);
    nim.send("\x1b[200~1");
    nim.wait_line(22, "Your move: 1_");
    nim.send("\x03");
    assert_restored(&mut nim, 130);
}
