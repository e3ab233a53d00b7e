//! The words at a game's edges fit 80 columns in every language, with the
//! widest values they carry: the summary under a game, why a game could not
//! be won and how to win it, the pass, the waiting question, the farewell.

use unicode_width::UnicodeWidthStr;

use crate::game::session::{First, Options, Players, Score, Side, Tally};
use crate::game::table::NextGame;
use crate::game::table::board::Board;
use crate::game::table::rows::Rows;
use crate::game::theory::strategy::Level;
use crate::text::ending::*;

fn langs() -> impl Iterator<Item = Lang> {
    Lang::codes().filter_map(Lang::from_code)
}

fn assert_fits(text: &str) {
    let columns = UnicodeWidthStr::width(text);
    assert!(columns <= 80, "{columns} columns: {text}");
    assert!(!text.chars().any(char::is_control), "{text:?}");
}

/// Every end of a game the summary words differently.
fn ends() -> Vec<EndOfGame> {
    let mut ends = Vec::new();
    let tallies = [
        Tally::default(),
        Tally {
            kept: 1,
            missed: 1,
            lost: 0,
        },
        Tally {
            kept: 2,
            missed: 5,
            lost: 0,
        },
        Tally {
            kept: 999,
            missed: 999,
            lost: 0,
        },
        Tally {
            kept: 0,
            missed: 0,
            lost: 9,
        },
    ];
    for tally in tallies {
        for first in [First::Player, First::Computer] {
            for level in [Level::Easy, Level::Medium, Level::Hard] {
                for opener in [None, Some(Side::You), Some(Side::Computer)] {
                    for (winner, coach) in [(Side::Computer, true), (Side::You, true)] {
                        let options = Options {
                            first,
                            level,
                            ..Options::default()
                        };
                        ends.push(EndOfGame {
                            winner,
                            tally,
                            coach,
                            options,
                            opener,
                        });
                    }
                }
            }
        }
    }
    ends
}

#[test]
fn the_end_of_a_game_fits_in_every_language() {
    for lang in langs() {
        for end in ends() {
            for line in lang
                .end_of_game::<Rows>(&end)
                .into_iter()
                .chain(lang.end_of_game::<Board>(&end))
            {
                assert_fits(&line);
            }
        }
        assert_fits(&lang.game_over_final());
        assert_fits(&lang.game_over_prompt());
        for side in [Side::You, Side::Computer, Side::Player1, Side::Player2] {
            assert_fits(&lang.passed(side));
        }
        for entries in [
            [(Side::You, u32::MAX), (Side::Computer, u32::MAX)],
            [(Side::Player1, u32::MAX), (Side::Player2, u32::MAX)],
        ] {
            assert_fits(&lang.score_goodbye(&Score { entries }));
        }
        let lost = [(Side::Computer, 2), (Side::You, 1)];
        let command = "cargo run --release -- learn";
        let pointer = lang.learn_pointer(&Score { entries: lost }, command);
        assert_fits(&pointer.expect("the computer won more"));
    }
}

/// The farewell points to the lessons only when the computer won more,
/// by their command as the player can type it.
#[test]
fn the_farewell_points_to_the_lessons_after_more_losses() {
    let said = |computer, you| {
        let entries = [(Side::Computer, computer), (Side::You, you)];
        Lang::ENGLISH.learn_pointer(&Score { entries }, "nim learn")
    };
    assert!(said(2, 1).is_some_and(|line| line.contains("nim learn")));
    assert_eq!(said(1, 1), None);
    assert_eq!(said(0, 3), None);
    let two = [(Side::Player1, 0), (Side::Player2, 5)];
    assert_eq!(
        Lang::ENGLISH.learn_pointer(&Score { entries: two }, "nim learn"),
        None
    );
    let lost = [(Side::Computer, 2), (Side::You, 0)];
    let cargo =
        Lang::ENGLISH.learn_pointer(&Score { entries: lost }, "cargo run --release -- learn");
    assert_eq!(
        cargo.as_deref(),
        Some("The computer won more; its rule, step by step: cargo run --release -- learn")
    );
}

/// A game lost from the first move against the hard computer.
fn never_winnable() -> EndOfGame {
    EndOfGame {
        winner: Side::Computer,
        tally: Tally {
            kept: 0,
            missed: 0,
            lost: 4,
        },
        coach: false,
        options: Options {
            first: First::Computer,
            level: Level::Hard,
            ..Options::default()
        },
        opener: Some(Side::Computer),
    }
}

#[test]
fn a_game_never_winnable_says_why_and_how() {
    let lost = never_winnable();
    for lang in langs() {
        let lines = lang.end_of_game::<Rows>(&lost);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert!(lines[1].contains("--first computer"), "{lines:?}");
        assert!(lines[1].contains("level easy"), "{lines:?}");
        let player_first = EndOfGame {
            options: Options::default(),
            opener: Some(Side::You),
            ..lost
        };
        let lines = lang.end_of_game::<Rows>(&player_first);
        assert!(lines[1].contains(" p"), "{lines:?}");
    }
    let english = Lang::ENGLISH.end_of_game::<Rows>(&lost).join(" ");
    assert_eq!(
        english,
        "You never had a winning position: it was lost from your first move. \
         To win: move first (leave out --first computer), or type level easy."
    );
}

#[test]
fn a_game_that_could_be_won_gets_the_tally_and_no_excuse() {
    let missed = EndOfGame {
        tally: Tally {
            kept: 2,
            missed: 1,
            lost: 1,
        },
        coach: true,
        ..never_winnable()
    };
    assert_eq!(
        Lang::ENGLISH.end_of_game::<Rows>(&missed),
        ["Your moves this game: 2 kept the win, 1 gave it away."]
    );
    // Two players: nothing to add.
    let two = EndOfGame {
        options: Options {
            players: Players::Two,
            ..Options::default()
        },
        ..missed
    };
    assert!(Lang::ENGLISH.end_of_game::<Rows>(&two).is_empty());
}

#[test]
fn no_victory_message_dares_the_player() {
    for lang in langs() {
        for winner in [Side::Computer, Side::You] {
            for next in [NextGame::Same, NextGame::Dealt, NextGame::EveryRow] {
                let text =
                    lang.victory::<Rows>(winner, next) + &lang.victory::<Board>(winner, next);
                for taunt in ["beat me", "попробуйте победить", "打败我"] {
                    assert!(!text.contains(taunt), "{text}");
                }
            }
        }
    }
}
