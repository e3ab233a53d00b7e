//! The rules whose values have a closed form: no table, any heap at once.

use super::Period;
use crate::theory::rule::{Octal, Rule};

/// A closed form of a rule's values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    /// The book's nim: G(n) = n.
    Nim,
    /// `take:K`: G(n) = n mod (K+1), the classic subtraction game.
    Take(u32),
    /// Lasker's nim (`4.[3]`): G(4k+1) = 4k+1, G(4k+2) = 4k+2,
    /// G(4k+3) = 4k+4, G(4k+4) = 4k+3 (Winning Ways, chapter 4, "Lasker's
    /// Nim"; Berlekamp, Conway, Guy).
    Lasker,
}

impl Closed {
    pub fn of(rule: &Rule) -> Option<Closed> {
        let lasker = Octal {
            split_free: true,
            digits: vec![3],
            repeats: true,
        };
        match rule {
            Rule::Nim => Some(Closed::Nim),
            Rule::Take(k) => Some(Closed::Take(*k)),
            Rule::Octal(octal) if *octal == lasker => Some(Closed::Lasker),
            _ => None,
        }
    }

    /// `None` only for Lasker's heap 4294967295, worth 2^32, which no
    /// `u32` holds.
    pub fn value(self, n: u32) -> Option<u32> {
        match self {
            Closed::Nim => Some(n),
            Closed::Take(k) => Some(k.checked_add(1).map_or(n, |m| n % m)),
            Closed::Lasker => match n % 4 {
                3 => n.checked_add(1),
                0 if n > 0 => Some(n - 1),
                _ => Some(n),
            },
        }
    }

    /// `take:K` repeats with period K+1 from 0; nim and Lasker's nim grow.
    pub fn period(self) -> Option<Period> {
        match self {
            Closed::Take(k) if k < u32::MAX => Some(Period {
                period: k + 1,
                from: 0,
            }),
            _ => None,
        }
    }
}
