//! The pure core: the rules, the theory, the tables, the session, records,
//! reviews, lessons and the network protocol. No terminal, no words, no
//! files and no sockets: everything here is tested without them, and
//! nothing here imports a module outside `game`.

pub mod analysis;
pub mod learn;
pub mod net;
pub mod numbers;
pub mod record;
pub mod review;
pub mod session;
pub mod table;
pub mod theory;
