//! The book's main program as a state machine:
//! `repeat Prepare; repeat GetPlayerMove; SetOwnerMove until exit or change until exit`.
//! It plays any [`Table`]: the book's rows or the board of 尼姆棋.
//!
//! A front end asks [`Session::prompt`] what to read, hands the typed line to
//! [`Session::submit`] and draws or prints the [`Event`]s it gets back. The
//! session never reads, writes or asks the time; its only randomness is the
//! generator the caller passes in.

use rand::Rng;
use thiserror::Error;

use crate::command::{Command, CommandError, SetupCommand, parse_command, parse_setup};
use crate::game::{Layout, MAX_CHIPS, MAX_ROWS, MIN_ROWS};
use crate::strategy::{Assessment, Hint, Level, Move, Rules, assess, hint, level_move};
use crate::table::{NextGame, Renewal, Seat, Table};

/// Who takes part in a game, and who won it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The human playing against the computer.
    You,
    Computer,
    /// Two players at one keyboard.
    Player1,
    Player2,
}

/// How many people play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Players {
    /// Against the computer (the book).
    #[default]
    One,
    /// Two people take turns; no computer.
    Two,
}

/// Who opens each game against the computer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum First {
    #[default]
    Player,
    Computer,
}

/// The rules of a session, fixed for its whole length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Options {
    pub rules: Rules,
    pub first: First,
    pub players: Players,
    /// How well the computer plays.
    pub level: Level,
}

impl Options {
    /// The seat `side` sits in: the opener's is first (black on the board).
    pub fn seat(&self, side: Side) -> Seat {
        if self.sides()[0] == side {
            Seat::First
        } else {
            Seat::Second
        }
    }

    /// The two sides, the opener first.
    pub fn sides(&self) -> [Side; 2] {
        match (self.players, self.first) {
            (Players::Two, _) => [Side::Player1, Side::Player2],
            (Players::One, First::Player) => [Side::You, Side::Computer],
            (Players::One, First::Computer) => [Side::Computer, Side::You],
        }
    }
}

/// What the session is waiting for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prompt {
    /// A move (or `0 0`, `-1 0`) from this side.
    Move(Side),
    /// Setup: the number of rows.
    SetupRows,
    /// Setup: the chips of row `n` (1-based).
    SetupRow(usize),
}

/// What happened, in order, for the front end to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A side moved: took chips, or moved a piece (the computer's move is
    /// the book's SetOwnerMove).
    Moved { side: Side, mv: Move },
    /// A person's move judged, for the coach: it follows that move's `Moved`.
    Assessed { side: Side, assessment: Assessment },
    /// `?`: what the side to move should play; nothing changed.
    Hinted(Hint),
    /// `u`: these moves were taken back, the latest first.
    Undone(Vec<(Side, Move)>),
    /// `b`: the binary view was asked for; nothing changed.
    Binary,
    /// The game is over (the book's PlayerVictory or OwnVictory); `next`
    /// says what happened to the table of the next game.
    Victory { winner: Side, next: NextGame },
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
}

/// Why a setup answer was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{value} rows: a layout has {MIN_ROWS} to {MAX_ROWS}")]
    Rows { value: i64 },
    #[error("row {row} cannot hold {value} chips (1 to {MAX_CHIPS})")]
    Chips { row: usize, value: i64 },
    #[error(transparent)]
    Command(#[from] CommandError),
}

/// A refused line: nothing in the session changed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum InputError {
    #[error(transparent)]
    Command(#[from] CommandError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// `u` with no move of a person's in this game to take back.
    #[error("nothing to take back in this game")]
    NothingToUndo,
}

/// Games won by each side this session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    pub entries: [(Side, u32); 2],
}

/// The setup answers given so far.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SetupDraft {
    pub rows: Option<usize>,
    pub chips: Vec<u32>,
}

/// One playing session: the table, whose turn, the score.
#[derive(Debug, Clone)]
pub struct Session<T, R> {
    options: Options,
    table: T,
    to_move: Side,
    setup: Option<SetupDraft>,
    wins: [u32; 2],
    /// The moves of the current game, in order, for undo.
    history: Vec<(Side, Move)>,
    rng: R,
}

impl<T: Table, R: Rng> Session<T, R> {
    /// Starts the first game on `table` (the rows of a [`Layout`], or a dealt
    /// board); the events are the computer's opening move, if it opens.
    pub fn new(options: Options, table: impl Into<T>, rng: R) -> (Self, Vec<Event>) {
        let mut session = Session {
            options,
            table: table.into(),
            to_move: options.sides()[0],
            setup: None,
            wins: [0, 0],
            history: Vec::new(),
            rng,
        };
        let mut events = Vec::new();
        session.computer_turns(&mut events);
        (session, events)
    }
}

impl<T: Table, R> Session<T, R> {
    pub fn options(&self) -> Options {
        self.options
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
    pub fn setup(&self) -> Option<&SetupDraft> {
        self.setup.as_ref()
    }

    pub fn score(&self) -> Score {
        let sides = self.options.sides();
        Score {
            entries: [(sides[0], self.wins[0]), (sides[1], self.wins[1])],
        }
    }

    pub fn prompt(&self) -> Prompt {
        match &self.setup {
            None => Prompt::Move(self.to_move),
            Some(SetupDraft { rows: None, .. }) => Prompt::SetupRows,
            Some(draft) => Prompt::SetupRow(draft.chips.len() + 1),
        }
    }
}

impl<T: Table, R: Rng> Session<T, R> {
    /// Takes one typed line as the answer to [`Session::prompt`].
    pub fn submit(&mut self, line: &str) -> Result<Vec<Event>, InputError> {
        if self.setup.is_some() {
            return match parse_setup(line).map_err(SetupError::from)? {
                SetupCommand::Answer(value) => Ok(self.answer_setup(value)?),
                SetupCommand::Quit => Ok(vec![Event::Quit]),
                SetupCommand::Leave => Ok(self.leave_setup()),
            };
        }
        let command = parse_command(line, |heap, count| self.table.check(heap, count))?;
        if command == Command::Undo {
            return self.undo().ok_or(InputError::NothingToUndo);
        }
        Ok(self.play(command))
    }

