//! Plain mode over the network: the local player's lines and the other
//! side's arrive on one channel (a thread reads each), and each is answered
//! as it comes. The prefixes are plain mode's, the other player named
//! `opponent` (`opponent: 2 3`, `winner: opponent`, `score: you 1 opponent
//! 0`); a connection that ends without this side leaving says how on a
//! `closed:` line, in the protocol's words.

use std::io::{self, Write};
use std::sync::mpsc::Receiver;

pub use crate::game::net::exchange::closed_words;
use crate::game::net::exchange::{Closed, Heard, LocalError, Reply};
use crate::game::net::peer::{Finish, NetTable, Peer, Who, Wins, bye_of};
use crate::game::net::protocol::Bye;
use crate::game::review::Review;
use crate::game::session::command::Command;
use crate::game::session::{Coached, Event, Prompt, Side};
use crate::io::lines::{Input, Line, LineEnd, LineReader, MAX_LINE};
use crate::io::socket::link::Link;
use crate::text::{KeysOf, Lang};

use super::review;
use super::teach::{print_hint, write_coach, write_keys};
use crate::plain::{PlainConfig, Printed, edges, introduce, typed};

/// What reached the game: a typed line, a line from the other side, or a
/// signal that ends the program.
#[derive(Debug)]
pub enum Arrival {
    Typed(Typed),
    Heard(Heard),
    /// The signal's number (SIGINT, SIGTERM, SIGHUP).
    Signal(i32),
}

/// A line of the local player's input.
#[derive(Debug)]
pub enum Typed {
    /// The text, and whether the terminal's echo of Enter ended its line.
    Line(String, bool),
    TooLong,
    End,
}

/// Reads the local player's lines on a thread of their own, into the
/// game's channel, until the input ends.
pub fn spawn_typing(kind: Input, to: std::sync::mpsc::SyncSender<Arrival>) {
    std::thread::spawn(move || {
        let stdin = io::stdin();
        let mut input = LineReader::new(stdin.lock(), kind);
        let mut line = Vec::with_capacity(MAX_LINE);
        loop {
            let typed = match input.read_line(&mut line, MAX_LINE) {
                Ok(Line::Text(ending)) => {
                    let echoed = kind == Input::Terminal && ending == LineEnd::Newline;
                    Typed::Line(String::from_utf8_lossy(&line).into_owned(), echoed)
                }
                Ok(Line::TooLong) => match input.skip_line() {
                    Ok(_) => Typed::TooLong,
                    Err(_) => Typed::End,
                },
                Ok(Line::End) | Err(_) => Typed::End,
            };
            let end = matches!(typed, Typed::End);
            if to.send(Arrival::Typed(typed)).is_err() || end {
                return;
            }
        }
    });
}

