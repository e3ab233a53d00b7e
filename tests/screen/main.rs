//! The book's screen as a player sees it: `nim` runs in an 80x25
//! pseudo-terminal (`nim-pty`, `tests/pty/`), its output goes through a
//! terminal emulator (vt100), and every assertion names a (column, line),
//! 1-based as in Turbo Pascal's `GotoXY`.
//!
//! What the modules check, beyond their own docs:
//! - the game: the headers, rows, chips and counts, echo, a move and the
//!   reply, a refused move, the setup dialogue (`setup.rs`), a victory and the
//!   grown layout, the dense field, a resize, keys behind the enlarge request,
//!   Esc then a digit, the Chinese screen; F1 during setup and Enter on an
//!   empty field, each beeping with its reason on line 24 (`refusals.rs`);
//!   the binary view's digits, parities and reverse video, F1's hint and an
//!   undo;
//! - the languages, here and through pipes (`languages.rs`);
//! - the end of input (`eof.rs`): one Ctrl-D ends plain mode (at the prompt,
//!   after a move, during setup) and `nim analyze -`, with status 0; Ctrl-D
//!   after typed text sends it as a line;
//! - every way out (`ways_out.rs`): `0 0`, Ctrl-C, Ctrl-D, every signal that
//!   ends a process (mouse reporting switched off too), a panic
//!   (`examples/panic_on_screen.rs`) and a panic inside the event loop
//!   (`examples/panic_in_event_loop.rs`), each leaving the terminal in cooked
//!   mode with echo on, off the alternate screen, with the right status;
//!   SIGTERM while the terminal has stopped reading; `TERM=dumb`;
//! - job control (`jobs.rs`), inside an interactive bash with job control:
//!   Ctrl-Z and SIGTSTP under no wrapper, `sh -c`, `/usr/bin/time` and a
//!   Python launcher, then `fg`; `kill %1` on a suspended game; `bg` then
//!   `fg`; `kill -STOP` then `fg` (raw mode and the whole screen back); a game
//!   leading its own session and an orphaned group, each ignoring the stop;
//!   Ctrl-Z, `fg` and SIGTERM in `nim learn` and `nim replay`
//!   (`screens.rs`);
//! - the craft (`craft.rs`): the real cursor in the field, its
//!   blinking-underline shape set and given back, a paste of `1 2` and Enter
//!   drawn as one frame; with `--mouse` a click on the third chip of row 3
//!   taking 3 chips, a click on a dot doing nothing, reporting switched off
//!   at the end; reports with a zero coordinate changing nothing; a click
//!   ignored without `--mouse`;
//! - a replay stepped forward and back and `r` at a game's end (`replay.rs`);
//! - lessons and puzzles (`learn.rs`, `puzzle.rs`), the report card and a
//!   returning puzzle (`learn_report.rs`);
//! - the board (`board.rs`): at its coordinates with red in red, a refusal, a
//!   game played to a victory and the new deal, and the Chinese board.
#![cfg(unix)]

mod analyze;
mod board;
mod child;
mod class;
mod coach;
mod craft;
mod edges;
mod eof;
mod jobs;
mod keys;
mod languages;
mod learn;
mod learn_discover;
mod learn_hint;
mod learn_path;
mod learn_refute;
mod learn_report;
mod puzzle;
mod refusals;
mod replay;
mod review;
mod rules;
mod screens;
mod setup;
mod ways_out;

use nix::sys::signal::{Signal, kill};
use nix::sys::termios::LocalFlags;
use nix::unistd::Pid;

use nim_pty::{Nim, line_of, text_at};

const NIM: &str = env!("CARGO_BIN_EXE_nim");
const CHIP: &str = "\u{2584}";
const TITLE: &str = "THE GAME OF NIM";
const RULE_TAKE: &str = "You may take any number of chips from any one row.";
const RULE_WIN: &str = "Whoever takes the last chip wins.";
const HELP_MOVE: &str = "Enter your move as ROW COUNT (e.g. 2 3 takes 3 chips from row 2)";
const HELP_COMMANDS: &str = "or 0 0 to leave the game, -1 0 to set up new rows";
const PROMPT: &str = "Your move: ";

/// The book's centring: `(80 - Length(s)) div 2`.
fn centre(text: &str) -> u16 {
    (80 - text.chars().count() as u16) / 2
}

