//! How a value is kept: in one byte while every value fits, else two.

/// A kept value, widened to a `u16` where values meet.
pub(crate) trait Cell:
    Copy + Default + PartialEq + Into<u32> + Into<u64> + std::fmt::Debug
{
    /// The value, widened.
    fn wide(self) -> u16;
    /// `value` in this cell, if it fits.
    fn narrow(value: u16) -> Option<Self>;
    /// `l[i] ^ r[3 - i]` for each `i`, widened: four pairs of a split.
    fn xor_mirrored(l: &[Self; 4], r: &[Self; 4]) -> [u16; 4];
}

impl Cell for u8 {
    #[inline(always)]
    fn wide(self) -> u16 {
        u16::from(self)
    }

    fn narrow(value: u16) -> Option<u8> {
        u8::try_from(value).ok()
    }

    /// The four in one xor of their bytes, read as words: byte by byte,
    /// a build for size loads each into the low byte of a register that
    /// still holds the last value, which chains every pair to the one
    /// before (0.354 took twice as long).
    #[inline(always)]
    fn xor_mirrored(l: &[u8; 4], r: &[u8; 4]) -> [u16; 4] {
        let w = u32::from_le_bytes(*l) ^ u32::from_be_bytes(*r);
        [
            w as u16 & 0xff,
            (w >> 8) as u16 & 0xff,
            (w >> 16) as u16 & 0xff,
            (w >> 24) as u16,
        ]
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

    #[inline(always)]
    fn xor_mirrored(l: &[u16; 4], r: &[u16; 4]) -> [u16; 4] {
        [l[0] ^ r[3], l[1] ^ r[2], l[2] ^ r[1], l[3] ^ r[0]]
    }
}
