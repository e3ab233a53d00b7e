//! The progress file on its bad days, through the built binary and real
//! pipes: a file that cannot be read (no permission, a FIFO, a directory)
//! is left exactly as it was; two learners at once keep the lesson either
//! opened; a save that fails (a real file-size limit) is tried again at the
//! next answer; a symbolic link is written through.
#![cfg(unix)]

use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::process::Command;
use std::sync::mpsc;
use std::time::Duration;

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

use crate::support::learner::{self, Learner, nim};
use crate::support::solver::answer;

const LESSON_6: &str = "nim-progress 1\nopened 6\ncurrent 6\nstreak 2\n";

/// What is at `path`: inode, mode and, for a file, its bytes.
fn identity(path: &Path) -> (u64, u32, Option<Vec<u8>>) {
    let meta = fs::symlink_metadata(path).unwrap();
    let bytes = (meta.is_file() && meta.mode() & 0o444 != 0).then(|| fs::read(path).unwrap());
    (meta.ino(), meta.mode(), bytes)
}

/// `nim learn --seed 1` answers one puzzle and leaves with `data` as its
/// data directory, as `user` if given; what it printed. A `nim` that
/// blocks on its progress file is killed after 10 seconds, and fails.
fn one_answer(data: &Path, user: Option<u32>) -> String {
    let mut command = nim(&["learn", "--seed", "1"], data);
    if let Some(id) = user {
        std::os::unix::process::CommandExt::uid(&mut command, id);
        std::os::unix::process::CommandExt::gid(&mut command, id);
    }
    let mut learner = Learner::spawn(command);
    let pid = Pid::from_raw(learner.child.id() as i32);
    let (done, watch) = mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        let late = watch.recv_timeout(Duration::from_secs(10)).is_err();
        if late {
            let _ = kill(pid, Signal::SIGKILL);
        }
        late
    });
    let seen = learner.puzzle();
    let transcript = seen.map(|seen| {
        learner.say(&answer(&seen, true));
        learner.verdict();
        learner.say("q");
        learner.finish()
    });
    let _ = done.send(());
    assert!(
        !watchdog.join().unwrap(),
        "nim learn hangs at its progress file"
    );
    transcript.expect("a puzzle")
}

/// The first lines say the file could not be read, and name it.
fn says_not_read(output: &str, file: &Path, reason: &str) {
    let expected = format!(
        "The progress file could not be read, so it is left as it is, and not saved:\n{}: {reason}\n",
        file.display()
    );
    assert!(output.starts_with(&expected), "{output}");
    assert!(!output.contains("could not be saved"), "{output}");
}

/// A user who is not root, for a file mode 000 to stop: nobody, when the
/// tests run as root.
const NOBODY: u32 = 65534;

#[test]
fn an_unreadable_progress_file_is_left_as_it_was() {
    let root = nix::unistd::geteuid().is_root();
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("nim");
    fs::create_dir(&dir).unwrap();
    let file = dir.join("progress");
    fs::write(&file, LESSON_6).unwrap();
    fs::set_permissions(&file, fs::Permissions::from_mode(0o000)).unwrap();
    let user = root.then_some(NOBODY);
    if root {
        // The directories nobody's own: it could write a new file there.
        for path in [data.path(), &dir, &file] {
            std::os::unix::fs::chown(path, Some(NOBODY), Some(NOBODY)).unwrap();
        }
    }
    let before = identity(&file);
    let output = one_answer(data.path(), user);
    says_not_read(&output, &file, "Permission denied (os error 13)");
    assert_eq!(identity(&file), before);
    fs::set_permissions(&file, fs::Permissions::from_mode(0o600)).unwrap();
    assert_eq!(fs::read_to_string(&file).unwrap(), LESSON_6);
    assert_eq!(fs::read_dir(&dir).unwrap().count(), 1, "nothing set aside");
}

