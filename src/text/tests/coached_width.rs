//! The coach's sentences, line 23's two moves and the way in's words: each
//! fits its 80 columns in every language, at the widest moves a layout or
//! the board allows, and says what the learner did.

use crate::game::session::{Coached, Left, Own, Side};
use crate::game::table::board::{Board, MAX_GAP, SIZE};
use crate::game::table::layout::{MAX_CHIPS, MAX_ROWS};
use crate::game::table::rows::Rows;
use crate::game::theory::bits::Explained;
use crate::game::theory::strategy::{Assessment, Level, Move, RowWorth, Rules};
use crate::text::tests::width::langs;
use crate::text::width::width;
use crate::text::{Arg, Lang, Worded};

fn fits(text: &str) {
    assert!(width(text) <= 80, "{} columns: {text}", width(text));
    assert!(!text.is_empty());
}

/// Every verdict, every reason, with and without the reply and its slip.
fn every_coached(mv: Move, reply: Move) -> Vec<Coached> {
    let worth = RowWorth {
        row: MAX_ROWS - 1,
        value: 127,
        sum: 127,
    };
    let missed = Assessment::MissedWin {
        better: reply,
        odd: Some(32),
        worth: None,
    };
    let owns = [
        (Assessment::KeptWin, None),
        (Assessment::NoWinToMiss, None),
        (missed, Some(Left::Odd(32))),
        (missed, Some(Left::EvenSingles)),
        (missed, Some(Left::Instead(reply))),
        (missed, Some(Left::Worth(worth))),
    ];
    let mut all = vec![Coached {
        own: None,
        reply: Some(reply),
        slipped: true,
    }];
    for (assessment, left) in owns {
        let own = Own {
            side: Side::You,
            mv,
            assessment,
            left,
        };
        for (reply, slipped) in [(None, false), (Some(reply), false), (Some(reply), true)] {
            all.push(Coached {
                own: Some(own),
                reply,
                slipped,
            });
        }
    }
    all
}

fn coached_fit<G: Worded>(mv: Move) {
    for lang in langs() {
        for coached in every_coached(mv, mv) {
            fits(&lang.coached::<G>(&coached, None));
        }
        let moves = [(Side::You, mv), (Side::Computer, mv)];
        fits(&lang.moves_in_words::<G>(&moves));
        fits(&lang.moves_in_words::<G>(&moves[1..]));
    }
}

#[test]
fn the_coachs_sentences_and_line_23_fit_at_the_widest_moves() {
    let row = MAX_ROWS - 1;
    coached_fit::<Rows>(Move::new(row, MAX_CHIPS));
    coached_fit::<Rows>(Move {
        heap: row,
        take: MAX_CHIPS - 1,
        at: Some(MAX_CHIPS - 1),
    });
    coached_fit::<Board>(Move::new(SIZE - 1, MAX_GAP));
}

#[test]
fn the_way_ins_words_fit() {
    let commands = [
        "cargo run --release -- learn",
        "cargo run --release -- puzzle --daily",
    ];
    for lang in langs() {
        for on in [true, false] {
            fits(&lang.coach_switched(on));
        }
        for level in Level::ALL {
            fits(&lang.level_changed(level));
        }
        fits(&lang.back_in_game());
        fits(&lang.no_daily());
        for command in commands {
            fits(&lang.lessons_elsewhere(true, command));
            fits(&lang.lessons_elsewhere(false, command));
        }
        for rows in [vec![MAX_CHIPS; MAX_ROWS], vec![MAX_CHIPS, 1], vec![5, 5]] {
            let e = Explained::within(&rows, Rules::Normal, MAX_CHIPS).unwrap();
            if let Some(first) = lang.hint_unseen::<Rows>(&e) {
                fits(&first);
            }
            let gaps = [MAX_GAP; SIZE];
            let e = Explained::within(&gaps, Rules::Normal, MAX_GAP).unwrap();
            if let Some(first) = lang.hint_unseen::<Board>(&e) {
                fits(&first);
            }
        }
    }
}

