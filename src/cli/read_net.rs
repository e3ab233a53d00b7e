//! The options of a game over the network: `nim serve`, the host, which
//! chooses the game, and `nim join`, the joiner, which only finds it.

use super::command::Subcommand;
use super::flags::Id;
use super::front::Front;
use super::given::Given;
use super::read_play::play;
use super::refuse::refuse_in;
use crate::cli::{CliError, Invocation, JoinOptions, ServeOptions};
use crate::game::net::address::{self, DEFAULT_LISTEN};
use crate::game::net::protocol::Role;
use crate::game::table::start::Game;
use crate::text::help::Refusal;
use crate::text::{Lang, Locale};

/// `nim serve`'s options: the game as `nim` or `nim board` would play it,
/// where to listen, and who opens.
pub(super) fn serve_options(
    given: &Given,
    lang: Lang,
    locale: Locale,
) -> Result<Invocation, CliError> {
    let command = Subcommand::Serve;
    let game = if given.has(Id::Board) {
        Game::Board
    } else {
        Game::Rows
    };
    if game == Game::Board {
        // The board deals itself and plays nim, as `nim board` says.
        let rows = [Id::Rows, Id::Random, Id::Rule, Id::Rules];
        if let Some(id) = rows.into_iter().find(|&id| given.has(id)) {
            let flag = format!("--{}", id.name());
            let refusal = match id {
                Id::Rule | Id::Rules => Refusal::BoardIsNim { flag: &flag },
                _ => Refusal::NotOnTheBoard { flag: &flag },
            };
            return Err(refuse_in(lang, command, refusal));
        }
    }
    Ok(Invocation::Serve(ServeOptions {
        play: play(game, command, given, lang, locale)?,
        listen: given.listen().unwrap_or(DEFAULT_LISTEN),
        first: given.opener().unwrap_or(Role::Host),
    }))
}

/// `nim join`'s options: the host's address and code (`words`, no more
/// than two by now), and how to show the host's game.
pub(super) fn join_options(
    given: &Given,
    lang: Lang,
    words: &[String],
    locale: Locale,
) -> Result<Invocation, CliError> {
    let refuse = |refusal| Err(refuse_in(lang, Subcommand::Join, refusal));
    let [addr, code] = words else {
        return refuse(Refusal::JoinNeeds);
    };
    let addr = match address::join(addr) {
        Ok(addr) => addr,
        Err(problem) => {
            return refuse(Refusal::JoinAddr {
                typed: addr,
                problem,
            });
        }
    };
    let Some(code) = address::code(code) else {
        return refuse(Refusal::JoinCode { typed: code });
    };
    Ok(Invocation::Join(JoinOptions {
        addr,
        code,
        front: Front::read(given, lang, locale),
    }))
}
