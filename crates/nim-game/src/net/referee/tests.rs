//! The host's machines: the gate lets in only the right greeting and
//! keeps its code whatever the wrong guesses; the referee answers each
//! hostile line of issue 20 with one `error` line, closes, and never
//! applies what it refused.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::net::protocol::{LineError, parse};
use crate::net::referee::*;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::theory::rule::{RowRules, Rule};

fn line(text: &str) -> Heard {
    Heard::line(text.as_bytes())
}

fn code(n: u64) -> Code {
    Code::new(n).unwrap()
}

fn turned(send: Option<Message>) -> Admission {
    Admission::Turned(send)
}

#[test]
fn the_gate_lets_in_only_the_right_greeting() {
    let gate = Gate::new(code(123_456_789_012));
    let welcome = Admission::Welcome(Message::Welcome { version: VERSION });
    assert_eq!(gate.greet(line("nim 1 join 123456789012\n")), welcome);
    let refused = |why| turned(Some(Message::Refused(why)));
    assert_eq!(
        gate.greet(line("nim 2 join 123456789012")),
        refused(Refusal::Version)
    );
    assert_eq!(
        gate.greet(line("nim 1 welcome")),
        refused(Refusal::Greeting)
    );
    assert_eq!(gate.greet(line("move 1 1 1")), refused(Refusal::Greeting));
    assert_eq!(
        gate.greet(line("GET / HTTP/1.1")),
        refused(Refusal::Greeting)
    );
    assert_eq!(
        gate.greet(line("nim 1 join 12345")),
        refused(Refusal::Greeting)
    );
    // The six digits of an older nim, or the groups shown to people.
    for old in ["nim 1 join 123456", "nim 1 join 1234-5678-9012"] {
        assert_eq!(gate.greet(line(old)), refused(Refusal::Greeting));
    }
    let long = format!("nim 1 join 123456789012{}", " ".repeat(300));
    assert_eq!(
        gate.greet(line(&long)),
        turned(Some(Message::Error(Fault::Long)))
    );
    assert_eq!(
        gate.greet(line("\u{16}\u{3}")),
        turned(Some(Message::Error(Fault::Byte)))
    );
    assert_eq!(
        gate.greet(Heard::Timeout),
        turned(Some(Message::Error(Fault::Slow)))
    );
    assert_eq!(gate.greet(Heard::End), turned(None));
    // None of these was a wrong code: the right one still comes in.
    assert_eq!(gate.greet(line("nim 1 join 123456789012")), welcome);
}

/// Only a greeting of this version compares a code: the door rations
/// those, and answers the rest at once.
#[test]
fn only_a_greeting_of_this_version_compares_the_code() {
    assert!(Gate::compares(&line("nim 1 join 000000000000")));
    for other in ["nim 2 join 000000000000", "nim 1 join 0", "hello"] {
        assert!(!Gate::compares(&line(other)), "{other}");
    }
    assert!(!Gate::compares(&Heard::Timeout));
    assert!(!Gate::compares(&Heard::End));
}

/// Wrong guesses, however many, never replace the code given out (they
/// did after ten, which let strangers spend the code): each is refused,
/// and the right code still comes in after them.
#[test]
fn wrong_codes_never_replace_the_code() {
    let gate = Gate::new(code(111_111_111_111));
    for guess in 1..=1000u64 {
        let wrong = format!("nim 1 join {:012}", guess);
        assert_eq!(
            gate.greet(line(&wrong)),
            Admission::Wrong(Message::Refused(Refusal::Code))
        );
    }
    assert_eq!(gate.code(), code(111_111_111_111));
    assert!(matches!(
        gate.greet(line("nim 1 join 111111111111")),
        Admission::Welcome(_)
    ));
}

type Host = Referee<Rows, ChaCha8Rng>;

fn referee(rows: Vec<u32>, rules: RowRules, first: Role) -> (Host, Vec<Message>) {
    let table = Rows::with_rules(Layout::new(rows).unwrap(), rules);
    Referee::new(table, Rules::Normal, first, ChaCha8Rng::seed_from_u64(0))
}

