//! `nim puzzle` on the book's screen, through a terminal: the puzzle the
//! seed names under its heading, a refused line that counts for nothing,
//! an answer right or wrong and its verdict, then Enter or q leaves and
//! gives the terminal back. The answers come from the library's judge, the
//! seeds from a search: nothing here knows a puzzle by heart.
#![cfg(unix)]

use nim::game::learn::{Answer, Play, Puzzle, Question, any_code, any_puzzle, judge};
use nim::tutor::typed;
use nim_pty::{Nim, line_of};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const NIM: &str = env!("CARGO_BIN_EXE_nim");
/// Named as the program can be typed: it was built by cargo, under target/.
const GOODBYE: &str = "Another puzzle: cargo run -- puzzle";

/// The puzzle `nim puzzle [board] --seed SEED` sets.
fn puzzle(board: bool, seed: u64) -> Puzzle {
    any_puzzle(board, &mut ChaCha8Rng::seed_from_u64(seed))
}

/// A right answer and, where there is one, a wrong one, as typed.
fn answers(p: &Puzzle) -> (String, Option<String>) {
    if p.question == Question::Wins {
        let right = judge(p, Answer::Wins(true)).answer;
        let wrong = Answer::Wins(right != Answer::Wins(true));
        return (typed(right), Some(typed(wrong)));
    }
    let most = p.position.heaps.iter().copied().max().unwrap_or(0);
    let moves: Vec<Answer> = (1..=p.position.heaps.len() as i64)
        .flat_map(|heap| (1..=i64::from(most)).map(move |take| (heap, take)))
        .filter_map(|(heap, take)| p.position.check(heap, take).ok())
        .map(Answer::Move)
        .collect();
    let right = moves.iter().find(|&&a| judge(p, a).right).copied();
    let wrong = moves.iter().find(|&&a| !judge(p, a).right).copied();
    (typed(right.expect("a winning move")), wrong.map(typed))
}

/// The first seed whose puzzle `fits`.
fn seed_where(board: bool, fits: impl Fn(&Puzzle) -> bool) -> u64 {
    (0..1000)
        .find(|&s| fits(&puzzle(board, s)))
        .expect("a seed")
}

/// `nim puzzle` with `args`, once its question is up.
fn start(args: &[&str], p: &Puzzle) -> Nim {
    let mut all = vec!["puzzle", "--lang", "en"];
    all.extend_from_slice(args);
    let nim = Nim::spawn_with(NIM, &all, (80, 25), &[("TERM", "xterm-256color")]);
    let question = match (p.question, &p.position.play) {
        (Question::Wins, _) => "Can the player to move win? (y/n): _",
        (Question::Move, Play::Board(_)) => "Your winning move (COLUMN STEPS): _",
        (Question::Move, _) => "Your winning move (ROW COUNT): _",
    };
    nim.wait_line(22, question);
    nim
}

/// Gone, with the terminal back on its normal screen.
fn assert_left(nim: &mut Nim) {
    assert!(nim.exit_status().success());
    nim.wait("the normal screen", |s| {
        !s.alternate_screen() && !s.hide_cursor()
    });
}

#[test]
fn a_winning_move_is_right_and_enter_leaves() {
    let seed = seed_where(false, |p| p.question == Question::Move);
    let p = puzzle(false, seed);
    let seed = seed.to_string();
    let mut nim = start(&["--seed", &seed], &p);
    // Named by the code the seed drew.
    let code = any_code(false, &mut ChaCha8Rng::seed_from_u64(seed.parse().unwrap()));
    assert_eq!(nim.line(1).trim(), format!("Puzzle {code}"));
    // The rows the seed names, their counts at the end of lines 10 on.
    for (line, count) in (10..).zip(&p.position.heaps) {
        let shown = nim.line(line);
        assert_eq!(shown.split_whitespace().last(), Some(&*count.to_string()));
    }
    // A line that is not a move is refused, and counts for nothing.
    nim.send("x\r");
    nim.wait_line(23, "\"x\" is not a whole number; type ROW COUNT, e.g. 2 3");
    // `?`: the lesson behind the puzzle.
    assert_eq!(nim.line(2), "");
    nim.send("?\r");
    nim.wait("the lesson's text", |s| !line_of(s, 2).is_empty());
    let (right, _) = answers(&p);
    nim.send(&format!("{right}\r"));
    nim.wait_line(23, "Right!");
    nim.wait_line(24, GOODBYE);
    nim.wait_line(22, "Press Enter to leave. _");
    nim.send("\r");
    assert_left(&mut nim);
}

#[test]
fn a_wrong_answer_shows_the_right_one_and_q_leaves() {
    let seed = seed_where(false, |p| {
        p.question == Question::Move && answers(p).1.is_some()
    });
    let p = puzzle(false, seed);
    let mut nim = start(&["--seed", &seed.to_string()], &p);
    let (_, wrong) = answers(&p);
    nim.send(&format!("{}\r", wrong.unwrap()));
    nim.wait("the verdict", |s| {
        line_of(s, 23).starts_with("Not this time: ")
    });
    // The winning move it names is one.
    let line = nim.line(23);
    let named = line
        .trim_start_matches("Not this time: ")
        .trim_end_matches(" wins.");
    let (heap, take) = named.split_once(' ').unwrap();
    let named = p
        .position
        .check(heap.parse().unwrap(), take.parse().unwrap());
    assert!(judge(&p, Answer::Move(named.unwrap())).right, "{line}");
    nim.wait_line(24, GOODBYE);
    nim.send("q");
    assert_left(&mut nim);
}

