//! The progress file through the built binary and a real file: it never
//! outgrows its reader (5,000 wrong answers keep the learner's lessons), a
//! file written before the bound is read, `nim learn --report` changes no
//! file, a link planted by another user is not written through, and a path
//! is shown with its control characters escaped.
#![cfg(unix)]

use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::process::Output;

use nim::game::learn::{Lesson, PuzzleCode};

use crate::support::learner::{Learner, nim};
use crate::support::pipes::lines_with;
use crate::support::solver::answer;

/// A learner who passed lessons 1-5 and is in lesson 6.
const PASSED_5: &str = "nim-progress 2\nopened 6\ncurrent 6\nstreak 0\nrun 0 best 3\n\
                        passed 1 2 3 4 5\nlesson 1 right 15 hinted 0 wrong 0\n";

/// `dir`'s entries' names, sorted.
fn entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `nim learn --report` (plain) with `data` as the data directory.
fn report(data: &Path) -> Output {
    let mut command = nim(&["learn", "--report", "--plain"], data);
    command.output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// The hostile round's driver: lesson 2 answered wrong, 5,000 times, in
/// one sitting, the file saved after each answer. Before the bound the
/// file passed 64 KiB near the 1,350th, every save set it aside, and the
/// next sitting started at lesson 1.
#[test]
fn a_learner_answering_5000_puzzles_wrong_keeps_their_progress() {
    // In memory where the system has a tmpfs: 10,000 syncs to a disk take
    // a minute, and are not what is checked here.
    let shm = Path::new("/dev/shm");
    let data = match shm.is_dir() {
        true => tempfile::tempdir_in(shm).unwrap(),
        false => tempfile::tempdir().unwrap(),
    };
    let dir = data.path().join("nim");
    fs::create_dir(&dir).unwrap();
    fs::write(dir.join("progress"), PASSED_5).unwrap();
    let args = [
        "learn",
        "--lesson",
        "2",
        "--seed",
        "5",
        "--date",
        "2026-11-20",
    ];
    let mut learner = Learner::start(&args, data.path());
    let mut wrong = 0;
    while wrong < 5_000 {
        let seen = learner.puzzle().expect("a puzzle");
        learner.say(&answer(&seen, false));
        let [verdict, ..] = learner.verdict();
        if verdict.starts_with("verdict: wrong") {
            wrong += 1;
        }
        // The transcript is not kept: 5,000 puzzles of it.
        learner.transcript.clear();
    }
    learner.say("q");
    let rest = learner.finish();
    assert!(!rest.contains("progress"), "no note about the file: {rest}");
    assert_eq!(entries(&dir), ["progress"], "nothing set aside");
    let size = fs::metadata(dir.join("progress")).unwrap().len();
    assert!(size <= 64 * 1024, "{size} bytes");
    let output = report(data.path());
    assert!(output.status.success());
    let card = text(&output.stdout);
    assert_eq!(
        lines_with(&card, "report: lessons-passed "),
        ["report: lessons-passed 5"]
    );
    let wrong_line = lines_with(&card, "report: wrong ")[0];
    let counted: u32 = wrong_line["report: wrong ".len()..].parse().unwrap();
    assert!(counted >= 5_000, "{wrong_line}");
    // The thousand most recent misses wait to come back.
    assert_eq!(lines_with(&card, "report: due ").len(), 1_000);
}

/// A code of lesson 2 for each `n`, all different.
fn code(n: u32) -> String {
    let code = PuzzleCode {
        lesson: Lesson::TwoRows,
        level: 0,
        seed: n,
    };
    code.to_string()
}

/// What the program wrote before the bound after 1,400 wrong answers:
/// 67,000 bytes, past the 64 KiB its reader then took.
fn file_from_before() -> String {
    let mut text = PASSED_5.to_string();
    text += "lesson 2 right 0 hinted 0 wrong 1400\n";
    let mut lines: Vec<String> = (0..1_400)
        .map(|n| format!("missed {} 2026-11-19 right 0 due 2026-11-20\n", code(n)))
        .collect();
    lines.sort();
    text.extend(lines);
    text
}

#[test]
fn a_file_from_before_the_bound_is_read_not_set_aside() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("nim");
    fs::create_dir(&dir).unwrap();
    let before = file_from_before();
    assert!(before.len() > 64 * 1024, "{}", before.len());
    fs::write(dir.join("progress"), &before).unwrap();
    // The report reads it whole.
    let output = report(data.path());
    assert!(output.status.success(), "{output:?}");
    let card = text(&output.stdout);
    assert_eq!(
        lines_with(&card, "report: lessons-passed "),
        ["report: lessons-passed 5"]
    );
    assert_eq!(lines_with(&card, "report: due ").len(), 1_000);
    assert_eq!(fs::read_to_string(dir.join("progress")).unwrap(), before);
    // A sitting reads it, and writes it back within the bound.
    let args = ["learn", "--seed", "1", "--date", "2026-11-19"];
    let mut learner = Learner::start(&args, data.path());
    let seen = learner.puzzle().unwrap();
    learner.say(&answer(&seen, false));
    learner.verdict();
    learner.say("q");
    let said = learner.finish();
    assert!(said.contains("lesson: 6 "), "{said}");
    assert!(!said.contains("damaged"), "{said}");
    assert_eq!(entries(&dir), ["progress"]);
    let after = fs::read_to_string(dir.join("progress")).unwrap();
    assert!(after.len() <= 64 * 1024, "{}", after.len());
    assert!(after.contains("passed 1 2 3 4 5\n"), "{after}");
    assert_eq!(after.matches("\nmissed ").count(), 1_000);
}

