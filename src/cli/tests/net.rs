//! `nim serve` on the command line, and the help of `nim serve` and
//! `nim join`.

use std::net::SocketAddr;

use crate::cli::*;
use crate::game::session::{First, Players};
use crate::game::table::layout::Layout;
use crate::game::table::start::Game;

pub(in crate::cli) fn parse(args: &[&str]) -> Result<Invocation, CliError> {
    parse_args(
        std::iter::once("nim").chain(args.iter().copied()),
        Locale::default(),
    )
}

fn serve(args: &[&str]) -> ServeOptions {
    match parse(args) {
        Ok(Invocation::Serve(options)) => options,
        other => panic!("{args:?}: {other:?}"),
    }
}

/// The refusal, checked to be a usage error (status 2) worded as one.
pub(in crate::cli) fn refused(args: &[&str]) -> String {
    let error = parse(args).expect_err("refused");
    assert_eq!(error.exit_code(), 2, "{args:?}: {error}");
    let text = error.to_string();
    assert!(text.starts_with("error: "), "{text}");
    text
}

fn addr(text: &str) -> SocketAddr {
    text.parse().unwrap()
}

#[test]
fn serve_hosts_the_books_game_on_this_machine_by_default() {
    let options = serve(&["serve"]);
    assert_eq!(options.listen, addr("127.0.0.1:0"));
    assert_eq!(options.first, Role::Host);
    assert_eq!(options.play.game, Game::Rows);
    assert_eq!(options.play.start, Start::Book);
    assert_eq!(options.play.options, Options::default());
    // The game is the one `nim` would play with the same flags.
    match parse(&[]) {
        Ok(Invocation::Play(play)) => assert_eq!(options.play, play),
        other => panic!("{other:?}"),
    }
}

#[test]
fn serve_takes_the_games_flags_and_the_front_ends() {
    let options = serve(&[
        "serve", "--rows", "1,2,3", "--misere", "--seed", "9", "--plain", "--lang", "ru",
        "--quiet", "--ascii", "--mouse", "--coach",
    ]);
    let play = &options.play;
    assert_eq!(
        play.start,
        Start::Given(Layout::new(vec![1, 2, 3]).unwrap())
    );
    assert_eq!(play.options.rules, Rules::Misere);
    assert_eq!(play.seed, Some(9));
    assert!(
        play.front.plain
            && play.front.quiet
            && play.front.ascii
            && play.front.mouse
            && play.front.coach
    );
    assert_eq!(play.front.lang, Lang::from_code("ru").unwrap());
    assert_eq!(serve(&["serve", "--random"]).play.start, Start::Random);
    assert!(
        !serve(&["serve", "--rule", "kayles"])
            .play
            .row_rules
            .all_nim()
    );
    let each = serve(&["serve", "--rules", "kayles nim dawson"])
        .play
        .row_rules;
    assert!(matches!(each, RowRules::Each(rules) if rules.len() == 3));
    // Flags before the word, as for every command.
    assert_eq!(serve(&["--seed", "4", "serve"]).play.seed, Some(4));
    assert!(refused(&["serve", "--rows", "3,4", "--random"]).contains("--random"));
}

#[test]
fn listen_takes_an_ip_address_and_a_port() {
    for typed in ["0.0.0.0:7000", "192.168.1.5:0", "[::1]:5000", "[::]:7000"] {
        assert_eq!(serve(&["serve", "--listen", typed]).listen, addr(typed));
    }
    assert_eq!(
        serve(&["serve", "--listen=10.0.0.1:9"]).listen,
        addr("10.0.0.1:9")
    );
    // `nim serve`'s own flag follows its word, as `nim learn`'s do.
    let text = refused(&["--listen", "10.0.0.1:9", "serve"]);
    assert!(
        text.contains("--listen is an option of nim serve"),
        "{text}"
    );
    for (typed, says) in [
        ("localhost:80", "not an IP address"),
        ("1.2.3.4", "no port"),
        ("[::1]", "no port"),
        ("1.2.3.4:70000", "from 0 to 65535"),
        ("1.2.3.4:x", "from 0 to 65535"),
        ("::1", "not an IP address"),
        ("", "no port"),
    ] {
        let text = refused(&["serve", "--listen", typed]);
        assert!(text.contains(says), "{typed}: {text}");
        assert!(text.contains("--listen"), "{text}");
        assert!(text.contains("'nim serve --help'"), "{text}");
    }
    assert!(refused(&["serve", "--listen"]).contains("e.g. --listen 0.0.0.0:7000"));
}

/// One flag, `--first`, with the choices of the command it is given to.
#[test]
fn first_chooses_the_host_or_the_joiner_for_serve_only() {
    assert_eq!(serve(&["serve", "--first", "join"]).first, Role::Joiner);
    assert_eq!(serve(&["serve", "--first", "HOST"]).first, Role::Host);
    assert_eq!(serve(&["--first", "join", "serve"]).first, Role::Joiner);
    // The host's own game keeps its default opener.
    assert_eq!(
        serve(&["serve", "--first", "join"]).play.options.first,
        First::Player
    );
    let text = refused(&["serve", "--first", "computer"]);
    assert!(text.contains("host, join"), "{text}");
    assert!(refused(&["--first", "computer", "serve"]).contains("host, join"));
    assert!(refused(&["serve", "--first"]).contains("e.g. --first join"));
    // The local games keep theirs.
    match parse(&["--first", "computer"]) {
        Ok(Invocation::Play(play)) => assert_eq!(play.options.first, First::Computer),
        other => panic!("{other:?}"),
    }
    match parse(&["board", "--first", "computer"]) {
        Ok(Invocation::Play(play)) => assert_eq!(play.options.first, First::Computer),
        other => panic!("{other:?}"),
    }
    for args in [&["--first", "join"][..], &["board", "--first", "host"]] {
        let text = refused(args);
        assert!(text.contains("player, computer"), "{args:?}: {text}");
    }
}