#[test]
fn a_fifo_or_a_directory_at_the_progress_path_is_left_as_it_was() {
    let makers: [fn(&Path); 2] = [
        |path| nix::unistd::mkfifo(path, nix::sys::stat::Mode::S_IRWXU).unwrap(),
        |path| fs::create_dir(path).unwrap(),
    ];
    for make in makers {
        let data = tempfile::tempdir().unwrap();
        let dir = data.path().join("nim");
        fs::create_dir(&dir).unwrap();
        let file = dir.join("progress");
        make(&file);
        let before = identity(&file);
        let output = one_answer(data.path(), None);
        says_not_read(&output, &file, "not a regular file");
        assert_eq!(identity(&file), before);
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
    }
}

/// Answers right until the lesson in the output changes; the answers.
fn pass_lesson(learner: &mut Learner) -> usize {
    let first = learner.puzzle().unwrap();
    let mut seen = first.clone();
    let mut answered = 0;
    loop {
        learner.say(&answer(&seen, true));
        let [verdict, _, step] = learner.verdict();
        assert_eq!(verdict, "verdict: right");
        answered += 1;
        if step.contains("passed") {
            return answered;
        }
        seen = learner.puzzle().unwrap();
    }
}

#[test]
fn two_learners_at_once_never_take_an_opened_lesson_back() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("nim");
    fs::create_dir(&dir).unwrap();
    let file = dir.join("progress");
    fs::write(&file, "nim-progress 1\nopened 5\ncurrent 5\nstreak 0\n").unwrap();
    // B starts first and waits at its first puzzle.
    let mut b = Learner::start(&["learn", "--seed", "1"], data.path());
    let b_seen = b.puzzle().unwrap();
    // A passes lesson 5 and opens lesson 6.
    let mut a = Learner::start(&["learn", "--seed", "2"], data.path());
    assert_eq!(pass_lesson(&mut a), 3);
    assert!(a.transcript.contains("Lesson 5 passed! Lesson 6 is open."));
    // Read as version 1 (lessons 1-4 passed), written as version 2.
    let opened_6 =
        "nim-progress 2\nopened 6\ncurrent 6\nstreak 0\nrun 3 best 3\npassed 1 2 3 4 5\n";
    let a_answers = "lesson 5 right 3 hinted 0 wrong 0\n";
    assert_eq!(
        fs::read_to_string(&file).unwrap(),
        format!("{opened_6}{a_answers}")
    );
    // B, still at lesson 5, answers once.
    b.say(&answer(&b_seen, true));
    let [verdict, ..] = b.verdict();
    assert_eq!(verdict, "verdict: right");
    // Lesson 6 stays open, and B's answer is counted beside A's three.
    let both = "lesson 5 right 4 hinted 0 wrong 0\n";
    assert_eq!(
        fs::read_to_string(&file).unwrap(),
        format!("{opened_6}{both}")
    );
    a.finish();
    b.finish();
    let again = learner::nim(&["learn"], data.path()).output().unwrap();
    let again = String::from_utf8(again.stdout).unwrap();
    assert!(
        again.starts_with("Welcome back: lesson 6, 0 right so far.\n"),
        "{again}"
    );
}

/// Sets the soft file-size limit of process `pid` (`prlimit`, util-linux).
fn file_size_limit(pid: u32, limit: &str) -> bool {
    Command::new("prlimit")
        .args(["--pid", &pid.to_string(), &format!("--fsize={limit}:")])
        .status()
        .is_ok_and(|status| status.success())
}

