//! The network game's sockets (`std::net`): the host's listening door
//! ([`host`]), the joiner's way in ([`join`]), and the connection both
//! then share ([`link`]). The protocol, the referee and the replica are
//! the pure `net` module's; this one only moves their lines.

pub mod host;
pub mod join;
pub mod link;
