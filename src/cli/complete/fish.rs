//! The fish script: a helper that finds the command's word on the line
//! (a flag's value aside, so `nim puzzle board` is puzzle's), then one
//! `complete` line per flag and argument, each under the condition that
//! its command is the one on the line.

use std::fmt::Write;

use super::{Command, Offer, identifier, valued};

pub(super) fn script(name: &str, commands: &[Command]) -> String {
    let helper = format!("__{}_command", identifier(name));
    let test = format!("__{}_in", identifier(name));
    let words: Vec<&str> = commands.iter().filter_map(|c| c.word).collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# fish completion for {name}, the game of Nim (not the Nim language's
# compiler). Written by `{name} completions fish`; install it with
#   {name} completions fish > ~/.config/fish/completions/{name}.fish

function {helper} --description 'The command word on a {name} line, if any'
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -l skip 0
    for token in $tokens
        if test $skip -eq 1
            set skip 0
            continue
        end
        switch $token
            case {valued}
                set skip 1
            case {words}
                echo $token
                return 0
        end
    end
    return 1
end

function {test} --description 'Whether the line is this {name} command' --argument-names command
    set -l seen ({helper})
    test \"$seen\" = \"$command\"
end

complete -c {name} -f",
        valued = valued().join(" "),
        words = words.join(" "),
    );
    for command in commands {
        let condition = format!("-n \"{test} '{}'\"", command.word.unwrap_or_default());
        let head = format!("complete -c {name} {condition}");
        match &command.arguments {
            Offer::Nothing => {}
            Offer::Files => {
                let _ = writeln!(out, "{head} -F");
            }
            Offer::Words(words) => {
                for word in words {
                    let about = quoted(command.described(word));
                    let _ = writeln!(out, "{head} -a {word} -d {about}");
                }
            }
        }
        for option in &command.options {
            let long = option.long.trim_start_matches("--");
            let mut line = format!("{head} -l {long}");
            if let Some(short) = option.short {
                line.push_str(&format!(" -s {short}"));
            }
            match &option.value {
                None => {}
                Some(Offer::Nothing) => line.push_str(" -x"),
                Some(Offer::Files) => line.push_str(" -r -F"),
                Some(Offer::Words(words)) => {
                    line.push_str(&format!(" -x -a {}", quoted(&words.join(" "))));
                }
            }
            line.push_str(&format!(" -d {}", quoted(&option.help)));
            let _ = writeln!(out, "{line}");
        }
    }
    out
}

/// `text` in fish's single quotes, where only `\` and `'` are escaped.
fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\\', r"\\").replace('\'', r"\'"))
}
