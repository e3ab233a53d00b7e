use crate::tui::frame::binary::*;

fn look(rules: Rules, colour: Colour, spot: Spot) -> Look {
    Look {
        lang: Lang::ENGLISH,
        rules,
        mover: Mover::You,
        colour,
        spot,
    }
}

fn drawn(rows: &[u32], look: Look) -> Grid {
    let mut grid = Grid::default();
    grid.put(1, 4, &look.lang.label_rows());
    draw(&mut grid, 5, rows, look);
    grid
}

#[test]
fn three_four_five_beside_the_chips() {
    let grid = drawn(
        &[3, 4, 5],
        look(Rules::Normal, Colour::On, Spot::BesideChips),
    );
    // Place values over three digit columns (16, 18, 20), next to the chips.
    assert_eq!(grid.line_text(4), format!("Row{}4 2 1", " ".repeat(12)));
    assert_eq!(grid.line_text(5), format!("{}0 1 1", " ".repeat(15)));
    assert_eq!(grid.line_text(6), format!("{}1 0 0", " ".repeat(15)));
    assert_eq!(grid.line_text(7), format!("{}1 0 1", " ".repeat(15)));
    // 3 xor 4 xor 5 = 2 = 010, on its own labelled line, with its meaning.
    assert_eq!(
        grid.line_text(8),
        format!(
            "{}nim-sum 0 1 0 = 2: you can win: make every column even",
            " ".repeat(7)
        )
    );
    // Only the 2s column is odd: reversed on every line, marked under.
    assert_eq!(grid.line_text(9), format!("{}^", " ".repeat(17)));
    assert!((5..=8).all(|line| grid.is_reverse(18, line)));
    assert!(!grid.is_reverse(16, 5) && !grid.is_reverse(20, 7));
}

#[test]
fn only_the_digits_the_largest_row_needs() {
    let grid = drawn(
        &[1, 2, 3],
        look(Rules::Normal, Colour::Off, Spot::BesideChips),
    );
    assert_eq!(grid.line_text(4), format!("Row{}2 1", " ".repeat(14)));
    assert!(
        grid.line_text(8)
            .ends_with("= 0: you lose against perfect play")
    );
    assert_eq!(grid.line_text(9), "", "no odd column, no mark");
    assert!(!(1..=80).any(|c| grid.is_reverse(c, 5)));
    // Sixteen and more: five columns, the 16 two wide.
    let grid = drawn(
        &[17, 3],
        look(Rules::Normal, Colour::Off, Spot::BesideChips),
    );
    assert_eq!(grid.line_text(4), format!("Row{}16 8 4 2 1", " ".repeat(7)));
    assert_eq!(grid.line_text(5), format!("{}1 0 0 0 1", " ".repeat(11)));
}

#[test]
fn a_long_label_gives_way_to_the_place_values() {
    let ru = Lang::from_code("ru").unwrap();
    let grid = drawn(
        &[17, 3],
        Look {
            lang: ru,
            ..look(Rules::Normal, Colour::Off, Spot::BesideChips)
        },
    );
    assert_eq!(grid.line_text(4), format!("{}16 8 4 2 1", " ".repeat(10)));
    let grid = drawn(
        &[7, 3],
        Look {
            lang: ru,
            ..look(Rules::Normal, Colour::Off, Spot::BesideChips)
        },
    );
    assert!(
        grid.line_text(4).starts_with("Номер ряда     4 2 1"),
        "{}",
        grid.line_text(4)
    );
}

#[test]
fn fourteen_rows_leave_room_for_the_sum_alone() {
    let rows = [3; 14];
    let grid = drawn(&rows, look(Rules::Normal, Colour::Off, Spot::BesideChips));
    assert!(
        grid.line_text(19).contains("nim-sum 0 0 = 0"),
        "{}",
        grid.line_text(19)
    );
    assert_eq!(grid.line_text(20), "");
}

#[test]
fn the_dense_field_keeps_the_right_edge() {
    let grid = drawn(&[63, 2], look(Rules::Normal, Colour::On, Spot::RightEdge));
    assert!(grid.line_text(5).ends_with("111111"));
    assert!(grid.line_text(6).ends_with("000010"));
    let sum = grid.line_text(7);
    assert!(sum.starts_with("   nim-sum 61: you can win"), "{sum}");
    assert!(sum.ends_with("111101"), "{sum}");
    assert_eq!(grid.at(79, 8), ' ');
    assert_eq!(grid.at(80, 8), '^');
    assert!(grid.is_reverse(80, 5) && !grid.is_reverse(79, 5));
}

#[test]
fn misere_switches_where_the_strategy_does() {
    // 1 1 3: one row above 1 chip, the misère end rule decides already.
    let grid = drawn(
        &[1, 1, 3],
        look(Rules::Misere, Colour::Off, Spot::BesideChips),
    );
    assert_eq!(
        grid.line_text(8),
        format!(
            "{}nim-sum 1 1 = 3: misère end: leave an odd number of single chips",
            " ".repeat(9)
        )
    );
    let grid = drawn(
        &[1, 1, 0],
        look(Rules::Misere, Colour::Off, Spot::BesideChips),
    );
    assert!(
        grid.line_text(8)
            .ends_with("misère end, 2 single chips: you can win")
    );
    let grid = drawn(
        &[1, 0, 0],
        look(Rules::Misere, Colour::Off, Spot::BesideChips),
    );
    assert!(
        grid.line_text(8)
            .ends_with("misère end, 1 single chip: you lose")
    );
    // Two rows above 1 chip: the nim-sum still decides.
    let grid = drawn(
        &[2, 2, 1],
        look(Rules::Misere, Colour::Off, Spot::BesideChips),
    );
    assert!(
        grid.line_text(8)
            .ends_with("= 1: you can win: make every column even")
    );
}

#[test]
fn two_players_read_the_side_to_move() {
    let mut two = look(Rules::Normal, Colour::Off, Spot::BesideChips);
    two.mover = Mover::Anyone;
    let grid = drawn(&[3, 4, 5], two);
    assert!(grid.line_text(8).ends_with("= 2: the side to move can win"));
}
