//! Take-and-break rules (octal codes, Grundy's game) by the rare-and-common
//! values method of Winning Ways ("Sparse Space Spells Speed", chapter 4)
//! as Achim Flammenkamp describes it: for a mask `m`, call a value *rare*
//! when `G & m` has an even number of 1 bits, *common* when odd. A common
//! value is the xor of one rare and one common value, never of two alike,
//! so the common values a split reaches come from the pairs with a heap of
//! rare value only: few, when rare values are rare. The smallest common
//! value not reached bounds the mex; the rare values below it are then
//! looked for among all pairs, which usually finds each of them within a
//! few pairs. Every value stays the exact mex whatever the mask: the mask,
//! re-chosen as the values grow to keep the rare ones fewest, only decides
//! the speed.
//!
//! References: Berlekamp, Conway and Guy, *Winning Ways*, 2nd ed., vol. 1,
//! ch. 4 ("Sparse Space Spells Speed"); A. Gangolli and T. Plambeck, "A
//! note on periodicity in some octal games", IJGT 18 (1989), where the
//! method took 0.376 and 0.354 to their periods; A. Flammenkamp, "Sprague-
//! Grundy values of octal games" (wwwhomes.uni-bielefeld.de/achim/octal.html)
//! and his page on Grundy's game (grundy.html), whose figures the tests
//! check.
//!
//! Values are kept in one byte a heap while they fit (0.354 to its period,
//! 20 million heaps, in 20 MB), then in two ([`Cell`]): the first value
//! past 255 widens them all, once. Grundy's game starts in two (it passes
//! 255 at 7,250,049, where the copy would hold both widths at once). A
//! value past `u16::MAX` stops the computation there, as the work limit
//! does, rather than wrap.

use super::period::{self, Period, Proof};
use super::watch::{Control, Due, Progress, Watch};
use super::{Computed, Values};
use crate::theory::rule::{LEAVE_NONE, LEAVE_ONE, LEAVE_TWO, Rule};

mod cell;
mod engine;
mod seen;

pub(crate) use cell::Cell;
use engine::{Engine, Stepped};

/// The moves of a rule, sorted by what they leave.
#[derive(Debug, Default)]
pub(super) struct Moves {
    /// Takes that may leave nothing (the whole heap).
    pub(super) none: Vec<u32>,
    /// Takes that may leave one heap.
    pub(super) one: Vec<u32>,
    /// Takes that may leave two heaps (0: a split without taking).
    pub(super) two: Vec<u32>,
    /// Grundy's game: the two heaps differ.
    pub(super) unequal: bool,
    /// A repeating digit: from this take on, every take does as the digit.
    pub(super) tail: Option<(u32, u8)>,
}

impl Moves {
    pub(super) fn of(rule: &Rule) -> Moves {
        let mut moves = Moves::default();
        let (digits, free) = match rule {
            Rule::Grundy => (Vec::new(), true),
            Rule::Octal(octal) => {
                let mut digits = octal.digits.clone();
                if octal.repeats {
                    let last = digits.pop().unwrap_or(0);
                    moves.tail = Some((digits.len() as u32 + 1, last));
                }
                (digits, octal.split_free)
            }
            _ => (Vec::new(), false),
        };
        moves.unequal = *rule == Rule::Grundy;
        if free {
            moves.two.push(0);
        }
        for (i, &d) in digits.iter().enumerate() {
            let take = i as u32 + 1;
            if d & LEAVE_NONE != 0 {
                moves.none.push(take);
            }
            if d & LEAVE_ONE != 0 {
                moves.one.push(take);
            }
            if d & LEAVE_TWO != 0 {
                moves.two.push(take);
            }
        }
        moves
    }
}

