//! The book's main program as a state machine:
//! `repeat Prepare; repeat GetPlayerMove; SetOwnerMove until exit or change until exit`.
//! It plays any [`Table`]: the book's rows or the board of 尼姆棋.
//!
//! A front end asks [`Session::prompt`] what to read and hands the session
//! a [`Command`] through its one typed entry, [`Session::act`], which checks
//! everything and never panics; a typed line goes through
//! [`Session::submit`], which is the parser plus that entry. The front end
//! draws or prints the [`Event`]s it gets back. The session never reads,
//! writes or asks the time; its only randomness is the generator the caller
//! passes in.

pub mod command;
pub mod players;

use rand::Rng;
use thiserror::Error;

use crate::table::layout::Layout;
use crate::table::setup::{Accepted, Question, Setup, SetupError};
use crate::table::{MoveError, NextGame, Renewal, Seat, Table};
use crate::theory::rule::Rule;
use crate::theory::strategy::{Assessment, Hint, Level, Move, Rules};
use command::{Command, CommandError, parse_command, parse_over, parse_placed, parse_setup};

pub use players::{First, Options, Players, Side};

/// What the session is waiting for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prompt {
    /// A move (or `0 0`, `-1 0`) from this side.
    Move(Side),
    /// Setup: the number of rows.
    SetupRows,
    /// Setup: the chips of row `n` (1-based).
    SetupRow(usize),
    /// The game is over: its final position stays on [`Session::table`]
    /// until [`Command::NextGame`] starts the next one.
    GameOver,
}

/// What happened, in order, for the front end to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A side moved: took chips, or moved a piece (the computer's move is
    /// the book's SetOwnerMove).
    Moved { side: Side, mv: Move },
    /// A move judged, for the coach: it follows that move's `Moved`. Every
    /// person's move is judged; the computer's only when it gave a won
    /// position away and the game goes on (the player's chance).
    Assessed { side: Side, assessment: Assessment },
    /// `?`: what the side to move should play; nothing changed.
    Hinted(Hint),
    /// `u`: these moves were taken back, the latest first.
    Undone(Vec<(Side, Move)>),
    /// `b`: the binary view was asked for; nothing changed.
    Binary,
    /// `h`: every key and command was asked for; nothing changed.
    Help,
    /// The game is over (the book's PlayerVictory or OwnVictory); `next`
    /// says what happened to the table of the next game. The final
    /// position stays on [`Session::table`] until [`Command::NextGame`].
    Victory { winner: Side, next: NextGame },
    /// `p`: the side to move handed the first move of the game to `to`.
    Passed { to: Side },
    /// A new game has started on [`Session::table`].
    NewGame,
    /// `-1 0` on a table that deals itself: a new deal, a new game.
    Dealt,
    /// `-1 0`: the setup dialogue (the book's GetChange) begins.
    SetupStarted,
    /// The setup was left unfinished: the game goes on as it was.
    SetupLeft,
    /// Setup: the number of rows was accepted.
    SetupRows(usize),
    /// Setup: row `row` (1-based) will hold `chips`.
    SetupRow { row: usize, chips: u32 },
    /// `0 0`: the player leaves.
    Quit,
    /// `l`: the lessons were asked for; nothing changed.
    Learn,
    /// `d`: the day's puzzle was asked for; nothing changed.
    Puzzle,
    /// `c`: the coach asked on (`Some(true)`), off, or turned over
    /// (`None`); the front end keeps it, as the session judges every move.
    Coach(Option<bool>),
    /// The computer plays at this level from its next move.
    Level(Level),
}

/// A refused command or line: nothing in the session changed. The English
/// of `Display` is for developers and tests; `text` words it for players.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum InputError {
    /// The line could not be read.
    #[error(transparent)]
    Parse(#[from] CommandError),
    /// A move the table does not allow.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// An answer the setup dialogue does not take.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// `?` (or F1) during the setup: there is no position to hint at yet.
    #[error("there is no hint during setup")]
    NoHintInSetup,
    /// `u` with no move of a person's in this game to take back.
    #[error("nothing to take back in this game")]
    NothingToUndo,
    /// A command the question asked does not take (a move during the
    /// setup, a setup answer at the move prompt); no line parses to one.
    #[error("not an answer to the question asked")]
    NotAsked,
    /// `p` after the game's first move: only who makes that move can change.
    #[error("the first move of this game is made: too late to pass")]
    PassTooLate,
    /// A move (or undo, hint, pass) when the game is over: nothing is left
    /// to play until the next game starts.
    #[error("the game is over; the next one starts on request")]
    GameOver,
    /// `level` with two people playing: there is no computer to set.
    #[error("two people play: there is no computer's level to set")]
    NoComputer,
}

/// Games won by each side this session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    pub entries: [(Side, u32); 2],
}

