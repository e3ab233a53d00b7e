use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

use crate::game::learn::{Day, Given, Lesson, Outcome, PuzzleCode};
use crate::io::progress::*;

#[test]
fn saved_progress_loads_back() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path().join("nim"));
    assert!(matches!(store.load().unwrap(), Loaded::Fresh));
    let mut progress = Progress::default();
    progress.start_at(Lesson::Binary);
    progress.record(Outcome::Right);
    store.save(&progress, None).unwrap();
    assert!(matches!(store.load().unwrap(), Loaded::Read(p) if p == progress));
    // Nothing but the file is left in the directory.
    assert_eq!(fs::read_dir(dir.path().join("nim")).unwrap().count(), 1);
}

/// A file far past any progress's size is set aside, not held whole.
#[test]
fn a_huge_file_is_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path().to_path_buf());
    // Past the megabyte read, which files from before the bound may fill.
    let huge = "nim-progress 1\n".repeat(80_000);
    fs::write(store.file(), &huge).unwrap();
    let Loaded::SetAside { kept, .. } = store.load().unwrap() else {
        panic!("a huge file was read");
    };
    assert_eq!(
        fs::read_to_string(kept).unwrap(),
        huge,
        "its bytes are kept"
    );
}

#[test]
fn a_bad_file_is_set_aside_under_a_new_name_each_time() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path().to_path_buf());
    for n in 1..=2 {
        let bytes = format!("garbage {n}\n\u{0}");
        fs::write(store.file(), &bytes).unwrap();
        let Loaded::SetAside { kept, .. } = store.load().unwrap() else {
            panic!("a bad file was read");
        };
        assert_eq!(kept, dir.path().join(format!("progress.bad-{n}")));
        assert_eq!(fs::read_to_string(&kept).unwrap(), bytes);
        assert!(matches!(store.load().unwrap(), Loaded::Fresh));
    }
}

fn lesson_6() -> Progress {
    Progress {
        opened: Lesson::Binary,
        current: Lesson::Binary,
        streak: 1,
        ..Progress::default()
    }
}

/// `f` on a thread, given `seconds` to return: a load that blocks on a
/// FIFO fails the test instead of hanging it.
fn within<T: Send + 'static>(seconds: u64, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (done, wait) = mpsc::channel();
    std::thread::spawn(move || done.send(f()));
    wait.recv_timeout(Duration::from_secs(seconds))
        .expect("it returned instead of blocking")
}

/// What is at `path`, to see it left as it was.
fn identity(path: &Path) -> (u64, u32, Option<Vec<u8>>) {
    let meta = fs::symlink_metadata(path).unwrap();
    let bytes = meta.is_file().then(|| fs::read(path).unwrap());
    (meta.ino(), meta.mode(), bytes)
}

#[test]
fn a_directory_or_a_fifo_at_the_path_is_neither_read_nor_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path().to_path_buf());
    let make: [fn(&Path); 2] = [
        |path| fs::create_dir(path).unwrap(),
        |path| nix::unistd::mkfifo(path, nix::sys::stat::Mode::S_IRWXU).unwrap(),
    ];
    for make in make {
        make(&store.file());
        let before = identity(&store.file());
        let loading = store.clone();
        let loaded = within(5, move || loading.load());
        assert!(matches!(loaded, Err(Trouble::NotAFile)), "{loaded:?}");
        let saving = store.clone();
        let saved = within(5, move || saving.save(&lesson_6(), None));
        assert!(matches!(saved, Err(Trouble::NotAFile)), "{saved:?}");
        assert_eq!(identity(&store.file()), before);
        // Nothing was set aside or left beside it.
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
        let _ = fs::remove_dir(store.file()).or_else(|_| fs::remove_file(store.file()));
    }
}