    /// Takes back the last move of a person and every computer move after it,
    /// within the current game; `None` (and nothing changes) when there is
    /// no such move.
    pub fn undo(&mut self) -> Option<Vec<Event>> {
        let last = self
            .history
            .iter()
            .rposition(|(side, _)| *side != Side::Computer)?;
        let taken: Vec<(Side, Move)> = self.history.drain(last..).rev().collect();
        for &(side, mv) in &taken {
            let seat = self.options.seat(side);
            self.table.restore(mv, seat);
        }
        self.to_move = taken.last().map_or(self.to_move, |&(side, _)| side);
        Some(vec![Event::Undone(taken)])
    }

    /// Carries out a command parsed against the current position.
    pub fn play(&mut self, command: Command) -> Vec<Event> {
        let mut events = Vec::new();
        match command {
            Command::Quit => events.push(Event::Quit),
            Command::Setup => match self.table.renew(&mut self.rng) {
                Renewal::Setup => {
                    self.setup = Some(SetupDraft::default());
                    events.push(Event::SetupStarted);
                }
                Renewal::Dealt => {
                    events.push(Event::Dealt);
                    self.new_game(&mut events);
                    self.computer_turns(&mut events);
                }
            },
            Command::Move(mv) => {
                let side = self.to_move;
                let assessment = assess(self.table.heaps(), mv, self.options.rules);
                self.make_move(mv, &mut events);
                // After `Moved` and before a victory or the computer's reply.
                let at = events
                    .iter()
                    .position(|e| matches!(e, Event::Moved { .. }))
                    .map_or(events.len(), |i| i + 1);
                events.insert(at, Event::Assessed { side, assessment });
                self.computer_turns(&mut events);
            }
            Command::Hint => {
                events.extend(hint(self.table.heaps(), self.options.rules).map(Event::Hinted))
            }
            Command::Binary => events.push(Event::Binary),
            Command::Undo => events.extend(self.undo().unwrap_or_default()),
        }
        events
    }

    /// One answer of the setup dialogue: the number of rows, then each row's chips.
    pub fn answer_setup(&mut self, value: i64) -> Result<Vec<Event>, SetupError> {
        let Some(draft) = self.setup.as_mut() else {
            return Ok(Vec::new());
        };
        let Some(rows) = draft.rows else {
            let rows = usize::try_from(value)
                .ok()
                .filter(|n| (MIN_ROWS..=MAX_ROWS).contains(n))
                .ok_or(SetupError::Rows { value })?;
            draft.rows = Some(rows);
            return Ok(vec![Event::SetupRows(rows)]);
        };
        let row = draft.chips.len() + 1;
        let chips = u32::try_from(value)
            .ok()
            .filter(|c| (1..=MAX_CHIPS).contains(c))
            .ok_or(SetupError::Chips { row, value })?;
        draft.chips.push(chips);
        let mut events = vec![Event::SetupRow { row, chips }];
        if draft.chips.len() == rows {
            let chips = std::mem::take(&mut draft.chips);
            self.setup = None;
            self.table
                .set_up(Layout::new(chips).expect("every setup answer was checked"));
            self.new_game(&mut events);
            self.computer_turns(&mut events);
        }
        Ok(events)
    }

    /// Abandons the setup dialogue (`-1 0` in setup, Esc on the screen): the
    /// layout, the position and whose turn it is stay as they were.
    pub fn leave_setup(&mut self) -> Vec<Event> {
        match self.setup.take() {
            Some(_) => vec![Event::SetupLeft],
            None => Vec::new(),
        }
    }

    fn make_move(&mut self, mv: Move, events: &mut Vec<Event>) {
        let side = self.to_move;
        let seat = self.options.seat(side);
        self.table.apply(mv, seat);
        self.history.push((side, mv));
        events.push(Event::Moved { side, mv });
        if !self.table.is_over() {
            self.to_move = self.other(side);
            return;
        }
        let winner = match self.options.rules {
            Rules::Normal => side,
            Rules::Misere => self.other(side),
        };
        let seat = usize::from(self.options.sides()[1] == winner);
        self.wins[seat] = self.wins[seat].saturating_add(1);
        let next = self.table.next_game(winner == Side::You, &mut self.rng);
        events.push(Event::Victory { winner, next });
        self.new_game(events);
    }

    /// The book's Prepare (`col := ncol`, done by the table): a new game's
    /// turn and history.
    fn new_game(&mut self, events: &mut Vec<Event>) {
        self.history.clear();
        self.to_move = self.options.sides()[0];
        events.push(Event::NewGame);
    }

    /// The book's SetOwnerMove, for as long as it is the computer's turn.
    fn computer_turns(&mut self, events: &mut Vec<Event>) {
        while self.to_move == Side::Computer && self.setup.is_none() {
            let (rules, level) = (self.options.rules, self.options.level);
            let Some(mv) = level_move(self.table.heaps(), rules, level, &mut self.rng) else {
                return;
            };
            self.make_move(mv, events);
        }
    }
}

impl<T, R> Session<T, R> {
    fn other(&self, side: Side) -> Side {
        let sides = self.options.sides();
        if sides[0] == side { sides[1] } else { sides[0] }
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
