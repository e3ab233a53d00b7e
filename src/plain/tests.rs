//! Plain mode's lines, written into a buffer.

use crate::game::session::Options;
use crate::game::table::layout::Layout;
use crate::game::table::rows::Rows;
use crate::plain::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

fn transcript(input: &str, kind: Input) -> String {
    let layout = Layout::new(vec![3, 4, 5]).unwrap();
    let session = Session::<Rows, _>::new(Options::default(), layout, StdRng::seed_from_u64(1));
    let mut output = Vec::new();
    let config = PlainConfig {
        lang: Lang::ENGLISH,
        input: kind,
        coach: false,
    };
    run(session, &mut input.as_bytes(), &mut output, config.into()).unwrap();
    String::from_utf8(output).unwrap()
}

/// Every prefixed line starts a line, whatever the input and the echo.
fn assert_prefixes_start_lines(text: &str) {
    for prefix in [
        "position:",
        "you:",
        "computer:",
        "winner:",
        "error:",
        "coach:",
        "score:",
    ] {
        for (at, _) in text.match_indices(prefix) {
            assert!(
                at == 0 || text[..at].ends_with('\n'),
                "{prefix} glued in {text:?}"
            );
        }
    }
}

#[test]
fn a_pipe_gets_the_newline_after_every_answer() {
    let text = transcript("1 2\nx\n0 0\n", Input::Stream);
    assert!(
        text.contains("Your move: \nyou: 1 2\ncomputer: 3 1\n"),
        "{text:?}"
    );
    assert!(text.contains("Your move: \nerror: "), "{text:?}");
    assert_prefixes_start_lines(&text);
}

#[test]
fn an_echoing_terminal_ends_typed_lines_but_not_the_end_of_input() {
    // The terminal's echo of Enter ends these lines on the screen.
    let text = transcript("1 2\n", Input::Terminal);
    assert!(
        text.contains("Your move: you: 1 2\ncomputer: 3 1\n"),
        "{text:?}"
    );
    // Ctrl-D: no echo, so the program ends the prompt's line itself.
    let end = "position: 1 4 4\nYour move: \nscore: you 0 computer 0\n";
    assert!(text.ends_with(end), "{text:?}");
    // A last line without Enter is not echoed with a newline either.
    let text = transcript("1 2\n0 0", Input::Terminal);
    let end = "Your move: \nscore: you 0 computer 0\nGoodbye!\n";
    assert!(text.ends_with(end), "{text:?}");
}

#[test]
fn a_line_past_the_limit_is_refused_once_and_skipped() {
    let long = "7".repeat(MAX_LINE + 1);
    let text = transcript(&format!("{long}\n1 2\n0 0\n"), Input::Stream);
    let errors: Vec<&str> = text.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(
        errors,
        ["error: the line is longer than 4096 bytes; type ROW COUNT, e.g. 2 3"]
    );
    assert!(
        text.contains("computer: 3 1"),
        "the next line is read: {text}"
    );
    assert_prefixes_start_lines(&text);
}

#[test]
fn no_plain_line_passes_80_columns() {
    let input = "-1 0\n15\nabc\n2\n1\n1\n2 1\n1 1\n1 1\n1 1\n0 0\n";
    for code in Lang::codes() {
        let layout = Layout::new(vec![1, 2]).unwrap();
        let session = Session::<Rows, _>::new(Options::default(), layout, StdRng::seed_from_u64(3));
        let mut output = Vec::new();
        let config = PlainConfig {
            lang: Lang::from_code(code).unwrap(),
            input: Input::Stream,
            coach: true,
        };
        run(session, &mut input.as_bytes(), &mut output, config.into()).unwrap();
        let text = String::from_utf8(output).unwrap();
        assert!(text.contains("winner:"), "{text}");
        for line in text.lines() {
            let columns = unicode_width::UnicodeWidthStr::width(line);
            assert!(columns <= 80, "{code}: {columns} columns: {line}");
        }
    }
}
