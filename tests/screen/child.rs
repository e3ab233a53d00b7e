//! The issue's whole path, as a child who never read the README walks it,
//! through a terminal: the game, `l` to the first lesson, a wrong answer
//! explained by the reply that beats it and played out, a hint that fades
//! in three steps, back to the game; the next day the missed puzzle comes
//! back first; the binary lesson with `b`'s columns, passed.

use super::*;

/// `nim` with its progress kept in `data`.
fn spawn_kept(data: &std::path::Path, args: &[&str]) -> Nim {
    let mut all = vec!["--lang", "en"];
    all.extend_from_slice(args);
    spawn_in(data, &all)
}

/// A line typed on the lesson screen, and Enter.
fn say(nim: &mut Nim, line: &str) {
    nim.send(&format!("{line}\r"));
}

/// The lesson screen's question on line 22, whichever it is.
fn asked(nim: &Nim) -> String {
    nim.wait("a question", |s| {
        let line = line_of(s, 22);
        line.ends_with("(ROW COUNT): _") || line.ends_with("(y/n): _")
    });
    nim.line(22)
}

/// A day as `date` writes it, `offset` days from today (UTC).
fn day(offset: &str) -> String {
    let out = std::process::Command::new("date")
        .args(["-u", "-d", offset, "+%F"])
        .output()
        .expect("date runs");
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

/// The right answer to a lesson-6 question on `heaps`, found by the
/// nim-sum (the rule the lesson teaches).
fn answer(question: &str, heaps: &[u32]) -> String {
    let sum = heaps.iter().fold(0, |a, &h| a ^ h);
    if question.ends_with("(y/n): _") {
        return if sum == 0 { "n" } else { "y" }.to_string();
    }
    let (row, &count) = (heaps.iter().enumerate())
        .find(|&(_, &h)| h ^ sum < h)
        .expect("a move question has a winning move");
    format!("{} {}", row + 1, count - (count ^ sum))
}

#[test]
fn a_child_reaches_a_lesson_from_the_game_learns_from_a_mistake_and_passes_binary() {
    let data = tempfile::tempdir().unwrap();
    // The game keeps the missed puzzle by the clock's day (UTC), as `date`
    // reads it: a run across midnight would see two days.
    let today = day("today");

    // The game; `l` opens the first lesson in its place.
    let mut nim = spawn_kept(data.path(), &["--seed", "1"]);
    nim.wait("the game", |s| line_of(s, 22).starts_with(PROMPT));
    enter(&mut nim, "l");
    nim.wait("the first lesson", |s| line_of(s, 1).trim() == "1. One row");
    asked(&nim);
    let [count] = lesson_counts(&nim)[..] else {
        panic!("one row: {:?}", lesson_counts(&nim));
    };
    assert!(count > 1, "1 1 must be wrong on a row of {count}");

    // A wrong answer: the reply that beats it, and why, then played out.
    say(&mut nim, "1 1");
    nim.wait_line(23, &format!("Not this time: 1 {count} wins."));
    let why = nim.line(19);
    assert!(
        why.starts_with(&format!(
            "Taking 1 from row 1 leaves {}; then I take {} from row 1",
            count - 1,
            count - 1
        )),
        "{why}"
    );
    nim.send("p");
    nim.wait_line(24, "I won it: that position was lost for you.");
    nim.send("\r");
    let question = asked(&nim);

    // The hint fades in: the idea, the place, the move.
    for step in 1..=3 {
        say(&mut nim, "?");
        nim.wait("the hint's next step", |s| {
            line_of(s, 23).starts_with(&format!("Hint {step} of 3: "))
        });
    }
    let last = nim.line(23);
    let typed = last
        .rsplit_once("type ")
        .expect(&last)
        .1
        .trim_end_matches('.');
    assert!(question.ends_with("(ROW COUNT): _"), "{question}");
    say(&mut nim, typed);
    nim.wait_line(23, "Right!");
    nim.wait_line(
        24,
        "Right, with a hint: it does not count toward the three in a row.",
    );

    // q brings the game back as it was.
    nim.send("\r");
    asked(&nim);
    say(&mut nim, "q");
    nim.wait_line(24, "Back in the game: your move.");
    enter(&mut nim, "0 0");
    assert!(nim.exit_status().success());

    // The next day the missed puzzle comes back first.
    let tomorrow = day("tomorrow");
    let mut nim = spawn_kept(data.path(), &["learn", "--date", &tomorrow]);
    nim.wait_line(
        2,
        &format!("Lesson 1: a puzzle you missed on {today}. Try it again!"),
    );
    asked(&nim);
    assert_eq!(lesson_counts(&nim), [count]);
    say(&mut nim, &format!("1 {count}"));
    nim.wait_line(23, "Right!");
    nim.send("\rq\r");
    assert!(nim.exit_status().success());

    // The binary lesson: its small games skipped, `b` shows the columns,
    // three right answers by the nim-sum pass it.
    let mut nim = spawn_kept(data.path(), &["learn", "--lesson", "6", "--seed", "3"]);
    nim.wait_line(5, "Game 1 of 2");
    nim.send("s\r");
    asked(&nim);
    say(&mut nim, "b");
    nim.wait("the column table", |s| {
        line_of(s, 9).trim() == "8 4 2 1" || line_of(s, 9).trim() == "4 2 1"
    });
    for right in 1..=3 {
        let question = asked(&nim);
        let heaps = lesson_counts(&nim);
        say(&mut nim, &answer(&question, &heaps));
        nim.wait_line(23, "Right!");
        if right < 3 {
            nim.send("\r");
        }
    }
    nim.wait_line(24, "Lesson 6 passed! Lesson 7 is open.");
    nim.send("\rq\r");
    assert!(nim.exit_status().success());
    let progress = std::fs::read_to_string(data.path().join("nim/progress")).unwrap();
    assert!(progress.lines().any(|l| l == "opened 7"), "{progress}");
}