/// A file its reader may not read: mode 000, unless the tests run as root,
/// who reads anything (then `nim learn` through pipes checks it as nobody).
#[test]
fn a_file_that_cannot_be_opened_is_left_as_it_was() {
    if nix::unistd::geteuid().is_root() {
        eprintln!("as root mode 000 is readable: tests/pipes/learn_progress.rs runs it as nobody");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path().to_path_buf());
    fs::write(store.file(), lesson_6().written()).unwrap();
    fs::set_permissions(store.file(), fs::Permissions::from_mode(0o000)).unwrap();
    let before = identity(&store.file());
    assert!(matches!(store.load(), Err(Trouble::Io(_))));
    assert!(store.save(&Progress::default(), None).is_err());
    assert_eq!(identity(&store.file()), before);
}

/// The rule for a link, with owners given: the user's own or root's, in a
/// directory of the user's or root's, is followed; any other's is not (the
/// hostile round's link planted by nobody for root to write through).
#[test]
fn a_link_is_followed_only_if_it_and_its_directory_are_the_users_or_roots() {
    let (me, root, other) = (1000, 0, 65534);
    assert!(may_follow(me, me, me));
    assert!(may_follow(root, me, me));
    assert!(may_follow(me, root, me), "a link of mine in /tmp");
    assert!(may_follow(root, root, root));
    assert!(!may_follow(other, me, me));
    assert!(
        !may_follow(other, root, root),
        "planted in a sticky directory"
    );
    assert!(
        !may_follow(me, other, me),
        "its directory's owner may swap it"
    );
    assert!(!may_follow(root, other, root), "the hostile round's case");
}

/// A link that is the user's own is still read and written through; a
/// foreign one (given away when the tests run as root) is neither, and
/// the trouble names it.
#[test]
fn a_link_of_another_users_is_neither_read_nor_written_through() {
    let home = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let target = elsewhere.path().join("progress");
    let store = Store::new(home.path().to_path_buf());
    std::os::unix::fs::symlink(&target, store.file()).unwrap();
    assert!(matches!(store.read(), Ok(Found::Fresh)));
    if !nix::unistd::geteuid().is_root() {
        eprintln!("not root: the link cannot be given away; the rule's test above checks it");
        return;
    }
    std::os::unix::fs::lchown(store.file(), Some(65534), Some(65534)).unwrap();
    let refused = |trouble: Trouble| matches!(trouble, Trouble::ForeignLink { link, owner: 65534 } if link == store.file());
    assert!(refused(store.read().unwrap_err()));
    assert!(refused(store.save(&lesson_6(), None).unwrap_err()));
    assert!(!target.exists());
}

#[test]
fn a_link_is_written_through_and_the_file_keeps_its_mode() {
    let home = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let target = elsewhere.path().join("progress");
    fs::write(&target, Progress::default().written()).unwrap();
    fs::set_permissions(&target, fs::Permissions::from_mode(0o644)).unwrap();
    let store = Store::new(home.path().to_path_buf());
    std::os::unix::fs::symlink(&target, store.file()).unwrap();
    let seen = store.load().unwrap().progress();
    store.save(&lesson_6(), Some(&seen)).unwrap();
    assert!(fs::symlink_metadata(store.file()).unwrap().is_symlink());
    assert_eq!(fs::read_to_string(&target).unwrap(), lesson_6().written());
    let mode = fs::metadata(&target).unwrap().mode() & 0o7777;
    assert_eq!(mode, 0o644, "{mode:o}");
    // No temporary file is left in either directory.
    assert_eq!(fs::read_dir(home.path()).unwrap().count(), 1);
    assert_eq!(fs::read_dir(elsewhere.path()).unwrap().count(), 1);
}

#[test]
fn what_another_sitting_saved_since_is_merged_not_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path().to_path_buf());
    let start = Progress {
        streak: 0,
        ..lesson_6()
    };
    store.save(&start, None).unwrap();
    // Sitting A passes lesson 6; sitting B, which read `start`, answers once.
    let mut a = start.clone();
    for _ in 0..3 {
        a.record(Outcome::Right);
    }
    assert_eq!(store.save(&a, Some(&start)).unwrap(), a);
    let mut b = start.clone();
    b.record(Outcome::Right);
    let written = store.save(&b, Some(&start)).unwrap();
    assert_eq!(written, a.merge(b));
    assert_eq!(written.opened, Lesson::Misere);
    assert!(matches!(store.load().unwrap(), Loaded::Read(p) if p == written));
    // One sitting alone going back a lesson is taken at its word.
    let mut back = written.clone();
    back.start_at(Lesson::TwoRows);
    assert_eq!(store.save(&back, Some(&written)).unwrap(), back);
}

