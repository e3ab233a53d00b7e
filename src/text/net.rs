//! The words of a game over the network: the host's address and code, whose
//! turn it is, the other player's moves, and every way the connection ends.
//! Nothing the other side sent is ever shown: only numbers and fixed words
//! parsed from it, worded here.

use std::io;
use std::net::SocketAddr;

use crate::game::net::exchange::{Closed, LocalError};
use crate::game::net::peer::Who;
use crate::game::net::protocol::{Code, Fault};
use crate::game::session::{Prompt, Side};
use crate::text::{Arg, Lang, Worded};

impl Lang {
    /// Where the host waits, and the code to bring: three lines.
    pub fn net_listening(self, address: SocketAddr, code: Code) -> [String; 3] {
        let (address, code) = (address.to_string(), code.to_string());
        let args = [("address", Arg::Text(&address)), ("code", Arg::Text(&code))];
        [
            self.message("net-listening", &args),
            self.message("net-code", &args),
            format!("  {}", self.message("net-join-command", &args)),
        ]
    }

    /// The door under siege, as the host waits: the wrong codes compared
    /// so far, then the newcomers turned away (each line only when there
    /// are some).
    pub fn net_siege(self, wrong: u64, crowded: u64) -> Vec<String> {
        let mut lines = Vec::new();
        if wrong > 0 {
            lines.push(self.message("net-door-guessed", &[("wrong", wrong.into())]));
        }
        if crowded > 0 {
            lines.push(self.message("net-door-crowded", &[("crowded", crowded.into())]));
        }
        lines
    }

    pub fn net_joined(self) -> String {
        self.text("net-joined")
    }

    pub fn net_connected(self, address: &str) -> String {
        let address = shown(address);
        self.message("net-connected", &[("address", Arg::Text(&address))])
    }

    /// The line of commands under how to move: no setup in a network game.
    pub fn net_help_commands(self) -> String {
        self.text("net-help-commands")
    }

    /// Line 25's keys in a network game: no undo.
    pub fn net_key_help(self) -> String {
        self.text("net-key-help")
    }

    /// Which of the two players the local one is (the board names the
    /// players' pieces by number).
    pub fn net_you_are(self, side: Side) -> String {
        self.message("net-you-are", &[("side", super::side_key(side).into())])
    }

    pub fn net_waiting(self) -> String {
        self.text("net-waiting")
    }

    /// The other player's move, as it would be typed.
    /// This player's own move, as the game's end says it.
    pub fn net_you_played(self, typed: &str) -> String {
        self.message("coached-net-you-played", &[("move", Arg::Text(typed))])
    }

    pub fn net_moved(self, typed: &str) -> String {
        self.message("net-moved", &[("move", Arg::Text(typed))])
    }

    pub fn net_won(self, who: Who) -> String {
        let who = match who {
            Who::You => "you",
            Who::Opponent => "opponent",
        };
        self.message("net-won", &[("who", who.into())])
    }

    /// Plain mode: the next game follows once both sides are ready.
    pub fn net_next(self) -> String {
        self.text("net-next")
    }

    /// The screen: a key for the next game.
    pub fn net_next_key(self) -> String {
        self.text("net-next-key")
    }

    /// The screen's line 25: games won by each player.
    pub fn net_score(self, you: u32, opponent: u32) -> String {
        self.message(
            "net-screen-score",
            &[("you", you.into()), ("opponent", opponent.into())],
        )
    }

    /// The screen's last words, on the normal screen.
    pub fn net_farewell(self, you: u32, opponent: u32) -> String {
        self.message(
            "net-farewell",
            &[("you", you.into()), ("opponent", opponent.into())],
        )
    }

    /// The screen, after Enter at a game's end: the other is not ready yet.
    pub fn net_ready_wait(self) -> String {
        self.text("net-ready-wait")
    }

    /// The screen, once the connection closed: a key leaves.
    pub fn net_closed_key(self) -> String {
        self.text("net-closed-key")
    }

    pub fn net_turn(self, mine: bool) -> String {
        self.text(if mine {
            "net-your-turn"
        } else {
            "net-their-turn"
        })
    }

    /// Why a command of the local player is refused in a network game: the
    /// game's own refusals worded as in any game (`asked`: the question).
    pub fn net_refusal<G: Worded>(self, error: &LocalError, asked: Prompt) -> String {
        let why = match error {
            LocalError::NotYourTurn => "turn",
            LocalError::NoUndo => "undo",
            LocalError::NoChange => "change",
            LocalError::Closed => "closed",
            LocalError::Input(input) => return self.input_error::<G>(input, asked),
        };
        self.message("net-refusal", &[("why", why.into())])
    }

    /// How the connection ended, when this side did not end it.
    pub fn net_closed(self, closed: Closed) -> String {
        let fault = |id, fault: Fault| self.message(id, &[("fault", fault.keyword().into())]);
        match closed {
            Closed::Bye(bye) | Closed::Left(bye) => {
                self.message("net-left", &[("why", bye.keyword().into())])
            }
            Closed::Lost => self.text("net-lost"),
            Closed::Fault(what) => fault("net-fault", what),
            Closed::Error(what) => fault("net-error", what),
            Closed::Refused(why) => self.message("net-refused", &[("why", why.keyword().into())]),
        }
    }

    /// Why joining failed: the sentence, then the system's reason on a line
    /// of its own (an IPv6 address and a reason would not share 80 columns).
    pub fn net_cannot_resolve(self, address: &str, error: &io::Error) -> [String; 2] {
        self.net_failure("net-cannot-resolve", address, error)
    }

    pub fn net_cannot_connect(self, address: &str, error: &io::Error) -> [String; 2] {
        self.net_failure("net-cannot-connect", address, error)
    }

    pub fn net_cannot_listen(self, address: SocketAddr, error: &io::Error) -> [String; 2] {
        self.net_failure("net-cannot-listen", &address.to_string(), error)
    }

    pub fn net_cannot_describe(self) -> String {
        self.text("net-cannot-describe")
    }

    fn net_failure(self, id: &str, address: &str, error: &io::Error) -> [String; 2] {
        let address = shown(address);
        [
            self.message(id, &[("address", Arg::Text(&address))]),
            format!("  {error}"),
        ]
    }
}

/// An address as the player typed it: hidden characters shown as `?`, and
/// never wider than the widest IPv6 address with its port.
fn shown(address: &str) -> String {
    super::echo_within(address, 47)
}

#[cfg(test)]
mod tests;
