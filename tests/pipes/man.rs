//! `nim man` as `man` and groff read it: rendered without a warning, every
//! line within 80 columns, each section there. Where `man` or `groff` is
//! not installed the check is skipped, with a note.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use crate::support::pipes::{run, stdout};

/// `program` with `args`, `input` on its stdin; `None` where it is not
/// installed.
fn piped(program: &str, args: &[&str], input: &[u8]) -> Option<Output> {
    let mut child = Command::new(program)
        .args(args)
        .env("LANG", "C.UTF-8")
        .env("MANWIDTH", "80")
        .env_remove("LC_ALL")
        .env_remove("MANPAGER")
        .env_remove("PAGER")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input).ok()?;
    child.wait_with_output().ok()
}

fn page() -> Vec<u8> {
    let output = run(&["man"], "");
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stderr.is_empty());
    output.stdout
}

#[test]
fn groff_reads_the_page_without_a_warning() {
    let page = page();
    for device in [&[][..], &["-Tutf8"], &["-Tascii"]] {
        let args = [&["-man", "-ww", "-z"][..], device].concat();
        let Some(output) = piped("groff", &args, &page) else {
            println!("note: no groff here; the page is not checked with it");
            return;
        };
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
    }
}

#[test]
fn man_renders_the_page_in_80_columns() {
    let page = page();
    let Some(output) = piped("man", &["-l", "-"], &page) else {
        println!("note: no man here; the page is not rendered");
        return;
    };
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    let shown = stdout(&output);
    for line in shown.lines() {
        assert!(line.chars().count() <= 80, "{line}");
        assert!(!line.contains('\u{8}'), "{line:?}");
    }
    for heading in [
        "NAME",
        "SYNOPSIS",
        "DESCRIPTION",
        "COMMANDS",
        "OPTIONS",
        "KEYS ON THE SCREEN",
        "FILES",
        "ENVIRONMENT",
        "EXIT STATUS",
        "EXAMPLES",
        "SEE ALSO",
    ] {
        assert!(shown.contains(&format!("\n{heading}\n")), "{heading}");
    }
    assert!(shown.contains("       nim learn [OPTIONS]\n"), "{shown}");
    assert!(shown.contains("       --level <LEVEL>\n"), "{shown}");
}
