//! A lesson's rows are drawn as the game draws the same rows: for every
//! lesson's puzzles, as set, after each answer (a right one's move, a wrong
//! one's move and the reply that beats it) and in its play-out, each row's
//! number, places and count stand where the game's screen puts them after
//! the same moves (a split Kayles row as its groups, with the gap between).

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::game::learn::{Answer, Lesson, Play, Puzzle, Question, puzzle, refute};
use crate::game::record::typed;
use crate::game::session::{Options, Side};
use crate::game::table::layout::Layout;
use crate::game::table::rows::Rows;
use crate::game::table::{Seat, Table};
use crate::game::theory::rule::{RowRules, Rule};
use crate::game::theory::strategy::Move;
use crate::text::Lang;
use crate::tui::frame::field::{COUNT_COL, FIRST_ROW_LINE, Field};
use crate::tui::frame::glyphs::Glyphs;
use crate::tui::frame::grid::Grid;
use crate::tui::learn::columns::FIRST_ROW;
use crate::tui::learn::{Course, LearnApp};
use crate::tui::play::view::{Scene, ViewState};

fn app(puzzle: &Puzzle) -> LearnApp<ChaCha8Rng> {
    let course = Course::One {
        heading: "Puzzle".to_string(),
        lesson: false,
        keep: None,
    };
    let (lang, glyphs) = (Lang::ENGLISH, Glyphs::Unicode);
    LearnApp::with(course, puzzle.clone(), Default::default(), lang, glyphs)
}