/// `nim --lang en --seed 1` with more arguments, once its first frame is up.
fn start(args: &[&str]) -> Nim {
    let mut all = vec!["--lang", "en", "--seed", "1"];
    all.extend_from_slice(args);
    let nim = Nim::spawn(NIM, &all);
    nim.wait("the first frame", |s| line_of(s, 22).starts_with(PROMPT));
    nim
}

/// `nim` with `args` at 80x25, its data (the progress file) in `data`.
fn spawn_in(data: &std::path::Path, args: &[&str]) -> Nim {
    let data = data.to_str().unwrap();
    let env = [
        ("TERM", "xterm-256color"),
        ("XDG_DATA_HOME", data),
        ("LANG", "C.UTF-8"),
        ("LC_ALL", ""),
    ];
    Nim::spawn_with(NIM, args, (80, 25), &env)
}

/// The counts at the end of a lesson's rows (lines 10 on, as many as
/// there are rows).
fn lesson_counts(nim: &Nim) -> Vec<u32> {
    (10..18)
        .map(|line| nim.line(line))
        .take_while(|l| l.get(..4).is_some_and(|n| n.trim().parse::<u32>().is_ok()))
        .map(|l| l.split_whitespace().last().unwrap().parse().unwrap())
        .collect()
}

/// Chip counts read from columns 72-73 of lines 5 onwards.
fn counts(nim: &Nim) -> Vec<u32> {
    nim.screen(|s| {
        (5..19)
            .map(|line| text_at(s, 72, line, 2))
            .map_while(|count| count.trim().parse().ok())
            .collect()
    })
}

/// Types a line and Enter.
fn enter(nim: &mut Nim, line: &str) {
    nim.send(line);
    nim.wait_line(22, &format!("{PROMPT}{line}_"));
    nim.send("\r");
}

fn bells(nim: &Nim) -> usize {
    nim.screen(|s| s.audible_bell_count())
}

/// The program ended with `code` and gave the terminal back as it found it.
fn assert_restored(nim: &mut Nim, code: u32) {
    let status = nim.exit_status();
    assert_eq!(status.exit_code(), code, "{status:?}");
    nim.wait("the normal screen", |s| {
        !s.alternate_screen() && !s.hide_cursor()
    });
    let (before, after) = (&nim.termios_before, nim.termios());
    assert!(
        after
            .local_flags
            .contains(LocalFlags::ICANON | LocalFlags::ECHO | LocalFlags::ISIG)
    );
    assert_eq!(after.local_flags, before.local_flags);
    assert_eq!(after.input_flags, before.input_flags);
    assert_eq!(after.output_flags, before.output_flags);
    assert_eq!(after.control_flags, before.control_flags);
}

#[test]
fn prepare_and_show_field_at_the_books_coordinates() {
    let nim = start(&[]);
    // The terminal's own cursor stands in the field, after the prompt.
    nim.screen(|s| {
        assert!(s.alternate_screen() && !s.hide_cursor());
        assert_eq!(s.cursor_position(), (21, 11));
    });
    nim.wait_text(centre(TITLE), 1, TITLE);
    nim.wait_text(centre(RULE_TAKE), 2, RULE_TAKE);
    nim.wait_text(centre(RULE_WIN), 3, RULE_WIN);
    nim.wait_text(1, 4, "Row ");
    nim.wait_text(75, 4, "Chips ");
    for (line, places) in [(5u16, 3u16), (6, 4), (7, 5)] {
        nim.wait_text(1, line, &format!("   {} ", line - 4));
        for j in 1..=places {
            nim.wait_text(20 + 2 * j - 1, line, &format!(" {CHIP} "));
        }
        nim.wait_text(20 + 2 * places + 1, line, "   ");
        nim.wait_text(71, line, &format!("  {} ", places));
    }
    nim.wait_text(centre(HELP_MOVE), 20, HELP_MOVE);
    nim.wait_text(centre(HELP_COMMANDS), 21, HELP_COMMANDS);
    nim.wait_line(22, "Your move: _");
    nim.wait_line(23, "");
    nim.wait_line(24, "");
    nim.wait_text(1, 25, "Score: you 0, computer 0; level: hard ");
}

