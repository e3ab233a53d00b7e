//! `nim` in a real pseudo-terminal, read back through a terminal emulator.
//!
//! Shared by the test binaries (`tests/screen/`, `tests/network/`) and
//! `examples/measure.rs`, a crate of its own so that each reaches it by
//! name. A reader thread feeds everything the program writes to a `vt100`
//! parser and wakes waiters, so a test waits for what a player would see
//! instead of sleeping for a guess.

use std::io::{Read, Write};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use nix::sys::termios::Termios;
use portable_pty::{Child, CommandBuilder, ExitStatus, MasterPty, PtySize, SlavePty};

/// Long enough for a loaded two-core machine; a passing test never waits it out.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// What the reader thread has seen.
pub struct Seen {
    pub parser: vt100::Parser,
    /// Bytes read from the program so far.
    pub bytes: usize,
    /// Everything the program wrote, as it wrote it.
    pub raw: Vec<u8>,
    /// The program's side of the terminal is closed.
    pub closed: bool,
    /// While true the reader thread stops reading, as a terminal that hangs.
    pub paused: bool,
}

/// A running `nim` on an emulated terminal.
pub struct Nim {
    master: Box<dyn MasterPty + Send>,
    // Kept open so the terminal's settings can still be read after the exit.
    _slave: Box<dyn SlavePty + Send>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    seen: Arc<(Mutex<Seen>, Condvar)>,
    /// The terminal's settings before `nim` started.
    pub termios_before: Termios,
}

/// Feeds what the program writes to the emulator in `seen`, on a thread of
/// its own, until the terminal closes; waits while reading is paused.
fn read_into(seen: Arc<(Mutex<Seen>, Condvar)>, mut reader: Box<dyn Read + Send>) {
    std::thread::spawn(move || {
        let mut buffer = [0u8; 8192];
        loop {
            {
                let (lock, wake) = &*seen;
                let mut seen = lock.lock().unwrap();
                while seen.paused {
                    seen = wake.wait(seen).unwrap();
                }
            }
            let n = reader.read(&mut buffer).unwrap_or(0);
            let (lock, wake) = &*seen;
            let mut seen = lock.lock().unwrap();
            if n == 0 {
                seen.closed = true;
                wake.notify_all();
                return;
            }
            seen.parser.process(&buffer[..n]);
            seen.bytes += n;
            seen.raw.extend_from_slice(&buffer[..n]);
            wake.notify_all();
        }
    });
}

impl Nim {
    /// Starts `program` with `args` on an 80x25 terminal.
    pub fn spawn(program: &str, args: &[&str]) -> Nim {
        Nim::spawn_sized(program, args, 80, 25)
    }

    pub fn spawn_sized(program: &str, args: &[&str], cols: u16, rows: u16) -> Nim {
        Nim::spawn_with(program, args, (cols, rows), &[("TERM", "xterm-256color")])
    }

    /// Starts `program` on a `cols` x `rows` terminal with `env` set.
    pub fn spawn_with(
        program: &str,
        args: &[&str],
        (cols, rows): (u16, u16),
        env: &[(&str, &str)],
    ) -> Nim {
        let pair = portable_pty::native_pty_system()
            .openpty(size(cols, rows))
            .expect("open a pseudo-terminal");
        let termios_before = pair.master.get_termios().expect("termios of a new pty");
        let mut command = CommandBuilder::new(program);
        command.args(args);
        command.env_remove("NO_COLOR");
        // No data directory unless `env` gives one: a puzzle answered in a
        // test is never kept in the home of whoever runs the tests.
        command.env_remove("HOME");
        command.env_remove("XDG_DATA_HOME");
        for (name, value) in env {
            command.env(name, value);
        }
        let child = pair.slave.spawn_command(command).expect("start nim");
        let reader = pair.master.try_clone_reader().expect("pty reader");
        let writer = pair.master.take_writer().expect("pty writer");
        let seen = Arc::new((
            Mutex::new(Seen {
                parser: vt100::Parser::new(rows, cols, 0),
                bytes: 0,
                raw: Vec::new(),
                closed: false,
                paused: false,
            }),
            Condvar::new(),
        ));
        read_into(Arc::clone(&seen), reader);
        Nim {
            master: pair.master,
            _slave: pair.slave,
            writer,
            child,
            seen,
            termios_before,
        }
    }

