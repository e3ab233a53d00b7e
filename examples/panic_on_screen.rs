//! Enters the game's terminal modes, draws a line and panics: the terminal
//! must come back before the panic message prints, so the message is readable
//! on the normal screen. `tests/screen/ways_out.rs` runs it in a pseudo-terminal.
//!
//! ```text
//! cargo run --example panic_on_screen
//! ```

use std::io::Write;

use nim::tui::term::terminal::{Mouse, Terminal};

fn main() {
    let terminal = Terminal::enter(Mouse::Off).expect("run this in a terminal");
    let mut out = terminal.output();
    write!(out, "inside the game's screen").expect("a frame");
    out.flush().expect("a frame");
    panic!("a deliberate panic on the game's screen");
}
