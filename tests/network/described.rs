//! A fake host describing games to a real `nim join`: the joiner checks
//! what it is given as the command line checks `--rows` and `--rule`, and
//! refuses a game no move can be made in with `error malformed`, at once,
//! instead of waiting at "Your move" for ever.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};

use crate::support::proc::{PATIENCE, join};

/// A host that greets the joiner and describes the game `lines`; the
/// joiner's side of the socket to read its answer from.
fn describe(lines: &[&str]) -> (crate::support::proc::Proc, BufReader<TcpStream>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    let joiner = join(&address, "4821-0937-5562");
    let (mut stream, _) = listener.accept().unwrap();
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut greeting = String::new();
    reader.read_line(&mut greeting).unwrap();
    assert_eq!(greeting.trim_end(), "nim 1 join 482109375562");
    let mut all = vec!["nim 1 welcome"];
    all.extend_from_slice(lines);
    for line in all {
        stream.write_all(format!("{line}\n").as_bytes()).unwrap();
    }
    (joiner, reader)
}

fn next(reader: &mut BufReader<TcpStream>) -> String {
    let mut line = String::new();
    let _ = reader.read_line(&mut line);
    line.trim_end().to_string()
}

#[test]
fn a_game_with_no_move_is_refused_as_the_command_line_refuses_it() {
    let (mut joiner, mut reader) = describe(&[
        "game rows",
        "layout 1 1",
        "rule 1 dawson",
        "rule 2 dawson",
        "misere no",
        "first join",
        "start",
    ]);
    assert_eq!(next(&mut reader), "error malformed");
    assert_eq!(next(&mut reader), "", "the joiner closed");
    assert_eq!(joiner.expect_prefix("closed:"), "fault malformed");
    assert_eq!(joiner.wait().code(), Some(1));
    assert!(
        !joiner.seen.iter().any(|line| line.starts_with("position:")),
        "{:?}",
        joiner.seen
    );
    // The command line refuses the same rows.
    let mut local =
        crate::support::proc::Proc::spawn(&["--plain", "--rows", "1,1", "--rule", "dawson"]);
    assert_eq!(local.wait().code(), Some(2), "{:?}", local.seen);
}

#[test]
fn a_game_with_a_move_under_the_same_rules_is_played() {
    let (mut joiner, _reader) = describe(&[
        "game rows",
        "layout 1 2",
        "rule 1 dawson",
        "rule 2 dawson",
        "misere no",
        "first join",
        "start",
    ]);
    assert_eq!(joiner.expect_prefix("position:"), "1 2");
}
