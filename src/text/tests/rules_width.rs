//! The words of rows under their own rules fit a line: 80 columns on the
//! screen, and a refusal after plain mode's `error: ` too, in every
//! language, at the widest numbers and the longest rules.

use unicode_width::UnicodeWidthStr;

use crate::game::session::command::CommandError;
use crate::game::session::{Coached, InputError, Left, Own, Prompt};
use crate::game::table::MoveError;
use crate::game::table::layout::{MAX_CHIPS, MAX_ROWS};
use crate::game::table::rows::Rows;
use crate::game::table::setup::SetupError;
use crate::game::theory::rule::Rule;
use crate::game::theory::strategy::{Assessment, Hint, Move, RowWorth, Why};
use crate::game::theory::sum::Derivation;
use crate::text::*;

fn fits(text: &str, room: usize) {
    let columns = UnicodeWidthStr::width(text);
    assert!(columns <= room, "{columns} columns: {text}");
}

/// The longest spellings a rule can have, and the book's.
fn rules() -> Vec<Rule> {
    let long_octal = format!("0.{}", "7".repeat(32));
    let long_sub = format!(
        "sub:{}",
        (1..=20)
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(",")
    );
    [
        "nim", "take:63", "kayles", "dawson", "0.6", "0.51", "0.1", "0.4", "0.5", "4.[3]", "grundy",
    ]
    .into_iter()
    .map(str::to_string)
    .chain([long_octal, long_sub, "0.12345671234567".into()])
    .map(|r| Rule::parse(&r).unwrap())
    .collect()
}

/// Every refusal a ruled game can give, at the widest numbers and with
/// the longest rules.
fn every_ruled_refusal() -> Vec<InputError> {
    let (row, count) = (MAX_ROWS, MAX_CHIPS);
    let mut errors: Vec<InputError> = vec![
        MoveError::NoPlaces.into(),
        MoveError::NoSuchPlace {
            heap: row,
            at: -1_000_000_000,
            places: count,
        }
        .into(),
        MoveError::NotThere {
            heap: row,
            at: count,
            count,
        }
        .into(),
        MoveError::GroupTooSmall {
            heap: row,
            count,
            holds: count,
        }
        .into(),
        SetupError::RuleForRows.into(),
    ];
    // Every way a rule typed in the setup can be wrong.
    let long = format!("0.{}", "7".repeat(40));
    for typed in [
        "", "chess", "take:0", "sub:", "0.8", "1.5", "0.", "0.[", "0.00", &long,
    ] {
        let error = crate::game::theory::rule::Rule::parse(typed).unwrap_err();
        let typed = "x".repeat(40);
        errors.push(InputError::Parse(CommandError::BadRule { typed, error }));
    }
    for rule in rules() {
        let (heap, rule2) = (row, rule.clone());
        errors.push(
            MoveError::RuleCount {
                heap,
                count,
                rule: rule2,
            }
            .into(),
        );
        let rule2 = rule.clone();
        errors.push(
            MoveError::RulePlace {
                heap,
                count,
                rule: rule2,
            }
            .into(),
        );
        let rule2 = rule.clone();
        errors.push(SetupError::Unplayable { row, rule: rule2 }.into());
        errors.push(SetupError::MisereRule { row, rule }.into());
    }
    errors
}

#[test]
fn every_refusal_in_a_rules_terms_fits() {
    let asked = Prompt::Move(Side::You);
    for lang in Lang::codes().filter_map(Lang::from_code) {
        for error in &every_ruled_refusal() {
            let text = lang.input_error::<Rows>(error, asked);
            fits(&text, 80);
            fits(&format!("error: {text}"), 80);
            assert!(!text.is_empty(), "{error:?}");
        }
    }
}

