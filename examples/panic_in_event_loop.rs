//! Plays the book's game on the screen with a random generator that panics
//! when first asked: the computer's first reply panics inside the event
//! loop, while the job-control thread waits for a signal. The process must
//! still end, with the terminal given back before the message prints.
//! `tests/screen/ways_out.rs` runs it in a pseudo-terminal.
//!
//! ```text
//! cargo run --example panic_in_event_loop    # then type 1 2 and Enter
//! ```

use nim::game::session::{Options, Session};
use nim::game::table::layout::Layout;
use nim::game::table::rows::Rows;
use nim::tui::{self, TuiConfig};

/// A generator that panics on first use.
struct Panicking;

impl rand::RngCore for Panicking {
    fn next_u32(&mut self) -> u32 {
        panic!("a deliberate panic inside the event loop");
    }

    fn next_u64(&mut self) -> u64 {
        self.next_u32().into()
    }

    fn fill_bytes(&mut self, _: &mut [u8]) {
        self.next_u32();
    }
}

fn main() {
    let session = Session::<Rows, _>::new(Options::default(), Layout::default(), Panicking);
    tui::run(session, TuiConfig::default().into()).expect("run this in a terminal");
}
