//! The zsh script: a `#compdef` function that finds the command's word on
//! the line, then offers the value of the flag before the cursor, else
//! that command's arguments, or its flags with their help after a dash (or
//! where no argument is to be offered).

use std::fmt::Write;

use super::{Command, Offer, identifier, valued};

pub(super) fn script(name: &str, commands: &[Command]) -> String {
    let function = format!("_{}", identifier(name));
    let mut out = String::new();
    let words: Vec<&str> = commands.iter().filter_map(|c| c.word).collect();
    let _ = writeln!(
        out,
        "#compdef {name}
# zsh completion for {name}, the game of Nim (not the Nim language's
# compiler). Written by `{name} completions zsh`; install it with
#   {name} completions zsh > ~/.zfunc/_{name}
# and `fpath+=~/.zfunc` before `compinit` in ~/.zshrc.

{function}() {{
    local command=\"\" cur=${{words[CURRENT]}} prev=${{words[CURRENT-1]}}
    local -i i
    # The command's word: the first word that is one, a flag's value aside.
    for ((i = 2; i < CURRENT; i++)); do
        case ${{words[i]}} in
            ({valued}) ((i++)) ;;
            ({words}) command=${{words[i]}}; break ;;
        esac
    done
    local -a flags arguments
    local files=\"\"
    case $command in",
        valued = valued().join("|"),
        words = words.join("|"),
    );
    for command in commands {
        branch(&mut out, command);
    }
    let _ = writeln!(
        out,
        "    esac
    # The flags after a dash, or where the command takes no word of ours.
    if [[ $cur == -* || ( -z $files && ${{#arguments}} -eq 0 ) ]]; then
        _describe -t options option flags
    elif [[ -n $files ]]; then
        _files
    else
        _describe -t commands argument arguments
    fi
}}

if [[ ${{zsh_eval_context[-1]}} == loadautofunc ]]; then
    {function} \"$@\"
else
    compdef {function} {name}
fi"
    );
    out
}

/// One command's branch: the value of the flag before the cursor, else
/// its flags and arguments, each with its help.
fn branch(out: &mut String, command: &Command) {
    let _ = writeln!(out, "        (\"{}\")", command.word.unwrap_or_default());
    let valued: Vec<_> = command
        .options
        .iter()
        .filter_map(|option| Some((option, option.value.as_ref()?)))
        .collect();
    if !valued.is_empty() {
        let _ = writeln!(out, "            case $prev in");
        for (option, offer) in valued {
            let answer = match offer {
                Offer::Nothing => format!("_message {}", quoted(&option.help)),
                Offer::Words(words) => format!("compadd -- {}", words.join(" ")),
                Offer::Files => "_files".to_string(),
            };
            let _ = writeln!(out, "                ({}) {answer}; return ;;", option.long);
        }
        let _ = writeln!(out, "            esac");
    }
    let _ = writeln!(out, "            flags=(");
    for option in &command.options {
        let spellings =
            std::iter::once(option.long.clone()).chain(option.short.map(|c| format!("-{c}")));
        for spelled in spellings {
            let entry = format!("{spelled}:{}", option.help);
            let _ = writeln!(out, "                {}", quoted(&entry));
        }
    }
    let _ = writeln!(out, "            )");
    match &command.arguments {
        Offer::Nothing => {}
        Offer::Words(words) => {
            let _ = writeln!(out, "            arguments=(");
            for word in words {
                // A word without a help is offered alone, not beside `--`.
                let entry = match command.described(word) {
                    "" => word.clone(),
                    about => format!("{word}:{about}"),
                };
                let _ = writeln!(out, "                {}", quoted(&entry));
            }
            let _ = writeln!(out, "            )");
        }
        Offer::Files => {
            let _ = writeln!(out, "            files=1");
        }
    }
    let _ = writeln!(out, "            ;;");
}

/// `text` in single quotes, each quote in it closed, escaped and reopened.
fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}