#[test]
fn can_the_player_to_move_win_right_and_wrong() {
    let seed = seed_where(false, |p| p.question == Question::Wins);
    let p = puzzle(false, seed);
    let (right, wrong) = answers(&p);
    for (answer, verdict) in [(right.clone(), "Right!"), (wrong.unwrap(), "Not this time")] {
        let mut nim = start(&["--seed", &seed.to_string()], &p);
        nim.send(&format!("{answer}\r"));
        nim.wait(verdict, |s| line_of(s, 23).starts_with(verdict));
        nim.send("\r");
        assert_left(&mut nim);
    }
}

#[test]
fn a_board_puzzle_on_the_screen() {
    let p = puzzle(true, 3);
    let mut nim = start(&["board", "--seed", "3"], &p);
    let (right, _) = answers(&p);
    // The board's gaps on line 18, under columns 1-8.
    let gaps: Vec<String> = nim
        .line(18)
        .split_whitespace()
        .skip(1)
        .map(String::from)
        .collect();
    let expected: Vec<String> = p.position.heaps.iter().map(u32::to_string).collect();
    assert_eq!(gaps, expected);
    nim.send(&format!("{right}\r"));
    nim.wait_line(23, "Right!");
    nim.send("q");
    assert_left(&mut nim);
}

/// On the puzzle's screen too, a paste is typed, and one that never ends
/// leaves Ctrl-C working.
#[test]
fn a_paste_is_typed_and_ctrl_c_still_leaves() {
    let seed = seed_where(false, |p| p.question == Question::Move);
    let p = puzzle(false, seed);
    let mut nim = start(&["--seed", &seed.to_string()], &p);
    nim.send("\x1b[200~x\r\x1b[201~");
    nim.wait_line(23, "\"x\" is not a whole number; type ROW COUNT, e.g. 2 3");
    nim.send("\x1b[200~1");
    nim.wait_line(22, "Your winning move (ROW COUNT): 1_");
    nim.send("\x03");
    assert_eq!(
        nim.exit_status().exit_code(),
        130,
        "Ctrl-C: an interrupt's status"
    );
    nim.wait("the normal screen", |s| {
        !s.alternate_screen() && !s.hide_cursor()
    });
}

/// A Kayles row split by a move is drawn as the game draws it, its gap a
/// row of dots, and named by its groups (`3+3`); the play-out keeps the
/// gap, so the move across it that is refused is refused where it is seen.
#[test]
fn a_split_kayles_row_shows_its_gap_in_the_verdict_and_the_play_out() {
    use nim_pty::places;
    let args = ["--rows", "5,8", "--rules", "nim kayles"];
    let mut all = vec!["puzzle", "--lang", "en"];
    all.extend_from_slice(&args);
    let mut nim = Nim::spawn_with(NIM, &all, (80, 25), &[("TERM", "xterm-256color")]);
    nim.wait_line(22, "Your winning move (ROW COUNT [AT]): _");
    nim.send("2 2 4\r");
    nim.wait("the verdict", |s| {
        line_of(s, 23).starts_with("Not this time")
    });
    assert_eq!(places(&nim, 11, 8), "▄▄▄..▄▄▄");
    let reason: String = (18..=21)
        .map(|l| nim.line(l).trim().to_string() + " ")
        .collect();
    assert!(
        reason.contains("leaves 5 3+3; then I take 5 from row 1 and leave 0 3+3"),
        "{reason}"
    );
    nim.send("p");
    nim.wait_line(22, "Your move (ROW COUNT [AT]): _");
    assert_eq!(places(&nim, 10, 5), ".....");
    assert_eq!(places(&nim, 11, 8), "▄▄▄..▄▄▄");
    nim.send("2 2 3\r");
    nim.wait("the refusal", |s| {
        line_of(s, 23).contains("(dots are taken)")
    });
    nim.send("q\r");
    nim.wait("the verdict again", |s| {
        line_of(s, 23).starts_with("Not this time")
    });
    nim.send("q");
    assert_left(&mut nim);
}

/// After a wrong answer line 22 says what Enter does here (it leaves: a
/// puzzle set alone has no next one), and Enter does it; the miss is kept
/// in the progress file, to come back in `nim learn`.
#[test]
fn after_a_wrong_answer_enter_leaves_as_line_22_says_and_the_miss_is_kept() {
    let seed = seed_where(false, |p| {
        p.question == Question::Move && answers(p).1.is_some()
    });
    let p = puzzle(false, seed);
    let data = tempfile::tempdir().unwrap();
    let env = [
        ("TERM", "xterm-256color"),
        ("XDG_DATA_HOME", data.path().to_str().unwrap()),
    ];
    let args = ["puzzle", "--lang", "en", "--seed", &seed.to_string()];
    let mut nim = Nim::spawn_with(NIM, &args, (80, 25), &env);
    nim.wait_line(22, "Your winning move (ROW COUNT): _");
    nim.send(&format!("{}\r", answers(&p).1.unwrap()));
    nim.wait_line(22, "p plays this position out against me; Enter leaves. _");
    nim.send("\r");
    assert_left(&mut nim);
    let code = any_code(false, &mut ChaCha8Rng::seed_from_u64(seed));
    let kept = std::fs::read_to_string(data.path().join("nim/progress")).unwrap();
    assert!(kept.contains(&format!("missed {code} ")), "{kept}");
    assert!(
        kept.contains("puzzles right 0 hinted 0 wrong 1\n"),
        "{kept}"
    );
}
