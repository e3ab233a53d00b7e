//! Every way out gives the terminal back: `0 0`, Ctrl-C, Ctrl-D, the
//! signals, a panic; a dumb terminal never gets the screen at all.

use super::*;

#[test]
fn zero_zero_leaves_the_terminal_as_it_was() {
    let mut nim = start(&[]);
    enter(&mut nim, "0 0");
    assert_restored(&mut nim, 0);
}

#[test]
fn ctrl_c_leaves_as_zero_zero_does_with_an_interrupts_status() {
    let mut nim = start(&[]);
    nim.send("1");
    nim.wait_line(22, "Your move: 1_");
    nim.send("\x03");
    assert_restored(&mut nim, 130);
}

#[test]
fn ctrl_d_leaves_on_an_empty_field_only() {
    let mut nim = start(&[]);
    nim.send("1");
    nim.wait_line(22, "Your move: 1_");
    nim.send("\x04");
    nim.send("2");
    nim.wait_line(22, "Your move: 12_");
    nim.send("\x1b");
    nim.wait_line(22, "Your move: _");
    nim.send("\x04");
    assert_restored(&mut nim, 0);
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut nim = start(&[]);
    kill(Pid::from_raw(nim.pid() as i32), Signal::SIGTERM).unwrap();
    assert_restored(&mut nim, 128 + 15);
}

#[test]
fn sighup_restores_the_terminal() {
    let mut nim = start(&[]);
    kill(Pid::from_raw(nim.pid() as i32), Signal::SIGHUP).unwrap();
    assert_restored(&mut nim, 128 + 1);
}

#[test]
fn sigint_restores_the_terminal() {
    let mut nim = start(&[]);
    kill(Pid::from_raw(nim.pid() as i32), Signal::SIGINT).unwrap();
    assert_restored(&mut nim, 128 + 2);
}

/// An example that panics on the game's screen, built by `cargo test` beside
/// this test's own binary.
fn panicking_example(name: &str) -> String {
    let test = std::env::current_exe().expect("the test binary");
    let debug = test
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/debug");
    let example = debug.join("examples").join(name);
    assert!(
        example.exists(),
        "{} is missing: `cargo test` builds the examples",
        example.display()
    );
    example.to_string_lossy().into_owned()
}

#[test]
fn a_panic_restores_the_terminal_before_its_message() {
    let mut nim = Nim::spawn(&panicking_example("panic_on_screen"), &[]);
    assert_restored(&mut nim, 101);
    nim.wait("the panic message on the normal screen", |s| {
        s.contents()
            .contains("a deliberate panic on the game's screen")
    });
    nim.screen(|s| assert!(!s.contents().contains("inside the game's screen")));
}

/// A panic inside the event loop, while the job-control thread waits for a
/// signal, ends the process all the same, the terminal given back first.
#[test]
fn a_panic_inside_the_event_loop_ends_the_game() {
    let mut nim = Nim::spawn(&panicking_example("panic_in_event_loop"), &[]);
    nim.wait("the first frame", |s| line_of(s, 22).starts_with(PROMPT));
    // The computer's reply asks the generator, which panics.
    enter(&mut nim, "1 2");
    assert_restored(&mut nim, 101);
    let message = b"a deliberate panic inside the event loop";
    nim.wait_seen("the panic message", |seen| {
        seen.raw.windows(message.len()).any(|w| w == message)
    });
    let raw = nim.raw_since(0);
    let at = |needle: &[u8]| raw.windows(needle.len()).rposition(|w| w == needle);
    assert!(
        at(message) > at(b"\x1b[?1049l"),
        "after the normal screen is back"
    );
}

