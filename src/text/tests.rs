//! The catalogues, the plurals, the locale order and the echo.

use std::ffi::OsStr;

use crate::game::table::MoveError;
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::text::*;

mod coached_width;
mod progress_width;
mod report_width;
mod rules_width;
mod width;
mod wrap_units;

fn lang(code: &str) -> Lang {
    Lang::from_code(code).unwrap()
}

#[test]
fn every_catalogue_holds_exactly_the_english_ids_and_parses() {
    let english = catalog::ids(0);
    assert!(english.len() > 50, "{english:?}");
    for (index, (code, _)) in CATALOGUES.iter().enumerate() {
        assert_eq!(catalog::parses(index), Ok(()), "{code}.ftl");
        let ids = catalog::ids(index);
        let missing: Vec<_> = english.iter().filter(|id| !ids.contains(id)).collect();
        let extra: Vec<_> = ids.iter().filter(|id| !english.contains(id)).collect();
        assert!(missing.is_empty(), "{code}.ftl lacks {missing:?}");
        assert!(extra.is_empty(), "{code}.ftl has extra {extra:?}");
    }
}

#[test]
fn every_help_text_is_in_every_catalogue() {
    for code in Lang::codes() {
        for item in help::Help::ALL {
            let text = lang(code).help(item);
            assert!(!text.starts_with("cli-"), "{code}: {item:?}");
        }
    }
}

#[test]
fn russian_plurals_follow_cldr() {
    let took = |count| lang("ru").move_in_words::<Rows>(Side::Computer, Move::new(0, count));
    let forms: Vec<String> = [1, 2, 5, 11, 12, 21, 22, 25, 63].map(took).to_vec();
    assert_eq!(
        forms,
        [
            "Я взял 1 фишку из ряда 1.",
            "Я взял 2 фишки из ряда 1.",
            "Я взял 5 фишек из ряда 1.",
            "Я взял 11 фишек из ряда 1.",
            "Я взял 12 фишек из ряда 1.",
            "Я взял 21 фишку из ряда 1.",
            "Я взял 22 фишки из ряда 1.",
            "Я взял 25 фишек из ряда 1.",
            "Я взял 63 фишки из ряда 1."
        ]
    );
}

#[test]
fn moves_in_words() {
    let take = |row, count| Move::new(row, count);
    assert_eq!(
        lang("ru").move_in_words::<Rows>(Side::You, take(1, 21)),
        "Вы взяли 21 фишку из ряда 2."
    );
    assert_eq!(
        Lang::ENGLISH.move_in_words::<Rows>(Side::Player2, take(2, 1)),
        "Player 2 took 1 chip from row 3."
    );
    assert_eq!(
        Lang::ENGLISH.move_in_words::<Rows>(Side::Computer, take(2, 3)),
        "I took 3 chips from row 3."
    );
    assert_eq!(
        lang("zh").move_in_words::<Rows>(Side::Computer, take(4, 3)),
        "我从第 5 行取走了 3 枚。"
    );
}

/// The board's hint names its move as it is typed, `COLUMN STEPS`, in every
/// language, so the player can copy it into the prompt.
#[test]
fn board_hints_name_the_move_as_typed() {
    use crate::game::theory::strategy::{Hint, Why};
    for code in Lang::codes() {
        let board = lang(code);
        for why in [Why::NimSumZero, Why::OddSingles] {
            let hint = board.hint::<Board>(Hint::Win {
                mv: Move::new(1, 4),
                why,
            });
            assert!(hint.contains("2 4"), "{code}: {hint}");
        }
        let wait = board.hint::<Board>(Hint::Wait(Move::new(6, 1)));
        assert!(wait.contains("7 1"), "{code}: {wait}");
    }
    let steps = |count| {
        let hint = Hint::Win {
            mv: Move::new(0, count),
            why: Why::NimSumZero,
        };
        lang("ru").hint::<Board>(hint)
    };
    assert!(steps(1).contains("(столбец 1, 1 шаг)"), "{}", steps(1));
    assert!(steps(4).contains("(столбец 1, 4 шага)"), "{}", steps(4));
    assert!(steps(5).contains("(столбец 1, 5 шагов)"), "{}", steps(5));
}

#[test]
fn no_isolation_marks_reach_the_terminal() {
    for code in Lang::codes() {
        let text = lang(code).move_in_words::<Rows>(Side::You, Move::new(0, 2));
        assert!(!text.contains(['\u{2068}', '\u{2069}']), "{text:?}");
    }
}