#[test]
fn every_sentence_of_a_ruled_game_fits() {
    let mv = Move {
        heap: MAX_ROWS - 1,
        take: MAX_CHIPS,
        at: Some(MAX_CHIPS),
    };
    for lang in Lang::codes().filter_map(Lang::from_code) {
        for side in [Side::You, Side::Computer, Side::Player1, Side::Player2] {
            fits(&lang.move_in_words::<Rows>(side, mv), 80);
        }
        for hint in [
            Hint::Win {
                mv,
                why: Why::GrundyZero,
            },
            Hint::Wait(mv),
        ] {
            fits(&lang.hint::<Rows>(hint), 80);
        }
        fits(&lang.rules_setup_help(), 80);
        for rule in rules() {
            fits(&lang.row_worth(MAX_ROWS - 1, &rule, 63), 80);
            fits(&lang.hint_worth(MAX_ROWS - 1, &rule, 63, 63), 80);
            // Every other value reached: the longest set a line can hold.
            let reached: Vec<u32> = (0..200).filter(|v| v % 2 == 0).collect();
            for reached in [reached, Vec::new()] {
                let why = Derivation {
                    len: MAX_CHIPS,
                    reached,
                    value: 127,
                };
                fits(&lang.hint_mex(&rule, &why), 80);
            }
            let worth = RowWorth {
                row: MAX_ROWS - 1,
                value: 127,
                sum: 127,
            };
            let slip = Assessment::MissedWin {
                better: mv,
                odd: Some(64),
                worth: Some(worth),
            };
            let own = Own {
                side: Side::You,
                mv,
                assessment: slip,
                left: Some(Left::Worth(worth)),
            };
            fits(&lang.own_move::<Rows>(&own, Some(&rule)), 80);
            // With the reply, and with the reply's slip.
            for slipped in [false, true] {
                let coached = Coached {
                    own: Some(own),
                    reply: Some(mv),
                    slipped,
                };
                fits(&lang.coached::<Rows>(&coached, Some(&rule)), 80);
            }
            let all = vec![rule.clone(); MAX_ROWS];
            for shown in [true, false] {
                fits(&lang.rules_line(&all, Some(&[shown; MAX_ROWS])), 80);
            }
            let tagged = Some(&[false, true][..]);
            for line in lang.ruled_header(&[rule.clone(), Rule::Nim], tagged) {
                fits(&line, 80);
            }
        }
        fits(&lang.grundy_sum_line(u32::MAX), 80);
        for line in lang.rules_shortened().lines() {
            fits(line, 80);
        }
    }
}

/// A slip on a ruled row names the move, the row's worth it left, its
/// rule where the line has room, and the Grundy sum left.
#[test]
fn the_coach_words_a_slip_by_the_rows_worth() {
    let own = |row| {
        let worth = RowWorth {
            row,
            value: 4,
            sum: 5,
        };
        Own {
            side: Side::You,
            mv: Move::new(row, 2),
            assessment: Assessment::MissedWin {
                better: Move::new(0, 1),
                odd: Some(4),
                worth: Some(worth),
            },
            left: Some(Left::Worth(worth)),
        }
    };
    let said = |row, rule: &str| {
        let rule = Rule::parse(rule).unwrap();
        Lang::ENGLISH.own_move::<Rows>(&own(row), Some(&rule))
    };
    assert_eq!(
        said(1, "kayles"),
        "Your 2 2 left row 2 under kayles worth 4, Grundy sum 5; u takes it back"
    );
    let russian = Lang::from_code("ru").unwrap();
    let kayles = Rule::parse("kayles").unwrap();
    let long = russian.own_move::<Rows>(&own(13), Some(&kayles));
    assert!(long.contains("kayles"), "{long}");
    // Without the rule at hand, the sentence still gives the numbers.
    let bare = Lang::ENGLISH.own_move::<Rows>(&own(1), None);
    assert_eq!(
        bare,
        "Your 2 2 left row 2 worth 4, Grundy sum 5; u takes it back"
    );
    // After the reply: the reply named, both moves to take back.
    let coached = Coached {
        own: Some(own(1)),
        reply: Some(Move::new(0, 1)),
        slipped: false,
    };
    // The rule's name leaves no room beside the reply: the numbers stay.
    assert_eq!(
        Lang::ENGLISH.coached::<Rows>(&coached, Some(&kayles)),
        "Your 2 2 left row 2 worth 4, Grundy sum 5; I answered 1 1; u takes both back"
    );
}

