//! The book's `Prepare` and `ShowField` screens (its `GetChange` is in
//! `setup_view.rs`), drawn into a [`Grid`] at DESIGN §3's coordinates.
//! Drawing is pure: the same session, messages and typed text always give
//! the same grid.
//!
//! Lines 20-25 (help, prompt, last move, message, score) are shared by every
//! game; lines 1-19 are the table's own [`Scene`]: the book's rows here, the
//! board in `board_view.rs`. What the view remembers ([`ViewState`]) is kept
//! as typed values and worded here, at draw time, in the table's words.

use crate::game::session::{Options, Players, Prompt, Session, Side};
use crate::game::table::rows::Rows;
use crate::game::table::{Seat, Table};
use crate::game::theory::strategy::{Move, Rules};
use crate::text::width::width;
use crate::text::{EndOfGame, Lang, Worded};

use super::ending;
use super::keys_view;
pub use super::rule_tags::Worth;
use super::rule_tags::{rule_tags, tagged};
use super::setup_view::get_change;
use crate::tui::frame::binary;
use crate::tui::frame::field::{FIRST_ROW_LINE, Field};
use crate::tui::frame::glyphs::{Glyphs, show_field};
use crate::tui::frame::grid::{COLS, Colour, Grid, HELP_LINE, LINES, PROMPT_LINE};
use crate::tui::frame::input::LineEditor;

/// Lines of the last move, messages and the score (the move help and the
/// prompt: [`HELP_LINE`], [`PROMPT_LINE`]).
pub(in crate::tui) const MOVE_LINE: u16 = 23;
pub(in crate::tui) const MESSAGE_LINE: u16 = 24;
pub(in crate::tui) const SCORE_LINE: u16 = LINES;

/// What the screen shows besides the session: the front end's own memory.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ViewState {
    pub(in crate::tui) lang: Lang,
    pub(in crate::tui) glyphs: Glyphs,
    pub(in crate::tui) colour: Colour,
    /// F2 or `b`: the binary view is on (for the rest of the session).
    pub(in crate::tui) binary: bool,
    /// `h`: the list of keys stands in the table's place.
    pub(in crate::tui) keys: bool,
    /// A network game: the list leaves out the keys it refuses.
    pub(in crate::tui) network: bool,
    pub(in crate::tui) last_move: Option<LastMove>,
    pub(in crate::tui) message: Option<Message>,
    /// A finished game on the screen until Enter or Space: what its summary
    /// lines are made of.
    pub(in crate::tui) end: Option<EndOfGame>,
    /// `r` at a game's end: its review stands in the table's place.
    pub(in crate::tui) review: Option<super::review_view::Paged>,
    /// The places (the board: cells) the last answer's moves emptied,
    /// marked until the next move: `(column, line)` on the screen.
    pub(in crate::tui) marks: Vec<(u16, u16)>,
}

/// How a table fills lines 1-19 of the screen: its title and rules, its
/// pieces, and the binary view when it is on. `Send + 'static`: the event
/// loop's signal thread holds the screen that shows it.
pub trait Scene: Table + Worded + crate::game::record::Recorded + Send + 'static {
    /// `sides`: this game's, its opener first (see [`Session::sides`]).
    fn draw_scene(&self, grid: &mut Grid, state: &ViewState, options: Options, sides: [Side; 2]);

    /// The move a click at `(col, line)` stands for, played by `seat`
    /// (`--mouse`): `None` where a click means nothing.
    fn move_at(&self, col: u16, line: u16, seat: Seat) -> Option<Move>;

    /// Lines 1-3: the title and the rules.
    fn header_lines(&self, lang: Lang, rules: Rules) -> [String; 3] {
        lang.header::<Self>(rules)
    }

    /// Where the moves from `before` to this table emptied a place (the
    /// rows: a chip's; the board: the cell a piece left), `(column, line)`.
    fn just_left(&self, before: &Self) -> Vec<(u16, u16)>;

    /// The glyph that marks a place just emptied.
    fn left_glyph(glyphs: Glyphs) -> char {
        match glyphs {
            Glyphs::Unicode => JUST_TAKEN,
            Glyphs::Ascii => ASCII_JUST_TAKEN,
        }
    }
}

