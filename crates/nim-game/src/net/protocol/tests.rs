//! The protocol's lines: each message written and read back unchanged, any
//! bytes at all refused or read without a panic, and the lines a careless
//! or hostile peer might send refused for what they are.

use proptest::prelude::*;

use crate::net::protocol::*;

fn read(line: &str) -> Result<Message, LineError> {
    parse(line.as_bytes())
}

#[test]
fn the_greeting_and_its_answers() {
    let join = Message::Join {
        version: 1,
        code: Code::new(42).unwrap(),
    };
    assert_eq!(join.to_string(), "nim 1 join 000000000042");
    assert_eq!(read("nim 1 join 000000000042\n"), Ok(join.clone()));
    assert_eq!(read("nim 1 join 000000000042\r\n"), Ok(join));
    assert_eq!(read("nim 1 welcome"), Ok(Message::Welcome { version: 1 }));
    assert_eq!(read("refused code"), Ok(Message::Refused(Refusal::Code)));
    // A version this program does not speak still reads: the host answers it.
    assert!(matches!(
        read("nim 2 join 123456789012"),
        Ok(Message::Join { version: 2, .. })
    ));
    assert_eq!(read("refused busy"), Ok(Message::Refused(Refusal::Busy)));
    assert_eq!(
        read("refused crowded"),
        Ok(Message::Refused(Refusal::Crowded))
    );
}

/// The code has one spelling on the wire, twelve digits, and another for
/// people, in groups of four: the line refuses the groups, a short code
/// (the six digits of before) and a long one.
#[test]
fn the_code_is_twelve_digits_on_the_wire_and_grouped_for_people() {
    let code = Code::new(482_109_375_562).unwrap();
    assert_eq!(code.digits(), "482109375562");
    assert_eq!(code.to_string(), "4821-0937-5562");
    assert_eq!(Code::new(7).unwrap().to_string(), "0000-0000-0007");
    assert_eq!(Code::new(Code::SPACE - 1).unwrap().digits(), "999999999999");
    assert_eq!(Code::new(Code::SPACE), None);
    for line in [
        "nim 1 join 4821-0937-5562",
        "nim 1 join 123456",
        "nim 1 join 48210937556",
        "nim 1 join 4821093755620",
        "nim 1 join +48210937556",
    ] {
        assert_eq!(read(line), Err(LineError::Malformed), "{line}");
    }
}

#[test]
fn a_game_is_described_then_started() {
    assert_eq!(read("game rows"), Ok(Message::Game(GameKind::Rows)));
    assert_eq!(read("layout 3 4 5"), Ok(Message::Layout(vec![3, 4, 5])));
    assert_eq!(
        read("deal 0 7 2 5"),
        Ok(Message::Deal(vec![(0, 7), (2, 5)]))
    );
    let rule = read("rule 2 sub:1,3,4").unwrap();
    assert_eq!(rule.to_string(), "rule 2 sub:1,3,4");
    let kayles = Rule::parse("kayles").unwrap();
    assert_eq!(
        read("rule 14 kayles"),
        Ok(Message::Rule {
            row: 14,
            rule: kayles
        })
    );
    assert_eq!(read("misere no"), Ok(Message::Misere(false)));
    assert_eq!(read("first join"), Ok(Message::First(Role::Joiner)));
    assert_eq!(read("start"), Ok(Message::Start));
}

#[test]
fn moves_carry_their_ply_and_positions_their_groups() {
    let step = WireMove {
        row: 2,
        count: 1,
        at: Some(3),
    };
    assert_eq!(read("move 4 2 1 3"), Ok(Message::Move { ply: 4, step }));
    let plain = read("move 1 2 3").unwrap();
    assert_eq!(plain.to_string(), "move 1 2 3");
    let position = Message::Position { ply: 2, rows: 3 };
    assert_eq!(position.to_string(), "position 2 3");
    assert_eq!(read("position 2 3"), Ok(position));
    let row = Message::Row {
        row: 2,
        values: vec![2, 1],
    };
    assert_eq!(row.to_string(), "row 2 2+1");
    assert_eq!(read("row 2 2+1"), Ok(row));
    assert_eq!(
        read("row 3 0"),
        Ok(Message::Row {
            row: 3,
            values: vec![0]
        })
    );
}

