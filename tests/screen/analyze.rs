//! `nim analyze` computing on a terminal: its progress on stderr, and
//! Ctrl-C stopping it with what was computed printed (exit status 130).

use super::*;

/// Grundy's game to 10^8 with no limit: far longer than any test waits.
/// Its stdout goes to a file; stderr stays on the terminal.
#[test]
fn progress_shows_on_a_terminal_and_ctrl_c_keeps_what_was_computed() {
    let out = std::env::temp_dir().join(format!("nim-ctrl-c-{}.txt", std::process::id()));
    let line = format!(
        "exec {NIM} --lang en analyze --rule grundy --values 100000000 --limit none > {}",
        out.display()
    );
    let mut nim = Nim::spawn("sh", &["-c", &line]);
    nim.wait_seen("a progress line", |seen| {
        String::from_utf8_lossy(&seen.raw).contains(" a second, ")
    });
    let progress = String::from_utf8_lossy(&nim.seen().raw).into_owned();
    assert!(progress.starts_with('\r'), "{progress:?}");
    assert!(
        progress.contains(" values, ") && progress.contains(" rare, "),
        "{progress:?}"
    );
    nim.send("\x03");
    let status = nim.exit_status();
    assert_eq!(status.exit_code(), 130, "{status:?}");
    nim.wait_seen("where it stopped", |seen| {
        let raw = String::from_utf8_lossy(&seen.raw);
        raw.contains("stopped by Ctrl-C") && raw.ends_with('\n')
    });
    let said = nim.screen(|s| s.contents());
    // The progress line erased, where it stopped said instead.
    assert!(!said.contains(" a second, "), "{said}");
    let stopped = said
        .trim()
        .strip_prefix("nim analyze: grundy: stopped by Ctrl-C; ");
    let heap: u32 = stopped
        .and_then(|s| s.strip_prefix("values computed up to heap "))
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or_else(|| panic!("{said}"));
    let values = std::fs::read_to_string(&out).unwrap();
    let _ = std::fs::remove_file(&out);
    let lines: Vec<&str> = values.lines().collect();
    assert!((1023..100_000_000).contains(&heap), "{heap}");
    assert_eq!(lines.len() as u32, heap + 1 + 2, "{heap}");
    for (n, line) in lines.iter().take(heap as usize + 1).enumerate() {
        assert!(line.starts_with(&format!("{n} ")), "{line}");
    }
    assert_eq!(
        lines[heap as usize + 1],
        format!("period: none found up to {heap}")
    );
    assert!(lines[heap as usize + 2].starts_with("No period of grundy is known"));
}

/// `nim analyze ARGS` stopped by Ctrl-C once its first progress line is
/// out: exit status 130, and what it said by then.
fn interrupted(args: &[&str]) -> String {
    let mut nim = Nim::spawn(NIM, args);
    nim.wait_seen("a progress line", |seen| {
        String::from_utf8_lossy(&seen.raw).contains(" a second, ")
    });
    nim.send("\x03");
    assert_eq!(nim.exit_status().exit_code(), 130);
    nim.wait_seen("where it stopped", |seen| {
        let raw = String::from_utf8_lossy(&seen.raw);
        raw.contains("stopped by Ctrl-C") && raw.ends_with('\n')
    });
    nim.screen(|s| s.contents())
}

/// A position whose group needs long computing: Ctrl-C stops it, no
/// verdict is printed (none is known yet), and stderr says how far it got.
#[test]
fn ctrl_c_stops_a_position_s_computation_without_a_verdict() {
    let args = [
        "--lang", "en", "analyze", "--rule", "grundy", "--limit", "none",
    ];
    let said = interrupted(&[&args[..], &["50000000", "1"]].concat());
    assert!(!said.contains("verdict:"), "{said}");
    assert!(
        said.trim()
            .starts_with("nim analyze: grundy: stopped by Ctrl-C; values computed up to heap "),
        "{said}"
    );
}

/// `--rules` of several rules: Ctrl-C names the rule whose values were
/// under way, not every rule of the command (20 codes made a line of 203
/// columns that did not say whose heap it gave).
#[test]
fn ctrl_c_names_the_rule_under_way() {
    let args = [
        "--lang",
        "en",
        "analyze",
        "--rules",
        "kayles 0.6 grundy",
        "--limit",
        "none",
        "5",
        "20",
        "50000000",
    ];
    let said = interrupted(&args);
    assert!(
        said.trim()
            .starts_with("nim analyze: grundy: stopped by Ctrl-C; values computed up to heap "),
        "{said}"
    );
}
