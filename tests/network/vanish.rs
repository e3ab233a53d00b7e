//! A peer that vanishes without a word, for real: both `nim` processes in
//! a network namespace of the test thread's own, its loopback taken down
//! mid-game, the joiner's move sent into the void. Both sides end with
//! `closed: lost` and status 0 within keepalive's and the user timeout's
//! 110 seconds (before: `fault slow`, status 1, and the joiner with its
//! move unacknowledged still waiting after 240 seconds).
//!
//! Ignored: it takes two minutes and needs root (`unshare -n`). Run it
//! with `cargo test --test network -- --ignored vanished`.

use std::process::Command;
use std::time::{Duration, Instant};

use crate::support::proc::{join, serve};

fn ip_link_lo(state: &str) {
    let status = Command::new("ip")
        .args(["link", "set", "lo", state])
        .status()
        .expect("ip runs");
    assert!(status.success(), "ip link set lo {state}");
}

#[test]
#[ignore = "two minutes, and root for a network namespace"]
fn a_vanished_peer_is_lost_within_two_minutes_even_with_a_move_in_flight() {
    // This thread, and the processes it starts, get a namespace of their
    // own: the machine's own loopback is never touched.
    nix::sched::unshare(nix::sched::CloneFlags::CLONE_NEWNET).expect("unshare -n (root)");
    ip_link_lo("up");
    let (mut host, address, code) = serve(&["--rows", "3,4,5"]);
    let mut joiner = join(&address, &code);
    host.expect_prefix("position:");
    host.send("1 1");
    assert_eq!(joiner.expect_prefix("position:"), "2 4 5");
    ip_link_lo("down");
    let gone = Instant::now();
    joiner.send("2 4");
    for side in [&mut joiner, &mut host] {
        while side.child.try_wait().unwrap().is_none() {
            assert!(gone.elapsed() < Duration::from_secs(180), "{:?}", side.seen);
            std::thread::sleep(Duration::from_millis(200));
        }
        assert!(side.wait().success(), "{:?}", side.seen);
        assert!(side.saw("closed: lost"), "{:?}", side.seen);
    }
    eprintln!(
        "both sides lost after {:.1} s",
        gone.elapsed().as_secs_f64()
    );
}