/// The setup dialogue while it runs, and how the table it asks for is
/// built from its layout.
#[derive(Debug, Clone)]
struct Asking<T> {
    setup: Setup,
    build: fn(&T, Layout, &[Option<Rule>]) -> T,
}

/// Where the session stands: a game in play, the setup dialogue asking its
/// questions, or a game over with the next one's table ready. One of the
/// three, never two at once.
#[derive(Debug, Clone)]
enum Phase<T> {
    Playing,
    Asking(Asking<T>),
    /// The final position stays on the table; this is the next game's.
    Over(T),
}

/// One playing session: the table, whose turn, the score.
#[derive(Debug, Clone)]
pub struct Session<T, R> {
    options: Options,
    table: T,
    to_move: Side,
    phase: Phase<T>,
    wins: [u32; 2],
    /// The moves of the current game, in order, for undo and the tally.
    history: Vec<Turn>,
    rng: R,
}

impl<T: Table, R> Session<T, R> {
    /// A session whose first game is laid out on `table` (the rows of a
    /// [`Layout`], or a dealt board). [`Session::start`] opens it.
    pub fn new(options: Options, table: impl Into<T>, rng: R) -> Self {
        Session {
            options,
            table: table.into(),
            to_move: options.sides()[0],
            phase: Phase::Playing,
            wins: [0, 0],
            history: Vec::new(),
            rng,
        }
    }

    pub fn options(&self) -> Options {
        self.options
    }

    /// This game's two sides, its opener first: the options' order, unless
    /// `p` handed the first move over.
    pub fn sides(&self) -> [Side; 2] {
        let sides = self.options.sides();
        let opener = self.history.first().map_or(self.to_move, |turn| turn.side);
        if opener == sides[1] {
            [sides[1], sides[0]]
        } else {
            sides
        }
    }

    /// The seat `side` sits in this game: the opener's is first (black on
    /// the board, which always opens).
    pub fn seat(&self, side: Side) -> Seat {
        if self.sides()[0] == side {
            Seat::First
        } else {
            Seat::Second
        }
    }

    /// The rows or the board, as they stand.
    pub fn table(&self) -> &T {
        &self.table
    }

    /// The heaps the strategy sees: chips in each row, free cells in each column.
    pub fn heaps(&self) -> &[u32] {
        self.table.heaps()
    }

    /// The setup answers so far, while the setup dialogue runs.
    pub fn setup(&self) -> Option<&Setup> {
        match &self.phase {
            Phase::Asking(asking) => Some(&asking.setup),
            _ => None,
        }
    }

    pub fn score(&self) -> Score {
        let sides = self.options.sides();
        Score {
            entries: [(sides[0], self.wins[0]), (sides[1], self.wins[1])],
        }
    }

    pub fn prompt(&self) -> Prompt {
        match &self.phase {
            Phase::Playing => Prompt::Move(self.to_move),
            Phase::Over(_) => Prompt::GameOver,
            Phase::Asking(asking) => match asking.setup.question() {
                Question::Rows => Prompt::SetupRows,
                Question::Row(row) => Prompt::SetupRow(row),
            },
        }
    }

    /// Reads a typed line as the answer to [`Session::prompt`] would be read:
    /// for a front end that hands the command on (a network game).
    pub fn parse(&self, line: &str) -> Result<Command, CommandError> {
        match &self.phase {
            Phase::Asking(_) => parse_setup(line),
            Phase::Over(_) => parse_over(line, self.table.has_places()),
            Phase::Playing if self.table.has_places() => parse_placed(line),
            Phase::Playing => parse_command(line),
        }
    }
}

impl<T: Table, R: Rng> Session<T, R> {
    /// Opens the first game: the computer's opening move, if it opens.
    /// Call it once, before the first command.
    pub fn start(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        self.computer_turns(&mut events);
        events
    }

    /// Takes one typed line as the answer to [`Session::prompt`]: the
    /// parser, then [`Session::act`].
    pub fn submit(&mut self, line: &str) -> Result<Vec<Event>, InputError> {
        let command = self.parse(line)?;
        self.act(command)
    }

