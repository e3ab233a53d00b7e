//! What the network tests share: a line as the other side's reader gets
//! it, and a host and a joiner on rows, the welcome and the description
//! already taken.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::exchange::Heard;
use super::protocol::{Code, Message, Role};
use super::referee::Referee;
use super::replica::Replica;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::theory::rule::RowRules;
use crate::theory::strategy::Rules;

/// The line as the other side's reader gets it: written, then parsed.
pub fn carried(message: &Message) -> Heard {
    Heard::line(format!("{message}\r\n").as_bytes())
}

/// The host's referee on nim rows `rows`, the host to open, and a replica
/// that took the welcome and the whole description.
pub fn joined(rows: Vec<u32>) -> (Referee<Rows, ChaCha8Rng>, Replica) {
    let rows = Rows::with_rules(Layout::new(rows).unwrap(), RowRules::default());
    let rng = ChaCha8Rng::seed_from_u64(1);
    let (referee, lines) = Referee::new(rows, Rules::Normal, Role::Host, rng);
    let (mut replica, _) = Replica::new(Code::new(1).unwrap());
    replica.heard(Heard::line(b"nim 1 welcome"));
    for line in &lines {
        assert_eq!(replica.heard(carried(line)).closed, None, "{line}");
    }
    (referee, replica)
}
