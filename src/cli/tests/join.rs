//! `nim join` on the command line: its address and code, and the game's
//! flags it leaves to the host.

use super::net::{parse, refused};
use crate::cli::*;

fn join(args: &[&str]) -> JoinOptions {
    match parse(args) {
        Ok(Invocation::Join(options)) => options,
        other => panic!("{args:?}: {other:?}"),
    }
}

#[test]
fn join_takes_an_address_and_a_twelve_digit_code() {
    let options = join(&["join", "127.0.0.1:5000", "0123-4567-8901"]);
    assert_eq!(options.addr, "127.0.0.1:5000");
    assert_eq!(
        options.code,
        crate::game::net::protocol::Code::new(12_345_678_901).unwrap()
    );
    assert_eq!(options.code.to_string(), "0123-4567-8901");
    // The groups typed with or without their separators.
    for typed in ["012345678901", "0123 4567 8901", "0123-45678901"] {
        let again = join(&["join", "127.0.0.1:5000", typed]);
        assert_eq!(again.code, options.code, "{typed}");
    }
    assert!(!options.front.plain && !options.front.quiet && !options.front.ascii);
    assert_eq!(options.front.lang, Lang::ENGLISH);
    // A name is resolved when connecting; IPv6 in brackets.
    assert_eq!(
        join(&["join", "localhost:7000", "9999-9999-9999"]).addr,
        "localhost:7000"
    );
    assert_eq!(
        join(&["join", "[::1]:7000", "000000000000"]).addr,
        "[::1]:7000"
    );
    let switches = join(&[
        "--plain",
        "join",
        "h:1",
        "0000-0000-0001",
        "--lang",
        "zh",
        "--quiet",
        "--ascii",
        "--mouse",
        "--coach",
    ]);
    assert!(switches.front.plain && switches.front.quiet && switches.front.ascii);
    assert!(switches.front.mouse && switches.front.coach);
    assert_eq!(switches.front.lang, Lang::from_code("zh").unwrap());
    // Flags may come between the two words.
    assert_eq!(
        join(&["join", "h:1", "--plain", "0000-0000-0001"]),
        join(&["join", "--plain", "h:1", "0000-0000-0001"])
    );
}

#[test]
fn join_refuses_a_bad_code_a_bad_address_and_a_word_missing_or_more() {
    for code in [
        "12345",
        "1234567",
        "123456",
        "1234-5678-901",
        "1234-5678-90123",
        "12a4-5678-9012",
        "+12345678901",
        "1234_5678_9012",
        "1234-",
    ] {
        let text = refused(&["join", "127.0.0.1:5000", code]);
        assert!(text.contains("twelve digits"), "{code}: {text}");
    }
    for (typed, says) in [
        ("127.0.0.1", "no port"),
        ("host:0", "from 1 to 65535"),
        ("host:99999", "from 1 to 65535"),
        ("host:", "from 1 to 65535"),
        (":7000", "HOST:PORT"),
        ("::1", "HOST:PORT"),
        ("[::1]", "no port"),
    ] {
        let text = refused(&["join", typed, "0123-4567-8901"]);
        assert!(text.contains(says), "{typed}: {text}");
        assert!(text.contains("'nim join --help'"), "{text}");
    }
    for args in [&["join"][..], &["join", "h:1"], &["--plain", "join"]] {
        let error = parse(args).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::MissingRequiredArgument, "{args:?}");
        assert!(error.to_string().contains("needs the address"), "{error}");
    }
    let text = refused(&["join", "h:1", "0123-4567-8901", "more"]);
    assert!(text.contains("not also \"more\""), "{text}");
}

/// The host chooses the game: every flag of the game is refused by the
/// joiner with that one reason, in every language.
#[test]
fn join_refuses_the_games_flags_saying_the_host_chooses() {
    let line = |flag: &[&'static str]| {
        let mut args = vec!["join", "h:1", "0123-4567-8901"];
        args.extend_from_slice(flag);
        args
    };
    for flag in [
        &["--rows", "3,4"][..],
        &["--random"],
        &["--rule", "kayles"],
        &["--rules", "nim"],
        &["--seed", "7"],
        &["--misere"],
        &["--first", "join"],
        &["--players", "2"],
        &["--level", "easy"],
        &["--board"],
    ] {
        let text = refused(&line(flag));
        assert!(
            text.contains("the host chooses the game"),
            "{flag:?}: {text}"
        );
        assert!(text.contains(flag[0]), "{text}");
    }
    // Before the word too.
    assert!(refused(&["--seed", "1", "join", "h:1", "0123-4567-8901"]).contains("host chooses"));
    // Not a flag of the game: not the host's either.
    let text = refused(&line(&["--listen", "0.0.0.0:1"]));
    assert!(text.contains("nim join has no option --listen"), "{text}");
    for (code, says) in [("ru", "игру выбирает открывший"), ("zh", "游戏由主持方")]
    {
        let text = refused(&["--lang", code, "join", "h:1", "0123-4567-8901", "--misere"]);
        assert!(text.contains(says), "{code}: {text}");
    }
}
