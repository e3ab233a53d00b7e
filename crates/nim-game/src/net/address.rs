//! The addresses and the code of a game over the network, as typed:
//! `--listen`'s socket address, `nim join`'s host and port, the join code.

use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4};

use crate::net::protocol::Code;

/// Where `nim serve` listens without `--listen`: this machine only, on
/// any free port (the host shows which).
pub const DEFAULT_LISTEN: SocketAddr = SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::LOCALHOST, 0));

/// What is wrong with an address as typed, for its refusal to name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddrProblem {
    /// No `:PORT` at its end.
    NoPort,
    /// A port that is not a number the command takes.
    Port,
    /// What stands before the port: nothing, an IPv6 address out of its
    /// brackets, or (for `--listen`) a name rather than an IP address.
    Host,
}

/// `--listen`'s value: an IP address and a port (0: any free one), as
/// `SocketAddr` reads it: `1.2.3.4:5` or `[::1]:5`. A host name is refused:
/// a name may stand for several addresses, and the host listens on one.
pub fn listen(typed: &str) -> Result<SocketAddr, AddrProblem> {
    if let Ok(addr) = typed.parse() {
        return Ok(addr);
    }
    let (_, port) = split(typed)?;
    port.parse::<u16>().map_err(|_| AddrProblem::Port)?;
    Err(AddrProblem::Host)
}

/// `nim join`'s address, kept as typed: a host name is resolved only when
/// connecting, but the port (1 to 65535) must be there already.
pub fn join(typed: &str) -> Result<String, AddrProblem> {
    let (host, port) = split(typed)?;
    match port.parse::<u16>() {
        Ok(port) if port > 0 => {}
        _ => return Err(AddrProblem::Port),
    }
    if host.is_empty() {
        return Err(AddrProblem::Host);
    }
    Ok(typed.to_string())
}

/// The host and the port of `HOST:PORT` or `[IPV6]:PORT`; an IPv6 address
/// out of brackets is refused, since its last group would pass for a port.
fn split(typed: &str) -> Result<(&str, &str), AddrProblem> {
    if let Some(bracketed) = typed.strip_prefix('[') {
        return bracketed.split_once("]:").ok_or(AddrProblem::NoPort);
    }
    let (host, port) = typed.rsplit_once(':').ok_or(AddrProblem::NoPort)?;
    if host.contains(':') {
        return Err(AddrProblem::Host);
    }
    Ok((host, port))
}

/// A join code as typed: its twelve ASCII digits, with or without the
/// separators the host shows between groups (`4821-0937-5562`,
/// `482109375562`, `4821 0937 5562` in quotes), leading zeros and all;
/// full-width digits, dashes and spaces read as every number typed is read.
pub fn code(typed: &str) -> Option<Code> {
    let digits: String = (typed.chars().map(crate::numbers::as_ascii))
        .filter(|&c| c != '-' && c != ' ')
        .collect();
    if digits.len() != 12 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok().and_then(Code::new)
}
