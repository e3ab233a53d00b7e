//! The command line's own tests: where flags may go, and every refusal.

use crate::cli::*;
use crate::game::session::{First, Players};
use crate::game::table::layout::Layout;

mod command;
mod join;
mod learn;
mod net;
mod numbers;

mod class;

/// `nim ARGS` read as the command line.
fn parse(args: &[&str]) -> Result<Invocation, CliError> {
    let mut all = vec!["nim"];
    all.extend_from_slice(args);
    parse_args(all, Locale::default())
}

/// `nim ARGS` refused with exit status 2: the refusal's words.
fn refused(args: &[&str]) -> String {
    let error = parse(args).expect_err("refused");
    assert_eq!(error.exit_code(), 2, "{error}");
    error.to_string()
}

fn play(args: &[&str]) -> PlayOptions {
    match parse_args(
        std::iter::once("nim").chain(args.iter().copied()),
        Locale::default(),
    ) {
        Ok(Invocation::Play(options)) => options,
        other => panic!("expected play options, got {other:?}"),
    }
}

fn error_kind(args: &[&str]) -> ErrorKind {
    parse_args(
        std::iter::once("nim").chain(args.iter().copied()),
        Locale::default(),
    )
    .expect_err("should be refused")
    .kind()
}

#[test]
fn defaults_are_the_books() {
    let options = play(&[]);
    assert_eq!(options.options, Options::default());
    assert_eq!(options.start, Start::Book);
    assert!(!options.front.plain);
}

#[test]
fn flags_become_options() {
    let options = play(&[
        "--rows", "1,2,3", "--misere", "--first", "computer", "--seed", "9", "--lang", "ru",
    ]);
    assert_eq!(
        options.start,
        Start::Given(Layout::new(vec![1, 2, 3]).unwrap())
    );
    assert_eq!(play(&["--random"]).start, Start::Random);
    assert_eq!(options.options.rules, Rules::Misere);
    assert_eq!(options.options.first, First::Computer);
    assert_eq!(options.seed, Some(9));
    assert_eq!(options.front.lang, Lang::from_code("ru").unwrap());
    assert_eq!(play(&["--players", "2"]).options.players, Players::Two);
    assert_eq!(
        play(&["--lang", "RU"]).front.lang,
        Lang::from_code("ru").unwrap()
    );
    assert_eq!(
        play(&["--lang=zh"]).front.lang,
        Lang::from_code("zh").unwrap()
    );
    assert_eq!(play(&[]).front.lang, Lang::ENGLISH);
    assert_eq!(
        play(&["--first", "Computer"]).options.first,
        First::Computer
    );
}

#[test]
fn a_repeated_flag_is_refused_not_joined() {
    for args in [
        &["--rows", "3", "--rows", "4"][..],
        &["--seed", "1", "--seed", "2"],
        &["--lang", "en", "--lang", "ru"],
        &["--misere", "--misere"],
    ] {
        assert_eq!(error_kind(args), ErrorKind::ArgumentConflict, "{args:?}");
    }
}

#[test]
fn bad_rows_are_named_as_typed() {
    let message = |args: &[&str]| {
        parse_args(
            std::iter::once("nim").chain(args.iter().copied()),
            Locale::default(),
        )
        .expect_err("should be refused")
        .to_string()
    };
    assert!(message(&["--rows", "3,-4"]).contains("row 2 must hold 1 to 63 chips, not -4"));
    assert!(message(&["--rows", "3,,4"]).contains("row 2: \"\" is not a whole number"));
    assert!(message(&["--rows=-4,3"]).contains("row 1 must hold 1 to 63 chips, not -4"));
}

