use crate::game::session::First;
use crate::game::table::board::Column;
use crate::game::theory::strategy::Rules;
use crate::text::Lang;
use crate::tui::frame::grid::Colour;
use crate::tui::play::board_view::*;

/// Columns 1-8 leave 6, 3, 0, 1, 2, 5, 2, 0 free cells; column 2's red
/// stands on cell 2 (row C).
fn board() -> Board {
    let gaps = [6, 3, 0, 1, 2, 5, 2, 0];
    let mut columns = gaps.map(|g| Column {
        red: 0,
        black: g + 1,
    });
    columns[1] = Column { red: 2, black: 6 };
    Board::new(columns).unwrap()
}

fn state(colour: Colour, glyphs: Glyphs) -> ViewState {
    ViewState {
        lang: Lang::ENGLISH,
        colour,
        glyphs,
        ..ViewState::default()
    }
}

/// `state` with the binary view on.
fn binary(state: ViewState) -> ViewState {
    ViewState {
        binary: true,
        ..state
    }
}

fn drawn(state: &ViewState, options: Options) -> Grid {
    let mut grid = Grid::default();
    board().draw_scene(&mut grid, state, options, options.sides());
    grid
}

#[test]
fn the_board_at_its_coordinates() {
    let grid = drawn(&state(Colour::On, Glyphs::Unicode), Options::default());
    assert_eq!(grid.line_text(1).trim(), "NIM CHESS (尼姆棋)");
    assert_eq!(
        grid.line_text(4).trim(),
        "Black ● moves up and starts: you. Red ○ moves down: computer."
    );
    assert_eq!(
        grid.line_text(5),
        format!("{}1  2  3  4  5  6  7  8", " ".repeat(29))
    );
    // Row A: red pieces at the top of every column but the second.
    assert_eq!(
        grid.line_text(6),
        format!("{}A  ○  .  ○  ○  ○  ○  ○  ○  A", " ".repeat(26))
    );
    // Column 1 (x = 30): red on A, black on H; column 2 (x = 33): C and G.
    assert_eq!((grid.at(30, 6), grid.at(30, 13)), ('○', '●'));
    assert_eq!((grid.at(33, 8), grid.at(33, 12)), ('○', '●'));
    assert_eq!(grid.at(33, 6), '.');
    assert_eq!(grid.style(30, 6), Style::Red);
    assert_eq!(
        grid.style(30, 13),
        Style::Black,
        "black on its own light cell"
    );
    assert_eq!(grid.style(30, 7), Style::Plain, "an empty cell");
    assert_eq!(
        grid.line_text(14),
        format!("{}free  6  3  0  1  2  5  2  0", " ".repeat(23))
    );
    assert_eq!(grid.line_text(15), "", "no binary view yet");
}

#[test]
fn pieces_differ_without_colour_and_in_ascii() {
    let grid = drawn(&state(Colour::Off, Glyphs::Ascii), Options::default());
    assert_eq!((grid.at(30, 6), grid.at(30, 13)), ('o', '#'));
    assert_eq!(grid.style(30, 6), Style::Plain, "NO_COLOR: no red");
    assert_eq!(grid.style(30, 13), Style::Plain, "NO_COLOR: no black cell");
    assert!(grid.line_text(4).contains("Black # ") && grid.line_text(4).contains("Red o "));
    // A piece never looks like a row's mark A-H.
    let marks: Vec<char> = (6..=13).map(|line| grid.at(27, line)).collect();
    assert_eq!(marks, "ABCDEFGH".chars().collect::<Vec<_>>());
    assert!(!marks.contains(&'#') && !marks.contains(&'o'));
}

#[test]
fn the_sides_sentence_paints_its_pieces_like_the_board() {
    let grid = drawn(&state(Colour::On, Glyphs::Unicode), Options::default());
    let line = grid.line_text(4);
    let col = |piece: char| {
        let before = line.split(piece).next().unwrap();
        1 + unicode_width::UnicodeWidthStr::width(before) as u16
    };
    assert_eq!(grid.style(col('●'), 4), Style::Black);
    assert_eq!(grid.style(col('○'), 4), Style::Red);
    assert_eq!(
        grid.style(col('●') - 2, 4),
        Style::Plain,
        "the words stay plain"
    );
}

