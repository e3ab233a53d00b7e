//! The replay's and the review's screen lines fit 80 columns in every
//! language, with the longest values they can hold.

use super::super::Lang;
use crate::game::review::{Mark, Ply, Unbalanced};
use crate::game::session::Side;
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::game::theory::strategy::Move;
use crate::game::theory::strategy::RowWorth;
use crate::text::width::{width, wrap};

const SIDES: [Side; 4] = [Side::You, Side::Computer, Side::Player1, Side::Player2];

fn langs() -> impl Iterator<Item = Lang> {
    Lang::codes().filter_map(Lang::from_code)
}

#[test]
fn replay_lines_fit_the_screen() {
    let long = Move {
        heap: 13,
        take: 63,
        at: Some(63),
    };
    for lang in langs() {
        for side in SIDES {
            for mv in [long, Move::new(13, 63), Move::new(7, 6)] {
                let line = lang.replay_move::<Rows>(9999, 9999, side, mv);
                assert!(width(&line) <= 80, "{line}");
                let line = lang.replay_move::<Board>(9999, 9999, side, mv);
                assert!(width(&line) <= 80, "{line}");
            }
            assert!(width(&lang.replay_end(Some(side))) <= 80);
        }
        for text in [
            lang.replay_start(9999),
            lang.replay_start(1),
            lang.replay_end(None),
            lang.replay_keys(),
            lang.replay_game(9999, 9999),
            lang.review_title(),
            lang.review_back(),
            lang.review_hint(),
            lang.review_turning(None),
        ] {
            assert!(width(&text) <= 80, "{text}");
        }
    }
}

#[test]
fn review_lines_fit_from_column_6() {
    let long = Move {
        heap: 13,
        take: 63,
        at: Some(63),
    };
    for lang in langs() {
        for side in SIDES {
            let worth = RowWorth {
                row: 13,
                value: 63,
                sum: 63,
            };
            let missed = [
                Unbalanced::Column(32),
                Unbalanced::Worth(worth),
                Unbalanced::Ending,
            ]
            .map(|left| Mark::Missed { best: long, left });
            for mark in [Mark::Kept, Mark::Lost].into_iter().chain(missed) {
                let ply = Ply {
                    number: 9999,
                    side,
                    mv: long,
                    mark,
                };
                let line = lang.review_ply(&ply);
                assert!(5 + width(&line) <= 80, "{line}");
                let turning = lang.review_turning(Some(&ply));
                assert!(width(&turning) <= 80, "{turning}");
                // Why it lost: two lines at most, under the turning point.
                if let Some(why) = lang.review_why(Some(&ply)) {
                    assert!(wrap(&why, 80).len() <= 2, "{why}");
                }
            }
        }
    }
}

/// A recording stopped (line 24 on the screen, a line in plain mode), a
/// record another game holds, a file too large to replay: each fits 80
/// columns with a short name, in every language, as a whole sentence.
#[test]
fn record_file_messages_fit_the_screen() {
    use crate::io::record_file::{Stopped, Why};
    use std::path::{Path, PathBuf};
    let whys = [
        Why::NoRoom,
        Why::SizeLimit,
        Why::Other("Input/output error (os error 5)".to_string()),
    ];
    let long = format!("/home/ana/{}/nim-records/games.txt", "d".repeat(100));
    for lang in langs() {
        for why in whys.clone() {
            let path = PathBuf::from("g.txt");
            let line = lang.record_stopped(&Stopped {
                path,
                why: why.clone(),
            });
            assert!(width(&line) <= 80, "{line}");
            // A long name is shortened in its middle to the room left: the
            // file's name and the whole reason are on the line.
            let path = PathBuf::from(&long);
            let line = lang.record_stopped(&Stopped {
                path,
                why: why.clone(),
            });
            assert!(line.contains(".../games.txt"), "{line}");
            if let Why::Other(reason) = why {
                assert!(line.contains(&reason), "{line}");
            }
            // Plain mode wraps what the room left cannot hold.
            let printed = crate::text::fit_lines(&line);
            assert!(printed.lines().all(|l| width(l) <= 80), "{printed}");
        }
        let busy = format!("nim: {}", lang.record_busy(Path::new("g.txt")));
        assert!(width(&busy) <= 80, "{busy}");
        let large = lang.replay_too_large(Path::new("/dev/zero"), 16);
        let line = format!("nim replay: {large}");
        assert!(width(&line) <= 80, "{line}");
        assert!(!large.ends_with(" is"), "{large}");
    }
}