/// A place emptied by the last answer's moves, until the next move: the
/// light shade (a chip's ghost), and `x` in ASCII.
pub(in crate::tui) const JUST_TAKEN: char = '\u{2591}';
pub(in crate::tui) const ASCII_JUST_TAKEN: char = 'x';

impl Scene for Rows {
    fn draw_scene(&self, grid: &mut Grid, state: &ViewState, options: Options, _: [Side; 2]) {
        prepare(
            grid,
            state.lang,
            self.header_lines(state.lang, options.rules),
        );
        show_field(
            grid,
            FIRST_ROW_LINE,
            self.layout().rows(),
            self.position(),
            state.glyphs,
        );
        if let Some(rules) = self.rule_list() {
            rule_tags(grid, self.layout(), &rules);
        }
        if state.binary {
            let spot = match Field::of(self.layout()) {
                Field::Sparse => binary::Spot::BesideChips,
                Field::Dense => binary::Spot::RightEdge,
            };
            let look = binary::Look {
                lang: state.lang,
                rules: options.rules,
                mover: binary::mover(options, state.end.is_some()),
                colour: state.colour,
                spot,
            };
            match self.engine(options.rules).games() {
                // Each row's Grundy value in binary, marked G.
                Some(games) => {
                    let values = games.row_values();
                    binary::draw(grid, FIRST_ROW_LINE, &values, look);
                    binary::mark_values(grid, FIRST_ROW_LINE, &values, look);
                }
                None => binary::draw(grid, FIRST_ROW_LINE, self.heaps(), look),
            }
        }
    }

    /// Each row under its own rule: lines 2 and 3 say so, and which.
    fn header_lines(&self, lang: Lang, rules: Rules) -> [String; 3] {
        match self.rule_list() {
            Some(list) => lang.ruled_header(&list, Some(&tagged(self.layout()))),
            None => lang.header::<Rows>(rules),
        }
    }

    fn just_left(&self, before: &Self) -> Vec<(u16, u16)> {
        if before.layout() != self.layout() {
            return Vec::new();
        }
        let field = Field::of(self.layout());
        let mut marks = Vec::new();
        for (row, &places) in self.layout().rows().iter().enumerate() {
            let line = FIRST_ROW_LINE + u16::try_from(row).unwrap_or(0);
            for j in 1..=places {
                let emptied = before.position().holds(row, j) && !self.position().holds(row, j);
                if let (true, Some(col)) = (emptied, field.place_col(j)) {
                    marks.push((col, line));
                }
            }
        }
        marks
    }

    /// A chip takes itself and every chip to its right in its group: the
    /// third of five chips is `ROW 3`. Dots, numbers and blanks mean nothing.
    fn move_at(&self, col: u16, line: u16, _: Seat) -> Option<Move> {
        let row = usize::from(line.checked_sub(FIRST_ROW_LINE)?);
        let places = *self.layout().rows().get(row)?;
        let field = Field::of(self.layout());
        let j = (1..=places).find(|&j| field.place_col(j) == Some(col))?;
        let groups = self.position().groups(row);
        let group = groups.iter().find(|g| g.at <= j && j < g.at + g.len)?;
        let take = group.at + group.len - j;
        // From the right end of the last group: the book's move, ROW COUNT.
        let at = (groups.last() != Some(group)).then_some(j);
        Some(Move {
            heap: row,
            take,
            at,
        })
    }
}

