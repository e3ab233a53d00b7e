//! A learner at the other end of `nim learn`'s pipes, its progress in a
//! temporary data directory (never the real home): puzzles read as
//! printed, answers typed, verdicts read back.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use super::pipes;
use super::solver::{RowRule, Seen};

/// `nim` with its data directory in `data`.
pub fn nim(args: &[&str], data: &Path) -> Command {
    let mut command = pipes::nim(args);
    command.env("XDG_DATA_HOME", data).env_remove("HOME");
    command
}

/// A learner at the other end of the pipes.
pub struct Learner {
    pub child: Child,
    stdin: ChildStdin,
    out: BufReader<ChildStdout>,
    lesson: u32,
    pub transcript: String,
    /// The last wrong answer's `refute:` and `try:` lines and sentence.
    pub refuted: Vec<String>,
    /// A line read past a sentence's end, given again by the next read.
    held: Option<String>,
}

impl Learner {
    pub fn start(args: &[&str], data: &Path) -> Learner {
        Learner::spawn(nim(args, data))
    }

    /// `command` started with its stdin and stdout piped to the learner.
    pub fn spawn(mut command: Command) -> Learner {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let stdin = child.stdin.take().unwrap();
        let out = BufReader::new(child.stdout.take().unwrap());
        Learner {
            child,
            stdin,
            out,
            lesson: 0,
            transcript: String::new(),
            refuted: Vec::new(),
            held: None,
        }
    }

    /// The next whole line, `None` at the end of the output.
    pub fn line(&mut self) -> Option<String> {
        if let Some(held) = self.held.take() {
            return Some(held);
        }
        let mut line = String::new();
        if self.out.read_line(&mut line).unwrap() == 0 {
            return None;
        }
        self.transcript.push_str(&line);
        Some(line.trim_end_matches('\n').to_string())
    }

    /// A sentence: its first line and the lines it is wrapped onto (each
    /// indented by two, within 80 columns), joined by spaces.
    pub fn sentence(&mut self) -> String {
        let mut sentence = self.line().expect("a sentence");
        assert!(sentence.chars().count() <= 80, "{sentence}");
        while let Some(next) = self.line() {
            match next.strip_prefix("  ") {
                Some(rest) if !rest.starts_with(' ') && !rest.is_empty() => {
                    assert!(next.chars().count() <= 80, "{next}");
                    sentence.push(' ');
                    sentence.push_str(rest);
                }
                _ => {
                    self.held = Some(next);
                    break;
                }
            }
        }
        sentence
    }

    /// Reads up to the next question; `None` if the output ends first.
    pub fn puzzle(&mut self) -> Option<Seen> {
        let mut heaps = Vec::new();
        let mut rules = Vec::new();
        let mut misere = false;
        loop {
            let line = self.line()?;
            // A missed puzzle coming back (`again: LESSON CODE DATE`)
            // names its lesson as a lesson does.
            let lesson = line.strip_prefix("lesson: ");
            if let Some(rest) = lesson.or_else(|| line.strip_prefix("again: ")) {
                self.lesson = rest.split(' ').next().unwrap().parse().unwrap();
            } else if line == "rules: misere" {
                misere = true;
            } else if let Some(rest) = line.strip_prefix("rules: ") {
                rules = rest.split(' ').map(RowRule::named).collect();
            } else if line.starts_with("puzzle: ") {
                heaps = pipes::counts(&line);
            } else if let Some(question) = line.strip_prefix("question: ") {
                return Some(Seen {
                    lesson: self.lesson,
                    heaps,
                    rules,
                    misere,
                    question: question.to_string(),
                });
            }
        }
    }

    pub fn say(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Reads the verdict's line, its reason and the step after it (past
    /// the reason's numbers in columns: a blank line, then indented ones).
    pub fn verdict(&mut self) -> [String; 3] {
        let verdict = loop {
            let line = self.line().expect("a verdict");
            if let Some(at) = line.find("verdict: ") {
                break line[at..].to_string();
            }
        };
        // A wrong answer's refutation comes first: `refute:`, maybe `try:`,
        // and its sentence.
        self.refuted.clear();
        let mut next = self.line().unwrap();
        if next.starts_with("refute: ") {
            self.refuted.push(next);
            next = self.line().unwrap();
            if next.starts_with("try: ") {
                self.refuted.push(next);
                next = self.line().unwrap();
            }
            self.held = Some(next);
            let sentence = self.sentence();
            self.refuted.push(sentence);
        } else {
            self.held = Some(next);
        }
        // The reason, then its numbers in columns (blank or indented
        // lines), then the step.
        let reason = self.sentence();
        let step = loop {
            let line = self.line().unwrap();
            if !line.is_empty() && !line.starts_with("  ") {
                self.held = Some(line);
                break self.sentence();
            }
        };
        [verdict, reason, step]
    }

    pub fn finish(mut self) -> String {
        drop(self.stdin);
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut self.out, &mut rest).unwrap();
        self.transcript.push_str(&rest);
        assert!(self.child.wait().unwrap().success());
        self.transcript
    }
}