#[test]
fn typed_keys_echo_and_a_move_gets_the_computers_reply() {
    let mut nim = start(&[]);
    nim.send("1");
    nim.wait_line(22, "Your move: 1_");
    nim.send(" 23");
    nim.wait_line(22, "Your move: 1 23_");
    nim.send("\x7f");
    nim.wait_line(22, "Your move: 1 2_");
    nim.send("\r");
    nim.wait_line(23, "You took 2 chips from row 1. I took 1 chip from row 3.");
    assert_eq!(counts(&nim), [1, 4, 4]);
    // The places just emptied are marked until the next move.
    let just = "\u{2591}";
    nim.wait_text(21, 5, &format!(" {CHIP} {just} {just} "));
    nim.wait_text(21, 6, &format!(" {CHIP} {CHIP} {CHIP} {CHIP} "));
    nim.wait_text(21, 7, &format!(" {CHIP} {CHIP} {CHIP} {CHIP} {just} "));
    nim.wait_line(22, "Your move: _");
    nim.wait_line(24, "");
}

#[test]
fn a_refused_move_beeps_says_why_and_changes_nothing_else() {
    let mut nim = start(&[]);
    let before: Vec<String> = (1..=23).map(|line| nim.line(line)).collect();
    enter(&mut nim, "2 9");
    nim.wait_line(24, "row 2 holds only 4 chips; you cannot take 9");
    nim.wait_line(22, "Your move: _");
    assert_eq!(bells(&nim), 1);
    let after: Vec<String> = (1..=23).map(|line| nim.line(line)).collect();
    assert_eq!(before, after);
    // The reason stays while the next move is typed, and goes once it is accepted.
    nim.send("1 1");
    nim.wait_line(22, "Your move: 1 1_");
    assert_eq!(nim.line(24), "row 2 holds only 4 chips; you cannot take 9");
    nim.send("\r");
    nim.wait_line(24, "");
    assert_eq!(bells(&nim), 1);
}

#[test]
fn quiet_refuses_without_a_beep() {
    let mut nim = start(&["--quiet"]);
    enter(&mut nim, "9 1");
    nim.wait_line(24, "there is no row 9; the rows are 1 to 3");
    assert_eq!(bells(&nim), 0);
}

/// The player plays Bouton's strategy, read off the screen, until a victory.
fn win_a_game(nim: &mut Nim) {
    loop {
        let rows = counts(nim);
        let sum = rows.iter().fold(0, |s, &c| s ^ c);
        assert_ne!(sum, 0, "the computer left a winning position: {rows:?}");
        let (row, &chips) = rows
            .iter()
            .enumerate()
            .find(|&(_, &c)| c ^ sum < c)
            .unwrap();
        let take = chips - (chips ^ sum);
        let last = rows.iter().sum::<u32>() == take;
        enter(nim, &format!("{} {take}", row + 1));
        if last {
            return;
        }
        // Line 23 says both moves: this one, then the reply.
        let chips = if take == 1 { "chip" } else { "chips" };
        let mine = format!("You took {take} {chips} from row {}. I took", row + 1);
        nim.wait("the computer's reply", |s| {
            line_of(s, 22) == "Your move: _" && line_of(s, 23).starts_with(&mine)
        });
    }
}

#[test]
fn a_victory_grows_every_row_by_one() {
    let mut nim = start(&["--rows", "1,2"]);
    win_a_game(&mut nim);
    nim.wait_line(24, "You won! Every row gets one more chip. Play again!");
    nim.wait("the player's move on line 23", |s| {
        line_of(s, 23).starts_with("You took 1 chip from row")
    });
    // The final position stays until Enter (issue 17), then the new rows.
    nim.wait_text(1, 25, "Score: you 1, computer 0; level: hard ");
    nim.wait_line(22, "Press Enter or Space for the next game_");
    assert_eq!(counts(&nim), [0, 0]);
    nim.send("\r");
    nim.wait_line(22, "Your move: _");
    assert_eq!(counts(&nim), [2, 3]);
    nim.wait_text(21, 5, &format!(" {CHIP} {CHIP} "));
    nim.wait_text(21, 6, &format!(" {CHIP} {CHIP} {CHIP} "));

    win_a_game(&mut nim);
    nim.wait_text(1, 25, "Score: you 2, computer 0; level: hard ");
    nim.send("\r");
    nim.wait_line(22, "Your move: _");
    assert_eq!(counts(&nim), [3, 4]);
}