/// The game in plain mode until one side leaves or the connection ends.
pub fn play<T: Printed + NetTable, W: Write>(
    peer: &mut Peer<T>,
    link: &mut Link,
    inbox: &Receiver<Arrival>,
    output: &mut W,
    config: PlainConfig,
) -> io::Result<Finish> {
    let lang = config.lang;
    introduce(peer.session(), lang, &lang.net_help_commands(), output)?;
    writeln!(output, "{}", lang.net_you_are(peer.me()))?;
    let mut screen = Lines {
        output,
        config,
        prompt_open: false,
        waiting: false,
        picture: Vec::new(),
        started: false,
        reviewed: None,
    };
    let mut signalled = None;
    loop {
        screen.ask(peer)?;
        let arrival = inbox.recv().unwrap_or(Arrival::Heard(Heard::End));
        let (reply, refused) = match arrival {
            // The prompt's line stays open until something is printed.
            Arrival::Heard(heard) => (peer.heard(heard), None),
            Arrival::Signal(signal) => {
                signalled = Some(signal);
                (peer.leave(bye_of(signal)), None)
            }
            Arrival::Typed(Typed::End) => (peer.leave(Bye::End), None),
            Arrival::Typed(Typed::TooLong) => {
                let limit = config
                    .lang
                    .line_too_long::<T>(MAX_LINE, peer.session().prompt());
                screen.error(&limit)?;
                continue;
            }
            Arrival::Typed(Typed::Line(text, echoed)) => {
                screen.end_prompt(echoed)?;
                if review::asked(&text) {
                    screen.review()?;
                    continue;
                }
                match command(peer, &text, config.lang) {
                    Ok(reply) => (reply, None),
                    Err(reason) => (Reply::default(), Some(reason)),
                }
            }
        };
        if let Some(reason) = refused {
            screen.error(&reason)?;
            continue;
        }
        // A line that cannot leave shows as the end of the stream, next.
        let _ = link.send(&reply.send);
        screen.events(peer, &reply.events)?;
        if let Some(closed) = reply.closed {
            link.close();
            let finish = screen.finish(peer.tally(), closed)?;
            return Ok(signalled.map_or(finish, Finish::Signal));
        }
        if reply
            .events
            .iter()
            .any(|event| matches!(event, Event::Victory { .. }))
        {
            // Plain mode goes on at once: this side is ready for the next.
            if let Ok(next) = peer.local(Command::NextGame) {
                let _ = link.send(&next.send);
                screen.events(peer, &next.events)?;
            }
        }
    }
}

/// A typed line as the session reads it, handed to the peer; a refusal
/// worded.
fn command<T: Printed + NetTable>(
    peer: &mut Peer<T>,
    text: &str,
    lang: Lang,
) -> Result<Reply, String> {
    let asked = peer.session().prompt();
    let parsed = peer
        .session()
        .parse(text)
        .map_err(|error| LocalError::Input(error.into()));
    parsed
        .and_then(|command| peer.local(command))
        .map_err(|error| lang.net_refusal::<T>(&error, asked))
}

/// The output, and what it shows.
struct Lines<'a, W> {
    output: &'a mut W,
    config: PlainConfig,
    /// A prompt was written and its line not yet ended.
    prompt_open: bool,
    /// The wait for the other player's move was said.
    waiting: bool,
    /// The picture last shown above `position:` (the board's).
    picture: Vec<String>,
    /// This game's `position:` was written: at its start, whoever opens.
    started: bool,
    /// The last finished game, reviewed: what `r` shows (the next game
    /// starts at once, the session keeping only the game in play).
    reviewed: Option<Review>,
}

