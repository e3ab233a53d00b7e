//! The presenter: what goes on the wire for each change.
use crate::text::Lang;
use crate::tui::frame::screen::*;

/// The enlarge notice in English.
fn english((cols, lines): (u16, u16)) -> [String; 2] {
    [
        Lang::ENGLISH.enlarge(cols, lines),
        Lang::ENGLISH.enlarge_short(),
    ]
}

fn frame(screen: &mut Screen, grid: &Grid) -> String {
    let mut out = Vec::new();
    screen
        .present(grid, english, Bell::Silent, &mut out)
        .unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn after_an_ambiguous_character_the_cursor_is_moved_explicitly() {
    let mut screen = Screen::new((80, 25));
    let mut grid = Grid::default();
    frame(&mut screen, &grid);
    grid.put(22, 5, "\u{2584} \u{2584}");
    grid.put(30, 5, "ab");
    let diff = frame(&mut screen, &grid);
    // Each chip is placed by its own move; plain text after a narrow
    // character still follows without one.
    assert_eq!(
        diff,
        "\x1b[?2026h\x1b[5;22H\u{2584}\x1b[5;24H\u{2584}\x1b[5;30Hab\x1b[?2026l"
    );
}

#[test]
fn first_frame_clears_then_only_changes_are_written() {
    let mut screen = Screen::new((80, 25));
    let mut grid = Grid::default();
    grid.put(1, 1, "hello");
    let first = frame(&mut screen, &grid);
    assert!(first.starts_with("\x1b[?2026h\x1b[2J"));
    assert!(first.contains("\x1b[1;1Hhello"));
    assert!(first.ends_with("\x1b[?2026l"));
    assert_eq!(frame(&mut screen, &grid), "", "no change, no bytes");
    grid.put(5, 1, "!");
    grid.put(10, 7, "ab");
    let second = frame(&mut screen, &grid);
    // Two runs: a synchronized update. The cursor stood after "hello", one
    // column right of the "!": one step back reaches it.
    assert_eq!(second, "\x1b[?2026h\x1b[D!\x1b[7;10Hab\x1b[?2026l");
    // One run: no wrapper.
    grid.put(12, 7, "c");
    assert_eq!(frame(&mut screen, &grid), "c");
}

#[test]
fn short_gaps_are_rewritten_long_ones_jumped() {
    let mut screen = Screen::new((80, 25));
    let mut grid = Grid::default();
    grid.put(1, 3, "abcdefghijklmnop");
    frame(&mut screen, &grid);
    grid.put(1, 3, "Xbc");
    grid.put(4, 3, "D");
    grid.put(7, 3, "G");
    grid.put(16, 3, "P");
    let diff = frame(&mut screen, &grid);
    // From the end of line 3, a carriage return is the shortest way back to
    // its start, and eight columns right the shortest jump to the P.
    assert_eq!(diff, "\x1b[?2026h\rXbcDefG\x1b[8CP\x1b[?2026l");
}

#[test]
fn a_larger_terminal_centres_the_grid() {
    let mut screen = Screen::new((100, 31));
    let mut grid = Grid::default();
    grid.put(1, 1, "x");
    assert!(frame(&mut screen, &grid).contains("\x1b[4;11Hx"));
}

#[test]
fn a_small_terminal_asks_once_then_the_game_returns_whole() {
    let mut screen = Screen::new((80, 25));
    let mut grid = Grid::default();
    grid.put(1, 1, "game");
    frame(&mut screen, &grid);
    screen.resize((60, 20));
    let ask = frame(&mut screen, &grid);
    assert!(ask.contains("\x1b[2J\x1b[11;6HPlease enlarge the terminal to 80x25 (now 60x20)"));
    grid.put(1, 2, "typed while small");
    assert_eq!(frame(&mut screen, &grid), "");
    screen.resize((80, 25));
    let back = frame(&mut screen, &grid);
    assert!(back.contains("\x1b[2J") && back.contains("game") && back.contains("small"));
}

#[test]
fn the_bell_rings_even_without_changes() {
    let mut screen = Screen::new((80, 25));
    let grid = Grid::default();
    frame(&mut screen, &grid);
    let mut out = Vec::new();
    screen
        .present(&grid, english, Bell::Ring, &mut out)
        .unwrap();
    assert_eq!(out, b"\x07", "a bell alone needs no wrapper");
}

#[test]
fn reverse_video_is_switched_on_and_off_around_its_cells() {
    let mut screen = Screen::new((80, 25));
    let mut grid = Grid::default();
    frame(&mut screen, &grid);
    grid.put(75, 5, "011");
    grid.set_reverse(76, 5);
    let diff = frame(&mut screen, &grid);
    assert_eq!(diff, "\x1b[5;75H0\x1b[7m1\x1b[27m1");
    // Only the video changes: the cell is written again, plain.
    let mut unreversed = Grid::default();
    unreversed.put(75, 5, "011");
    let diff = frame(&mut screen, &unreversed);
    assert_eq!(diff, "\x1b[2D1");
}

#[test]
fn shortest_moves() {
    use super::super::render::shortest_move;
    let text = |from, to| String::from_utf8(shortest_move(from, to, (0, 0))).unwrap();
    assert_eq!(text(None, (21, 11)), "\x1b[22;12H");
    assert_eq!(text(Some((21, 15)), (21, 11)), "\x1b[4D");
    assert_eq!(text(Some((21, 11)), (21, 12)), "\x1b[C");
    assert_eq!(text(Some((21, 40)), (22, 0)), "\r\n");
    assert_eq!(
        text(Some((4, 27)), (6, 29)),
        "\x1b[7;30H",
        "as short as any"
    );
    assert_eq!(text(Some((4, 27)), (5, 27)), "\x1b[B");
    assert_eq!(
        text(Some((22, 26)), (21, 11)),
        "\x1b[22;12H",
        "a tie: absolute"
    );
    assert_eq!(text(Some((22, 13)), (21, 11)), "\x1b[A\x1b[2D");
    // Shifted to the middle of a larger terminal, the left edge is no column 1.
    let shifted = shortest_move(Some((3, 30)), (4, 0), (1, 3));
    assert_eq!(shifted, b"\r\n\x1b[C");
}

#[test]
fn the_cursor_shows_where_the_grid_wants_it() {
    let mut screen = Screen::new((80, 25));
    let mut grid = Grid::default();
    grid.put(1, 22, "Your move: ");
    grid.set_cursor(12, 22);
    let first = frame(&mut screen, &grid);
    assert!(first.ends_with("\x1b[?25h\x1b[?2026l"), "{first:?}");
    // Typing at the cursor costs the character alone.
    grid.put(12, 22, "1");
    grid.set_cursor(13, 22);
    assert_eq!(frame(&mut screen, &grid), "1");
    // No cursor: hidden.
    let hidden = Grid::default();
    assert!(frame(&mut screen, &hidden).ends_with("\x1b[?25l"));
}
