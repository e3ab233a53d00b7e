//! The grid: where text lands, how wide it is.
use crate::tui::frame::grid::*;

#[test]
fn put_centres_and_cuts() {
    let mut grid = Grid::default();
    grid.centre(1, "ABCD");
    assert_eq!(grid.at(38, 1), 'A');
    assert_eq!(grid.put(78, 2, "xyz!"), 81);
    assert_eq!(grid.line_text(2).trim(), "xyz");
    grid.put_ending_at(79, 3, "end");
    assert_eq!(grid.at(79, 3), 'd');
    assert_eq!(grid.at(80, 3), ' ');
}

#[test]
fn wide_characters_take_two_columns() {
    let mut grid = Grid::default();
    assert_eq!(width("尼姆"), 4);
    assert_eq!(centre_column("尼姆"), 38);
    assert_eq!(grid.put(1, 1, "尼a"), 4);
    assert_eq!(grid.line_text(1), "尼a");
    // A wide character that would straddle column 80 is left out.
    assert_eq!(grid.put(80, 2, "尼"), 80);
}

#[test]
fn overwriting_half_a_wide_character_blanks_the_other_half() {
    let mut grid = Grid::default();
    grid.put(1, 1, "尼姆");
    grid.put(2, 1, "x");
    assert_eq!(grid.line_text(1), " x姆");
    grid.put(3, 1, "ab");
    assert_eq!(grid.line_text(1), " xab");
    grid.put(1, 2, "ab尼");
    grid.put(2, 2, "姆");
    assert_eq!(grid.line_text(2), "a姆");
}

#[test]
fn marks_without_a_column_are_dropped_and_controls_shown() {
    let mut grid = Grid::default();
    assert_eq!(grid.put(1, 1, "a\u{301}b\u{7}"), 4);
    assert_eq!(grid.line_text(1), "ab?");
}