#[test]
fn the_computer_opening_plays_black() {
    let options = Options {
        first: First::Computer,
        ..Options::default()
    };
    let grid = drawn(&state(Colour::On, Glyphs::Unicode), options);
    assert_eq!(
        grid.line_text(4).trim(),
        "Black ● moves up and starts: computer. Red ○ moves down: you."
    );
}

#[test]
fn the_binary_view_stacks_each_gap_under_its_column() {
    let grid = drawn(
        &binary(state(Colour::On, Glyphs::Unicode)),
        Options::default(),
    );
    // Gaps 6 3 0 1 2 5 2 0: nim-sum 1, only the line of 1s is odd.
    assert_eq!(
        grid.line_text(15),
        format!("{}4  1  0  0  0  0  1  0  0     0", " ".repeat(26))
    );
    assert_eq!(
        grid.line_text(16),
        format!("{}2  1  1  0  0  1  0  1  0     0", " ".repeat(26))
    );
    assert_eq!(
        grid.line_text(17),
        format!("{}1  0  1  0  1  0  1  0  0  ^  1", " ".repeat(26))
    );
    assert!(grid.is_reverse(30, 17) && grid.is_reverse(51, 17));
    assert!(!grid.is_reverse(30, 16));
    assert_eq!(
        grid.line_text(18).trim(),
        "nim-sum 1: you can win: make every column even"
    );
    assert!(
        grid.line_text(14).ends_with("0     nim-sum"),
        "{}",
        grid.line_text(14)
    );
    let misere = Options {
        rules: Rules::Misere,
        ..Options::default()
    };
    let grid = drawn(&binary(state(Colour::Off, Glyphs::Unicode)), misere);
    assert!(grid.line_text(3).ends_with("The last to move loses."));
    assert!(!grid.is_reverse(30, 17), "NO_COLOR: the ^ alone marks it");
    assert!(grid.line_text(17).ends_with("^  1"));
}

#[test]
fn the_chinese_board_fits() {
    let state = ViewState {
        lang: Lang::from_code("zh").unwrap(),
        binary: true,
        ..ViewState::default()
    };
    let grid = drawn(&state, Options::default());
    assert_eq!(grid.line_text(1).trim(), "尼姆棋");
    assert!(
        grid.line_text(4).contains("黑棋 ●"),
        "{}",
        grid.line_text(4)
    );
    assert!(
        grid.line_text(14).contains("空格  6  3"),
        "{}",
        grid.line_text(14)
    );
    assert!(
        grid.line_text(18).contains("尼姆和"),
        "{}",
        grid.line_text(18)
    );
}

/// The cell a piece just left is marked until the next move: black in
/// column 1 moves 2 forward (towards red), so its old cell is the one.
#[test]
fn the_cell_a_piece_left_is_the_one_marked() {
    use crate::game::table::{Seat, Table};
    use crate::game::theory::strategy::Move;
    let before = board();
    let mut after = before.clone();
    after.apply(Move::new(0, 2), Seat::First);
    let marks = after.just_left(&before);
    assert_eq!(marks.len(), 1, "{marks:?}");
    let (col, line) = marks[0];
    let cell = usize::from(line - TOP_LINE);
    assert_eq!(col, x(0));
    assert!(before.piece_at(0, cell).is_some() && after.piece_at(0, cell).is_none());
    // Drawn with the light shade, `x` in ASCII.
    assert_eq!(Board::left_glyph(Glyphs::Unicode), '\u{2591}');
    assert_eq!(Board::left_glyph(Glyphs::Ascii), 'x');
    assert!(board().just_left(&board()).is_empty(), "no move, no mark");
}