#[test]
fn mistakes_are_refused() {
    assert_eq!(error_kind(&["--rows", "3,70"]), ErrorKind::ValueValidation);
    assert_eq!(error_kind(&["--rows", "3"]), ErrorKind::ValueValidation);
    assert_eq!(error_kind(&["--rows", "3,x"]), ErrorKind::ValueValidation);
    assert_eq!(error_kind(&["--players", "3"]), ErrorKind::ValueValidation);
    assert_eq!(error_kind(&["--first", "nobody"]), ErrorKind::InvalidValue);
    assert_eq!(
        error_kind(&["--players", "2", "--first", "computer"]),
        ErrorKind::ValueValidation
    );
    assert_eq!(
        error_kind(&["--rows", "3,4", "--random"]),
        ErrorKind::ArgumentConflict
    );
}

/// `--limit none` lifts the wall, `--limit N` puts it at N heaps;
/// `--summary` sums up one rule's values, computed as `--values` says.
#[test]
fn limit_and_summary_are_read() {
    let read = |args: &[&str]| {
        let args = [&["nim", "analyze", "--rule", "grundy"][..], args].concat();
        parse_args(args, Locale::default())
    };
    let limits = |args: &[&str]| match read(args) {
        Ok(Invocation::Analyze(options)) => options.limits,
        other => panic!("{args:?}: {other:?}"),
    };
    assert_eq!(limits(&["--values", "9", "--limit", "none"]), Limits::NONE);
    assert_eq!(limits(&["--values", "9", "--limit", "NONE"]), Limits::NONE);
    assert_eq!(
        limits(&["--values", "9", "--limit", "5000"]),
        Limits::heaps(5000)
    );
    assert_eq!(limits(&["--values", "9"]), Limits::DEFAULT);
    for bad in ["0", "-1", "x", "", "4294967296"] {
        assert!(read(&["--values", "9", "--limit", bad]).is_err(), "{bad}");
    }
    let source = |args: &[&str]| match read(args) {
        Ok(Invocation::Analyze(options)) => options.source,
        other => panic!("{args:?}: {other:?}"),
    };
    assert_eq!(source(&["--summary"]), Source::Summary(None));
    assert_eq!(
        source(&["--summary", "--values", "99"]),
        Source::Summary(Some(99))
    );
    for alone in [&["--summary", "3"][..], &["--summary", "--hint"]] {
        assert!(read(alone).is_err(), "{alone:?}");
    }
    let no_rule = parse_args(["nim", "analyze", "--summary"], Locale::default());
    assert!(no_rule.is_err());
    assert!(parse_args(["nim", "--limit", "none"], Locale::default()).is_err());
}

#[test]
fn analyze_takes_rows() {
    let parsed = parse_args(
        ["nim", "analyze", "--misere", "3", "0", "5"],
        Locale::default(),
    )
    .unwrap();
    assert_eq!(
        parsed,
        Invocation::Analyze(AnalyzeOptions {
            rules: Rules::Misere,
            lang: Lang::ENGLISH,
            hint: false,
            explain: false,
            row_rules: RowRules::default(),
            limits: Limits::DEFAULT,
            source: Source::Args(vec!["3".into(), "0".into(), "5".into()]),
        })
    );
    assert!(parse_args(["nim", "analyze", "-"], Locale::default()).is_ok());
    let explained = parse_args(["nim", "analyze", "--explain", "3"], Locale::default());
    assert!(matches!(
        explained,
        Ok(Invocation::Analyze(AnalyzeOptions { explain: true, .. }))
    ));
    // Only nim analyze explains.
    assert!(parse_args(["nim", "--explain"], Locale::default()).is_err());
    assert!(parse_args(["nim", "board", "--explain"], Locale::default()).is_err());
}

