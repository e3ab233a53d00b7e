//! The other screens under the game's own loop: `nim learn` and `nim
//! replay` give the terminal back on Ctrl-Z and on a SIGTSTP from outside,
//! inside an interactive bash with job control, and `fg` brings them back
//! drawn whole; SIGTERM restores the terminal in both.

use super::jobs::{clear, command, process_in, shell, wait_gone, wait_prompt, wait_state};
use super::*;

/// A record of six moves, written into `dir`; its path.
fn record(dir: &std::path::Path) -> String {
    let file = dir.join("g.txt");
    let text = "[Game \"nim\"]\n[Format \"1\"]\n[Start \"3 4 5\"]\n[First \"you\"]\n\
                [Players \"1\"]\n[Result \"computer\"]\n1 1\n1 2\n2 1\n3 1\n2 3\n3 4\n";
    std::fs::write(&file, text).unwrap();
    file.to_str().unwrap().to_string()
}

const LESSON: &str = "1. One row";
const MOVE_FIELD: &str = "Your winning move (ROW COUNT): ";
const REPLAY_KEYS: &str = "Left Right step  Home End  Space play/pause  r review  q leave";

/// One screen to stop: how to start it, type into it, see that it is
/// whole again, and leave it.
struct Case {
    command: String,
    /// Keys that change the screen, and the line 22-24 they leave.
    typed: (&'static str, u16, String),
    /// A line that only a whole frame has: (line, text).
    whole: (u16, &'static str),
    leave: &'static str,
}

fn cases(dir: &std::path::Path) -> [Case; 2] {
    let data = dir.to_str().unwrap();
    [
        Case {
            command: format!("XDG_DATA_HOME={data} {NIM} learn --lang en --seed 7 --lesson 1"),
            typed: ("1", 22, format!("{MOVE_FIELD}1_")),
            whole: (1, LESSON),
            leave: "\x03",
        },
        Case {
            command: format!("{NIM} replay --lang en {}", record(dir)),
            typed: (
                "\x1b[C",
                23,
                "Move 1 of 6: You took 1 chip from row 1.".to_string(),
            ),
            whole: (25, REPLAY_KEYS),
            leave: "q",
        },
    ]
}

#[test]
fn ctrl_z_suspends_learn_and_replay_and_fg_brings_them_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut sh = shell();
    for case in cases(dir.path()) {
        for stop in ["ctrl-z", "sigtstp"] {
            let (keys, line, after) = &case.typed;
            command(&mut sh, &format!("{}; echo done", case.command));
            sh.wait("the screen", |s| {
                s.alternate_screen() && line_of(s, case.whole.0).trim() == case.whole.1
            });
            let pid = process_in(sh.pid(), "nim");
            sh.send(keys);
            sh.wait_line(*line, after);
            match stop {
                "ctrl-z" => sh.send("\x1a"),
                _ => kill(Pid::from_raw(pid as i32), Signal::SIGTSTP).unwrap(),
            }
            wait_state(pid, 'T');
            wait_prompt(&sh);
            sh.wait(&format!("the job line ({stop})"), |s| {
                s.contents().contains("Stopped")
            });
            command(&mut sh, "fg");
            sh.wait("the screen drawn whole again", |s| {
                s.alternate_screen()
                    && line_of(s, *line) == *after
                    && line_of(s, case.whole.0).trim() == case.whole.1
                    && !s.contents().contains("Stopped")
            });
            sh.send(case.leave);
            wait_gone(pid);
            wait_prompt(&sh);
            sh.wait("the job's end", |s| {
                (1..=25).any(|line| line_of(s, line) == "done")
            });
            clear(&mut sh);
        }
    }
}

#[test]
fn sigterm_restores_the_terminal_in_learn_and_replay() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let file = record(dir.path());
    let env = [("TERM", "xterm-256color"), ("XDG_DATA_HOME", data)];
    let learn = ["learn", "--lang", "en", "--seed", "7", "--lesson", "1"];
    let replay = ["replay", "--lang", "en", &file];
    for (args, ready) in [(&learn[..], (1, LESSON)), (&replay[..], (25, REPLAY_KEYS))] {
        let mut nim = Nim::spawn_with(NIM, args, (80, 25), &env);
        nim.wait("the screen", |s| line_of(s, ready.0).trim() == ready.1);
        kill(Pid::from_raw(nim.pid() as i32), Signal::SIGTERM).unwrap();
        assert_restored(&mut nim, 128 + 15);
    }
}

/// Too small, a lesson and a replay ask to grow and take no typing; grown
/// again, they come back as they were, the typed field included.
#[test]
fn learn_and_replay_ask_to_grow_and_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let file = record(dir.path());
    let env = [("TERM", "xterm-256color"), ("XDG_DATA_HOME", data)];
    let learn = ["learn", "--lang", "en", "--seed", "7", "--lesson", "1"];
    let replay = ["replay", "--lang", "en", &file];
    let ask = "Please enlarge the terminal to 80x25 (now 60x20)";
    let typed = format!("{MOVE_FIELD}1_");
    let moved = "Move 1 of 6: You took 1 chip from row 1.";
    let screens = [
        (&learn[..], (1, LESSON), "1", (22, typed.as_str())),
        (&replay[..], (25, REPLAY_KEYS), "\x1b[C", (23, moved)),
    ];
    for (args, ready, keys, after) in screens {
        let mut nim = Nim::spawn_with(NIM, args, (80, 25), &env);
        nim.wait("the screen", |s| line_of(s, ready.0).trim() == ready.1);
        nim.send(keys);
        nim.wait_line(after.0, after.1);
        nim.resize(60, 20);
        nim.wait_text((60 - ask.len() as u16) / 2, 11, ask);
        // Unseen, a key changes nothing; the Ctrl-L after it redraws the
        // notice, so both were read before the terminal grows.
        let bytes = nim.bytes();
        nim.send(keys);
        nim.send("\x0c");
        nim.wait_seen("the notice redrawn", |seen| seen.bytes > bytes);
        nim.resize(80, 25);
        nim.wait("the screen again", |s| {
            line_of(s, ready.0).trim() == ready.1 && line_of(s, after.0) == after.1
        });
        nim.send("\x03");
        assert_eq!(nim.exit_status().exit_code(), 130);
    }
}