/// The whole screen for the session's current question.
pub fn draw<T: Scene, R>(session: &Session<T, R>, state: &ViewState, field: &LineEditor) -> Grid {
    let mut grid = Grid::default();
    let lang = state.lang;
    match session.prompt() {
        Prompt::Move(side) => {
            if state.keys {
                let lines = session.table().header_lines(lang, session.options().rules);
                for (line, text) in (1..).zip(lines) {
                    grid.centre(line, &text);
                }
                keys_view::draw::<T>(&mut grid, lang, state.network);
            } else {
                session
                    .table()
                    .draw_scene(&mut grid, state, session.options(), session.sides());
                mark::<T>(&mut grid, state);
            }
            grid.centre(HELP_LINE, &lang.help_move::<T>());
            grid.centre(HELP_LINE + 1, &lang.help_commands::<T>());
            let col = grid.put(1, PROMPT_LINE, &lang.move_prompt(side));
            field.draw(&mut grid, col, PROMPT_LINE);
            status(&mut grid, session, state);
        }
        Prompt::GameOver => {
            // Under the review the binary view's place values (line 4)
            // would stand over nothing: the scene is drawn without it.
            let unbinary;
            let scene = match &state.review {
                Some(_) if state.binary => {
                    unbinary = ViewState {
                        binary: false,
                        review: None,
                        ..state.clone()
                    };
                    &unbinary
                }
                _ => state,
            };
            session
                .table()
                .draw_scene(&mut grid, scene, session.options(), session.sides());
            if state.review.is_none() {
                mark::<T>(&mut grid, state);
            }
            ending::draw::<T>(&mut grid, state.lang, state.end);
            super::review_view::at_the_end(&mut grid, lang, state.review.as_ref());
            status(&mut grid, session, state);
        }
        Prompt::SetupRows | Prompt::SetupRow(_) => {
            let setup = session.setup().cloned().unwrap_or_default();
            get_change(&mut grid, lang, &setup, field);
        }
    }
    if let Some(message) = &state.message {
        grid.put(1, MESSAGE_LINE, &message.words::<T>(lang, state.binary));
    }
    grid
}

/// The places the last answer's moves emptied, marked until the next move.
fn mark<T: Scene>(grid: &mut Grid, state: &ViewState) {
    let glyph = T::left_glyph(state.glyphs).to_string();
    for &(col, line) in &state.marks {
        grid.put(col, line, &glyph);
    }
}

/// Lines 23 and 25 under a game: the last move, and the score.
fn status<T: Scene, R>(grid: &mut Grid, session: &Session<T, R>, state: &ViewState) {
    let lang = state.lang;
    if let Some(last) = &state.last_move {
        grid.put(1, MOVE_LINE, &last.words::<T>(lang));
    }
    let options = session.options();
    let score = lang.score(&session.score());
    let score = match options.players {
        Players::One => lang.score_and_level(&score, options.level),
        Players::Two => score,
    };
    score_line(grid, lang, &score);
}

/// Line 25: the score, and the key help at the right while there is room for
/// it (the short form, else none): the score always wins the space. Column
/// 80 of the last line stays empty, as writing there may scroll.
pub(in crate::tui) fn score_line(grid: &mut Grid, lang: Lang, score: &str) {
    score_line_with(grid, score, [lang.key_help(), lang.key_help_short()]);
}

/// [`score_line`] with a game's own key help, and its short form.
pub(in crate::tui) fn score_line_with(grid: &mut Grid, score: &str, helps: [String; 2]) {
    let end = grid.put(1, SCORE_LINE, score);
    let room = usize::from((COLS - 1).saturating_sub(end));
    let help = helps.into_iter().find(|help| width(help) < room);
    if let Some(help) = help {
        grid.put_ending_at(COLS - 1, SCORE_LINE, &help);
    }
}

/// Lines 1-3 of every game: its title and its two rules, centred.
pub(in crate::tui) fn header<T: Worded>(grid: &mut Grid, lang: Lang, rules: Rules) {
    for (line, text) in (1..).zip(lang.header::<T>(rules)) {
        grid.centre(line, &text);
    }
}

/// The book's `Prepare`: centred title and rules, the two column labels.
fn prepare(grid: &mut Grid, lang: Lang, header: [String; 3]) {
    for (line, text) in (1..).zip(header) {
        grid.centre(line, &text);
    }
    grid.put(1, 4, &lang.label_rows());
    grid.put_ending_at(COLS - 1, 4, &lang.label_chips());
}

mod lines;
pub use lines::{LastMove, Message};

#[cfg(test)]
mod tests;
