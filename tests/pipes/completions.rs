//! `nim completions bash` in a real bash: the script the built binary
//! prints, sourced, its function called as bash calls it on Tab, and what
//! it offers read back; fish and zsh too where they are installed. Then
//! the refusals of `nim completions` and `nim man`, which are parsed like
//! every other command.

use std::path::Path;
use std::process::Command;

use crate::support::pipes::{nim, run, stdout};

/// Sources the script and completes one line, the cursor at its end, as
/// bash does: the words split at blanks and around an `=` (one of bash's
/// word breaks), an empty word after a trailing blank. The function is the one `complete -p nim` names, so the script
/// must register itself for the name the binary was called by.
const DRIVER: &str = r#"
source "$1" || exit 3
line=$2
read -ra blank <<< "$line"
COMP_WORDS=()
for word in "${blank[@]}"; do
    if [[ $word == *=* ]]; then
        COMP_WORDS+=("${word%%=*}" "=")
        [[ -n ${word#*=} ]] && COMP_WORDS+=("${word#*=}")
    else
        COMP_WORDS+=("$word")
    fi
done
[[ $line == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
COMP_LINE=$line
COMP_POINT=${#line}
spec=$(complete -p "${COMP_WORDS[0]}") || exit 4
function=${spec#*-F }
function=${function%% *}
COMPREPLY=()
"$function" "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
printf '%s\n' "${COMPREPLY[@]}"
"#;

/// The script `nim completions bash` prints, written into `dir`.
fn bash_script(dir: &Path) -> std::path::PathBuf {
    script_of("bash", dir, "nim.bash")
}

/// What bash offers at the end of `line`, run in `dir`, sorted.
fn offered(script: &Path, dir: &Path, line: &str) -> Vec<String> {
    let output = Command::new("bash")
        .args(["--norc", "--noprofile", "-c", DRIVER, "driver"])
        .arg(script)
        .arg(line)
        .current_dir(dir)
        .output()
        .expect("bash runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{line}: {stderr}");
    assert!(stderr.is_empty(), "{line}: {stderr}");
    let mut words: Vec<String> = stdout(&output)
        .lines()
        .filter(|word| !word.is_empty())
        .map(String::from)
        .collect();
    words.sort();
    words
}

fn have_bash() -> bool {
    let found = Command::new("bash").arg("--version").output().is_ok();
    if !found {
        println!("note: no bash here; its completion is not tried");
    }
    found
}

#[test]
fn bash_completes_words_flags_and_values_as_the_parser_takes_them() {
    if !have_bash() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let script = bash_script(dir.path());
    std::fs::write(dir.path().join("game.txt"), "").unwrap();
    let at = |line: &str| offered(&script, dir.path(), line);
    assert_eq!(at("nim --le"), ["--level"]);
    assert_eq!(at("nim le"), ["learn"]);
    assert_eq!(at("nim learn --le"), ["--lesson"]);
    assert_eq!(at("nim --lang "), ["en", "ru", "zh"]);
    assert_eq!(at("nim analyze --le"), Vec::<String>::new());
    // A flag's value is no command's word; a number is the user's own.
    assert_eq!(at("nim --seed 4 le"), ["learn"]);
    assert_eq!(at("nim --seed "), Vec::<String>::new());
    // `nim serve --first` chooses between the host and the joiner.
    assert_eq!(at("nim serve --first "), ["host", "join"]);
    assert_eq!(at("nim --first "), ["computer", "player"]);
    assert_eq!(at("nim completions "), ["bash", "fish", "zsh"]);
    assert_eq!(at("nim puzzle "), ["board"]);
    // A command that takes no word of ours offers its flags at once.
    assert_eq!(at("nim man "), ["--help", "-h"]);
    assert_eq!(at("nim replay ga"), ["game.txt"]);
    assert_eq!(at("nim --record ga"), ["game.txt"]);
    assert_eq!(at("nim --lang=r"), ["ru"]);
    assert_eq!(at("nim --lang="), ["en", "ru", "zh"]);
}

/// The flags a command's help lists: the left column of its options.
fn help_flags(args: &[&str]) -> Vec<String> {
    let output = run(args, "");
    let help = stdout(&output);
    let options = help.split("\nOptions:\n").nth(1).expect("options");
    let mut flags: Vec<String> = options
        .lines()
        .take_while(|line| !line.is_empty())
        // A flag's line is indented by 2 (`-h, --help`) or 6; a wrapped
        // help text by more.
        .filter(|line| {
            let indent = line.len() - line.trim_start().len();
            indent <= 6 && line.trim_start().starts_with('-')
        })
        .flat_map(|line| {
            let left = line.trim_start().split("  ").next().unwrap_or_default();
            left.split([' ', ','])
                .filter(|word| word.starts_with('-'))
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect();
    flags.sort();
    flags
}

/// After each command's word, a dash offers exactly the flags its help
/// lists: none that the command would refuse, none missing. The commands
/// are the ones `nim --help` lists.
#[test]
fn bash_offers_each_command_exactly_the_flags_its_help_lists() {
    if !have_bash() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let script = bash_script(dir.path());
    let main_help = stdout(&run(&["--help"], ""));
    let commands: Vec<&str> = main_help
        .split("\nCommands:\n")
        .nth(1)
        .expect("commands")
        .lines()
        .take_while(|line| !line.is_empty())
        .filter(|line| line.starts_with("  ") && !line.starts_with("   "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|&word| word != "help")
        .collect();
    assert!(commands.contains(&"man") && commands.contains(&"completions"));
    assert_eq!(
        offered(&script, dir.path(), "nim -"),
        help_flags(&["--help"])
    );
    for command in commands {
        let line = format!("nim {command} -");
        let expected = help_flags(&[command, "--help"]);
        assert_eq!(offered(&script, dir.path(), &line), expected, "{line}");
    }
}

/// Installed under another name (a user who also has the Nim language's
/// compiler), the program completes that name, and its page names it.
#[test]
fn a_program_installed_as_nim_game_completes_nim_game() {
    if !have_bash() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let installed = dir.path().join("nim-game");
    let built = Path::new(env!("CARGO_BIN_EXE_nim"));
    if std::fs::hard_link(built, &installed).is_err() {
        std::fs::copy(built, &installed).unwrap();
    }
    let printed = |args: &[&str]| {
        let output = Command::new(&installed)
            .args(args)
            .env("LANG", "C")
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(0), "{args:?}");
        stdout(&output)
    };
    let script = dir.path().join("nim-game.bash");
    std::fs::write(&script, printed(&["completions", "bash"])).unwrap();
    assert_eq!(offered(&script, dir.path(), "nim-game le"), ["learn"]);
    assert_eq!(offered(&script, dir.path(), "nim-game --le"), ["--level"]);
    let page = printed(&["man"]);
    assert!(page.contains("\n.SH NAME\nnim\\-game \\- "), "{page}");
}

/// A shell it has no script for, a missing or second shell, and a flag
/// `nim man` does not take: refused like any other mistake, status 2.
#[test]
fn a_bad_shell_or_a_stray_flag_is_refused() {
    for (args, words) in [
        (
            &["completions", "tcsh"][..],
            &["\"tcsh\"", "bash, zsh, fish"][..],
        ),
        (&["completions"], &["needs a shell"]),
        (
            &["completions", "bash", "zsh"],
            &["not also one for \"zsh\""],
        ),
        (&["man", "--rows", "3"], &["nim man has no option --rows"]),
        (&["--plain", "man"], &["nim man has no option --plain"]),
        (&["completions", "bash", "--quiet"], &["--quiet"]),
    ] {
        let output = nim(args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        let command = if args.contains(&"man") {
            "nim man"
        } else {
            "nim completions"
        };
        let try_help = format!("\n\nFor more information, try '{command} --help'.\n");
        assert!(stderr.ends_with(&try_help), "{args:?}: {stderr}");
        for word in words {
            assert!(stderr.contains(word), "{args:?}: {word} not in {stderr}");
        }
    }
    // The shell in any case; each command's own help.
    let upper = run(&["completions", "BASH"], "");
    assert_eq!(upper.status.code(), Some(0));
    assert_eq!(upper.stdout, run(&["completions", "bash"], "").stdout);
    for command in ["man", "completions"] {
        let help = run(&[command, "--help"], "");
        assert_eq!(help.status.code(), Some(0));
        assert!(stdout(&help).contains(&format!("Usage: nim {command} ")));
    }
}

/// The script `nim completions SHELL` prints, written into `dir` as `file`.
fn script_of(shell: &str, dir: &Path, file: &str) -> std::path::PathBuf {
    let output = run(&["completions", shell], "");
    assert_eq!(output.status.code(), Some(0));
    let path = dir.join(file);
    std::fs::write(&path, &output.stdout).unwrap();
    path
}

/// In a real fish, where one is installed: the same offers as bash's.
#[test]
fn fish_completes_as_bash_does() {
    if Command::new("fish").arg("--version").output().is_err() {
        println!("note: no fish here; its completion is not tried");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let script = script_of("fish", dir.path(), "nim.fish");
    std::fs::write(dir.path().join("game.txt"), "").unwrap();
    let at = |line: &str| {
        let command = format!("source {}; complete -C '{line}'", script.display());
        let output = Command::new("fish")
            .args(["--no-config", "-c", &command])
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert!(output.stderr.is_empty(), "{line}: {:?}", output.stderr);
        let mut words: Vec<String> = stdout(&output)
            .lines()
            .filter_map(|line| line.split('\t').next())
            .map(String::from)
            .collect();
        words.sort();
        words
    };
    assert_eq!(at("nim --le"), ["--level"]);
    assert_eq!(at("nim le"), ["learn"]);
    assert_eq!(at("nim learn --le"), ["--lesson"]);
    assert_eq!(at("nim --lang "), ["en", "ru", "zh"]);
    assert_eq!(at("nim analyze --le"), Vec::<String>::new());
    assert_eq!(at("nim --seed 4 le"), ["learn"]);
    assert_eq!(at("nim serve --first "), ["host", "join"]);
    assert_eq!(at("nim replay ga"), ["game.txt"]);
    assert_eq!(at("nim puzzle board --bo"), ["--board"]);
}

/// zsh, where one is installed, reads the script without a syntax error.
#[test]
fn zsh_reads_its_script() {
    if Command::new("zsh").arg("--version").output().is_err() {
        println!("note: no zsh here; its script is not read");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let script = script_of("zsh", dir.path(), "_nim");
    let output = Command::new("zsh")
        .args(["-f", "-n"])
        .arg(&script)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success() && stderr.is_empty(), "{stderr}");
}