/// What is at `path`: inode, mode, and its bytes.
fn identity(path: &Path) -> (u64, u32, Vec<u8>) {
    let meta = fs::symlink_metadata(path).unwrap();
    (meta.ino(), meta.mode(), fs::read(path).unwrap_or_default())
}

/// `--report` on a damaged file, and on one past any progress's size:
/// nothing renamed or written, no card of zeros, status 2.
#[test]
fn the_report_only_reads_a_damaged_file_and_says_so() {
    let huge = "nim-progress 2\n".repeat(80_000);
    for (bytes, expected) in [
        ("garbage\n", "line 1: expected nim-progress 2"),
        (huge.as_str(), "line 1: expected a short file"),
    ] {
        let data = tempfile::tempdir().unwrap();
        let dir = data.path().join("nim");
        fs::create_dir(&dir).unwrap();
        let file = dir.join("progress");
        fs::write(&file, bytes).unwrap();
        let before = identity(&file);
        let output = report(data.path());
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        assert_eq!(text(&output.stdout), "", "no card");
        let said = text(&output.stderr);
        assert_eq!(
            said,
            format!(
                "nim learn: no report card: the progress file is damaged, and is left as it is\n\
                 {}: {expected}\n",
                file.display()
            )
        );
        assert_eq!(identity(&file), before);
        assert_eq!(entries(&dir), ["progress"], "nothing set aside");
    }
}

/// A user who is not root, for a file mode 000 to stop, and to own a
/// planted link: nobody, when the tests run as root.
const NOBODY: u32 = 65534;

#[test]
fn the_report_on_an_unreadable_file_says_so_and_gives_no_card() {
    let root = nix::unistd::geteuid().is_root();
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("nim");
    fs::create_dir(&dir).unwrap();
    let file = dir.join("progress");
    fs::write(&file, PASSED_5).unwrap();
    fs::set_permissions(&file, fs::Permissions::from_mode(0o000)).unwrap();
    let mut command = nim(&["learn", "--report", "--plain"], data.path());
    if root {
        for path in [data.path(), &dir, &file] {
            std::os::unix::fs::chown(path, Some(NOBODY), Some(NOBODY)).unwrap();
        }
        std::os::unix::process::CommandExt::uid(&mut command, NOBODY);
        std::os::unix::process::CommandExt::gid(&mut command, NOBODY);
    }
    let output = command.output().unwrap();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert_eq!(text(&output.stdout), "");
    assert_eq!(
        text(&output.stderr),
        format!(
            "nim learn: no report card: the progress file could not be read\n\
             {}: Permission denied (os error 13)\n",
            file.display()
        )
    );
    assert_eq!(entries(&dir), ["progress"]);
}