#[test]
fn a_failed_save_is_tried_again_at_the_next_answer() {
    if !Command::new("prlimit")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
    {
        eprintln!("skipped: no prlimit to lift a file-size limit from outside the process");
        return;
    }
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("nim");
    let file = dir.join("progress");
    // A real file-size limit of 0 bytes: the temporary file is made, and
    // writing into it fails as on a full disk. SIGXFSZ is ignored, as
    // nim's own records handle it.
    let mut command = Command::new("sh");
    command
        .args(["-c", "trap '' XFSZ; ulimit -S -f 0; exec \"$0\" \"$@\""])
        .arg(env!("CARGO_BIN_EXE_nim"))
        .args(["learn", "--seed", "3", "--lesson", "1"])
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env("XDG_DATA_HOME", data.path())
        .env_remove("HOME");
    let mut learner = Learner::spawn(command);
    let pid = learner.child.id();
    let not_saved = format!(
        "The progress could not be saved; the next answer tries again:\n{}: File too large (os error 27)\n",
        file.display()
    );
    let seen = learner.puzzle().unwrap();
    learner.say(&answer(&seen, true));
    learner.verdict();
    assert!(
        learner.transcript.contains(&not_saved),
        "{}",
        learner.transcript
    );
    assert!(!file.exists());
    assert_eq!(
        fs::read_dir(&dir).unwrap().count(),
        0,
        "no temporary file left"
    );
    // Still failing: not said again.
    let seen = learner.puzzle().unwrap();
    learner.say(&answer(&seen, true));
    learner.verdict();
    assert_eq!(learner.transcript.matches("could not be saved").count(), 1);
    // Room again: the third right answer passes lesson 1, and is kept.
    assert!(file_size_limit(pid, "unlimited"));
    let seen = learner.puzzle().unwrap();
    learner.say(&answer(&seen, true));
    let [_, _, step] = learner.verdict();
    assert_eq!(step, "Lesson 1 passed! Lesson 2 is open.");
    let again = format!("The progress is saved again: {}\n", file.display());
    assert!(
        learner.transcript.contains(&again),
        "{}",
        learner.transcript
    );
    let kept = "nim-progress 2\nopened 2\ncurrent 2\nstreak 0\nrun 3 best 3\npassed 1\n\
                lesson 1 right 3 hinted 0 wrong 0\n";
    assert_eq!(fs::read_to_string(&file).unwrap(), kept);
    // It fails again, and the learner leaves: said again, then at the end.
    assert!(file_size_limit(pid, "0"));
    let seen = learner.puzzle().unwrap();
    learner.say(&answer(&seen, true));
    learner.verdict();
    learner.say("q");
    let transcript = learner.finish();
    assert_eq!(transcript.matches(&not_saved).count(), 2, "{transcript}");
    let farewell = format!(
        "The progress of this sitting's last answers is not saved:\n{}: File too large (os error 27)\n",
        file.display()
    );
    assert!(transcript.ends_with(&farewell), "{transcript}");
    // Only the progress file is named, never its temporary neighbour.
    assert!(!transcript.contains("progress."), "{transcript}");
    assert_eq!(fs::read_to_string(&file).unwrap(), kept);
    assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
}

#[test]
fn a_linked_progress_file_is_written_through_the_link_and_keeps_its_mode() {
    let data = tempfile::tempdir().unwrap();
    let dotfiles = tempfile::tempdir().unwrap();
    let target = dotfiles.path().join("progress");
    fs::write(&target, "nim-progress 1\nopened 1\ncurrent 1\nstreak 0\n").unwrap();
    fs::set_permissions(&target, fs::Permissions::from_mode(0o644)).unwrap();
    let dir = data.path().join("nim");
    fs::create_dir(&dir).unwrap();
    let link = dir.join("progress");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    one_answer(data.path(), None);
    assert!(fs::symlink_metadata(&link).unwrap().is_symlink());
    assert_eq!(fs::read_link(&link).unwrap(), target);
    assert_eq!(
        fs::read_to_string(&target).unwrap(),
        "nim-progress 2\nopened 1\ncurrent 1\nstreak 1\nrun 1 best 1\nlesson 1 right 1 hinted 0 wrong 0\n"
    );
    let mode = fs::metadata(&target).unwrap().mode() & 0o7777;
    assert_eq!(mode, 0o644, "{mode:o}");
    assert_eq!(fs::read_dir(dotfiles.path()).unwrap().count(), 1);
}
