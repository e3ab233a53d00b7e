//! A save that fails on the learn screen names the progress file within
//! the screen's 80 columns: a long data directory is shortened in its
//! middle, so that the file's own name and the whole reason are seen (the
//! hostile round's 130-column `XDG_DATA_HOME` showed neither).
#![cfg(unix)]

#[test]
fn a_failed_save_names_the_file_and_its_reason_within_80_columns() {
    let base = tempfile::tempdir().unwrap();
    let data = base.path().join("d".repeat(120));
    let dir = data.join("nim");
    std::fs::create_dir_all(&dir).unwrap();
    // The file's directory is gone: every save fails, root's too.
    let file = dir.join("progress");
    std::os::unix::fs::symlink(base.path().join("gone/progress"), &file).unwrap();
    let mut nim = super::spawn_in(&data, &["learn", "--seed", "7", "--lesson", "1"]);
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    let line = nim.line(10);
    let chips = line.split_whitespace().last().unwrap().to_string();
    nim.send(&format!("1 {chips}\r"));
    nim.wait_line(23, "Right!");
    nim.wait("the first line at once", |s| {
        nim_pty::line_of(s, 25).starts_with("The progress could not be saved")
    });
    // Both lines under the next puzzle.
    nim.send("\r");
    let reason = "/progress: No such file or directory (os error 2)";
    nim.wait("the file and the reason", |s| {
        nim_pty::line_of(s, 24).ends_with(reason)
    });
    let named = nim.line(24);
    let start = &base.path().to_str().unwrap()[..8];
    assert!(named.starts_with(start), "{named}");
    assert!(named.contains("..."), "{named}");
    assert!(named.chars().count() <= 80, "{named}");
    nim.send("q\r");
    assert!(nim.exit_status().success());
}