#[test]
fn the_locale_decides_in_posix_order() {
    let ru = lang("ru");
    let zh = lang("zh");
    let en = Lang::ENGLISH;
    let cases = [
        (None, None, None, en),
        (None, None, Some("ru_RU.UTF-8"), ru),
        (None, Some("zh_CN.UTF-8"), Some("ru_RU.UTF-8"), zh),
        (Some("C"), None, Some("ru_RU.UTF-8"), en),
        (Some("POSIX"), Some("ru_RU"), None, en),
        (Some(""), Some(""), Some("zh_TW"), zh),
        (Some(""), Some("ru"), Some("zh_CN"), ru),
        (Some("de_DE.UTF-8"), None, Some("ru_RU"), en),
        (Some("zh_CN.UTF-8@stroke"), None, None, zh),
        (None, None, Some(""), en),
    ];
    for (lc_all, lc_messages, lang_var, expected) in cases {
        let os = |v: Option<&'static str>| v.map(OsStr::new);
        assert_eq!(
            Locale::from_vars(os(lc_all), os(lc_messages), os(lang_var)),
            Locale {
                lang: expected,
                ascii: false
            },
            "{lc_all:?} {lc_messages:?} {lang_var:?}"
        );
    }
}

/// A value that is not UTF-8 is set all the same: it decides, and since no
/// language can be read from it, it means English.
#[cfg(unix)]
#[test]
fn a_locale_that_is_not_utf8_is_set_and_english() {
    use std::os::unix::ffi::OsStrExt;
    let garbled = OsStr::from_bytes(b"ru_RU.\xff\xfe");
    let ru = Some(OsStr::new("ru_RU.UTF-8"));
    let english = Locale {
        lang: Lang::ENGLISH,
        ascii: false,
    };
    assert_eq!(Locale::from_vars(Some(garbled), None, ru), english);
    assert_eq!(Locale::from_vars(None, Some(garbled), ru), english);
    assert_eq!(Locale::from_vars(None, None, Some(garbled)), english);
}

/// A character set other than UTF-8 cannot show UTF-8 text: English and
/// ASCII drawing; any spelling of UTF-8 keeps the language; no character
/// set at all keeps today's rule (the language decides).
#[test]
fn a_character_set_other_than_utf8_means_english_and_ascii() {
    let locale = |value: &str| Locale::from_vars(Some(OsStr::new(value)), None, None);
    let (en, ru, zh) = (Lang::ENGLISH, lang("ru"), lang("zh"));
    for value in [
        "ru_RU.KOI8-R",
        "zh_CN.GB18030",
        "zh_CN.GB18030@stroke",
        "ru_RU.CP1251",
        "en_US.ISO-8859-1",
        "ru_RU.",
    ] {
        assert_eq!(
            locale(value),
            Locale {
                lang: en,
                ascii: true
            },
            "{value}"
        );
    }
    for (value, expected) in [
        ("ru_RU.UTF-8", ru),
        ("ru_RU.utf8", ru),
        ("ru_RU.UTF8", ru),
        ("zh_CN.utf-8", zh),
        ("zh_CN.Utf-8@stroke", zh),
        ("ru_RU", ru),
        ("ru_RU@latin", ru),
        ("ru", ru),
        ("C", en),
        ("POSIX", en),
        ("C.UTF-8", en),
        ("en_US.UTF-8", en),
    ] {
        assert_eq!(
            locale(value),
            Locale {
                lang: expected,
                ascii: false
            },
            "{value}"
        );
    }
}

#[test]
fn language_codes_in_any_case() {
    assert_eq!(Lang::from_code("RU"), Some(lang("ru")));
    assert_eq!(Lang::from_code("Zh"), Some(lang("zh")));
    assert_eq!(Lang::from_code("de"), None);
    assert_eq!(Lang::codes().collect::<Vec<_>>(), ["en", "ru", "zh"]);
}

#[test]
fn echo_is_short_and_printable() {
    assert_eq!(echo("abc"), "abc");
    assert_eq!(echo("a\u{1b}[2J"), "a?[2J");
    assert_eq!(
        echo(&"x".repeat(10_000)),
        format!("{}...", "x".repeat(ECHO_LIMIT))
    );
    // Wide characters count two columns each.
    assert_eq!(
        echo(&"尼".repeat(20)),
        format!("{}...", "尼".repeat(ECHO_LIMIT / 2))
    );
}

#[test]
fn errors_read_in_every_language() {
    let error = MoveError::TooMany {
        heap: 2,
        count: 9,
        holds: 4,
    };
    assert_eq!(
        Lang::ENGLISH.move_error::<Rows>(&error),
        "row 2 holds only 4 chips; you cannot take 9"
    );
    assert_eq!(
        lang("ru").move_error::<Rows>(&error),
        "в ряду 2 всего 4 фишки; взять 9 нельзя"
    );
    assert_eq!(
        lang("zh").move_error::<Rows>(&error),
        "第 2 行只有 4 枚，不能取走 9 枚"
    );
}

/// A whole number reaches the reader digit for digit, past what an `f64`
/// holds too; below that it is still a number to Fluent (its plural form
/// is chosen).
#[test]
fn whole_numbers_are_printed_exactly() {
    for code in Lang::codes() {
        let lang = lang(code);
        for seed in [
            0,
            9_007_199_254_740_993,
            1_798_360_575_565_815_300,
            u64::MAX,
        ] {
            let text = lang.sheet_key(seed);
            assert!(text.contains(&seed.to_string()), "{code}: {text}");
        }
    }
}