/// Every signal whose default action ends a process ends the game with the
/// terminal given back, mouse reporting included, and status 128 + signal.
#[test]
fn every_ending_signal_restores_the_terminal() {
    let mut signals = vec![
        Signal::SIGUSR1,
        Signal::SIGUSR2,
        Signal::SIGALRM,
        Signal::SIGVTALRM,
        Signal::SIGPROF,
        Signal::SIGXCPU,
    ];
    if cfg!(target_os = "linux") {
        signals.extend([Signal::SIGIO, Signal::SIGPWR]);
    }
    for signal in signals {
        let mut nim = start(&["--mouse"]);
        nim.screen(|s| assert_ne!(s.mouse_protocol_mode(), vt100::MouseProtocolMode::None));
        kill(Pid::from_raw(nim.pid() as i32), signal).unwrap();
        assert_restored(&mut nim, 128 + signal as u32);
        nim.screen(|s| {
            assert_eq!(
                s.mouse_protocol_mode(),
                vt100::MouseProtocolMode::None,
                "{signal}"
            );
        });
    }
}

/// SIGXFSZ, which a write past a file-size limit raises, is caught: the
/// write fails and the game goes on (a record stops, the game does not).
#[test]
fn sigxfsz_leaves_the_game_playing() {
    let mut nim = start(&[]);
    kill(Pid::from_raw(nim.pid() as i32), Signal::SIGXFSZ).unwrap();
    enter(&mut nim, "1 2");
    nim.wait("the reply", |s| {
        line_of(s, 23).ends_with("I took 1 chip from row 3.")
    });
    nim.send("\x03");
    assert_restored(&mut nim, 130);
}

#[test]
fn sigterm_ends_the_game_even_when_the_terminal_stops_reading() {
    let mut nim = start(&[]);
    nim.pause_reading(true);
    // Each Ctrl-L is a whole frame: far more than the terminal can buffer.
    for _ in 0..8 {
        nim.send(&"\x0c".repeat(100));
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    kill(Pid::from_raw(nim.pid() as i32), Signal::SIGTERM).unwrap();
    let status = nim.exit_status();
    assert_eq!(status.exit_code(), 128 + 15, "{status:?}");
    let flags = nim.termios().local_flags;
    assert!(flags.contains(LocalFlags::ICANON | LocalFlags::ECHO | LocalFlags::ISIG));
    nim.pause_reading(false);
}

#[test]
fn sigquit_restores_the_terminal() {
    let mut nim = start(&[]);
    kill(Pid::from_raw(nim.pid() as i32), Signal::SIGQUIT).unwrap();
    assert_restored(&mut nim, 128 + 3);
}

#[test]
fn a_dumb_terminal_gets_plain_mode() {
    let mut nim = Nim::spawn_with(NIM, &["--lang", "en"], (80, 25), &[("TERM", "dumb")]);
    nim.wait("the plain position line", |s| {
        s.contents().contains("position: 3 4 5")
    });
    nim.send("0 0\r");
    assert_eq!(nim.exit_status().exit_code(), 0);
    nim.wait("the goodbye", |s| s.contents().contains("Goodbye!"));
    let seen = nim.seen();
    assert!(!seen.parser.screen().alternate_screen());
    assert!(!seen.parser.screen().contents().contains(CHIP));
}

/// `nim learn --plain` on a terminal: Ctrl-C (SIGINT, the line discipline
/// is the terminal's own there) ends the question's line and leaves with
/// an interrupt's status, as the game's plain mode does, instead of dying
/// by the signal with the shell's prompt after the question.
#[test]
fn ctrl_c_in_plain_lessons_and_puzzles_on_a_terminal_exits_130_on_a_line_of_its_own() {
    let data = tempfile::tempdir().unwrap();
    for args in [
        &[
            "learn", "--plain", "--lang", "en", "--lesson", "1", "--seed", "3",
        ][..],
        &["puzzle", "--plain", "--lang", "en", "--rows", "3,4,5"][..],
    ] {
        let mut nim = spawn_in(data.path(), args);
        nim.wait("the question", |s| {
            (1..=25).any(|l| line_of(s, l).starts_with("Your winning move (ROW COUNT):"))
        });
        nim.send("\x03");
        let status = nim.exit_status();
        assert_eq!(status.exit_code(), 130, "{args:?}: {status:?}");
        // The question's line was ended: the cursor stands at a line's start.
        nim.wait("the cursor at a line's start", |s| {
            s.cursor_position().1 == 0
        });
    }
}