/// A locale that cannot show UTF-8 asks for ASCII drawing, whatever
/// language `--lang` chooses; its language is English unless `--lang`
/// chooses.
#[test]
fn a_locale_without_utf8_draws_in_ascii() {
    let koi8 = Locale {
        lang: Lang::ENGLISH,
        ascii: true,
    };
    let parse = |args: &[&str], locale| match parse_args(
        std::iter::once("nim").chain(args.iter().copied()),
        locale,
    ) {
        Ok(Invocation::Play(options)) => options,
        other => panic!("expected play options, got {other:?}"),
    };
    let options = parse(&[], koi8);
    assert!(options.front.ascii);
    assert_eq!(options.front.lang, Lang::ENGLISH);
    let options = parse(&["--lang", "ru"], koi8);
    assert!(options.front.ascii);
    assert_eq!(options.front.lang, Lang::from_code("ru").unwrap());
    assert!(parse(&["board"], koi8).front.ascii);
    assert!(!parse(&[], Locale::default()).front.ascii);
    assert!(parse(&["--ascii"], Locale::default()).front.ascii);
}

fn refusal(args: &[&str]) -> CliError {
    parse_args(
        std::iter::once("nim").chain(args.iter().copied()),
        Locale::default(),
    )
    .expect_err("should be refused")
}

/// Every flag of a game works before `board` as after it.
#[test]
fn game_flags_go_before_or_after_board() {
    for flag in [
        &["--lang", "zh"][..],
        &["--seed", "7"],
        &["--plain"],
        &["--misere"],
        &["--first", "computer"],
        &["--players", "2"],
        &["--level", "easy"],
        &["--coach"],
        &["--quiet"],
        &["--ascii"],
        &["--mouse"],
    ] {
        let before = play(&[flag, &["board"][..]].concat());
        let after = play(&[&["board"][..], flag].concat());
        assert_eq!(before, after, "{flag:?}");
        assert_eq!(before.game, Game::Board, "{flag:?}");
        assert_ne!(before, play(&["board"]), "{flag:?} changed nothing");
    }
    let options = play(&["--lang", "zh", "board", "--seed", "7", "--plain"]);
    assert_eq!(options.front.lang, Lang::from_code("zh").unwrap());
    assert_eq!(options.seed, Some(7));
    assert!(options.front.plain);
}

/// A flag given on both sides of `board` is given twice.
#[test]
fn a_flag_before_and_after_board_is_refused() {
    for args in [
        &["--seed", "1", "board", "--seed", "2"][..],
        &["--plain", "board", "--plain"],
        &["--lang", "en", "board", "--lang", "zh"],
    ] {
        let error = refusal(args);
        assert_eq!(error.kind(), ErrorKind::ArgumentConflict, "{args:?}");
        assert_eq!(error.exit_code(), 2);
        assert!(error.to_string().contains("give it once"), "{error}");
    }
}

/// `nim analyze` speaks the language `--lang` asks for, before or after
/// it; `--misere` before it means what it means after it.
#[test]
fn analyze_takes_lang_and_misere_on_either_side() {
    let analyze = |args: &[&str]| match parse_args(
        std::iter::once("nim").chain(args.iter().copied()),
        Locale::default(),
    ) {
        Ok(Invocation::Analyze(options)) => options,
        other => panic!("expected analyze options, got {other:?}"),
    };
    let ru = Lang::from_code("ru").unwrap();
    assert_eq!(analyze(&["--lang", "ru", "analyze", "3", "-1"]).lang, ru);
    assert_eq!(analyze(&["analyze", "--lang", "ru", "3", "-1"]).lang, ru);
    assert_eq!(analyze(&["analyze", "3"]).lang, Lang::ENGLISH);
    assert_eq!(analyze(&["--misere", "analyze", "3"]).rules, Rules::Misere);
    assert_eq!(
        refusal(&["--lang", "ru", "analyze", "--lang", "en", "3"]).kind(),
        ErrorKind::ArgumentConflict
    );
}

/// The message of a refusal, which must say why and what to do.
fn reason(args: &[&str]) -> String {
    let error = refusal(args);
    assert_eq!(error.exit_code(), 2, "{args:?}");
    error.to_string()
}