/// The values up to `upto` (fewer once a period is proven, when the work
/// allowed or `watch` stops them, or at a value past `u16::MAX`; more,
/// up to heap `most`, where a period in sight needs them to be proven),
/// the proven period, whether `watch` stopped them or memory ran out, and
/// the option pairs looked at.
pub(super) fn values(rule: &Rule, (upto, most): (u32, u32), work: u64, watch: Watch) -> Computed {
    let mut run = Run {
        proof: period::proof(rule),
        last: upto as usize,
        most,
        work,
        watch,
        due: Due::default(),
        stopped: false,
        short: false,
    };
    // A big sequence all at once: growing by doubling would hold both
    // copies at once. A small one grows: measured faster. Reserved, not
    // touched: past 2^26 heaps it grows instead, so that a heap asked with
    // no limit reserves no more than it fills.
    let room = if (1 << 20..1 << 26).contains(&run.last) {
        run.last + 1
    } else {
        0
    };
    let done = |run: Run, values, period, work| Computed {
        values,
        period,
        stopped: run.stopped,
        short: run.short,
        work,
    };
    if *rule == Rule::Grundy {
        let mut engine = Engine::<u16>::new(Moves::of(rule), room);
        let (found, _) = run.go(&mut engine);
        let work = engine.work;
        return done(run, Values::Narrow(engine.values), found, work);
    }
    let mut byte = Engine::<u8>::new(Moves::of(rule), room);
    // (A byte's xors stay below 256: no value past `u16::MAX` comes here.)
    match run.go(&mut byte) {
        (_, Stepped::Wider) => match byte.widen() {
            Ok(mut engine) => {
                let (found, _) = run.go(&mut engine);
                let work = engine.work;
                done(run, Values::Narrow(engine.values), found, work)
            }
            // No room for the wider copy: the values so far.
            Err(byte) => {
                run.short = true;
                let work = byte.work;
                done(run, Values::Byte(byte.values), None, work)
            }
        },
        (found, _) => {
            let work = byte.work;
            done(run, Values::Byte(byte.values), found, work)
        }
    }
}

/// How far a computation goes, and what stops it.
struct Run<'w> {
    proof: Option<Proof>,
    last: usize,
    most: u32,
    work: u64,
    watch: Watch<'w>,
    due: Due,
    stopped: bool,
    /// Memory ran out.
    short: bool,
}

impl Run<'_> {
    /// Steps `engine` as far as asked (and on to a period in sight), or
    /// until a value does not fit its cells; the period proven, if any,
    /// and how the last step went.
    fn go<V: Cell>(&mut self, engine: &mut Engine<V>) -> (Option<Period>, Stepped) {
        let proof = self.proof;
        let mut last_step = Stepped::Kept;
        loop {
            while engine.values.len() <= self.last && engine.work <= self.work && !self.stopped {
                // Room for one more value, got as the table grows: else the
                // values so far, not an abort.
                if !engine.room_for_one() {
                    self.short = true;
                    break;
                }
                last_step = engine.step();
                if last_step != Stepped::Kept {
                    break;
                }
                let len = engine.values.len();
                if period::checkpoint(len) {
                    if let Some(found) = proof.and_then(|proof| period::find(&engine.values, proof))
                    {
                        return (Some(found), Stepped::Kept);
                    }
                    engine.choose_mask();
                }
                if self.due.now(len as u32, engine.work) {
                    let progress = Progress {
                        done: len as u32,
                        largest: u32::from(engine.largest),
                        rare: Some(engine.rare.len() as u32),
                    };
                    self.stopped = (self.watch)(progress) == Control::Stop;
                }
            }
            if last_step == Stepped::Wider {
                return (None, Stepped::Wider);
            }
            // Reached the heap asked for, unproven: on to where a period
            // in sight would be proven, if that is within `most`.
            let cut_short =
                self.stopped || self.short || last_step != Stepped::Kept || engine.work > self.work;
            let need = proof.and_then(|proof| period::in_sight(&engine.values, proof));
            match need {
                Some(need)
                    if !cut_short
                        && need > (self.last + 1) as u64
                        && need <= u64::from(self.most) + 1 =>
                {
                    self.last = need as usize - 1;
                }
                _ => break,
            }
        }
        let found = proof.and_then(|proof| period::find(&engine.values, proof));
        (found, last_step)
    }
}

#[cfg(test)]
mod tests;
