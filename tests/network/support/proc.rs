//! A `nim` process driven through pipes: its stdout and stderr read line by
//! line on threads of their own, waited for with patience, never with a
//! fixed sleep.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

pub const NIM: &str = env!("CARGO_BIN_EXE_nim");

/// How long anything may take before a test fails: generous, for a loaded
/// machine; a passing test never waits for it.
pub const PATIENCE: Duration = Duration::from_secs(30);

pub struct Proc {
    pub child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every line read so far, stderr's marked `stderr: `.
    pub seen: Vec<String>,
}

impl Proc {
    pub fn spawn(args: &[&str]) -> Proc {
        let mut child = Command::new(NIM)
            .args(args)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("nim starts");
        let (to, lines) = channel();
        let out = child.stdout.take().unwrap();
        let err = child.stderr.take().unwrap();
        let to_err = to.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                let _ = to.send(line);
            }
        });
        std::thread::spawn(move || {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                let _ = to_err.send(format!("stderr: {line}"));
            }
        });
        let stdin = child.stdin.take();
        Proc {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    /// The next line, or `None` once the output ended.
    pub fn next_line(&mut self) -> Option<String> {
        match self.lines.recv_timeout(PATIENCE) {
            Ok(line) => {
                self.seen.push(line.clone());
                Some(line)
            }
            Err(RecvTimeoutError::Disconnected) => None,
            Err(RecvTimeoutError::Timeout) => {
                panic!("waited {PATIENCE:?}; saw:\n{}", self.seen.join("\n"))
            }
        }
    }

    /// Reads lines until one satisfies `wanted`; returns it.
    pub fn expect(&mut self, what: &str, wanted: impl Fn(&str) -> bool) -> String {
        loop {
            match self.next_line() {
                Some(line) if wanted(&line) => return line,
                Some(_) => {}
                None => panic!(
                    "the output ended before {what}; saw:\n{}",
                    self.seen.join("\n")
                ),
            }
        }
    }

    /// The line with `prefix`, without it.
    pub fn expect_prefix(&mut self, prefix: &str) -> String {
        let line = self.expect(prefix, |line| line.starts_with(prefix));
        line[prefix.len()..].trim().to_string()
    }

    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        let _ = writeln!(stdin, "{line}");
        let _ = stdin.flush();
    }

    /// Ends the process's input (Ctrl-D).
    pub fn close_input(&mut self) {
        self.stdin = None;
    }

    /// Waits for the process to exit; reads the rest of its output.
    pub fn wait(&mut self) -> ExitStatus {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                while self.next_line().is_some() {}
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "nim never exited; saw:\n{}",
                self.seen.join("\n")
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn saw(&self, line: &str) -> bool {
        self.seen.iter().any(|seen| seen == line)
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A host in plain mode with `args`: the process, its address, its code.
pub fn serve(args: &[&str]) -> (Proc, String, String) {
    let mut all = vec!["serve", "--plain"];
    all.extend_from_slice(args);
    let mut host = Proc::spawn(&all);
    let address = host.expect_prefix("listening:");
    let code = host.expect_prefix("code:");
    (host, address, code)
}

/// A joiner in plain mode.
pub fn join(address: &str, code: &str) -> Proc {
    Proc::spawn(&["join", address, code, "--plain"])
}
