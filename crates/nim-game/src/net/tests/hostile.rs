//! Any sequence of lines, well formed or not, fed to the host's referee and
//! the joiner's replica: never a panic; an `error` line always closes; once
//! closed, a machine sends nothing more; a line refused is never applied.

use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::net::exchange::{Closed, Heard, Reply};
use crate::net::protocol::{Code, Message, Role};
use crate::net::referee::Referee;
use crate::net::replica::Replica;
use crate::net::wire::Wired;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::theory::rule::{RowRules, Rule};
use crate::theory::strategy::Rules;

/// A line made of the protocol's words and small numbers, or of bytes.
fn line() -> impl Strategy<Value = Vec<u8>> {
    let word = prop::sample::select(vec![
        "nim", "1", "2", "3", "0", "1", "2", "join", "welcome", "000007", "game", "rows", "layout",
        "rule", "kayles", "misere", "no", "first", "host", "start", "move", "position", "row",
        "1+1", "over", "next", "bye", "quit", "error", "drift", "refused", "code",
    ]);
    prop_oneof![
        4 => prop::collection::vec(word, 1..6).prop_map(|words| words.join(" ").into_bytes()),
        1 => prop::collection::vec(any::<u8>(), 0..40),
    ]
}

/// What a reply must be, whatever came in.
fn sound(reply: &Reply, was_closed: bool) {
    if was_closed {
        assert!(reply.send.is_empty() && reply.events.is_empty());
    }
    if reply.send.iter().any(|m| matches!(m, Message::Error(_))) {
        assert!(matches!(reply.closed, Some(Closed::Fault(_))));
    }
}

proptest! {
    #[test]
    fn the_referee_survives_any_lines(lines in prop::collection::vec(line(), 0..24)) {
        let rules = RowRules::Each(vec![Rule::parse("kayles").unwrap()]);
        let table = Rows::with_rules(Layout::new(vec![3, 4, 5]).unwrap(), rules);
        let rng = ChaCha8Rng::seed_from_u64(0);
        let (mut host, _) = Referee::new(table, Rules::Normal, Role::Joiner, rng);
        let mut closed = false;
        for bytes in lines {
            let before = host.session().table().snapshot();
            let reply = host.heard(Heard::line(&bytes));
            sound(&reply, closed);
            if reply.closed.is_some() {
                prop_assert_eq!(host.session().table().snapshot(), before);
            }
            closed |= reply.closed.is_some();
        }
        host.heard(Heard::End);
    }

    #[test]
    fn the_replica_survives_any_lines(lines in prop::collection::vec(line(), 0..24)) {
        let (mut replica, _) = Replica::new(Code::new(7).unwrap());
        let start = ["nim 1 welcome", "game rows", "layout 3 4 5", "rule 1 kayles", "misere no"];
        for text in start.iter().chain(&["first host", "start"]) {
            prop_assert_eq!(replica.heard(Heard::line(text.as_bytes())).closed, None);
        }
        let mut closed = false;
        for bytes in lines {
            let before = replica.snapshot();
            let reply = replica.heard(Heard::line(&bytes));
            sound(&reply, closed);
            if reply.closed.is_some() {
                prop_assert_eq!(replica.snapshot(), before);
            }
            closed |= reply.closed.is_some();
        }
    }
}
