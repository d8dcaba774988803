//! A fixed-width signed integer for the matching's edge weights.
//!
//! The Dutch system's criteria are packed into one number, the most important criterion in the
//! highest bits, so that a maximum-weight matching optimises them in order. For a few dozen
//! players that number needs a few hundred bits: more than `u128`.

use std::cmp::Ordering;
use std::ops::{Add, Sub};

/// A two's complement integer of `64 * LIMBS` bits; arithmetic wraps, so callers keep values
/// within [`Wide::BITS`] (the pairing checks its layout's width and picks the size).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Wide<const LIMBS: usize>([u64; LIMBS]);

impl<const LIMBS: usize> Default for Wide<LIMBS> {
    fn default() -> Self {
        Wide([0; LIMBS])
    }
}

impl<const LIMBS: usize> Wide<LIMBS> {
    /// Zero.
    pub(crate) const ZERO: Wide<LIMBS> = Wide([0; LIMBS]);

    /// Bits available to a weight before the matching's own headroom (sign and two doublings).
    pub(crate) const BITS: u32 = (LIMBS as u32) * 64 - 4;

    /// A small non-negative value.
    pub(crate) fn from_u64(value: u64) -> Wide<LIMBS> {
        let mut limbs = [0; LIMBS];
        limbs[0] = value;
        Wide(limbs)
    }

    /// Whether the value is zero.
    pub(crate) fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    fn is_negative(&self) -> bool {
        self.0[LIMBS - 1] >> 63 == 1
    }

    /// `self << bits` (bits shifted out of the top are lost).
    pub(crate) fn shl(self, bits: u32) -> Wide<LIMBS> {
        let limb_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        let mut out = [0u64; LIMBS];
        for i in (0..LIMBS).rev() {
            let Some(src) = i.checked_sub(limb_shift) else {
                continue;
            };
            let mut v = self.0[src] << bit_shift;
            if bit_shift > 0 && src > 0 {
                v |= self.0[src - 1] >> (64 - bit_shift);
            }
            out[i] = v;
        }
        Wide(out)
    }

    /// `(self << bits) + add`: appends a field of `bits` bits below the current value.
    pub(crate) fn push(self, bits: u32, add: Wide<LIMBS>) -> Wide<LIMBS> {
        self.shl(bits) + add
    }

    /// `self + value` for a small value.
    pub(crate) fn plus(self, value: u64) -> Wide<LIMBS> {
        self + Wide::from_u64(value)
    }

    /// `self - value` for a small value.
    pub(crate) fn minus(self, value: u64) -> Wide<LIMBS> {
        self - Wide::from_u64(value)
    }

    /// `1 << bits`.
    pub(crate) fn bit(bits: u32) -> Wide<LIMBS> {
        Wide::from_u64(1).shl(bits)
    }

    /// Arithmetic shift right by one (halving, rounding towards minus infinity).
    pub(crate) fn halve(self) -> Wide<LIMBS> {
        let mut out = [0u64; LIMBS];
        let sign = if self.is_negative() { 1 << 63 } else { 0 };
        for (i, slot) in out.iter_mut().enumerate() {
            let high = self.0.get(i + 1).map_or(sign, |next| next << 63);
            *slot = (self.0[i] >> 1) | high;
        }
        Wide(out)
    }

    /// `2 * self`.
    pub(crate) fn double(self) -> Wide<LIMBS> {
        self + self
    }
}

impl<const LIMBS: usize> Add for Wide<LIMBS> {
    type Output = Wide<LIMBS>;
    fn add(self, rhs: Wide<LIMBS>) -> Wide<LIMBS> {
        let mut out = [0u64; LIMBS];
        let mut carry = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(rhs.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *slot = s2;
            carry = c1 || c2;
        }
        Wide(out)
    }
}

impl<const LIMBS: usize> Sub for Wide<LIMBS> {
    type Output = Wide<LIMBS>;
    fn sub(self, rhs: Wide<LIMBS>) -> Wide<LIMBS> {
        let mut out = [0u64; LIMBS];
        let mut borrow = false;
        for (i, slot) in out.iter_mut().enumerate() {
            let (s1, b1) = self.0[i].overflowing_sub(rhs.0[i]);
            let (s2, b2) = s1.overflowing_sub(u64::from(borrow));
            *slot = s2;
            borrow = b1 || b2;
        }
        Wide(out)
    }
}

impl<const LIMBS: usize> Ord for Wide<LIMBS> {
    fn cmp(&self, other: &Wide<LIMBS>) -> Ordering {
        match (self.is_negative(), other.is_negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        for i in (0..LIMBS).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => {}
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const LIMBS: usize> PartialOrd for Wide<LIMBS> {
    fn partial_cmp(&self, other: &Wide<LIMBS>) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {

    type Wide = super::Wide<4>;

    #[test]
    fn arithmetic_across_limbs() {
        let big = Wide::bit(130);
        let a = big.plus(5);
        assert_eq!(a - big, Wide::from_u64(5));
        assert!(a > big);
        assert!(Wide::ZERO.minus(1) < Wide::ZERO);
        assert_eq!(Wide::ZERO.minus(4).halve(), Wide::ZERO.minus(2));
        assert_eq!(big.halve(), Wide::bit(129));
        assert_eq!(
            Wide::from_u64(3)
                .push(64, Wide::from_u64(7))
                .halve()
                .halve(),
            Wide::from_u64(3).shl(62) + Wide::from_u64(1)
        );
        assert_eq!(big.double(), Wide::bit(131));
        assert!(!big.is_zero());
    }
}