/// The coach names what the move left by its place value, as a count of
/// that power in the rows ("the 4s", "число четвёрок", "4 的个数"): it
/// needs no column on the screen, where the reply may have taken the
/// column away, and reads in no language as the fourth column from the
/// left ("столбец 4" did in Russian). The hints, said beside the binary
/// view, name the column by its place value too.
#[test]
fn the_coach_and_the_hints_name_a_place_value_never_a_column_number() {
    let ru = Lang::from_code("ru").unwrap();
    let zh = Lang::from_code("zh").unwrap();
    let said = |lang: Lang, weight: u32| {
        let own = Own {
            side: Side::You,
            mv: Move::new(2, 5),
            assessment: Assessment::MissedWin {
                better: Move::new(0, 2),
                odd: Some(weight),
                worth: None,
            },
            left: Some(Left::Odd(weight)),
        };
        let coached = Coached {
            own: Some(own),
            reply: Some(Move::new(1, 1)),
            slipped: false,
        };
        lang.coached::<Rows>(&coached, None)
    };
    assert_eq!(
        said(ru, 4),
        "Ваш ход 3 5 оставил нечётным число четвёрок; я ответил 2 1; u вернёт оба хода"
    );
    assert_eq!(
        said(zh, 4),
        "你走的 3 5 让 4 的个数成了奇数；我应了 2 1；u 可以把这两步都悔掉"
    );
    let words = [
        "единиц",
        "двоек",
        "четвёрок",
        "восьмёрок",
        "шестнадцаток",
        "степеней 32",
    ];
    for (weight, word) in [1, 2, 4, 8, 16, 32].into_iter().zip(words) {
        let coached = said(ru, weight);
        assert!(coached.contains(&format!("число {word};")), "{coached}");
        assert!(!coached.contains("столбец"), "{coached}");
        let zh_said = said(zh, weight);
        assert!(zh_said.contains(&format!("{weight} 的个数")), "{zh_said}");
        assert!(!zh_said.contains("那一列"), "{zh_said}");
    }
    let hint = ru.message(
        "learn-hint-place-column",
        &[("weight", 8u32.into()), ("row", 1u32.into())],
    );
    assert_eq!(
        hint,
        "Столбец восьмёрок — старший нечётный: в ряду 1 там единица."
    );
    let hint = ru.message(
        "hint-column",
        &[
            ("weight", 2u32.into()),
            ("sum", 2u32.into()),
            ("bits", Arg::Text("010")),
        ],
    );
    assert!(
        hint.starts_with("Подсказка 1 из 3: столбец двоек — старший нечётный"),
        "{hint}"
    );
    let hint = zh.message(
        "learn-hint-place-column",
        &[("weight", 8u32.into()), ("row", 1u32.into())],
    );
    assert!(hint.starts_with("表示 8 的那一列"), "{hint}");
}

/// The sentence names the learner's move and what it left, in the past,
/// then the reply: never "now", which the reply has changed.
#[test]
fn the_coach_names_the_move_the_position_it_left_and_the_reply() {
    let en = Lang::ENGLISH;
    let own = Own {
        side: Side::You,
        mv: Move::new(2, 5),
        assessment: Assessment::MissedWin {
            better: Move::new(0, 2),
            odd: Some(4),
            worth: None,
        },
        left: Some(Left::Odd(4)),
    };
    let said = |reply, slipped| {
        let coached = Coached {
            own: Some(own),
            reply,
            slipped,
        };
        en.coached::<Rows>(&coached, None)
    };
    assert_eq!(
        said(Some(Move::new(1, 1)), false),
        "Your 3 5 left the 4s odd; I answered 2 1; u takes both back"
    );
    assert_eq!(
        said(Some(Move::new(1, 1)), true),
        "Your 3 5 left the 4s odd; then my 2 1 slipped: you can win again (? helps)"
    );
    assert_eq!(
        said(None, false),
        "Your 3 5 left the 4s odd; u takes it back"
    );
    let board = Coached {
        own: Some(own),
        reply: Some(Move::new(1, 1)),
        slipped: false,
    };
    assert_eq!(
        en.coached::<Board>(&board, None),
        "Your 3 5 left the 4s line odd; I answered 2 1; u takes both back"
    );
    let moves = [
        (Side::You, Move::new(1, 3)),
        (Side::Computer, Move::new(2, 1)),
    ];
    assert_eq!(
        en.moves_in_words::<Rows>(&moves),
        "You took 3 chips from row 2. I took 1 chip from row 3."
    );
    let zh = Lang::from_code("zh").unwrap();
    assert_eq!(
        zh.moves_in_words::<Rows>(&moves),
        "你从第 2 行取走了 3 枚。我从第 3 行取走了 1 枚。"
    );
}