#[test]
fn a_seed_out_of_range_says_what_a_seed_is() {
    for (typed, echoed) in [
        ("-1", "-1"),
        ("x", "x"),
        ("1.5", "1.5"),
        ("", ""),
        ("18446744073709551616", "1844674407370955..."),
    ] {
        let message = reason(&["--seed", typed]);
        assert!(message.contains("18446744073709551615"), "{message}");
        assert!(message.contains(&format!("--seed {echoed} ")), "{message}");
        assert!(!message.contains("unexpected argument"), "{message}");
    }
    assert!(reason(&["board", "--seed", "-1"]).contains("0 to 18446744073709551615"));
    assert_eq!(
        play(&["--seed", "18446744073709551615"]).seed,
        Some(u64::MAX)
    );
    assert_eq!(play(&["--seed", "0"]).seed, Some(0));
}

/// `--level` tunes the computer; two players have none.
#[test]
fn level_with_two_players_is_refused_but_the_coach_is_not() {
    for args in [
        &["--players", "2", "--level", "easy"][..],
        &["--players", "2", "--level", "hard"],
        &["board", "--level", "medium", "--players", "2"],
        &["--players", "2", "board", "--level", "easy"],
    ] {
        let message = reason(args);
        assert!(
            message.contains("--level") && message.contains("--players 2"),
            "{message}"
        );
    }
    assert_eq!(
        play(&["--players", "2", "--coach"]).options.players,
        Players::Two
    );
    assert!(play(&["--players", "2", "--coach"]).front.coach);
}

/// The rows' flags have no meaning on the board, nor a game's in the
/// analysis: each refusal names the flag and says why.
#[test]
fn flags_out_of_place_are_refused_with_a_reason() {
    for (args, flag) in [
        (&["board", "--rows", "3,4"][..], "--rows"),
        (&["--rows", "3,4", "board"], "--rows"),
        (&["board", "--random"], "--random"),
        (&["--random", "board"], "--random"),
    ] {
        let message = reason(args);
        assert!(
            message.contains(&format!("{flag} sets up rows")),
            "{message}"
        );
    }
    for (args, flag) in [
        (&["--seed", "7", "analyze", "3"][..], "--seed"),
        (&["--plain", "analyze", "3"], "--plain"),
        (&["--rows", "3,4", "analyze", "3"], "--rows"),
        (&["--players", "2", "analyze", "3"], "--players"),
    ] {
        let message = reason(args);
        assert!(
            message.contains(&format!("{flag} is for playing")),
            "{message}"
        );
    }
}

/// The mistakes' reasons, the help, and any line at all.
mod refusals;

/// `--rule` and `--rules` become the rows' rules, for play and analysis;
/// `--values` becomes the analysis' source.
#[test]
fn rules_become_row_rules() {
    use crate::game::theory::rule::Rule;
    let rule = |text| Rule::parse(text).unwrap();
    let options = play(&["--rows", "3,4,5", "--rules", "nim KAYLES sub:4,1,3"]);
    assert_eq!(
        options.row_rules,
        RowRules::Each(vec![Rule::Nim, rule("kayles"), rule("sub:1,3,4")])
    );
    assert_eq!(
        play(&["--rule", "take:3"]).row_rules,
        RowRules::Every(rule("take:3"))
    );
    assert_eq!(play(&[]).row_rules, RowRules::default());
    let parsed = parse_args(
        ["nim", "analyze", "--rule", "0.16", "--values", "100"],
        Locale::default(),
    );
    match parsed {
        Ok(Invocation::Analyze(options)) => {
            assert_eq!(options.row_rules, RowRules::Every(rule("0.16")));
            assert_eq!(options.source, Source::Values(100));
        }
        other => panic!("{other:?}"),
    }
    for args in [
        &["--rule", "grundy"][..],
        &["--rules", "nim nim"],
        &["--rule", "kayles", "--rules", "nim nim nim"],
        &["board", "--rule", "nim"],
        &["--misere", "--rule", "take:2"],
    ] {
        assert_ne!(error_kind(args), ErrorKind::DisplayHelp, "{args:?}");
    }
}
