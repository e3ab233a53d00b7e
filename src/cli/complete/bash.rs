//! The bash script: one function registered with `complete -F`, which
//! finds the command's word on the line, then offers with `compgen` the
//! value of the flag before the cursor, else that command's arguments, or
//! its flags after a dash (or where no argument is to be offered).

use std::fmt::Write;

use super::{Command, Offer, identifier, valued};

pub(super) fn script(name: &str, commands: &[Command]) -> String {
    let function = format!("_{}", identifier(name));
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# bash completion for {name}, the game of Nim (not the Nim language's\n\
         # compiler). Written by `{name} completions bash`; install it with\n\
         #   {name} completions bash > ~/.local/share/bash-completion/completions/{name}\n\
         # or source it from ~/.bashrc.\n"
    );
    let words: Vec<&str> = commands.iter().filter_map(|c| c.word).collect();
    let _ = writeln!(
        out,
        "{function}() {{
    COMPREPLY=()
    local cur=${{COMP_WORDS[COMP_CWORD]}} prev=\"\"
    ((COMP_CWORD > 0)) && prev=${{COMP_WORDS[COMP_CWORD-1]}}
    # --lang=<TAB>: bash splits the word at '=', the flag stands before it.
    if [[ $cur == = ]]; then
        cur=\"\"
    elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
        prev=${{COMP_WORDS[COMP_CWORD-2]}}
    fi
    # The command's word: the first word that is one, a flag's value aside.
    local command=\"\" i
    for ((i = 1; i < COMP_CWORD; i++)); do
        case ${{COMP_WORDS[i]}} in
            {valued}) ((i++)) ;;
            {words}) command=${{COMP_WORDS[i]}}; break ;;
        esac
    done
    local flags=\"\" words=\"\" files=\"\"
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
    if [[ $cur == -* || ( -z $words && -z $files ) ]]; then
        mapfile -t COMPREPLY < <(compgen -W \"$flags\" -- \"$cur\")
    elif [[ -n $files ]]; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")
    else
        mapfile -t COMPREPLY < <(compgen -W \"$words\" -- \"$cur\")
    fi
}}
complete -F {function} {name}"
    );
    out
}

/// One command's branch: the value of the flag before the cursor, else
/// the command's flags and arguments.
fn branch(out: &mut String, command: &Command) {
    let _ = writeln!(out, "        \"{}\")", command.word.unwrap_or_default());
    let valued: Vec<_> = command
        .options
        .iter()
        .filter_map(|option| Some((&option.long, option.value.as_ref()?)))
        .collect();
    if !valued.is_empty() {
        let _ = writeln!(out, "            case $prev in");
        // A number or a name of the user's own: nothing to offer.
        let free: Vec<&str> = (valued.iter())
            .filter(|(_, offer)| **offer == Offer::Nothing)
            .map(|(long, _)| long.as_str())
            .collect();
        if !free.is_empty() {
            let _ = writeln!(out, "                {}) return ;;", free.join("|"));
        }
        for (long, offer) in valued {
            let answer = match offer {
                Offer::Nothing => continue,
                Offer::Words(words) => format!(
                    "mapfile -t COMPREPLY < <(compgen -W \"{}\" -- \"$cur\"); return",
                    words.join(" ")
                ),
                Offer::Files => "compopt -o filenames 2>/dev/null; \
                     mapfile -t COMPREPLY < <(compgen -f -- \"$cur\"); return"
                    .to_string(),
            };
            let _ = writeln!(out, "                {long}) {answer} ;;");
        }
        let _ = writeln!(out, "            esac");
    }
    let flags: Vec<String> = command
        .options
        .iter()
        .flat_map(|option| {
            let short = option.short.map(|c| format!("-{c}"));
            std::iter::once(option.long.clone()).chain(short)
        })
        .collect();
    let _ = writeln!(out, "            flags=\"{}\"", flags.join(" "));
    match &command.arguments {
        Offer::Nothing => {}
        Offer::Words(words) => {
            let _ = writeln!(out, "            words=\"{}\"", words.join(" "));
        }
        Offer::Files => {
            let _ = writeln!(out, "            files=1");
        }
    }
    let _ = writeln!(out, "            ;;");
}
