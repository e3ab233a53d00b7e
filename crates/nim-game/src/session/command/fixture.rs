//! What tests of typed lines share, here and in the front ends' words:
//! a line that often looks like a move and sometimes is anything at all.

use proptest::prelude::*;

/// A line that often looks like a move and sometimes is anything at all.
pub fn typed_line() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "\\PC{0,40}",
        "[ \t,]{0,3}-?[0-9]{1,12}[ \t,]{1,3}-?[0-9]{1,12}[ \t,]{0,3}",
        "[\u{FEFF}\u{3000}\u{B}\u{C}，、]{0,3}[-－+＋]?[0-9０-９]{1,12}[ 　，、,\u{B}]{1,3}[-－]?[0-9０-９]{1,12}",
        proptest::collection::vec(any::<char>(), 0..64).prop_map(|c| c.into_iter().collect()),
        (any::<char>(), 10_000usize..10_240).prop_map(|(c, n)| c.to_string().repeat(n)),
        Just("9".repeat(10_000)),
        Just(format!("1 {}", "0".repeat(10_000))),
    ]
}