fn nim_rows(first: Role) -> Host {
    referee(vec![3, 4, 5], RowRules::default(), first).0
}

fn refused_with(host: &mut Host, heard: Heard, fault: Fault) {
    let before = host.session().heaps().to_vec();
    let reply = host.heard(heard);
    assert_eq!(reply.send, vec![Message::Error(fault)]);
    assert_eq!(reply.closed, Some(Closed::Fault(fault)));
    assert_eq!(reply.events, vec![]);
    assert_eq!(host.session().heaps(), before, "never applied");
    assert_eq!(host.heard(line("move 1 1 1")), Reply::closed(Closed::Lost));
    assert_eq!(
        host.local(Command::Move { heap: 1, take: 1 }),
        Err(LocalError::Closed)
    );
}

#[test]
fn the_game_is_described_then_each_ply_is_followed_by_the_position() {
    let (mut host, lines) = referee(vec![3, 4, 5], RowRules::default(), Role::Joiner);
    let written: Vec<String> = lines.iter().map(Message::to_string).collect();
    let expected = [
        "game rows",
        "layout 3 4 5",
        "misere no",
        "first join",
        "start",
    ];
    assert_eq!(written, expected);
    let reply = host.heard(line("move 1 3 2"));
    let written: Vec<String> = reply.send.iter().map(Message::to_string).collect();
    assert_eq!(written, ["position 1 3", "row 1 3", "row 2 4", "row 3 3"]);
    let reply = host.local(Command::Move { heap: 1, take: 3 }).unwrap();
    let written: Vec<String> = reply.send.iter().map(Message::to_string).collect();
    assert_eq!(
        written,
        [
            "move 2 1 3",
            "position 2 3",
            "row 1 0",
            "row 2 4",
            "row 3 3"
        ]
    );
}

#[test]
fn a_move_out_of_turn_for_another_ply_or_against_the_rules_is_refused() {
    refused_with(&mut nim_rows(Role::Host), line("move 1 1 1"), Fault::Turn);
    refused_with(&mut nim_rows(Role::Joiner), line("move 2 1 1"), Fault::Ply);
    refused_with(&mut nim_rows(Role::Joiner), line("move 0 1 1"), Fault::Ply);
    for bad in [
        "move 1 4 1",
        "move 1 0 1",
        "move 1 1 4",
        "move 1 1 0",
        "move 1 1 1 1",
    ] {
        refused_with(&mut nim_rows(Role::Joiner), line(bad), Fault::Move);
    }
    // The joiner's second move before the host's.
    let mut host = nim_rows(Role::Joiner);
    assert_eq!(host.heard(line("move 1 1 1")).closed, None);
    refused_with(&mut host, line("move 2 1 1"), Fault::Turn);
}

#[test]
fn a_rule_refuses_on_the_wire_as_at_the_keyboard() {
    let kayles = Rule::parse("kayles").unwrap();
    let rules = RowRules::Each(vec![kayles.clone(), Rule::Nim]);
    let (mut host, lines) = referee(vec![5, 5], rules.clone(), Role::Joiner);
    assert!(lines.contains(&Message::Rule {
        row: 1,
        rule: kayles
    }));
    refused_with(&mut host, line("move 1 1 3"), Fault::Move);
    let (mut host, _) = referee(vec![5, 5], rules, Role::Joiner);
    let reply = host.heard(line("move 1 1 1 3"));
    let written: Vec<String> = reply.send.iter().map(Message::to_string).collect();
    assert_eq!(written, ["position 1 2", "row 1 2+2", "row 2 5"]);
}

#[test]
fn hostile_lines_close_the_connection() {
    let long = format!("move 1 1 1{}", " ".repeat(300));
    let cases = [
        (line(&long), Fault::Long),
        (line("move 1 1 1\u{1b}[2J"), Fault::Byte),
        (line("hello"), Fault::Malformed),
        (line("nim 1 join 123456789012"), Fault::Turn),
        (line("position 1 3"), Fault::Turn),
        (line("next"), Fault::Turn),
        (Heard::Timeout, Fault::Slow),
    ];
    for (heard, fault) in cases {
        refused_with(&mut nim_rows(Role::Joiner), heard, fault);
    }
    assert_eq!(parse(long.as_bytes()), Err(LineError::Long));
}