    /// The session's one typed entry: `command` checked against the table
    /// and the question asked, then carried out. A refused command changes
    /// nothing, and no command makes the session panic.
    pub fn act(&mut self, command: Command) -> Result<Vec<Event>, InputError> {
        match self.phase {
            Phase::Asking(_) => return self.act_in_setup(command),
            Phase::Over(_) => return self.act_when_over(command),
            Phase::Playing => {}
        }
        match command {
            Command::Move { heap, take } => {
                let mv = self.table.check(heap, take)?;
                Ok(self.play_move(mv))
            }
            Command::MoveAt { heap, take, at } => {
                let mv = self.table.check_at(heap, take, at)?;
                Ok(self.play_move(mv))
            }
            Command::Quit => Ok(vec![Event::Quit]),
            Command::Setup => Ok(self.renew()),
            Command::Hint => Ok(self.hint().map(Event::Hinted).into_iter().collect()),
            Command::Undo => self.undo().ok_or(InputError::NothingToUndo),
            Command::Binary => Ok(vec![Event::Binary]),
            Command::Help => Ok(vec![Event::Help]),
            // Outside the setup there is nothing to leave.
            Command::Leave => Ok(Vec::new()),
            Command::Pass => self.pass(),
            Command::Learn => Ok(vec![Event::Learn]),
            Command::Puzzle => Ok(vec![Event::Puzzle]),
            Command::Coach(on) => Ok(vec![Event::Coach(on)]),
            Command::Level(level) => self.change_level(level),
            Command::Answer(_) | Command::AnswerRule(..) | Command::NextGame => {
                Err(InputError::NotAsked)
            }
        }
    }

    /// A command while the book's GetChange asks its questions.
    fn act_in_setup(&mut self, command: Command) -> Result<Vec<Event>, InputError> {
        match command {
            Command::Answer(value) => self.answer_setup(value, None),
            Command::AnswerRule(value, rule) => self.answer_setup(value, Some(rule)),
            Command::Quit => Ok(vec![Event::Quit]),
            Command::Leave => Ok(self.leave_setup()),
            Command::Hint => Err(InputError::NoHintInSetup),
            Command::Help => Ok(vec![Event::Help]),
            Command::Move { .. }
            | Command::MoveAt { .. }
            | Command::Setup
            | Command::Undo
            | Command::Binary
            | Command::Pass
            | Command::NextGame
            | Command::Learn
            | Command::Puzzle
            | Command::Coach(_)
            | Command::Level(_) => Err(InputError::NotAsked),
        }
    }

    /// `-1 0`: the setup dialogue, or a new deal and a new game.
    fn renew(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        match self.table.renew(&mut self.rng) {
            Renewal::Ask(build) => {
                let setup = Setup::default();
                self.phase = Phase::Asking(Asking { setup, build });
                events.push(Event::SetupStarted);
            }
            Renewal::Dealt => {
                events.push(Event::Dealt);
                self.new_game(&mut events);
                self.computer_turns(&mut events);
            }
        }
        events
    }

    /// One answer of the setup dialogue: the number of rows, then each row's
    /// chips; after the last, the table the answers describe.
    fn answer_setup(&mut self, value: i64, rule: Option<Rule>) -> Result<Vec<Event>, InputError> {
        let Phase::Asking(asking) = &mut self.phase else {
            return Err(InputError::NotAsked);
        };
        // Misère sums are not played: the nim-sum theory does not carry over.
        if let (Rules::Misere, Some(rule), Question::Row(row)) =
            (self.options.rules, &rule, asking.setup.question())
            && !rule.is_nim()
        {
            let rule = rule.clone();
            return Err(SetupError::MisereRule { row, rule }.into());
        }
        let (row, chips, layout) = match asking.setup.answer_with(value, rule)? {
            Accepted::Rows(rows) => return Ok(vec![Event::SetupRows(rows)]),
            Accepted::Row { row, chips, layout } => (row, chips, layout),
        };
        let mut events = vec![Event::SetupRow { row, chips }];
        if let Some(layout) = layout {
            let table = (asking.build)(&self.table, layout, asking.setup.rules());
            if table.is_over() {
                // No game to play: the questions start again, the table stays.
                asking.setup = Setup::default();
                return Err(SetupError::NoMove.into());
            }
            self.table = table;
            self.phase = Phase::Playing;
            self.new_game(&mut events);
            self.computer_turns(&mut events);
        }
        Ok(events)
    }

    /// Abandons the setup dialogue (`-1 0` in setup, Esc on the screen): the
    /// layout, the position and whose turn it is stay as they were.
    fn leave_setup(&mut self) -> Vec<Event> {
        match std::mem::replace(&mut self.phase, Phase::Playing) {
            Phase::Asking(_) => vec![Event::SetupLeft],
            phase => {
                self.phase = phase;
                Vec::new()
            }
        }
    }

    /// The book's Prepare (`col := ncol`, done by the table): a new game's
    /// turn and history.
    fn new_game(&mut self, events: &mut Vec<Event>) {
        self.history.clear();
        self.to_move = self.options.sides()[0];
        events.push(Event::NewGame);
    }
}

impl<T, R> Session<T, R> {
    fn other(&self, side: Side) -> Side {
        let sides = self.options.sides();
        if sides[0] == side { sides[1] } else { sides[0] }
    }
}

mod turns;

mod play;

mod coached;
pub use coached::{Coached, Left, Own};

pub use turns::Tally;
use turns::Turn;

#[cfg(test)]
pub(crate) mod tests;