/// Line 3 past 80 columns names the rules no tag shows, cut with `~`
/// where even they would not fit; plain mode's line is never cut.
#[test]
fn a_long_rules_line_names_the_untagged_rows() {
    let long = Rule::parse(&format!("0.{}", "7".repeat(32))).unwrap();
    let rules = vec![long.clone(); MAX_ROWS];
    let mut tagged = [true; MAX_ROWS];
    tagged[2] = false;
    assert_eq!(
        Lang::ENGLISH.rules_line(&rules, Some(&tagged)),
        "Rules by row: 3 0.777777777~; the other rows' rules stand beside them"
    );
    let none = Lang::ENGLISH.rules_line(&rules, Some(&[false; MAX_ROWS]));
    assert!(
        none.starts_with("Rules by row: 1 0.777777777~, 2 0.7"),
        "{none}"
    );
    assert!(none.ends_with('~'), "{none}");
    let plain = Lang::ENGLISH.rules_line(&rules, None);
    assert!(plain.contains(&long.to_string()), "{plain}");
}

/// A value's derivation: runs of three or more written `0-3`, a set too
/// long for the line cut and marked `~`, a group with no move worth 0.
#[test]
fn a_values_derivation_is_written_in_runs() {
    let kayles = Rule::parse("kayles").unwrap();
    let why = |reached: Vec<u32>, value| Derivation {
        len: 9,
        reached,
        value,
    };
    let said = |why| Lang::ENGLISH.hint_mex(&kayles, &why);
    assert_eq!(
        said(why(vec![0, 1, 2, 3, 5, 6, 8], 4)),
        "kayles 9: its moves reach 0-3,5,6,8; the least they miss, 4, is its worth"
    );
    let long = said(why((0..300).step_by(2).collect(), 1));
    assert!(long.contains(",~;"), "{long}");
    assert_eq!(
        said(why(vec![], 0)),
        "kayles 9: no move, so nothing is reached; it is worth 0"
    );
}

/// A rule typed in the setup is refused with the rule's own reason; only an
/// unknown name gets the short list of forms.
#[test]
fn a_bad_rule_in_the_setup_says_what_is_wrong_with_it() {
    let asked = Prompt::Move(Side::You);
    let refused = |typed: &str| {
        let error = crate::game::theory::rule::Rule::parse(typed).unwrap_err();
        let typed = typed.to_string();
        Lang::ENGLISH.input_error::<Rows>(&CommandError::BadRule { typed, error }.into(), asked)
    };
    assert_eq!(
        refused("take:0"),
        "take: needs a whole number of chips of at least 1, e.g. take:3"
    );
    assert_eq!(
        refused("chess"),
        "\"chess\": no such rule (try take:3, sub:1,3 or kayles)"
    );
}

/// Plain mode's rules line wraps within 80 columns, every rule kept whole
/// (14 rows made one line of 142 columns, 152 in Russian; two `sub:` rows
/// of 19,999 amounts one of 109).
#[test]
fn plain_mode_s_rules_line_wraps_within_80_columns() {
    let names = [
        "kayles",
        "dawson",
        "0.16",
        "0.137",
        "take:3",
        "sub:1,3,4",
        "lasker",
        "0.6",
        "0.07",
        "take:9",
        "sub:2,5",
        "0.51",
        "0.354",
        "0.77",
    ];
    let fourteen: Vec<Rule> = names.iter().map(|n| Rule::parse(n).unwrap()).collect();
    let amounts: Vec<String> = (1..=19_999).map(|a| a.to_string()).collect();
    let sub = Rule::parse(&format!("sub:{}", amounts.join(","))).unwrap();
    for lang in Lang::codes().filter_map(Lang::from_code) {
        for rules in [fourteen.clone(), vec![sub.clone(), sub.clone()]] {
            let line = lang.rules_line(&rules, None);
            for part in line.lines() {
                fits(part, 80);
            }
            assert!(line.lines().count() > 1, "{line}");
        }
        let kept = lang.rules_line(&fourteen, None).replace('\n', " ");
        for rule in &fourteen {
            assert!(kept.contains(&format!(" {rule}")), "{rule}: {kept}");
        }
    }
}
