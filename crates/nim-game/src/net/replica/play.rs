//! One game on the replica: the joiner's own moves played here first,
//! the host's moves played through the same session, and every position
//! the host sends after a ply checked against the replica's own.

use crate::net::replica::*;

impl Play {
    pub(super) fn prompt(&self) -> Prompt {
        each!(&self.game, session => session.prompt())
    }

    fn act(&mut self, command: Command) -> Result<Vec<Event>, InputError> {
        each!(&mut self.game, session => session.act(command))
    }

    /// The joiner's own move, played here first so a refused one never
    /// leaves this side.
    pub(super) fn own_move(&mut self, command: Command) -> Result<Reply, LocalError> {
        if self.prompt() == Prompt::GameOver {
            return Err(InputError::GameOver.into());
        }
        if self.pending != Pending::Nothing || self.prompt() != Prompt::Move(self.me) {
            return Err(LocalError::NotYourTurn);
        }
        let events = self.act(command)?;
        let send = self.made(&events, true);
        Ok(Reply {
            send,
            events,
            closed: None,
        })
    }

    /// A move made on the replica: its position is due, and `over` after
    /// it when the move ended the game. The joiner's own move as a line.
    fn made(&mut self, events: &[Event], own: bool) -> Vec<Message> {
        self.ply += 1;
        self.pending = Pending::Position;
        let mut send = Vec::new();
        for event in events {
            match *event {
                Event::Moved { mv, .. } if own => send.push(Message::Move {
                    ply: self.ply,
                    step: mv.into(),
                }),
                Event::Victory { winner, .. } => {
                    self.winner = Some(if winner == self.me {
                        Role::Joiner
                    } else {
                        Role::Host
                    });
                }
                _ => {}
            }
        }
        send
    }

    /// A host's line during the game.
    pub(super) fn heard(&mut self, message: Message) -> Reply {
        let pending = std::mem::replace(&mut self.pending, Pending::Nothing);
        let (reply, next) = self.check(message, pending);
        self.pending = next;
        reply
    }

    /// The line against what was awaited: the reply, and what is awaited next.
    fn check(&mut self, message: Message, pending: Pending) -> (Reply, Pending) {
        let fault = |fault| (Reply::fault(fault), Pending::Ended);
        match (message, pending) {
            (Message::Move { ply, step }, Pending::Nothing) => {
                if self.prompt() == Prompt::Move(self.me) || self.prompt() == Prompt::GameOver {
                    return fault(Fault::Turn);
                }
                if ply != self.ply + 1 {
                    return fault(Fault::Ply);
                }
                match self.act(command_of(step)) {
                    Ok(events) => {
                        self.made(&events, false);
                        let reply = Reply {
                            events,
                            ..Reply::default()
                        };
                        (reply, Pending::Position)
                    }
                    Err(_) => fault(Fault::Move),
                }
            }
            (Message::Position { ply, rows }, Pending::Position) => {
                let own = each!(&self.game, session => session.table().snapshot());
                if ply != self.ply || rows as usize != own.len() {
                    return fault(Fault::Drift);
                }
                let got = Vec::new();
                (Reply::default(), Pending::Rows { rows, got })
            }
            (Message::Row { row, values }, Pending::Rows { rows, mut got }) => {
                if row as usize != got.len() + 1 {
                    return fault(Fault::Turn);
                }
                got.push(values);
                if (got.len() as u32) < rows {
                    return (Reply::default(), Pending::Rows { rows, got });
                }
                let own = each!(&self.game, session => session.table().snapshot());
                match (own == got, self.winner) {
                    (false, _) => fault(Fault::Drift),
                    (true, Some(winner)) => (Reply::default(), Pending::Over(winner)),
                    (true, None) => (Reply::default(), Pending::Nothing),
                }
            }
            (Message::Over(role), Pending::Over(winner)) if role == winner => {
                (Reply::default(), Pending::Ended)
            }
            (Message::Over(_), Pending::Over(_)) => fault(Fault::Drift),
            _ => fault(Fault::Turn),
        }
    }
}