#[test]
fn a_small_terminal_asks_to_grow_and_nothing_is_lost() {
    let mut nim = start(&[]);
    nim.send("2");
    nim.wait_line(22, "Your move: 2_");
    nim.resize(60, 20);
    let ask = "Please enlarge the terminal to 80x25 (now 60x20)";
    nim.wait_text((60 - ask.len() as u16) / 2, 11, ask);
    nim.screen(|s| {
        let lines: Vec<String> = (1..=20).map(|l| line_of(s, l)).collect();
        assert_eq!(lines.iter().filter(|l| !l.is_empty()).count(), 1);
    });
    nim.resize(80, 25);
    nim.wait_text(centre(TITLE), 1, TITLE);
    nim.wait_line(22, "Your move: 2_");
    assert_eq!(counts(&nim), [3, 4, 5]);
    // Larger: the same screen, centred.
    nim.resize(100, 31);
    nim.wait_text(10 + centre(TITLE), 4, TITLE);
    nim.wait_text(11, 25, "Your move: 2_");
    assert_eq!(counts_at(&nim, 10, 3), [3, 4, 5]);
    // Ctrl-L draws it all again (a whole frame of bytes), and the same.
    let before = nim.screen(nim_pty::show);
    let bytes = nim.bytes();
    nim.send("\x0c");
    nim.wait_seen("a full redraw", |seen| {
        seen.bytes > bytes + 300 && nim_pty::show(seen.parser.screen()) == before
    });
}

/// Counts of a screen drawn at an offset.
fn counts_at(nim: &Nim, dx: u16, dy: u16) -> Vec<u32> {
    nim.screen(|s| {
        (5 + dy..19 + dy)
            .map(|line| text_at(s, 72 + dx, line, 2))
            .map_while(|count| count.trim().parse().ok())
            .collect()
    })
}

/// Display width: CJK characters take two columns.
fn columns(text: &str) -> u16 {
    text.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum()
}

#[test]
fn the_chinese_screen_is_centred_by_display_width() {
    let mut nim = Nim::spawn(NIM, &["--lang", "zh", "--seed", "1"]);
    // `wait_text` counts characters; wide ones need their columns counted.
    let wait_wide = |nim: &Nim, col: u16, line: u16, text: &str| {
        nim.wait(&format!("{text:?} at ({col}, {line})"), |s| {
            text_at(s, col, line, columns(text)) == text
        });
    };
    let prompt = "你的走法： ";
    nim.wait("the Chinese prompt", |s| line_of(s, 22).starts_with(prompt));
    let title = "尼姆游戏";
    let rule = "每次可以从任意一行中取走任意数量的棋子。";
    wait_wide(&nim, (80 - columns(title)) / 2, 1, title);
    wait_wide(&nim, (80 - columns(rule)) / 2, 2, rule);
    wait_wide(&nim, 1, 4, "行号");
    wait_wide(&nim, 80 - columns("棋子数"), 4, "棋子数");
    nim.wait_text(22, 7, CHIP);
    nim.wait_text(72, 7, " 5");
    // The field starts after the prompt's 11 columns.
    nim.send("9 1");
    nim.wait_text(12, 22, "9 1_");
    nim.send("\r");
    nim.wait_line(24, "没有第 9 行；行号是 1 到 3");
    // A Chinese character typed into the field takes two of its columns.
    nim.send("尼1");
    wait_wide(&nim, 12, 22, "尼1_");
    nim.wait_text(15, 22, "_");
    nim.send("\x03");
    assert_restored(&mut nim, 130);
}

#[test]
fn a_fast_esc_then_a_digit_types_the_digit() {
    let mut nim = start(&[]);
    nim.send("23");
    nim.wait_line(22, "Your move: 23_");
    nim.send("\x1b1");
    nim.wait_line(22, "Your move: 1_");
}