#[test]
fn a_failed_save_leaves_the_old_file_and_no_temporary_one() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path().to_path_buf());
    store.save(&Progress::default(), None).unwrap();
    // The file's directory is not there (yet): a real failure to create the
    // temporary file, for root too, whom a read-only directory would not stop.
    let target = dir.path().join("gone").join("progress");
    fs::remove_file(store.file()).unwrap();
    std::os::unix::fs::symlink(&target, store.file()).unwrap();
    let error = store.save(&lesson_6(), None).unwrap_err();
    assert!(matches!(error, Trouble::Io(_)), "{error:?}");
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    fs::create_dir(dir.path().join("gone")).unwrap();
    store.save(&lesson_6(), None).unwrap();
    assert_eq!(fs::read_to_string(target).unwrap(), lesson_6().written());
}

/// The lock makes read, merge and write one step: a save waits while
/// another sitting holds it, then merges what that sitting wrote.
#[test]
fn a_save_waits_for_the_lock_and_merges_what_was_written_under_it() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path().to_path_buf());
    let start = Progress::default();
    store.save(&start, None).unwrap();
    let held = super::file::lock(dir.path()).unwrap();
    let saving = store.clone();
    let seen = start.clone();
    let save = std::thread::spawn(move || saving.save(&lesson_6(), Some(&seen)));
    // Not a measure of speed: a save that did not wait would have written
    // long before; a slow machine can only make this pass without cause.
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(fs::read_to_string(store.file()).unwrap(), start.written());
    let other = Progress {
        opened: Lesson::Board,
        current: Lesson::Board,
        streak: 0,
        ..Progress::default()
    };
    fs::write(store.file(), other.written()).unwrap();
    drop(held);
    let written = save.join().unwrap().unwrap();
    assert_eq!(written, other.merge(lesson_6()));
    assert_eq!(written.opened, Lesson::Board);
}

/// A lock held by a stuck process fails the save (to be tried again at
/// the next answer) instead of hanging the lesson; the file is untouched.
#[test]
fn a_lock_held_too_long_fails_the_save_instead_of_hanging() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path().to_path_buf());
    store.save(&Progress::default(), None).unwrap();
    let held = super::file::lock(dir.path()).unwrap();
    let saving = store.clone();
    let saved = within(10, move || saving.save(&lesson_6(), None));
    assert!(matches!(saved, Err(Trouble::Locked)), "{saved:?}");
    let text = fs::read_to_string(store.file()).unwrap();
    assert_eq!(text, Progress::default().written());
    drop(held);
    store.save(&lesson_6(), None).unwrap();
}

/// Two sittings that each answered since they read the file: the second
/// save keeps the first's answers and missed puzzles beside its own.
#[test]
fn two_sittings_answers_and_missed_puzzles_are_all_kept() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path().to_path_buf());
    let start = Progress::default();
    store.save(&start, None).unwrap();
    let code = |seed| PuzzleCode {
        lesson: Lesson::OneRow,
        level: 0,
        seed,
    };
    let answer = |progress: &mut Progress, seed, outcome| {
        progress.answered(Given {
            code: code(seed),
            outcome,
            mistake: None,
            today: Day(20_780),
        });
    };
    let (mut a, mut b) = (start.clone(), start.clone());
    answer(&mut a, 1, Outcome::Wrong);
    answer(&mut a, 2, Outcome::Right);
    answer(&mut b, 3, Outcome::Wrong);
    store.save(&a, Some(&start)).unwrap();
    let written = store.save(&b, Some(&start)).unwrap();
    let total = written.tally.total();
    assert_eq!((total.right, total.wrong), (1, 2));
    assert!(written.missed.get(code(1)).is_some());
    assert!(written.missed.get(code(3)).is_some());
    assert!(matches!(store.load().unwrap(), Loaded::Read(p) if p == written));
}