    /// Types `keys` (raw bytes: `\r` is Enter, `\x03` Ctrl-C, ...).
    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).expect("type");
        self.writer.flush().expect("type");
    }

    /// Stops or resumes reading what the program writes: stopped, its
    /// writes block once the terminal's buffer is full.
    pub fn pause_reading(&self, paused: bool) {
        let (lock, wake) = &*self.seen;
        lock.lock().unwrap().paused = paused;
        wake.notify_all();
    }

    pub fn seen(&self) -> MutexGuard<'_, Seen> {
        self.seen.0.lock().unwrap()
    }

    /// Bytes the program has written so far.
    pub fn bytes(&self) -> usize {
        self.seen().bytes
    }

    /// Waits until `ready` holds for the screen; panics after [`PATIENCE`]
    /// showing the screen, so a failure says what was there instead.
    pub fn wait(&self, what: &str, ready: impl Fn(&vt100::Screen) -> bool) {
        self.wait_seen(what, |seen| ready(seen.parser.screen()));
    }

    /// [`Nim::wait`] with the byte count at hand too.
    pub fn wait_seen(&self, what: &str, ready: impl Fn(&Seen) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        let (lock, wake) = &*self.seen;
        let mut seen = lock.lock().unwrap();
        loop {
            if ready(&seen) {
                return;
            }
            let now = Instant::now();
            if now >= deadline {
                panic!(
                    "waited {PATIENCE:?} for {what}; the screen shows:\n{}",
                    show(seen.parser.screen())
                );
            }
            seen = wake.wait_timeout(seen, deadline - now).unwrap().0;
        }
    }

    /// Waits until `text` stands at 1-based `(col, line)`.
    pub fn wait_text(&self, col: u16, line: u16, text: &str) {
        self.wait(&format!("{text:?} at ({col}, {line})"), |s| {
            text_at(s, col, line, text.chars().count() as u16) == text
        });
    }

    /// Waits until `line` (1-based) reads `text`, trailing blanks aside.
    pub fn wait_line(&self, line: u16, text: &str) {
        self.wait(&format!("line {line} to read {text:?}"), |s| {
            line_of(s, line) == text
        });
    }

    /// What the program has written since byte `from`.
    pub fn raw_since(&self, from: usize) -> Vec<u8> {
        self.seen().raw[from..].to_vec()
    }

    /// Reads the screen.
    pub fn screen<T>(&self, read: impl FnOnce(&vt100::Screen) -> T) -> T {
        read(self.seen().parser.screen())
    }

    /// `line` (1-based) as text.
    pub fn line(&self, line: u16) -> String {
        self.screen(|s| line_of(s, line))
    }

    /// Resizes the terminal (and the emulator with it).
    pub fn resize(&mut self, cols: u16, rows: u16) {
        self.seen().parser.set_size(rows, cols);
        self.master.resize(size(cols, rows)).expect("resize");
    }

    pub fn pid(&self) -> u32 {
        self.child.process_id().expect("nim's pid")
    }

    /// Waits for the program to end.
    pub fn exit_status(&mut self) -> ExitStatus {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().expect("wait for nim") {
                return status;
            }
            assert!(Instant::now() < deadline, "nim did not exit");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// The terminal's settings now.
    pub fn termios(&self) -> Termios {
        self.master.get_termios().expect("termios")
    }
}

impl Drop for Nim {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

fn size(cols: u16, rows: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

/// `len` cells from 1-based `(col, line)`; an empty cell reads as a space,
/// or as `_` where the terminal shows its cursor (a blinking underline).
pub fn text_at(screen: &vt100::Screen, col: u16, line: u16, len: u16) -> String {
    let cursor = (!screen.hide_cursor()).then(|| screen.cursor_position());
    (col..col + len)
        .map(|c| match screen.cell(line - 1, c - 1) {
            Some(cell) if cell.is_wide_continuation() => String::new(),
            _ if cursor == Some((line - 1, c - 1)) => "_".to_string(),
            Some(cell) if cell.has_contents() => cell.contents(),
            _ => " ".to_string(),
        })
        .collect()
}

/// One line (1-based), trailing blanks removed; the cursor reads as `_`.
pub fn line_of(screen: &vt100::Screen, line: u16) -> String {
    let (rows, cols) = screen.size();
    if line == 0 || line > rows {
        return String::new();
    }
    text_at(screen, 1, line, cols).trim_end().to_string()
}

/// The whole screen, numbered, for failure messages.
pub fn show(screen: &vt100::Screen) -> String {
    let (rows, _) = screen.size();
    let (line, col) = screen.cursor_position();
    let cursor = if screen.hide_cursor() {
        "hidden"
    } else {
        "shown"
    };
    let lines: String = (1..=rows)
        .map(|line| format!("{line:2}|{}\n", line_of(screen, line)))
        .collect();
    format!("{lines}cursor ({}, {}), {cursor}\n", col + 1, line + 1)
}

/// The places of a row on the book's field: place `j` at column `20 + 2j`.
pub fn places(nim: &Nim, line: u16, count: u16) -> String {
    nim.screen(|s| {
        (1..=count)
            .map(|j| text_at(s, 20 + 2 * j, line, 1))
            .collect()
    })
}

pub const SHELL_PROMPT: &str = "shell> ";

/// An interactive bash on an 80x25 terminal, at its prompt. It leads the
/// session (the harness starts it so), so it has job control.
pub fn shell() -> Nim {
    let nim = Nim::spawn_with(
        "bash",
        &["--norc", "--noprofile", "-i"],
        (80, 25),
        &[
            ("TERM", "xterm-256color"),
            ("PS1", SHELL_PROMPT),
            ("HISTFILE", "/dev/null"),
            ("INPUTRC", "/dev/null"),
            ("LANG", "C"),
        ],
    );
    wait_prompt(&nim);
    nim
}

/// Waits until the shell's prompt stands alone at the cursor, on the
/// normal screen.
pub fn wait_prompt(nim: &Nim) {
    nim.wait("the shell's prompt", |s| {
        let (line, _) = s.cursor_position();
        !s.alternate_screen() && line_of(s, line + 1) == format!("{SHELL_PROMPT}_")
    });
}

/// Types a command line to the shell.
pub fn command(nim: &mut Nim, line: &str) {
    nim.send(line);
    nim.send("\r");
}
