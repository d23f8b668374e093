//! A position of a layer in memory ([`Rec`]): its key as a hash, and its
//! figures; and a layer's classes (pieces left by size).

use super::error::CensusError;
use crate::packed::{Key, Packed};

/// One position of a layer in memory: its key as a hash `h` (a bijection
/// of the key's low 64 bits, mixed with the high bits) plus the high bits,
/// and its figures. Records sort by `(h, hi)`, which spreads every class
/// evenly over the hash range.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Rec {
    pub(super) h: u64,
    pub(super) hi: u64,
    /// Probability of reaching the position under random play, in units
    /// of 2^-127 (rounded down; see the module documentation).
    pub(super) mass: u128,
    /// Move sequences from the root reaching the position.
    pub(super) games: u128,
}

/// Bytes a record takes in memory.
pub(super) const REC_MEM: u64 = std::mem::size_of::<Rec>() as u64;

pub(super) const C1: u64 = 0xff51_afd7_ed55_8ccd;
pub(super) const C2: u64 = 0xc4ce_b9fe_1a85_ec53;

/// The inverse of an odd number modulo 2^64 (Newton's iteration).
pub(super) const fn inverse(c: u64) -> u64 {
    let mut x = c;
    let mut i = 0;
    while i < 6 {
        x = x.wrapping_mul(2u64.wrapping_sub(c.wrapping_mul(x)));
        i += 1;
    }
    x
}

pub(super) const C1_INV: u64 = inverse(C1);
pub(super) const C2_INV: u64 = inverse(C2);

/// A bijection of `u64` that spreads keys evenly (each step is invertible:
/// `x ^ x >> 32` is its own inverse, and the multipliers are odd).
#[inline]
pub(super) fn mix(x: u64) -> u64 {
    shift_multiply(x, C1, C2)
}

/// The inverse of [`mix`]: its steps undone in reverse order.
#[inline]
pub(super) fn unmix(x: u64) -> u64 {
    shift_multiply(x, C2_INV, C1_INV)
}

/// `x ^ x >> 32`, times `a`, the same again, times `b`, the same again.
#[inline]
fn shift_multiply(x: u64, a: u64, b: u64) -> u64 {
    let mut x = x ^ (x >> 32);
    x = x.wrapping_mul(a);
    x ^= x >> 32;
    x = x.wrapping_mul(b);
    x ^ (x >> 32)
}

/// A key as `(h, hi)`.
#[inline]
pub(super) fn split(key: Key) -> (u64, u64) {
    let hi = (key >> 64) as u64;
    (mix(key as u64 ^ mix(hi)), hi)
}

/// The key of `(h, hi)`.
#[inline]
pub(super) fn join(h: u64, hi: u64) -> Key {
    let lo = unmix(h) ^ mix(hi);
    lo as u128 | (hi as u128) << 64
}

pub(super) fn add(a: u128, b: u128) -> Result<u128, CensusError> {
    a.checked_add(b).ok_or(CensusError::CountOverflow)
}

/// A class: pieces left by size (Small, Medium, Large).
pub(super) type Class = [u8; 3];

pub(super) fn class_of(p: &Packed) -> Class {
    let c = p.counts();
    [c[0] as u8, c[1] as u8, c[2] as u8]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_through_the_hash() {
        for key in [
            0u128,
            1,
            0xdead_beef,
            u64::MAX as u128,
            1 << 64,
            u128::MAX - 7,
            3 << 70 | 5,
        ] {
            let (h, hi) = split(key);
            assert_eq!(join(h, hi), key, "{key}");
        }
        for x in [0u64, 1, 2, 1 << 63, u64::MAX, 0x1234_5678_9abc_def0] {
            assert_eq!(unmix(mix(x)), x);
        }
        // Nearby keys land far apart (the top bits choose the bucket).
        assert_ne!(split(1).0 >> 56, split(2).0 >> 56);
    }
}
