//! A raw socket at the host's door and in its game: every bad greeting is
//! answered with one line and closed while the host keeps waiting; a
//! silent newcomer is cut off after ten seconds; every bad line in a game closes it with `error WORD`, the
//! host says why and exits, and nothing the socket sent reaches the
//! host's output.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::support::proc::{PATIENCE, serve};

/// A raw connection to the host.
struct Raw {
    stream: TcpStream,
    reader: BufReader<TcpStream>,
}

impl Raw {
    fn connect(address: &str) -> Raw {
        let stream = TcpStream::connect(address).unwrap();
        stream.set_read_timeout(Some(PATIENCE)).unwrap();
        let reader = BufReader::new(stream.try_clone().unwrap());
        Raw { stream, reader }
    }

    fn send(&mut self, bytes: &[u8]) {
        self.stream.write_all(bytes).unwrap();
    }

    /// The next line, without its newline; `None` at the end of the stream.
    fn line(&mut self) -> Option<String> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(line.trim_end().to_string()),
        }
    }

    /// Reads lines until `wanted`; panics at the end of the stream.
    fn until(&mut self, wanted: &str) {
        let mut seen = Vec::new();
        loop {
            match self.line() {
                Some(line) if line == wanted => return,
                Some(line) => seen.push(line),
                None => panic!("no {wanted:?}; saw {seen:?}"),
            }
        }
    }

    /// The connection is closed: nothing more comes.
    fn closed(&mut self) {
        let mut rest = Vec::new();
        let _ = self.reader.read_to_end(&mut rest);
        assert!(rest.is_empty(), "{:?}", String::from_utf8_lossy(&rest));
    }

    /// Greets with the right code and reads the first game's description.
    fn joined(address: &str, code: &str) -> Raw {
        let mut raw = Raw::connect(address);
        let code = code.replace('-', "");
        raw.send(format!("nim 1 join {code}\n").as_bytes());
        assert_eq!(raw.line().as_deref(), Some("nim 1 welcome"));
        raw.until("start");
        raw
    }
}

#[test]
fn every_bad_greeting_is_refused_and_the_host_keeps_waiting() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let long = format!("nim 1 join {}\n", "0".repeat(300));
    let digits = code.replace('-', "");
    let cases: [(Vec<u8>, &str); 9] = [
        (b"hello\n".to_vec(), "refused greeting"),
        (
            b"GET / HTTP/1.1\r\nHost: x\r\n\r\n".to_vec(),
            "refused greeting",
        ),
        (
            format!("nim 2 join {digits}\n").into_bytes(),
            "refused version",
        ),
        (b"nim 1 join 12345\n".to_vec(), "refused greeting"),
        // The six digits of an older nim; the groups as people see them.
        (b"nim 1 join 123456\n".to_vec(), "refused greeting"),
        (
            format!("nim 1 join {code}\n").into_bytes(),
            "refused greeting",
        ),
        (long.into_bytes(), "error long"),
        (b"nim 1 join \x1b[2J\n".to_vec(), "error byte"),
        (b"\xff\xfe\n".to_vec(), "error byte"),
    ];
    for (bytes, answer) in cases {
        let mut raw = Raw::connect(&address);
        raw.send(&bytes);
        assert_eq!(raw.line().as_deref(), Some(answer), "{bytes:?}");
        raw.closed();
    }
    // A newcomer that leaves without a word is no harm either.
    drop(Raw::connect(&address));
    let _raw = Raw::joined(&address, &code);
    assert_eq!(host.expect_prefix("position:"), "3 4 5");
    assert!(host.child.try_wait().unwrap().is_none(), "the host lives");
    assert!(!host.seen.iter().any(|line| line.contains('\u{1b}')));
}

#[test]
fn a_silent_newcomer_is_cut_off_after_ten_seconds() {
    let (_host, address, code) = serve(&[]);
    let started = Instant::now();
    let mut silent = Raw::connect(&address);
    silent.send(b"nim 1 jo");
    assert_eq!(silent.line().as_deref(), Some("error slow"));
    let waited = started.elapsed();
    assert!(waited >= Duration::from_secs(9), "{waited:?}");
    silent.closed();
    Raw::joined(&address, &code);
}

#[test]
fn every_bad_line_in_a_game_closes_it_and_the_host_says_why() {
    let long = format!("move 1 1 1 {}\n", "1".repeat(300));
    let cases: [(&[u8], &str); 8] = [
        (b"move 2 1 1\n", "ply"),
        (b"move 1 9 9\n", "move"),
        (b"move 1 1 0\n", "move"),
        (b"position 0 3\n", "turn"),
        (b"hello there\n", "malformed"),
        (b"move 1 1 1\x07\n", "byte"),
        (long.as_bytes(), "long"),
        (b"move 01 1 1\n", "malformed"),
    ];
    for (bytes, fault) in cases {
        let (mut host, address, code) = serve(&["--rows", "3,4,5", "--first", "join"]);
        let mut raw = Raw::joined(&address, &code);
        raw.send(bytes);
        raw.until(&format!("error {fault}"));
        raw.closed();
        assert_eq!(host.expect_prefix("closed:"), format!("fault {fault}"));
        assert_eq!(host.wait().code(), Some(1), "{:?}", host.seen);
        assert!(
            !host
                .seen
                .iter()
                .any(|line| line.contains('\u{7}') || line.contains("hello"))
        );
    }
}

#[test]
fn a_move_out_of_turn_closes_the_game() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let mut raw = Raw::joined(&address, &code);
    raw.send(b"move 1 1 1\n");
    raw.until("error turn");
    assert_eq!(host.expect_prefix("closed:"), "fault turn");
    assert_eq!(host.wait().code(), Some(1));
}

#[test]
fn a_joiner_that_says_bye_ends_the_game_with_the_score() {
    let (mut host, address, code) = serve(&["--rows", "3,4,5", "--first", "join"]);
    let mut raw = Raw::joined(&address, &code);
    raw.send(b"move 1 3 5\n");
    raw.until("row 3 0");
    raw.send(b"bye interrupt\n");
    assert_eq!(host.expect_prefix("closed:"), "left interrupt");
    assert_eq!(host.expect_prefix("score:"), "you 0 opponent 0");
    assert!(host.wait().success());
}