#[test]
fn serve_board_hosts_the_board_by_word_or_flag() {
    let word = serve(&["serve", "board"]);
    assert_eq!(word.play.game, Game::Board);
    assert_eq!(word, serve(&["serve", "--board"]));
    assert_eq!(
        serve(&["serve", "board", "--misere", "--first", "join"]),
        serve(&["--misere", "serve", "--first", "join", "--board"])
    );
    for (args, says) in [
        (
            &["serve", "board", "--rows", "3,4"][..],
            "--rows sets up rows",
        ),
        (&["serve", "--rows", "3,4", "board"], "--rows sets up rows"),
        (&["serve", "--board", "--random"], "--random sets up rows"),
        (
            &["serve", "board", "--rule", "kayles"],
            "plays nim on its gaps",
        ),
        (&["serve", "board", "board"], "not \"board\""),
        (&["serve", "board", "--board"], "given more than once"),
    ] {
        let text = refused(args);
        assert!(text.contains(says), "{args:?}: {text}");
    }
}

/// What a game on two machines has no use for, and the other commands'
/// flags, are refused as not `nim serve`'s.
#[test]
fn serve_refuses_the_flags_that_are_not_its() {
    for (args, says) in [
        (
            &["serve", "--players", "2"][..],
            "nim serve has no option --players",
        ),
        (
            &["--players", "2", "serve"],
            "nim serve has no option --players",
        ),
        (
            &["serve", "--level", "easy"],
            "nim serve has no option --level",
        ),
        (
            &["serve", "--record", "g.txt"],
            "nim serve has no option --record",
        ),
        (&["serve", "--force"], "nim serve has no option --force"),
        (&["serve", "--hint"], "nim serve has no option --hint"),
        (&["serve", "--review"], "nim serve has no option --review"),
        (
            &["serve", "--lesson", "2"],
            "nim serve has no option --lesson",
        ),
        (&["serve", "--daily"], "nim serve has no option --daily"),
        (&["serve", "7000"], "not \"7000\""),
        // And `--listen` is `nim serve`'s alone.
        (
            &["--listen", "0.0.0.0:1"],
            "--listen is an option of nim serve",
        ),
        (
            &["board", "--listen", "0.0.0.0:1"],
            "an option of nim serve",
        ),
    ] {
        let text = refused(args);
        assert!(text.contains(says), "{args:?}: {text}");
    }
    assert_eq!(
        parse(&["serve", "--players", "2"]).unwrap_err().kind(),
        ErrorKind::UnknownArgument
    );
}

/// `nim serve --help` and `nim join --help`: usage, purpose, arguments and
/// flags, in every language; both listed by `nim --help`.
#[test]
fn serve_and_join_have_their_help_in_every_language() {
    let help = |args: &[&str]| {
        let error = parse(args).expect_err("help");
        assert_eq!(error.kind(), ErrorKind::DisplayHelp, "{args:?}");
        error.to_string()
    };
    let serve = help(&["serve", "--help"]);
    assert!(
        serve.contains("Usage: nim serve [board] [OPTIONS]"),
        "{serve}"
    );
    assert!(serve.contains("--listen <ADDR:PORT>"), "{serve}");
    let flat = serve.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("[default: host] [possible values: host, join]"));
    assert!(!serve.contains("--players") && !serve.contains("--record"));
    let first = serve.lines().find(|l| l.trim_start().starts_with("--"));
    assert!(first.unwrap().contains("--listen"), "{serve}");
    let join = help(&["join", "-h"]);
    assert!(join.contains("Usage: nim join [OPTIONS] <ADDR:PORT> <CODE>"));
    assert!(
        join.contains("<CODE>") && join.contains("--coach"),
        "{join}"
    );
    assert!(
        !join.contains("--seed") && !join.contains("--first"),
        "{join}"
    );
    let main = help(&["--help"])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        main.contains("[possible values: player, computer]"),
        "{main}"
    );
    for (code, serves, joins) in [
        ("en", "Host a game over the network", "Join a game"),
        ("ru", "Открыть игру по сети", "Присоединиться к игре"),
        ("zh", "在网络上主持一局", "加入另一位玩家"),
    ] {
        let main = help(&["--lang", code, "--help"]);
        assert!(
            main.contains("\n  serve ") && main.contains("\n  join "),
            "{main}"
        );
        assert!(
            main.contains(serves) && main.contains(joins),
            "{code}: {main}"
        );
        let serve = help(&["--lang", code, "help", "serve"]);
        assert!(serve.contains(serves) && serve.contains("0.0.0.0:7000"));
        let join = help(&["join", "--help", "--lang", code]);
        assert!(join.contains(joins) && join.contains("192.168.1.5:7000"));
        for line in serve.lines().chain(join.lines()) {
            assert!(unicode_width::UnicodeWidthStr::width(line) <= 80, "{line}");
        }
    }
}

#[test]
fn players_two_is_still_the_local_games() {
    match parse(&["--players", "2"]) {
        Ok(Invocation::Play(play)) => assert_eq!(play.options.players, Players::Two),
        other => panic!("{other:?}"),
    }
}
