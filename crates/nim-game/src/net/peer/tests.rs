//! The two sides behind one face: whose turn it is, who moved, and the
//! tally of games won, each from its own side.

use crate::net::exchange::Closed;
use crate::net::fixture::{carried, joined};
use crate::net::peer::*;
use crate::net::protocol::{Code, Message};

/// A host and a joiner on rows 1 1, the host to open, the welcome given.
fn pair() -> (Peer<Rows>, Peer<Rows>) {
    let (referee, replica) = joined(vec![1, 1]);
    (
        Peer::host(referee),
        Peer::joiner(Box::new(replica)).unwrap(),
    )
}

fn deliver(to: &mut Peer<Rows>, reply: &Reply) -> Reply {
    let mut last = Reply::default();
    for line in &reply.send {
        last = to.heard(carried(line));
        assert_eq!(last.closed, None, "{line}");
    }
    last
}

#[test]
fn each_side_knows_its_turn_and_counts_its_wins() {
    let (mut host, mut joiner) = pair();
    assert_eq!((host.role(), joiner.role()), (Role::Host, Role::Joiner));
    assert!(host.my_turn() && !joiner.my_turn());
    assert_eq!(host.who(host.me()), Who::You);
    assert_eq!(joiner.who(host.me()), Who::Opponent);
    let moved = host.local(Command::Move { heap: 1, take: 1 }).unwrap();
    assert_eq!(
        host.local(Command::Move { heap: 2, take: 1 }),
        Err(LocalError::NotYourTurn)
    );
    // The move comes first, then its position: the joiner is asked to
    // move only once the position came and agreed.
    let (mv, position) = moved.send.split_first().unwrap();
    joiner.heard(carried(mv));
    assert!(!joiner.my_turn(), "the position is due");
    let rest = Reply::send(position.to_vec());
    deliver(&mut joiner, &rest);
    assert!(joiner.my_turn() && !host.my_turn());
    let last = joiner.local(Command::Move { heap: 2, take: 1 }).unwrap();
    deliver(&mut host, &last);
    let over = Wins {
        you: 1,
        opponent: 0,
    };
    assert_eq!(joiner.tally(), over);
    assert_eq!(
        host.tally(),
        Wins {
            you: 0,
            opponent: 1
        }
    );
    assert_eq!(host.session().heaps(), joiner.session().heaps());
}

#[test]
fn a_joiner_is_not_a_peer_before_its_game_or_on_another_table() {
    let (replica, _) = Replica::new(Code::new(1).unwrap());
    assert!(Peer::<Rows>::joiner(Box::new(replica)).is_err());
    let (_, joiner) = pair();
    let Machine::Joiner(replica) = joiner.machine else {
        unreachable!()
    };
    assert!(Peer::<Board>::joiner(replica).is_err());
}

#[test]
fn leaving_sends_a_last_line_and_closes() {
    let (mut host, _) = pair();
    let reply = host.leave(Bye::Interrupt);
    assert_eq!(reply.send, vec![Message::Bye(Bye::Interrupt)]);
    assert_eq!(reply.closed, Some(Closed::Left(Bye::Interrupt)));
    assert_eq!(host.local(Command::Hint), Err(LocalError::Closed));
}
