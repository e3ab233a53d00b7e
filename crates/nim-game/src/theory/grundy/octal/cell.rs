//! How a value is kept: in one byte while every value fits, else two.

/// A kept value, widened to a `u16` where values meet.
pub(crate) trait Cell:
    Copy + Default + PartialEq + Into<u32> + Into<u64> + std::fmt::Debug
{
    /// The value, widened.
    fn wide(self) -> u16;
    /// `value` in this cell, if it fits.
    fn narrow(value: u16) -> Option<Self>;
}

impl Cell for u8 {
    #[inline(always)]
    fn wide(self) -> u16 {
        u16::from(self)
    }

    fn narrow(value: u16) -> Option<u8> {
        u8::try_from(value).ok()
    }
}

impl Cell for u16 {
    #[inline(always)]
    fn wide(self) -> u16 {
        self
    }

    fn narrow(value: u16) -> Option<u16> {
        Some(value)
    }
}