/// What a careless or hostile peer might send: each refused as malformed,
/// long or holding a bad byte, never read as something else.
#[test]
fn lines_off_the_protocol_are_refused() {
    for line in [
        "",
        " ",
        "MOVE 1 2 3",
        "move  1 2 3",
        "move 1 2 3 ",
        "move 01 2 3",
        "move -1 2 3",
        "move +1 2 3",
        "move 1 2",
        "move 1 2 3 4 5",
        "move 1000000 2 3",
        "move 99999999999999999999 2 3",
        "nim 1 join 12345",
        "nim 1 join 1234567",
        "nim 1 join abcdef",
        "nim one welcome",
        "position 3",
        "position 1 2 3",
        "position 1 2+1",
        "row 1",
        "row 1 2++1",
        "row 1 +2",
        "row 1 2+",
        "row 1 2 1",
        "rules nim kayles",
        "rule 1",
        "rule 1 nim kayles",
        // A rule in another spelling than the game's: never read, so a
        // line read is always the line written.
        "rule 1 KAYLES",
        "rule 1 0.77",
        "rule 1 0.[3]",
        "rule 1 sub:3,1",
        "rule 1 sub:1,1",
        "rule 1 take:03",
        "rule 1  nim",
        "deal 1",
        "misere maybe",
        "first computer",
        "start now",
        "bye later",
        "error everything",
        "hello",
    ] {
        assert_eq!(read(line), Err(LineError::Malformed), "{line:?}");
    }
    assert!(matches!(read("rule 1 0.8"), Err(LineError::Rule(_))));
    assert!(matches!(read("rule 1 chess"), Err(LineError::Rule(_))));
    assert_eq!(read("move 1 2 3\u{1b}[2J"), Err(LineError::Byte(0x1b)));
    assert_eq!(read("bye quit\tx"), Err(LineError::Byte(b'\t')));
    assert_eq!(read("bye \u{e9}"), Err(LineError::Byte(0xc3)));
    assert_eq!(read("move 1 2 3\r\r\n"), Err(LineError::Byte(b'\r')));
    let long = format!("layout {}", "1 ".repeat(200));
    assert_eq!(read(&long), Err(LineError::Long));
    assert_eq!(LineError::Long.fault(), Fault::Long);
}

fn rule() -> impl Strategy<Value = Rule> {
    let longest_octal = format!("4.{}[7]", "7".repeat(31));
    let many_amounts = (1..=40)
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(",");
    prop::sample::select(vec![
        "nim".to_string(),
        "take:3".to_string(),
        "sub:1,3,4".to_string(),
        "kayles".to_string(),
        "dawson".to_string(),
        "lasker".to_string(),
        "grundy".to_string(),
        "0.137".to_string(),
        longest_octal,
        format!("sub:{many_amounts}"),
    ])
    .prop_map(|name| Rule::parse(&name).unwrap())
}

fn number() -> impl Strategy<Value = u32> {
    0u32..=MAX_NUMBER
}

fn message() -> impl Strategy<Value = Message> {
    prop_oneof![
        (number(), 0..Code::SPACE).prop_map(|(version, code)| Message::Join {
            version,
            code: Code::new(code).unwrap()
        }),
        number().prop_map(|version| Message::Welcome { version }),
        prop::sample::select(REFUSALS.iter().map(|&(_, r)| r).collect::<Vec<_>>())
            .prop_map(Message::Refused),
        prop::sample::select(vec![GameKind::Rows, GameKind::Board]).prop_map(Message::Game),
        prop::collection::vec(number(), 1..=14).prop_map(Message::Layout),
        prop::collection::vec((number(), number()), 1..=14).prop_map(Message::Deal),
        (1u32..=14, rule()).prop_map(|(row, rule)| Message::Rule { row, rule }),
        any::<bool>().prop_map(Message::Misere),
        prop::sample::select(vec![Role::Host, Role::Joiner]).prop_map(Message::First),
        Just(Message::Start),
        (number(), number(), number(), prop::option::of(number())).prop_map(
            |(ply, row, count, at)| Message::Move {
                ply,
                step: WireMove { row, count, at }
            }
        ),
        (number(), number()).prop_map(|(ply, rows)| Message::Position { ply, rows }),
        (number(), prop::collection::vec(0u32..=63, 1..=32))
            .prop_map(|(row, values)| Message::Row { row, values }),
        prop::sample::select(vec![Role::Host, Role::Joiner]).prop_map(Message::Over),
        Just(Message::Next),
        prop::sample::select(vec![Bye::Quit, Bye::Interrupt, Bye::Signal, Bye::End])
            .prop_map(Message::Bye),
        prop::sample::select(FAULTS.iter().map(|&(_, f)| f).collect::<Vec<_>>())
            .prop_map(Message::Error),
    ]
}

proptest! {
    /// Every message fits a line and reads back as itself.
    #[test]
    fn every_message_reads_back_as_written(message in message()) {
        let line = format!("{message}\n");
        prop_assert!(line.len() <= MAX_LINE, "{}", line);
        prop_assert_eq!(parse(line.as_bytes()), Ok(message));
    }

    /// Any bytes: a message or a reason, never a panic; a message read is
    /// written back as the very line read.
    #[test]
    fn any_bytes_are_read_or_refused(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        if let Ok(message) = parse(&bytes) {
            let line = bytes.strip_suffix(b"\n").unwrap_or(&bytes);
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            let written = message.to_string();
            prop_assert_eq!(written.as_bytes(), line);
        }
    }

    /// Lines made of the protocol's own words in any order: the same.
    #[test]
    fn shuffled_words_are_read_or_refused(words in prop::collection::vec(
        prop::sample::select(vec![
            "nim", "1", "join", "welcome", "move", "0", "63", "position", "2+1", "game",
            "rows", "board", "bye", "quit", "rule", "kayles", "KAYLES", "0.77", "row",
            "123456", "482109375562", "refused", "busy", "",
        ]),
        0..8,
    )) {
        let line = words.join(" ");
        if let Ok(message) = parse(line.as_bytes()) {
            prop_assert_eq!(message.to_string(), line);
        }
    }
}
