//! The words of a network game fit 80 columns in every language, with the
//! widest values they carry (an IPv6 address and its port, the longest
//! system reason we expect), and every reason has its own sentence.

use std::net::SocketAddr;

use unicode_width::UnicodeWidthStr;

use crate::game::net::protocol::{Bye, Refusal};
use crate::game::session::InputError;
use crate::game::table::rows::Rows;
use crate::text::net::*;

fn langs() -> impl Iterator<Item = Lang> {
    Lang::codes().filter_map(Lang::from_code)
}

fn assert_fits(text: &str) {
    let columns = UnicodeWidthStr::width(text);
    assert!(columns <= 80, "{columns} columns: {text}");
    assert!(!text.chars().any(char::is_control), "{text:?}");
}

const FAULTS: [Fault; 9] = [
    Fault::Long,
    Fault::Byte,
    Fault::Malformed,
    Fault::Turn,
    Fault::Ply,
    Fault::Move,
    Fault::Slow,
    Fault::Flood,
    Fault::Drift,
];

const BYES: [Bye; 4] = [Bye::Quit, Bye::Interrupt, Bye::Signal, Bye::End];

const REFUSALS: [Refusal; 5] = [
    Refusal::Greeting,
    Refusal::Version,
    Refusal::Code,
    Refusal::Busy,
    Refusal::Crowded,
];

/// Every way a connection closes. The matches list every word of the
/// protocol: one added there does not compile here until it is in the
/// lists above, worded and measured.
fn every_closing() -> Vec<Closed> {
    for closed in [Closed::Lost] {
        match closed {
            Closed::Fault(fault) | Closed::Error(fault) => match fault {
                Fault::Long | Fault::Byte | Fault::Malformed | Fault::Turn | Fault::Ply => {}
                Fault::Move | Fault::Slow | Fault::Flood | Fault::Drift => {}
            },
            Closed::Bye(bye) | Closed::Left(bye) => match bye {
                Bye::Quit | Bye::Interrupt | Bye::Signal | Bye::End => {}
            },
            Closed::Refused(why) => match why {
                Refusal::Greeting | Refusal::Version | Refusal::Code => {}
                Refusal::Busy | Refusal::Crowded => {}
            },
            Closed::Lost => {}
        }
    }
    let mut all = vec![Closed::Lost];
    for bye in BYES {
        all.extend([Closed::Bye(bye), Closed::Left(bye)]);
    }
    all.extend(
        FAULTS
            .iter()
            .flat_map(|&f| [Closed::Fault(f), Closed::Error(f)]),
    );
    all.extend(REFUSALS.map(Closed::Refused));
    all
}

/// Every ending of `nim join` and `nim serve` as printed, in every
/// language: before a game (`nim join: ` and the sentence on stderr,
/// `closed:` on stdout), during one on either side (plain mode's `closed:`
/// line and sentence, the screen's line 24), and a failure to connect. The
/// host's prefix is measured too, should it ever say one so.
#[test]
fn every_ending_fits_80_columns_with_its_prefix() {
    let refused = io::Error::from(io::ErrorKind::ConnectionRefused);
    let mut over = Vec::new();
    for lang in langs() {
        let mut all = Vec::new();
        for closed in every_closing() {
            let sentence = lang.net_closed(closed);
            all.push(format!(
                "closed: {}",
                crate::game::net::exchange::closed_words(closed)
            ));
            all.push(format!("nim join: {sentence}"));
            all.push(format!("nim serve: {sentence}"));
            all.push(sentence);
        }
        let failures = [
            lang.net_cannot_connect("[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]:65535", &refused),
            lang.net_cannot_resolve("a-host-name-of-some-length.example:65535", &refused),
        ];
        for [sentence, reason] in failures {
            all.extend([format!("nim join: {sentence}"), reason]);
        }
        for text in all {
            assert!(!text.chars().any(char::is_control), "{text:?}");
            let columns = UnicodeWidthStr::width(text.as_str());
            if columns > 80 {
                over.push(format!("{columns} {text}"));
            }
        }
    }
    assert!(over.is_empty(), "over 80 columns:\n{}", over.join("\n"));
}

#[test]
fn every_network_sentence_fits() {
    let wide: SocketAddr = "[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]:65535"
        .parse()
        .unwrap();
    let code = Code::new(Code::SPACE - 1).unwrap();
    let refused = io::Error::from(io::ErrorKind::ConnectionRefused);
    for lang in langs() {
        let mut all: Vec<String> = lang.net_listening(wide, code).to_vec();
        // Ten digits each: at the door's five codes a second, 27 years.
        let many = u64::from(u32::MAX);
        for (wrong, crowded) in [(1, 1), (2, 2), (21, 22), (25, 5), (many, many)] {
            let siege = lang.net_siege(wrong, crowded);
            assert_eq!(siege.len(), 2, "{siege:?}");
            all.extend(siege);
        }
        assert!(lang.net_siege(0, 0).is_empty());
        all.extend([
            lang.net_joined(),
            lang.net_connected("[ffff:ffff:ffff:ffff:ffff]:65535"),
            lang.net_waiting(),
            lang.net_help_commands(),
            lang.net_key_help(),
            lang.net_you_are(Side::Player1),
            lang.net_you_are(Side::Player2),
            lang.net_moved("14 999999 999999"),
            lang.net_you_played("14 999999 999999"),
            lang.net_won(Who::You),
            lang.net_won(Who::Opponent),
            lang.net_next(),
            lang.net_next_key(),
            lang.net_turn(true),
            lang.net_turn(false),
            lang.net_cannot_describe(),
            lang.net_score(u32::MAX, u32::MAX),
            lang.net_farewell(u32::MAX, u32::MAX),
            lang.net_ready_wait(),
            lang.net_closed_key(),
        ]);
        for error in [
            LocalError::NotYourTurn,
            LocalError::NoUndo,
            LocalError::NoChange,
            LocalError::Closed,
            LocalError::Input(InputError::GameOver),
        ] {
            all.push(format!(
                "error: {}",
                lang.net_refusal::<Rows>(&error, Prompt::GameOver)
            ));
        }
        all.extend(
            every_closing()
                .into_iter()
                .map(|closed| lang.net_closed(closed)),
        );
        let failures = [
            lang.net_cannot_listen(wide, &refused),
            lang.net_cannot_connect("[ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff]:65535", &refused),
            lang.net_cannot_resolve("a-host-name-of-some-length.example:65535", &refused),
        ];
        for [sentence, reason] in failures {
            all.extend([format!("nim serve: {sentence}"), reason]);
        }
        for text in &all {
            assert_fits(text);
        }
    }
}

/// Each way the connection ends is told in its own words, in every language.
#[test]
fn every_closing_has_its_own_sentence() {
    for lang in langs() {
        let mut seen = std::collections::HashSet::new();
        for closed in every_closing() {
            let text = lang.net_closed(closed);
            let same = matches!(closed, Closed::Left(_));
            assert!(seen.insert(text.clone()) || same, "{closed:?}: {text}");
        }
    }
}