fn enter(app: &mut LearnApp<ChaCha8Rng>, line: &str) {
    for c in line.chars() {
        app.key(&KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    app.key(&KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
}

/// The game's screen after `moves` on the puzzle's rows (a lone row gets a
/// second of one chip: a game needs two).
fn game(puzzle: &Puzzle, moves: &[Move]) -> Grid {
    let mut counts = puzzle.position.heaps.clone();
    if counts.len() == 1 {
        counts.push(1);
    }
    let layout = Layout::new(counts).expect("a lesson's rows fit a game");
    let mut rows = match &puzzle.position.play {
        Play::Ruled(rules) => {
            let mut rules = rules.clone();
            rules.resize(layout.rows().len(), Rule::Nim);
            Rows::with_rules(layout, RowRules::Each(rules))
        }
        _ => Rows::new(layout),
    };
    for (i, &mv) in moves.iter().enumerate() {
        let seat = [Seat::First, Seat::Second][i % 2];
        rows.apply(mv, seat);
    }
    let mut grid = Grid::default();
    let state = ViewState::default();
    rows.draw_scene(
        &mut grid,
        &state,
        Options::default(),
        [Side::You, Side::Computer],
    );
    grid
}

/// Row by row, the lesson's number, places and count against the game's
/// (the game's rule tags, right of the places, left out).
fn same_rows(lesson: &Grid, game: &Grid, puzzle: &Puzzle, what: &str) {
    let field = Field::of_places(&puzzle.position.heaps);
    for (row, &places) in puzzle.position.heaps.iter().enumerate() {
        let row16 = u16::try_from(row).unwrap();
        // Its number, its places and its count (the lesson's own numbers
        // in columns stand between the number and the places).
        let (first, last) = (
            field.place_col(1).unwrap(),
            field.place_col(places).unwrap(),
        );
        let cols = (1..=4)
            .chain(first..=last + 1)
            .chain(COUNT_COL - 1..=COUNT_COL + 2);
        let (ours, theirs): (String, String) = cols
            .map(|col| {
                let a = lesson.at(col, FIRST_ROW + row16);
                let b = game.at(col, FIRST_ROW_LINE + row16);
                (a, b)
            })
            .unzip();
        assert_eq!(
            ours,
            theirs,
            "row {} of {:?}, {what}",
            row + 1,
            puzzle.position
        );
    }
}

#[test]
fn every_lesson_draws_its_rows_as_the_game_does() {
    let mut compared = 0;
    for lesson in Lesson::ALL {
        if lesson == Lesson::Board {
            continue;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(35);
        for streak in [0, 1, 2, 3, 5, 8] {
            let puzzle = puzzle(lesson, streak, &mut rng);
            let app_now = app(&puzzle);
            same_rows(&app_now.grid(), &game(&puzzle, &[]), &puzzle, "as set");
            let answers: Vec<Answer> = match puzzle.question {
                Question::Move => puzzle
                    .position
                    .moves()
                    .into_iter()
                    .map(Answer::Move)
                    .collect(),
                Question::Wins => vec![Answer::Wins(true), Answer::Wins(false)],
            };
            for answer in answers {
                let line = match answer {
                    Answer::Move(mv) => typed(mv),
                    Answer::Wins(true) => "y".to_string(),
                    Answer::Wins(false) => "n".to_string(),
                };
                let mut app = app(&puzzle);
                enter(&mut app, &line);
                let reason = crate::game::learn::judge(&puzzle, answer).reason;
                let refutation = refute(&puzzle, answer);
                let moves: Vec<Move> = match &refutation {
                    Some(r) => [Some(r.tried), r.reply].into_iter().flatten().collect(),
                    None => reason.mv.into_iter().collect(),
                };
                let after = game(&puzzle, &moves);
                same_rows(&app.grid(), &after, &puzzle, &format!("after {line}"));
                // The play-out of a wrong move starts where its refutation
                // left the rows; of a wrong "yes", from the puzzle as set.
                app.key(&KeyEvent::new(KeyCode::Char('p'), KeyModifiers::NONE));
                let played = match refutation {
                    Some(r) if !r.own && r.reply.is_some() => game(&puzzle, &[]),
                    _ => after,
                };
                same_rows(
                    &app.grid(),
                    &played,
                    &puzzle,
                    &format!("play-out of {line}"),
                );
                compared += 1;
            }
        }
    }
    assert!(compared > 300, "{compared} answers compared");
}

/// The trial's lesson-9 case: taking chips 4 and 5 of a Kayles row of 8
/// leaves 3+3, drawn with its gap and named so, and the play-out shows the
/// gap too, so a move across it is refused where the dots are seen.
#[test]
fn a_split_kayles_row_is_drawn_and_named_by_its_groups() {
    use crate::game::learn::Position;
    let kayles = Rule::parse("kayles").unwrap();
    let puzzle = Puzzle {
        lesson: Lesson::Sums,
        position: Position {
            heaps: vec![5, 8],
            play: Play::Ruled(vec![Rule::Nim, kayles]),
        },
        question: Question::Move,
    };
    let mut app = app(&puzzle);
    enter(&mut app, "2 2 4");
    let grid = app.grid();
    let row2 = |grid: &Grid| {
        grid.line_text(11)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(row2(&grid), "2 ▄ ▄ ▄ . . ▄ ▄ ▄ 6");
    let reason: String = (18..=21)
        .map(|l| grid.line_text(l).trim().to_string() + " ")
        .collect();
    assert!(
        reason.contains("leaves 5 3+3; then I take 5 from row 1 and leave 0 3+3."),
        "{reason}"
    );
    assert!(!reason.contains("5 6"), "{reason}");
    app.key(&KeyEvent::new(KeyCode::Char('p'), KeyModifiers::NONE));
    let grid = app.grid();
    assert_eq!(row2(&grid), "2 ▄ ▄ ▄ . . ▄ ▄ ▄ 6");
    let row1 = grid
        .line_text(10)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(row1, "1 . . . . . 0");
}

/// Lessons keep their rows on the book's field (25 places at most), where
/// the binary view labels every column it shows: the place values over
/// the digits and the nim-sum's label before its digits. Lesson 6 grew to
/// rows of 27-31 chips, beside which the digits had neither.
#[test]
fn lessons_keep_their_rows_where_the_binary_view_labels_every_column() {
    for lesson in Lesson::ALL {
        if lesson == Lesson::Board {
            continue;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(6);
        for streak in [0, 1, 2, 3, 4].repeat(40) {
            let puzzle = puzzle(lesson, streak, &mut rng);
            let heaps = &puzzle.position.heaps;
            assert_eq!(
                Field::of_places(heaps),
                Field::Sparse,
                "{lesson:?} {heaps:?}"
            );
            if !lesson.shows_binary() || matches!(puzzle.position.play, Play::Ruled(_)) {
                continue;
            }
            let mut app = app(&puzzle);
            enter(&mut app, "b");
            let grid = app.grid();
            let largest = heaps.iter().copied().max().unwrap();
            let places: Vec<String> = (0..=largest.ilog2())
                .rev()
                .map(|p| (1u32 << p).to_string())
                .collect();
            let line9: Vec<String> = grid
                .line_text(9)
                .split_whitespace()
                .map(String::from)
                .collect();
            assert_eq!(line9, places, "{heaps:?}");
            let sum_line = FIRST_ROW + u16::try_from(heaps.len()).unwrap();
            assert!(
                grid.line_text(sum_line)
                    .trim_start()
                    .starts_with("nim-sum "),
                "{heaps:?}"
            );
        }
    }
}