/// The hostile round's §14: another user (nobody) makes the data directory
/// and plants `progress` there as a link to a directory only root may
/// write; root's `nim learn` must not create a file there. Needs root, to
/// give the link away; run otherwise, `may_follow`'s unit test
/// (src/io/progress/tests.rs) checks the rule with injected owners.
#[test]
fn a_link_planted_by_another_user_is_not_written_through() {
    if !nix::unistd::geteuid().is_root() {
        eprintln!("not root: no link can be given away; the rule's unit test checks it");
        return;
    }
    let shared = tempfile::tempdir().unwrap();
    fs::set_permissions(shared.path(), fs::Permissions::from_mode(0o1777)).unwrap();
    let victim = tempfile::tempdir().unwrap();
    let target = victim.path().join("owned-by-root");
    let dir = shared.path().join("nim");
    fs::create_dir(&dir).unwrap();
    let link = dir.join("progress");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    std::os::unix::fs::lchown(&link, Some(NOBODY), Some(NOBODY)).unwrap();
    std::os::unix::fs::chown(&dir, Some(NOBODY), Some(NOBODY)).unwrap();
    let mut learner = Learner::start(&["learn", "--seed", "1"], shared.path());
    let seen = learner.puzzle().expect("the lessons go on");
    learner.say(&answer(&seen, true));
    learner.verdict();
    learner.say("q");
    let said = learner.finish();
    let expected = format!(
        "The progress file could not be read, so it is left as it is, and not saved:\n\
         {}: a link of user {NOBODY}'s, not yours: not followed\n",
        link.display()
    );
    assert!(said.starts_with(&expected), "{said}");
    assert!(!target.exists(), "nothing written through the link");
    assert_eq!(entries(victim.path()), Vec::<String>::new());
    assert_eq!(fs::read_link(&link).unwrap(), target, "the link left alone");
    // A link in a directory of another user's is refused too, though it
    // is root's own: its owner could point it elsewhere.
    std::os::unix::fs::lchown(&link, Some(0), Some(0)).unwrap();
    let output = report(shared.path());
    assert_eq!(output.status.code(), Some(2));
    let said = text(&output.stderr);
    assert!(said.contains("a link of user 65534's, not yours"), "{said}");
    assert!(!target.exists());
}

/// The hostile round's §16: an ESC in `XDG_DATA_HOME` would colour the
/// terminal when the path is shown; it is shown as `\u{1b}`.
#[test]
fn control_characters_in_the_progress_path_are_escaped() {
    // Short, so that the path is shown whole (40 columns at most).
    let base = tempfile::Builder::new()
        .prefix("e")
        .rand_bytes(3)
        .tempdir_in("/tmp")
        .unwrap();
    let data = base.path().join("pe\u{1b}[1m");
    let dir = data.join("nim");
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("progress"), "x").unwrap();
    let said = Learner::start(&["learn", "--seed", "1"], &data).finish();
    assert!(!said.contains('\u{1b}'), "{said:?}");
    let shown = format!(
        "{}/pe\\u{{1b}}[1m/nim/progress.bad-1:",
        base.path().display()
    );
    assert!(said.contains(&shown), "{said}");
    fs::write(dir.join("progress"), "y").unwrap();
    let said = text(&report(&data).stderr);
    assert!(!said.contains('\u{1b}'), "{said:?}");
    assert!(said.contains("pe\\u{1b}[1m/nim/progress: line 1"), "{said}");
}
