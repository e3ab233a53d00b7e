//! Whole games between a host's referee and a joiner's replica wired to
//! each other in memory, every line written and read back through the
//! codec: rows, ruled rows and the board, each side playing seeded random
//! legal moves, two games in a row. Both end on the same position with the
//! same winner, and nothing is refused on the way.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::net::exchange::Reply;
use crate::net::fixture::carried;
use crate::net::protocol::{Code, Message, Role};
use crate::net::referee::{Admission, Gate, Referee};
use crate::net::replica::Replica;
use crate::net::wire::Wired;
use crate::session::command::Command;
use crate::session::{Event, Prompt};
use crate::table::Table;
use crate::table::board::Board;
use crate::table::layout::Layout;
use crate::table::rows::Rows;
use crate::theory::rule::{RowRules, Rule};
use crate::theory::strategy::Rules;

/// A legal move on `table`, drawn from `rng`: every `ROW COUNT`, and every
/// `ROW COUNT AT` where the table names places.
fn pick<T: Table>(table: &T, rng: &mut ChaCha8Rng) -> Command {
    let mut moves = Vec::new();
    for (row, &holds) in (1..).zip(table.heaps()) {
        for take in 1..=i64::from(holds) {
            if table.check(row, take).is_ok() {
                moves.push(Command::Move { heap: row, take });
            }
            let places = if table.has_places() { 63 } else { 0 };
            for at in 1..=places {
                if table.check_at(row, take, at).is_ok() {
                    moves.push(Command::MoveAt {
                        heap: row,
                        take,
                        at,
                    });
                }
            }
        }
    }
    moves[rng.random_range(0..moves.len())].clone()
}

/// Delivers the host's lines to the replica, which answers none of them.
fn to_joiner(replica: &mut Replica, reply: Reply) {
    assert_eq!(reply.closed, None);
    for line in &reply.send {
        let answer = replica.heard(carried(line));
        assert_eq!(answer.send, vec![], "{line}");
        assert_eq!(answer.closed, None, "{line}");
    }
}

/// Delivers the joiner's lines to the referee, and its answers back.
fn to_host<T: Wired, R: Rng>(referee: &mut Referee<T, R>, replica: &mut Replica, reply: Reply) {
    assert_eq!(reply.closed, None);
    for line in &reply.send {
        let answer = referee.heard(carried(line));
        to_joiner(replica, answer);
    }
}

/// Plays one game to its end; the winner as the host saw it.
fn play_game<T: Wired, R: Rng>(
    referee: &mut Referee<T, R>,
    replica: &mut Replica,
    joiner_table: impl Fn(&Replica) -> T,
    rng: &mut ChaCha8Rng,
) -> Role {
    loop {
        match referee.session().prompt() {
            Prompt::GameOver => break,
            Prompt::Move(side) if side == referee.host() => {
                let command = pick(referee.session().table(), rng);
                let reply = referee.local(command).unwrap();
                to_joiner(replica, reply);
            }
            _ => {
                let command = pick(&joiner_table(replica), rng);
                let reply = replica.local(command).unwrap();
                to_host(referee, replica, reply);
            }
        }
        assert_eq!(
            replica.snapshot(),
            Some(referee.session().table().snapshot())
        );
    }
    replica.winner().expect("the replica agreed on the winner")
}

/// The host and the joiner meet, play two games, and agree on each.
fn two_games<T: Wired>(table: T, rules: Rules, first: Role, joiner_table: impl Fn(&Replica) -> T) {
    let mut rng = ChaCha8Rng::seed_from_u64(20);
    let code = Code::new(4242).unwrap();
    let gate = Gate::new(code);
    let (mut replica, greeting) = Replica::new(code);
    let Admission::Welcome(welcome) = gate.greet(carried(&greeting)) else {
        panic!("the right greeting is let in");
    };
    to_joiner(&mut replica, Reply::send(vec![welcome]));
    let dealer = ChaCha8Rng::seed_from_u64(1);
    let (mut referee, lines) = Referee::new(table, rules, first, dealer);
    to_joiner(&mut replica, Reply::send(lines));
    let mut winners = Vec::new();
    for _ in 0..2 {
        winners.push(play_game(
            &mut referee,
            &mut replica,
            &joiner_table,
            &mut rng,
        ));
        let wins: Vec<u32> = referee
            .session()
            .score()
            .entries
            .iter()
            .map(|e| e.1)
            .collect();
        assert_eq!(wins.iter().sum::<u32>(), winners.len() as u32);
        // Both ask for the next game, the joiner first: it is described
        // only once the host asks too.
        let asked = replica.local(Command::NextGame).unwrap();
        assert_eq!(asked.send, vec![Message::Next]);
        let answer = referee.heard(carried(&asked.send[0]));
        assert_eq!(answer.send, vec![]);
        let next = referee.local(Command::NextGame).unwrap();
        assert!(next.events.contains(&Event::NewGame));
        to_joiner(&mut replica, next);
        assert_eq!(
            replica.snapshot(),
            Some(referee.session().table().snapshot())
        );
    }
    let host_side = referee.host();
    let host_wins = referee
        .session()
        .score()
        .entries
        .iter()
        .find(|e| e.0 == host_side)
        .unwrap()
        .1;
    let host_won = winners.iter().filter(|&&w| w == Role::Host).count() as u32;
    assert_eq!(host_wins, host_won);
}

fn rows_of(replica: &Replica) -> Rows {
    replica.rows().expect("a game of rows").table().clone()
}

fn board_of(replica: &Replica) -> Board {
    replica
        .board()
        .expect("a game on the board")
        .table()
        .clone()
}

#[test]
fn a_game_of_rows() {
    let layout = Layout::new(vec![3, 4, 5]).unwrap();
    two_games(
        Rows::new(layout.clone()),
        Rules::Normal,
        Role::Host,
        rows_of,
    );
    two_games(Rows::new(layout), Rules::Misere, Role::Joiner, rows_of);
}

#[test]
fn a_game_of_fourteen_long_rows() {
    let layout = Layout::new(vec![63; 14]).unwrap();
    two_games(Rows::new(layout), Rules::Normal, Role::Host, rows_of);
}

#[test]
fn a_game_of_ruled_rows() {
    let layout = Layout::new(vec![7, 6, 5, 4]).unwrap();
    let each = ["kayles", "nim", "take:2", "sub:1,3"].map(|name| Rule::parse(name).unwrap());
    let rows = Rows::with_rules(layout, RowRules::Each(each.to_vec()));
    two_games(rows, Rules::Normal, Role::Joiner, rows_of);
}

#[test]
fn a_game_on_the_board() {
    let board = Board::deal(&mut ChaCha8Rng::seed_from_u64(3));
    two_games(board.clone(), Rules::Normal, Role::Host, board_of);
    two_games(board, Rules::Misere, Role::Joiner, board_of);
}