impl<W: Write> Lines<'_, W> {
    /// On the local player's turn, the position and the prompt; on the
    /// other's, once, that the game waits, after the position the game
    /// starts from when the other side opens it (DESIGN §4: `position:` at
    /// the start of every game).
    fn ask<T: Printed + NetTable>(&mut self, peer: &Peer<T>) -> io::Result<()> {
        let session = peer.session();
        if peer.my_turn() && !self.prompt_open {
            self.position(session.table())?;
            write!(self.output, "{}", self.config.lang.move_prompt(Side::You))?;
            self.prompt_open = true;
            self.waiting = false;
        } else if !peer.my_turn() && session.prompt() != Prompt::GameOver && !self.waiting {
            if !self.started {
                self.position(session.table())?;
            }
            writeln!(self.output, "{}", self.config.lang.net_waiting())?;
            self.waiting = true;
        }
        self.output.flush()
    }

    /// `position:`, under the picture when it changed (a refusal or a hint
    /// leaves the board as it was).
    fn position<T: Printed>(&mut self, table: &T) -> io::Result<()> {
        let picture = table.picture();
        if picture != self.picture {
            for line in &picture {
                writeln!(self.output, "{line}")?;
            }
            self.picture = picture;
        }
        writeln!(self.output, "position: {}", table.written())?;
        self.started = true;
        Ok(())
    }

    /// Ends the prompt's line, unless the terminal's echo did.
    fn end_prompt(&mut self, echoed: bool) -> io::Result<()> {
        if self.prompt_open && !echoed {
            writeln!(self.output)?;
        }
        self.prompt_open = false;
        Ok(())
    }

    /// The output, at the start of a line: a prompt's line still open
    /// (the other side's line came while the player thinks) is ended.
    fn open(&mut self) -> io::Result<&mut W> {
        self.end_prompt(false)?;
        Ok(self.output)
    }

    fn error(&mut self, reason: &str) -> io::Result<()> {
        writeln!(self.open()?, "error: {reason}")?;
        self.output.flush()
    }

    /// `r`: the last finished game's review, as a local game's.
    fn review(&mut self) -> io::Result<()> {
        match self.reviewed.take() {
            Some(reviewed) => {
                review::write_reviewed(&reviewed, self.config.lang, self.open()?)?;
                self.reviewed = Some(reviewed);
                self.output.flush()
            }
            None => self.error(&self.config.lang.review_none()),
        }
    }

    /// Prints what happened, each move named by who made it.
    fn events<T: Printed + NetTable>(
        &mut self,
        peer: &Peer<T>,
        events: &[Event],
    ) -> io::Result<()> {
        let (lang, session) = (self.config.lang, peer.session());
        for event in events {
            match event {
                Event::Moved { side, mv } => {
                    let who = match peer.who(*side) {
                        Who::You => "you",
                        Who::Opponent => "opponent",
                    };
                    writeln!(self.open()?, "{who}: {}", typed(*mv))?;
                    // After the local player's move the wait begins again.
                    self.waiting &= *side != peer.me();
                }
                Event::Victory { winner, .. } => {
                    self.reviewed = crate::game::review::of_session(session);
                    let who = peer.who(*winner);
                    let name = if who == Who::You { "you" } else { "opponent" };
                    writeln!(self.open()?, "winner: {name}")?;
                    writeln!(self.open()?, "{}", lang.net_won(who))?;
                    write_tally(peer.tally(), self.open()?)?;
                    writeln!(self.open()?, "{}", lang.net_next())?;
                }
                Event::NewGame => {
                    self.picture.clear();
                    self.waiting = false;
                    self.started = false;
                }
                Event::Assessed { side, .. }
                    if self.config.coach && peer.who(*side) == Who::You =>
                {
                    let coached = session.coached(events).map(|coached| Coached {
                        reply: None,
                        slipped: false,
                        ..coached
                    });
                    write_coach(session, lang, (*side, coached), self.open()?)?;
                }
                Event::Hinted(hint) => print_hint(*hint, session, lang, self.open()?)?,
                Event::Binary => match session.table().engine(session.options().rules).games() {
                    Some(games) => edges::write_worth(games, lang, self.open()?)?,
                    None => crate::text::binary::write_binary_table(
                        session.heaps(),
                        lang,
                        self.open()?,
                    )?,
                },
                Event::Help => {
                    let list = lang.network_key_list::<T>(KeysOf::Plain);
                    write_keys(list, lang, self.open()?)?;
                }
                _ => {}
            }
        }
        self.output.flush()
    }

    /// The last lines: how the connection ended when this side did not end
    /// it, and the score.
    fn finish(&mut self, tally: Wins, closed: Closed) -> io::Result<Finish> {
        let lang = self.config.lang;
        let finish = match closed {
            Closed::Left(bye) => Finish::Left(bye),
            other => {
                writeln!(self.open()?, "closed: {}", closed_words(other))?;
                writeln!(self.open()?, "{}", lang.net_closed(other))?;
                Finish::Closed(other)
            }
        };
        write_tally(tally, self.open()?)?;
        writeln!(self.open()?, "{}", lang.goodbye())?;
        self.output.flush()?;
        Ok(finish)
    }
}

/// `score: you N opponent M`.
fn write_tally(tally: Wins, output: &mut impl Write) -> io::Result<()> {
    writeln!(
        output,
        "score: you {} opponent {}",
        tally.you, tally.opponent
    )
}