#[test]
fn the_joiner_leaving_or_lost_closes_without_a_line() {
    let cases = [
        (line("bye interrupt"), Closed::Bye(Bye::Interrupt)),
        (line("error drift"), Closed::Error(Fault::Drift)),
        (Heard::End, Closed::Lost),
    ];
    for (heard, closed) in cases {
        let mut host = nim_rows(Role::Joiner);
        assert_eq!(host.heard(heard), Reply::closed(closed));
        assert_eq!(host.heard(line("move 1 1 1")), Reply::closed(Closed::Lost));
    }
    let mut host = nim_rows(Role::Joiner);
    let bye = host.local(Command::Quit).unwrap();
    assert_eq!(bye.send, vec![Message::Bye(Bye::Quit)]);
    assert_eq!(bye.closed, Some(Closed::Left(Bye::Quit)));
}

#[test]
fn the_local_player_waits_for_its_turn_and_takes_nothing_back() {
    let mut host = nim_rows(Role::Joiner);
    let mv = Command::Move { heap: 1, take: 1 };
    assert_eq!(host.local(mv.clone()), Err(LocalError::NotYourTurn));
    assert_eq!(host.local(Command::Pass), Err(LocalError::NoChange));
    assert_eq!(host.local(Command::Setup), Err(LocalError::NoChange));
    host.heard(line("move 1 1 1"));
    assert_eq!(host.local(Command::Undo), Err(LocalError::NoUndo));
    let bad = host.local(Command::Move { heap: 9, take: 1 });
    assert!(matches!(bad, Err(LocalError::Input(_))), "{bad:?}");
    assert!(host.local(Command::Hint).unwrap().send.is_empty());
    assert_eq!(host.local(mv).unwrap().send[0].to_string(), "move 2 1 1");
}

/// A game of two single chips, over after two moves; then only `next`,
/// and not too many of them.
#[test]
fn a_flood_of_lines_closes() {
    let (mut host, _) = referee(vec![1, 1], RowRules::default(), Role::Joiner);
    host.heard(line("move 1 1 1"));
    let over = host.local(Command::Move { heap: 2, take: 1 }).unwrap();
    assert_eq!(over.send.last(), Some(&Message::Over(Role::Host)));
    for _ in 0..FLOOD {
        assert_eq!(host.heard(line("next")), Reply::default());
    }
    refused_with(&mut host, line("next"), Fault::Flood);
}

#[test]
fn the_next_game_waits_for_both_sides() {
    let (mut host, first) = referee(vec![1, 1], RowRules::default(), Role::Joiner);
    host.heard(line("move 1 1 1"));
    host.local(Command::Move { heap: 2, take: 1 }).unwrap();
    assert_eq!(host.local(Command::NextGame).unwrap(), Reply::default());
    let again = host.heard(line("next"));
    assert_eq!(again.send, first);
    assert_eq!(host.session().heaps(), [1, 1]);
    // The new game counts its plies from 1 again.
    assert_eq!(host.heard(line("move 1 1 1")).closed, None);
}

/// DESIGN.md section 12's sample exchange, line for line.
#[test]
fn the_documented_sample_is_what_the_referee_says() {
    let kayles = RowRules::Each(vec![Rule::Nim, Rule::parse("kayles").unwrap()]);
    let (mut host, lines) = referee(vec![3, 4, 5], kayles, Role::Joiner);
    let mut said: Vec<Message> = lines;
    said.extend(host.heard(line("move 1 2 1 2")).send);
    said.extend(host.local(Command::Move { heap: 3, take: 5 }).unwrap().send);
    let written: Vec<String> = said.iter().map(Message::to_string).collect();
    let sample = [
        "game rows",
        "layout 3 4 5",
        "rule 2 kayles",
        "misere no",
        "first join",
        "start",
        "position 1 3",
        "row 1 3",
        "row 2 1+2",
        "row 3 5",
        "move 2 3 5",
        "position 2 3",
        "row 1 3",
        "row 2 1+2",
        "row 3 0",
    ];
    assert_eq!(written, sample);
}