#[test]
fn keys_behind_the_enlarge_notice_change_nothing() {
    let mut nim = start(&[]);
    nim.resize(60, 20);
    nim.wait("the notice", |s| s.contents().contains("Please enlarge"));
    // Ctrl-L after the keys redraws the notice: once it is back, every key
    // before it has been handled.
    let bytes = nim.bytes();
    nim.send("3 5\r0 0\r\x0c");
    nim.wait_seen("the notice drawn again", |seen| seen.bytes > bytes);
    nim.resize(10, 5);
    nim.wait("the short notice", |s| {
        line_of(s, 2).trim() == "Need" && line_of(s, 3).trim() == "80x25"
    });
    nim.resize(80, 25);
    nim.wait_line(22, "Your move: _");
    assert_eq!(counts(&nim), [3, 4, 5]);
    assert_eq!(nim.line(23), "", "the computer did not move");
}

#[test]
fn the_binary_view_a_hint_and_an_undo_on_the_screen() {
    let mut nim = start(&[]);
    // F2: each row's digits beside its chips (columns 16-20, as many as 5
    // needs), their place values over them, the nim-sum in binary under them.
    nim.send("\x1bOQ");
    nim.wait_text(1, 4, "Row            4 2 1");
    nim.wait_text(16, 5, "0 1 1 ▄ ▄ ▄");
    nim.wait_text(16, 6, "1 0 0");
    nim.wait_text(16, 7, "1 0 1");
    nim.wait_text(
        8,
        8,
        "nim-sum 0 1 0 = 2: you can win: make every column even",
    );
    nim.wait_text(16, 9, "  ^  ");
    // The odd column stands out in reverse video.
    nim.screen(|s| {
        let cell = |col: u16, line: u16| s.cell(line - 1, col - 1).unwrap().inverse();
        assert!(cell(18, 5) && cell(18, 6) && cell(18, 8) && !cell(20, 5) && !cell(16, 6));
    });
    // F1, again and again: the hint in steps on line 24 (the column, the
    // row, the move and why), and nothing else changes.
    nim.send("\x1bOP");
    nim.wait_line(
        24,
        "Hint 1 of 3: the 2s column is the highest odd one (nim-sum 2 = 010)",
    );
    nim.send("\x1bOP");
    nim.wait_line(
        24,
        "Hint 2 of 3: row 1 has a 1 in the 2s column: take from row 1",
    );
    enter(&mut nim, "?");
    nim.wait_line(
        24,
        "row 1: 3 = 011; 011 xor 010 = 001 = 1: take 2, every column even",
    );
    nim.send("\x1bOP");
    nim.wait_line(
        24,
        "row 1: 3 = 011; 011 xor 010 = 001 = 1: take 2, every column even",
    );
    assert_eq!(counts(&nim), [3, 4, 5]);
    enter(&mut nim, "1 2");
    nim.wait("the reply", |s| {
        line_of(s, 23).ends_with("I took 1 chip from row 3.")
    });
    nim.wait_text(16, 5, "0 0 1");
    nim.wait_text(8, 8, "nim-sum 0 0 1 = 1: you can win");
    // u: the move and the reply taken back; the view stays on.
    enter(&mut nim, "u");
    nim.wait_line(23, "2 moves taken back");
    assert_eq!(counts(&nim), [3, 4, 5]);
    nim.wait_text(16, 5, "0 1 1");
    // b and Enter turns the view off again.
    enter(&mut nim, "b");
    nim.wait_text(16, 5, "     ");
    nim.wait_line(8, "");
    nim.wait_line(4, &format!("Row{}Chips", " ".repeat(71)));
}

/// Misère at 1 1 3: the end rule already decides (one row above 1 chip), and
/// the binary view and the hint say so at this move, as the strategy plays.
#[test]
fn misere_view_and_hint_switch_at_the_move_that_matters() {
    let mut nim = start(&["--misere", "--rows", "1,1,3"]);
    nim.send("\x1bOQ");
    nim.wait_text(
        10,
        8,
        "nim-sum 1 1 = 3: misère end: leave an odd number of single chips",
    );
    nim.send("\x1bOP");
    nim.wait_line(
        24,
        "Hint 1 of 3: misère end: leave an odd number of single chips",
    );
    nim.send("\x1bOP");
    nim.wait_line(24, "Hint 2 of 3: take from row 3");
    enter(&mut nim, "?");
    nim.wait_line(
        24,
        "take 2 from row 3: 3 single chips are left, an odd number",
    );
}
