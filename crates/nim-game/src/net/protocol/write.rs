//! Messages written as their lines, and the protocol's fixed words for
//! its reasons: the line a side sends is the line the other side parses.

use std::fmt;

use crate::net::protocol::*;

impl Bye {
    /// The word of a `bye` line.
    pub fn keyword(self) -> &'static str {
        name_of(&self, BYES)
    }
}

impl Fault {
    /// The word of an `error` line.
    pub fn keyword(self) -> &'static str {
        name_of(&self, FAULTS)
    }
}

impl Refusal {
    /// The word of a `refused` line.
    pub fn keyword(self) -> &'static str {
        name_of(&self, REFUSALS)
    }
}

fn name_of<T: PartialEq>(value: &T, words: &[(&'static str, T)]) -> &'static str {
    (words.iter())
        .find(|(_, v)| v == value)
        .map_or("?", |(written, _)| written)
}

impl Message {
    /// Whether the message's line, its newline included, is within
    /// [`MAX_LINE`]: a sender checks what it cannot bound by construction
    /// (a `sub:` rule of many amounts).
    pub fn fits(&self) -> bool {
        self.to_string().len() < MAX_LINE
    }
}

impl fmt::Display for Message {
    /// The message's line, without its newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let joined = |numbers: &[u32], by: &str| -> String {
            let words: Vec<String> = numbers.iter().map(u32::to_string).collect();
            words.join(by)
        };
        match self {
            Message::Join { version, code } => write!(f, "nim {version} join {}", code.digits()),
            Message::Welcome { version } => write!(f, "nim {version} welcome"),
            Message::Refused(reason) => write!(f, "refused {}", name_of(reason, REFUSALS)),
            Message::Game(kind) => write!(f, "game {}", name_of(kind, KINDS)),
            Message::Layout(counts) => write!(f, "layout {}", joined(counts, " ")),
            Message::Deal(cells) => {
                let flat: Vec<u32> = cells.iter().flat_map(|&(r, b)| [r, b]).collect();
                write!(f, "deal {}", joined(&flat, " "))
            }
            Message::Rule { row, rule } => write!(f, "rule {row} {rule}"),
            Message::Misere(on) => write!(f, "misere {}", name_of(on, YES_NO)),
            Message::First(role) => write!(f, "first {}", name_of(role, ROLES)),
            Message::Start => write!(f, "start"),
            Message::Move { ply, step } => {
                write!(f, "move {ply} {} {}", step.row, step.count)?;
                match step.at {
                    Some(at) => write!(f, " {at}"),
                    None => Ok(()),
                }
            }
            Message::Position { ply, rows } => write!(f, "position {ply} {rows}"),
            Message::Row { row, values } => write!(f, "row {row} {}", joined(values, "+")),
            Message::Over(role) => write!(f, "over {}", name_of(role, ROLES)),
            Message::Next => write!(f, "next"),
            Message::Bye(reason) => write!(f, "bye {}", name_of(reason, BYES)),
            Message::Error(fault) => write!(f, "error {}", name_of(fault, FAULTS)),
        }
    }
}
